// Build the worker: workflows (prebuilt bundle in production, compiled from source otherwise) + activities.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Logger } from 'pino';
import { createActivities } from '../activities/index.ts';
import type { RatingProvider } from '../domain/rating/index.ts';
import type { LabelProvider } from '../providers/labels/index.ts';
import type { Store } from '../store/index.ts';
import { WORKFLOW_INTERCEPTOR_MODULES } from '../observability/tracing.ts';
import type { WorkerTracing } from '../observability/tracing.ts';

export const WORKFLOWS_PATH = fileURLToPath(new URL('../workflows/index.ts', import.meta.url));
export const PREBUILT_BUNDLE_PATH = fileURLToPath(new URL('../dist/workflow-bundle.js', import.meta.url));

export interface CreateWorkerOptions {
  connection: NativeConnection;
  namespace: string;
  taskQueue: string;
  store: Store;
  /** Path to a bundle made by bundleWorkflowCode; defaults to dist/ when present, else compiles from source. */
  workflowBundlePath?: string;
  clock?: () => Date;
  /** The label provider (EasyPost when configured); the embedded sandbox carrier when absent. */
  labels?: LabelProvider;
  /** The rating provider the price index prices with (EasyPost when configured); the tariff engine when absent. */
  rating?: RatingProvider;
  /** How long contact details and ended sessions are kept (config.retention). */
  retention?: { contactsAfterEndMs: number; sessionRecordsAfterExpiryMs: number };
  /** Activity spans and the workflow span exporter (observability/tracing.ts); absent: no tracing, no workflow interceptors. */
  tracing?: WorkerTracing | null;
}

/** What bundleWorkflowCode needs for our workflows. */
export const WORKFLOW_BUNDLE_OPTIONS = { workflowsPath: WORKFLOWS_PATH };

/**
 * The same with OpenTelemetry's workflow interceptors, for workers with tracing on. Only those get them: with them
 * every workflow task builds spans and hands them across the sandbox boundary even when nobody exports them, which
 * cut session creation under load by about a third (bench-checkout: 589–602 → 338–419 sessions/s). Turning tracing
 * on or off does not change what a replay runs: the interceptors add headers to commands, never commands, and
 * avoid extra yields (SDK flags), so histories replay either way (checkout-workflow.test.ts replays both).
 */
export const TRACED_WORKFLOW_BUNDLE_OPTIONS = { ...WORKFLOW_BUNDLE_OPTIONS, workflowInterceptorModules: [...WORKFLOW_INTERCEPTOR_MODULES] };

/** A traced bundle lives beside its plain one: dist/workflow-bundle.js → dist/workflow-bundle-traced.js. */
export const tracedBundlePath = (bundlePath: string): string => bundlePath.replace(/(\.js)?$/, '-traced.js');

export async function createWorker(options: CreateWorkerOptions): Promise<Worker> {
  const plain = options.workflowBundlePath ?? (existsSync(PREBUILT_BUNDLE_PATH) ? PREBUILT_BUNDLE_PATH : undefined);
  // With tracing on, the bundle's traced sibling (npm run build:workflows makes both); without one, build from source.
  const bundlePath = options.tracing ? (plain && existsSync(tracedBundlePath(plain)) ? tracedBundlePath(plain) : undefined) : plain;
  return Worker.create({
    connection: options.connection,
    namespace: options.namespace,
    taskQueue: options.taskQueue,
    // A traced prebuilt bundle has the interceptors in it (TRACED_WORKFLOW_BUNDLE_OPTIONS); a build from source adds them here.
    ...(bundlePath ? { workflowBundle: { codePath: bundlePath } } : { workflowsPath: WORKFLOWS_PATH }),
    interceptors: {
      ...(!bundlePath && options.tracing ? { workflowModules: [...WORKFLOW_INTERCEPTOR_MODULES] } : {}),
      ...(options.tracing ? { activity: options.tracing.activityInterceptors } : {}),
    },
    ...(options.tracing ? { sinks: options.tracing.sinks } : {}),
    activities: createActivities({
      store: options.store,
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.retention ? { retention: options.retention } : {}),
      ...(options.labels ? { providers: { labels: options.labels } } : {}),
      ...(options.rating ? { rating: options.rating } : {}),
    }),
  });
}

/** Connect to Temporal, retrying while it starts (the dev server may still be booting). */
export async function connectWithRetry(address: string, logger: Logger, timeoutMs = 60_000): Promise<NativeConnection> {
  const started = Date.now();
  let attempt = 0;
  for (;;) {
    try {
      return await NativeConnection.connect({ address });
    } catch (error) {
      attempt += 1;
      if (Date.now() - started > timeoutMs) throw error;
      if (attempt === 1 || attempt % 10 === 0) logger.warn({ address, attempt }, 'Temporal not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
