// Optional OpenTelemetry tracing: on when OTEL_EXPORTER_OTLP_ENDPOINT is set, else nothing here loads OpenTelemetry
// (startTracing returns null; observability/otel.ts is imported dynamically). With it on, the API serves each request
// in a server span (continuing a W3C traceparent sent by the caller), Temporal client calls (StartWorkflow,
// SignalWithStart) are spans whose context travels in the workflow's headers, and the worker's workflows and
// activities add their spans to the same trace.
import { createRequire } from 'node:module';
import type { WorkflowClientInterceptor } from '@temporalio/client';
import type { ActivityInterceptorsFactory, InjectedSinks } from '@temporalio/worker';
import type { OpenTelemetrySinks } from '@temporalio/interceptors-opentelemetry';
import type { AppConfig } from '../config/index.ts';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans go to `<endpoint>/v1/traces` (OTLP over HTTP, JSON). */
  endpoint: string;
  /** The resource's service.name (OTEL_SERVICE_NAME, else `parcel-quote-api` / `parcel-quote-worker`). */
  serviceName: string;
  serviceVersion: string;
  /** OTEL_EXPORTER_OTLP_HEADERS: sent with every export (a hosted backend's key, for example). */
  headers?: Record<string, string>;
  /** How long the batch processor waits before sending (default 1 s). */
  flushIntervalMs?: number;
}

export interface WorkerTracing {
  activityInterceptors: ActivityInterceptorsFactory[];
  sinks: InjectedSinks<OpenTelemetrySinks>;
}

export interface Tracing {
  /** Answer one HTTP request inside a server span (a child of the caller's span when it sent a traceparent). */
  serveRequest(request: Request, handle: (request: Request) => Promise<Response>): Promise<Response>;
  /** For every Temporal Client of the process: its workflow calls become spans and carry the trace context. */
  readonly clientInterceptors: { workflow: WorkflowClientInterceptor[] };
  /** For Worker.create: activity spans (children of the workflow's) and the sink that exports workflow spans. */
  readonly worker: WorkerTracing;
  /** Send what is buffered and stop (called once the process has stopped serving). */
  shutdown(): Promise<void>;
}

/** The tracing options of a process named `processName` (its service.name unless OTEL_SERVICE_NAME says otherwise). */
export function tracingOptionsFor(config: Pick<AppConfig, 'tracing' | 'version'>, processName: string): TracingOptions | null {
  const { tracing } = config;
  return tracing ? { endpoint: tracing.endpoint, serviceName: tracing.serviceName ?? processName, serviceVersion: config.version, headers: tracing.headers } : null;
}

/** Tracing for this process, or null when no endpoint is configured (then no OpenTelemetry module is loaded). */
export async function startTracing(options: TracingOptions | null): Promise<Tracing | null> {
  if (!options) return null;
  const { createTracing } = await import('./otel.ts');
  return createTracing(options);
}

/**
 * The workflow interceptors of @temporalio/interceptors-opentelemetry, bundled only for workers with tracing on
 * (worker/worker.ts says why). They are written for the workflow sandbox (deterministic: no clock, no I/O; spans
 * leave through the `exporter` sink) and add headers, never commands, so histories replay with or without them.
 */
export const WORKFLOW_INTERCEPTOR_MODULES: readonly string[] = [createRequire(import.meta.url).resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors')];

/** A sink that drops the interceptors' workflow spans (replaying with the interceptors, where nothing is exported). */
export const DROP_WORKFLOW_SPANS: InjectedSinks<OpenTelemetrySinks> = { exporter: { export: { fn: () => undefined } } };
