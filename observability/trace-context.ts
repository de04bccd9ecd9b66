// The process's trace context, as seen by code that must carry it across a queue (the workflow outbox). With
// tracing off nothing is installed: these cost nothing and no OpenTelemetry module is loaded. observability/otel.ts
// installs the real hooks when OTEL_EXPORTER_OTLP_ENDPOINT is set.

export interface TraceContextHooks {
  /** W3C traceparent of the active span, or null when there is none. */
  traceparent(): string | null;
  /** Run `fn` as a child of `traceparent` (null or malformed: in no trace context at all, never the caller's). */
  withTraceparent<T>(traceparent: string | null, fn: () => T): T;
  /** Name the active HTTP server span `METHOD /route/{template}` and record the response status. */
  describeRequest(method: string, route: string, status: number): void;
}

let hooks: TraceContextHooks | null = null;

/** Install the tracing hooks; returns the uninstall. */
export function installTraceContext(installed: TraceContextHooks): () => void {
  hooks = installed;
  return () => {
    if (hooks === installed) hooks = null;
  };
}

export function currentTraceparent(): string | null {
  return hooks ? hooks.traceparent() : null;
}

export function withTraceparent<T>(traceparent: string | null, fn: () => T): T {
  return hooks ? hooks.withTraceparent(traceparent, fn) : fn();
}

/** For the API's onResponse hook: the request's span gets its route template and status (no-op without tracing). */
export function describeRequestSpan(method: string, route: string, status: number): void {
  hooks?.describeRequest(method, route, status);
}
