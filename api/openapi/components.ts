// components/schemas for /openapi.json, generated from the arktype schemas in api/schemas/ (never written by hand):
// each schema's `toJsonSchema()` without `$schema`, the field docs as descriptions, and every nested copy of another
// component replaced by a `$ref` to it, so shared shapes (a rate entry, a field error, a place…) appear once.
import type { Type } from 'arktype';
import { AgentCardSchema, AgentSkillsIndexSchema, ApiCatalogSchema, LimitTargetSchema, LinkTargetSchema, McpCatalogSchema, McpServerCardSchema, RateLimitBucketSchema, RateLimitDescriptorSchema } from '../schemas/discovery.ts';
import { CHECKOUT_SESSION_REQUEST_DOCS, CheckoutSessionCreatedSchema, CheckoutSessionRequestSchema, CheckoutStatusSchema } from '../schemas/checkout.ts';
import { FREIGHT_SUBMISSION_DOCS, FreightSubmissionSchema, FreightSubmittedSchema } from '../schemas/freight.ts';
import { JsonRpcErrorSchema, JsonRpcRequestSchema, JsonRpcResponseSchema } from '../schemas/jsonrpc.ts';
import { AuthorizationServerMetadataSchema, TokenErrorSchema, TokenRequestSchema, TokenResponseSchema } from '../schemas/oauth.ts';
import { MonthOverMonthSchema, PriceIndexAnswerSchema, PriceIndexRateEntrySchema } from '../schemas/price-index.ts';
import { FieldErrorSchema, ProblemSchema } from '../schemas/problem.ts';
import { ExclusionSchema, PackageSchema, QUOTE_REQUEST_DOCS, QuoteAnswerSchema, QuoteRequestSchema, RateEntrySchema } from '../schemas/quote.ts';
import { StatusSchema } from '../schemas/status.ts';
import { TrackingAnswerSchema } from '../routes/track.ts';

export type JsonObject = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;

interface ComponentSource {
  schema: Type<unknown>;
  /** Field descriptions, by property name. */
  docs?: Record<string, string>;
  /** Documents owned by another specification: state explicitly that undeclared members may appear. */
  open?: boolean;
}

const erase = (schema: unknown): Type<unknown> => schema as Type<unknown>;

/** Name → arktype schema. Order is the order in the document. */
const SOURCES: Record<string, ComponentSource> = {
  Problem: { schema: erase(ProblemSchema) },
  FieldError: { schema: erase(FieldErrorSchema) },
  Status: { schema: erase(StatusSchema) },
  QuoteRequest: { schema: erase(QuoteRequestSchema), docs: QUOTE_REQUEST_DOCS },
  QuoteAnswer: { schema: erase(QuoteAnswerSchema) },
  Place: { schema: erase(QuoteAnswerSchema.get('origin')) },
  Package: { schema: erase(PackageSchema) },
  RateEntry: { schema: erase(RateEntrySchema) },
  Exclusion: { schema: erase(ExclusionSchema) },
  CheckoutSessionRequest: { schema: erase(CheckoutSessionRequestSchema), docs: CHECKOUT_SESSION_REQUEST_DOCS },
  CheckoutSessionCreated: { schema: erase(CheckoutSessionCreatedSchema) },
  CheckoutStatus: { schema: erase(CheckoutStatusSchema) },
  CheckoutDetails: { schema: erase(CheckoutStatusSchema.get('checkout').exclude('null')) },
  TrackingAnswer: { schema: erase(TrackingAnswerSchema) },
  PriceIndexAnswer: { schema: erase(PriceIndexAnswerSchema) },
  PriceIndexRateEntry: { schema: erase(PriceIndexRateEntrySchema) },
  MonthOverMonth: { schema: erase(MonthOverMonthSchema) },
  FreightSubmission: { schema: erase(FreightSubmissionSchema), docs: FREIGHT_SUBMISSION_DOCS },
  FreightForm: { schema: erase(FreightSubmissionSchema.merge({ csrf_token: 'string' })), docs: { ...FREIGHT_SUBMISSION_DOCS, csrf_token: 'The token from the form page (forms only; JSON bodies need none).' } },
  FreightSubmitted: { schema: erase(FreightSubmittedSchema) },
  TokenRequest: { schema: erase(TokenRequestSchema) },
  TokenResponse: { schema: erase(TokenResponseSchema) },
  TokenError: { schema: erase(TokenErrorSchema) },
  AuthorizationServerMetadata: { schema: erase(AuthorizationServerMetadataSchema) },
  JsonRpcRequest: { schema: erase(JsonRpcRequestSchema) },
  JsonRpcResponse: { schema: erase(JsonRpcResponseSchema) },
  JsonRpcError: { schema: erase(JsonRpcErrorSchema) },
  ApiCatalog: { schema: erase(ApiCatalogSchema) },
  LinkTarget: { schema: erase(LinkTargetSchema) },
  McpCatalog: { schema: erase(McpCatalogSchema) },
  McpServerCard: { schema: erase(McpServerCardSchema) },
  AgentSkillsIndex: { schema: erase(AgentSkillsIndexSchema) },
  AgentCard: { schema: erase(AgentCardSchema), open: true },
  RateLimitDescriptor: { schema: erase(RateLimitDescriptorSchema) },
  RateLimitBucket: { schema: erase(RateLimitBucketSchema) },
  LimitTarget: { schema: erase(LimitTargetSchema) },
};

export type ComponentName = keyof typeof SOURCES;

export const schemaRef = (name: ComponentName): JsonObject => ({ $ref: `#/components/schemas/${name}` });

function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with sorted keys: equal shapes give equal strings whatever order arktype wrote them in. */
function canonical(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value)) return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key]!)}`).join(',')}}`;
  return JSON.stringify(value);
}

function toJson(schema: Type<unknown>): JsonObject {
  const { $schema: _dialect, ...rest } = schema.toJsonSchema() as JsonObject;
  return rest;
}

/** Replace every nested subtree equal to another component by a $ref to it (the root itself stays). */
function shareComponents(node: JsonValue, self: string, byShape: Map<string, string>, root = true): JsonValue {
  if (Array.isArray(node)) return node.map((item) => shareComponents(item, self, byShape, false));
  if (!isObject(node)) return node;
  if (!root) {
    const name = byShape.get(canonical(node));
    if (name !== undefined && name !== self) return schemaRef(name);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, shareComponents(value, self, byShape, false)]));
}

/** `additionalProperties: true` on every object schema with declared properties (shapes other specifications own). */
function markOpen(node: JsonValue): JsonValue {
  if (Array.isArray(node)) return node.map(markOpen);
  if (!isObject(node)) return node;
  const out = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, markOpen(value)]));
  if (out.type === 'object' && isObject(out.properties) && out.additionalProperties === undefined) out.additionalProperties = true;
  return out;
}

function withDocs(schema: JsonObject, docs: Record<string, string> | undefined): JsonObject {
  if (!docs || !isObject(schema.properties)) return schema;
  const properties: JsonObject = { ...schema.properties };
  for (const [name, description] of Object.entries(docs)) {
    const property = properties[name];
    if (isObject(property)) properties[name] = { ...property, description };
  }
  return { ...schema, properties };
}

export function buildComponentSchemas(): Record<string, JsonObject> {
  const raw = new Map(Object.entries(SOURCES).map(([name, source]) => [name, toJson(source.schema)] as const));
  const byShape = new Map<string, string>();
  for (const [name, schema] of raw) {
    const shape = canonical(schema);
    if (!byShape.has(shape)) byShape.set(shape, name);
  }
  const out: Record<string, JsonObject> = {};
  for (const [name, schema] of raw) {
    const source = SOURCES[name]!;
    const shared = shareComponents(schema, name, byShape) as JsonObject;
    const documented = withDocs(shared, source.docs);
    out[name] = source.open ? (markOpen(documented) as JsonObject) : documented;
  }
  return out;
}
