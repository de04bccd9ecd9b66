// GET /docs: an interactive API reference rendered from /openapi.json by Scalar (@scalar/api-reference). Its browser
// bundle is served from node_modules at a versioned path, so the page works offline: no CDN, no web fonts, no
// telemetry, no AI agent, and a CSP that lets the page reach only this server.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { H3 } from 'h3';
import { escapeHtml } from '../html.ts';
import type { TokenErrorCode } from '../oauth/client-auth.ts';
import type { ProblemCode } from '../problem.ts';
import { serveDocument } from '../discovery/document.ts';
import { DOCS_PATH, OPENAPI_PATH } from '../discovery/paths.ts';

const require = createRequire(import.meta.url);

export interface ScalarBundle {
  version: string;
  /** Absolute path of dist/browser/standalone.js. */
  file: string;
  /** Where /docs loads it from. */
  urlPath: string;
}

/** Locate the installed @scalar/api-reference and its standalone browser bundle. */
export function scalarBundle(): ScalarBundle {
  // The package's exports name no package.json; its main entry is dist/index.js.
  const dist = path.dirname(require.resolve('@scalar/api-reference'));
  const { version } = JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')) as { version: string };
  return { version, file: path.join(dist, 'browser', 'standalone.js'), urlPath: `${DOCS_PATH}/scalar/${version}/standalone.js` };
}

/** Everything on the page comes from this server; Scalar injects its styles inline and previews responses as blobs. */
function contentSecurityPolicy(publicBaseUrl: string): string {
  const api = new URL(publicBaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${api}`,
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function docsPage(bundle: ScalarBundle): string {
  // Scalar's standalone bundle mounts on #api-reference and reads data-url / data-configuration: no inline script.
  const configuration = {
    url: OPENAPI_PATH,
    withDefaultFonts: false,
    telemetry: false,
    agent: { disabled: true },
    mcp: { disabled: true },
    showDeveloperTools: 'never',
    hideClientButton: false,
    documentDownloadType: 'json',
    defaultOpenAllTags: false,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parcel Quote Service · API reference</title>
<meta name="description" content="Interactive reference of the Parcel Quote Service HTTP API, rendered from /openapi.json.">
</head>
<body>
<noscript><p>This reference needs JavaScript. The machine-readable description is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript>
<script id="api-reference" data-url="${OPENAPI_PATH}" data-configuration="${escapeHtml(JSON.stringify(configuration))}"></script>
<script src="${escapeHtml(bundle.urlPath)}"></script>
</body>
</html>
`;
}

/** Where every problem `type` points (`/docs/problems#<code-with-hyphens>`, RFC 9457 §3.1.1). */
export const PROBLEMS_PATH = `${DOCS_PATH}/problems`;

/** What each `error` code means and what to do about it. Exhaustive: a new code does not compile without a line here. */
const PROBLEM_HELP: Record<ProblemCode | TokenErrorCode, [status: string, help: string]> = {
  invalid_request: ['400, 403, 409, 422', 'The request cannot be used as sent. `errors` names each invalid field; fix them and send again. Nothing was spent.'],
  not_found: ['404', 'Nothing at this address (or no price-index snapshot for that month: see `available_months`).'],
  method_not_allowed: ['405', 'The address exists but does not take this method; `Allow` names the ones it takes.'],
  rate_limited: ['429', "This client's hourly allowance in `bucket` is used up. Wait and retry later, not immediately; cache answers. No Retry-After is sent. See /.well-known/rate-limits.json."],
  invalid_token: ['401', 'The bearer token is expired, revoked or unknown. Get a new one from POST /oauth/token, or send no Authorization header to be served anonymously.'],
  slow_down: ['429', 'Too many token requests: a token lives one hour, so reuse it and ask for a new one only when it expires.'],
  session_not_found: ['404', 'No live checkout session with this id. Sessions answer for 30 days.'],
  tracking_not_found: ['404', 'No label with this tracking number was bought through this service.'],
  quote_not_found: ['404', 'The quote_id is unknown or expired (24 hours). Send the shipment to price it again.'],
  unprocessable_shipment: ['422', 'The shipment cannot be checked out: freight (a person prices it at `freight.form_url`), a destination a person reviews (`review.id`), or no carrier service fits.'],
  unsupported_media_type: ['415', 'Send the body as application/json.'],
  payload_too_large: ['413', 'The body is larger than the endpoint accepts.'],
  service_unavailable: ['503', 'A dependency is down and nothing was made. Retry in a minute; a `quote_id` in the answer can be reused for free.'],
  rating_unavailable: ['502, 504', 'The live rating provider named in `provider` (EasyPost) answered with an error (502) or not within its deadline (504). Nothing was stored and nothing was spent from the quote bucket: try again in a minute.'],
  internal_error: ['500', 'Something failed on our side and was logged. Try again later; quote X-Request-Id to support.'],
  invalid_client: ['401', 'Client authentication failed: unknown client, wrong secret or a revoked client (POST /oauth/token).'],
  unsupported_grant_type: ['400', 'POST /oauth/token takes grant_type=client_credentials only.'],
  invalid_scope: ['400', 'The only scope is `quote`.'],
};

export function problemsPage(): string {
  const rows = Object.entries(PROBLEM_HELP)
    .map(([code, [status, help]]) => `<section id="${code.replaceAll('_', '-')}"><h2><code>${escapeHtml(code)}</code> <small>(${escapeHtml(status)})</small></h2><p>${escapeHtml(help)}</p></section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parcel Quote Service · Problem types</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:46rem;padding:1rem;color:#1b1b1b}h2{font-size:1.1rem;margin-bottom:.2rem}small{font-weight:400;color:#555}section:target{background:#fff6d6}</style>
</head>
<body>
<main>
<h1>Problem types</h1>
<p>Every error answer is RFC 9457 <code>application/problem+json</code> (OAuth token errors: RFC 6749 JSON) whose <code>type</code> points here and whose <code>error</code> holds the code below. The full API reference is at <a href="${DOCS_PATH}">${DOCS_PATH}</a>.</p>
${rows}
</main>
</body>
</html>
`;
}

export function registerDocsRoutes(app: H3, publicBaseUrl: string, bundle: ScalarBundle = scalarBundle()): void {
  serveDocument(app, DOCS_PATH, {
    body: docsPage(bundle),
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': contentSecurityPolicy(publicBaseUrl), 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' },
  });
  serveDocument(app, PROBLEMS_PATH, {
    body: problemsPage(),
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'", 'x-frame-options': 'DENY' },
  });
  // Read on first use (4 MB): a process that never serves /docs never loads it.
  serveDocument(app, bundle.urlPath, () => ({
    body: new Uint8Array(readFileSync(bundle.file)),
    contentType: 'text/javascript; charset=utf-8',
    cacheControl: 'public, max-age=31536000, immutable',
  }));
}
