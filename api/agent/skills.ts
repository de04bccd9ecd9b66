// The agent skills behind MCP tools and A2A skills: one definition each (arguments schema, output schema, what it
// does), so both protocols answer the same and spend the same buckets as REST.
import type { Type } from 'arktype';
import { type } from 'arktype';
import type { ShipmentInput } from '../../domain/quoting/index.ts';
import { inchesToCm, poundsToKg, roundTo } from '../../domain/units/index.ts';
import type { ClientIdentity } from '../identity.ts';
import { invalidRequest } from '../problem.ts';
import type { FieldError } from '../problem.ts';
import type { QuoteService } from '../quote-service.ts';
import type { CheckoutService } from '../checkout-service.ts';
import { CheckoutSessionCreatedSchema, CheckoutStatusSchema } from '../schemas/checkout.ts';
import { PriceIndexAnswerSchema } from '../schemas/price-index.ts';
import { PRICE_INDEX_ARG_DOCS, PriceIndexArgsSchema, zipArgument } from '../schemas/agent.ts';
import type { PriceIndexArgs } from '../schemas/agent.ts';
import { readPriceIndex } from '../../activities/price-index/index.ts';
import type { Store } from '../../store/index.ts';
import { ProblemError } from '../problem.ts';
import { CHECKOUT_LINK_ARG_DOCS, CHECKOUT_STATUS_ARG_DOCS, CheckoutLinkArgsSchema, CheckoutStatusArgsSchema, PARCEL_QUOTE_ARG_DOCS, ParcelQuoteArgsSchema } from '../schemas/agent.ts';
import type { CheckoutLinkArgs, CheckoutStatusArgs, ParcelQuoteArgs } from '../schemas/agent.ts';
import { QuoteAnswerSchema } from '../schemas/quote.ts';
import type { QuoteAnswerShape } from '../schemas/quote.ts';
import { TRACK_PARCEL_ARG_DOCS, TrackParcelArgsSchema, TrackingAnswerSchema, trackingView } from '../routes/track.ts';
import type { TrackParcelArgs } from '../routes/track.ts';

export interface SkillServices {
  quotes: QuoteService;
  checkout: CheckoutService;
  store: Store;
}

export interface SkillResult {
  structured: Record<string, unknown>;
  /** A short text a model can read: the money figures, the service, the delivery estimate. */
  text: string;
}

export interface AgentSkill<Args> {
  name: string;
  title: string;
  description: string;
  args: Type<Args>;
  argDocs: Record<string, string>;
  output: Type<unknown>;
  annotations: { readOnlyHint: boolean; destructiveHint: boolean; idempotentHint: boolean; openWorldHint: boolean };
  examples: string[];
  run(args: Args, identity: ClientIdentity, services: SkillServices): Promise<SkillResult>;
}

const RULES =
  'Rules: make one call per shipment and cache the answer on your side; never poll. Quotes are snapshots of live carrier rating, not contracts. An agent never pays: a person confirms and pays at the checkout link.';

const money = (n: number): string => `$${n.toFixed(2)}`;

/** "USPS Ground Advantage", not "USPS USPS Ground Advantage": the carrier only when the service name lacks it. */
export function serviceLabel(carrier: string, service: string): string {
  return service.toLowerCase().startsWith(carrier.toLowerCase()) ? service : `${carrier} ${service}`;
}

export function describeQuote(answer: QuoteAnswerShape): string {
  if (answer.mode === 'freight_manager') return `Freight shipment: no parcel rates. ${answer.freight?.reason ?? ''} A person prices it at ${answer.freight?.form_url ?? 'the freight form'}.`.trim();
  if (answer.mode === 'human_review') return `This destination is not priced automatically (${answer.review?.reason ?? 'unsupported'}). A person reviews it: review id ${answer.review?.id ?? ''}.`;
  const pkg = answer.package;
  const head = `${answer.rates.length} rate${answer.rates.length === 1 ? '' : 's'} for a ${pkg ? `${pkg.length_cm}×${pkg.width_cm}×${pkg.height_cm} cm, ${pkg.weight_kg} kg` : ''} parcel ${answer.origin.postal_code} → ${answer.destination.postal_code} ${answer.destination.country ?? ''} (quote_id ${answer.quote_id}, valid until ${answer.expires_at}):`;
  const lines = answer.rates.map(
    (r) =>
      `- ${serviceLabel(r.carrier, r.service)}: ${money(r.amount)} total (carrier ${money(r.carrier_amount)} + service fee ${money(r.service_fee)}${r.retail_amount !== null ? `; carrier retail ${money(r.retail_amount)}` : ''}), ${r.delivery_days} business day${r.delivery_days === 1 ? '' : 's'}, est. delivery ${r.estimated_delivery}`,
  );
  const empty = answer.rates.length === 0 ? ['No service can carry this parcel:', ...answer.excluded.map((e) => `- ${serviceLabel(e.carrier, e.service)}: ${e.message}`)] : [];
  const hint = pkg?.estimate?.hint ? [`Note: ${pkg.estimate.hint}`] : [];
  return [head, ...lines, ...empty, ...hint].join('\n');
}

/** Inches/pounds tool arguments → the REST shipment (cm/kg). Dimensions come all together or not at all. */
export function shipmentFromToolArgs(args: ParcelQuoteArgs): ShipmentInput {
  const dims = [args.length_in, args.width_in, args.height_in, args.weight_lb];
  const given = dims.filter((d) => d !== undefined).length;
  if (given > 0 && given < 4) {
    const missing: FieldError[] = (['length_in', 'width_in', 'height_in', 'weight_lb'] as const)
      .filter((f) => args[f] === undefined)
      .map((field) => ({ field, message: `${field} is needed too: give all of length_in, width_in, height_in and weight_lb, or none` }));
    throw invalidRequest('Exact dimensions need all four of length_in, width_in, height_in and weight_lb.', missing);
  }
  const from = zipArgument('from_zip', args.from_zip);
  const to = zipArgument('to_zip', args.to_zip, args.to_country);
  const zipErrors: FieldError[] = [...(from.ok ? [] : [{ field: 'from_zip', message: from.message }]), ...(to.ok ? [] : [{ field: 'to_zip', message: to.message }])];
  if (!from.ok || !to.ok) throw invalidRequest(zipErrors.map((e) => e.message).join(' '), zipErrors);
  return {
    product: args.product.trim(),
    from_postal_code: from.postal_code,
    to_postal_code: to.postal_code,
    ...(args.to_country ? { to_country: args.to_country } : {}),
    ...(args.quantity !== undefined ? { quantity: args.quantity } : {}),
    ...(given === 4
      ? {
          package_source: 'manual' as const,
          length_cm: roundTo(inchesToCm(args.length_in!), 2),
          width_cm: roundTo(inchesToCm(args.width_in!), 2),
          height_cm: roundTo(inchesToCm(args.height_in!), 2),
          weight_kg: roundTo(poundsToKg(args.weight_lb!), 3),
        }
      : {}),
  };
}

export const getParcelQuoteSkill: AgentSkill<ParcelQuoteArgs> = {
  name: 'get_parcel_quote',
  title: 'Get parcel shipping rates',
  description: `Price a parcel from a US ZIP to the US, Canada, the UK, Germany or Australia across USPS, UPS, FedEx (and DHL Express to DE/AU). Describe the item in plain words, or give exact inches and pounds. Returns up to five rates, each with the checkout total (amount), the carrier cost beneath it (carrier_amount), the service fee and the carrier's retail price, plus why other services were left out. Freight-sized shipments come back as mode "freight_manager" with a form link; other countries as "human_review". Spends one from your hourly quote bucket (80/hour, shared with REST). ${RULES}`,
  args: ParcelQuoteArgsSchema,
  argDocs: PARCEL_QUOTE_ARG_DOCS,
  output: QuoteAnswerSchema as Type<unknown>,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  examples: ['What does it cost to ship two ceramic mugs from 10001 to 94105?', '{"product":"12 inch skillet","from_zip":"10001","to_zip":"60601"}'],
  async run(args, identity, services) {
    const { answer } = await services.quotes.quoteValidated(identity, shipmentFromToolArgs(args));
    return { structured: answer as unknown as Record<string, unknown>, text: describeQuote(answer) };
  },
};

export const createCheckoutLinkSkill: AgentSkill<CheckoutLinkArgs> = {
  name: 'create_checkout_link',
  title: 'Create a checkout link for a person',
  description: `Create a checkout handoff: prices the shipment (or reuses quote_id from get_parcel_quote) and returns a checkout_url that opens our hosted calculator prefilled, plus a session_id. Give the URL to the person: they enter addresses, confirm the consents and pay on the payment provider's hosted checkout. This tool never charges anything. Reusing a valid quote_id spends nothing; otherwise it spends one from your quote bucket. ${RULES}`,
  args: CheckoutLinkArgsSchema,
  argDocs: CHECKOUT_LINK_ARG_DOCS,
  output: CheckoutSessionCreatedSchema as Type<unknown>,
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true },
  examples: ['Make a checkout link for quote q_… with USPS Ground Advantage', '{"product":"two mugs","from_zip":"10001","to_zip":"94105","quote_id":"q_…","service":"usps_ground_advantage"}'],
  async run(args, identity, services) {
    const { service, quote_id, ...shipmentArgs } = args;
    const shipment = shipmentFromToolArgs(shipmentArgs);
    const { body } = await services.checkout.createValidated(identity, { shipment, service: service?.trim() || null, quote_id: quote_id?.trim() || null });
    const text = `Checkout link for ${serviceLabel(body.carrier, body.service)}: ${money(body.amount)} (${body.quote_reused ? 'reused quote' : 'priced live'} ${body.quote_id}). Give this URL to the person; they confirm and pay there: ${body.checkout_url}\nsession_id ${body.session_id} (status ${body.status}; answers until ${body.expires_at}). Check status minutes apart, not in a loop.`;
    return { structured: body as unknown as Record<string, unknown>, text };
  },
};

export const getCheckoutStatusSkill: AgentSkill<CheckoutStatusArgs> = {
  name: 'get_checkout_status',
  title: 'Checkout session status',
  description: `How a checkout session stands: awaiting_checkout, checkout_started, paid, label_ready (with the tracking number), delivered or refunded, and what to do next. Never returns names, addresses or e-mails. Spends one from your checkout-status bucket (60/hour): check minutes apart, never in a tight loop.`,
  args: CheckoutStatusArgsSchema,
  argDocs: CHECKOUT_STATUS_ARG_DOCS,
  output: CheckoutStatusSchema as Type<unknown>,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  examples: ['Has the person paid for session cs_…?', '{"session_id":"cs_…"}'],
  async run(args, identity, services) {
    const status = await services.checkout.status(identity, args.session_id.trim());
    const tracking = status.checkout?.tracking_number ? ` Tracking: ${status.checkout.carrier ?? ''} ${status.checkout.tracking_number}${status.checkout.estimated_delivery ? `, est. delivery ${status.checkout.estimated_delivery}` : ''}.` : '';
    return { structured: status as unknown as Record<string, unknown>, text: `Session ${status.session_id}: ${status.status}.${tracking} Next: ${status.next}` };
  },
};

export const getPriceIndexSkill: AgentSkill<PriceIndexArgs> = {
  name: 'get_price_index',
  title: 'Monthly shipping price index',
  description:
    'The monthly shipping price index: six everyday boxes priced from one US origin to five US cities through the live rating pipeline. Returns the cheapest service per box and lane, every rate behind it (three money figures each), the basket average and month-over-month changes. Published data: no carrier call, no rate limit.',
  args: PriceIndexArgsSchema,
  argDocs: PRICE_INDEX_ARG_DOCS,
  output: PriceIndexAnswerSchema as Type<unknown>,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  examples: ['What is the shipping price index for 2026-11?', '{"month":"2026-11"}'],
  async run(args, _identity, services) {
    const lookup = await readPriceIndex(services.store, args.month ?? null);
    if (!lookup.ok) {
      throw lookup.error === 'not_found'
        ? new ProblemError(404, 'not_found', lookup.message, { extra: { available_months: lookup.available_months } })
        : new ProblemError(400, 'invalid_request', lookup.message, { extra: { errors: [{ field: 'month', message: lookup.message }] } });
    }
    const answer = lookup.answer;
    const lines = answer.lanes.map((l) => `- ${l.lane_id}: average cheapest ${money(l.average_cheapest)}${l.change?.change_percent != null ? ` (${l.change.change_percent >= 0 ? '+' : ''}${l.change.change_percent}% vs ${l.change.previous_month})` : ''}`);
    const text = [`Price index ${answer.month}: basket average ${money(answer.basket_average.amount)} over ${answer.basket_average.pairs} box-lane pairs (${answer.pricing.provider}, tables ${answer.pricing.tables_version}).`, ...lines].join('\n');
    return { structured: answer as unknown as Record<string, unknown>, text };
  },
};

export const trackParcelSkill: AgentSkill<TrackParcelArgs> = {
  name: 'track_parcel',
  title: 'Track a parcel',
  description:
    'Where a parcel is: the current delivery status (pre_transit, in_transit, out_for_delivery, delivered, exception, returned), the estimated delivery date and the scan timeline (time, location, status code, description), newest first. Works only for labels bought through this service; reads our shipment record (no carrier call), no rate limit. Unknown numbers answer tracking_not_found.',
  args: TrackParcelArgsSchema,
  argDocs: TRACK_PARCEL_ARG_DOCS,
  output: TrackingAnswerSchema as Type<unknown>,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  examples: ['Where is parcel 9400119287612345678903?', '{"tracking_number":"1Z999AA10123456784"}'],
  async run(args, _identity, services) {
    const answer = await trackingView(services.store, args.tracking_number);
    const latest = answer.events[0];
    const text = `${answer.carrier} ${answer.tracking_number}: ${answer.status}${answer.estimated_delivery ? `, estimated delivery ${answer.estimated_delivery}` : ''}${answer.delivered_at ? `, delivered ${answer.delivered_at}` : ''}.${latest ? ` Latest: ${latest.description} (${latest.location}, ${latest.time}).` : ''}`;
    return { structured: answer as unknown as Record<string, unknown>, text };
  },
};

export const AGENT_SKILLS: readonly AgentSkill<never>[] = [getParcelQuoteSkill, createCheckoutLinkSkill, getCheckoutStatusSkill, trackParcelSkill, getPriceIndexSkill] as unknown as readonly AgentSkill<never>[];

/** The structured error every tool and skill returns when refused or invalid. */
export const SkillErrorSchema = type({
  error: 'string',
  status: 'number.integer',
  message: 'string',
  'errors?': type({ field: 'string', message: 'string' }).array(),
});
