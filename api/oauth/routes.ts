// POST /oauth/token (client_credentials) and GET /.well-known/oauth-authorization-server (RFC 8414).
//
// Token endpoint contract (RFC 6749 §4.4, errors §5.2): form body grant_type=client_credentials, optional
// scope=quote; the client authenticates by HTTP Basic (client_secret_basic) or body fields (client_secret_post),
// never both. Success: {access_token, token_type:"Bearer", expires_in:3600, scope:"quote"}. Errors are
// application/json with the RFC 6749 members (error, error_description) beside the RFC 9457 ones (type, title,
// status, detail) the rest of the API uses. Every answer is Cache-Control: no-store.
//
// The oauth-token bucket (20 per sliding hour) counts, per OAuth client, the tokens issued to it (the 21st gets
// 429 slow_down). Failed client authentications are capped per caller ADDRESS (whatever its User-Agent): each one
// is recorded in the `oauth-auth-failures` bucket of the address, and once the address has as many failures in the
// hour as the token bucket holds, every further failure is 429 slow_down with nothing written, and a legacy scrypt
// hash is not even checked. A secret check is an HMAC (microseconds), so a correct secret is still honoured from a
// capped address: a neighbour behind the same NAT cannot lock a real client out, nor exhaust its bucket by naming it.
import type { H3, H3Event } from 'h3';
import type { AppContext } from '../context.ts';
import { createAnonymousIdentityResolver } from '../identity.ts';
import { readLimitedText } from '../json-body.ts';
import { ProblemError } from '../problem.ts';
import { WINDOW_MS, bucketLimit } from '../limits.ts';
import { oauthClientKey } from './bearer.ts';
import type { ClientCredentials, TokenErrorCode } from './client-auth.ts';
import { checkGrant, credentialsInQuery, extractClientCredentials, parseTokenForm } from './client-auth.ts';
import { ACCESS_TOKEN_TTL_SECONDS, TOKEN_SCOPE, createClientSecretHasher, hashAccessToken, isLegacySecretHash, newAccessToken } from './secrets.ts';
import type { ClientSecretHasher } from './secrets.ts';

import { OAUTH_METADATA_PATH, TOKEN_PATH } from '../paths.ts';

export { TOKEN_PATH };
export const METADATA_PATH = OAUTH_METADATA_PATH;
const MAX_FORM_BYTES = 8 * 1024;
const BASIC_CHALLENGE = 'Basic realm="parcel-quote", charset="UTF-8"';

const TITLES: Record<TokenErrorCode, string> = {
  invalid_request: 'The token request is not valid',
  invalid_client: 'Client authentication failed',
  unsupported_grant_type: 'Unsupported grant type',
  invalid_scope: 'Invalid scope',
  slow_down: 'Too many token requests',
};

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

function tokenError(status: number, error: TokenErrorCode, description: string, headers: Record<string, string> = {}): Response {
  const body = {
    error,
    error_description: description,
    type: `/docs/problems#${error.replaceAll('_', '-')}`,
    title: TITLES[error],
    status,
    detail: description,
  };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...NO_STORE, ...headers } });
}

function invalidClient(description = 'Client authentication failed: unknown client, wrong secret, or a revoked client.'): Response {
  // RFC 9110 §15.5.2: a 401 carries a challenge; RFC 6749 §5.2: Basic is the scheme a client may use here.
  return tokenError(401, 'invalid_client', description, { 'www-authenticate': BASIC_CHALLENGE });
}

/** Limiter rows of failed client authentications, keyed by the caller's address. */
export const AUTH_FAILURE_BUCKET = 'oauth-auth-failures';
const SLOW_DOWN_FAILURES = 'Too many failed client authentications from this address in the last hour. Check the client id and secret; try again later.';
const SLOW_DOWN = 'This client has used its hourly allowance of token requests. A token lives one hour: reuse it, and request a new one only when it expires.';

export function authorizationServerMetadata(baseUrl: string): Record<string, unknown> {
  return {
    issuer: baseUrl,
    token_endpoint: `${baseUrl}${TOKEN_PATH}`,
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    scopes_supported: [TOKEN_SCOPE],
    // RFC 8414 lists this as required; there is no authorization endpoint, so no response type is supported.
    response_types_supported: [],
    // SPEC "Authentication" 10: how an agent gets credentials here.
    agent_auth: {
      registration_method: 'manual_email',
      identity_type: 'service',
      credential_type: 'client_secret',
      scopes_supported: [TOKEN_SCOPE],
      authorization_server: baseUrl,
      self_issued: true,
      bearer_methods_supported: ['header'],
      access_token_lifetime_seconds: ACCESS_TOKEN_TTL_SECONDS,
      credentials_required: false,
      purpose: 'Credentials are optional: they only give an agent with legitimate high traffic its own hourly quote bucket, at a size agreed at registration. They carry no user identity and no payment power.',
    },
  };
}

export function registerOAuthRoutes(app: H3, ctx: AppContext): void {
  // The token endpoint authenticates clients itself; a failed attempt is charged to the caller's anonymous
  // identity (never to ctx.identity, which would read the Basic header as a bad bearer).
  const anonymous = createAnonymousIdentityResolver({ trustProxy: ctx.config.trustProxy });
  const hasher = createClientSecretHasher(ctx.store);

  app.post(TOKEN_PATH, (event) => tokenRequest(event, ctx, anonymous, hasher));
  // Any other method: say what the endpoint takes instead of a bare 404.
  app.all(TOKEN_PATH, () => tokenError(405, 'invalid_request', 'The token endpoint takes POST with an application/x-www-form-urlencoded body (RFC 6749 §3.2).', { allow: 'POST' }));

  app.get(METADATA_PATH, (event) => {
    // Public and exempt from every limit: no identity is resolved here.
    event.res.headers.set('cache-control', 'public, max-age=3600');
    return authorizationServerMetadata(ctx.config.publicBaseUrl);
  });
}

async function tokenRequest(event: H3Event, ctx: AppContext, anonymous: ReturnType<typeof createAnonymousIdentityResolver>, hasher: ClientSecretHasher): Promise<Response> {
  if (credentialsInQuery(event.url.searchParams)) {
    return tokenError(400, 'invalid_request', 'Send the token request parameters in the form body, never in the URL (RFC 6749 §2.3.1, §3.2).');
  }
  const contentType = event.req.headers.get('content-type') ?? '';
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) {
    return tokenError(400, 'invalid_request', 'Send the token request as application/x-www-form-urlencoded (RFC 6749 §4.4.2).');
  }
  let text: string;
  try {
    text = await readLimitedText(event.req, MAX_FORM_BYTES);
  } catch (error) {
    if (error instanceof ProblemError) return tokenError(error.status === 413 ? 413 : 400, 'invalid_request', error.status === 413 ? `The form body may be at most ${MAX_FORM_BYTES} bytes.` : error.message, error.problemHeaders);
    throw error;
  }

  const form = parseTokenForm(text);
  if (!form.ok) return tokenError(400, form.error.error, form.error.description);
  const grantError = checkGrant(form.params, TOKEN_SCOPE);
  if (grantError) return tokenError(400, grantError.error, grantError.description);
  const auth = extractClientCredentials(event.req.headers.get('authorization'), form.params);
  if (!auth.ok) return auth.error.error === 'invalid_client' ? invalidClient(auth.error.description) : tokenError(400, auth.error.error, auth.error.description);

  const now = ctx.clock();
  const caller = await anonymous.resolve(event);
  const failureKey = caller.addressKey ?? caller.key;
  const failureCap = ctx.config.limits['oauth-token-bucket'];
  const capped = (await ctx.store.oauth.countSpends(AUTH_FAILURE_BUCKET, failureKey, now.getTime() - WINDOW_MS)) >= failureCap;

  const clientId = await authenticate(ctx, hasher, auth.credentials, { skipSlowChecks: capped });
  if (!clientId) {
    ctx.logger.info({ reqId: event.context.requestId, method: auth.credentials.method }, 'oauth client authentication failed');
    if (capped) return tokenError(429, 'slow_down', SLOW_DOWN_FAILURES);
    const allowed = await ctx.store.spend({ bucket: AUTH_FAILURE_BUCKET, clientKey: failureKey, limit: failureCap, windowMs: WINDOW_MS, atMs: now.getTime() });
    return allowed ? invalidClient() : tokenError(429, 'slow_down', SLOW_DOWN_FAILURES);
  }

  const identity = { key: oauthClientKey(clientId), kind: 'oauth_client' as const };
  const token = newAccessToken();
  const { allowed } = await ctx.store.commit({
    spend: { bucket: 'oauth-token-bucket', clientKey: identity.key, limit: bucketLimit(ctx.config.limits, 'oauth-token-bucket', identity), windowMs: WINDOW_MS, atMs: now.getTime() },
    writes: ctx.store.oauth.issueTokenStatements({
      token_hash: hashAccessToken(token),
      client_id: clientId,
      scope: TOKEN_SCOPE,
      issued_at_ms: now.getTime(),
      expires_at_ms: now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    }),
  });
  if (!allowed) return tokenError(429, 'slow_down', SLOW_DOWN);
  ctx.logger.info({ reqId: event.context.requestId, clientId, method: auth.credentials.method }, 'oauth token issued');
  const body = { access_token: token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: TOKEN_SCOPE };
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...NO_STORE } });
}

/**
 * The client id when the secret matches an active client; the same HMAC work is done for an unknown id. A legacy
 * scrypt hash is checked only while the caller's address is under its failure cap, and upgraded on success.
 */
async function authenticate(ctx: AppContext, hasher: ClientSecretHasher, credentials: ClientCredentials, options: { skipSlowChecks: boolean }): Promise<string | undefined> {
  const client = await ctx.store.oauth.getClient(credentials.clientId);
  if (!client || client.revoked_at !== null) return hasher.verifyAgainstDummy(credentials.clientSecret).then(() => undefined);
  if (options.skipSlowChecks && isLegacySecretHash(client.secret_hash)) return undefined;
  const check = await hasher.verify(credentials.clientSecret, client.secret_hash);
  if (!check.ok) return undefined;
  if (check.upgrade) await ctx.store.oauth.upgradeSecretHash(client.client_id, client.secret_hash, check.upgrade);
  return client.client_id;
}
