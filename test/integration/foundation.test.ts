// The foundation: /status, problem errors, request logs, graceful drain, a workflow round trip on the real server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJsonBody } from '../../api/json-body.ts';
import { StatusSchema } from '../../api/schemas/status.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { checkoutSession } from '../../workflows/checkout-session.ts';
import { checkoutStageQuery, checkoutStartedSignal, checkoutWorkflowId, paidSignal } from '../../workflows/messages.ts';
import { capturedLogger, startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

let stack: TestStack;
let releaseSlow: () => void = () => undefined;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('GET /status', () => {
  it('reports ok for the store and Temporal, cacheable for an hour', async () => {
    const response = await fetch(`${stack.api.url}/status`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', version: stack.config.version, checks: { store: 'ok', temporal: 'ok' } });
    StatusSchema.assert(body);
    expect(new Date(body.time as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('is never rate limited', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => fetch(`${stack.api.url}/status`).then((r) => r.status)));
    expect(new Set(answers)).toEqual(new Set([200]));
  });
});

describe('errors are RFC 9457 problems', () => {
  it('answers an unknown route with 404 problem+json and an error code', async () => {
    const response = await fetch(`${stack.api.url}/no/such/thing`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 404, error: 'not_found', title: expect.any(String), detail: expect.any(String), type: expect.any(String) });
  });
});

describe('JSON bodies, logs and draining (through a test route on the real server)', () => {
  let api: RunningApi;
  let logs: string[];

  beforeAll(async () => {
    const captured = capturedLogger();
    logs = captured.lines;
    api = await startApiServer(stack.config, captured.logger, {
      store: stack.store,
      extendApp(app) {
        app.post('/test/echo', async (event) => ({ received: await readJsonBody(event) }));
        app.get('/test/slow', () => new Promise((resolve) => (releaseSlow = () => resolve({ done: true }))));
      },
    });
  });

  it('answers malformed JSON with 400 invalid_request', async () => {
    const response = await fetch(`${api.url}/test/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"product": "mug",' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
    expect(await response.json()).toMatchObject({ error: 'invalid_request', status: 400 });
  });

  it('logs one line per request with a request id, and never the body', async () => {
    const secret = 'client_secret=hunter2-very-secret';
    const response = await fetch(`${api.url}/test/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-test-123456' },
      body: JSON.stringify({ note: secret }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('req-test-123456');
    const line = logs.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === 'req-test-123456');
    expect(line).toMatchObject({ method: 'POST', route: '/test/echo', status: 200 });
    expect(logs.join('\n')).not.toContain('hunter2');
  });

  it('drains an in-flight request before closing', async () => {
    const inFlight = fetch(`${api.url}/test/slow`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = api.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    releaseSlow();
    expect(await inFlight).toEqual({ done: true });
    await closed;
    await expect(fetch(`${api.url}/status`)).rejects.toThrow();
  });
});

describe('workflow round trip through the worker', () => {
  it('runs a checkout session on the dev server and projects its stages into the store', async () => {
    const sessionId = `cs_test${Date.now()}`;
    const createdAt = new Date();
    await stack.store.checkoutSessions.create({
      session_id: sessionId,
      created_at: createdAt.toISOString(),
      expires_at: new Date(createdAt.getTime() + 60_000).toISOString(),
      amount_cents: 1234,
      carrier: 'USPS',
      service: 'Ground Advantage',
      quote_id: null,
      quote_reused: false,
    });
    const handle = await stack.client.workflow.start(checkoutSession, {
      taskQueue: stack.config.temporal.taskQueue,
      workflowId: checkoutWorkflowId(sessionId),
      args: [{ session_id: sessionId, created_at: createdAt.toISOString(), life_ms: 4_000 }],
    });
    await handle.signal(checkoutStartedSignal, { order_id: 'ord_test', started_at: new Date().toISOString() });
    await handle.signal(paidSignal, { payment_id: 'pay_test', paid_at: new Date().toISOString() });
    // A late duplicate is ignored, never a failure.
    await handle.signal(checkoutStartedSignal, { order_id: 'ord_other', started_at: new Date().toISOString() });
    // On `paid` the workflow buys the label itself (sandbox carrier) and moves on to label_ready.
    await expect.poll(() => handle.query(checkoutStageQuery), { timeout: 10_000 }).toBe('label_ready');
    await expect.poll(async () => (await stack.store.checkoutSessions.get(sessionId))?.status, { timeout: 10_000 }).toBe('label_ready');
    const record = await stack.store.checkoutSessions.get(sessionId);
    expect(record?.checkout).toMatchObject({ order_id: 'ord_test', paid: true, label_ready: true, tracking_number: expect.any(String) });
    // The session's (shortened) life ends the workflow.
    expect(await handle.result()).toBe('label_ready');
  });
});
