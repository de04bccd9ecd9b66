// Pricing the basket: every box × lane goes through `quoteShipment`, the same pipeline POST /quote runs (same
// geography, packaging with package_source "manual", rating provider, fee policy and rate selection). No shortcut.
import { resolveDestination, resolveOrigin, usZone } from '../../domain/geography/index.ts';
import type { UsPlace } from '../../domain/geography/index.ts';
import { newId } from '../../domain/ids/index.ts';
import { createTariffProvider } from '../../providers/rating/index.ts';
import { quoteShipment } from '../../domain/quoting/index.ts';
import type { QuoteDeps, ShipmentInput } from '../../domain/quoting/index.ts';
import type { FeePolicy, PricedRate, RatingProvider } from '../../domain/rating/index.ts';
import type { PriceIndexRate, PriceIndexResult, PriceIndexSnapshot, Store } from '../../store/index.ts';
import type { BasketBox, BasketLane, PriceIndexBasket } from '../../domain/price-index/basket.ts';
import { PRICE_INDEX_BASKET } from '../../domain/price-index/basket.ts';
import { BASKET_AVERAGE_METHOD, basketAverageCents } from '../../domain/price-index/math.ts';
import { isMonth, monthOf } from '../../domain/price-index/month.ts';

/** The basket cannot be priced as an index (a pair went to freight or review, or got no rate). Not retryable. */
export class PriceIndexBasketError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceIndexBasketError';
  }
}

/** The month is not YYYY-MM. Not retryable. */
export class PriceIndexMonthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PriceIndexMonthError';
  }
}

export type PriceIndexTrigger = 'schedule' | 'startup' | 'operator' | 'test';

export interface RunPriceIndexInput {
  /** YYYY-MM the snapshot is stored under. */
  month: string;
  triggered_by: PriceIndexTrigger;
}

export interface PriceIndexRunSummary {
  month: string;
  ran_at: string;
  pairs: number;
  basket_version: string;
  basket_average_cents: number;
  provider: string;
  tables_version: string;
  /** true when an earlier snapshot of this month was replaced. */
  replaced: boolean;
}

export interface PriceIndexDeps {
  store: Pick<Store, 'priceIndex'>;
  rating: RatingProvider;
  feePolicy: FeePolicy;
  clock: () => Date;
  basket?: PriceIndexBasket;
  /** Pairs priced at once (a live provider is called once per pair). */
  concurrency?: number;
  /** What prices a past month when `rating` is live (it can only price today): the embedded tariff engine. */
  pastRating?: RatingProvider;
}

/** The quote request for one box and lane, exactly as a caller would send it to POST /quote. */
export function basketShipment(basket: PriceIndexBasket, box: BasketBox, lane: BasketLane): ShipmentInput {
  return {
    from_postal_code: basket.origin.postal_code,
    to_postal_code: lane.postal_code,
    length_cm: box.length_cm,
    width_cm: box.width_cm,
    height_cm: box.height_cm,
    weight_kg: box.weight_kg,
    package_source: 'manual',
  };
}

function toIndexRate(rate: PricedRate): PriceIndexRate {
  return {
    carrier: rate.carrier,
    service: rate.service,
    service_code: rate.service_code,
    amount_cents: rate.amount_cents,
    carrier_amount_cents: rate.carrier_amount_cents,
    service_fee_cents: rate.service_fee_cents,
    retail_amount_cents: rate.retail_amount_cents,
    delivery_days: rate.delivery_days,
    billable_weight_kg: rate.billable_weight_kg,
  };
}

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

/**
 * When a month's basket is priced: a past month (a backfill) as on its first day at noon UTC, so it uses that
 * month's tariff tables; the current month (the scheduled run on its first day) and later as of now.
 */
export function pricingDateFor(month: string, now: Date): Date {
  if (!isMonth(month) || month >= monthOf(now)) return now;
  return new Date(`${month}-01T12:00:00.000Z`);
}

/** Price every box × lane of the basket (boxes outer, lanes inner) and build the month's snapshot. */
export async function priceBasket(input: RunPriceIndexInput, deps: Omit<PriceIndexDeps, 'store'>): Promise<PriceIndexSnapshot> {
  if (!isMonth(input.month)) throw new PriceIndexMonthError(`month must be YYYY-MM, got "${input.month}"`);
  const basket = deps.basket ?? PRICE_INDEX_BASKET;
  const now = deps.clock();
  const pricedAt = pricingDateFor(input.month, now);
  let pricing = null as { provider: string; tables_version: string } | null;
  // A live provider prices only today: a past month (a backfill) is priced with that month's tariff tables.
  const rating = deps.rating.live && pricedAt !== now ? (deps.pastRating ?? createTariffProvider()) : deps.rating;
  const quoteDeps: QuoteDeps = {
    rating,
    feePolicy: deps.feePolicy,
    quoteTtlSeconds: 0,
    newId,
    freightFormUrl: (id) => `/freight/${id}`,
  };
  const pairs = basket.boxes.flatMap((box) => basket.lanes.map((lane) => ({ box, lane })));

  const results = await mapLimited(pairs, deps.concurrency ?? 4, async ({ box, lane }): Promise<PriceIndexResult> => {
    const label = `${box.id} → ${lane.id}`;
    let outcome: Awaited<ReturnType<typeof quoteShipment>>;
    try {
      outcome = await quoteShipment(basketShipment(basket, box, lane), pricedAt, quoteDeps);
    } catch (error) {
      // The rating engine throws RangeError for a request it can never price: a basket problem, not an outage.
      if (error instanceof RangeError) throw new PriceIndexBasketError(`${label}: ${error.message}`);
      throw error;
    }
    if (!outcome.ok) throw new PriceIndexBasketError(`${label}: ${outcome.errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`);
    if (outcome.answer.mode !== 'parcel') throw new PriceIndexBasketError(`${label}: the pipeline answered ${outcome.answer.mode}, not parcel rates`);
    pricing ??= outcome.answer.pricing;
    const rates = outcome.priced.map(toIndexRate).sort((a, b) => a.amount_cents - b.amount_cents || (a.service_code < b.service_code ? -1 : a.service_code > b.service_code ? 1 : 0));
    const cheapest = rates[0];
    if (!cheapest) throw new PriceIndexBasketError(`${label}: no carrier service can carry this box on this lane`);
    const zone = laneZone(basket, lane);
    return { box_id: box.id, lane_id: lane.id, zone, cheapest, rates };
  });

  return {
    month: input.month,
    ran_at: now.toISOString(),
    triggered_by: input.triggered_by,
    basket: {
      version: basket.version,
      origin: { ...basket.origin, country: 'US' },
      boxes: basket.boxes.map((b) => ({ id: b.id, name: b.name, length_cm: b.length_cm, width_cm: b.width_cm, height_cm: b.height_cm, weight_kg: b.weight_kg })),
      lanes: basket.lanes.map((l) => ({ id: l.id, city: l.city, state: l.state, postal_code: l.postal_code })),
    },
    provider: pricing?.provider ?? deps.rating.name,
    tables_version: pricing?.tables_version ?? deps.rating.tablesVersion,
    fee_policy: { percent: deps.feePolicy.percent, minimum_cents: deps.feePolicy.minimumCents, maximum_cents: deps.feePolicy.maximumCents },
    basket_average: { amount_cents: basketAverageCents(results), pairs: results.length, method: BASKET_AVERAGE_METHOD },
    results,
  };
}

// The zone the pipeline rated with is not part of the quote answer; compute it with the same geography code.
function laneZone(basket: PriceIndexBasket, lane: BasketLane): number | null {
  const origin = resolveOrigin(basket.origin.postal_code);
  const destination = resolveDestination(lane.postal_code);
  if (!origin.ok || destination.kind !== 'supported' || destination.place.country !== 'US') return null;
  return usZone(origin.place, destination.place as UsPlace);
}

/** The activity's work: price the basket, then store the snapshot (replacing the month's earlier one atomically). */
export async function runPriceIndex(input: RunPriceIndexInput, deps: PriceIndexDeps): Promise<PriceIndexRunSummary> {
  const snapshot = await priceBasket(input, deps);
  const replaced = await deps.store.priceIndex.has(input.month);
  await deps.store.priceIndex.replace(snapshot);
  return {
    month: snapshot.month,
    ran_at: snapshot.ran_at,
    pairs: snapshot.results.length,
    basket_version: snapshot.basket.version,
    basket_average_cents: snapshot.basket_average.amount_cents,
    provider: snapshot.provider,
    tables_version: snapshot.tables_version,
    replaced,
  };
}
