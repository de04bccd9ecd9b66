// Request and response examples for every operation of /openapi.json, attached after the document is built so
// document.ts stays about shapes. Discovery documents and problem bodies come from the code that serves them (the
// builders, problemBody); bodies that need live state (a quote, a session, a parcel, a month of the index) are real
// answers captured once and trimmed. test/unit/api/openapi-examples.test.ts validates each one against its schema.
import type { AppConfig } from '../../config/index.ts';
import { PRICE_INDEX_NOTICE } from '../../domain/price-index/read.ts';
import { a2aSkills, buildAgentCard } from '../a2a/card.ts';
import { AGENT_SKILLS } from '../agent/skills.ts';
import { buildAgentSkills } from '../discovery/agent-skills.ts';
import { buildApiCatalog } from '../discovery/api-catalog.ts';
import { buildMcpCatalog, buildMcpServerCard } from '../discovery/mcp.ts';
import { buildRateLimitDescriptor } from '../discovery/rate-limits.ts';
import { authorizationServerMetadata } from '../oauth/routes.ts';
import { ProblemError, problemBody } from '../problem.ts';
import type { ProblemCode } from '../problem.ts';
import type { JsonObject } from './components.ts';

const QUOTE_REQUEST = { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' };

const QUOTE_ANSWER = {
  quote_id: 'q_00mwu2xpymoxvS8Tcrfktyr8wtOaILPA',
  quoted_at: '2026-11-24T02:32:42.669Z',
  expires_at: '2026-11-25T02:32:42.669Z',
  origin: { postal_code: '10001', country: 'US', city: 'New York', state: 'NY' },
  notice:
    'A quote is a snapshot of live carrier rating, not a contract; prices move with carrier tariffs. Each quote costs a live rating: make one call per shipment, cache the answer on your side, never poll. A person buys the label at the checkout link.',
  mode: 'parcel',
  destination: { postal_code: '94105', country: 'US', city: 'San Francisco', state: 'CA' },
  package: {
    length_cm: 36.2,
    width_cm: 26,
    height_cm: 21,
    weight_kg: 1.38,
    source: 'estimated',
    estimate: { matched: 'coffee mug', query: 'two ceramic coffee mugs', confidence: 0.92, quantity: 2, box: '14x10x8 in box', assumptions: ['2 items packed 1 x 1 x 2'], fragile: true, restricted: [] },
  },
  rates: [
    { carrier: 'USPS', service: 'USPS Ground Advantage', service_code: 'usps_ground_advantage', amount: 20.15, carrier_amount: 18.66, service_fee: 1.49, retail_amount: 22.75, currency: 'USD', delivery_days: 5, estimated_delivery: '2026-12-01', billable_weight_kg: 1.814, dim_weight_applied: false, dim_divisor: null },
    { carrier: 'UPS', service: 'UPS Ground', service_code: 'ups_ground', amount: 32.5, carrier_amount: 30.09, service_fee: 2.41, retail_amount: 39.62, currency: 'USD', delivery_days: 5, estimated_delivery: '2026-12-01', billable_weight_kg: 4.082, dim_weight_applied: true, dim_divisor: 139 },
  ],
  excluded: [{ carrier: 'DHL', service: 'DHL Express Worldwide', service_code: 'dhl_express_worldwide', reason: 'lane_not_served', message: 'DHL Express Worldwide is offered from the US to Germany and Australia only.' }],
  pricing: { provider: 'tariff', tables_version: '2026-11-tariff-1' },
};

const SESSION_ID = 'cs_QRENmo9MK8y9ZoPmILU0Ug';

const checkoutCreated = (base: string) => ({
  session_id: SESSION_ID,
  checkout_url: `${base}/calculator?session=${SESSION_ID}`,
  amount: 20.15,
  currency: 'USD',
  carrier: 'USPS',
  service: 'USPS Ground Advantage',
  service_code: 'usps_ground_advantage',
  quote_id: QUOTE_ANSWER.quote_id,
  quote_reused: true,
  status: 'awaiting_checkout',
  created_at: '2026-11-24T02:32:42.738Z',
  expires_at: '2026-12-24T02:32:42.738Z',
});

const CHECKOUT_STATUS = {
  session_id: SESSION_ID,
  status: 'label_ready',
  created_at: '2026-11-24T02:32:42.738Z',
  expires_at: '2026-12-24T02:32:42.738Z',
  amount: 20.15,
  currency: 'USD',
  service: 'USPS Ground Advantage',
  quote_reused: true,
  checkout: {
    order_id: 'ord_7dQm2w0kq9vJv4bK1xYz3A',
    started_at: '2026-11-24T03:01:10.000Z',
    paid: true,
    label_ready: true,
    refunded: false,
    carrier: 'USPS',
    service: 'USPS Ground Advantage',
    tracking_number: '9400111206213857391046',
    tracking_status: 'pre_transit',
    estimated_delivery: '2026-12-01',
    delivered_at: null,
  },
  next: 'The label is bought; the parcel is on its way once dropped off. Check again in a day, not in a loop.',
};

const TRACKING = {
  tracking_number: '9400111206213857391046',
  carrier: 'USPS',
  service: 'USPS Ground Advantage',
  status: 'in_transit',
  estimated_delivery: '2026-12-01',
  delivered_at: null,
  events: [
    { time: '2026-11-25T08:12:00.000Z', location: 'Chicago, IL', status: 'in_transit', status_code: 'IT', description: 'In transit to the next facility' },
    { time: '2026-11-24T18:40:00.000Z', location: 'New York, NY', status: 'in_transit', status_code: 'AC', description: 'Accepted at USPS origin facility' },
    { time: '2026-11-24T03:02:00.000Z', location: 'New York, NY', status: 'pre_transit', status_code: 'PRE', description: 'Shipping label created, USPS awaiting item' },
  ],
};

const INDEX_RATE = { carrier: 'USPS', service: 'USPS Ground Advantage', service_code: 'usps_ground_advantage', amount: 13.74, carrier_amount: 12.25, service_fee: 1.49, retail_amount: 14.9, currency: 'USD', delivery_days: 3, billable_weight_kg: 0.3 };
const CHANGE = { previous_month: '2026-10', previous_amount: 13.51, change_amount: 0.23, change_percent: 1.7 };

const PRICE_INDEX = {
  month: '2026-11',
  ran_at: '2026-11-01T06:00:04.120Z',
  currency: 'USD',
  basket: {
    version: '2026-10',
    origin: { postal_code: '43215', city: 'Columbus', state: 'OH', country: 'US' },
    boxes: [{ id: 'envelope', name: 'padded envelope', length_cm: 30, width_cm: 23, height_cm: 3, weight_kg: 0.3 }],
    lanes: [{ id: 'new-york', city: 'New York', state: 'NY', postal_code: '10001', zone: 4 }],
  },
  pricing: { provider: 'tariff', tables_version: '2026-11-tariff-1', fee_policy: { percent: 8, minimum: 1.49, maximum: 9.99 } },
  basket_average: { amount: 13.74, pairs: 1, method: 'mean of the cheapest rate of each box and lane', change: CHANGE },
  lanes: [{ lane_id: 'new-york', average_cheapest: 13.74, method: 'mean of the cheapest rate of each box', change: CHANGE }],
  results: [{ box_id: 'envelope', lane_id: 'new-york', zone: 4, cheapest: INDEX_RATE, rates: [INDEX_RATE], change: { ...CHANGE, previous_service_code: 'usps_ground_advantage' } }],
  previous_month: '2026-10',
  available_months: ['2026-10', '2026-11'],
  notice: PRICE_INDEX_NOTICE,
};

const FREIGHT_SUBMISSION = { name: 'Dana Reyes', email: 'dana@example.com', product: 'upright piano', pieces: 1, length_cm: 150, width_cm: 60, height_cm: 130, weight_kg: 250, from_postal_code: '10001', to_postal_code: '94105' };

const MCP_REQUEST = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_parcel_quote', arguments: { product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '94105' } } };
const MCP_RESPONSE = {
  jsonrpc: '2.0',
  id: 1,
  result: { structuredContent: QUOTE_ANSWER, content: [{ type: 'text', text: '2 rates for a 36.2×26×21 cm, 1.38 kg parcel 10001 → 94105 US (quote_id q_…):\n- USPS Ground Advantage: $20.15 total (carrier $18.66 + service fee $1.49; carrier retail $22.75), 5 business days, est. delivery 2026-12-01\n- UPS Ground: $32.50 total …' }] },
};
const A2A_REQUEST = {
  jsonrpc: '2.0',
  id: 1,
  method: 'SendMessage',
  params: { message: { messageId: 'm1', role: 'ROLE_USER', parts: [{ data: { skill: 'get_parcel_quote', arguments: { product: 'two ceramic coffee mugs', from_zip: '10001', to_zip: '94105' } } }] } },
};
const A2A_RESPONSE = {
  jsonrpc: '2.0',
  id: 1,
  result: {
    message: {
      messageId: 'a2a-reply-1',
      role: 'ROLE_AGENT',
      parts: [
        { data: QUOTE_ANSWER, mediaType: 'application/json' },
        { text: '2 rates for a 36.2×26×21 cm, 1.38 kg parcel 10001 → 94105 US …', mediaType: 'text/plain' },
      ],
      metadata: { skill: 'get_parcel_quote', isError: false },
    },
  },
};
const JSON_RPC_ERROR = { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Bad Request: the message is not valid JSON-RPC.' } };

/** A string body's example by media type. */
const TEXT_EXAMPLES: Record<string, string> = {
  'text/html': '<!doctype html>\n<html lang="en">…</html>',
  'image/svg+xml': '<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="title">…</svg>',
  'text/markdown': '---\nname: get-parcel-quote\ndescription: …\n---\n# Get parcel shipping rates\n…',
  'text/event-stream': 'event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{…}}\n\n',
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const refName = (schema: unknown): string | undefined => (isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref.slice(schema.$ref.lastIndexOf('/') + 1) : undefined);

/** `allOf: [Problem or TokenError, {properties: {error: {enum}}}]` → [component, first code]. */
function narrowedError(schema: unknown): [string, string] | undefined {
  if (!isObject(schema) || !Array.isArray(schema.allOf)) return undefined;
  const [base, narrowing] = schema.allOf as unknown[];
  const name = refName(base);
  const codes = isObject(narrowing) && isObject(narrowing.properties) && isObject(narrowing.properties.error) ? narrowing.properties.error.enum : undefined;
  return name && Array.isArray(codes) && typeof codes[0] === 'string' ? [name, codes[0]] : undefined;
}

function componentExamples(config: AppConfig): Record<string, unknown> {
  const base = config.publicBaseUrl;
  return {
    Status: { status: 'ok', version: config.version, time: '2026-11-24T02:32:40.001Z', checks: { store: 'ok', temporal: 'ok' } },
    QuoteRequest: QUOTE_REQUEST,
    QuoteAnswer: QUOTE_ANSWER,
    CheckoutSessionRequest: { quote_id: QUOTE_ANSWER.quote_id, service: 'usps_ground_advantage' },
    CheckoutSessionCreated: checkoutCreated(base),
    CheckoutStatus: CHECKOUT_STATUS,
    TrackingAnswer: TRACKING,
    PriceIndexAnswer: PRICE_INDEX,
    FreightSubmission: FREIGHT_SUBMISSION,
    FreightForm: { ...FREIGHT_SUBMISSION, csrf_token: 'ct_Jx2…' },
    FreightSubmitted: { id: 'fr_8mQ2vTg4s0WcY1pLkR3nZa', status: 'submitted', submitted_at: '2026-11-24T02:40:12.005Z' },
    TokenRequest: { grant_type: 'client_credentials', scope: 'quote' },
    TokenResponse: { access_token: 'pqat_3q2XnT8vYh0sLk1mC9bWdA4eRf7gUj2p', token_type: 'Bearer', expires_in: 3600, scope: 'quote' },
    AuthorizationServerMetadata: authorizationServerMetadata(base),
    ApiCatalog: buildApiCatalog(config),
    AgentCard: buildAgentCard(config, a2aSkills(AGENT_SKILLS)),
    McpCatalog: buildMcpCatalog(config),
    McpServerCard: buildMcpServerCard(config),
    AgentSkillsIndex: buildAgentSkills(config).index,
    RateLimitDescriptor: buildRateLimitDescriptor(config),
  };
}

const TOKEN_TITLES: Record<string, string> = {
  invalid_request: 'The token request is not valid',
  invalid_client: 'Client authentication failed',
  unsupported_grant_type: 'Unsupported grant type',
  invalid_scope: 'Invalid scope',
  slow_down: 'Too many token requests',
};

function errorExample(component: string, code: string, status: number, description: string): unknown {
  if (component === 'TokenError') {
    return { error: code, error_description: description, type: `/docs/problems#${code.replaceAll('_', '-')}`, title: TOKEN_TITLES[code] ?? code, status, detail: description };
  }
  const extra: Record<string, unknown> =
    code === 'invalid_request' && status === 400 ? { errors: [{ field: 'to_postal_code', message: 'to_postal_code must be a string (was missing)' }] } : code === 'rate_limited' ? { bucket: 'quote-bucket' } : {};
  return problemBody(new ProblemError(status, code as ProblemCode, description, { extra }));
}

/** The example of one body, or undefined when we have none for it. */
function bodyExample(mediaType: string, schema: unknown, context: { operationId: string; status: string; description: string; path: string; components: Record<string, unknown> }): unknown {
  const narrowed = narrowedError(schema);
  if (narrowed) return errorExample(narrowed[0], narrowed[1], context.status === 'default' ? 500 : Number(context.status), context.description.replace(/`/g, ''));
  if (context.operationId === 'mcp') return context.status === 'request' ? MCP_REQUEST : context.status === '200' ? MCP_RESPONSE : JSON_RPC_ERROR;
  if (context.operationId === 'a2a' && mediaType === 'application/json') return context.status === 'request' ? A2A_REQUEST : context.status === '200' ? A2A_RESPONSE : JSON_RPC_ERROR;
  if (context.operationId === 'getOpenApi') return { openapi: '3.1.1', info: { title: 'Parcel Quote Service', version: '…' }, paths: {} };
  const name = refName(schema);
  if (name && name in context.components) return context.components[name];
  if (isObject(schema) && schema.type === 'string') return TEXT_EXAMPLES[mediaType];
  return undefined;
}

const PARAMETER_EXAMPLES: Record<string, string> = {
  session_id: SESSION_ID,
  tracking_number: '9400111206213857391046',
  id: 'fr_8mQ2vTg4s0WcY1pLkR3nZa',
  month: '2026-11',
  skill: 'get-parcel-quote',
  'Idempotency-Key': 'order-4711-shipping',
};

/** Adds `example` to every request body, response body and named parameter of `document` that has a schema. */
export function attachExamples(document: JsonObject, config: AppConfig): JsonObject {
  const components = componentExamples(config);
  const paths = isObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    const withParameterExamples = (parameters: unknown): void => {
      if (!Array.isArray(parameters)) return;
      for (const parameter of parameters) if (isObject(parameter) && typeof parameter.name === 'string' && PARAMETER_EXAMPLES[parameter.name]) parameter.example = PARAMETER_EXAMPLES[parameter.name];
    };
    withParameterExamples(item.parameters);
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      const operationId = operation.operationId;
      withParameterExamples(operation.parameters);
      const attach = (content: unknown, status: string, description: string): void => {
        if (!isObject(content)) return;
        for (const [mediaType, media] of Object.entries(content)) {
          if (!isObject(media)) continue;
          const example = bodyExample(mediaType, media.schema, { operationId, status, description, path, components });
          if (example !== undefined) media.example = example;
        }
      };
      if (isObject(operation.requestBody)) attach(operation.requestBody.content, 'request', '');
      if (isObject(operation.responses)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (isObject(response)) attach(response.content, status, typeof response.description === 'string' ? response.description : '');
        }
      }
    }
  }
  return document;
}
