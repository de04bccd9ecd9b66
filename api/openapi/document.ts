// /openapi.json: OpenAPI 3.1, generated at start-up. Every request and response body schema comes from the arktype
// schemas (components.ts); this file only says which operation takes and answers which of them, with which
// problem codes per status, the optional OAuth2 client-credentials scheme, and the rate limits (`x-rate-limits`,
// the descriptor of rate-limits.ts with its version, and `x-rate-limit` per operation).
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import type { AppConfig } from '../../config/index.ts';
import { A2A_PATH } from '../a2a/card.ts';
import { MAX_JSON_BODY_BYTES } from '../json-body.ts';
import type { BucketName } from '../limits.ts';
import type { ProblemCode } from '../problem.ts';
import { TOKEN_PATH } from '../oauth/routes.ts';
import { PROBLEMS_PATH } from '../routes/docs.ts';
import {
  AGENT_CARD_PATH,
  AGENT_SKILLS_INDEX_PATH,
  API_CATALOG_MEDIA_TYPE,
  API_CATALOG_PATH,
  DOCS_PATH,
  MCP_CATALOG_PATH,
  MCP_PATH,
  MCP_SERVER_CARD_MEDIA_TYPE,
  MCP_SERVER_CARD_PATH,
  MCP_SERVER_CARD_WELL_KNOWN_PATH,
  OAUTH_METADATA_PATH,
  OPENAPI_MEDIA_TYPE,
  OPENAPI_PATH,
  RATE_LIMITS_PATH,
  STATUS_PATH,
} from '../discovery/paths.ts';
import { buildRateLimitDescriptor } from '../discovery/rate-limits.ts';
import type { TokenErrorCode } from '../oauth/client-auth.ts';
import type { ComponentName, JsonObject, JsonValue } from './components.ts';
import { buildComponentSchemas, schemaRef } from './components.ts';
import { attachExamples } from './examples.ts';
import { CHECKOUT_SESSIONS_PATH, CHECKOUT_SESSION_PATH, FREIGHT_PATH, PRICE_INDEX_CHART_PATH, PRICE_INDEX_PATH, QUOTE_PATH, TRACK_PATH, openApiPath } from '../paths.ts';

export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

/** Media type without parameters (`application/linkset+json; profile=…` → `application/linkset+json`). */
export const mediaTypeOf = (contentType: string): string => (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();

type Content = Record<string, { schema: JsonObject }>;

const content = (mediaType: string, schema: JsonObject): Content => ({ [mediaType]: { schema } });
const json = (name: ComponentName): Content => content('application/json', schemaRef(name));

const REQUEST_ID = { $ref: '#/components/headers/X-Request-Id' };

function response(description: string, body?: Content, headers: JsonObject = {}): JsonObject {
  return { description, headers: { 'X-Request-Id': REQUEST_ID, ...headers }, ...(body ? { content: body } : {}) };
}

/** A problem response whose `error` is one of `codes`. */
function problem(description: string, codes: readonly ProblemCode[], headers: JsonObject = {}): JsonObject {
  return response(description, content(PROBLEM_MEDIA_TYPE, { allOf: [schemaRef('Problem'), { properties: { error: { enum: [...codes] } } }] }), headers);
}

function tokenError(description: string, codes: readonly TokenErrorCode[], headers: JsonObject = {}): JsonObject {
  return response(description, content('application/json', { allOf: [schemaRef('TokenError'), { properties: { error: { enum: [...codes] } } }] }), headers);
}

const UNEXPECTED = problem('Unexpected failure on our side (logged). Try again later.', ['internal_error']);
const INVALID_BEARER = problem('The bearer token is expired, revoked or unknown. Never downgraded to anonymous limits.', ['invalid_token'], {
  'WWW-Authenticate': { description: '`Bearer error="invalid_token"`', schema: { type: 'string' } },
});
const TOO_LARGE = problem(`The body is larger than ${MAX_JSON_BODY_BYTES} bytes.`, ['payload_too_large']);
const NOT_JSON = problem('The body is not application/json.', ['unsupported_media_type']);
// Only with a live rating provider (EASYPOST_API_KEY) and no operator fallback: nothing is stored or spent.
const RATING_FAILED = problem('The live rating provider (named in `provider`) answered with an error; nothing was stored or spent.', ['rating_unavailable']);
const RATING_TIMEOUT = problem('The live rating provider (named in `provider`) did not answer within its deadline; nothing was stored or spent.', ['rating_unavailable']);

type RateLimitNote = { bucket?: BucketName; buckets?: BucketName[]; when?: string; exempt?: boolean };

const EXEMPT: RateLimitNote = { exempt: true };

/** Optional bearer: anonymous callers are served; a bearer makes the OAuth client the identity. */
const OPTIONAL_BEARER: JsonValue[] = [{}, { oauth2: ['quote'] }];

const discoveryResponses = (description: string, body: Content): JsonObject => ({
  '200': response(description, body, {
    ETag: { $ref: '#/components/headers/ETag' },
    'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
  }),
  '304': response('Not modified: the `If-None-Match` validator matches the current document.', undefined, { ETag: { $ref: '#/components/headers/ETag' } }),
  default: UNEXPECTED,
});

const IF_NONE_MATCH = { $ref: '#/components/parameters/If-None-Match' };

function discovery(operationId: string, summary: string, description: string, body: Content): JsonObject {
  return { get: { tags: ['Discovery'], operationId, summary, description, parameters: [IF_NONE_MATCH], responses: discoveryResponses(summary, body), 'x-rate-limit': EXEMPT } };
}

function paths(): JsonObject {
  return {
    [STATUS_PATH]: {
      get: {
        tags: ['Service'],
        operationId: 'getStatus',
        summary: 'Liveness',
        description: 'Liveness with the health of the store and Temporal. Cacheable for an hour; exempt from every limit.',
        responses: { '200': response('`ok`, or `degraded` when the store or Temporal does not answer.', json('Status')), default: UNEXPECTED },
        'x-rate-limit': EXEMPT,
      },
    },
    [QUOTE_PATH]: {
      post: {
        tags: ['Quotes'],
        operationId: 'createQuote',
        summary: 'Price a parcel',
        description:
          'Describe the item in plain words (the box is estimated) or give exact dimensions with `package_source: "manual"`. Answers up to five purchasable rates (`mode: "parcel"`), or no rates with `mode: "freight_manager"` (a person prices it through `freight.form_url`) or `mode: "human_review"` (a destination that is not priced automatically). Each rate states the checkout total (`amount`), the carrier cost beneath it, the service fee and the carrier retail price. The quote is stored under `quote_id` for 24 hours so a checkout session can reuse it for free. A quote is a snapshot of live carrier rating, not a contract. One call per shipment: cache answers and never poll.',
        security: OPTIONAL_BEARER,
        requestBody: { required: true, content: json('QuoteRequest') },
        responses: {
          '200': response('The quote.', json('QuoteAnswer')),
          '400': problem('Invalid input (nothing is spent; see `errors`), or an `Authorization` header that is not a bearer token.', ['invalid_request']),
          '401': INVALID_BEARER,
          '413': TOO_LARGE,
          '415': NOT_JSON,
          '429': problem('The quote bucket of this client is empty. Wait and retry later, not immediately.', ['rate_limited']),
          '502': RATING_FAILED,
          '504': RATING_TIMEOUT,
          default: UNEXPECTED,
        },
        'x-rate-limit': { bucket: 'quote-bucket' },
      },
    },
    [CHECKOUT_SESSIONS_PATH]: {
      post: {
        tags: ['Checkout'],
        operationId: 'createCheckoutSession',
        summary: 'Create a checkout handoff session',
        description:
          'Anchors a session to one rate and returns `checkout_url`, the hosted calculator prefilled: a person confirms the consents and pays there. Never charges anything. A valid `quote_id` is reused and spends nothing; otherwise the shipment is priced live from the quote bucket. Each session is a durable workflow that answers for 30 days.',
        security: OPTIONAL_BEARER,
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: 'The same key from the same client within 24 hours returns the same session and spends nothing again; the same key with another body is 422.',
            schema: { type: 'string', minLength: 1, maxLength: 255 },
          },
        ],
        requestBody: { required: true, content: json('CheckoutSessionRequest') },
        responses: {
          '201': response('The session.', json('CheckoutSessionCreated'), {
            Location: { description: 'The status address of the session.', schema: { type: 'string' } },
            'Idempotent-Replayed': { description: '`true` when an earlier session was returned for this Idempotency-Key.', schema: { type: 'string', enum: ['true'] } },
          }),
          '400': problem('Invalid input or Idempotency-Key (see `errors`), or an `Authorization` header that is not a bearer token.', ['invalid_request']),
          '401': INVALID_BEARER,
          '404': problem('The `quote_id` is unknown or expired and no shipment was sent.', ['quote_not_found']),
          '409': problem('A request with this Idempotency-Key is still being processed. Retry in a few seconds.', ['invalid_request']),
          '413': TOO_LARGE,
          '415': NOT_JSON,
          '422': problem(
            'The shipment cannot be checked out (`unprocessable_shipment`: freight or an unsupported destination, with `mode`, `reason` and `freight.form_url` or `review.id`), a `service` the quote does not offer (`invalid_request` with `services`), or an Idempotency-Key reused with another body.',
            ['unprocessable_shipment', 'invalid_request'],
          ),
          '429': problem('The quote bucket of this client is empty (live pricing only).', ['rate_limited']),
          '502': RATING_FAILED,
          '504': RATING_TIMEOUT,
          default: UNEXPECTED,
        },
        'x-rate-limit': { bucket: 'quote-bucket', when: 'priced live (no valid quote_id)' },
      },
    },
    [openApiPath(CHECKOUT_SESSION_PATH)]: {
      get: {
        tags: ['Checkout'],
        operationId: 'getCheckoutSession',
        summary: 'How a checkout session stands',
        description:
          'SPEC CheckoutStatus, read from the order record (no carrier call; never a name, address or e-mail). `checkout` is null while `awaiting_checkout`; the tracking number appears from `label_ready` on; `next` says what to do now. Check minutes apart, never in a tight loop.',
        security: OPTIONAL_BEARER,
        parameters: [{ name: 'session_id', in: 'path', required: true, description: 'The `session_id` from the creation answer.', schema: { type: 'string' } }],
        responses: {
          '200': response('The session status.', json('CheckoutStatus')),
          '400': problem('An `Authorization` header that is not a bearer token.', ['invalid_request']),
          '401': INVALID_BEARER,
          '404': problem('No live session with this id (sessions answer for 30 days).', ['session_not_found']),
          '429': problem('The checkout-status bucket of this client is empty.', ['rate_limited']),
          default: UNEXPECTED,
        },
        'x-rate-limit': { bucket: 'checkout-status-bucket' },
      },
    },
    [openApiPath(TRACK_PATH)]: {
      get: {
        tags: ['Tracking'],
        operationId: 'trackParcel',
        summary: 'Track a parcel',
        description: 'The current delivery status, the scan timeline (newest first) and the estimated delivery, read from our shipment record (no carrier call). Only labels bought through this service. Exempt from every limit.',
        parameters: [{ name: 'tracking_number', in: 'path', required: true, description: 'The tracking number from the checkout status (`checkout.tracking_number`).', schema: { type: 'string' } }],
        responses: {
          '200': response('The shipment.', json('TrackingAnswer')),
          '404': problem('No shipment with this tracking number was bought through this service.', ['tracking_not_found']),
          default: UNEXPECTED,
        },
        'x-rate-limit': EXEMPT,
      },
    },
    [openApiPath(FREIGHT_PATH)]: {
      parameters: [{ name: 'id', in: 'path', required: true, description: '`freight.id` from a quote with `mode: "freight_manager"`.', schema: { type: 'string', pattern: '^fr_[A-Za-z0-9_-]{22}$' } }],
      get: {
        tags: ['Freight'],
        operationId: 'getFreightForm',
        summary: 'Freight review form (HTML)',
        description: 'The hosted form a person fills in so a person can price a freight shipment; prefilled from the quote.',
        responses: {
          '200': response('The form, or the confirmation once sent.', content('text/html', { type: 'string' })),
          '404': problem('No freight request with this id.', ['not_found']),
          default: UNEXPECTED,
        },
        'x-rate-limit': EXEMPT,
      },
      post: {
        tags: ['Freight'],
        operationId: 'submitFreightRequest',
        summary: 'Send a freight request',
        description: 'JSON clients send the fields as application/json and get JSON back; the HTML form posts them form-encoded with `csrf_token` and gets a page back.',
        requestBody: {
          required: true,
          content: { 'application/json': { schema: schemaRef('FreightSubmission') }, 'application/x-www-form-urlencoded': { schema: schemaRef('FreightForm') } },
        },
        responses: {
          '200': response('Stored; a person replies with a price.', { 'application/json': { schema: schemaRef('FreightSubmitted') }, 'text/html': { schema: { type: 'string' } } }),
          '400': response('Missing or invalid fields: a problem with `errors` (JSON) or the form again with the fields marked (HTML).', {
            [PROBLEM_MEDIA_TYPE]: { schema: { allOf: [schemaRef('Problem'), { properties: { error: { enum: ['invalid_request'] } } }] } },
            'text/html': { schema: { type: 'string' } },
          }),
          '403': problem('The form expired or did not come from this site (CSRF cookie and token, Origin).', ['invalid_request']),
          '404': problem('No freight request with this id.', ['not_found']),
          '413': TOO_LARGE,
          '415': problem('Neither JSON nor a form body.', ['unsupported_media_type']),
          default: UNEXPECTED,
        },
        'x-rate-limit': EXEMPT,
      },
    },
    [PRICE_INDEX_PATH]: {
      get: {
        tags: ['Price index'],
        operationId: 'getPriceIndex',
        summary: 'Monthly shipping price index',
        description: 'Six everyday boxes priced from Columbus, OH to five US cities through the same pipeline as POST /quote, every month. Stored snapshots only: no carrier call, exempt from every limit.',
        parameters: [{ name: 'month', in: 'query', required: false, description: 'YYYY-MM; the latest stored month when omitted.', schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }],
        responses: {
          '200': response(
            'The month: JSON (the default), or an HTML page with the chart and its numbers for `Accept: text/html` (a browser).',
            { ...json('PriceIndexAnswer'), 'text/html': { schema: { type: 'string' } } },
            { 'Cache-Control': { $ref: '#/components/headers/Cache-Control' } },
          ),
          '400': problem('The month is not YYYY-MM.', ['invalid_request']),
          '404': problem('No snapshot for this month; `available_months` lists those that exist.', ['not_found']),
          default: UNEXPECTED,
        },
        'x-rate-limit': EXEMPT,
      },
    },
    [PRICE_INDEX_CHART_PATH]: {
      get: {
        tags: ['Price index'],
        operationId: 'getPriceIndexChart',
        summary: 'The price index as a chart (SVG)',
        description: 'Cheapest price per box and lane as grouped bars, and the basket average of every stored month as a line.',
        parameters: [{ name: 'month', in: 'query', required: false, description: 'YYYY-MM; the latest stored month when omitted.', schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }],
        responses: {
          '200': response('The chart.', content('image/svg+xml', { type: 'string' })),
          '400': problem('The month is not YYYY-MM.', ['invalid_request']),
          '404': problem('No snapshot for this month.', ['not_found']),
          default: UNEXPECTED,
        },
        'x-rate-limit': EXEMPT,
      },
    },
    [TOKEN_PATH]: {
      post: {
        tags: ['OAuth'],
        operationId: 'requestToken',
        summary: 'Client-credentials token',
        description:
          'OAuth 2.0 client credentials (RFC 6749 §4.4). Credentials are optional for the whole API: they only give an agent with legitimate high traffic its own hourly quote bucket. Registration is manual, by e-mail. Authenticate with HTTP Basic (client_secret_basic) or body fields (client_secret_post), never both. Answers carry `Cache-Control: no-store`.',
        security: [{ oauthClientBasic: [] }, {}],
        requestBody: { required: true, content: content('application/x-www-form-urlencoded', schemaRef('TokenRequest')) },
        responses: {
          '200': response('A bearer token, valid one hour.', json('TokenResponse')),
          '400': tokenError('Malformed request, unsupported grant type or scope (RFC 6749 §5.2).', ['invalid_request', 'unsupported_grant_type', 'invalid_scope']),
          '401': tokenError('Unknown client, wrong secret, revoked client or no credentials.', ['invalid_client'], {
            'WWW-Authenticate': { description: '`Basic realm="parcel-quote", charset="UTF-8"`', schema: { type: 'string' } },
          }),
          '413': tokenError('The form body is larger than 8 KiB (cut while streaming).', ['invalid_request']),
          '429': tokenError('The token bucket of this client is empty, or this address has too many failed authentications in the hour.', ['slow_down']),
          default: UNEXPECTED,
        },
        'x-rate-limit': { bucket: 'oauth-token-bucket' },
      },
    },
    [MCP_PATH]: {
      post: {
        tags: ['Agents'],
        operationId: 'mcp',
        summary: 'MCP (streamable HTTP, stateless)',
        description: `Model Context Protocol over streamable HTTP (protocol ${LATEST_PROTOCOL_VERSION} and earlier), stateless, JSON answers. Send JSON-RPC 2.0 messages (\`initialize\`, \`tools/list\`, \`tools/call\`) with \`Accept: application/json, text/event-stream\`. Tools: get_parcel_quote, create_checkout_link, get_checkout_status, get_price_index and the others tools/list names; inches and pounds on the way in. A refused tool call is a result with \`isError: true\` and \`structuredContent\` = \`{error, status, message, errors?}\`, never an HTTP error. The server card is at ${MCP_SERVER_CARD_PATH}.`,
        security: OPTIONAL_BEARER,
        requestBody: { required: true, content: json('JsonRpcRequest') },
        responses: {
          '200': response('The JSON-RPC response (an array for a batch).', content('application/json', { anyOf: [schemaRef('JsonRpcResponse'), { type: 'array', items: schemaRef('JsonRpcResponse') }] })),
          '202': response('A notification or response was accepted; no body.'),
          '400': response('Not a JSON-RPC message, or a protocol error (JSON-RPC error, `id: null`).', json('JsonRpcResponse')),
          '401': INVALID_BEARER,
          '403': problem('Host or Origin not served here (DNS-rebinding protection).', ['invalid_request']),
          '406': response('The Accept header does not allow application/json and text/event-stream.', json('JsonRpcResponse')),
          '413': response('The message is too large.', json('JsonRpcResponse')),
          '415': response('The body is not application/json.', json('JsonRpcResponse')),
          default: UNEXPECTED,
        },
        'x-rate-limit': { buckets: ['quote-bucket', 'checkout-status-bucket'], when: 'tools/call spends the bucket of the tool called (see x-rate-limits); everything else is exempt' },
      },
    },
    [A2A_PATH]: {
      post: {
        tags: ['Agents'],
        operationId: 'a2a',
        summary: 'A2A (JSON-RPC)',
        description: `Agent2Agent protocol v1.0 (\`SendMessage\`, header \`A2A-Version: 1.0\`) and v0.3 (\`message/send\`). Send a data part \`{"skill": …, "arguments": {…}}\` for get_parcel_quote, create_checkout_link or get_checkout_status; the answer is a message with a data part and a text part. Streaming methods answer text/event-stream. The agent card is at ${AGENT_CARD_PATH}.`,
        security: OPTIONAL_BEARER,
        requestBody: { required: true, content: json('JsonRpcRequest') },
        responses: {
          '200': response('The JSON-RPC response (errors included), or a server-sent event stream for streaming methods.', {
            'application/json': { schema: schemaRef('JsonRpcResponse') },
            'text/event-stream': { schema: { type: 'string' } },
          }),
          '400': problem('An `Authorization` header that is not a bearer token.', ['invalid_request']),
          '401': INVALID_BEARER,
          '403': problem('Host or Origin not served here (DNS-rebinding protection).', ['invalid_request']),
          '413': TOO_LARGE,
          '415': response('The body is not declared as application/json (a JSON-RPC error).', json('JsonRpcResponse')),
          '500': response('An internal error, as a JSON-RPC error.', json('JsonRpcResponse')),
          default: UNEXPECTED,
        },
        'x-rate-limit': { buckets: ['quote-bucket', 'checkout-status-bucket'], when: 'each skill spends the bucket of its MCP tool (see x-rate-limits)' },
      },
    },
    [OPENAPI_PATH]: discovery('getOpenApi', 'This description (OpenAPI 3.1)', 'Generated from the schemas the service validates with. Public, cacheable for an hour, exempt from limits.', content(mediaTypeOf(OPENAPI_MEDIA_TYPE), { type: 'object' })),
    [DOCS_PATH]: {
      get: {
        tags: ['Documentation'],
        operationId: 'getDocs',
        summary: 'API reference (HTML)',
        description: 'The reference rendered from /openapi.json on this server: one HTML page, no script, served compressed (brotli or gzip by Accept-Encoding).',
        parameters: [IF_NONE_MATCH],
        responses: discoveryResponses('The reference page.', content('text/html', { type: 'string' })),
        'x-rate-limit': EXEMPT,
      },
    },
    [PROBLEMS_PATH]: {
      get: {
        tags: ['Documentation'],
        operationId: 'getProblemTypes',
        summary: 'Problem types (HTML)',
        description: 'What each `error` code means and what to do about it; every problem `type` points at an anchor here.',
        parameters: [IF_NONE_MATCH],
        responses: discoveryResponses('The page.', content('text/html', { type: 'string' })),
        'x-rate-limit': EXEMPT,
      },
    },
    [API_CATALOG_PATH]: discovery(
      'getApiCatalog',
      'API catalog (RFC 9727)',
      `A linkset (\`${API_CATALOG_MEDIA_TYPE}\`) linking this API's description (service-desc), reference (service-doc), status and the other discovery documents (service-meta).`,
      content(mediaTypeOf(API_CATALOG_MEDIA_TYPE), schemaRef('ApiCatalog')),
    ),
    [OAUTH_METADATA_PATH]: discovery('getOAuthMetadata', 'OAuth authorization server metadata (RFC 8414)', 'Names the token endpoint, plus `agent_auth`: how an agent gets (optional) credentials.', json('AuthorizationServerMetadata')),
    [AGENT_CARD_PATH]: discovery('getAgentCard', 'A2A agent card', 'The A2A agent: its JSON-RPC endpoint, skills and the optional OAuth2 scheme.', json('AgentCard')),
    [MCP_CATALOG_PATH]: discovery('getMcpCatalog', 'MCP catalog', 'The MCP servers of this domain (one), each pointing at its server card.', json('McpCatalog')),
    [MCP_SERVER_CARD_PATH]: discovery('getMcpServerCard', 'MCP server card', 'SEP-2127 server card at the reserved `<streamable-http-url>/server-card` location.', content(MCP_SERVER_CARD_MEDIA_TYPE, schemaRef('McpServerCard'))),
    [MCP_SERVER_CARD_WELL_KNOWN_PATH]: discovery('getMcpServerCardWellKnown', 'MCP server card (well-known)', 'The same server card where earlier drafts of the proposal look for it.', content(MCP_SERVER_CARD_MEDIA_TYPE, schemaRef('McpServerCard'))),
    [AGENT_SKILLS_INDEX_PATH]: discovery('getAgentSkills', 'Agent skills index', 'Agent Skills Discovery 0.2.0: one SKILL.md per skill with its SHA-256 digest.', json('AgentSkillsIndex')),
    '/.well-known/agent-skills/{skill}/SKILL.md': {
      get: {
        tags: ['Discovery'],
        operationId: 'getAgentSkill',
        summary: 'One agent skill (SKILL.md)',
        description: 'YAML front matter (`name`, `description`) and instructions: how to call the skill over MCP, A2A and HTTP, its arguments, its limits and the rules.',
        parameters: [{ name: 'skill', in: 'path', required: true, description: 'A `name` from the skills index.', schema: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }, IF_NONE_MATCH],
        responses: { ...discoveryResponses('The skill.', content('text/markdown', { type: 'string' })), '404': problem('No skill with this name.', ['not_found']) },
        'x-rate-limit': EXEMPT,
      },
    },
    [RATE_LIMITS_PATH]: discovery('getRateLimits', 'Rate-limit descriptor', 'Every bucket with its size, window, what spends from it and what happens when it is empty, and what is exempt. The same document is `x-rate-limits` in this description.', json('RateLimitDescriptor')),
  };
}

const INTRO = `Live parcel shipping quotes from a US ZIP to the US, Canada, the UK, Germany and Australia across USPS, UPS and FedEx (DHL Express to Germany and Australia), checkout links a person pays at, the status of those checkouts, and a monthly price index.

- **Quotes are snapshots** of live carrier rating, not contracts. Each quote costs the operator a live rating: one call per shipment, cache on your side, never poll.
- **An agent never pays.** A checkout link opens the hosted calculator; a person confirms the consents and pays there.
- **No credentials needed.** Limits are per client (address + User-Agent) over a sliding hour. An OAuth client (client credentials, scope \`quote\`, registration by e-mail) only gets its own quote bucket.
- **Errors** are RFC 9457 \`application/problem+json\` with the code in \`error\`; OAuth token errors follow RFC 6749 §5.2. No rate-limit headers and no Retry-After are sent: after a 429, wait and retry later.
- **Agents**: MCP at \`/mcp\`, A2A at \`/a2a\`; discovery documents are listed in \`/.well-known/api-catalog\`.`;

export function buildOpenApiDocument(config: AppConfig): JsonObject {
  const base = config.publicBaseUrl;
  return attachExamples({
    openapi: '3.1.1',
    info: { title: 'Parcel Quote Service', version: config.version, summary: 'Parcel shipping quotes, checkout handoff and status for AI agents and the people they work for.', description: INTRO },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: base }],
    tags: [
      { name: 'Quotes', description: 'Live rates for a parcel.' },
      { name: 'Checkout', description: 'Handoff sessions a person completes, and their status.' },
      { name: 'Tracking', description: 'Parcels whose labels were bought through the service.' },
      { name: 'Price index', description: 'The monthly shipping price index.' },
      { name: 'Freight', description: 'The hosted freight review form.' },
      { name: 'OAuth', description: 'Optional client credentials for a bigger quote bucket.' },
      { name: 'Agents', description: 'MCP and A2A endpoints.' },
      { name: 'Discovery', description: 'Machine-readable documents about this service.' },
      { name: 'Service', description: 'Liveness.' },
      { name: 'Documentation', description: 'This reference.' },
    ],
    paths: paths(),
    components: {
      schemas: buildComponentSchemas(),
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description: 'Optional everywhere. A bearer token from the client-credentials grant makes the OAuth client the identity for limits (its own quote bucket, at the size agreed at registration). An expired or revoked token gets 401 invalid_token, never anonymous limits.',
          flows: { clientCredentials: { tokenUrl: `${base}${TOKEN_PATH}`, scopes: { quote: "Quotes on the registered client's own hourly bucket" } } },
        },
        oauthClientBasic: { type: 'http', scheme: 'basic', description: 'client_secret_basic on the token endpoint: client_id and client_secret, each form-urlencoded, as HTTP Basic credentials.' },
      },
      headers: {
        'X-Request-Id': { description: 'Request id (yours when you send a sane one); quote it to support.', schema: { type: 'string' } },
        ETag: { description: 'Strong validator: a hash of the exact bytes. Send it back in If-None-Match.', schema: { type: 'string' } },
        'Cache-Control': { description: 'How long the answer may be cached.', schema: { type: 'string' } },
      },
      parameters: {
        'If-None-Match': { name: 'If-None-Match', in: 'header', required: false, description: 'An ETag from an earlier answer: 304 without a body when unchanged.', schema: { type: 'string' } },
      },
    },
    'x-rate-limits': buildRateLimitDescriptor(config) as unknown as JsonObject,
  }, config);
}
