// The bearer identity resolver. SPEC "Authentication" 5-7: a bearer goes in the Authorization header only; a valid
// one makes the OAuth client the limit identity (with its registered quote bucket); an expired, revoked or unknown
// one is a 401 invalid_token and is never downgraded to anonymous. Only a request with NO Authorization header is
// handed to the fallback (anonymous) resolver. Every route that resolves identity through ctx.identity gets this.
import type { H3Event } from 'h3';
import type { Store } from '../../store/index.ts';
import type { ClientIdentity, IdentityResolver } from '../identity.ts';
import { ProblemError } from '../problem.ts';
import { TOKEN_SCOPE, hashAccessToken } from './secrets.ts';

/** Limit identity of an OAuth client: never collides with `anon:` keys. */
export function oauthClientKey(clientId: string): string {
  return `oauth:${clientId}`;
}

// RFC 6750 §2.1: b64token = 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="
const BEARER = /^Bearer[ \t]+([A-Za-z0-9\-._~+/]+=*)[ \t]*$/i;
const MAX_TOKEN_LENGTH = 512;

export type BearerParse = { kind: 'token'; token: string } | { kind: 'malformed'; reason: string };

/** Read an Authorization header value that is present. */
export function parseBearerHeader(header: string): BearerParse {
  if (!/^Bearer(?:[ \t]|$)/i.test(header)) return { kind: 'malformed', reason: 'Only "Authorization: Bearer <access_token>" is accepted here. Send no Authorization header to use the API anonymously.' };
  const match = BEARER.exec(header);
  if (!match || match[1]!.length > MAX_TOKEN_LENGTH) return { kind: 'malformed', reason: 'The Authorization header does not hold one bearer token: send "Authorization: Bearer <access_token>".' };
  return { kind: 'token', token: match[1]! };
}

function invalidToken(detail: string): ProblemError {
  return new ProblemError(401, 'invalid_token', detail, { headers: { 'www-authenticate': 'Bearer error="invalid_token"' } });
}

function invalidBearerRequest(detail: string): ProblemError {
  return new ProblemError(400, 'invalid_request', detail, { headers: { 'www-authenticate': 'Bearer error="invalid_request"' } });
}

export interface BearerResolverOptions {
  store: Store;
  clock: () => Date;
  /** Used only when the request carries no Authorization header at all. */
  fallback: IdentityResolver;
}

export function createBearerIdentityResolver(options: BearerResolverOptions): IdentityResolver {
  const { store, clock, fallback } = options;
  return {
    async resolve(event: H3Event): Promise<ClientIdentity> {
      // RFC 6750 §2.3 (URI query parameter) is not supported: a token in a URL ends up in logs and histories.
      // Refuse it loudly rather than ignore it and quietly answer as anonymous.
      if (event.url.search.length > 1 && event.url.searchParams.has('access_token')) {
        throw invalidBearerRequest('Access tokens are accepted in the Authorization header only ("Authorization: Bearer <access_token>"), never in the URL.');
      }
      const header = event.req.headers.get('authorization');
      if (header === null) return fallback.resolve(event);
      const parsed = parseBearerHeader(header);
      if (parsed.kind === 'malformed') throw invalidBearerRequest(parsed.reason);
      const grant = await store.oauth.findToken(hashAccessToken(parsed.token));
      if (!grant || grant.scope.split(' ').every((s) => s !== TOKEN_SCOPE)) {
        throw invalidToken('The access token is not known or was revoked. Request a new one at /oauth/token; requests with a bearer are never served anonymously.');
      }
      if (clock().getTime() >= grant.expires_at_ms) {
        throw invalidToken('The access token has expired (tokens live one hour). Request a new one at /oauth/token.');
      }
      return { key: oauthClientKey(grant.client_id), kind: 'oauth_client', quoteLimit: grant.quote_limit };
    },
  };
}
