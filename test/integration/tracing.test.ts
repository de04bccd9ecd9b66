// OpenTelemetry tracing end to end: the API and a worker run as processes (`api/main.ts`, `worker/main.ts`) with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at a loopback OTLP/HTTP receiver, the way an OpenTelemetry Collector receives
// them (POST /v1/traces, ExportTraceServiceRequest in the OTLP JSON encoding). A quote, a checkout session and the
// person's checkout form then arrive as spans: the API's request spans (continuing the caller's traceparent), the
// Temporal client calls that deliver the outbox (StartWorkflow, SignalWithStartWorkflow), and the worker's
// workflow-side spans and activity executions, sharing the trace of the request that caused them. The worker runs in
// a namespace of its own, so its price-index schedule never meets another test's.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHECKOUT_STATUS_SEARCH_ATTRIBUTE } from '../../config/index.ts';
import { registerNamespace } from '../../scripts/temporal-server.ts';
import { Browser, checkoutFormFields, csrfToken } from './browser-client.ts';
import { Client, Connection } from '@temporalio/client';
import { Worker } from '@temporalio/worker';
import { fileURLToPath } from 'node:url';
import { MANUAL_SHIPMENT, historyFromFixture, newAgent } from './checkout-helpers.ts';
import { WORKFLOWS_PATH } from '../../worker/worker.ts';
import { tempDir } from './harness.ts';
import { freePort } from './ports.ts';
import { startServiceProcess } from './processes.ts';
import { DROP_WORKFLOW_SPANS, WORKFLOW_INTERCEPTOR_MODULES, startTracing } from '../../observability/tracing.ts';
import type { ServiceProcess } from './processes.ts';

interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  boolValue?: boolean;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: AnyValue }[];
}
interface ExportTraceServiceRequest {
  resourceSpans?: { resource?: { attributes?: { key: string; value: AnyValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}
interface Span {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  kind: number;
  attributes: Record<string, string | number | boolean | undefined>;
}

const SPAN_KIND_SERVER = 2;

const valueOf = (value: AnyValue): string | number | boolean | undefined => value.stringValue ?? (value.intValue === undefined ? value.boolValue : Number(value.intValue));

/** A loopback OTLP/HTTP trace receiver: takes ExportTraceServiceRequest in JSON at POST /v1/traces, answers {}. */
async function startCollector(): Promise<{ endpoint: string; spans: Span[]; posts: { path: string; contentType: string; apiKey: string }[]; close(): Promise<void> }> {
  const spans: Span[] = [];
  const posts: { path: string; contentType: string; apiKey: string }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      posts.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', apiKey: String(request.headers['api-key'] ?? '') });
      if (request.method !== 'POST' || request.url !== '/v1/traces' || !String(request.headers['content-type']).startsWith('application/json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportTraceServiceRequest;
      for (const resourceSpans of body.resourceSpans ?? []) {
        const service = resourceSpans.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '';
        for (const scope of resourceSpans.scopeSpans ?? []) {
          for (const span of scope.spans ?? []) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ? span.parentSpanId : null,
              name: span.name,
              kind: span.kind,
              attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    posts,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A caller's W3C traceparent: a new trace id and the caller's span id. */
function callerContext(): { traceId: string; spanId: string; header: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, header: `00-${traceId}-${spanId}-01` };
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let data: ReturnType<typeof tempDir>;
let api: ServiceProcess | undefined;
let worker: ServiceProcess | undefined;
let apiUrl: string;
const namespace = `tracing-${Math.random().toString(36).slice(2, 10)}`;
const taskQueue = `tracing-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  collector = await startCollector();
  data = tempDir('pqs-tracing-');
  await registerNamespace(inject('temporalAddress'), namespace, [CHECKOUT_STATUS_SEARCH_ATTRIBUTE]);
  const env = {
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_NAMESPACE: namespace,
    TEMPORAL_TASK_QUEUE: taskQueue,
    DATA_DIR: data.dir,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    // A hosted backend's key: declared in config/index.ts and sent with every export.
    OTEL_EXPORTER_OTLP_HEADERS: 'api-key=collector%20key',
  };
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  [worker, api] = await Promise.all([
    startServiceProcess('worker/main.ts', { ...env, WORKFLOW_BUNDLE: inject('workflowBundlePath'), LOG_LEVEL: 'info' }, (output) => output.includes('worker started')),
    startServiceProcess('api/main.ts', { ...env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' }, () => fetch(`${apiUrl}/openapi.json`).then((r) => r.ok, () => false)),
  ]);
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await worker?.stop();
  await collector?.close();
  data?.remove();
});

const inTrace = (traceId: string): Span[] => collector.spans.filter((s) => s.traceId === traceId);
const named = (traceId: string, name: string): Span | undefined => inTrace(traceId).find((s) => s.name === name);
async function span(traceId: string, name: string): Promise<Span> {
  await expect.poll(() => named(traceId, name), { timeout: 30_000, interval: 200, message: `${name} in trace ${traceId}; got ${JSON.stringify(collector.spans.map((s) => [s.service, s.name, s.traceId]))}` }).toBeDefined();
  return named(traceId, name)!;
}

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let quoteId: string;
  let sessionId: string;
  const agent = newAgent('tracing');

  it('sends one server span per API request, named after the route pattern, in the caller’s trace', async () => {
    const caller = callerContext();
    const response = await fetch(`${apiUrl}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent, traceparent: caller.header }, body: JSON.stringify(MANUAL_SHIPMENT) });
    expect(response.status).toBe(200);
    quoteId = ((await response.json()) as { quote_id: string }).quote_id;

    const request = await span(caller.traceId, 'POST /quote');
    expect(request).toMatchObject({ service: 'parcel-quote-api', kind: SPAN_KIND_SERVER, parentSpanId: caller.spanId });
    expect(request.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.route': '/quote', 'http.response.status_code': 200 });
    expect(collector.posts.every((p) => p.path === '/v1/traces' && p.contentType.startsWith('application/json') && p.apiKey === 'collector key')).toBe(true);

    // A path with an id is named after its pattern; an unknown path does not grow the span names.
    const missing = callerContext();
    expect((await fetch(`${apiUrl}/agent/checkout-session/cs_doesnotexist0000`, { headers: { 'user-agent': agent, traceparent: missing.header } })).status).toBe(404);
    expect((await span(missing.traceId, 'GET /agent/checkout-session/:session_id')).attributes).toMatchObject({ 'http.response.status_code': 404 });
    const junk = callerContext();
    await fetch(`${apiUrl}/no/such/path-${Math.random()}`, { headers: { traceparent: junk.header } });
    expect((await span(junk.traceId, 'GET (unmatched)')).attributes['http.route']).toBe('(unmatched)');
    // A caller cannot switch our tracing off: its "not sampled" flag still gets the request recorded, in its trace.
    const unsampled = callerContext();
    await fetch(`${apiUrl}/status`, { headers: { traceparent: unsampled.header.replace(/-01$/, '-00') } });
    expect(await span(unsampled.traceId, 'GET /status')).toMatchObject({ parentSpanId: unsampled.spanId });
    // No traceparent: a new trace; a malformed one is ignored the same way.
    const before = collector.spans.length;
    await fetch(`${apiUrl}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent, traceparent: 'not-a-traceparent' }, body: JSON.stringify(MANUAL_SHIPMENT) });
    await expect.poll(() => collector.spans.slice(before).find((s) => s.name === 'POST /quote'), { timeout: 30_000 }).toMatchObject({ parentSpanId: null });
  });

  it('carries a checkout session’s trace from the request through the workflow start to its activities', { timeout: 120_000 }, async () => {
    const caller = callerContext();
    const created = await fetch(`${apiUrl}/agent/checkout-session`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent, traceparent: caller.header }, body: JSON.stringify({ quote_id: quoteId }) });
    expect(created.status).toBe(201);
    sessionId = ((await created.json()) as { session_id: string }).session_id;

    const request = await span(caller.traceId, 'POST /agent/checkout-session');
    expect(request).toMatchObject({ service: 'parcel-quote-api', parentSpanId: caller.spanId, attributes: { 'http.response.status_code': 201 } });
    // The outbox delivery (by the API right after the commit, or by the worker's relay) is a child of the request.
    const start = await span(caller.traceId, 'StartWorkflow:checkoutSession');
    expect(start).toMatchObject({ parentSpanId: request.spanId, attributes: { temporalWorkflowId: `checkout-${sessionId}` } });

    // The person opens the checkout: the signal-with-start is in that request's trace, handled by the workflow there.
    const browser = new Browser(apiUrl, agent);
    const page = await browser.page(`/calculator?session=${sessionId}`);
    const form = callerContext();
    const opened = await browser.request('/calculator/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', traceparent: form.header },
      body: new URLSearchParams(checkoutFormFields(csrfToken(page), sessionId)).toString(),
    });
    expect(opened.status).toBe(303);
    const formRequest = await span(form.traceId, 'POST /calculator/checkout');
    const signal = await span(form.traceId, 'SignalWithStartWorkflow:checkoutSession');
    expect(signal.parentSpanId).toBe(formRequest.spanId);
    const handled = await span(form.traceId, 'HandleSignal:checkoutStarted');
    expect(handled).toMatchObject({ service: 'parcel-quote-worker', parentSpanId: signal.spanId });

    // The workflow run (a span open as long as the session lives) records the stage through an activity: the
    // activity's schedule and execution are in the session's trace, the execution a child of the schedule.
    const scheduled = await span(caller.traceId, 'StartActivity:recordCheckoutStage');
    const ran = await span(caller.traceId, 'RunActivity:recordCheckoutStage');
    expect(scheduled.service).toBe('parcel-quote-worker');
    expect(ran).toMatchObject({ service: 'parcel-quote-worker', kind: 1, parentSpanId: scheduled.spanId, attributes: { temporalWorkflowId: `checkout-${sessionId}` } });
  });

  it('replays either way when tracing is turned on or off: a traced history on the plain bundle, a plain one with the interceptors', { timeout: 120_000 }, async () => {
    // Only workers with tracing on get the workflow interceptors (worker/worker.ts); the session above ran on one.
    const connection = await Connection.connect({ address: inject('temporalAddress') });
    try {
      const traced = await new Client({ connection, namespace }).workflow.getHandle(`checkout-${sessionId}`).fetchHistory();
      expect(traced.events?.length).toBeGreaterThan(3);
      await Worker.runReplayHistory({ workflowBundle: { codePath: inject('workflowBundlePath') } }, traced, `checkout-${sessionId}`);
    } finally {
      await connection.close();
    }
    const plain = historyFromFixture(fileURLToPath(new URL('../fixtures/checkout-session-history.json', import.meta.url)));
    await Worker.runReplayHistory({ workflowsPath: WORKFLOWS_PATH, interceptors: { workflowModules: [...WORKFLOW_INTERCEPTOR_MODULES] }, sinks: DROP_WORKFLOW_SPANS }, plain, 'checkout-recorded');
  });

  it('sends what it still holds when a process stops', { timeout: 60_000 }, async () => {
    const caller = callerContext();
    expect((await fetch(`${apiUrl}/status`, { headers: { traceparent: caller.header } })).status).toBe(200);
    // At once, inside the batch delay: only the shutdown flush can deliver it.
    await api?.stop();
    api = undefined;
    expect(named(caller.traceId, 'GET /status')).toMatchObject({ service: 'parcel-quote-api', parentSpanId: caller.spanId });
  });
});

describe('tracing with the collector unreachable', () => {
  it('answers requests as usual and stops within the export deadline', { timeout: 30_000 }, async () => {
    const closedPort = await freePort();
    const tracing = await startTracing({ endpoint: `http://127.0.0.1:${closedPort}`, serviceName: 'unreachable-test', serviceVersion: '0', flushIntervalMs: 50 });
    expect(tracing).not.toBeNull();
    try {
      for (let i = 0; i < 5; i++) {
        const response = await tracing!.serveRequest(new Request('http://127.0.0.1/quote', { method: 'POST' }), () => Promise.resolve(new Response('ok')));
        expect(await response.text()).toBe('ok');
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      const started = Date.now();
      await tracing!.shutdown();
      expect(Date.now() - started).toBeLessThan(7_000);
    }
  });

  it('is off without an endpoint', async () => {
    expect(await startTracing(null)).toBeNull();
  });
});
