// The discovery documents under /.well-known/ (and /openapi.json's neighbours) as arktype schemas: the builders in
// api/discovery/ are typed by them, OpenAPI describes them with them, and the tests validate the served bytes.
import { type } from 'arktype';

// ---- RFC 9727 api-catalog: an RFC 9264 linkset ----

export const LinkTargetSchema = type({
  href: 'string',
  'type?': 'string',
  'title?': 'string',
}).describe('RFC 9264 link target object.');

export const ApiCatalogSchema = type({
  linkset: type({
    anchor: 'string',
    'service-desc?': LinkTargetSchema.array(),
    'service-doc?': LinkTargetSchema.array(),
    'status?': LinkTargetSchema.array(),
    'service-meta?': LinkTargetSchema.array(),
  }).array(),
}).describe('RFC 9727 API catalog (application/linkset+json with the RFC 9727 profile): one link context per API with its description, docs, status and other discovery documents.');

// ---- MCP: the server card (SEP-2127, experimental-ext-server-card v2) and the MCP catalog ----

export const McpServerCardSchema = type({
  $schema: 'string',
  name: /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/,
  version: 'string',
  description: '0 < string <= 100',
  'title?': '0 < string <= 100',
  'websiteUrl?': 'string',
  remotes: type({
    type: "'streamable-http' | 'sse'",
    url: 'string',
    'supportedProtocolVersions?': 'string[]',
    'headers?': type({ name: 'string', 'description?': 'string', 'isRequired?': 'boolean', 'isSecret?': 'boolean' }).array(),
  }).array(),
}).describe('MCP Server Card (SEP-2127): who the MCP server is and how to connect to it before connecting. Tools are listed by the server itself (tools/list).');

export const McpCatalogSchema = type({
  specVersion: 'string',
  entries: type({
    identifier: 'string',
    displayName: 'string',
    type: "'application/mcp-server-card+json'",
    url: 'string',
  }).array(),
}).describe('MCP Catalog (/.well-known/mcp/catalog.json): the MCP servers this domain offers, each pointing at its server card.');

// ---- Agent Skills Discovery (agentskills.io discovery schema 0.2.0) ----

export const AgentSkillsIndexSchema = type({
  $schema: 'string',
  skills: type({
    name: /^[a-z0-9]+(-[a-z0-9]+)*$/,
    type: "'skill-md'",
    description: '0 < string <= 1024',
    url: 'string',
    digest: /^sha256:[0-9a-f]{64}$/,
  }).array(),
}).describe('Agent Skills discovery index: one SKILL.md per skill, with its SHA-256 digest so an agent can tell when it changed.');

// ---- A2A agent card (served by api/a2a; described loosely: the A2A SDK owns its full shape) ----

export const AgentCardSchema = type({
  name: 'string',
  description: 'string',
  version: 'string',
  supportedInterfaces: type({ url: 'string', protocolBinding: 'string', protocolVersion: 'string' }).array(),
  capabilities: 'object',
  skills: type({ id: 'string', name: 'string', description: 'string' }).array(),
}).describe('A2A agent card (protocol v1.0 as @a2a-js/sdk 1.x serves it). Only the members clients need first are described; the A2A specification defines the rest.');

// ---- The rate-limit descriptor (/.well-known/rate-limits.json) ----

export const BUCKET_NAMES = ['quote-bucket', 'checkout-status-bucket', 'oauth-token-bucket'] as const;

export const LimitTargetSchema = type({
  surface: "'http' | 'mcp' | 'a2a'",
  'method?': 'string',
  'path?': 'string',
  'tool?': 'string',
  'skill?': 'string',
  'when?': 'string',
}).describe('What a limit applies to: an HTTP method and path, an MCP tool or an A2A skill, with the condition under which it counts.');

export const RateLimitBucketSchema = type({
  name: type.enumerated(...BUCKET_NAMES),
  limit: 'number.integer > 0',
  per: "'client'",
  window_seconds: 'number.integer > 0',
  applies_to: LimitTargetSchema.array(),
  'credentialed_limit?': 'string',
  on_exhaustion: { status: '429', error: "'rate_limited' | 'slow_down'", problem_type: "'application/problem+json' | 'application/json'" },
  'notes?': 'string[]',
});

export const RateLimitDescriptorSchema = type({
  version: 'string',
  service: 'string',
  documentation: 'string',
  window: { kind: "'sliding'", duration: 'string', seconds: 'number.integer > 0' },
  client_identity: { anonymous: 'string', credentialed: 'string' },
  response_headers: { rate_limit_headers: 'false', retry_after: 'false', advice: 'string' },
  buckets: RateLimitBucketSchema.array(),
  exempt: LimitTargetSchema.array(),
  guidance: 'string[]',
}).describe('The service\'s rate limits: every bucket with its size, window, what spends from it and what happens when it is empty, and what is exempt. `version` names the descriptor revision.');

export type ApiCatalog = typeof ApiCatalogSchema.infer;
export type McpServerCard = typeof McpServerCardSchema.infer;
export type McpCatalog = typeof McpCatalogSchema.infer;
export type AgentSkillsIndex = typeof AgentSkillsIndexSchema.infer;
export type RateLimitDescriptor = typeof RateLimitDescriptorSchema.infer;
export type LimitTarget = typeof LimitTargetSchema.infer;
