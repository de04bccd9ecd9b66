// `npm run worker`: runs workflows and activities on task queue `parcel-quote` until SIGINT/SIGTERM.
import { Client, Connection } from '@temporalio/client';
import { Runtime, makeTelemetryFilterString } from '@temporalio/worker';
import { startOutboxRelay } from '../checkout/outbox-delivery.ts';
import { MIN_LABEL_DEADLINE_MS, createEasyPostLabels } from '../providers/labels/easypost.ts';
import { createRatingProvider } from '../providers/rating/index.ts';
import { configOrExit, temporalAddress } from '../config/index.ts';
import { createLogger } from '../observability/logger.ts';
import { openStore } from '../store/index.ts';
import { connectWithRetry, createWorker } from './worker.ts';
import { setupWorkerSchedules } from './schedules.ts';
import { sdkLogger } from './sdk-logger.ts';
import { startWorkerHealthServer, workerHealth } from './health.ts';
import { startTracing, tracingOptionsFor } from '../observability/tracing.ts';

const config = configOrExit();
const logger = createLogger({ level: config.logLevel, name: 'worker' });
// The SDK's own Prometheus exporter (workflow and activity task latencies, pollers, slots, cache) on its own port.
const sdkMetrics = config.workerMetrics
  ? { metrics: { prometheus: { bindAddress: `${config.workerMetrics.host.includes(':') ? `[${config.workerMetrics.host}]` : config.workerMetrics.host}:${config.workerMetrics.port}`, countersTotalSuffix: true, useSecondsForDurations: true } } }
  : {};
// SDK logs through our logger (worker/sdk-logger.ts): workflow and activity lines at our level, the SDK's own from WARN.
Runtime.install({ logger: sdkLogger(logger), telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'WARN' }), forward: {} }, ...sdkMetrics } });

// OTEL_EXPORTER_OTLP_ENDPOINT: workflow and activity spans, and the relay's workflow starts (null: nothing loaded).
const tracing = await startTracing(tracingOptionsFor(config, 'parcel-quote-worker'));
const store = await openStore({ file: config.databaseFile, url: config.databaseUrl });
const address = temporalAddress(config);
const connection = await connectWithRetry(address, logger);
const worker = await createWorker({
  connection,
  namespace: config.temporal.namespace,
  taskQueue: config.temporal.taskQueue,
  store,
  retention: config.retention,
  // With EASYPOST_API_KEY the label of a paid session is bought (and voided) through EasyPost, and tracked by its
  // webhook; the price index is priced through it too, like POST /quote (a past month with its tariff tables).
  ...(config.easypost.apiKey
    ? {
        labels: createEasyPostLabels({
          apiKey: config.easypost.apiKey,
          baseUrl: config.easypost.baseUrl,
          deadlineMs: Math.max(config.easypost.deadlineMs, MIN_LABEL_DEADLINE_MS),
          ledger: store.checkoutSessions.providerLedger,
        }),
        rating: createRatingProvider({ easypost: { apiKey: config.easypost.apiKey, baseUrl: config.easypost.baseUrl, deadlineMs: config.easypost.deadlineMs }, fallback: config.ratingFallback }),
      }
    : {}),
  ...(config.workflowBundlePath ? { workflowBundlePath: config.workflowBundlePath } : {}),
  tracing: tracing?.worker ?? null,
});
logger.info({ address, taskQueue: config.temporal.taskQueue }, 'worker started');
// The outbox relay: starts checkout workflows and delivers their signals, at least once, from the store.
const clientConnection = await Connection.connect({ address });
const client = new Client({ connection: clientConnection, namespace: config.temporal.namespace, ...(tracing ? { interceptors: tracing.clientInterceptors } : {}) });
const relay = startOutboxRelay({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger });
// The monthly price index Schedule, and a first run when this month has no snapshot (the worker below runs it).
const scheduling = setupWorkerSchedules({ address, namespace: config.temporal.namespace, taskQueue: config.temporal.taskQueue, store, logger }).catch((error: unknown) =>
  logger.error({ err: error }, 'price index schedule setup failed'),
);
const health = config.workerHealth ? await startWorkerHealthServer(config.workerHealth, () => workerHealth(worker.getState(), store, clientConnection)) : null;
// The Runtime shuts the worker down on SIGINT/SIGTERM; run() resolves once in-flight tasks are done.
await worker.run();
await health?.close();
await relay.stop();
await clientConnection.close();
await scheduling;
await connection.close();
await store.close();
await tracing?.shutdown();
logger.info('worker stopped');
