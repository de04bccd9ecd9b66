// GET /docs: the API reference as one server-rendered HTML page, built from the same OpenAPI document as
// /openapi.json (so it never drifts from it): every operation with its parameters, request body, answers and
// examples, then every schema with its fields. No script, no dependency, no web font: a few tens of kB, built once
// per process and served precompressed (brotli or gzip by Accept-Encoding), with a strict CSP.
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { H3, H3Event } from 'h3';
import { escapeHtml } from '../html.ts';
import type { TokenErrorCode } from '../oauth/client-auth.ts';
import type { ProblemCode } from '../problem.ts';
import { DOCUMENT_CACHE_CONTROL, ifNoneMatchHits, serveDocument, strongEtag } from '../discovery/document.ts';
import { DOCS_PATH, OPENAPI_PATH } from '../discovery/paths.ts';

type Json = Record<string, unknown>;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
const anchor = (text: string): string => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '');

/** Markdown-ish text from descriptions: `code` and **bold** only, everything else escaped. */
function prose(text: unknown): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

/** A schema in one line: a link for a $ref, the type, its bounds and enum values. */
function schemaSummary(schema: unknown): string {
  if (!isObject(schema)) return '';
  if (typeof schema.$ref === 'string') {
    const name = refName(schema.$ref);
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) return branches.map(schemaSummary).filter(Boolean).join(key === 'allOf' ? ' with ' : ' or ');
  }
  // A refinement inside allOf (a problem whose `error` is one of some codes): name the narrowed fields.
  if (schema.type === undefined && isObject(schema.properties)) {
    return Object.entries(schema.properties)
      .map(([name, field]) => `<code>${escapeHtml(name)}</code> ${schemaSummary(field)}`)
      .join(', ');
  }
  if ('const' in schema) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  const kind = schema.type === 'array' ? `array of ${schemaSummary(schema.items) || 'values'}` : escapeHtml(Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any'));
  const bounds = [
    schema.minLength !== undefined ? `≥ ${String(schema.minLength)} chars` : '',
    schema.maxLength !== undefined ? `≤ ${String(schema.maxLength)} chars` : '',
    schema.minimum !== undefined ? `≥ ${String(schema.minimum)}` : '',
    schema.exclusiveMinimum !== undefined ? `> ${String(schema.exclusiveMinimum)}` : '',
    schema.maximum !== undefined ? `≤ ${String(schema.maximum)}` : '',
    typeof schema.pattern === 'string' ? `pattern <code>${escapeHtml(schema.pattern)}</code>` : '',
    typeof schema.format === 'string' ? escapeHtml(schema.format) : '',
  ].filter(Boolean);
  return `${kind}${bounds.length ? ` (${bounds.join(', ')})` : ''}`;
}

function fieldsTable(schema: Json): string {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows = Object.entries(properties).map(([name, field]) => {
    const description = isObject(field) ? field.description : undefined;
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' <small>required</small>' : ''}</td><td>${schemaSummary(field)}</td><td>${prose(description ?? '')}</td></tr>`;
  });
  return rows.length ? `<table><thead><tr><th>field</th><th>type</th><th>meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : '';
}

function example(media: Json): string {
  const value = media.example ?? (isObject(media.examples) ? Object.values(media.examples).map((entry) => (isObject(entry) ? entry.value : undefined))[0] : undefined);
  if (value === undefined) return '';
  return `<details><summary>example</summary><pre>${escapeHtml(typeof value === 'string' ? value : JSON.stringify(value, null, 2))}</pre></details>`;
}

function contentList(content: unknown): string {
  if (!isObject(content)) return '';
  return Object.entries(content)
    .map(([mediaType, media]) => (isObject(media) ? `<li><code>${escapeHtml(mediaType)}</code>: ${schemaSummary(media.schema)}${example(media)}</li>` : ''))
    .join('');
}

function resolve(document: Json, value: unknown): Json {
  if (!isObject(value) || typeof value.$ref !== 'string') return isObject(value) ? value : {};
  let node: unknown = document;
  for (const part of value.$ref.replace(/^#\//, '').split('/')) node = isObject(node) ? node[part] : undefined;
  return isObject(node) ? node : {};
}

function operationSection(document: Json, method: string, path: string, operation: Json, shared: unknown[]): string {
  const id = typeof operation.operationId === 'string' ? operation.operationId : `${method}-${path}`;
  const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].map((parameter) => resolve(document, parameter));
  const parameterRows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code> <small>${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''}</small></td><td>${schemaSummary(parameter.schema)}</td><td>${prose(parameter.description ?? '')}</td></tr>`,
  );
  const body = isObject(operation.requestBody) ? `<h4>Request body</h4><ul>${contentList(operation.requestBody.content)}</ul>` : '';
  const responses = isObject(operation.responses)
    ? Object.entries(operation.responses)
        .map(([status, answer]) => {
          const resolved = resolve(document, answer);
          const list = contentList(resolved.content);
          return `<li><strong>${escapeHtml(status)}</strong> ${prose(resolved.description ?? '')}${list ? `<ul>${list}</ul>` : ''}</li>`;
        })
        .join('')
    : '';
  return `<section id="op-${anchor(id)}">
<h3><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code> ${escapeHtml(operation.summary ?? '')}</h3>
<p>${prose(operation.description ?? '')}</p>
${parameterRows.length ? `<h4>Parameters</h4><table><thead><tr><th>name</th><th>type</th><th>meaning</th></tr></thead><tbody>${parameterRows.join('')}</tbody></table>` : ''}
${body}
<h4>Answers</h4><ul>${responses}</ul>
</section>`;
}

/** The reference page for an OpenAPI 3.1 document. */
export function docsPage(document: Json): string {
  const info = isObject(document.info) ? document.info : {};
  const tags = (Array.isArray(document.tags) ? document.tags : []).filter(isObject);
  const byTag = new Map<string, string[]>(tags.map((tag) => [String(tag.name), []]));
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : 'Other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationSection(document, method, path, operation, shared));
    }
  }
  const tagDescription = (name: string): string => prose(tags.find((tag) => tag.name === name)?.description ?? '');
  const schemas = isObject(document.components) && isObject(document.components.schemas) ? document.components.schemas : {};
  const schemaSections = Object.entries(schemas)
    .map(([name, schema]) => (isObject(schema) ? `<section id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3><p>${prose(schema.description ?? '')}${fieldsTable(schema) ? '' : ` ${schemaSummary(schema)}`}</p>${fieldsTable(schema)}</section>` : ''))
    .join('\n');
  const toc = [...byTag.keys()].map((tag) => `<li><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a></li>`).join('');
  const introduction = String(info.description ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (line.startsWith('- ') ? `<li>${prose(line.slice(2))}</li>` : `<p>${prose(line)}</p>`))
    .join('\n')
    .replace(/(<li>[\s\S]*<\/li>)/, '<ul>$1</ul>');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title ?? 'API')} · API reference</title>
<meta name="description" content="Reference of the ${escapeHtml(info.title ?? '')} HTTP API, rendered from ${OPENAPI_PATH}.">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1b1b1b}
h2{border-bottom:1px solid #ccc;margin-top:2.5rem}h3{font-size:1.05rem;margin-bottom:.25rem;overflow-wrap:anywhere}h4{margin:.75rem 0 .25rem;font-size:.95rem}
section{margin-bottom:1.5rem}section:target{background:#fff6d6}
.method{display:inline-block;min-width:3.5rem;font:700 .8rem/1.6 ui-monospace,monospace;background:#0b57d0;color:#fff;border-radius:3px;text-align:center}
table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}th,td{text-align:left;vertical-align:top;padding:.25rem .5rem;border-bottom:1px solid #e3e3e3}
code,pre{font-family:ui-monospace,monospace;font-size:.88em}pre{background:#f5f5f5;padding:.5rem;overflow-x:auto}small{color:#555}
a{color:#0b57d0}
</style>
</head>
<body>
<header>
<h1>${escapeHtml(info.title ?? 'API')} <small>${escapeHtml(info.version ?? '')}</small></h1>
<p>${prose(info.summary ?? '')} Machine-readable: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a> (OpenAPI ${escapeHtml(document.openapi ?? '')}). Error codes: <a href="${PROBLEMS_PATH}">${PROBLEMS_PATH}</a>.</p>
<nav aria-label="Contents"><ul>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>
</header>
<main>
${introduction}
${[...byTag.entries()].map(([tag, sections]) => `<h2 id="tag-${anchor(tag)}">${escapeHtml(tag)}</h2><p>${tagDescription(tag)}</p>\n${sections.join('\n')}`).join('\n')}
<h2 id="schemas">Schemas</h2>
${schemaSections}
</main>
</body>
</html>
`;
}

/** A page and its compressed forms, made once. */
export interface CompressedPage {
  identity: Uint8Array;
  br: Uint8Array;
  gzip: Uint8Array;
}

export function compressPage(html: string): CompressedPage {
  const identity = new TextEncoder().encode(html);
  return {
    identity,
    br: new Uint8Array(brotliCompressSync(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } })),
    gzip: new Uint8Array(gzipSync(identity, { level: 9 })),
  };
}

/** br, then gzip, then none: the first coding the client accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | null): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = item.trim().split(';');
    if (!coding) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(coding, q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string): number => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
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

/** Everything the page needs is inline styles; it runs no script and loads nothing. */
const DOCS_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function registerDocsRoutes(app: H3, openApiDocument: () => Json): void {
  let built: (CompressedPage & { etags: Record<'br' | 'gzip' | 'identity', string> }) | undefined;
  const page = () => {
    if (built) return built;
    const compressed = compressPage(docsPage(openApiDocument()));
    // One strong ETag per coding: they are different bytes (RFC 9110 §8.8.3).
    built = { ...compressed, etags: { identity: strongEtag(compressed.identity), br: strongEtag(compressed.br), gzip: strongEtag(compressed.gzip) } };
    return built;
  };
  const serve = (event: H3Event, head: boolean): Response => {
    const docs = page();
    const coding = chooseEncoding(event.req.headers.get('accept-encoding'));
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': DOCUMENT_CACHE_CONTROL,
      etag: docs.etags[coding],
      vary: 'Accept-Encoding',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'ETag',
      'x-content-type-options': 'nosniff',
      'content-security-policy': DOCS_CSP,
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      ...(coding === 'identity' ? {} : { 'content-encoding': coding }),
    };
    if (ifNoneMatchHits(event.req.headers.get('if-none-match'), docs.etags[coding])) return new Response(null, { status: 304, headers });
    const bytes = docs[coding];
    return new Response(head ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers: { ...headers, 'content-length': String(bytes.byteLength) } });
  };
  // h3 answers HEAD with the GET route.
  app.get(DOCS_PATH, (event) => serve(event, event.req.method === 'HEAD'));
  serveDocument(app, PROBLEMS_PATH, {
    body: problemsPage(),
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'", 'x-frame-options': 'DENY' },
  });
}
