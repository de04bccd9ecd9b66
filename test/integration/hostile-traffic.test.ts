// Hostile traffic over real HTTP (issue 18): the requests that used to answer 500, bodies cut at their limit while
// streaming (with the API's memory watched), the per-address ceiling under User-Agent rotation, undeclared fields
// never stored, the smaller hardening items (page headers, 415 without a JSON type, Origin null, file modes,
// letter-only postal codes) and the per-browser CSRF tokens.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_TOKEN_TTL_SECONDS } from '../../api/csrf.ts';
import { MAX_FORM_BYTES } from '../../api/form-body.ts';
import { MAX_JSON_BODY_BYTES } from '../../api/json-body.ts';
import { registerClient } from '../../api/oauth/clients.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { loadConfig } from '../../config/index.ts';
import type { AppConfig } from '../../config/index.ts';
import { newId } from '../../domain/ids/index.ts';
import { TEST_PAYMENTS_SIGNATURE_HEADER } from '../../providers/payments/index.ts';
import { SqliteDatabase, openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';
import { freePort } from './ports.ts';

let nowMs = Date.now();
let data: ReturnType<typeof tempDir>;
let config: AppConfig;
let store: Store;
let api: RunningApi;
let logs: string[];

beforeAll(async () => {
  data = tempDir('pqs-hostile-');
  const port = await freePort();
  // The default ceiling multiple (not the harness's raised one): this file shows the ceiling as shipped.
  config = testConfig(data.dir, { PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ADDRESS_CEILING_MULTIPLE: String(loadConfig({}).addressCeilingMultiple) });
  store = await openStore({ file: config.databaseFile });
  const captured = capturedLogger();
  logs = captured.lines;
  api = await startApiServer(config, captured.logger, { store, clock: () => new Date(nowMs) });
});

afterAll(async () => {
  await api?.close();
  await store?.close();
  data?.remove();
});

let agentCounter = 0;
const newAgent = (): string => `hostile-test/${++agentCounter}-${Math.random().toString(36).slice(2)}`;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`, { ...init, headers: { 'user-agent': newAgent(), ...init.headers } });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> =>
  send(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

function expectProblem(answer: Answer, status: number): Record<string, unknown> {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/(problem\+)?json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(body).toMatchObject({ status, error: expect.any(String), detail: expect.any(String) });
  expect(answer.text).not.toMatch(/\bat .+\.ts:\d+|node:internal|RangeError|TypeError/);
  return body;
}

const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };
const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };

async function mcpTool(name: string, args: Record<string, unknown>): Promise<{ isError?: boolean; structuredContent?: Record<string, unknown> }> {
  const answer = await postJson('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }, MCP_HEADERS);
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.text) as { result: { isError?: boolean; structuredContent?: Record<string, unknown> } }).result;
}

async function a2aSkill(skill: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await postJson(
    '/a2a',
    { jsonrpc: '2.0', id: 1, method: 'SendMessage', params: { message: { messageId: randomUUID(), role: 'ROLE_USER', parts: [{ data: { skill, arguments: args }, mediaType: 'application/json' }] } } },
    { 'A2A-Version': '1.0' },
  );
  expect(answer.status).toBe(200);
  return JSON.parse(answer.text) as Record<string, unknown>;
}

/** A browser-like visitor: keeps its cookies, sends Origin like a browser does on a form post. */
class Browser {
  cookies = new Map<string, string>();
  constructor(readonly origin: string | null = null) {}
  async get(path: string): Promise<Answer> {
    const answer = await send(path, { headers: this.cookieHeader() });
    this.remember(answer.headers);
    return answer;
  }
  async post(path: string, body: string, contentType = 'application/x-www-form-urlencoded', extra: Record<string, string> = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': contentType, ...this.cookieHeader(), ...(this.origin ? { origin: this.origin } : {}), ...extra };
    const answer = await send(path, { method: 'POST', headers, body, redirect: 'manual' });
    this.remember(answer.headers);
    return answer;
  }
  private cookieHeader(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {};
  }
  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      this.cookies.set(name!, value!);
    }
  }
}

const tokenIn = (html: string): string => /name="csrf_token" value="([^"]+)"/.exec(html)![1]!;

/** A live session and an open TEST MODE order in the store, so every form endpoint has something to act on. */
async function sessionWithOrder(): Promise<{ sessionId: string; orderId: string }> {
  const sessionId = newId('cs');
  const orderId = newId('ord');
  const at = new Date(nowMs).toISOString();
  await store.checkoutSessions.create({ session_id: sessionId, created_at: at, expires_at: new Date(nowMs + 86_400_000).toISOString(), amount_cents: 1234, carrier: 'USPS', service: 'Ground Advantage', quote_id: null, quote_reused: false });
  const party = { name: 'A', street: '1 Main St', street2: '', city: 'New York', state: 'NY', postal_code: '10001', country: 'US', email: 'a@example.com', phone: '' };
  await store.orders.create(
    { order_id: orderId, session_id: sessionId, created_at: at, carrier: 'USPS', service: 'Ground Advantage', service_code: 'usps_ground_advantage', amount_cents: 1234, carrier_cents: 1000, fee_cents: 234, international: false, provider: 'test' },
    { sender: party, recipient: party, declarations: { truthful: true, no_prohibited: true, carrier_terms: true, restricted_declared: [], customs: null } },
    (o) => ({ session_id: o.session_id, message: 'checkoutStarted', payload: { order_id: o.order_id } }),
    nowMs,
  );
  return { sessionId, orderId };
}

async function freightRequestId(): Promise<string> {
  const answer = await postJson('/quote', { product: 'a pallet of bricks', from_postal_code: '10001', to_postal_code: '94105' });
  const body = JSON.parse(answer.text) as { mode: string; freight?: { id: string } };
  expect(body.mode).toBe('freight_manager');
  return body.freight!.id;
}

describe('requests that answered 500 now get a 4xx problem', () => {
  it('tiny manual sizes on REST: 400 with the field named', async () => {
    for (const [field, value] of [
      ['height_cm', 0.04],
      ['weight_kg', 0.0001],
      ['length_cm', 1e-9],
    ] as const) {
      const body = expectProblem(await postJson('/quote', { ...MANUAL, [field]: value }), 400);
      expect(body.errors).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('tiny sizes through MCP and A2A: a tool error and a skill error, never an internal error', async () => {
    const args = { product: 'box', from_zip: '10001', to_zip: '94105', length_in: 10, width_in: 8, height_in: 0.01, weight_lb: 2 };
    const tool = await mcpTool('get_parcel_quote', args);
    expect(tool.isError).toBe(true);
    expect(tool.structuredContent).toMatchObject({ error: 'invalid_request', status: 400 });
    const tinyWeight = await mcpTool('get_parcel_quote', { ...args, height_in: 4, weight_lb: 0.0001 });
    expect(tinyWeight.structuredContent).toMatchObject({ error: 'invalid_request', status: 400 });
    const skill = JSON.stringify(await a2aSkill('get_parcel_quote', args));
    expect(skill).toMatch(/invalid_request/);
    expect(skill).not.toMatch(/internal_error|-32603/);
  });

  it('JSON nested 10,000 deep inside an unknown field: 400 on /quote and /agent/checkout-session', async () => {
    const deep = `{"x":${'['.repeat(10_000)}${']'.repeat(10_000)},"from_postal_code":"10001","to_postal_code":"94105","product":"mug"}`;
    for (const path of ['/quote', '/agent/checkout-session']) expect(expectProblem(await postJson(path, deep), 400).detail).toMatch(/deeper than/);
    const rpc = await postJson('/mcp', `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get_parcel_quote","arguments":{"x":${'['.repeat(5000)}${']'.repeat(5000)}}}}`, MCP_HEADERS);
    expect(rpc.status).toBe(400);
    const a2a = await postJson('/a2a', `{"jsonrpc":"2.0","id":1,"method":"SendMessage","params":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    expect(a2a.status).toBeLessThan(500);
  });

  it('form endpoints given a non-form type or broken multipart: 415 or 400 (with or without the browser cookie)', async () => {
    const { sessionId, orderId } = await sessionWithOrder();
    const freight = await freightRequestId();
    const browser = new Browser();
    await browser.get('/calculator'); // the CSRF cookie
    const paths = ['/calculator', '/calculator/checkout', '/calculator/switch', '/calculator/package', '/calculator/start', `/test-payments/checkout/${orderId}`, `/freight/${freight}`];
    for (const path of paths) {
      expect(expectProblem(await send(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }), 403).error).toBe('invalid_request');
      expectProblem(await browser.post(path, 'x', 'text/plain'), 415);
      expectProblem(await browser.post(path, 'x', 'multipart/form-data; boundary=abc'), 400);
      expectProblem(await browser.post(path, '--abc\r\nContent-Disposition: form-data\r\n\r\n', 'multipart/form-data'), 400);
    }
    // A well-formed multipart form still works (the public calculator re-renders with the CSRF check passed).
    const page = await browser.get('/calculator');
    const form = new FormData();
    form.set('csrf_token', tokenIn(page.text));
    form.set('product', 'two mugs');
    form.set('from_postal_code', '10001');
    form.set('to_postal_code', '94105');
    const multipart = new Request('http://x/', { method: 'POST', body: form });
    const ok = await browser.post('/calculator', await multipart.text(), multipart.headers.get('content-type')!);
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/Rates/);
    expect(sessionId).toMatch(/^cs_/);
  });
});

/** POST `totalBytes` of filler, chunked (no Content-Length) unless `declared`, stopping when the server answers. */
function streamPost(path: string, headers: Record<string, string>, totalBytes: number, declared = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(`${api.url}${path}`);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    let answered = false;
    const request = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method: 'POST', headers: { 'user-agent': newAgent(), ...headers, ...(declared ? { 'content-length': String(totalBytes) } : {}) } },
      (response) => {
        answered = true;
        let text = '';
        response.on('data', (d: Buffer) => (text += d.toString()));
        response.on('end', () => {
          if (process.env.DEBUG_STREAM) console.info(path, response.statusCode, text);
          resolve(response.statusCode ?? 0);
        });
        request.destroy();
      },
    );
    request.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = (): void => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('every body reader stops at its limit while streaming (413)', () => {
  it('chunked JSON without a Content-Length is cut at 64 KiB on every JSON endpoint, and a declared one before reading', async () => {
    const json = { 'content-type': 'application/json' };
    for (const path of ['/quote', '/agent/checkout-session', '/a2a']) {
      expect(await streamPost(path, json, 4 * MAX_JSON_BODY_BYTES)).toBe(413);
      expect(await streamPost(path, json, 4 * MAX_JSON_BODY_BYTES, true)).toBe(413);
    }
    // Webhooks (256 KiB bound): an unsigned body is refused before reading, a signed-looking one is cut at the bound.
    expect(await streamPost('/webhooks/test-payments', json, 16 * MAX_JSON_BODY_BYTES)).toBe(400);
    expect(await streamPost('/webhooks/test-payments', { ...json, [TEST_PAYMENTS_SIGNATURE_HEADER]: 't=1,v1=00' }, 16 * MAX_JSON_BODY_BYTES)).toBe(413);
    expect(await streamPost('/mcp', { ...MCP_HEADERS }, 4 * MAX_JSON_BODY_BYTES)).toBe(413);
    expect(await streamPost('/oauth/token', { 'content-type': 'application/x-www-form-urlencoded' }, 4 * MAX_JSON_BODY_BYTES)).toBe(413);
  });

  it('the five form endpoints check origin and cookie first, then stop at 64 KiB; RSS stays within 100 MB of idle under 4 parallel 300 MB posts', async () => {
    const { orderId } = await sessionWithOrder();
    const freight = await freightRequestId();
    const browser = new Browser();
    await browser.get('/calculator');
    const cookie = { cookie: `${CSRF_COOKIE}=${browser.cookies.get(CSRF_COOKIE)}`, 'content-type': 'application/x-www-form-urlencoded' };
    const paths = ['/calculator', '/calculator/checkout', '/calculator/switch', '/calculator/package', '/calculator/start', `/test-payments/checkout/${orderId}`, `/freight/${freight}`];
    // Without the browser cookie (or from another origin) nothing is read at all: 403 at once.
    for (const path of paths) {
      expect(await streamPost(path, { 'content-type': 'application/x-www-form-urlencoded' }, 8 * MAX_FORM_BYTES)).toBe(403);
      expect(await streamPost(path, { ...cookie, origin: 'https://evil.example' }, 8 * MAX_FORM_BYTES)).toBe(403);
    }
    global.gc?.();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = performance.now();
    try {
      for (const path of paths) {
        const statuses = await Promise.all(Array.from({ length: 4 }, () => streamPost(path, cookie, 300 * 1024 * 1024)));
        expect(statuses).toEqual([413, 413, 413, 413]);
      }
    } finally {
      clearInterval(sampler);
    }
    const grewMb = (peak - idle) / 1024 / 1024;
    console.info(`[big-body] 5 form endpoints x 4 parallel 300 MB chunked posts: 413 each in ${Math.round(performance.now() - started)} ms; RSS idle ${Math.round(idle / 1048576)} MB, peak ${Math.round(peak / 1048576)} MB (+${grewMb.toFixed(1)} MB)`);
    expect(grewMb).toBeLessThan(100);
    // The API still answers at once.
    expect((await send('/status')).status).toBe(200);
  });
});

describe('the per-address ceiling and what is stored', () => {
  it('User-Agent rotation every 70 quotes hits the ceiling (multiple x bucket); an OAuth client is not counted', async () => {
    const ceiling = config.limits['quote-bucket'] * config.addressCeilingMultiple;
    const db = await SqliteDatabase.open(config.databaseFile);
    const used = async (): Promise<number> => (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM limiter_events WHERE bucket = 'quote-bucket:address' AND at_ms > ?", [nowMs - 3_600_000]))!.n;
    try {
      let agent = newAgent();
      let answered = 0;
      let refused = 0;
      for (let i = await used(); i < ceiling + 10; i++) {
        if (i % 70 === 0) agent = newAgent();
        const { status } = await fetch(`${api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body: JSON.stringify(MANUAL) }).then(async (r) => ({ status: r.status, _: await r.text() }));
        if (status === 200) answered++;
        else if (status === 429) refused++;
      }
      expect(await used()).toBe(ceiling);
      expect(refused).toBe(10);
      expect(answered).toBeGreaterThan(0);
      // A fresh User-Agent buys nothing more.
      expectProblem(await postJson('/quote', MANUAL, { 'user-agent': newAgent() }), 429);
      // An OAuth client from the same address keeps its own bucket.
      const { client, secret } = await registerClient(store, { name: 'Ceiling test', contact: 'c@agent.example', quoteLimit: 5 }, new Date(nowMs));
      const token = await send('/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `grant_type=client_credentials&client_id=${client.client_id}&client_secret=${secret}` });
      const bearer = (JSON.parse(token.text) as { access_token: string }).access_token;
      expect((await postJson('/quote', MANUAL, { authorization: `Bearer ${bearer}` })).status).toBe(200);
      expect(await used()).toBe(ceiling);
    } finally {
      await db.close();
    }
    // The sliding hour frees the address again.
    nowMs += 3_600_001;
    expect((await postJson('/quote', MANUAL)).status).toBe(200);
  });

  it('stores only the normalised shipment: a 60 KB undeclared field and __proto__ are dropped, never persisted', async () => {
    const body = `{"notes":"${'n'.repeat(60_000)}","__proto__":{"polluted":"yes"},"constructor":{"prototype":{"x":1}},${JSON.stringify(MANUAL).slice(1)}`;
    const answer = await postJson('/quote', body);
    expect(answer.status).toBe(200);
    const quoteId = (JSON.parse(answer.text) as { quote_id: string }).quote_id;
    const db = await SqliteDatabase.open(config.databaseFile);
    try {
      const row = (await db.get<{ shipment_json: string; size: number }>('SELECT shipment_json, LENGTH(shipment_json) + LENGTH(answer_json) AS size FROM quotes WHERE quote_id = ?', [quoteId]))!;
      expect(Object.keys(JSON.parse(row.shipment_json) as object).sort()).toEqual(Object.keys(MANUAL).sort());
      expect(row.shipment_json).not.toMatch(/notes|__proto__|polluted|constructor/);
      expect(row.size).toBeLessThan(8_000);
    } finally {
      await db.close();
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('letter-only postal codes ("NaN") are 400, and no human-review request is created', async () => {
    for (const to of [{ to_postal_code: 'NaN' }, { to_postal_code: 'null', to_country: 'FR' }, { to_postal_code: 'undefined' }]) {
      const body = expectProblem(await postJson('/quote', { product: 'mug', from_postal_code: '10001', ...to }), 400);
      expect(body.errors).toEqual([expect.objectContaining({ field: 'to_postal_code' })]);
    }
    const db = await SqliteDatabase.open(config.databaseFile);
    try {
      expect((await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM review_requests WHERE shipment_json LIKE '%NaN%' OR shipment_json LIKE '%\"null\"%'"))!.n).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe('smaller hardening items', () => {
  it('pages carry Referrer-Policy, nosniff, and a CSP with base-uri and object-src', async () => {
    for (const path of ['/calculator', `/freight/${await freightRequestId()}`]) {
      const { headers } = await send(path);
      expect(headers.get('referrer-policy')).toBe('same-origin');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('content-security-policy')).toMatch(/base-uri 'none'/);
      expect(headers.get('content-security-policy')).toMatch(/object-src 'none'/);
      expect(headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    }
  });

  it('JSON endpoints refuse a body without Content-Type: application/json (415), so a cross-site text/plain post spends nothing', async () => {
    for (const contentType of [undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      for (const path of ['/quote', '/agent/checkout-session']) {
        const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
        expectProblem(await send(path, { method: 'POST', headers, body: new Blob([JSON.stringify(MANUAL)]) }), 415);
      }
    }
    expect((await send('/mcp', { method: 'POST', headers: { accept: MCP_HEADERS.accept }, body: new Blob(['{"jsonrpc":"2.0","id":1,"method":"ping"}']) })).status).toBe(415);
    expect((await send('/a2a', { method: 'POST', body: new Blob(['{"jsonrpc":"2.0","id":1,"method":"SendMessage"}']) })).status).toBe(415);
  });

  it('/mcp and /a2a refuse Origin: null', async () => {
    for (const path of ['/mcp', '/a2a']) {
      expectProblem(await postJson(path, { jsonrpc: '2.0', id: 1, method: 'ping' }, { ...MCP_HEADERS, origin: 'null' }), 403);
    }
  });

  it('creates the SQLite files owner-only (0600)', () => {
    for (const suffix of ['', '-wal', '-shm']) {
      expect(statSync(`${config.databaseFile}${suffix}`).mode & 0o777).toBe(0o600);
    }
  });
});

describe('CSRF: per-browser tokens bound to a cookie, with expiry and an Origin check', () => {
  const quoteForm = (token: string): string => new URLSearchParams({ csrf_token: token, product: 'two mugs', from_postal_code: '10001', to_postal_code: '94105' }).toString();

  it('gives each browser its own cookie and token; a token harvested in one browser is refused in another', async () => {
    const alice = new Browser(new URL(api.url).origin);
    const mallory = new Browser(new URL(api.url).origin);
    const alicePage = await alice.get('/calculator');
    const malloryPage = await mallory.get('/calculator');
    expect(alice.cookies.get(CSRF_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(alice.cookies.get(CSRF_COOKIE)).not.toBe(mallory.cookies.get(CSRF_COOKIE));
    expect(tokenIn(alicePage.text)).not.toBe(tokenIn(malloryPage.text));
    const setCookie = (await send('/calculator')).headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await alice.post('/calculator', quoteForm(tokenIn(alicePage.text)))).status).toBe(200);
    expectProblem(await alice.post('/calculator', quoteForm(tokenIn(malloryPage.text))), 403);
    expectProblem(await mallory.post('/calculator', quoteForm(tokenIn(alicePage.text))), 403);
  });

  it('refuses a cross-origin post even with a valid cookie and token, and Origin: null', async () => {
    const browser = new Browser();
    const token = tokenIn((await browser.get('/calculator')).text);
    expectProblem(await browser.post('/calculator', quoteForm(token), undefined, { origin: 'https://evil.example' }), 403);
    expectProblem(await browser.post('/calculator', quoteForm(token), undefined, { origin: 'null' }), 403);
    expectProblem(await browser.post('/calculator', quoteForm(token), undefined, { 'sec-fetch-site': 'cross-site' }), 403);
    expect((await browser.post('/calculator', quoteForm(token), undefined, { origin: new URL(api.url).origin })).status).toBe(200);
  });

  it('expires a token after its lifetime', async () => {
    const browser = new Browser();
    const token = tokenIn((await browser.get('/calculator')).text);
    nowMs += (CSRF_TOKEN_TTL_SECONDS + 1) * 1000;
    expectProblem(await browser.post('/calculator', quoteForm(token)), 403);
    const fresh = tokenIn((await browser.get('/calculator')).text);
    expect((await browser.post('/calculator', quoteForm(fresh))).status).toBe(200);
  });

  it('logged no 500 in this whole file', () => {
    expect(logs.filter((line) => /"level":50/.test(line))).toEqual([]);
  });
});
