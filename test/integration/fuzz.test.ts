// Property-based fuzzing of every input surface over real HTTP (issue 18, part 10): REST bodies, query and path
// parameters, the token form, the calculator and freight forms, MCP tool arguments and A2A messages. fast-check
// generates both junk and near-valid inputs (valid requests with one field replaced, extra keys, odd types).
// Each answer must be below 500 and say what went wrong in the surface's own error shape (a problem body, a tool
// error, a JSON-RPC error, or the form page with its error summary), never with stack text; the API's memory
// must stay bounded. The seed is printed by fast-check on failure; FUZZ_SEED replays a run.
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '../../api/csrf.ts';
import { testPaymentsSecret } from '../../api/webhooks/payments.ts';
import { TEST_PAYMENTS_SIGNATURE_HEADER, signPayload } from '../../providers/payments/index.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

let stack: TestStack;
let inputs = 0;
let rssAtStart = 0;
/** RSS every 250 inputs (API, worker and client share this process). */
const rssSamples: number[] = [];
const startedAt = performance.now();
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const runs = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, ...(seed !== undefined ? { seed } : {}) });

// A full collection on demand, to read the heap a leak would leave behind (vitest does not pass --expose-gc).
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
function retainedHeap(): number {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
}
let heapAtStart = 0;

beforeAll(async () => {
  stack = await startTestStack();
  // Warm every surface once, so lazily built parts (tool lists, schemas, the A2A card) are not counted as growth.
  await fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MANUAL) });
  await fetch(`${stack.api.url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
  await fetch(`${stack.api.url}/a2a`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":{"message":{"messageId":"m","role":"ROLE_USER","parts":[{"text":"hi"}]}}}' });
  await fetch(`${stack.api.url}/calculator`);
  rssAtStart = process.memoryUsage().rss;
  heapAtStart = retainedHeap();
});

afterAll(async () => {
  await stack?.close();
});

const STACK_TEXT = /\n\s+at \S|node:internal|\.ts:\d+:\d+|\.js:\d+:\d+|RangeError|TypeError|SyntaxError: Unexpected/;

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

async function send(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<Answer> {
  inputs++;
  const response = await fetch(`${stack.api.url}${path}`, { redirect: 'manual', ...init, headers: { 'user-agent': `fuzz/${randomUUID()}`, ...init.headers } });
  const text = await response.text();
  if (inputs % 250 === 0) rssSamples.push(process.memoryUsage().rss);
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
}

/** Below 500; an error says what went wrong in the surface's own shape; no stack text anywhere. */
function expectHandled(answer: Answer, what: string): void {
  const context = `${what} → ${answer.status} ${answer.text.slice(0, 300)}`;
  expect(answer.status, context).toBeLessThan(500);
  expect(answer.text, context).not.toMatch(STACK_TEXT);
  if (answer.status < 400 || answer.status === 303) return;
  if (answer.contentType.startsWith('text/html')) {
    // A form page answering with its error summary (or a not-found page).
    expect(answer.text, context).toMatch(/role="alert"|class="error"|not valid|not available|not found/i);
    return;
  }
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  if ('jsonrpc' in body) {
    expect(body.error, context).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    return;
  }
  expect(body, context).toMatchObject({ status: answer.status, detail: expect.any(String) });
  expect(typeof body.error, context).toBe('string');
}

// ------------------------------------------------------------------------------------------------ arbitraries

const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };
const WORDS = { product: 'two ceramic mugs', from_postal_code: '10001', to_postal_code: 'M5V 2T6', to_country: 'CA' };

/** Values that break naive code: odd numbers, odd strings, wrong types, nesting, prototype keys. */
const nasty = fc.oneof(
  fc.constantFrom(0, -0, -1, 0.04, 0.0001, 1e-12, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1500.0001, 25_000.5),
  fc.constantFrom('', ' ', 'NaN', 'null', 'undefined', 'Infinity', '-1', '0x10', '1e400', '__proto__', '<script>', '\u0000', '\ud800', '💥'.repeat(40), 'a'.repeat(600), '10001\n', ' 94105 '),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.integer(), { maxKeys: 3 }),
);

/** A valid request with some fields replaced, removed or added. */
function mutated(base: Record<string, unknown>, extraKeys: fc.Arbitrary<string> = fc.string({ maxLength: 12 })): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  return fc
    .record({
      replace: fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 3 }),
      remove: fc.subarray(keys, { maxLength: Math.min(2, keys.length) }),
      add: fc.dictionary(fc.oneof(extraKeys, fc.constantFrom('__proto__', 'constructor', 'notes', 'quantity', 'residential', 'package_source', 'quote_id', 'service')), nasty, { maxKeys: 3 }),
    })
    .map(({ replace, remove, add }) => {
      const out: Record<string, unknown> = { ...base };
      for (const key of remove) delete out[key];
      for (const [key, value] of Object.entries(add)) Object.defineProperty(out, key, { value, enumerable: true, configurable: true, writable: true });
      for (const [key, value] of Object.entries(replace)) out[key] = value;
      return out;
    });
}

const jsonBody = fc.oneof(
  { weight: 5, arbitrary: mutated(MANUAL).map((o) => JSON.stringify(o)) },
  { weight: 3, arbitrary: mutated(WORDS).map((o) => JSON.stringify(o)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 33, max: 3000 }).map((n) => `{"a":${'['.repeat(n)}${']'.repeat(n)}}`) },
);

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'application/problem+json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/jsonx', 'APPLICATION/JSON') },
);

const pathSegment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('cs_00000000000000000000000000', 'cs_', '..', '%2e%2e', '%00', '%', '%zz', 'a/b', '💥', 'x'.repeat(300)),
  fc.stringMatching(/^cs_[A-Za-z0-9_-]{0,40}$/),
  fc.stringMatching(/^[A-Z0-9]{0,30}$/),
);

const encoded = (value: string): string => {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a client would send it raw
  }
};

// ---------------------------------------------------------------------------------------------------- the suite

describe('fuzzing every input surface (fast-check)', () => {
  it('POST /quote bodies and content types', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(jsonBody, contentType, async (body, type) => {
        expectHandled(await send('/quote', { method: 'POST', headers: type ? { 'content-type': type } : {}, body: new Blob([body]) }), `POST /quote ${type} ${body.slice(0, 200)}`);
      }),
      runs(1600),
    );
  });

  it('POST /agent/checkout-session bodies and Idempotency-Key headers', { timeout: 120_000 }, async () => {
    const checkoutBody = fc.oneof(
      mutated({ quote_id: 'q_00000000000000000000000000000000', service: 'usps_ground_advantage' }).map((o) => JSON.stringify(o)),
      mutated({ ...WORDS, from_zip: '10001', to_zip: 'M5V 2T6' }).map((o) => JSON.stringify(o)),
      jsonBody,
    );
    await fc.assert(
      fc.asyncProperty(checkoutBody, fc.option(fc.string({ maxLength: 300 })), async (body, key) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (key !== null && /^[\t\x20-\x7e]*$/.test(key)) headers['idempotency-key'] = key;
        expectHandled(await send('/agent/checkout-session', { method: 'POST', headers, body }), `POST /agent/checkout-session ${body.slice(0, 200)}`);
      }),
      runs(300),
    );
  });

  it('path and query parameters', { timeout: 120_000 }, async () => {
    const routes = [
      (v: string) => `/agent/checkout-session/${encoded(v)}`,
      (v: string) => `/track/${encoded(v)}`,
      (v: string) => `/freight/${encoded(v)}`,
      (v: string) => `/test-payments/checkout/${encoded(v)}`,
      (v: string) => `/price-index?month=${encoded(v)}`,
      (v: string) => `/price-index/chart.svg?month=${encoded(v)}`,
      (v: string) => `/calculator?session=${encoded(v)}`,
      (v: string) => `/calculator?session=${encoded(v)}&paid=1`,
      (v: string) => `/calculator/label.pdf?session=${encoded(v)}`,
      (v: string) => `/.well-known/agent-skills/${encoded(v)}/SKILL.md`,
      (v: string) => `/quote?access_token=${encoded(v)}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: routes.length - 1 }), pathSegment, async (route, value) => {
        const path = routes[route]!(value);
        expectHandled(await send(path, { method: 'GET' }), `GET ${path}`);
      }),
      runs(700),
    );
  });

  it('the token form and its Authorization header', { timeout: 120_000 }, async () => {
    const param = fc.oneof(fc.constantFrom('grant_type', 'client_id', 'client_secret', 'scope', 'access_token'), fc.string({ maxLength: 10 }));
    const value = fc.oneof(fc.constantFrom('client_credentials', 'quote', 'oc_x', 'pqcs_x', ''), fc.string({ maxLength: 60 }));
    const form = fc.oneof(
      fc.array(fc.tuple(param, value), { maxLength: 6 }).map((pairs) => pairs.map(([k, v]) => `${encoded(k)}=${encoded(v)}`).join('&')),
      fc.string({ maxLength: 200 }),
    );
    const authorization = fc.option(
      fc.oneof(
        fc.tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 })).map(([id, secret]) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`),
        fc.stringMatching(/^(Basic|Bearer|basic) [A-Za-z0-9+/=%:]{0,60}$/),
      ),
    );
    await fc.assert(
      fc.asyncProperty(form, authorization, fc.constantFrom('application/x-www-form-urlencoded', 'application/json', 'text/plain', ''), async (body, auth, type) => {
        const headers: Record<string, string> = type ? { 'content-type': type } : {};
        if (auth !== null) headers.authorization = auth;
        expectHandled(await send('/oauth/token', { method: 'POST', headers, body: new Blob([body]) }), `POST /oauth/token ${auth} ${body.slice(0, 200)}`);
      }),
      runs(600),
    );
  });

  it('the calculator, checkout, switch, test-payment and freight forms', { timeout: 120_000 }, async () => {
    // A browser: its CSRF cookie and a real session (with a live quote) for the session forms.
    const page = await fetch(`${stack.api.url}/calculator`);
    const cookie = `${CSRF_COOKIE}=${/pqs_csrf=([^;]+)/.exec(page.headers.get('set-cookie') ?? '')![1]}`;
    const publicToken = /name="csrf_token" value="([^"]+)"/.exec(await page.text())![1]!;
    const quote = (await (await fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'fuzz-setup' }, body: JSON.stringify(WORDS) })).json()) as { quote_id: string };
    const created = (await (await fetch(`${stack.api.url}/agent/checkout-session`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'fuzz-setup' }, body: JSON.stringify({ quote_id: quote.quote_id }) })).json()) as { session_id: string };
    const sessionPage = await (await fetch(`${stack.api.url}/calculator?session=${created.session_id}`, { headers: { cookie } })).text();
    const sessionToken = /name="csrf_token" value="([^"]+)"/.exec(sessionPage)![1]!;
    const freight = (await (await fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': 'fuzz-setup' }, body: JSON.stringify({ product: 'a pallet of bricks', from_postal_code: '10001', to_postal_code: '94105' }) })).json()) as { freight: { id: string } };
    const freightToken = /name="csrf_token" value="([^"]+)"/.exec(await (await fetch(`${stack.api.url}/freight/${freight.freight.id}`, { headers: { cookie } })).text())![1]!;

    const publicFields = { product: 'two mugs', quantity: '2', from_postal_code: '10001', to_postal_code: '94105', to_country: '', length_cm: '', width_cm: '', height_cm: '', weight_kg: '' };
    const checkoutFields = {
      service_code: 'usps_ground_advantage',
      sender_name: 'A B',
      sender_street: '1 Main St',
      sender_city: 'New York',
      sender_state: 'NY',
      sender_postal_code: '10001',
      sender_email: 'a@example.com',
      recipient_name: 'C D',
      recipient_street: '1 King St W',
      recipient_city: 'Toronto',
      recipient_postal_code: 'M5V 2T6',
      recipient_phone: '+1 416 555 0100',
      contents: 'mugs',
      customs_contents: 'mugs',
      customs_value: '20',
      consent_truthful: 'yes',
    };
    const freightFields = { name: 'Ann', email: 'ann@example.com', phone: '', pieces: '2', length_cm: '120', weight_kg: '500', ready_date: '2026-12-01', notes: 'dock' };
    const formValue = fc.oneof(fc.string({ maxLength: 40 }), nasty.map((v) => (typeof v === 'string' ? v : JSON.stringify(v) ?? '')));
    const formOf = (base: Record<string, string>, token: string) =>
      fc
        .record({ replace: fc.dictionary(fc.constantFrom(...Object.keys(base), 'csrf_token', 'session'), formValue, { maxKeys: 4 }), extra: fc.dictionary(fc.string({ maxLength: 10 }), formValue, { maxKeys: 2 }), repeat: fc.boolean() })
        .map(({ replace, extra, repeat }) => {
          const params = new URLSearchParams({ csrf_token: token, session: created.session_id, ...base, ...extra, ...replace });
          if (repeat) params.append('csrf_token', 'second');
          return params.toString();
        });
    const targets = [
      { path: '/calculator', body: formOf(publicFields, publicToken) },
      { path: '/calculator/switch', body: formOf({ service_code: 'usps_ground_advantage' }, sessionToken) },
      { path: '/calculator/start', body: formOf({ quote_id: 'q_0000000000aaaaaaaaaaaaaaaaaaaaaa', service_code: 'usps_ground_advantage' }, publicToken) },
      { path: '/calculator/package', body: formOf({ package_units: 'in_lb', package_length: '12', package_width: '9', package_height: '6', package_weight: '3' }, sessionToken) },
      { path: '/calculator/checkout', body: formOf(checkoutFields, sessionToken) },
      { path: `/freight/${freight.freight.id}`, body: formOf(freightFields, freightToken) },
      { path: '/test-payments/checkout/ord_0000000000000000000000', body: formOf({}, 'x') },
    ];
    const target = fc.nat({ max: targets.length - 1 }).chain((i) => fc.tuple(fc.constant(targets[i]!.path), targets[i]!.body));
    const type = fc.oneof({ weight: 6, arbitrary: fc.constant('application/x-www-form-urlencoded') }, { weight: 1, arbitrary: fc.constantFrom('multipart/form-data; boundary=zz', 'text/plain', 'application/json', '') });
    await fc.assert(
      fc.asyncProperty(target, type, fc.boolean(), async ([path, body], contentTypeValue, withCookie) => {
        const headers: Record<string, string> = contentTypeValue ? { 'content-type': contentTypeValue } : {};
        if (withCookie) headers.cookie = cookie;
        expectHandled(await send(path, { method: 'POST', headers, body: new Blob([body]) }), `POST ${path} ${contentTypeValue} ${body.slice(0, 200)}`);
      }),
      runs(900),
    );
  });

  it('payment webhooks: unsigned junk, and signed bodies that are not our events', { timeout: 120_000 }, async () => {
    const secret = await testPaymentsSecret(stack.api.context);
    const data = mutated({ order_id: 'ord_0000000000000000000000', session_id: 'cs_00000000000000000000000000', payment_id: 'pi_test_x', amount_cents: 1234 });
    const event = fc
      .tuple(mutated({ id: 'evt_x', type: 'checkout.completed', created: Math.floor(Date.now() / 1000), data: {} }), data, fc.constantFrom('checkout.completed', 'payment.refunded', 'other'))
      .map(([envelope, eventData, kind]) => JSON.stringify({ ...envelope, type: typeof envelope.type === 'string' ? kind : envelope.type, data: 'data' in envelope && envelope.data && typeof envelope.data === 'object' ? eventData : envelope.data }));
    const body = fc.oneof({ weight: 4, arbitrary: event }, { weight: 1, arbitrary: jsonBody });
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.constantFrom('/webhooks/test-payments', '/webhooks/stripe'), async (text, signed, path) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (signed) headers[TEST_PAYMENTS_SIGNATURE_HEADER] = signPayload(secret, text, Math.floor(Date.now() / 1000));
        expectHandled(await send(path, { method: 'POST', headers, body: text }), `POST ${path} signed=${signed} ${text.slice(0, 200)}`);
      }),
      runs(300),
    );
  });

  it('MCP tool arguments', { timeout: 120_000 }, async () => {
    const quoteArgs = { product: 'two mugs', from_zip: '10001', to_zip: '94105', length_in: 10, width_in: 8, height_in: 4, weight_lb: 2 };
    const tool = fc.oneof(
      fc.record({ name: fc.constant('get_parcel_quote'), arguments: mutated(quoteArgs) }),
      fc.record({ name: fc.constant('create_checkout_link'), arguments: mutated({ quote_id: 'q_00000000000000000000000000000000', ...quoteArgs }) }),
      fc.record({ name: fc.constant('get_checkout_status'), arguments: mutated({ session_id: 'cs_00000000000000000000000000' }) }),
      fc.record({ name: fc.constant('get_price_index'), arguments: mutated({ month: '2026-10' }) }),
      fc.record({ name: fc.constant('track_parcel'), arguments: mutated({ tracking_number: '9400100000000000000000' }) }),
      fc.record({ name: fc.string({ maxLength: 20 }), arguments: fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined)) }),
    );
    await fc.assert(
      fc.asyncProperty(tool, fc.constantFrom('tools/call', 'tools/call', 'tools/call', 'tools/list', 'nope'), async (params, method) => {
        const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
        const answer = await send('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body });
        expectHandled(answer, `MCP ${body.slice(0, 300)}`);
        if (answer.status === 200 && method === 'tools/call') {
          const reply = JSON.parse(answer.text) as { result?: { isError?: boolean; structuredContent?: Record<string, unknown> }; error?: unknown };
          if (reply.result?.isError) {
            expect(reply.result.structuredContent, body).toMatchObject({ error: expect.any(String), status: expect.any(Number) });
            expect(reply.result.structuredContent!.status, body).toBeLessThan(500);
          }
        }
      }),
      runs(500),
    );
  });

  it('A2A messages (v1.0 and v0.3)', { timeout: 120_000 }, async () => {
    const quoteArgs = { product: 'two mugs', from_zip: '10001', to_zip: '94105' };
    const part = fc.oneof(
      fc.record({ data: fc.record({ skill: fc.constantFrom('get_parcel_quote', 'create_checkout_link', 'get_checkout_status', 'get_price_index', 'track_parcel', 'nope'), arguments: mutated(quoteArgs) }), mediaType: fc.constant('application/json') }),
      fc.record({ text: fc.oneof(fc.string({ maxLength: 120 }), fc.constantFrom('ship a 30x20x0.04 cm box of 0.0001 kg from 10001 to 94105', 'quote two mugs from 10001 to NaN', 'track 9400100000000000000000')) }),
      fc.jsonValue({ maxDepth: 2 }),
    );
    const message = fc.oneof(
      fc.record({ messageId: fc.uuid(), role: fc.constantFrom('ROLE_USER', 'ROLE_AGENT', 'x'), parts: fc.array(part, { maxLength: 3 }) }).map((m) => ({ version: '1.0', body: { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: m } } })),
      fc.record({ kind: fc.constant('message'), messageId: fc.uuid(), role: fc.constantFrom('user', 'agent'), parts: fc.array(part.map((p) => ({ kind: 'data', ...((p ?? {}) as object) })), { maxLength: 3 }) }).map((m) => ({ version: '0.3', body: { jsonrpc: '2.0', id: 2, method: 'message/send', params: { message: m } } })),
      fc.record({ jsonrpc: fc.constantFrom('2.0', '1.0'), id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), method: fc.oneof(fc.constantFrom('SendMessage', 'GetTask', 'CancelTask', 'message/send', 'tasks/get'), fc.string({ maxLength: 12 })), params: fc.jsonValue({ maxDepth: 3 }) }).map((b) => ({ version: '1.0', body: b })),
    );
    await fc.assert(
      fc.asyncProperty(message, async ({ version, body }) => {
        const text = JSON.stringify(body);
        const answer = await send('/a2a', { method: 'POST', headers: { 'content-type': 'application/json', 'A2A-Version': version }, body: text });
        expectHandled(answer, `A2A ${text.slice(0, 300)}`);
        if (answer.status === 200 && answer.contentType.startsWith('application/json')) {
          const reply = JSON.parse(answer.text) as { error?: { code: number } };
          expect(reply.error?.code, text).not.toBe(-32603); // internal error
        }
      }),
      runs(500),
    );
  });

  it(`sent at least 5,000 generated inputs, with bounded memory and no 500 logged`, () => {
    const seconds = (performance.now() - startedAt) / 1000;
    const mb = (bytes: number): number => Math.round(bytes / 1048576);
    // RSS moves with V8's collection schedule; what a leak leaves behind is heap that survives a full collection.
    const retained = retainedHeap();
    const peak = Math.max(...rssSamples);
    console.info(`[fuzz] ${inputs} generated inputs in ${seconds.toFixed(1)} s; heap after full GC ${mb(heapAtStart)} → ${mb(retained)} MB; RSS ${mb(rssAtStart)} MB at start, peak ${mb(peak)} MB`);
    expect(inputs).toBeGreaterThanOrEqual(5_000);
    expect(mb(retained - heapAtStart)).toBeLessThan(64);
    expect(mb(peak - rssAtStart)).toBeLessThan(400);
    expect(stack.logs.filter((line) => /"level":50/.test(line))).toEqual([]);
  });
});
