// The HTTP edge: one h3 app with request ids, access logs and problem+json errors for everything.
import { randomUUID } from 'node:crypto';
import { H3 } from 'h3';
import type { H3Event } from 'h3';
import type { AppContext } from './context.ts';
import { A2A_PATH, MCP_PATH } from './paths.ts';
import { registerOAuthRoutes } from './oauth/routes.ts';
import { problemResponse, toProblem } from './problem.ts';
import { isStamped } from './request-id-response.ts';
import { createQuoteService } from './quote-service.ts';
import { createCheckoutService } from './checkout-service.ts';
import { assertTrustedHost, trustedHostnames } from './agent/host-guard.ts';
import { registerMcpRoutes } from './mcp/server.ts';
import { registerA2aRoutes } from './a2a/routes.ts';
import { registerCheckoutSessionRoutes } from './routes/checkout-session.ts';
import { registerFreightRoutes } from './routes/freight.ts';
import { registerPriceIndexRoutes } from './routes/price-index.ts';
import { registerQuoteRoutes } from './routes/quote.ts';
import { registerStatusRoutes } from './routes/status.ts';
import { registerCalculatorRoutes } from './calculator/routes.ts';
import { registerTrackRoutes } from './routes/track.ts';
import { registerWebhookRoutes } from './webhooks/routes.ts';
import { registerDiscoveryRoutes } from './discovery/routes.ts';
import { describeRequestSpan } from '../observability/trace-context.ts';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

declare module 'h3' {
  interface H3EventContext {
    requestId?: string;
    startedAt?: number;
  }
}

function routeLabel(event: H3Event): string {
  // Log the route pattern, not the raw path: paths carry session ids and tracking numbers.
  return event.context.matchedRoute?.route ?? event.url.pathname;
}

// Metric labels stay bounded whatever a caller sends: unknown paths and methods share one label each.
const UNMATCHED_ROUTE = '(unmatched)';
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const metricMethod = (method: string): string => (KNOWN_METHODS.has(method) ? method : 'OTHER');

export function createApp(ctx: AppContext): H3 {
  const { logger } = ctx;
  const app = new H3({
    // We log failures ourselves (below), without request bodies.
    silent: true,
    onRequest(event) {
      const incoming = event.req.headers.get('x-request-id');
      event.context.requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
      event.context.startedAt = performance.now();
    },
    onResponse(response, event) {
      if (!isStamped(response)) response.headers.set('x-request-id', event.context.requestId ?? '');
      const ms = event.context.startedAt === undefined ? undefined : Math.round((performance.now() - event.context.startedAt) * 10) / 10;
      logger.info({ reqId: event.context.requestId, method: event.req.method, route: routeLabel(event), status: response.status, ms }, 'request');
      if (ms !== undefined) ctx.metrics?.request(event.context.matchedRoute?.route ?? UNMATCHED_ROUTE, metricMethod(event.req.method), response.status, ms / 1000);
      // The request's trace span (when tracing is on) is named after the same bounded route label.
      describeRequestSpan(metricMethod(event.req.method), event.context.matchedRoute?.route ?? UNMATCHED_ROUTE, response.status);
    },
    onError(error, event) {
      const problem = toProblem(error);
      if (problem.status >= 500) {
        logger.error({ reqId: event.context.requestId, route: routeLabel(event), err: error.cause ?? error }, 'request failed');
      }
      return problemResponse(problem, event.url.pathname);
    },
  });

  const trusted = trustedHostnames(ctx.config.publicBaseUrl, [ctx.config.host]);
  app.use((event) => {
    const path = event.url.pathname;
    if (path === MCP_PATH || path === A2A_PATH) assertTrustedHost(event, trusted);
  });

  const quotes = createQuoteService(ctx);
  const checkout = createCheckoutService(ctx, quotes);
  registerStatusRoutes(app, ctx);
  registerOAuthRoutes(app, ctx);
  registerQuoteRoutes(app, ctx, quotes);
  registerCheckoutSessionRoutes(app, ctx, checkout);
  registerFreightRoutes(app, ctx);
  registerPriceIndexRoutes(app, ctx);
  registerCalculatorRoutes(app, ctx, quotes, checkout);
  registerWebhookRoutes(app, ctx);
  registerTrackRoutes(app, ctx);
  registerMcpRoutes(app, ctx, { quotes, checkout, store: ctx.store });
  registerA2aRoutes(app, ctx, { quotes, checkout, store: ctx.store });
  registerDiscoveryRoutes(app, ctx);
  return app;
}
