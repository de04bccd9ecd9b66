// Start the API as a listening server: store, Temporal link, h3 app, srvx. Used by `npm run api` and tests.
import http from 'node:http';
import { serve } from 'h3';
import type { H3 } from 'h3';
import type { AppConfig } from '../config/index.ts';
import { temporalAddress } from '../config/index.ts';
import { openStore } from '../store/index.ts';
import type { Store } from '../store/index.ts';
import { createApp } from './app.ts';
import { createCheckoutCommands } from '../checkout/commands.ts';
import { createOutboxDelivery, createOutboxKicker } from '../checkout/outbox-delivery.ts';
import type { AppContext } from './context.ts';
import type { Logger } from '../observability/logger.ts';
import { createTemporalGateway } from './temporal.ts';
import { createAnonymousIdentityResolver } from './identity.ts';
import { createBearerIdentityResolver } from './oauth/bearer.ts';
import { DEFAULT_FEE_POLICY } from '../domain/rating/index.ts';
import { createRatingProvider } from '../providers/rating/index.ts';
import { createEasyPostAddressVerifier } from '../providers/address/easypost.ts';
import { createMetrics } from '../observability/metrics.ts';
import type { Metrics } from '../observability/metrics.ts';
import { startTracing, tracingOptionsFor } from '../observability/tracing.ts';

/** GET /metrics on a listener of its own (operators expose it to their scraper only); anything else is 404. */
async function startMetricsServer(where: { host: string; port: number }, store: Store): Promise<{ metrics: Metrics; url: string; close(): Promise<void> }> {
  const metrics = createMetrics();
  store.observe(metrics);
  metrics.readSessionsFrom(() => store.sessionsByStatus());
  const server = http.createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : text),
      () => response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : where.port;
  const host = where.host.includes(':') ? `[${where.host}]` : where.host;
  return {
    metrics,
    url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}/metrics`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export interface RunningApi {
  url: string;
  /** GET /metrics on its own listener (METRICS_PORT), or null. */
  metricsUrl: string | null;
  context: AppContext;
  /** Stop accepting, let in-flight requests finish (up to `graceMs`), then release the store and Temporal. */
  close(graceMs?: number): Promise<void>;
}

export async function startApiServer(config: AppConfig, logger: Logger, overrides: { store?: Store; clock?: () => Date; extendApp?: (app: H3, context: AppContext) => void } = {}): Promise<RunningApi> {
  // OTEL_EXPORTER_OTLP_ENDPOINT: request spans, and Temporal client spans under them (null: nothing loaded).
  const tracing = await startTracing(tracingOptionsFor(config, 'parcel-quote-api'));
  const store = overrides.store ?? (await openStore({ file: config.databaseFile, url: config.databaseUrl }));
  const temporal = createTemporalGateway({ address: temporalAddress(config), namespace: config.temporal.namespace, ...(tracing ? { interceptors: tracing.clientInterceptors } : {}) });
  const clock = overrides.clock ?? (() => new Date());
  const delivery = createOutboxDelivery({ store, client: () => temporal.client(), taskQueue: config.temporal.taskQueue, logger, clock: () => clock() });
  const workflowOutbox = createOutboxKicker(delivery, logger);
  const context: AppContext = {
    config,
    store,
    temporal,
    logger,
    checkout: createCheckoutCommands({ store, clock: () => clock() }),
    workflowOutbox,
    // A bearer (header only) makes the OAuth client the identity; anonymous only when no Authorization header is sent.
    identity: createBearerIdentityResolver({ store, clock: () => context.clock(), fallback: createAnonymousIdentityResolver({ trustProxy: config.trustProxy }) }),
    addresses: config.easypost.apiKey ? createEasyPostAddressVerifier({ apiKey: config.easypost.apiKey, baseUrl: config.easypost.baseUrl, deadlineMs: config.easypost.deadlineMs }) : null,
    rating: createRatingProvider({
      easypost: config.easypost.apiKey ? { apiKey: config.easypost.apiKey, baseUrl: config.easypost.baseUrl, deadlineMs: config.easypost.deadlineMs } : null,
      fallback: config.ratingFallback,
    }),
    feePolicy: DEFAULT_FEE_POLICY,
    clock,
  };
  const metrics = config.metrics ? await startMetricsServer(config.metrics, store) : null;
  if (metrics) context.metrics = metrics.metrics;
  const app = createApp(context);
  overrides.extendApp?.(app, context);
  const server = serve(app, {
    port: config.port,
    hostname: config.host,
    silent: true,
    gracefulShutdown: false,
    ...(tracing ? { fetch: (request: Request) => tracing.serveRequest(request, (r) => Promise.resolve(app.fetch(r))) } : {}),
  });
  await server.ready();
  const address = server.node?.server?.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    metricsUrl: metrics?.url ?? null,
    context,
    close(graceMs = 10_000) {
      closing ??= (async () => {
        const drained = server.close(false);
        // Idle keep-alive sockets would otherwise hold the close open until they time out.
        const nodeServer = server.node?.server;
        if (nodeServer && 'closeIdleConnections' in nodeServer) nodeServer.closeIdleConnections();
        const timer = setTimeout(() => void server.close(true), graceMs);
        await drained.finally(() => clearTimeout(timer));
        await metrics?.close();
        await workflowOutbox.idle();
        await temporal.close();
        if (!overrides.store) await store.close();
        await tracing?.shutdown();
      })();
      return closing;
    },
  };
}
