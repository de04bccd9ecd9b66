// The form a priced answer is kept in with its quote record, and the answer read back from it.
//
// A priced answer is ~3.8 KB of JSON, over half of it the `excluded` list, the notice and the rate keys repeated
// five times. Stored whole, each quote filled a 4 KB database page: written to the write-ahead log, copied again by
// the checkpoint, about 8 KB of disk writes per quote, and under load the commit (the one serial step of the hot
// path) waited on that. Kept as ~0.9 KB (below), three or four quote records share a page; the bench's quotes per
// second rose by about a fifth and its p99 fell.
//
// What is kept is what a reader needs: the rates in full, the places, the package and the pricing version. The
// exclusions are left out (a checkout reusing the quote needs only its rates; an answer without rates is kept whole,
// exclusions and all), and the notice is the service's current one. The quote id and times are the record's own
// columns. Anything that is not a priced answer is kept as its JSON, unchanged.
import { QUOTE_NOTICE } from './index.ts';
import type { ProviderQuoteRef, QuoteAnswer, QuotedPackage, RateEntry } from './index.ts';

const FORMAT = 1;

type RateTuple = [
  carrier: RateEntry['carrier'],
  service: string,
  service_code: string,
  amount: number,
  carrier_amount: number,
  service_fee: number,
  retail_amount: number | null,
  delivery_days: number,
  estimated_delivery: string,
  billable_weight_kg: number,
  dim_weight_applied: boolean,
  dim_divisor: number | null,
];

type StoredPriced =
  | [format: typeof FORMAT, origin: QuoteAnswer['origin'], destination: QuoteAnswer['destination'], pkg: QuotedPackage | null, pricing: QuoteAnswer['pricing'], rates: RateTuple[]]
  // Priced by a live provider: its shipment and rate ids ride along (the label is bought for exactly those).
  | [format: typeof FORMAT, origin: QuoteAnswer['origin'], destination: QuoteAnswer['destination'], pkg: QuotedPackage | null, pricing: QuoteAnswer['pricing'], rates: RateTuple[], provider: ProviderQuoteRef];

function toTuple(rate: RateEntry): RateTuple {
  return [
    rate.carrier,
    rate.service,
    rate.service_code,
    rate.amount,
    rate.carrier_amount,
    rate.service_fee,
    rate.retail_amount,
    rate.delivery_days,
    rate.estimated_delivery,
    rate.billable_weight_kg,
    rate.dim_weight_applied,
    rate.dim_divisor,
  ];
}

function fromTuple(tuple: RateTuple): RateEntry {
  const [carrier, service, service_code, amount, carrier_amount, service_fee, retail_amount, delivery_days, estimated_delivery, billable_weight_kg, dim_weight_applied, dim_divisor] = tuple;
  return { carrier, service, service_code, amount, carrier_amount, service_fee, retail_amount, currency: 'USD', delivery_days, estimated_delivery, billable_weight_kg, dim_weight_applied, dim_divisor };
}

/**
 * The text to store for `answer`; `answerJson` is the answer as sent, kept as it is for answers without rates.
 * `providerRef` (a live provider's shipment and rate ids) is kept beside the rates, never in the answer.
 */
export function storedAnswerJson(answer: QuoteAnswer, answerJson: string, providerRef?: ProviderQuoteRef): string {
  if (answer.mode !== 'parcel' || answer.rates.length === 0) return answerJson;
  const stored: StoredPriced = providerRef
    ? [FORMAT, answer.origin, answer.destination, answer.package, answer.pricing, answer.rates.map(toTuple), providerRef]
    : [FORMAT, answer.origin, answer.destination, answer.package, answer.pricing, answer.rates.map(toTuple)];
  return JSON.stringify(stored);
}

/** The record's own columns that the stored form leaves out. */
export interface StoredQuoteColumns {
  quote_id: string;
  quoted_at: string;
  expires_at: string;
}

function isStoredPriced(value: unknown): value is StoredPriced {
  return Array.isArray(value) && (value.length === 6 || value.length === 7) && value[0] === FORMAT && Array.isArray(value[5]);
}

/** The live provider's shipment and rate ids kept with a priced answer, or null (the embedded engine priced it). */
export function providerRefFromStored(stored: unknown): ProviderQuoteRef | null {
  return isStoredPriced(stored) && stored.length === 7 ? stored[6] : null;
}

/**
 * The answer from what storedAnswerJson kept (already parsed): a priced answer comes back with `excluded: []`
 * and the current notice; anything else is returned as it was stored.
 */
export function answerFromStored(stored: unknown, columns: StoredQuoteColumns): QuoteAnswer {
  if (!isStoredPriced(stored)) return stored as QuoteAnswer;
  const [, origin, destination, pkg, pricing, rates] = stored;
  return {
    quote_id: columns.quote_id,
    quoted_at: columns.quoted_at,
    expires_at: columns.expires_at,
    origin,
    notice: QUOTE_NOTICE,
    mode: 'parcel',
    destination,
    package: pkg,
    rates: rates.map(fromTuple),
    excluded: [],
    pricing,
  };
}
