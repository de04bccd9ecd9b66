// DNS-rebinding protection for the agent endpoints (/mcp, /a2a): a browser page on another site that rebinds its
// name to this machine must not reach them. Host must be ours; an Origin, when sent, must be ours too (never "null").
import type { H3Event } from 'h3';
import { ProblemError } from '../problem.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function trustedHostnames(publicBaseUrl: string, extra: readonly string[] = []): Set<string> {
  const names = new Set(LOOPBACK);
  names.add(new URL(publicBaseUrl).hostname.toLowerCase());
  for (const name of extra) names.add(name.toLowerCase());
  return names;
}

function hostnameOf(hostHeader: string): string {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return '';
  }
}

export function assertTrustedHost(event: H3Event, trusted: Set<string>): void {
  const host = event.req.headers.get('host');
  if (host !== null && !trusted.has(hostnameOf(host))) {
    throw new ProblemError(403, 'invalid_request', `Host "${host}" is not served here (DNS-rebinding protection). Use this service's own address.`);
  }
  const origin = event.req.headers.get('origin');
  // `Origin: null` comes from sandboxed frames, file: pages and cross-origin redirects: never from a page of ours.
  if (origin === 'null') throw new ProblemError(403, 'invalid_request', 'Requests with an opaque origin ("null") are not accepted by this endpoint.');
  if (origin !== null) {
    let originHost = '';
    try {
      originHost = new URL(origin).hostname.toLowerCase();
    } catch {
      // unparseable origin: refused below
    }
    if (!trusted.has(originHost)) throw new ProblemError(403, 'invalid_request', `Requests from origin "${origin}" are not accepted by this endpoint.`);
  }
}
