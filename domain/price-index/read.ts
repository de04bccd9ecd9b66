// Reading the index: the answer GET /price-index and the MCP tool get_price_index return. No carrier call, no limit.
import { centsToAmount } from '../money/index.ts';
import type { PriceIndexMonthSummary, PriceIndexRate, PriceIndexReader, PriceIndexSnapshot } from './types.ts';
import { LANE_AVERAGE_METHOD, changeCents, laneAveragesCents } from './math.ts';
import { isMonth, previousMonth } from './month.ts';

export interface PriceIndexRateEntry {
  carrier: string;
  service: string;
  service_code: string;
  /** Checkout total the customer pays, service fee included (USD). */
  amount: number;
  carrier_amount: number;
  service_fee: number;
  retail_amount: number | null;
  currency: 'USD';
  delivery_days: number;
  billable_weight_kg: number;
}

export interface MonthOverMonth {
  previous_month: string;
  previous_amount: number;
  change_amount: number;
  /** Percent, two decimals; null when the previous amount was 0. */
  change_percent: number | null;
}

export interface PriceIndexAnswer {
  month: string;
  ran_at: string;
  currency: 'USD';
  basket: {
    version: string;
    origin: { postal_code: string; city: string; state: string; country: 'US' };
    boxes: { id: string; name: string; length_cm: number; width_cm: number; height_cm: number; weight_kg: number }[];
    lanes: { id: string; city: string; state: string; postal_code: string; zone: number | null }[];
  };
  pricing: { provider: string; tables_version: string; fee_policy: { percent: number; minimum: number; maximum: number } };
  basket_average: { amount: number; pairs: number; method: string; change: MonthOverMonth | null };
  lanes: { lane_id: string; average_cheapest: number; method: string; change: MonthOverMonth | null }[];
  results: {
    box_id: string;
    lane_id: string;
    zone: number | null;
    cheapest: PriceIndexRateEntry;
    rates: PriceIndexRateEntry[];
    change: (MonthOverMonth & { previous_service_code: string }) | null;
  }[];
  /** The calendar month before, when it has a snapshot (the base of every `change`). */
  previous_month: string | null;
  available_months: string[];
  notice: string;
}

export type PriceIndexLookup =
  | { ok: true; answer: PriceIndexAnswer }
  | { ok: false; error: 'invalid_request'; message: string }
  | { ok: false; error: 'not_found'; message: string; available_months: string[] };

export const PRICE_INDEX_NOTICE =
  'Monthly snapshot of live carrier rating through the same pipeline as POST /quote (six everyday boxes from Columbus, OH to five US cities). Prices move with carrier tariffs; a snapshot is not a quote.';

export function toRateEntry(rate: PriceIndexRate): PriceIndexRateEntry {
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
    billable_weight_kg: rate.billable_weight_kg,
  };
}

function monthOverMonth(currentCents: number, previousCents: number, previous: string): MonthOverMonth {
  const change = changeCents(currentCents, previousCents);
  return {
    previous_month: previous,
    previous_amount: centsToAmount(change.previous_cents),
    change_amount: centsToAmount(change.change_cents),
    change_percent: change.change_percent,
  };
}

/** Build the answer from a snapshot and, when it exists, the previous calendar month's snapshot. */
export function buildPriceIndexAnswer(snapshot: PriceIndexSnapshot, previous: PriceIndexSnapshot | undefined, availableMonths: string[]): PriceIndexAnswer {
  const previousByPair = new Map(previous?.results.map((r) => [`${r.box_id}|${r.lane_id}`, r]) ?? []);
  const zoneByLane = new Map(snapshot.results.map((r) => [r.lane_id, r.zone]));
  // Averages are only comparable when both months priced the same basket.
  const sameBasket = previous !== undefined && previous.basket.version === snapshot.basket.version;
  const laneAverages = laneAveragesCents(snapshot.results);
  const previousLaneAverages = sameBasket ? laneAveragesCents(previous.results) : new Map<string, number>();

  return {
    month: snapshot.month,
    ran_at: snapshot.ran_at,
    currency: 'USD',
    basket: {
      version: snapshot.basket.version,
      origin: snapshot.basket.origin,
      boxes: snapshot.basket.boxes,
      lanes: snapshot.basket.lanes.map((lane) => ({ ...lane, zone: zoneByLane.get(lane.id) ?? null })),
    },
    pricing: {
      provider: snapshot.provider,
      tables_version: snapshot.tables_version,
      fee_policy: { percent: snapshot.fee_policy.percent, minimum: centsToAmount(snapshot.fee_policy.minimum_cents), maximum: centsToAmount(snapshot.fee_policy.maximum_cents) },
    },
    basket_average: {
      amount: centsToAmount(snapshot.basket_average.amount_cents),
      pairs: snapshot.basket_average.pairs,
      method: snapshot.basket_average.method,
      change: sameBasket ? monthOverMonth(snapshot.basket_average.amount_cents, previous.basket_average.amount_cents, previous.month) : null,
    },
    lanes: [...laneAverages].map(([laneId, cents]) => {
      const before = previousLaneAverages.get(laneId);
      return {
        lane_id: laneId,
        average_cheapest: centsToAmount(cents),
        method: LANE_AVERAGE_METHOD,
        change: before !== undefined && previous ? monthOverMonth(cents, before, previous.month) : null,
      };
    }),
    results: snapshot.results.map((result) => {
      const before = previousByPair.get(`${result.box_id}|${result.lane_id}`);
      return {
        box_id: result.box_id,
        lane_id: result.lane_id,
        zone: result.zone,
        cheapest: toRateEntry(result.cheapest),
        rates: result.rates.map(toRateEntry),
        change: before && previous ? { ...monthOverMonth(result.cheapest.amount_cents, before.cheapest.amount_cents, previous.month), previous_service_code: before.cheapest.service_code } : null,
      };
    }),
    previous_month: previous?.month ?? null,
    available_months: availableMonths,
    notice: PRICE_INDEX_NOTICE,
  };
}

/**
 * The index for `month` (YYYY-MM), or the latest stored month when omitted or empty. Used by GET /price-index and
 * the MCP tool get_price_index; both map `error` to their own error shape.
 */
export async function readPriceIndex(store: { priceIndex: PriceIndexReader }, month?: string | null): Promise<PriceIndexLookup> {
  const wanted = month?.trim() || undefined;
  if (wanted !== undefined && !isMonth(wanted)) {
    return { ok: false, error: 'invalid_request', message: `month must be a calendar month written YYYY-MM (e.g. 2026-11), got "${wanted.slice(0, 40)}".` };
  }
  const months = await store.priceIndex.months();
  const target = wanted ?? months.at(-1);
  const snapshot = target === undefined ? undefined : await store.priceIndex.get(target);
  if (!target || !snapshot) {
    return {
      ok: false,
      error: 'not_found',
      message: months.length === 0 ? 'No price index snapshot is stored yet; the first run happens when the worker starts.' : `No price index snapshot for ${target}. See available_months.`,
      available_months: months,
    };
  }
  const before = previousMonth(snapshot.month);
  const previous = months.includes(before) ? await store.priceIndex.get(before) : undefined;
  return { ok: true, answer: buildPriceIndexAnswer(snapshot, previous, months) };
}

/** The basket average of every stored month, oldest first (the chart's time series). */
export async function readPriceIndexHistory(store: { priceIndex: PriceIndexReader }): Promise<{ month: string; basket_version: string; basket_average: number }[]> {
  const summaries: PriceIndexMonthSummary[] = await store.priceIndex.summaries();
  return summaries.map((s) => ({ month: s.month, basket_version: s.basket_version, basket_average: centsToAmount(s.basket_average_cents) }));
}
