// Serving a public, static document (discovery JSON, SKILL.md, the API description): GET and HEAD, the right content
// type, `Cache-Control: public, max-age=3600`, a strong ETag (a hash of the exact bytes) so `If-None-Match` gets a
// bodiless 304, and CORS open for reading (browser-based agents fetch these). No identity is resolved here, so no
// bucket is ever spent: discovery documents are exempt from every limit (SPEC "Limits" 3).
import { createHash } from 'node:crypto';
import type { H3, H3Event } from 'h3';
import { toResponse } from 'h3';

export const DOCUMENT_CACHE_CONTROL = 'public, max-age=3600';

export interface StaticDocument {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  /** Defaults to DOCUMENT_CACHE_CONTROL. */
  cacheControl?: string;
  /** Extra response headers (e.g. a CSP for HTML). */
  headers?: Record<string, string>;
}

interface PreparedDocument {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
}

/** A strong validator: base64url SHA-256 of the exact bytes served. */
export function strongEtag(bytes: Uint8Array | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

export function jsonDocument(value: unknown, contentType = 'application/json'): StaticDocument {
  return { body: JSON.stringify(value, null, 2), contentType };
}

function prepare(doc: StaticDocument): PreparedDocument {
  const bytes = typeof doc.body === 'string' ? new TextEncoder().encode(doc.body) : doc.body;
  const etag = strongEtag(bytes);
  return {
    bytes,
    etag,
    headers: {
      'content-type': doc.contentType,
      'cache-control': doc.cacheControl ?? DOCUMENT_CACHE_CONTROL,
      etag,
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'ETag',
      'x-content-type-options': 'nosniff',
      ...doc.headers,
    },
  };
}

/**
 * RFC 9110 §13.1.2: `If-None-Match` uses the weak comparison, so `W/"x"` matches `"x"`; `*` matches any current
 * representation.
 */
export function ifNoneMatchHits(header: string | null, etag: string): boolean {
  if (!header) return false;
  const wanted = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === wanted);
}

function respond(event: H3Event, doc: PreparedDocument): Response {
  if (ifNoneMatchHits(event.req.headers.get('if-none-match'), doc.etag)) {
    // A 304 carries the validator and caching headers but no body and no content headers (RFC 9110 §15.4.5).
    const { 'content-type': _type, ...headers } = doc.headers;
    return new Response(null, { status: 304, headers });
  }
  const headers = { ...doc.headers, 'content-length': String(doc.bytes.byteLength) };
  // h3 answers HEAD with the GET route; send the same headers and no body.
  return new Response(event.req.method === 'HEAD' ? null : doc.bytes, { status: 200, headers });
}

/** The response for one document (prepared once by the caller). */
export function documentResponder(doc: StaticDocument): (event: H3Event) => Response {
  const prepared = prepare(doc);
  return (event) => respond(event, prepared);
}

/**
 * Serve a document at `path` (GET, and HEAD through h3's GET routing). `doc` may be a function: it is built on the
 * first request and kept, since everything in these documents is fixed for the life of the process.
 */
export function serveDocument(app: H3, path: string, doc: StaticDocument | (() => StaticDocument)): void {
  let prepared: PreparedDocument | undefined;
  app.get(path, (event) => {
    prepared ??= prepare(typeof doc === 'function' ? doc() : doc);
    return respond(event, prepared);
  });
}

/**
 * Conditional GET for documents whose routes other modules own (the OAuth metadata, the A2A agent card): the route
 * answers as it always did, and this adds the strong ETag, `If-None-Match` → 304, a content length for HEAD and
 * open CORS. Only successful answers are touched. h3 drops the body of a HEAD answer before middleware sees it, so a
 * HEAD asks the app for the GET representation to hash.
 */
export function registerConditionalDocuments(app: H3, paths: readonly string[]): void {
  // Scoped to each document's path, so every other request skips this (async) middleware entirely.
  const conditional = async (event: H3Event, next: () => unknown): Promise<unknown> => {
    let response: Response;
    if (event.req.method === 'GET') {
      const result = await next();
      response = result instanceof Response ? result : await toResponse(result, event);
    } else if (event.req.method === 'HEAD') {
      response = await app.request(event.url.pathname, { method: 'GET' });
    } else {
      return next();
    }
    if (response.status !== 200) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers: Record<string, string> = Object.fromEntries(response.headers);
    delete headers['content-length'];
    delete headers['x-request-id'];
    return respond(event, prepare({ body: bytes, contentType: headers['content-type'] ?? 'application/json', cacheControl: headers['cache-control'] ?? DOCUMENT_CACHE_CONTROL, headers }));
  };
  for (const path of paths) app.use(path, conditional);
}
