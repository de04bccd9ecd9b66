// The discovery documents over real HTTP: each has its content type, public hour-long caching, a strong ETag that
// turns If-None-Match into a bodiless 304, HEAD with the same headers, open CORS, no limits; each is valid against
// its published schema; and every link in them resolves on this server.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_DESCRIPTOR_VERSION } from '../../api/limits.ts';
import { createClientSecretHasher, newClientId } from '../../api/oauth/secrets.ts';
import { AgentSkillsIndexSchema, ApiCatalogSchema, McpCatalogSchema, McpServerCardSchema, RateLimitDescriptorSchema } from '../../api/schemas/discovery.ts';
import { AuthorizationServerMetadataSchema } from '../../api/schemas/oauth.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { loadContract, mediaTypeOf } from './contract.ts';
import type { OpenApiContract } from './contract.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';
import { freePort } from './ports.ts';

interface Expected {
  path: string;
  contentType: string;
  cacheControl?: string;
  /** Compare the media type only (a route another module owns picks its own parameters). */
  mediaTypeOnly?: boolean;
}

const HOUR = 'public, max-age=3600';

/** Every discovery document, with the exact content type it is served as. */
const DOCUMENTS: Expected[] = [
  { path: '/openapi.json', contentType: 'application/vnd.oai.openapi+json;version=3.1' },
  { path: '/.well-known/api-catalog', contentType: 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"' },
  { path: '/.well-known/mcp/catalog.json', contentType: 'application/json' },
  { path: '/mcp/server-card', contentType: 'application/mcp-server-card+json' },
  { path: '/.well-known/mcp/server-card.json', contentType: 'application/mcp-server-card+json' },
  { path: '/.well-known/agent-skills/index.json', contentType: 'application/json' },
  { path: '/.well-known/agent-skills/get-parcel-quote/SKILL.md', contentType: 'text/markdown; charset=utf-8' },
  { path: '/.well-known/agent-card.json', contentType: 'application/json' },
  { path: '/.well-known/oauth-authorization-server', contentType: 'application/json', mediaTypeOnly: true },
  { path: '/.well-known/rate-limits.json', contentType: 'application/json' },
  { path: '/docs', contentType: 'text/html; charset=utf-8' },
];

let data: ReturnType<typeof tempDir>;
let store: Store;
let api: RunningApi;
let base: string;
let contract: OpenApiContract;

beforeAll(async () => {
  data = tempDir('pqs-discovery-');
  // The public base URL must be the address the tests use: every link in the documents is built from it.
  const port = await freePort();
  const config = testConfig(data.dir, { PORT: String(port), PUBLIC_BASE_URL: `http://127.0.0.1:${port}` });
  store = await openStore({ file: config.databaseFile });
  api = await startApiServer(config, capturedLogger('warn').logger, { store });
  base = config.publicBaseUrl;
  contract = await loadContract(api.url);
});

afterAll(async () => {
  await api?.close();
  await store?.close();
  data?.remove();
});

async function get(path: string, init: RequestInit = {}): Promise<{ response: Response; text: string }> {
  // Identity coding: the ETag checked below is of the bytes as sent (/docs also comes compressed; openapi-contract.test.ts checks that).
  const response = await fetch(`${api.url}${path}`, { ...init, headers: { 'accept-encoding': 'identity', ...(init.headers as Record<string, string> | undefined) } });
  const text = await response.text();
  contract.assertMatchesOpenApi(init.method ?? 'GET', path, response.status, response.headers.get('content-type'), text);
  return { response, text };
}

async function getJson<T>(path: string): Promise<T> {
  const { response, text } = await get(path);
  expect(response.status, path).toBe(200);
  return JSON.parse(text) as T;
}

describe.each(DOCUMENTS)('$path', ({ path, contentType, cacheControl = HOUR, mediaTypeOnly = false }) => {
  it('is public, cacheable for an hour, with its content type and a strong ETag of the bytes', async () => {
    const { response, text } = await get(path);
    expect(response.status).toBe(200);
    if (mediaTypeOnly) expect(mediaTypeOf(response.headers.get('content-type'))).toBe(contentType);
    else expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('cache-control')).toBe(cacheControl);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const etag = response.headers.get('etag');
    expect(etag).toBe(`"${createHash('sha256').update(text).digest('base64url')}"`);
    expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(text));
  });

  it('answers If-None-Match with a bodiless 304 (strong or weak form of the tag), and a changed tag with 200', async () => {
    const etag = (await get(path)).response.headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const { response, text } = await get(path, { headers: { 'if-none-match': tag } });
      expect(response.status, tag).toBe(304);
      expect(text).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe(cacheControl);
    }
    expect((await get(path, { headers: { 'if-none-match': '"stale"' } })).response.status).toBe(200);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const full = (await get(path)).response;
    const { response, text } = await get(path, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(text).toBe('');
    for (const header of ['content-type', 'content-length', 'etag', 'cache-control']) expect(response.headers.get(header), header).toBe(full.headers.get(header));
  });
});

describe('exemption', () => {
  it('serves every document with every bucket empty and a dead bearer (no identity is resolved)', async () => {
    const limits = api.context.config.limits;
    const saved = { ...limits };
    try {
      limits['quote-bucket'] = 0;
      limits['checkout-status-bucket'] = 0;
      limits['oauth-token-bucket'] = 0;
      for (const { path } of DOCUMENTS) {
        const { response } = await get(path, { headers: { authorization: 'Bearer pqat_revoked', 'user-agent': 'discovery-exempt' } });
        expect(response.status, path).toBe(200);
      }
    } finally {
      Object.assign(limits, saved);
    }
  });
});

describe('contents', () => {
  it('api-catalog is an RFC 9727 linkset: service-desc, service-doc, status and the other documents', async () => {
    const catalog = ApiCatalogSchema.assert(await getJson('/.well-known/api-catalog'));
    expect(catalog.linkset).toHaveLength(1);
    const api0 = catalog.linkset[0]!;
    expect(api0.anchor).toBe(`${base}/`);
    expect(api0['service-desc']).toEqual([expect.objectContaining({ href: `${base}/openapi.json`, type: 'application/vnd.oai.openapi+json;version=3.1' })]);
    expect(api0['service-doc']).toEqual([expect.objectContaining({ href: `${base}/docs`, type: 'text/html' })]);
    expect(api0.status).toEqual([expect.objectContaining({ href: `${base}/status`, type: 'application/json' })]);
    expect(api0['service-meta']!.map((l) => l.href)).toEqual([
      `${base}/.well-known/oauth-authorization-server`,
      `${base}/.well-known/agent-card.json`,
      `${base}/.well-known/mcp/catalog.json`,
      `${base}/mcp/server-card`,
      `${base}/.well-known/agent-skills/index.json`,
      `${base}/.well-known/rate-limits.json`,
    ]);
  });

  it('the rate-limit descriptor names every bucket, its limit, window, targets and exemptions, version 2026-10-12', async () => {
    const descriptor = RateLimitDescriptorSchema.assert(await getJson('/.well-known/rate-limits.json'));
    expect(descriptor.version).toBe(RATE_LIMIT_DESCRIPTOR_VERSION);
    expect(descriptor.version).toBe('2026-10-12');
    expect(descriptor.window).toEqual({ kind: 'sliding', duration: 'PT1H', seconds: 3600 });
    const byName = Object.fromEntries(descriptor.buckets.map((b) => [b.name, b]));
    expect(byName['quote-bucket']).toMatchObject({ limit: 80, on_exhaustion: { status: 429, error: 'rate_limited' } });
    expect(byName['checkout-status-bucket']).toMatchObject({ limit: 60, on_exhaustion: { status: 429, error: 'rate_limited' } });
    expect(byName['oauth-token-bucket']).toMatchObject({ limit: 20, on_exhaustion: { status: 429, error: 'slow_down' } });
    expect(byName['quote-bucket']!.applies_to).toEqual(
      expect.arrayContaining([
        { surface: 'http', method: 'POST', path: '/quote' },
        { surface: 'mcp', tool: 'get_parcel_quote' },
        { surface: 'a2a', skill: 'get_parcel_quote' },
        expect.objectContaining({ surface: 'http', method: 'POST', path: '/agent/checkout-session', when: expect.stringContaining('quote_id') }),
      ]),
    );
    expect(byName['checkout-status-bucket']!.applies_to).toContainEqual({ surface: 'http', method: 'GET', path: '/agent/checkout-session/{session_id}' });
    expect(descriptor.exempt).toEqual(
      expect.arrayContaining([
        { surface: 'mcp', tool: 'track_parcel' },
        { surface: 'mcp', tool: 'get_price_index' },
        { surface: 'http', method: 'GET', path: '/status' },
        { surface: 'http', method: 'GET', path: '/openapi.json' },
        { surface: 'http', method: 'GET', path: '/.well-known/*' },
      ]),
    );
    expect(descriptor.response_headers).toMatchObject({ rate_limit_headers: false, retry_after: false });
  });

  it('the MCP catalog points at the server card, which points at /mcp', async () => {
    const catalog = McpCatalogSchema.assert(await getJson('/.well-known/mcp/catalog.json'));
    expect(catalog.entries).toEqual([{ identifier: 'urn:air:127.0.0.1:parcel-quote', displayName: 'Parcel Quote Service', type: 'application/mcp-server-card+json', url: `${base}/mcp/server-card` }]);
    const card = McpServerCardSchema.assert(await getJson('/mcp/server-card'));
    expect(card).toMatchObject({ $schema: 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json', name: '127.0.0.1/parcel-quote', version: api.context.config.version });
    expect(card.remotes).toEqual([expect.objectContaining({ type: 'streamable-http', url: `${base}/mcp` })]);
    expect(card.remotes[0]!.supportedProtocolVersions).toContain('2025-06-18');
    expect(await getJson('/.well-known/mcp/server-card.json')).toEqual(card);
  });

  it('the agent skills index lists one SKILL.md per skill with the digest of its exact bytes', async () => {
    const index = AgentSkillsIndexSchema.assert(await getJson('/.well-known/agent-skills/index.json'));
    expect(index.$schema).toBe('https://schemas.agentskills.io/discovery/0.2.0/schema.json');
    expect(index.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['get-parcel-quote', 'create-checkout-link', 'get-checkout-status']));
    for (const skill of index.skills) {
      expect(skill.url).toBe(`${base}/.well-known/agent-skills/${skill.name}/SKILL.md`);
      const { response, text } = await get(new URL(skill.url).pathname);
      expect(response.status).toBe(200);
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(text).digest('hex')}`);
      // Front matter: the name and the description of the index.
      const front = /^---\nname: (.+)\ndescription: (.+)\n---\n/.exec(text);
      expect(front?.[1]).toBe(skill.name);
      expect(JSON.parse(front![2]!)).toBe(skill.description);
    }
    expect((await get('/.well-known/agent-skills/no-such-skill/SKILL.md')).response.status).toBe(404);
  });

  it('the OAuth metadata and the agent card keep their shape', async () => {
    const metadata = AuthorizationServerMetadataSchema.assert(await getJson('/.well-known/oauth-authorization-server'));
    expect(metadata.token_endpoint).toBe(`${base}/oauth/token`);
    const card = await getJson<{ supportedInterfaces: { url: string }[] }>('/.well-known/agent-card.json');
    expect(card.supportedInterfaces.map((i) => i.url)).toContain(`${base}/a2a`);
  });
});

describe('links', () => {
  /** Every URL the documents hand out, with how to check it resolves on this server. */
  async function collectLinks(): Promise<Set<string>> {
    const links = new Set<string>();
    const catalog = ApiCatalogSchema.assert(await getJson('/.well-known/api-catalog'));
    for (const context of catalog.linkset) for (const rel of ['service-desc', 'service-doc', 'status', 'service-meta'] as const) for (const target of context[rel] ?? []) links.add(target.href);
    for (const entry of McpCatalogSchema.assert(await getJson('/.well-known/mcp/catalog.json')).entries) links.add(entry.url);
    const card = McpServerCardSchema.assert(await getJson('/mcp/server-card'));
    for (const remote of card.remotes) links.add(remote.url);
    if (card.websiteUrl) links.add(card.websiteUrl);
    for (const skill of AgentSkillsIndexSchema.assert(await getJson('/.well-known/agent-skills/index.json')).skills) links.add(skill.url);
    const agentCard = await getJson<{ supportedInterfaces: { url: string }[]; provider?: { url: string }; securitySchemes?: Record<string, { oauth2SecurityScheme?: { oauth2MetadataUrl?: string; flows?: { clientCredentials?: { tokenUrl: string } } } }> }>('/.well-known/agent-card.json');
    for (const i of agentCard.supportedInterfaces) links.add(i.url);
    for (const scheme of Object.values(agentCard.securitySchemes ?? {})) {
      if (scheme.oauth2SecurityScheme?.oauth2MetadataUrl) links.add(scheme.oauth2SecurityScheme.oauth2MetadataUrl);
      if (scheme.oauth2SecurityScheme?.flows?.clientCredentials) links.add(scheme.oauth2SecurityScheme.flows.clientCredentials.tokenUrl);
    }
    const metadata = AuthorizationServerMetadataSchema.assert(await getJson('/.well-known/oauth-authorization-server'));
    links.add(metadata.token_endpoint);
    links.add(RateLimitDescriptorSchema.assert(await getJson('/.well-known/rate-limits.json')).documentation);
    const openapi = await getJson<{ servers: { url: string }[] }>('/openapi.json');
    for (const server of openapi.servers) links.add(`${server.url}/openapi.json`);
    // SKILL.md files link the endpoints and documents they talk about.
    for (const skill of AgentSkillsIndexSchema.assert(await getJson('/.well-known/agent-skills/index.json')).skills) {
      const { text } = await get(new URL(skill.url).pathname);
      for (const match of text.matchAll(/https?:\/\/[^\s)`'"]+/g)) links.add(match[0].replace(/[.,;:]$/, ''));
    }
    return links;
  }

  it('every link in every document resolves on this server with 200', async () => {
    const clientId = newClientId();
    const secret = 'discovery-test-secret-0123456789abcdef';
    await store.oauth.createClient({ client_id: clientId, name: 'Discovery test', contact: 'dev@agent.example', quote_limit: 100, secret_hash: await createClientSecretHasher(store).hash(secret), created_at: new Date().toISOString(), secret_rotated_at: null, revoked_at: null });
    /** Endpoints answer their own method; documents answer GET. */
    const requests: Record<string, RequestInit> = {
      '/mcp': {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'discovery-test', version: '1.0.0' } } }),
      },
      '/a2a': { method: 'POST', headers: { 'content-type': 'application/json', 'a2a-version': '1.0' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'GetTask', params: { id: 'none' } }) },
      '/oauth/token': {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}` },
        body: 'grant_type=client_credentials',
      },
    };
    const links = await collectLinks();
    expect(links.size).toBeGreaterThan(10);
    for (const link of links) {
      const url = new URL(link);
      expect(url.origin, link).toBe(base);
      const { response } = await get(url.pathname + url.search, requests[url.pathname] ?? {});
      expect(response.status, link).toBe(200);
    }
  });
});
