// Session creation never waits on Temporal: the session and the message that starts its workflow commit together
// (checkout commands + store outbox), and the worker's relay delivers them when Temporal answers. Here Temporal is
// "down" (a closed port) for the API and a first relay, then "returns" (the run's dev server) for a second relay.
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { createOutboxDelivery, retryDelayMs, startOutboxRelay } from '../../checkout/outbox-delivery.ts';
import type { AppConfig } from '../../config/index.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { newId } from '../../domain/ids/index.ts';
import { checkoutSnapshotQuery, checkoutStageQuery, checkoutWorkflowId } from '../../workflows/messages.ts';
import { MANUAL_SHIPMENT, call, newAgent, quoteId, startCheckoutWorker } from './checkout-helpers.ts';
import type { RunningWorker } from './checkout-helpers.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';
import { freePort } from './ports.ts';

let data: ReturnType<typeof tempDir>;
let config: AppConfig;
let store: Store;
let downApi: RunningApi;
let worker: RunningWorker;
let connection: Connection;
let client: Client;
const logger = capturedLogger('warn').logger;

beforeAll(async () => {
  data = tempDir('pqs-outbox-');
  config = testConfig(data.dir);
  store = await openStore({ file: config.databaseFile });
  const closedPort = await freePort();
  downApi = await startApiServer({ ...config, temporal: { ...config.temporal, address: `127.0.0.1:${closedPort}` } }, logger, { store });
  // A worker for the workflows, without a relay: this test drives the relays itself.
  worker = await startCheckoutWorker(config, store, {}, { relay: false });
  connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: config.temporal.namespace });
});

afterAll(async () => {
  await worker?.stop();
  await downApi?.close();
  await connection?.close();
  await store?.close();
  data?.remove();
});

const exists = (sessionId: string): Promise<boolean> =>
  client.workflow
    .getHandle(checkoutWorkflowId(sessionId))
    .describe()
    .then(() => true)
    .catch(() => false);

describe('the workflow outbox', () => {
  it('makes sessions during a Temporal outage and starts them, in order, when Temporal returns', { timeout: 60_000 }, async () => {
    const agent = newAgent('outbox');
    const quote = await quoteId(downApi.url, agent);
    const made = await call(downApi.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote });
    expect(made.status).toBe(201);
    const live = await call(downApi.url, 'POST', '/agent/checkout-session', agent, MANUAL_SHIPMENT);
    expect(live.status).toBe(201);
    const ids = [String(made.body.session_id), String(live.body.session_id)];
    for (const id of ids) {
      expect((await call(downApi.url, 'GET', `/agent/checkout-session/${id}`, agent)).body.status).toBe('awaiting_checkout');
      expect(await exists(id)).toBe(false);
    }

    // The API tried to deliver right after the first commit and failed: the message keeps its place and backs off,
    // and the API stops trying for a while (the relay's job), so the second session's start was not even tried.
    await expect.poll(async () => (await store.outbox.forSession(ids[0]!))[0]?.last_error ?? null, { timeout: 20_000, interval: 100 }).toBeTruthy();
    expect((await store.outbox.forSession(ids[0]!))[0]).toMatchObject({ message: 'start', delivered_at_ms: null });
    expect((await store.outbox.forSession(ids[1]!))[0]).toMatchObject({ message: 'start', delivered_at_ms: null });
    const quiet = await call(downApi.url, 'POST', '/agent/checkout-session', agent, { ...MANUAL_SHIPMENT, weight_kg: 3 });
    expect(quiet.status).toBe(201);
    ids.push(String(quiet.body.session_id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await store.outbox.forSession(ids[2]!))[0]).toMatchObject({ message: 'start', delivered_at_ms: null, attempts: 0, last_error: null });

    // The person opens the checkout while the workflow is not started yet: its signal queues behind the start.
    const order = await downApi.context.checkout.openCheckout(
      { order_id: 'ord_OUTBOXoutboxOUTBOX000', session_id: ids[0]!, created_at: new Date().toISOString(), carrier: 'USPS', service: 'x', service_code: 'x', amount_cents: 100, carrier_cents: 80, fee_cents: 20, international: false, provider: 'test' },
      { sender: {} as never, recipient: {} as never, declarations: {} as never },
    );
    expect(order.created).toBe(true);
    expect((await store.outbox.forSession(ids[0]!)).map((m) => m.message)).toEqual(['start', 'checkoutStarted']);

    // Temporal returns: the relay starts both sessions and delivers the signal after the start.
    const relay = startOutboxRelay({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger, pollMs: 50 });
    try {
      await expect.poll(async () => (await store.outbox.stats()).pending, { timeout: 30_000 + retryDelayMs(2), interval: 100 }).toBe(0);
    } finally {
      await relay.stop();
    }
    for (const id of ids) expect(await exists(id)).toBe(true);
    await expect.poll(() => client.workflow.getHandle(checkoutWorkflowId(ids[0]!)).query(checkoutStageQuery), { timeout: 20_000, interval: 100 }).toBe('checkout_started');
    await expect.poll(async () => (await store.checkoutSessions.get(ids[0]!))?.status, { timeout: 20_000, interval: 100 }).toBe('checkout_started');
    const stats = await store.outbox.stats();
    expect(stats.delivered).toBe(4);
    expect(stats.lag_ms!.max).toBeGreaterThan(0);
  });

  it('takes a payment while Temporal is down without hanging, and the session reaches label_ready, with one label, when it returns', { timeout: 60_000 }, async () => {
    const agent = newAgent('outbox-paid');
    const quote = await quoteId(downApi.url, agent);
    const id = String((await call(downApi.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote })).body.session_id);
    const session = (await store.checkoutSessions.get(id))!;
    const orderId = newId('ord');
    await downApi.context.checkout.openCheckout(
      { order_id: orderId, session_id: id, created_at: new Date().toISOString(), carrier: session.carrier!, service: session.service!, service_code: session.service_code!, amount_cents: session.amount_cents!, carrier_cents: session.amount_cents! - 100, fee_cents: 100, international: false, provider: 'test' },
      { sender: {} as never, recipient: {} as never, declarations: {} as never },
    );
    // The person pays on the TEST MODE page; its webhook lands on an API that cannot reach Temporal.
    const page = await fetch(`${downApi.url}/test-payments/checkout/${orderId}`);
    const cookie = (page.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
    const token = /name="csrf_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const started = Date.now();
    const paid = await fetch(`${downApi.url}/test-payments/checkout/${orderId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: downApi.url, ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ csrf_token: token }).toString(),
    });
    expect(paid.status).toBe(303);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect((await store.orders.get(orderId))?.payment_id).toMatch(/^pi_test_/);
    expect((await store.outbox.forSession(id)).map((m) => m.message)).toEqual(['start', 'checkoutStarted', 'paid']);
    expect(await exists(id)).toBe(false);

    // Temporal returns: start, checkoutStarted and paid go out in order; the workflow buys the label.
    const relay = startOutboxRelay({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger, pollMs: 50 });
    try {
      await expect.poll(async () => (await store.checkoutSessions.get(id))?.status, { timeout: 40_000, interval: 100 }).toBe('label_ready');
    } finally {
      await relay.stop();
    }
    const record = (await store.checkoutSessions.get(id))!;
    expect(record.checkout?.tracking_number).toBeTruthy();
    const snapshot = await client.workflow.getHandle(checkoutWorkflowId(id)).query(checkoutSnapshotQuery);
    expect(snapshot).toMatchObject({ stage: 'label_ready', payment_id: `pi_test_${orderId.slice(4)}`, tracking_number: record.checkout?.tracking_number });
    // The tracking workflow opens the shipment record right after.
    await expect.poll(async () => (await store.tracking.get(record.checkout!.tracking_number!))?.session_id, { timeout: 20_000, interval: 100 }).toBe(id);
  });

  it('delivers a signal for a session whose workflow was never started with signal-with-start', { timeout: 30_000 }, async () => {
    const agent = newAgent('outbox-sws');
    const quote = await quoteId(downApi.url, agent);
    const made = await call(downApi.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote });
    const id = String(made.body.session_id);
    const delivery = createOutboxDelivery({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger });
    // Straight to the signal, as if the start had been lost: signal-with-start makes the workflow and applies it.
    await delivery.deliver({ id: -1, session_id: id, message: 'checkoutStarted', payload: { order_id: 'ord_x', started_at: new Date().toISOString() }, created_at_ms: Date.now(), attempts: 1, trace_parent: null });
    await expect.poll(() => client.workflow.getHandle(checkoutWorkflowId(id)).query(checkoutStageQuery), { timeout: 20_000, interval: 100 }).toBe('checkout_started');
    // The start delivered afterwards joins the running workflow: harmless.
    expect(await delivery.deliver({ id: -2, session_id: id, message: 'start', payload: {}, created_at_ms: Date.now(), attempts: 1, trace_parent: null })).toBe('delivered');
    expect(await client.workflow.getHandle(checkoutWorkflowId(id)).query(checkoutStageQuery)).toBe('checkout_started');
  });

  it('gives one session per rate of a quote: a repeated creation with the same quote_id and service is a replay', async () => {
    const agent = newAgent('outbox-replay');
    const quote = await quoteId(downApi.url, agent);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(downApi.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote })));
    expect(new Set(answers.map((a) => a.body.session_id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
    // Another rate of the same quote is another session (and asking for it again replays that one).
    const rates = (await store.quotes.find(quote))!.answer.rates;
    const second = rates.find((r) => r.service_code !== answers[0]!.body.service_code)!;
    const other = await call(downApi.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote, service: second.service_code });
    expect(other.status).toBe(201);
    expect(other.body.session_id).not.toBe(answers[0]!.body.session_id);
    const otherAgain = await call(downApi.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote, service: second.service_code });
    expect(otherAgain.body.session_id).toBe(other.body.session_id);
  });
});
