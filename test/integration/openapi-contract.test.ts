// The contract test: every REST endpoint, on the happy path and its main problem answers, on the real stack (API,
// worker, Temporal dev server), and every answer checked against /openapi.json (status documented, media type
// documented, body valid with undeclared members refused). It fails when the code and the description drift: an
// answer the description does not allow, an operation no test exercises, or a documented status nobody has seen
// that is not listed below with a reason.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPriceIndexActivities } from '../../activities/price-index/index.ts';
import { createClientSecretHasher, newClientId } from '../../api/oauth/secrets.ts';
import { checkoutStartedSignal, paidSignal } from '../../workflows/messages.ts';
import { contractFetch, loadContract } from './contract.ts';
import type { OpenApiContract } from './contract.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';
import { freePort } from './ports.ts';

/** Documented answers no test here provokes, each with the reason. Anything else documented must be exercised. */
const NOT_EXERCISED: Record<string, string> = {
  'default': 'unexpected 5xx (internal_error) cannot be provoked from outside',
  'POST /agent/checkout-session 409': 'a concurrent request with the same Idempotency-Key (a race)',
  'POST /agent/checkout-session 413': 'same readJsonBody bound as POST /quote 413, which is exercised',
  'POST /agent/checkout-session 415': 'same readJsonBody check as POST /quote 415, which is exercised',
  'GET /agent/checkout-session/{session_id} 400': 'same bearer parsing as POST /quote 400, which is exercised',
  'POST /mcp 413': 'the SDK bound on message size',
  'POST /a2a 413': 'a 64 KiB body, same bound as POST /quote 413',
  'POST /a2a 500': 'an internal failure inside the A2A SDK',
  'POST /a2a 400': 'same bearer parsing as POST /quote 400, which is exercised',
  'GET /.well-known/agent-skills/{skill}/SKILL.md 304': 'covered by discovery.test.ts (every document, 304 and HEAD)',
  'POST /quote 502': 'needs a live rating provider: easypost-quote.test.ts provokes it against the EasyPost recordings server and checks it against /openapi.json',
  'POST /quote 504': 'needs a live rating provider: easypost-quote.test.ts provokes it (a slow recordings server) and checks it against /openapi.json',
  'POST /agent/checkout-session 502': 'same live-rating failure as POST /quote 502 (the same quote service)',
  'POST /agent/checkout-session 504': 'same live-rating deadline as POST /quote 504 (the same quote service)',
};

let stack: TestStack;
let contract: OpenApiContract;
let call: ReturnType<typeof contractFetch>;
let agentCounter = 0;
const agent = (label: string): string => `contract-${label}/${++agentCounter}-${Math.random().toString(36).slice(2)}`;

const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Awaited<ReturnType<typeof call>>> {
  return call(path, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent('post'), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

async function withLimit<T>(bucket: 'quote-bucket' | 'checkout-status-bucket' | 'oauth-token-bucket', limit: number, run: () => Promise<T>): Promise<T> {
  const limits = stack.config.limits;
  const saved = limits[bucket];
  limits[bucket] = limit;
  try {
    return await run();
  } finally {
    limits[bucket] = saved;
  }
}

/** POST through node:http so a test can send a Host header fetch will not. */
function rawPost(path: string, headers: Record<string, string>, body: string): Promise<{ status: number; contentType: string | null; text: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${stack.api.url}${path}`);
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'] ?? null, text: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** GET through node:http: the bytes as sent (fetch would decode them), their length and the headers. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${stack.api.url}${path}`);
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
    });
    request.on('error', reject);
    request.end();
  });
}

beforeAll(async () => {
  const port = await freePort();
  stack = await startTestStack({ PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
  contract = await loadContract(stack.api.url);
  call = contractFetch(contract, stack.api.url);
});

afterAll(async () => {
  await stack?.close();
});

describe('service', () => {
  it('GET /status', async () => {
    expect((await call('/status')).status).toBe(200);
  });
});

describe('POST /quote', () => {
  it('answers parcel, freight and human-review quotes', async () => {
    const parcel = await post('/quote', MANUAL);
    expect(parcel.status).toBe(200);
    expect(parcel.json).toMatchObject({ mode: 'parcel' });
    const estimated = await post('/quote', { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' });
    expect(estimated.json).toMatchObject({ mode: 'parcel', package: { source: 'estimated' } });
    const freight = await post('/quote', { product: 'a pallet of bricks', from_postal_code: '10001', to_postal_code: '94105' });
    expect(freight.json).toMatchObject({ mode: 'freight_manager' });
    const review = await post('/quote', { ...MANUAL, to_postal_code: '75001', to_country: 'FR' });
    expect(review.json).toMatchObject({ mode: 'human_review' });
    const canada = await post('/quote', { ...MANUAL, to_postal_code: 'M5V 2T6' });
    expect(canada.status).toBe(200);
  });

  it('answers its problems', async () => {
    expect((await post('/quote', { to_postal_code: '94105' })).json).toMatchObject({ status: 400, error: 'invalid_request', errors: expect.any(Array) });
    expect((await post('/quote', '{not json')).status).toBe(400);
    expect((await post('/quote', MANUAL, { authorization: 'Basic Zm9vOmJhcg==' })).status).toBe(400);
    expect((await post('/quote', MANUAL, { authorization: 'Bearer pqat_not_a_real_token' })).json).toMatchObject({ status: 401, error: 'invalid_token' });
    expect((await post('/quote', JSON.stringify({ product: 'x'.repeat(70_000), from_postal_code: '10001', to_postal_code: '94105' }))).status).toBe(413);
    expect((await call('/quote', { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': agent('415') }, body: 'hello' })).status).toBe(415);
    expect((await call('/a2a', { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': agent('415') }, body: 'hello' })).status).toBe(415);
    expect((await call('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent('413') }, body: `scope=${'q'.repeat(9_000)}` })).status).toBe(413);
    await withLimit('quote-bucket', 0, async () => {
      expect((await post('/quote', MANUAL)).json).toMatchObject({ status: 429, error: 'rate_limited', bucket: 'quote-bucket' });
    });
  });
});

describe('checkout sessions', () => {
  let sessionId = '';

  it('POST /agent/checkout-session: created, replayed, and its problems', async () => {
    const who = agent('checkout');
    const quote = await post('/quote', MANUAL, { 'user-agent': who });
    const quoteId = (quote.json as { quote_id: string }).quote_id;
    const created = await post('/agent/checkout-session', { quote_id: quoteId }, { 'user-agent': who, 'idempotency-key': 'contract-1' });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(/^\/agent\/checkout-session\/cs_/);
    sessionId = (created.json as { session_id: string }).session_id;
    const replayed = await post('/agent/checkout-session', { quote_id: quoteId }, { 'user-agent': who, 'idempotency-key': 'contract-1' });
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect((replayed.json as { session_id: string }).session_id).toBe(sessionId);
    // Priced live from the shipment (no quote_id).
    expect((await post('/agent/checkout-session', { ...MANUAL, from_zip: '10001' }, { 'user-agent': who })).status).toBe(201);

    expect((await post('/agent/checkout-session', {}, { 'user-agent': who })).json).toMatchObject({ status: 400, error: 'invalid_request' });
    expect((await post('/agent/checkout-session', { quote_id: 'q_unknown' }, { 'user-agent': who })).json).toMatchObject({ status: 404, error: 'quote_not_found' });
    const freight = await post('/quote', { product: 'a pallet of bricks', from_postal_code: '10001', to_postal_code: '94105' }, { 'user-agent': who });
    expect((await post('/agent/checkout-session', { quote_id: (freight.json as { quote_id: string }).quote_id }, { 'user-agent': who })).json).toMatchObject({
      status: 422,
      error: 'unprocessable_shipment',
      mode: 'freight_manager',
    });
    expect((await post('/agent/checkout-session', { quote_id: quoteId, service: 'no_such_service' }, { 'user-agent': who })).json).toMatchObject({ status: 422, error: 'invalid_request', services: expect.any(Array) });
    expect((await post('/agent/checkout-session', { quote_id: quoteId, service: 'x' }, { 'user-agent': who, 'idempotency-key': 'contract-1' })).status).toBe(422);
    expect((await post('/agent/checkout-session', { quote_id: quoteId }, { 'user-agent': who, authorization: 'Bearer pqat_nope' })).status).toBe(401);
    await withLimit('quote-bucket', 0, async () => {
      expect((await post('/agent/checkout-session', MANUAL, { 'user-agent': who })).json).toMatchObject({ status: 429, error: 'rate_limited' });
    });
  });

  it('GET /agent/checkout-session/{id}: awaiting, label ready with tracking, and its problems', async () => {
    const who = agent('status');
    const first = await call(`/agent/checkout-session/${sessionId}`, { headers: { 'user-agent': who } });
    expect(first.json).toMatchObject({ status: 'awaiting_checkout', checkout: null });

    const handle = stack.client.workflow.getHandle(`checkout-${sessionId}`);
    // The workflow is started from the outbox right after the commit: wait for it before signalling it directly.
    await expect.poll(() => handle.describe().then(() => true, () => false), { timeout: 10_000, interval: 25 }).toBe(true);
    await handle.signal(checkoutStartedSignal, { order_id: 'ord_contract_0000000000000000', started_at: new Date().toISOString() });
    await handle.signal(paidSignal, { payment_id: 'pay_contract', paid_at: new Date().toISOString() });
    let status: { status: string; checkout: { tracking_number: string | null } | null } = { status: '', checkout: null };
    for (let i = 0; i < 40 && status.status !== 'label_ready'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await call(`/agent/checkout-session/${sessionId}`, { headers: { 'user-agent': who } })).json as typeof status;
    }
    expect(status.status).toBe('label_ready');
    expect(status.checkout?.tracking_number).toEqual(expect.any(String));

    // The parcel can be tracked once the shipment record exists (opened by the tracking workflow).
    let tracked = await call(`/track/${status.checkout!.tracking_number}`);
    for (let i = 0; i < 40 && tracked.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      tracked = await call(`/track/${status.checkout!.tracking_number}`);
    }
    expect(tracked.status).toBe(200);
    expect((await call('/track/1Z999AA10123456784')).json).toMatchObject({ status: 404, error: 'tracking_not_found' });

    expect((await call('/agent/checkout-session/cs_unknown', { headers: { 'user-agent': who } })).json).toMatchObject({ status: 404, error: 'session_not_found' });
    expect((await call(`/agent/checkout-session/${sessionId}`, { headers: { 'user-agent': who, authorization: 'Bearer pqat_nope' } })).status).toBe(401);
    await withLimit('checkout-status-bucket', 0, async () => {
      expect((await call(`/agent/checkout-session/${sessionId}`, { headers: { 'user-agent': who } })).json).toMatchObject({ status: 429, error: 'rate_limited', bucket: 'checkout-status-bucket' });
    });
  });
});

describe('freight review form', () => {
  it('GET and POST /freight/{id}', async () => {
    const freight = await post('/quote', { product: 'a pallet of bricks', from_postal_code: '10001', to_postal_code: '94105' });
    const id = (freight.json as { freight: { id: string } }).freight.id;
    const form = await call(`/freight/${id}`);
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);

    expect((await post(`/freight/${id}`, { email: 'not-an-address' })).json).toMatchObject({ status: 400, error: 'invalid_request', errors: expect.any(Array) });
    // A form post without the page's CSRF token.
    expect((await call(`/freight/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=Ada' })).status).toBe(403);
    // A form post with it and a missing contact: the page again, fields marked.
    const token = /name="csrf_token" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    // The token belongs to this browser: its CSRF cookie goes with the form.
    const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0]!;
    const again = await call(`/freight/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams({ csrf_token: token, name: '' }).toString() });
    expect(again.status).toBe(400);
    expect(again.headers.get('content-type')).toMatch(/^text\/html/);
    const sent = await post(`/freight/${id}`, { name: 'Ada Lovelace', email: 'ada@example.com', pieces: 2, notes: 'liftgate' });
    expect(sent.json).toMatchObject({ id, status: 'submitted' });
    const formAfter = await call(`/freight/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, body: new URLSearchParams({ csrf_token: token, name: 'Ada', email: 'ada@example.com' }).toString() });
    expect([200, 403]).toContain(formAfter.status);
    // Neither JSON nor a form: 415; a form past its bound: 413 (both after the CSRF cookie check).
    expect((await call(`/freight/${id}`, { method: 'POST', headers: { 'content-type': 'text/plain', cookie }, body: 'x' })).status).toBe(415);
    expect((await call(`/freight/${id}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, body: `notes=${'n'.repeat(70_000)}` })).status).toBe(413);

    expect((await call('/freight/fr_0000000000000000000000')).json).toMatchObject({ status: 404, error: 'not_found' });
    expect((await post('/freight/fr_0000000000000000000000', { name: 'x' })).status).toBe(404);
  });
});

describe('price index', () => {
  it('GET /price-index and /price-index/chart.svg before and after a snapshot', async () => {
    expect((await call('/price-index')).json).toMatchObject({ status: 404, error: 'not_found', available_months: [] });
    expect((await call('/price-index/chart.svg')).status).toBe(404);
    expect((await call('/price-index?month=2026-13')).json).toMatchObject({ status: 400, error: 'invalid_request' });
    expect((await call('/price-index/chart.svg?month=soon')).status).toBe(400);

    await createPriceIndexActivities({ store: stack.store }).runPriceIndex({ month: '2026-09', triggered_by: 'test' });
    await createPriceIndexActivities({ store: stack.store }).runPriceIndex({ month: '2026-10', triggered_by: 'test' });
    const index = await call('/price-index?month=2026-10');
    expect(index.json).toMatchObject({ month: '2026-10', previous_month: '2026-09' });
    expect((await call('/price-index')).status).toBe(200);
    const chart = await call('/price-index/chart.svg?month=2026-10');
    expect(chart.status).toBe(200);
    expect(chart.text).toMatch(/<svg/);
    expect((await call('/price-index?month=2020-01')).json).toMatchObject({ status: 404, available_months: ['2026-09', '2026-10'] });
  });
});

describe('POST /oauth/token', () => {
  it('issues a token and answers RFC 6749 errors', async () => {
    const clientId = newClientId();
    const secret = 'contract-test-secret-0123456789abcdef';
    await stack.store.oauth.createClient({ client_id: clientId, name: 'Contract test', contact: 'dev@agent.example', quote_limit: 100, secret_hash: await createClientSecretHasher(stack.store).hash(secret), created_at: new Date().toISOString(), secret_rotated_at: null, revoked_at: null });
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      call('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': agent('token'), ...headers }, body: new URLSearchParams(fields).toString() });

    const issued = await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret });
    expect(issued.json).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'quote' });
    // The bearer works on /quote (and on the status lookups).
    const token = (issued.json as { access_token: string }).access_token;
    expect((await post('/quote', MANUAL, { authorization: `Bearer ${token}` })).status).toBe(200);

    expect((await call('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json).toMatchObject({ error: 'invalid_request' });
    expect((await form({ grant_type: 'password' })).json).toMatchObject({ error: 'unsupported_grant_type' });
    expect((await form({ grant_type: 'client_credentials', scope: 'admin', client_id: clientId, client_secret: secret })).json).toMatchObject({ error: 'invalid_scope' });
    const refused = await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: 'wrong' });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('www-authenticate')).toMatch(/^Basic /);
    await withLimit('oauth-token-bucket', 0, async () => {
      expect((await form({ grant_type: 'client_credentials', client_id: clientId, client_secret: secret })).json).toMatchObject({ error: 'slow_down' });
    });
  });
});

describe('agent endpoints', () => {
  const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

  it('POST /mcp', async () => {
    const rpc = (body: unknown, headers: Record<string, string> = MCP_HEADERS) => call('/mcp', { method: 'POST', headers: { 'user-agent': agent('mcp'), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const init = await rpc({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'contract', version: '1' } } });
    expect(init.json).toMatchObject({ jsonrpc: '2.0', id: 1, result: { serverInfo: { name: 'parcel-quote-service' } } });
    expect((await rpc({ jsonrpc: '2.0', id: 2, method: 'tools/list' })).json).toMatchObject({ result: { tools: expect.any(Array) } });
    const tool = await rpc({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_parcel_quote', arguments: { product: 'two mugs', from_zip: '10001', to_zip: '94105' } } });
    expect(tool.json).toMatchObject({ result: { structuredContent: { mode: 'parcel' } } });
    expect((await rpc({ jsonrpc: '2.0', method: 'notifications/initialized' })).status).toBe(202);
    expect((await rpc('{oops')).status).toBe(400);
    expect((await rpc({ jsonrpc: '2.0', id: 4, method: 'tools/list' }, { 'content-type': 'application/json', accept: 'application/json' })).status).toBe(406);
    expect((await rpc({ jsonrpc: '2.0', id: 5, method: 'tools/list' }, { 'content-type': 'text/plain', accept: 'application/json, text/event-stream' })).status).toBe(415);
    expect((await rpc({ jsonrpc: '2.0', id: 6, method: 'tools/list' }, { ...MCP_HEADERS, authorization: 'Bearer pqat_nope' })).json).toMatchObject({ status: 401, error: 'invalid_token' });
    const foreign = await rawPost('/mcp', { ...MCP_HEADERS, host: 'evil.example.com' }, JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' }));
    expect(foreign.status).toBe(403);
    contract.assertMatchesOpenApi('POST', '/mcp', foreign.status, foreign.contentType, foreign.text);
  });

  it('POST /a2a', async () => {
    const rpc = (body: unknown, headers: Record<string, string> = {}) =>
      call('/a2a', { method: 'POST', headers: { 'content-type': 'application/json', 'a2a-version': '1.0', 'user-agent': agent('a2a'), ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
    const sent = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'SendMessage',
      params: { message: { messageId: 'm1', role: 'ROLE_USER', parts: [{ data: { skill: 'get_parcel_quote', arguments: { product: 'two mugs', from_zip: '10001', to_zip: '94105' } }, mediaType: 'application/json' }] } },
    });
    expect(sent.json).toMatchObject({ jsonrpc: '2.0', id: 1, result: { message: { role: 'ROLE_AGENT' } } });
    expect((await rpc('{')).json).toMatchObject({ error: { code: -32700 } });
    expect((await rpc({ jsonrpc: '2.0', id: 2, method: 'GetTask', params: { id: 'none' } })).json).toMatchObject({ error: expect.any(Object) });
    expect((await rpc({ jsonrpc: '2.0', id: 3, method: 'SendMessage', params: {} }, { authorization: 'Bearer pqat_nope' })).status).toBe(401);
    const foreign = await rawPost('/a2a', { 'content-type': 'application/json', origin: 'http://evil.example.com' }, JSON.stringify({ jsonrpc: '2.0', id: 4, method: 'GetTask', params: { id: 'x' } }));
    expect(foreign.status).toBe(403);
    contract.assertMatchesOpenApi('POST', '/a2a', foreign.status, foreign.contentType, foreign.text);
  });
});

describe('descriptions and discovery', () => {
  it('every discovery document and the reference page, with a conditional GET', async () => {
    const paths = [
      '/openapi.json',
      '/docs',
      '/.well-known/api-catalog',
      '/.well-known/oauth-authorization-server',
      '/.well-known/agent-card.json',
      '/.well-known/mcp/catalog.json',
      '/mcp/server-card',
      '/.well-known/mcp/server-card.json',
      '/.well-known/agent-skills/index.json',
      '/.well-known/rate-limits.json',
    ];
    for (const path of paths) {
      const first = await call(path);
      expect(first.status, path).toBe(200);
      expect((await call(path, { headers: { 'if-none-match': first.headers.get('etag')! } })).status, path).toBe(304);
    }
    // The reference is one prebuilt page with no script, every documented operation on it, sent compressed.
    const page = await call('/docs');
    expect(page.text).not.toMatch(/<script/i);
    for (const op of contract.operations()) {
      const [method, template] = op.split(' ') as [string, string];
      const operationId = contract.operation(method, template.replace(/\{[^}]+\}/g, 'x'))!.operation.operationId as string;
      expect(page.text, op).toContain(`id="op-${operationId}"`);
    }
    for (const [accept, coding] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['identity', null]] as const) {
      const raw = await rawGet('/docs', { 'accept-encoding': accept });
      expect(raw.status, accept).toBe(200);
      expect(raw.headers['content-encoding'] ?? null, accept).toBe(coding);
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      expect(raw.bytes, accept).toBeLessThan(coding ? 30_000 : 200_000);
      expect((await rawGet('/docs', { 'accept-encoding': accept, 'if-none-match': raw.headers.etag as string })).status).toBe(304);
    }
    // Every problem `type` resolves to an anchor of the problem types page.
    const problems = await call('/docs/problems');
    expect(problems.status).toBe(200);
    for (const code of ['invalid-request', 'rate-limited', 'invalid-token', 'slow-down', 'session-not-found', 'invalid-client']) expect(problems.text).toContain(`id="${code}"`);
    expect((await call('/docs/problems', { headers: { 'if-none-match': problems.headers.get('etag')! } })).status).toBe(304);
    const skill = await call('/.well-known/agent-skills/get-parcel-quote/SKILL.md');
    expect(skill.status).toBe(200);
    expect((await call('/.well-known/agent-skills/nothing-here/SKILL.md')).json).toMatchObject({ status: 404, error: 'not_found' });
  });
});

describe('coverage of the description', () => {
  it('exercised every documented operation, and every documented status not listed with a reason', () => {
    const unexercised: string[] = [];
    for (const op of contract.operations()) {
      const [method, template] = op.split(' ') as [string, string];
      const documented = Object.keys(contract.operation(method, template.replace(/\{[^}]+\}/g, 'x'))!.operation.responses);
      const seen = contract.exercised.get(op) ?? new Set<string>();
      expect(seen.size, `${op} was never exercised`).toBeGreaterThan(0);
      for (const status of documented) {
        if (seen.has(status) || status in NOT_EXERCISED || `${op} ${status}` in NOT_EXERCISED) continue;
        unexercised.push(`${op} ${status}`);
      }
    }
    expect(unexercised, 'documented answers no test has seen: exercise them, or list them in NOT_EXERCISED with a reason').toEqual([]);
  });
});
