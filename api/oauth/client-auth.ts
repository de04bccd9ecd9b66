// Reading the token request: the form body and the client's credentials (RFC 6749 §2.3.1, §3.2, §4.4).
// Pure functions, so every rule is unit-tested.

export type TokenErrorCode = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope' | 'slow_down';

export interface TokenRequestError {
  error: TokenErrorCode;
  description: string;
}

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post';

export interface ClientCredentials {
  method: ClientAuthMethod;
  clientId: string;
  clientSecret: string;
}

const FORM_PARAMETERS = new Set(['grant_type', 'client_id', 'client_secret', 'scope']);
const MAX_CREDENTIAL_LENGTH = 512;

/**
 * Parse an application/x-www-form-urlencoded body. RFC 6749 §3.2: a parameter MUST NOT appear more than once,
 * parameters sent without a value are treated as omitted, and unrecognized parameters are ignored.
 */
export function parseTokenForm(body: string): { ok: true; params: Map<string, string> } | { ok: false; error: TokenRequestError } {
  const seen = new Set<string>();
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    if (seen.has(name)) return { ok: false, error: { error: 'invalid_request', description: `The parameter ${truncate(name)} appears more than once.` } };
    seen.add(name);
    if (value !== '' && FORM_PARAMETERS.has(name)) params.set(name, value);
  }
  return { ok: true, params };
}

/** Parameters of the token endpoint that must never travel in the URL (RFC 6749 §2.3.1, §3.2). */
export function credentialsInQuery(search: URLSearchParams): boolean {
  return [...FORM_PARAMETERS].some((name) => search.has(name));
}

/** The application/x-www-form-urlencoded decoding of one Basic credential half (RFC 6749 §2.3.1, Appendix B). */
export function formUrlDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Decode `Authorization: Basic …`: base64 of "<id>:<secret>", each half form-urlencoded by the client first
 * (so a ':' or '%' in a secret survives). Returns undefined when the header is not decodable.
 */
export function decodeBasicCredentials(header: string): { clientId: string; clientSecret: string } | undefined {
  const match = /^Basic[ \t]+(\S+)[ \t]*$/i.exec(header);
  if (!match || !BASE64.test(match[1]!) || match[1]!.length % 4 === 1) return undefined;
  let decoded: string;
  try {
    decoded = utf8.decode(Buffer.from(match[1]!, 'base64'));
  } catch {
    return undefined;
  }
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  const clientId = formUrlDecode(decoded.slice(0, colon));
  const clientSecret = formUrlDecode(decoded.slice(colon + 1));
  if (clientId === undefined || clientSecret === undefined) return undefined;
  return { clientId, clientSecret };
}

/**
 * Who is asking: exactly one client authentication method. RFC 6749 §2.3: a client MUST NOT use more than one
 * method in a request, so Basic together with a client_secret in the body is refused. A body client_id beside
 * Basic is tolerated only when it names the same client (some libraries always send it).
 */
export function extractClientCredentials(authorization: string | null, params: Map<string, string>): { ok: true; credentials: ClientCredentials } | { ok: false; error: TokenRequestError } {
  const bodyId = params.get('client_id');
  const bodySecret = params.get('client_secret');
  if (authorization !== null) {
    if (!/^Basic(?:[ \t]|$)/i.test(authorization)) {
      return { ok: false, error: { error: 'invalid_client', description: 'Authenticate with HTTP Basic (client_secret_basic) or with client_id and client_secret in the body (client_secret_post).' } };
    }
    if (bodySecret !== undefined) {
      return { ok: false, error: { error: 'invalid_request', description: 'Use one client authentication method: HTTP Basic or client_secret in the body, never both.' } };
    }
    const basic = decodeBasicCredentials(authorization);
    if (!basic || basic.clientId === '' || basic.clientSecret === '') {
      return { ok: false, error: { error: 'invalid_client', description: 'The Basic credentials cannot be read: send base64("<client_id>:<client_secret>"), each form-urlencoded first (RFC 6749 §2.3.1).' } };
    }
    if (bodyId !== undefined && bodyId !== basic.clientId) {
      return { ok: false, error: { error: 'invalid_request', description: 'client_id in the body names a different client than the Basic credentials.' } };
    }
    if (basic.clientId.length > MAX_CREDENTIAL_LENGTH || basic.clientSecret.length > MAX_CREDENTIAL_LENGTH) {
      return { ok: false, error: { error: 'invalid_client', description: 'Client authentication failed.' } };
    }
    return { ok: true, credentials: { method: 'client_secret_basic', ...basic } };
  }
  if (bodyId === undefined && bodySecret === undefined) {
    return { ok: false, error: { error: 'invalid_client', description: 'No client authentication: use HTTP Basic (client_secret_basic) or client_id and client_secret in the body (client_secret_post).' } };
  }
  if (bodyId === undefined || bodySecret === undefined) {
    return { ok: false, error: { error: 'invalid_request', description: `client_secret_post needs both client_id and client_secret; ${bodyId === undefined ? 'client_id' : 'client_secret'} is missing.` } };
  }
  if (bodyId.length > MAX_CREDENTIAL_LENGTH || bodySecret.length > MAX_CREDENTIAL_LENGTH) {
    return { ok: false, error: { error: 'invalid_client', description: 'Client authentication failed.' } };
  }
  return { ok: true, credentials: { method: 'client_secret_post', clientId: bodyId, clientSecret: bodySecret } };
}

/** grant_type and scope (RFC 6749 §4.4.2): client_credentials only; scope, when sent, may only ask for "quote". */
export function checkGrant(params: Map<string, string>, supportedScope: string): TokenRequestError | undefined {
  const grantType = params.get('grant_type');
  if (grantType === undefined) return { error: 'invalid_request', description: 'grant_type is missing; send grant_type=client_credentials.' };
  if (grantType !== 'client_credentials') return { error: 'unsupported_grant_type', description: `Only grant_type=client_credentials is supported (got ${truncate(grantType)}).` };
  const scope = params.get('scope');
  if (scope !== undefined) {
    const asked = scope.split(' ');
    if (asked.some((s) => s !== supportedScope)) return { error: 'invalid_scope', description: `The only scope is "${supportedScope}".` };
  }
  return undefined;
}

function truncate(value: string): string {
  const safe = value.replace(/[^\x20-\x7e]/g, '?');
  return JSON.stringify(safe.length > 40 ? `${safe.slice(0, 40)}…` : safe);
}
