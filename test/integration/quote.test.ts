// POST /quote end to end over real HTTP: every mode, every error, the stored quote, the exact sliding-hour bucket.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_PATTERN } from '../../domain/ids/index.ts';
import { runOps } from '../../scripts/ops.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

let agentCounter = 0;
/** Each test gets its own limiter identity (SPEC: address + client signature). */
const newAgent = (): string => `quote-test-agent/${++agentCounter}-${Math.random().toString(36).slice(2)}`;

async function postQuote(body: unknown, agent = newAgent(), headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${stack.api.url}/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': agent, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };

interface Rate {
  carrier: string;
  service: string;
  service_code: string;
  amount: number;
  carrier_amount: number;
  service_fee: number;
  retail_amount: number | null;
  currency: string;
  delivery_days: number;
  estimated_delivery: string;
  billable_weight_kg: number;
  dim_weight_applied: boolean;
}

describe('POST /quote, parcel mode', () => {
  it('prices exact dimensions: at most five rates with the three money figures, sorted by amount', async () => {
    const { status, body, headers } = await postQuote(MANUAL);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    expect(body).toMatchObject({ mode: 'parcel', origin: { postal_code: '10001', country: 'US' }, destination: { postal_code: '94105', country: 'US' }, package: { source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 } });
    expect(body.quote_id).toMatch(ID_PATTERN);
    expect(String(body.quote_id).startsWith('q_')).toBe(true);
    const rates = body.rates as Rate[];
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.length).toBeLessThanOrEqual(5);
    expect(new Set(rates.map((r) => r.service_code)).size).toBe(rates.length);
    expect(new Set(rates.map((r) => r.carrier))).toEqual(new Set(['USPS', 'UPS', 'FedEx']));
    for (const rate of rates) {
      expect(Math.round(rate.amount * 100)).toBe(Math.round(rate.carrier_amount * 100) + Math.round(rate.service_fee * 100));
      expect(rate.currency).toBe('USD');
      expect(rate.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(rate.billable_weight_kg).toBeGreaterThanOrEqual(2);
      expect(typeof rate.dim_weight_applied).toBe('boolean');
    }
    expect(rates.map((r) => r.amount)).toEqual([...rates.map((r) => r.amount)].sort((a, b) => a - b));
    const excluded = body.excluded as { reason: string; message: string }[];
    expect(excluded.some((e) => e.reason === 'lane_not_served')).toBe(true); // DHL serves only DE and AU
    expect(excluded.every((e) => e.message.length > 0)).toBe(true);
    expect(String(body.notice)).toMatch(/not a contract/);
  });

  it('answers with no-store JSON that carries the request id (given, or a fresh one)', async () => {
    const given = await postQuote(MANUAL, newAgent(), { 'x-request-id': 'req-quote-123456' });
    expect(given.status).toBe(200);
    expect(given.headers.get('x-request-id')).toBe('req-quote-123456');
    expect(given.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(given.headers.get('cache-control')).toBe('no-store');
    const fresh = await postQuote(MANUAL);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stores the quote so a checkout can reuse it', async () => {
    const { body } = await postQuote(MANUAL);
    const stored = await stack.store.quotes.find(String(body.quote_id));
    // Kept without the exclusions of an answer that has rates (domain/quoting/stored-answer.ts); all else equal.
    expect((body.excluded as unknown[]).length).toBeGreaterThan(0);
    expect(stored?.answer).toEqual({ ...body, excluded: [] });
    // Compact: three or four quote records to a database page instead of one.
    const row = await stack.store.quotes.get<unknown, unknown>(String(body.quote_id));
    expect(JSON.stringify(row?.answer).length).toBeLessThan(1100);
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.quoted_at).getTime()).toBe(24 * 3600 * 1000);
  });

  it('estimates the package from plain words', async () => {
    const { status, body } = await postQuote({ product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '60601' });
    expect(status).toBe(200);
    expect(body.mode).toBe('parcel');
    const pkg = body.package as { source: string; estimate: { matched: string | null; confidence: number; assumptions: string[] } };
    expect(pkg.source).toBe('estimated');
    expect(pkg.estimate.matched).toBeTruthy();
    expect(pkg.estimate.confidence).toBeGreaterThan(0.3);
    expect((body.rates as Rate[]).length).toBeGreaterThan(0);
  });

  it('prices Germany with to_country and offers DHL Express there', async () => {
    const { status, body } = await postQuote({ ...MANUAL, to_postal_code: '10115', to_country: 'DE' });
    expect(status).toBe(200);
    expect(body.destination).toMatchObject({ country: 'DE', postal_code: '10115' });
    const offered = [...(body.rates as Rate[]).map((r) => r.carrier), ...(body.excluded as { carrier: string; reason: string }[]).filter((e) => e.reason === 'not_selected').map((e) => e.carrier)];
    expect(offered).toContain('DHL');
  });

  it('prices Canada, the UK and Australia from their postal code formats', async () => {
    for (const [postal, country] of [['K1A 0B1', 'CA'], ['SW1A 1AA', 'GB']] as const) {
      const { status, body } = await postQuote({ ...MANUAL, to_postal_code: postal });
      expect(status, postal).toBe(200);
      expect(body.destination, postal).toMatchObject({ country });
      expect((body.rates as Rate[]).length, postal).toBeGreaterThan(0);
    }
    const au = await postQuote({ ...MANUAL, to_postal_code: '2000', to_country: 'AU' });
    expect(au.body.destination).toMatchObject({ country: 'AU' });
  });
});

describe('POST /quote, unpriced answers', () => {
  it('routes an unsupported destination to human review with a stored request', async () => {
    const { status, body } = await postQuote({ ...MANUAL, to_postal_code: '75008', to_country: 'FR' });
    expect(status).toBe(200);
    expect(body.mode).toBe('human_review');
    expect(body.rates).toEqual([]);
    const review = body.review as { id: string; reason: string };
    expect(review.id).toMatch(/^rv_/);
    expect(review.reason.length).toBeGreaterThan(0);
    expect(await stack.store.reviews.get(review.id)).toMatchObject({ kind: 'human_review', status: 'open', quote_id: body.quote_id });
  });

  it('answers freight words with freight_manager and a hosted freight form', async () => {
    const { status, body } = await postQuote({ product: 'a pallet of ceramic floor tiles', from_postal_code: '10001', to_postal_code: '60601' });
    expect(status).toBe(200);
    expect(body.mode).toBe('freight_manager');
    expect(body.rates).toEqual([]);
    const freight = body.freight as { id: string; form_url: string };
    expect(freight.form_url).toBe(`${stack.config.publicBaseUrl}/freight/${freight.id}`);

    const form = await fetch(`${stack.api.url}/freight/${freight.id}`);
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('pallet of ceramic floor tiles');
    expect(html).toContain('value="60601"');
    const csrf = /name="csrf_token" value="([^"]+)"/.exec(html)?.[1];
    expect(csrf).toBeTruthy();
    // The token is bound to this browser's CSRF cookie, which goes with every post of the form.
    const cookie = (form.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^pqs_csrf=/);

    // A form post without the token is refused and changes nothing.
    const forged = await fetch(`${stack.api.url}/freight/${freight.id}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams({ name: 'Ann', email: 'ann@example.com' }) });
    expect(forged.status).toBe(403);
    expect((await stack.store.reviews.get(freight.id))?.status).toBe('open');

    // Missing contact details are shown back with the reason.
    const incomplete = await fetch(`${stack.api.url}/freight/${freight.id}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams({ csrf_token: csrf!, name: '' }) });
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain('Enter a contact name');

    const sent = await fetch(`${stack.api.url}/freight/${freight.id}`, { method: 'POST', headers: { cookie }, body: new URLSearchParams({ csrf_token: csrf!, name: 'Ann Shipper', email: 'ann@example.com', ready_date: '2026-12-01' }) });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain(freight.id);
    const stored = await stack.store.reviews.get(freight.id);
    expect(stored).toMatchObject({ kind: 'freight', status: 'submitted' });
    // Contact details live apart from the request.
    expect(JSON.stringify(stored)).not.toContain('ann@example.com');
  });

  it('treats a package beyond every carrier limit as freight', async () => {
    const { body } = await postQuote({ ...MANUAL, length_cm: 240, width_cm: 120, height_cm: 120, weight_kg: 400 });
    expect(body.mode).toBe('freight_manager');
  });

  it('accepts a JSON freight submission and lists stored requests for the operator', async () => {
    const { body } = await postQuote({ product: 'LTL shipment of office chairs', from_postal_code: '10001', to_postal_code: '60601' });
    const freight = body.freight as { id: string };
    const sent = await fetch(`${stack.api.url}/freight/${freight.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bo', phone: '+1 212 555 0100' }) });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ id: freight.id, status: 'submitted' });

    const lines: string[] = [];
    const previous = { file: process.env.DATABASE_FILE, url: process.env.DATABASE_URL };
    process.env.DATABASE_FILE = stack.config.databaseFile;
    process.env.DATABASE_URL = stack.config.databaseUrl ?? '';
    try {
      expect(await runOps(['reviews', 'list', '--kind', 'freight'], (line) => lines.push(line))).toBe(0);
    } finally {
      if (previous.file === undefined) delete process.env.DATABASE_FILE;
      else process.env.DATABASE_FILE = previous.file;
      if (previous.url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous.url;
    }
    expect(lines.join('\n')).toContain(freight.id);
  });
});

describe('POST /quote, invalid input', () => {
  it.each([
    [{}, ['from_postal_code', 'to_postal_code']],
    [{ from_postal_code: '10001', to_postal_code: '94105' }, ['product']],
    [{ ...MANUAL, width_cm: undefined }, ['width_cm']],
    [{ ...MANUAL, weight_kg: -1 }, ['weight_kg']],
    [{ ...MANUAL, length_cm: 1e9 }, ['length_cm']],
    [{ ...MANUAL, quantity: 0 }, ['quantity']],
    [{ ...MANUAL, from_postal_code: 'K1A 0B1' }, ['from_postal_code']],
    [{ ...MANUAL, from_postal_code: '00000' }, ['from_postal_code']],
    [{ ...MANUAL, to_postal_code: '1234', to_country: 'DE' }, ['to_postal_code']],
    [{ ...MANUAL, to_country: 'Germany' }, ['to_country']],
  ])('400 invalid_request naming the fields for %j', async (body, fields) => {
    const { status, body: problem, headers } = await postQuote(body);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toBe('application/problem+json');
    expect(problem.error).toBe('invalid_request');
    const named = (problem.errors as { field: string }[]).map((e) => e.field);
    for (const field of fields) expect(named).toContain(field);
  });

  it('400 for malformed JSON and 415 for a non-JSON body', async () => {
    expect((await postQuote('{"product":')).status).toBe(400);
    const response = await fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' });
    expect(response.status).toBe(415);
  });
});

describe('quote bucket: 80 per client per sliding hour', () => {
  it('refuses the 81st with 429 rate_limited, no Retry-After and no limit headers; invalid input spends nothing', async () => {
    const agent = newAgent();
    for (let i = 0; i < 5; i++) expect((await postQuote({}, agent)).status).toBe(400);
    const answers = await Promise.all(Array.from({ length: 80 }, () => postQuote(MANUAL, agent).then((r) => r.status)));
    expect(answers.filter((s) => s === 200)).toHaveLength(80);
    const refused = await postQuote(MANUAL, agent);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'rate_limited', status: 429 });
    expect(refused.headers.get('retry-after')).toBeNull();
    expect([...refused.headers.keys()].filter((h) => h.includes('ratelimit'))).toEqual([]);
    // Another client signature is another bucket.
    expect((await postQuote(MANUAL, newAgent())).status).toBe(200);
  });

  it('is exact under concurrency: 50 parallel requests after 40 spent never let the 81st through', async () => {
    const agent = newAgent();
    await Promise.all(Array.from({ length: 40 }, () => postQuote(MANUAL, agent)));
    const statuses = await Promise.all(Array.from({ length: 50 }, () => postQuote(MANUAL, agent).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const agent = newAgent();
    await Promise.all(Array.from({ length: 80 }, (_, i) => postQuote(MANUAL, agent, { 'x-forwarded-for': `203.0.113.${i}` })));
    expect((await postQuote(MANUAL, agent, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(429);
  });
});
