// POST /agent/checkout-session: the shipment as in POST /quote (SPEC's tool names from_zip/to_zip accepted too),
// an optional quote_id to reuse and an optional service. One arktype schema validates and feeds OpenAPI.
import { type } from 'arktype';
import { CHECKOUT_STAGES } from '../../domain/checkout/stages.ts';
import type { FieldError } from '../problem.ts';
import { QUOTE_REQUEST_DOCS, QuoteRequestSchema } from './quote.ts';
import type { QuoteRequest } from './quote.ts';

export const CheckoutSessionRequestSchema = QuoteRequestSchema.partial().merge({
  'from_zip?': '0 < string <= 16',
  'to_zip?': '0 < string <= 16',
  'service?': '0 < string <= 120',
  'quote_id?': '0 < string <= 64',
});

export type CheckoutSessionRequest = typeof CheckoutSessionRequestSchema.infer;

export const CHECKOUT_SESSION_REQUEST_DOCS: Record<keyof CheckoutSessionRequest, string> = {
  ...QUOTE_REQUEST_DOCS,
  from_zip: 'Same as from_postal_code (the name the agent tools use).',
  to_zip: 'Same as to_postal_code (the name the agent tools use).',
  service: 'Service to anchor the session to: a service_code or service name from the quote. Default: the cheapest rate.',
  quote_id: 'An earlier quote to reuse: nothing is spent from the quote bucket while it is valid (24 h). Without a valid one the shipment is priced live.',
};

/** What the route hands the checkout service: the shipment (if any) under POST /quote's names. */
export interface CheckoutSessionInput {
  /** Present when any shipment field was sent. */
  shipment: Partial<QuoteRequest> | null;
  service: string | null;
  quote_id: string | null;
}

export type CheckoutValidation = { ok: true; value: CheckoutSessionInput } | { ok: false; errors: FieldError[] };

const SHIPMENT_FIELDS = Object.keys(QUOTE_REQUEST_DOCS) as (keyof QuoteRequest)[];

export function validateCheckoutSessionRequest(input: unknown): CheckoutValidation {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { ok: false, errors: [{ field: '(body)', message: 'must be a JSON object' }] };
  const parsed = CheckoutSessionRequestSchema(input);
  if (parsed instanceof type.errors) {
    return { ok: false, errors: parsed.map((e) => ({ field: e.path.join('.') || '(body)', message: e.message })) };
  }
  const { from_zip, to_zip, service, quote_id, ...rest } = parsed;
  const errors: FieldError[] = [];
  const shipment: Partial<QuoteRequest> = { ...rest };
  for (const [alias, field, value] of [
    ['from_zip', 'from_postal_code', from_zip],
    ['to_zip', 'to_postal_code', to_zip],
  ] as const) {
    if (value === undefined) continue;
    if (shipment[field] !== undefined && shipment[field] !== value) errors.push({ field: alias, message: `${alias} and ${field} disagree; send one of them` });
    shipment[field] = value;
  }
  if (errors.length) return { ok: false, errors };
  const hasShipment = SHIPMENT_FIELDS.some((field) => shipment[field] !== undefined);
  return { ok: true, value: { shipment: hasShipment ? shipment : null, service: service?.trim() || null, quote_id: quote_id?.trim() || null } };
}

// Answers, as arktype schemas: MCP output schemas, OpenAPI and the TypeScript types below all derive from them.
export const CheckoutSessionCreatedSchema = type({
  session_id: 'string',
  checkout_url: 'string',
  amount: 'number',
  currency: "'USD'",
  carrier: 'string',
  service: 'string',
  service_code: 'string | null',
  quote_id: 'string',
  quote_reused: 'boolean',
  status: 'string',
  created_at: 'string',
  expires_at: 'string',
});

export const CheckoutStatusSchema = type({
  session_id: 'string',
  status: type.enumerated(...CHECKOUT_STAGES),
  created_at: 'string',
  expires_at: 'string',
  amount: 'number | null',
  currency: "'USD'",
  service: 'string | null',
  quote_reused: 'boolean',
  checkout: type({
    order_id: 'string | null',
    started_at: 'string | null',
    paid: 'boolean',
    label_ready: 'boolean',
    refunded: 'boolean',
    carrier: 'string | null',
    service: 'string | null',
    tracking_number: 'string | null',
    tracking_status: 'string | null',
    estimated_delivery: 'string | null',
    delivered_at: 'string | null',
  }).or('null'),
  next: 'string',
});

/** The answer of a created (or replayed) session. */
export type CheckoutSessionCreated = typeof CheckoutSessionCreatedSchema.infer;
/** SPEC's CheckoutStatus. */
export type CheckoutStatusBody = typeof CheckoutStatusSchema.infer;
