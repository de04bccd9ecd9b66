// OpenTelemetry tracing, loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set (observability/tracing.ts imports this
// module dynamically). One tracer provider per process: spans go through a batch processor to the OTLP/HTTP (JSON)
// exporter at `<endpoint>/v1/traces`; context lives in AsyncLocalStorage and crosses processes as W3C traceparent.
//
// The SDK line is 1.x because @temporalio/interceptors-opentelemetry 1.24 is built on it: one copy of the SDK serves
// our spans and the Temporal interceptors' (client calls, activities, and workflow spans sent out through a sink).
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';
import type { Context } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { Resource } from '@opentelemetry/resources';
import { AlwaysOnSampler, BasicTracerProvider, BatchSpanProcessor, ParentBasedSampler } from '@opentelemetry/sdk-trace-base';
import {
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryActivityOutboundInterceptor,
  OpenTelemetryWorkflowClientInterceptor,
  makeWorkflowExporter,
} from '@temporalio/interceptors-opentelemetry';
import { installTraceContext } from './trace-context.ts';
import type { Tracing, TracingOptions } from './tracing.ts';

/** `<endpoint>/v1/traces`, as the OTLP exporter specification builds it from OTEL_EXPORTER_OTLP_ENDPOINT. */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`;
}

const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const TRACEPARENT = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

export function createTracing(options: TracingOptions): Tracing {
  const resource = new Resource({ 'service.name': options.serviceName, 'service.version': options.serviceVersion });
  const exporter = new OTLPTraceExporter({ url: tracesUrl(options.endpoint), timeoutMillis: 5_000, headers: { ...options.headers } });
  const processor = new BatchSpanProcessor(exporter, { scheduledDelayMillis: options.flushIntervalMs ?? 1_000 });
  // Every request is recorded: a caller's traceparent joins its trace, but its "not sampled" flag cannot switch
  // our tracing off (callers are untrusted; the flag would hide their requests and the workflows they start).
  const sampler = new ParentBasedSampler({ root: new AlwaysOnSampler(), remoteParentNotSampled: new AlwaysOnSampler() });
  const provider = new BasicTracerProvider({ resource, sampler, spanProcessors: [processor] });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  const propagator = new W3CTraceContextPropagator();
  provider.register({ contextManager, propagator });
  const tracer = provider.getTracer('parcel-quote-service', options.serviceVersion);
  const temporalTracer = { tracer: provider.getTracer('@temporalio/interceptors-opentelemetry') };

  const contextOf = (traceparent: string | null): Context => {
    if (!traceparent || !TRACEPARENT.test(traceparent)) return ROOT_CONTEXT;
    return propagation.extract(ROOT_CONTEXT, { traceparent });
  };

  const uninstall = installTraceContext({
    traceparent() {
      const carrier: Record<string, string> = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent ?? null;
    },
    withTraceparent: (traceparent, fn) => context.with(contextOf(traceparent), fn),
    describeRequest(method, route, status) {
      const span = trace.getSpan(context.active());
      if (!span) return;
      span.updateName(`${method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    },
  });

  let stopped: Promise<void> | undefined;
  return {
    async serveRequest(request, handle) {
      // The caller's traceparent (if any, and well formed) makes this span a child of the caller's span.
      const parent = propagation.extract(ROOT_CONTEXT, request.headers, {
        get: (headers, key) => headers.get(key) ?? undefined,
        keys: (headers) => [...headers.keys()],
      });
      const method = HTTP_METHODS.has(request.method) ? request.method : '_OTHER';
      // Named after the route template once it is known (describeRequest); never the raw path, which carries ids.
      const span = tracer.startSpan(method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
      try {
        return await context.with(trace.setSpan(parent, span), () => handle(request));
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    },
    clientInterceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor(temporalTracer)] },
    worker: {
      activityInterceptors: [
        (ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx, temporalTracer), outbound: new OpenTelemetryActivityOutboundInterceptor(ctx) }),
      ],
      sinks: { exporter: makeWorkflowExporter(processor, resource) },
    },
    shutdown() {
      stopped ??= (async () => {
        uninstall();
        await provider.shutdown().catch(() => undefined);
        contextManager.disable();
        trace.disable();
        propagation.disable();
        context.disable();
      })();
      return stopped;
    },
  };
}
