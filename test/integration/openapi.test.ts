// /openapi.json itself: a valid OpenAPI 3.1 document (checked by @seriousme/openapi-schema-validator), generated from
// the arktype schemas the service validates with, describing every route the app registers (and nothing it does
// not), with the optional OAuth2 scheme and the rate-limit extension. Served public, cacheable and exempt.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { H3 } from 'h3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_REQUEST_DOCS, QuoteAnswerSchema, QuoteRequestSchema } from '../../api/schemas/quote.ts';
import { CheckoutStatusSchema } from '../../api/schemas/checkout.ts';
import { RATE_LIMIT_DESCRIPTOR_VERSION, SPEC_LIMITS } from '../../api/limits.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { loadContract } from './contract.ts';
import type { OpenApiContract } from './contract.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';
import { freePort } from './ports.ts';
import * as paths from '../../api/paths.ts';

/**
 * Routes the description leaves out on purpose. Everything else the app registers must be documented, and every
 * documented operation must exist.
 */
const UNDOCUMENTED: Record<string, string> = {
  'GET /mcp': 'answers 405: the MCP server is stateless (no SSE stream)',
  'DELETE /mcp': 'answers 405: no sessions to delete',
  'GET /a2a': 'answers 405: A2A is POST JSON-RPC',
  '* /oauth/token': 'answers 405 for any method but POST',
  'GET /calculator': 'the hosted calculator page a person opens from checkout_url (human flow, not the API)',
  'POST /calculator': 'the hosted calculator form (human flow)',
  'POST /calculator/switch': 'the hosted calculator form (human flow)',
  'POST /calculator/package': 'the hosted calculator form (human flow): the person corrects the package',
  'POST /calculator/start': 'the public calculator: a rate leads to a checkout (human flow)',
  'POST /calculator/checkout': 'the hosted calculator form (human flow)',
  'GET /calculator/label.pdf': 'the label a person downloads after paying (human flow)',
  'POST /webhooks/test-payments': "the test-mode payment page's webhook (payment provider → service)",
  'POST /webhooks/stripe': 'Stripe webhook receiver (payment provider → service, signed)',
  'POST /webhooks/easypost': 'EasyPost tracker webhook receiver (carrier data provider → service, signed)',
  'GET /test-payments/checkout/:order_id': 'test-mode hosted payment page (human flow)',
  'POST /test-payments/checkout/:order_id': 'test-mode hosted payment page (human flow)',
};

/** h3 route pattern (`/a/:id`) → OpenAPI template (`/a/{id}`). */
const toTemplate = (route: string): string => route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let data: ReturnType<typeof tempDir>;
let store: Store;
let api: RunningApi;
let app: H3 | undefined;
let contract: OpenApiContract;
let raw: Record<string, unknown>;

beforeAll(async () => {
  data = tempDir('pqs-openapi-');
  const port = await freePort();
  const config = testConfig(data.dir, { PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
  store = await openStore({ file: config.databaseFile });
  api = await startApiServer(config, capturedLogger('warn').logger, {
    store,
    extendApp(created) {
      app = created;
    },
  });
  contract = await loadContract(api.url);
  raw = contract.document as unknown as Record<string, unknown>;
});

afterAll(async () => {
  await api?.close();
  await store?.close();
  data?.remove();
});

describe('GET /openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(raw);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has component schemas that compile as JSON Schema 2020-12 (strict)', () => {
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictRequired: false });
    const schemas = contract.document.components.schemas;
    for (const [name, schema] of Object.entries(schemas)) {
      const rebased = JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/')) as Record<string, unknown>;
      expect(() => ajv.compile({ ...rebased, $defs: JSON.parse(JSON.stringify(schemas).replaceAll('#/components/schemas/', '#/$defs/')) }), name).not.toThrow();
    }
  });

  it('is generated from the arktype schemas, not kept beside them', () => {
    const schemas = contract.document.components.schemas;
    const fromArk = QuoteRequestSchema.toJsonSchema() as { properties: Record<string, Record<string, unknown>>; required: string[] };
    const quoteRequest = schemas.QuoteRequest as { properties: Record<string, Record<string, unknown>>; required: string[]; $schema?: string };
    expect(quoteRequest.$schema).toBeUndefined();
    expect(quoteRequest.required).toEqual(fromArk.required);
    for (const [name, property] of Object.entries(fromArk.properties)) {
      expect(quoteRequest.properties[name]).toEqual({ ...property, description: QUOTE_REQUEST_DOCS[name as keyof typeof QUOTE_REQUEST_DOCS] });
    }
    // Shared shapes live once under components and are referenced.
    const answer = schemas.QuoteAnswer as { properties: Record<string, Record<string, unknown>>; required: string[] };
    expect(answer.required).toEqual((QuoteAnswerSchema.toJsonSchema() as { required: string[] }).required);
    expect(answer.properties.rates).toMatchObject({ type: 'array', maxItems: 5, items: { $ref: '#/components/schemas/RateEntry' } });
    expect(answer.properties.origin).toEqual({ $ref: '#/components/schemas/Place' });
    const status = schemas.CheckoutStatus as { properties: Record<string, unknown>; required: string[] };
    expect(status.required).toEqual((CheckoutStatusSchema.toJsonSchema() as { required: string[] }).required);
    expect(status.properties.checkout).toEqual({ anyOf: [{ $ref: '#/components/schemas/CheckoutDetails' }, { type: 'null' }] });
    expect(JSON.stringify(contract.document)).not.toContain('"$schema":"https://json-schema.org');
  });

  it('describes every route the app registers, and only those', () => {
    expect(app).toBeDefined();
    const documented = new Set(contract.operations());
    const registered = new Set<string>();
    for (const route of app!['~routes']) {
      const key = `${route.method || '*'} ${route.route ?? ''}`;
      if (key in UNDOCUMENTED) continue;
      registered.add(`${route.method || '*'} ${toTemplate(route.route ?? '')}`);
    }
    const missing = [...registered].filter((op) => !documented.has(op));
    expect(missing, 'routes the description does not document (document them, or list them in UNDOCUMENTED with a reason)').toEqual([]);
    const stale = [...documented].filter((op) => !registered.has(op));
    expect(stale, 'documented operations the app does not serve').toEqual([]);
  });

  it('serves every path of api/paths.ts (the one module routes, description and discovery take their paths from)', () => {
    const registered = new Set([...app!['~routes']].map((route) => route.route ?? ''));
    const declared = Object.entries(paths as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    expect(declared.length).toBeGreaterThan(20);
    const unserved = declared.filter(([, path]) => !registered.has(path)).map(([name]) => name);
    expect(unserved).toEqual([]);
    expect(paths.openApiPath(paths.CHECKOUT_SESSION_PATH)).toBe('/agent/checkout-session/{session_id}');
    expect(paths.pathTo(paths.TRACK_PATH, { tracking_number: '1Z 9' })).toBe('/track/1Z%209');
  });

  it('names the problem responses per status, as application/problem+json with `error`', () => {
    const quote = contract.operation('POST', '/quote')!.operation.responses;
    expect(Object.keys(quote)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '415', '429', 'default']));
    expect(quote['429']!.content!['application/problem+json']!.schema).toEqual({ allOf: [{ $ref: '#/components/schemas/Problem' }, { properties: { error: { enum: ['rate_limited'] } } }] });
    const problem = contract.document.components.schemas.Problem as { required: string[] };
    expect(problem.required).toEqual(expect.arrayContaining(['type', 'title', 'status', 'detail', 'error']));
  });

  it('declares the OAuth2 client-credentials scheme, optional on /quote', () => {
    const components = raw.components as { securitySchemes: Record<string, { type: string; flows?: { clientCredentials?: { tokenUrl: string; scopes: Record<string, string> } } }> };
    expect(components.securitySchemes.oauth2).toMatchObject({ type: 'oauth2', flows: { clientCredentials: { tokenUrl: `${api.context.config.publicBaseUrl}/oauth/token`, scopes: { quote: expect.any(String) } } } });
    const quote = contract.operation('POST', '/quote')!.operation as unknown as { security: unknown };
    expect(quote.security).toEqual([{}, { oauth2: ['quote'] }]);
  });

  it('carries the buckets as x-rate-limits with the descriptor version', async () => {
    const limits = raw['x-rate-limits'] as { version: string; buckets: { name: string; limit: number; applies_to: { path?: string }[] }[]; window: { seconds: number } };
    expect(limits.version).toBe(RATE_LIMIT_DESCRIPTOR_VERSION);
    expect(limits.version).toBe('2026-10-12');
    expect(limits.window.seconds).toBe(3600);
    expect(Object.fromEntries(limits.buckets.map((b) => [b.name, b.limit]))).toEqual(SPEC_LIMITS);
    expect(limits.buckets.find((b) => b.name === 'quote-bucket')!.applies_to.map((t) => t.path).filter(Boolean)).toEqual(['/quote', '/agent/checkout-session']);
    // The same document as /.well-known/rate-limits.json.
    expect(await (await fetch(`${api.url}/.well-known/rate-limits.json`)).json()).toEqual(limits);
    expect((contract.operation('POST', '/quote')!.operation as unknown as Record<string, unknown>)['x-rate-limit']).toEqual({ bucket: 'quote-bucket' });
    expect((contract.operation('GET', '/status')!.operation as unknown as Record<string, unknown>)['x-rate-limit']).toEqual({ exempt: true });
  });

  it('backs a contract check that refuses drift', async () => {
    const response = await fetch(`${api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'openapi-drift' }, body: JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 }) });
    const text = await response.text();
    const type = response.headers.get('content-type');
    expect(contract.check('POST', '/quote', 200, type, text)).toBeUndefined();
    const answer = JSON.parse(text) as Record<string, unknown> & { rates: Record<string, unknown>[] };
    const problem = JSON.stringify({ type: '/docs/problems#rate-limited', title: 'Rate limit reached', status: 429, detail: 'x', error: 'rate_limited', bucket: 'quote-bucket' });
    const drifted: [string, number, string | null, string][] = [
      ['an undeclared member', 200, type, JSON.stringify({ ...answer, surprise: true })],
      ['an undeclared member deep inside', 200, type, JSON.stringify({ ...answer, rates: [{ ...answer.rates[0], surprise: 1 }] })],
      ['a missing required member', 200, type, JSON.stringify({ ...answer, notice: undefined })],
      ['a wrong type', 200, type, JSON.stringify({ ...answer, rates: 'none' })],
      ['an undocumented status', 404, 'application/problem+json', problem],
      ['an undocumented media type', 200, 'text/plain', text],
      ['a problem code the status does not document', 429, 'application/problem+json', problem.replace('"rate_limited"', '"invalid_request"')],
      ['a problem as plain JSON', 429, 'application/json', problem],
    ];
    for (const [what, status, contentType, body] of drifted) expect(contract.check('POST', '/quote', status, contentType, body), what).toBeDefined();
    expect(contract.check('POST', '/quote', 429, 'application/problem+json', problem)).toBeUndefined();
    expect(contract.check('GET', '/nowhere', 200, 'application/json', '{}')).toBeDefined();
  });

  it('is public, cacheable for an hour and exempt from every limit (bearers ignored)', async () => {
    const config = api.context.config;
    const saved = { ...config.limits };
    try {
      config.limits['quote-bucket'] = 0;
      config.limits['checkout-status-bucket'] = 0;
      config.limits['oauth-token-bucket'] = 0;
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${api.url}/openapi.json`, { headers: { authorization: 'Bearer pqat_expired_or_revoked', 'user-agent': 'openapi-exempt' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
        expect(response.headers.get('content-type')).toBe('application/vnd.oai.openapi+json;version=3.1');
        expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
        await response.arrayBuffer();
      }
      // The quote bucket really is empty for this caller: the description did not spend from it.
      const quote = await fetch(`${api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'openapi-exempt' }, body: JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', product: 'mug' }) });
      expect(quote.status).toBe(429);
      await quote.arrayBuffer();
    } finally {
      Object.assign(config.limits, saved);
    }
  });
});
