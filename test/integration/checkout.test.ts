// POST /agent/checkout-session and GET /agent/checkout-session/{id} over real HTTP, with the real dev server:
// quote reuse vs live pricing (and the quote bucket), service choice, 404/422 answers, Idempotency-Key,
// sessions made while Temporal is unreachable, the status bucket, expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_PATTERN } from '../../domain/ids/index.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { SqliteDatabase } from '../../store/index.ts';
import { CHECKOUT_STATUS_KEY, checkoutWorkflowId } from '../../workflows/messages.ts';
import { MANUAL_SHIPMENT, call, newAgent, newSession, quoteId, startCheckoutStack } from './checkout-helpers.ts';
import type { CheckoutStack } from './checkout-helpers.ts';
import { capturedLogger } from './harness.ts';
import { freePort } from './ports.ts';

let stack: CheckoutStack;
const extraApis: RunningApi[] = [];

beforeAll(async () => {
  stack = await startCheckoutStack();
});
afterAll(async () => {
  for (const api of extraApis) await api.close();
  await stack?.close();
});

const create = (body: unknown, agent: string, headers: Record<string, string> = {}, base = stack.api.url) => call(base, 'POST', '/agent/checkout-session', agent, body, headers);
const status = (id: string, agent: string, base = stack.api.url) => call(base, 'GET', `/agent/checkout-session/${id}`, agent);

/** A second API on the same store and task queue (the stack's worker serves it), with other settings. */
async function extraApi(change: (config: CheckoutStack['config']) => CheckoutStack['config']): Promise<RunningApi> {
  const api = await startApiServer(change(structuredClone(stack.config)), capturedLogger('warn').logger, { store: stack.store });
  extraApis.push(api);
  return api;
}

describe('POST /agent/checkout-session', () => {
  it('reuses a quote_id: the cheapest rate, a calculator link, a workflow with search attribute, memo and summary', async () => {
    const agent = newAgent();
    const quote = await quoteId(stack.api.url, agent);
    const stored = await stack.store.quotes.find(quote);
    const cheapest = [...stored!.answer.rates].sort((a, b) => a.amount - b.amount)[0]!;
    const before = Date.now();
    const { status: code, body, headers } = await create({ quote_id: quote }, agent);
    expect(code).toBe(201);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.session_id).toMatch(ID_PATTERN);
    expect(String(body.session_id).startsWith('cs_')).toBe(true);
    expect(headers.get('location')).toBe(`/agent/checkout-session/${body.session_id}`);
    expect(body).toEqual({
      session_id: body.session_id,
      checkout_url: `${stack.config.publicBaseUrl}/calculator?session=${body.session_id}`,
      amount: cheapest.amount,
      currency: 'USD',
      carrier: cheapest.carrier,
      service: cheapest.service,
      service_code: cheapest.service_code,
      quote_id: quote,
      quote_reused: true,
      status: 'awaiting_checkout',
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const created = Date.parse(String(body.created_at));
    expect(created).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(String(body.expires_at)) - created).toBe(30 * 24 * 3600 * 1000);

    // The workflow is started from the outbox right after the commit (the answer never waits for it).
    const handle = stack.client.workflow.getHandle(checkoutWorkflowId(String(body.session_id)));
    const description = await expect.poll(() => handle.describe().catch(() => null), { timeout: 20_000, interval: 50 }).not.toBeNull().then(() => handle.describe());
    expect(description.status.name).toBe('RUNNING');
    expect(description.type).toBe('checkoutSession');
    expect(description.taskQueue).toBe(stack.config.temporal.taskQueue);
    expect(description.typedSearchAttributes.get(CHECKOUT_STATUS_KEY)).toBe('awaiting_checkout');
    expect(description.memo).toMatchObject({ amount: cheapest.amount, service: cheapest.service, carrier: cheapest.carrier, quote_reused: true, quote_id: quote });
    expect(await description.staticSummary()).toContain(cheapest.service);
  });

  it('anchors to the requested service by code or name, and lists the choices when it is not offered', async () => {
    const agent = newAgent();
    const quote = await quoteId(stack.api.url, agent);
    const rates = (await stack.store.quotes.find(quote))!.answer.rates;
    const priciest = [...rates].sort((a, b) => b.amount - a.amount)[0]!;
    const byCode = await create({ quote_id: quote, service: priciest.service_code }, agent);
    expect(byCode.status).toBe(201);
    expect(byCode.body).toMatchObject({ service: priciest.service, carrier: priciest.carrier, amount: priciest.amount, service_code: priciest.service_code });
    const byName = await create({ quote_id: quote, service: `${priciest.carrier} ${priciest.service}`.toUpperCase() }, agent);
    expect(byName.body).toMatchObject({ service_code: priciest.service_code });

    const missing = await create({ quote_id: quote, service: 'teleportation_overnight' }, agent);
    expect(missing.status).toBe(422);
    expect(missing.headers.get('content-type')).toBe('application/problem+json');
    expect(missing.body).toMatchObject({ error: 'invalid_request', quote_id: quote, errors: [{ field: 'service' }] });
    expect((missing.body.services as unknown[]).length).toBe(rates.length);
  });

  it('prices live when no quote_id is given (the tool names from_zip/to_zip work too)', async () => {
    const agent = newAgent();
    const { status: code, body } = await create({ product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '60601' }, agent);
    expect(code).toBe(201);
    expect(body.quote_reused).toBe(false);
    const stored = await stack.store.quotes.find(String(body.quote_id));
    expect(stored?.shipment.from_postal_code).toBe('10001');
    expect(stored?.answer.rates.some((r) => r.service_code === body.service_code)).toBe(true);
  });

  it('prices live when the quote_id is unknown or expired but a shipment is beside it; 404 quote_not_found without one', async () => {
    const agent = newAgent();
    const quote = await quoteId(stack.api.url, agent);
    const stored = (await stack.store.quotes.find(quote))!;
    const expiredId = `q_${'E'.repeat(18)}${Date.now().toString(36).slice(-4)}`;
    const past = new Date(Date.now() - 3600_000).toISOString();
    await stack.store.commit({
      writes: [stack.store.quotes.insertStatement({ ...stored, quote_id: expiredId, quoted_at: past, expires_at: past, answer: { ...stored.answer, quote_id: expiredId, expires_at: past } })],
    });

    const expired = await create({ quote_id: expiredId }, agent);
    expect(expired.status).toBe(404);
    expect(expired.body).toMatchObject({ error: 'quote_not_found', status: 404 });
    expect(String(expired.body.detail)).toMatch(/expired/);
    const unknown = await create({ quote_id: 'q_doesnotexist0000000000' }, agent);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('quote_not_found');

    const withShipment = await create({ quote_id: expiredId, ...MANUAL_SHIPMENT }, agent);
    expect(withShipment.status).toBe(201);
    expect(withShipment.body.quote_reused).toBe(false);
    expect(withShipment.body.quote_id).not.toBe(expiredId);
  });

  it('makes no session for freight or an unsupported destination: 422 with the reason and the form or review id', async () => {
    const agent = newAgent();
    const freight = await create({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 240, width_cm: 120, height_cm: 120, weight_kg: 600 }, agent);
    expect(freight.status).toBe(422);
    expect(freight.body).toMatchObject({ error: 'unprocessable_shipment', mode: 'freight_manager', freight: { id: expect.stringMatching(/^fr_/), form_url: expect.stringContaining('/freight/') } });
    expect(freight.body.reason).toEqual(expect.any(String));
    const abroad = await create({ product: 'two mugs', from_postal_code: '10001', to_postal_code: '75001', to_country: 'FR' }, agent);
    expect(abroad.status).toBe(422);
    expect(abroad.body).toMatchObject({ error: 'unprocessable_shipment', mode: 'human_review', review: { id: expect.stringMatching(/^rv_/) } });
    // The same through a reused quote_id.
    const freightQuote = await quoteId(stack.api.url, agent, { product: 'a pallet of bricks', from_postal_code: '10001', to_postal_code: '94105' });
    const reused = await create({ quote_id: freightQuote }, agent);
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ error: 'unprocessable_shipment', mode: 'freight_manager', quote_id: freightQuote });
    // A parcel no service may carry (lithium cells abroad go by air): the stored quote still explains why.
    const noRates = await quoteId(stack.api.url, agent, { product: 'spare lithium battery pack', from_postal_code: '10001', to_postal_code: '10115', to_country: 'DE' });
    const refused = await create({ quote_id: noRates }, agent);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'unprocessable_shipment', reason: 'no_rates', quote_id: noRates, excluded: expect.arrayContaining([expect.objectContaining({ reason: 'restricted_item' })]) });
  });

  it('answers invalid input with 400 invalid_request and field errors', async () => {
    const agent = newAgent();
    const empty = await create({}, agent);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: 'invalid_request', errors: [{ field: 'quote_id' }] });
    const bad = await create({ from_postal_code: '10001', to_postal_code: '94105', weight_kg: -3 }, agent);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_request', errors: [{ field: 'weight_kg' }] });
    const noProduct = await create({ from_zip: '10001', to_zip: '94105' }, agent);
    expect(noProduct.status).toBe(400);
    expect((noProduct.body.errors as { field: string }[]).map((e) => e.field)).toContain('product');
  });

  it('spends the quote bucket only when pricing live: a reused quote_id is free', async () => {
    const limited = await extraApi((config) => ({ ...config, limits: { ...config.limits, 'quote-bucket': 3 } }));
    const agent = newAgent('bucket-accounting');
    const quote = await quoteId(limited.url, agent); // 1
    expect((await create(MANUAL_SHIPMENT, agent, {}, limited.url)).status).toBe(201); // 2 (live)
    for (let i = 0; i < 5; i++) {
      const reused = await create({ quote_id: quote }, agent, {}, limited.url);
      expect(reused.status).toBe(201);
      expect(reused.body.quote_reused).toBe(true);
    }
    expect((await create({ product: 'a hardcover book', from_zip: '10001', to_zip: '30301' }, agent, {}, limited.url)).status).toBe(201); // 3 (live)
    const exhausted = await create(MANUAL_SHIPMENT, agent, {}, limited.url);
    expect(exhausted.status).toBe(429);
    expect(exhausted.body.error).toBe('rate_limited');
    expect(exhausted.headers.get('retry-after')).toBeNull();
    expect((await call(limited.url, 'POST', '/quote', agent, MANUAL_SHIPMENT)).status).toBe(429);
    // Reuse still works with an empty bucket; an unknown quote_id with a shipment falls back to live pricing (429).
    expect((await create({ quote_id: quote }, agent, {}, limited.url)).status).toBe(201);
    expect((await create({ quote_id: 'q_unknown000000000000000', ...MANUAL_SHIPMENT }, agent, {}, limited.url)).status).toBe(429);
    // Another client has its own bucket.
    expect((await create(MANUAL_SHIPMENT, newAgent('bucket-accounting'), {}, limited.url)).status).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('returns the same session for the same key from the same client, spending nothing again', async () => {
    const limited = await extraApi((config) => ({ ...config, limits: { ...config.limits, 'quote-bucket': 1 } }));
    const agent = newAgent('idempotency');
    const key = `retry-${Math.random().toString(36).slice(2)}`;
    const first = await create(MANUAL_SHIPMENT, agent, { 'idempotency-key': key }, limited.url);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // The bucket (1) is now empty; the retry still answers because it prices nothing.
    const again = await create(MANUAL_SHIPMENT, agent, { 'idempotency-key': key }, limited.url);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    // Aliased field names are the same request.
    const aliased = await create({ ...MANUAL_SHIPMENT, from_postal_code: undefined, from_zip: '10001' }, agent, { 'idempotency-key': key }, limited.url);
    expect(aliased.body.session_id).toBe(first.body.session_id);
    // A new key is a new request: it needs a live price and the bucket is empty.
    expect((await create(MANUAL_SHIPMENT, agent, { 'idempotency-key': `${key}-2` }, limited.url)).status).toBe(429);
  });

  it('scopes keys to the client, refuses a key reused with another body, and stores only a hash', async () => {
    const agent = newAgent('idempotency');
    const key = `order-${Math.random().toString(36).slice(2)}`;
    const quote = await quoteId(stack.api.url, agent);
    const mine = await create({ quote_id: quote }, agent, { 'idempotency-key': key });
    // Another client's key is its own: its other body is no conflict (one session per rate of a quote, so it quotes anew).
    const them = newAgent('idempotency');
    const theirs = await create({ quote_id: await quoteId(stack.api.url, them) }, them, { 'idempotency-key': key });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.body.session_id).not.toBe(mine.body.session_id);

    const other = await create({ quote_id: quote, service: 'a different service' }, agent, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('invalid_request');
    expect(String(other.body.detail)).toMatch(/Idempotency-Key/);

    const bad = await create({ quote_id: quote }, agent, { 'idempotency-key': 'x'.repeat(300) });
    expect(bad.status).toBe(400);

    const db = await SqliteDatabase.open(stack.config.databaseFile);
    try {
      const rows = await db.all<Record<string, string>>('SELECT * FROM checkout_idempotency_keys');
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(key);
    } finally {
      await db.close();
    }
  });

  it('gives concurrent retries with one key one session', async () => {
    const agent = newAgent('idempotency');
    const quote = await quoteId(stack.api.url, agent);
    const key = `burst-${Math.random().toString(36).slice(2)}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => create({ quote_id: quote }, agent, { 'idempotency-key': key })));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.session_id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
  });
});

describe('when the API cannot reach Temporal', () => {
  it('still makes the session (201, from the committed record); the worker relay starts its workflow; quotes keep working', async () => {
    const closedPort = await freePort();
    const down = await extraApi((config) => ({ ...config, temporal: { ...config.temporal, address: `127.0.0.1:${closedPort}` } }));
    const agent = newAgent('temporal-down');
    const quote = await quoteId(down.url, agent); // quotes never touch Temporal
    const started = Date.now();
    const made = await create({ quote_id: quote }, agent, {}, down.url);
    expect(made.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2_000);
    const sessionId = String(made.body.session_id);
    expect((await status(sessionId, agent, down.url)).body.status).toBe('awaiting_checkout');
    // This API's own delivery failed; the worker's relay (same store, live Temporal) started the workflow.
    await expect.poll(async () => (await stack.store.outbox.forSession(sessionId))[0]?.delivered_at_ms ?? null, { timeout: 20_000, interval: 100 }).not.toBeNull();
    const description = await stack.client.workflow.getHandle(checkoutWorkflowId(sessionId)).describe();
    expect(description.status.name).toBe('RUNNING');
    expect((await call(down.url, 'POST', '/quote', agent, MANUAL_SHIPMENT)).status).toBe(200);
  });
});

describe('GET /agent/checkout-session/{session_id}', () => {
  it('answers SPEC CheckoutStatus from the record: checkout null while awaiting_checkout, a next step, no personal data', async () => {
    const agent = newAgent();
    const session = await newSession(stack.api.url, agent);
    const { status: code, body, headers } = await status(String(session.session_id), agent);
    expect(code).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      session_id: session.session_id,
      status: 'awaiting_checkout',
      created_at: session.created_at,
      expires_at: session.expires_at,
      amount: session.amount,
      currency: 'USD',
      service: session.service,
      quote_reused: true,
      checkout: null,
      next: expect.stringContaining(String(session.checkout_url)),
    });
    expect(JSON.stringify(body)).not.toMatch(/"(name|email|e-mail|address|phone)"/i);
  });

  it('answers 404 session_not_found for an unknown or malformed id', async () => {
    const agent = newAgent();
    const unknown = await status('cs_AAAAAAAAAAAAAAAAAAAAAA', agent);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toBe('application/problem+json');
    expect(unknown.body).toMatchObject({ error: 'session_not_found', status: 404 });
    expect((await status('not-a-session', agent)).body.error).toBe('session_not_found');
  });

  it('allows 60 lookups per client per hour; the 61st is 429 rate_limited without limit headers', async () => {
    const agent = newAgent('status-bucket');
    const session = await newSession(stack.api.url, agent);
    const id = String(session.session_id);
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) codes.push((await status(id, agent)).status);
    expect(codes).toEqual(Array(60).fill(200));
    const over = await status(id, agent);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ error: 'rate_limited', status: 429 });
    for (const header of ['retry-after', 'ratelimit', 'ratelimit-limit', 'x-ratelimit-limit', 'x-ratelimit-remaining']) expect(over.headers.get(header)).toBeNull();
    // Creating sessions is not a status lookup, and another client has its own bucket.
    expect((await create({ quote_id: session.quote_id }, agent)).status).toBe(201);
    expect((await status(id, newAgent('status-bucket'))).status).toBe(200);
  });
});

describe('session life', () => {
  it('ends the workflow at the configured life and answers 404 after it', async () => {
    const short = await startCheckoutStack({ env: { SESSION_LIFE_SECONDS: '3' } });
    try {
      const agent = newAgent('expiry');
      const session = await newSession(short.api.url, agent);
      const id = String(session.session_id);
      expect(Date.parse(String(session.expires_at)) - Date.parse(String(session.created_at))).toBe(3000);
      expect((await status(id, agent, short.api.url)).status).toBe(200);
      const handle = short.client.workflow.getHandle(checkoutWorkflowId(id));
      // The workflow is started from the outbox right after the commit: wait for it before asking for its result.
      await expect.poll(() => handle.describe().then(() => true, () => false), { timeout: 10_000, interval: 25 }).toBe(true);
      expect(await handle.result()).toBe('awaiting_checkout');
      await expect.poll(async () => (await status(id, agent, short.api.url)).status, { timeout: 5000 }).toBe(404);
      expect((await status(id, agent, short.api.url)).body.error).toBe('session_not_found');
    } finally {
      await short.close();
    }
  });
});
