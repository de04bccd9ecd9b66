// The x-request-id header on hot-path answers without leaving srvx's fast path. onResponse (api/app.ts) stamps
// every answer, but reading `response.headers` on a FastResponse builds a web Headers object from its plain init
// headers, which the Node adapter then iterates: measurable per quote. A route that builds its answer here puts
// the id into the plain headers itself, and onResponse leaves that answer alone.
import type { H3Event } from 'h3';
import { FastResponse } from 'srvx';

const stamped = new WeakSet<Response>();

/** A body with its content type, cache policy and the request's id, already stamped. */
export function stampedResponse(event: H3Event, body: string, contentType: string, cacheControl: string): Response {
  const response = new FastResponse(body, { headers: { 'content-type': contentType, 'cache-control': cacheControl, 'x-request-id': event.context.requestId ?? '' } });
  stamped.add(response);
  return response;
}

export function isStamped(response: Response): boolean {
  return stamped.has(response);
}
