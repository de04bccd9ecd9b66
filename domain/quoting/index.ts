// The quote pipeline: geography → package → parcel/freight decision → rating → fee → pick ≤5 → the answer.
// No storage and no limits here (the API does those around it), so the same function serves REST, MCP, A2A,
// checkout creation and the price index.
import { resolveDestination, resolveOrigin, usZone } from '../geography/index.ts';
import type { Place, UsPlace } from '../geography/index.ts';
import { centsToAmount } from '../money/index.ts';
import { MeasuredParcel, estimatePackage, freightWordsIn } from '../packaging/index.ts';
import type { PackageEstimate } from '../packaging/index.ts';
import { applyFees, exceedsEveryCarrierLimit, selectRates } from '../rating/index.ts';
import type { Carrier, Exclusion, FeePolicy, PricedRate, PricingSource, RatingProvider, RatingRequest } from '../rating/index.ts';
import { roundTo } from '../units/index.ts';

export interface ShipmentInput {
  product?: string;
  quantity?: number;
  from_postal_code: string;
  to_postal_code: string;
  to_country?: string;
  length_cm?: number;
  width_cm?: number;
  height_cm?: number;
  weight_kg?: number;
  package_source?: 'manual' | 'estimated';
  residential?: boolean;
}

const SHIPMENT_FIELDS = ['product', 'quantity', 'from_postal_code', 'to_postal_code', 'to_country', 'length_cm', 'width_cm', 'height_cm', 'weight_kg', 'package_source', 'residential'] as const satisfies readonly (keyof ShipmentInput)[];

/**
 * The shipment as stored: exactly ShipmentInput's fields, nothing a caller added. Whatever else a request carried
 * (notes, `__proto__`, nested junk) is dropped here, so it is never persisted.
 */
export function normalisedShipment(input: ShipmentInput): ShipmentInput {
  const out: Record<string, unknown> = {};
  for (const field of SHIPMENT_FIELDS) if (Object.hasOwn(input, field) && input[field] !== undefined) out[field] = input[field];
  return out as unknown as ShipmentInput;
}

/** The smallest manual package we price: one tenth of a centimetre and one gram (what the rounding below keeps). */
export const MIN_DIMENSION_CM = 0.1;
export const MIN_WEIGHT_KG = 0.001;

export interface RateEntry {
  carrier: Carrier;
  service: string;
  service_code: string;
  amount: number;
  carrier_amount: number;
  service_fee: number;
  retail_amount: number | null;
  currency: 'USD';
  delivery_days: number;
  estimated_delivery: string;
  billable_weight_kg: number;
  dim_weight_applied: boolean;
  dim_divisor: number | null;
}

export interface QuotedPackage {
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
  source: 'estimated' | 'manual';
  estimate?: PackageEstimate['estimate'];
}

export type QuoteMode = 'parcel' | 'freight_manager' | 'human_review';

export interface QuoteAnswer {
  quote_id: string;
  mode: QuoteMode;
  quoted_at: string;
  expires_at: string;
  origin: { postal_code: string; country: 'US'; city?: string; state?: string };
  destination: { postal_code: string; country: string | null; city?: string; state?: string };
  package: QuotedPackage | null;
  rates: RateEntry[];
  excluded: Exclusion[];
  review?: { id: string; reason: string };
  freight?: { id: string; form_url: string; reason: string };
  pricing: PricingSource | null;
  notice: string;
}

/**
 * What a live provider needs to buy the label for exactly the rate the person paid for: its shipment and, per
 * service code shown, its rate id. Kept with the stored quote, never sent in an answer.
 */
export interface ProviderQuoteRef {
  provider: string;
  shipment_id: string;
  /** service_code → the provider's rate id. */
  rate_ids: Record<string, string>;
}

export interface QuoteFieldError {
  field: string;
  message: string;
}

export type QuoteOutcome = { ok: true; answer: QuoteAnswer; priced: PricedRate[]; provider_ref?: ProviderQuoteRef } | { ok: false; errors: QuoteFieldError[] };

export interface QuoteDeps {
  rating: RatingProvider;
  feePolicy: FeePolicy;
  /** Quote life in seconds (24 h by default). */
  quoteTtlSeconds: number;
  newId: (prefix: 'q' | 'rv' | 'fr') => string;
  /** Builds the hosted freight form address for a freight review id. */
  freightFormUrl: (freightId: string) => string;
  /** Runs just before the rating provider is called (a valid parcel quote only): may refuse by throwing. */
  beforeRating?: () => Promise<void>;
}

export const QUOTE_NOTICE =
  'A quote is a snapshot of live carrier rating, not a contract; prices move with carrier tariffs. Each quote costs a live rating: make one call per shipment, cache the answer on your side, never poll. A person buys the label at the checkout link.';

// Built field by field rather than with conditional spreads: V8's object spread is slow (this runs on every
// quote), and the keys keep their order (postal_code, country, city, state).
function placeSummary<C extends string>(place: Place, country: C): { postal_code: string; country: C; city?: string; state?: string } {
  const summary: { postal_code: string; country: C; city?: string; state?: string } = { postal_code: place.postal_code, country };
  if (place.city) summary.city = place.city;
  if (place.state) summary.state = place.state;
  return summary;
}

function toRateEntry(rate: PricedRate): RateEntry {
  return {
    carrier: rate.carrier,
    service: rate.service,
    service_code: rate.service_code,
    amount: centsToAmount(rate.amount_cents),
    carrier_amount: centsToAmount(rate.carrier_amount_cents),
    service_fee: centsToAmount(rate.service_fee_cents),
    retail_amount: rate.retail_amount_cents === null ? null : centsToAmount(rate.retail_amount_cents),
    currency: 'USD',
    delivery_days: rate.delivery_days,
    estimated_delivery: rate.estimated_delivery,
    billable_weight_kg: rate.billable_weight_kg,
    dim_weight_applied: rate.dim_weight_applied,
    dim_divisor: rate.dim_divisor,
  };
}

function packageFor(input: ShipmentInput): { pkg: QuotedPackage; freightReason: string | null; restricted: readonly string[] } {
  if (input.package_source === 'manual') {
    const dims = [input.length_cm!, input.width_cm!, input.height_cm!].sort((a, b) => b - a) as [number, number, number];
    const pkg: QuotedPackage = {
      length_cm: roundTo(dims[0], 1),
      width_cm: roundTo(dims[1], 1),
      height_cm: roundTo(dims[2], 1),
      weight_kg: roundTo(input.weight_kg!, 3),
      source: 'manual',
    };
    const words = input.product ? freightWordsIn(input.product) : null;
    return { pkg, freightReason: words ? `the description mentions "${words}"` : null, restricted: input.product ? estimatePackage({ product: input.product }).estimate.restricted : [] };
  }
  // Built field by field: an object spread costs more than the rest of this call's glue.
  const query: { product: string; quantity?: number } = { product: input.product ?? '' };
  if (input.quantity !== undefined) query.quantity = input.quantity;
  const estimate = estimatePackage(query);
  return {
    pkg: {
      length_cm: estimate.length_cm,
      width_cm: estimate.width_cm,
      height_cm: estimate.height_cm,
      weight_kg: estimate.weight_kg,
      source: 'estimated',
      estimate: estimate.estimate,
    },
    freightReason: estimate.freight?.reason ?? null,
    restricted: estimate.estimate.restricted,
  };
}

export async function quoteShipment(input: ShipmentInput, now: Date, deps: QuoteDeps): Promise<QuoteOutcome> {
  const errors: QuoteFieldError[] = [];
  const origin = resolveOrigin(input.from_postal_code);
  if (!origin.ok) errors.push({ field: 'from_postal_code', message: origin.message });
  const destination = resolveDestination(input.to_postal_code, input.to_country);
  if (destination.kind === 'invalid') errors.push({ field: input.to_country && !/^[A-Za-z]{2}$/.test(input.to_country) ? 'to_country' : 'to_postal_code', message: destination.message });
  if (!origin.ok || destination.kind === 'invalid') return { ok: false, errors };

  const quoted_at = now.toISOString();
  const base = {
    quote_id: deps.newId('q'),
    quoted_at,
    expires_at: new Date(now.getTime() + deps.quoteTtlSeconds * 1000).toISOString(),
    origin: placeSummary(origin.place, 'US' as const),
    notice: QUOTE_NOTICE,
  };

  if (destination.kind === 'unsupported') {
    return {
      ok: true,
      priced: [],
      answer: {
        ...base,
        mode: 'human_review',
        destination: { postal_code: input.to_postal_code.trim(), country: destination.country },
        package: null,
        rates: [],
        excluded: [],
        review: { id: deps.newId('rv'), reason: destination.reason },
        pricing: null,
      },
    };
  }

  const { pkg, freightReason: wordsReason, restricted } = packageFor(input);
  // Sizes that round to zero cannot be rated; say so for the field (every surface reaches this, in any unit).
  const tooSmall =
    input.package_source === 'manual' ? (['length_cm', 'width_cm', 'height_cm', 'weight_kg'] as const).filter((field) => !(roundTo(input[field] ?? 0, field === 'weight_kg' ? 3 : 1) > 0)) : [];
  if (tooSmall.length > 0) {
    return {
      ok: false,
      errors: tooSmall.map((field) => ({ field, message: field === 'weight_kg' ? `weight_kg must be at least ${MIN_WEIGHT_KG} kg` : `${field} must be at least ${MIN_DIMENSION_CM} cm` })),
    };
  }
  const freightReason =
    wordsReason ?? (exceedsEveryCarrierLimit(pkg, destination.place.country) ? `the package (${pkg.length_cm}×${pkg.width_cm}×${pkg.height_cm} cm, ${pkg.weight_kg} kg) is beyond every carrier's parcel limits` : null);
  if (freightReason) {
    const freightId = deps.newId('fr');
    return {
      ok: true,
      priced: [],
      answer: {
        ...base,
        mode: 'freight_manager',
        destination: placeSummary(destination.place, destination.place.country),
        package: pkg,
        rates: [],
        excluded: [],
        freight: { id: freightId, form_url: deps.freightFormUrl(freightId), reason: `Freight: ${freightReason}. A person prices it through the freight review form.` },
        pricing: null,
      },
    };
  }

  const zone = destination.place.country === 'US' ? usZone(origin.place, destination.place as UsPlace) : null;
  if (deps.beforeRating) await deps.beforeRating();
  const request: RatingRequest = {
    origin: { country: 'US', postal_code: origin.place.postal_code },
    destination: { country: destination.place.country, postal_code: destination.place.postal_code },
    zone,
    // A class, not an object literal: literals with these four keys shared one V8 map with the estimator's, and as
    // sizes came whole or fractional every quote missed its inline caches (see MeasuredParcel).
    parcel: new MeasuredParcel(pkg.length_cm, pkg.width_cm, pkg.height_cm, pkg.weight_kg),
    residential: input.residential ?? true,
    quotedAt: now,
    restricted,
  };
  // What is inside, for a live provider's customs declaration (no declared value is asked for yet).
  if (input.product) request.contents = { description: input.product, quantity: input.quantity ?? 1, declared_value_cents: null };
  const rated = await deps.rating.rate(request);
  const { selected, notSelected } = selectRates(applyFees(rated.rates, deps.feePolicy));
  const providerRef = rated.provider_shipment_id === undefined ? undefined : providerRefFor(rated.pricing?.provider ?? deps.rating.name, rated.provider_shipment_id, selected);
  const answer: QuoteAnswer = {
    // base's fields one by one (same order as `...base`): a spread costs more than the rest of this object.
    quote_id: base.quote_id,
    quoted_at: base.quoted_at,
    expires_at: base.expires_at,
    origin: base.origin,
    notice: base.notice,
    mode: 'parcel',
    destination: placeSummary(destination.place, destination.place.country),
    package: pkg,
    rates: selected.map(toRateEntry),
    excluded: [...rated.excluded, ...notSelected],
    pricing: rated.pricing ?? { provider: deps.rating.name, tables_version: deps.rating.tablesVersion },
  };
  // No object spread for the optional provider_ref (same keys, same order: ok, priced, provider_ref, answer).
  if (providerRef) return { ok: true, priced: selected, provider_ref: providerRef, answer };
  return { ok: true, priced: selected, answer };
}

function providerRefFor(provider: string, shipmentId: string, selected: readonly PricedRate[]): ProviderQuoteRef {
  const rate_ids: Record<string, string> = {};
  for (const rate of selected) if (rate.provider_rate_id !== undefined) rate_ids[rate.service_code] = rate.provider_rate_id;
  return { provider, shipment_id: shipmentId, rate_ids };
}
