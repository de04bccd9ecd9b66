// OAuth 2.0 client credentials end to end over real HTTP: discovery, the grant done by a real client library
// (oauth4webapi) with both auth methods, RFC 6749 errors, the token bucket, bearer identities on POST /quote,
// expiry on an injected clock, revocation mid-hour, and the operator commands.
import { readFileSync, existsSync } from 'node:fs';
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKey } from '../../api/identity.ts';
import { AUTH_FAILURE_BUCKET } from '../../api/oauth/routes.ts';
import { createClientSecretHasher, hashAccessToken, hashClientSecretScrypt, newClientId, newClientSecret } from '../../api/oauth/secrets.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import type { AppConfig } from '../../config/index.ts';
import { runOps } from '../../scripts/ops.ts';
import { openStore, SqliteDatabase } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';
import { freePort } from './ports.ts';

const HOUR_MS = 3_600_000;
/** The injected clock every part of the API reads (token expiry, limiter windows). Only ever moves forward. */
let nowMs = Date.now();
const advance = (ms: number): void => {
  nowMs += ms;
};

let data: ReturnType<typeof tempDir>;
let config: AppConfig;
let store: Store;
let api: RunningApi;
let logs: string[];
let as: oauth.AuthorizationServer;
const savedEnv = { DATA_DIR: process.env.DATA_DIR, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL };
const insecure = { [oauth.allowInsecureRequests]: true };

beforeAll(async () => {
  data = tempDir('pqs-oauth-');
  // A fixed port so the configured public base URL (the issuer) is the address the tests really use.
  const port = await freePort();
  config = testConfig(data.dir, { PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
  store = await openStore({ file: config.databaseFile });
  const captured = capturedLogger();
  logs = captured.lines;
  api = await startApiServer(config, captured.logger, {
    store,
    clock: () => new Date(nowMs),
    extendApp(app, ctx) {
      // Any route that resolves identity through ctx.identity (quote, checkout-session pricing, status lookups…).
      app.get('/test/whoami', (event) => ctx.identity.resolve(event));
    },
  });
  // The operator commands read the same environment as the service, as `npm run ops` does.
  process.env.DATA_DIR = data.dir;
  process.env.PUBLIC_BASE_URL = config.publicBaseUrl;
  as = await oauth.processDiscoveryResponse(new URL(api.url), await oauth.discoveryRequest(new URL(api.url), { ...insecure, algorithm: 'oauth2' }));
});

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await api?.close();
  await store?.close();
  data?.remove();
});

async function ops(...argv: string[]): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  const code = await runOps(argv, (line) => lines.push(line));
  return { code, out: lines.join('\n') };
}

/** Register a client the way an operator does, and read id and secret from the command's output. */
async function createClient(quoteLimit = 200, name = 'Test agent'): Promise<{ clientId: string; secret: string }> {
  const { code, out } = await ops('clients', 'create', '--name', name, '--contact', 'dev@agent.example', '--quote-limit', String(quoteLimit), '--json');
  expect(code).toBe(0);
  const parsed = JSON.parse(out) as { client_id: string; client_secret: string };
  return { clientId: parsed.client_id, secret: parsed.client_secret };
}

async function grant(clientId: string, auth: oauth.ClientAuth): Promise<oauth.TokenEndpointResponse> {
  const client: oauth.Client = { client_id: clientId };
  const response = await oauth.clientCredentialsGrantRequest(as, client, auth, new URLSearchParams({ scope: 'quote' }), insecure);
  return oauth.processClientCredentialsResponse(as, client, response);
}

async function tokenFor(clientId: string, secret: string): Promise<string> {
  return (await grant(clientId, oauth.ClientSecretBasic(secret))).access_token;
}

let agentCounter = 0;
const newAgent = (): string => `oauth-test-agent/${++agentCounter}-${Math.random().toString(36).slice(2)}`;

async function rawToken(body: string, headers: Record<string, string> = {}, query = ''): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${api.url}/oauth/token${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': headers['user-agent'] ?? newAgent(), ...headers },
    body,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 10, weight_kg: 2 };

async function postQuote(options: { token?: string; authorization?: string; agent?: string; query?: string } = {}): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'user-agent': options.agent ?? newAgent() };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  if (options.authorization !== undefined) headers.authorization = options.authorization;
  const response = await fetch(`${api.url}/quote${options.query ?? ''}`, { method: 'POST', headers, body: JSON.stringify(MANUAL) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

function expectInvalidToken(answer: { status: number; headers: Headers; body: Record<string, unknown> }): void {
  expect(answer.status).toBe(401);
  expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  expect(answer.headers.get('content-type')).toBe('application/problem+json');
  expect(answer.body).toMatchObject({ status: 401, error: 'invalid_token' });
}

async function spends(bucket: string, clientKey: string): Promise<number> {
  return store.oauth.countSpends(bucket, clientKey, 0);
}

async function quoteSpends(): Promise<number> {
  const db = await SqliteDatabase.open(config.databaseFile);
  try {
    return (await db.get<{ n: number }>("SELECT COUNT(*) AS n FROM limiter_events WHERE bucket = 'quote-bucket'"))!.n;
  } finally {
    await db.close();
  }
}

describe('GET /.well-known/oauth-authorization-server', () => {
  it('publishes RFC 8414 metadata and the agent-auth metadata, public and cacheable for an hour', async () => {
    const response = await fetch(`${api.url}/.well-known/oauth-authorization-server`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      issuer: api.url,
      token_endpoint: `${api.url}/oauth/token`,
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      scopes_supported: ['quote'],
      agent_auth: {
        registration_method: 'manual_email',
        identity_type: 'service',
        credential_type: 'client_secret',
        scopes_supported: ['quote'],
        authorization_server: api.url,
        self_issued: true,
        bearer_methods_supported: ['header'],
      },
    });
    // The client library accepted it (issuer matches the address it was fetched from).
    expect(as.token_endpoint).toBe(`${api.url}/oauth/token`);
  });

  it('is exempt from limits, and ignores credentials', async () => {
    const answers = await Promise.all(
      Array.from({ length: 120 }, () => fetch(`${api.url}/.well-known/oauth-authorization-server`, { headers: { authorization: 'Bearer not-a-token', 'user-agent': 'same-agent' } }).then((r) => r.status)),
    );
    expect(new Set(answers)).toEqual(new Set([200]));
  });
});

describe('POST /oauth/token with a real OAuth client library', () => {
  it('grants a one-hour bearer with scope quote over client_secret_basic, no-store, stored only as a hash', async () => {
    const { clientId, secret } = await createClient();
    const response = await oauth.clientCredentialsGrantRequest(as, { client_id: clientId }, oauth.ClientSecretBasic(secret), new URLSearchParams(), insecure);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const result = await oauth.processClientCredentialsResponse(as, { client_id: clientId }, response);
    expect(result).toEqual({ access_token: expect.any(String), token_type: 'bearer', expires_in: 3600, scope: 'quote' });
    expect(Buffer.from(result.access_token.replace(/^pqat_/, ''), 'base64url').length).toBeGreaterThanOrEqual(32);

    // Only hashes at rest: neither the token nor the secret is anywhere in the database files.
    expect(await store.oauth.findToken(hashAccessToken(result.access_token))).toMatchObject({ client_id: clientId, scope: 'quote', expires_at_ms: nowMs + HOUR_MS });
    const files = [config.databaseFile, `${config.databaseFile}-wal`].filter(existsSync).map((f) => readFileSync(f));
    for (const bytes of files) {
      expect(bytes.includes(Buffer.from(result.access_token))).toBe(false);
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
    }
    // …nor in the logs.
    const logText = logs.join('\n');
    expect(logText).not.toContain(result.access_token);
    expect(logText).not.toContain(secret);

    const quote = await postQuote({ token: result.access_token });
    expect(quote.status).toBe(200);
    expect(quote.body.mode).toBe('parcel');
  });

  it('grants over client_secret_post too', async () => {
    const { clientId, secret } = await createClient();
    const result = await grant(clientId, oauth.ClientSecretPost(secret));
    expect(result).toMatchObject({ token_type: 'bearer', expires_in: 3600, scope: 'quote' });
    expect((await postQuote({ token: result.access_token })).status).toBe(200);
  });

  it('decodes Basic credentials as RFC 6749 §2.3.1 says: a secret with reserved characters works', async () => {
    const clientId = newClientId();
    const secret = 'p:ss w%rd+&=/?#é€~';
    await store.oauth.createClient({ client_id: clientId, name: 'Reserved', contact: 'r@agent.example', quote_limit: 100, secret_hash: await createClientSecretHasher(store).hash(secret), created_at: new Date(nowMs).toISOString(), secret_rotated_at: null, revoked_at: null });
    const overBasic = await grant(clientId, oauth.ClientSecretBasic(secret));
    expect(overBasic.token_type).toBe('bearer');
    const overPost = await grant(clientId, oauth.ClientSecretPost(secret));
    expect(overPost.token_type).toBe('bearer');
    // A client that skips the form-urlencoding ("+" would read as a space, "%rd" is not an escape) is refused.
    const raw = await rawToken('grant_type=client_credentials', { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` });
    expect(raw.status).toBe(401);
    expect(raw.body.error).toBe('invalid_client');
  });
});

describe('POST /oauth/token errors (RFC 6749 §5.2)', () => {
  let clientId: string;
  let secret: string;
  beforeAll(async () => {
    ({ clientId, secret } = await createClient());
  });
  const basic = (id: string, s: string): string => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(s)}`).toString('base64')}`;

  it.each([
    ['a JSON body', '{"grant_type":"client_credentials"}', { 'content-type': 'application/json' }, '', 'invalid_request'],
    ['no grant_type', 'scope=quote', {}, '', 'invalid_request'],
    ['a repeated parameter', 'grant_type=client_credentials&grant_type=client_credentials', {}, '', 'invalid_request'],
    ['credentials in the URL', 'grant_type=client_credentials', {}, '?client_id=x&client_secret=y', 'invalid_request'],
    ['another grant type', 'grant_type=password&username=a&password=b', {}, '', 'unsupported_grant_type'],
    ['a scope other than quote', 'grant_type=client_credentials&scope=admin', {}, '', 'invalid_scope'],
  ])('answers 400 for %s', async (_name, body, headers: Record<string, string>, query, error) => {
    const answer = await rawToken(body, headers, query);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body).toMatchObject({ error, error_description: expect.any(String) });
  });

  it('answers another method with 405 and says what the endpoint takes', async () => {
    const response = await fetch(`${api.url}/oauth/token`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses two authentication methods at once (Basic and client_secret in the body)', async () => {
    const answer = await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}`, { authorization: basic(clientId, secret) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_request');
  });

  it('answers 401 invalid_client with a Basic challenge for a wrong secret, an unknown client, or no credentials', async () => {
    const attempts = [
      await rawToken('grant_type=client_credentials', { authorization: basic(clientId, `${secret}x`) }),
      await rawToken(`grant_type=client_credentials&client_id=${newClientId()}&client_secret=${secret}`),
      await rawToken('grant_type=client_credentials'),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(401);
      expect(answer.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toMatchObject({ error: 'invalid_client', error_description: expect.any(String) });
    }
    // The library reports the failure to its caller as well.
    await expect(grant(clientId, oauth.ClientSecretPost(`${secret}x`))).rejects.toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
  });
});

describe('the oauth-token bucket', () => {
  it('gives a client 20 tokens per sliding hour: the 21st request gets 429 slow_down, other clients are unaffected', async () => {
    const { clientId, secret } = await createClient();
    const body = `grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}`;
    for (let i = 0; i < 20; i++) expect((await rawToken(body)).status).toBe(200);
    const refused = await rawToken(body);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.headers.get('retry-after')).toBeNull();
    expect([...refused.headers.keys()].some((h) => h.includes('ratelimit'))).toBe(false);
    expect(refused.body).toMatchObject({ error: 'slow_down', status: 429, error_description: expect.any(String) });
    await expect(grant(clientId, oauth.ClientSecretBasic(secret))).rejects.toBeInstanceOf(oauth.ResponseBodyError);

    const other = await createClient();
    expect((await rawToken(`grant_type=client_credentials&client_id=${other.clientId}&client_secret=${other.secret}`)).status).toBe(200);

    // Sliding hour: an hour later the client gets tokens again.
    advance(HOUR_MS + 1);
    expect((await rawToken(body)).status).toBe(200);
  });

  it('caps failed authentications per address at 20 an hour, whatever the User-Agent, and still honours the real secret', async () => {
    const { clientId, secret } = await createClient();
    const failures = (): Promise<number> => store.oauth.countSpends(AUTH_FAILURE_BUCKET, addressKey('127.0.0.1'), nowMs - HOUR_MS);
    const before = await failures();
    // A new User-Agent on every guess: the cap is the address's, so rotating buys nothing.
    for (let i = before; i < 20; i++) {
      expect((await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=guess${i}`, { 'user-agent': newAgent() })).status).toBe(401);
    }
    expect(await failures()).toBe(20);
    const stopped = await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=guess-more`, { 'user-agent': newAgent() });
    expect(stopped.status).toBe(429);
    expect(stopped.body.error).toBe('slow_down');
    expect(await failures()).toBe(20); // once capped, a failure writes nothing
    // The real client, even from this address, still gets its token: a neighbour cannot lock it out.
    expect((await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}`)).status).toBe(200);
    expect(await spends('oauth-token-bucket', `oauth:${clientId}`)).toBe(1);
    advance(HOUR_MS + 1);
    expect((await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=wrong-again`)).status).toBe(401);
  });

  it('migrates a secret stored as a legacy scrypt hash: it still works, and the row then holds the HMAC hash', async () => {
    const clientId = newClientId();
    const secret = newClientSecret();
    const legacy = await hashClientSecretScrypt(secret);
    await store.oauth.createClient({ client_id: clientId, name: 'Legacy', contact: 'l@agent.example', quote_limit: 100, secret_hash: legacy, created_at: new Date(nowMs).toISOString(), secret_rotated_at: null, revoked_at: null });
    expect((await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}x`)).status).toBe(401);
    expect((await store.oauth.getClient(clientId))!.secret_hash).toBe(legacy);
    await tokenFor(clientId, secret);
    const upgraded = (await store.oauth.getClient(clientId))!.secret_hash;
    expect(upgraded).toMatch(/^\$hmac-sha256\$[A-Za-z0-9_-]{43}$/);
    expect(upgraded).toBe(await createClientSecretHasher(store).hash(secret));
    await tokenFor(clientId, secret);
  });
});

describe('a bearer on POST /quote', () => {
  it('makes the OAuth client the limit identity: it passes the anonymous 80 and stops at its own limit', async () => {
    const agent = newAgent();
    for (let i = 0; i < 80; i++) expect((await postQuote({ agent })).status).toBe(200);
    const anonymousStop = await postQuote({ agent });
    expect(anonymousStop.status).toBe(429);
    expect(anonymousStop.body.error).toBe('rate_limited');

    // Same address, same client signature, now with a bearer of a client registered at 85 an hour.
    const { clientId, secret } = await createClient(85);
    const token = await tokenFor(clientId, secret);
    for (let i = 0; i < 85; i++) expect((await postQuote({ agent, token })).status).toBe(200);
    const ownStop = await postQuote({ agent, token });
    expect(ownStop.status).toBe(429);
    expect(ownStop.body.error).toBe('rate_limited');
    expect(ownStop.headers.get('retry-after')).toBeNull();
  });

  it('is the identity on every route that resolves one (checkout-session pricing included), keyed apart from anonymous callers', async () => {
    const { clientId, secret } = await createClient(150);
    const token = await tokenFor(clientId, secret);
    const asClient = await fetch(`${api.url}/test/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect(await asClient.json()).toEqual({ key: `oauth:${clientId}`, kind: 'oauth_client', quoteLimit: 150 });
    const anonymous = (await (await fetch(`${api.url}/test/whoami`)).json()) as Record<string, unknown>;
    expect(anonymous).toMatchObject({ kind: 'anonymous', key: expect.stringMatching(/^anon:/) });
    const bad = await fetch(`${api.url}/test/whoami`, { headers: { authorization: 'Bearer pqat_unknown' } });
    expect(bad.status).toBe(401);
  });

  it('is charged to the OAuth client on checkout-session pricing and status lookups too', async () => {
    const { clientId, secret } = await createClient(90);
    const token = await tokenFor(clientId, secret);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const created = await fetch(`${api.url}/agent/checkout-session`, { method: 'POST', headers, body: JSON.stringify(MANUAL) });
    expect(created.status).toBe(201);
    const { session_id: sessionId } = (await created.json()) as { session_id: string };
    expect(await spends('quote-bucket', `oauth:${clientId}`)).toBe(1);
    const status = await fetch(`${api.url}/agent/checkout-session/${sessionId}`, { headers });
    expect(status.status).toBe(200);
    expect(await spends('checkout-status-bucket', `oauth:${clientId}`)).toBe(1);
    // …and an unknown bearer there is a 401 as well, never an anonymous checkout.
    const refused = await fetch(`${api.url}/agent/checkout-session`, { method: 'POST', headers: { ...headers, authorization: 'Bearer pqat_unknown' }, body: JSON.stringify(MANUAL) });
    expectInvalidToken({ status: refused.status, headers: refused.headers, body: (await refused.json()) as Record<string, unknown> });
  });

  it('never falls back to anonymous: unknown, malformed or misplaced bearers are refused and spend nothing', async () => {
    const agent = newAgent(); // a fresh anonymous bucket with room: a downgrade would have answered 200
    const before = await quoteSpends();
    expectInvalidToken(await postQuote({ agent, token: `pqat_${'A'.repeat(43)}` }));
    expectInvalidToken(await postQuote({ agent, token: 'some-random-token' }));
    for (const authorization of ['Bearer', 'Basic dXNlcjpwYXNz', 'Bearer a b']) {
      const answer = await postQuote({ agent, authorization });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('invalid_request');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_request"');
    }
    // Header only: a valid token in the query string is refused, not silently ignored.
    const { clientId, secret } = await createClient();
    const token = await tokenFor(clientId, secret);
    const inQuery = await postQuote({ agent, query: `?access_token=${token}` });
    expect(inQuery.status).toBe(400);
    expect(String(inQuery.body.detail)).toMatch(/Authorization header only/);
    expect(await quoteSpends()).toBe(before);
    expect((await postQuote({ agent })).status).toBe(200);
  });

  it('expires after one hour on the injected clock: 401 invalid_token, never anonymous', async () => {
    const { clientId, secret } = await createClient();
    const token = await tokenFor(clientId, secret);
    const agent = newAgent();
    expect((await postQuote({ agent, token })).status).toBe(200);
    advance(HOUR_MS - 1000);
    expect((await postQuote({ agent, token })).status).toBe(200);
    advance(1000);
    const expired = await postQuote({ agent, token });
    expectInvalidToken(expired);
    expect(String(expired.body.detail)).toMatch(/expired/);
    // A new token works again.
    expect((await postQuote({ agent, token: await tokenFor(clientId, secret) })).status).toBe(200);
  });

  it('dies at once when the client is revoked mid-hour, and the client gets no new token', async () => {
    const { clientId, secret } = await createClient(120, 'Revoked soon');
    const token = await tokenFor(clientId, secret);
    await tokenFor(clientId, secret);
    expect((await postQuote({ token })).status).toBe(200);
    advance(30 * 60_000);

    const revoked = await ops('clients', 'revoke', clientId);
    expect(revoked.code).toBe(0);
    expect(revoked.out).toContain(`Revoked ${clientId}`);
    expect(revoked.out).toMatch(/2 access tokens deleted/);

    expectInvalidToken(await postQuote({ token }));
    const again = await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}`);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('invalid_client');

    const list = await ops('clients', 'list', '--json');
    const row = (JSON.parse(list.out) as { client_id: string; revoked_at: string | null; live_tokens: number }[]).find((c) => c.client_id === clientId);
    expect(row).toMatchObject({ live_tokens: 0, revoked_at: expect.any(String) });
    expect((await ops('clients', 'revoke', clientId)).out).toMatch(/already revoked/);
  });
});

describe('operator commands', () => {
  it('create prints the secret once with how to use it; list never shows secrets', async () => {
    const created = await ops('clients', 'create', '--name', 'Acme shopping agent', '--contact', 'ops@acme.example', '--quote-limit', '500');
    expect(created.code).toBe(0);
    const clientId = /client_id\s+(oc_\S+)/.exec(created.out)?.[1];
    const secret = /client_secret\s+(pqcs_\S+)/.exec(created.out)?.[1];
    expect(clientId).toBeDefined();
    expect(secret).toBeDefined();
    expect(created.out).toMatch(/500 quotes per sliding hour/);
    expect(created.out).toMatch(/shown this once/);
    expect(created.out).toContain(`${api.url}/oauth/token`);
    expect((await grant(clientId!, oauth.ClientSecretBasic(secret!))).token_type).toBe('bearer');

    const list = await ops('clients', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(new RegExp(`${clientId}\\s+active\\s+500/h\\s+1\\s`));
    expect(list.out).toContain('Acme shopping agent');
    expect(list.out).not.toContain(secret!);
    expect(list.out).not.toContain('$scrypt$');
  });

  it('rotate-secret: the old secret and its tokens stop working, the new secret works', async () => {
    const { clientId, secret } = await createClient();
    const token = await tokenFor(clientId, secret);
    const rotated = await ops('clients', 'rotate-secret', clientId);
    expect(rotated.code).toBe(0);
    const newSecret = /client_secret\s+(pqcs_\S+)/.exec(rotated.out)?.[1];
    expect(newSecret).toBeDefined();
    expect(newSecret).not.toBe(secret);
    expect(rotated.out).toMatch(/1 access token issued with the old secret deleted/);
    expectInvalidToken(await postQuote({ token }));
    expect((await rawToken(`grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}`)).status).toBe(401);
    const fresh = await tokenFor(clientId, newSecret!);
    expect((await postQuote({ token: fresh })).status).toBe(200);

    // A planned rotation can keep the live tokens for the rest of their hour.
    const kept = await ops('clients', 'rotate-secret', clientId, '--keep-tokens');
    expect(kept.code).toBe(0);
    expect((await postQuote({ token: fresh })).status).toBe(200);
  });

  it('explains mistakes: missing options, unknown ids, revoked clients', async () => {
    const missing = await ops('clients', 'create', '--name', 'No limit');
    expect(missing.code).toBe(2);
    expect(missing.out).toMatch(/--contact is required/);
    expect(missing.out).toMatch(/--quote-limit must be a whole number/);
    expect(missing.out).toMatch(/usage: npm run ops -- clients create/);
    expect((await ops('clients', 'create', '--name', 'x', '--contact', 'a@b.example', '--quote-limit', '12.5')).code).toBe(2);

    const unknown = await ops('clients', 'revoke', 'oc_nope');
    expect(unknown.code).toBe(1);
    expect(unknown.out).toMatch(/no OAuth client "oc_nope"/);
    expect((await ops('clients', 'rotate-secret')).code).toBe(2);

    const { clientId } = await createClient();
    await ops('clients', 'revoke', clientId);
    const rotateRevoked = await ops('clients', 'rotate-secret', clientId);
    expect(rotateRevoked.code).toBe(1);
    expect(rotateRevoked.out).toMatch(/revoked/);

    const help = await ops('help');
    expect(help.out).toMatch(/clients create/);
    expect(help.out).toMatch(/clients rotate-secret/);
  });
});
