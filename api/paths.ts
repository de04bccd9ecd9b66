// Every route path the HTTP edge serves, in one module: the routes register these, the OpenAPI description and the
// discovery documents name them (`openApiPath` turns `:param` into `{param}`), and the tests call them.
export const QUOTE_PATH = '/quote';
export const CHECKOUT_SESSIONS_PATH = '/agent/checkout-session';
export const CHECKOUT_SESSION_PATH = '/agent/checkout-session/:session_id';
export const TRACK_PATH = '/track/:tracking_number';
export const FREIGHT_PATH = '/freight/:id';
export const PRICE_INDEX_PATH = '/price-index';
export const PRICE_INDEX_CHART_PATH = '/price-index/chart.svg';
export const STATUS_PATH = '/status';
export const TOKEN_PATH = '/oauth/token';
export const OAUTH_METADATA_PATH = '/.well-known/oauth-authorization-server';
export const MCP_PATH = '/mcp';
export const A2A_PATH = '/a2a';
export const OPENAPI_PATH = '/openapi.json';
export const DOCS_PATH = '/docs';

// The human side: the calculator, the embedded TEST MODE checkout and the payment webhooks.
export const CALCULATOR_PATH = '/calculator';
export const CALCULATOR_SWITCH_PATH = '/calculator/switch';
export const CALCULATOR_PACKAGE_PATH = '/calculator/package';
export const CALCULATOR_START_PATH = '/calculator/start';
export const CALCULATOR_CHECKOUT_PATH = '/calculator/checkout';
export const CALCULATOR_LABEL_PATH = '/calculator/label.pdf';
export const TEST_PAYMENTS_CHECKOUT_PATH = '/test-payments/checkout/:order_id';
export const TEST_PAYMENTS_WEBHOOK_PATH = '/webhooks/test-payments';
export const STRIPE_WEBHOOK_PATH = '/webhooks/stripe';

/** The OpenAPI form of a route path: `/track/:tracking_number` → `/track/{tracking_number}`. */
export const openApiPath = (route: string): string => route.replace(/:([A-Za-z_]+)/g, '{$1}');

/** A route path with its parameters filled in (URL-encoded). */
export function pathTo(route: string, params: Record<string, string>): string {
  return route.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
