// The monthly price index: the basket, the activity that prices it, and the reader the API and MCP tool use.
import type { Store } from '../../store/index.ts';
import { DEFAULT_FEE_POLICY } from '../../domain/rating/index.ts';
import { createTariffProvider } from '../../providers/rating/index.ts';
import type { FeePolicy, RatingProvider } from '../../domain/rating/index.ts';
import { runPriceIndex as priceAndStore } from './run.ts';
import type { PriceIndexRunSummary, RunPriceIndexInput } from './run.ts';

export { PRICE_INDEX_BASKET } from '../../domain/price-index/basket.ts';
export type { BasketBox, BasketLane, PriceIndexBasket } from '../../domain/price-index/basket.ts';
export { BASKET_AVERAGE_METHOD, LANE_AVERAGE_METHOD, basketAverageCents, changeCents, laneAveragesCents, meanCents } from '../../domain/price-index/math.ts';
export type { CentsChange } from '../../domain/price-index/math.ts';
export { MONTH_PATTERN, isMonth, monthOf, previousMonth } from '../../domain/price-index/month.ts';
export { PRICE_INDEX_NOTICE, buildPriceIndexAnswer, readPriceIndex, readPriceIndexHistory, toRateEntry } from '../../domain/price-index/read.ts';
export type { MonthOverMonth, PriceIndexAnswer, PriceIndexLookup, PriceIndexRateEntry } from '../../domain/price-index/read.ts';
export { PriceIndexBasketError, PriceIndexMonthError, basketShipment, priceBasket, runPriceIndex } from './run.ts';
export type { PriceIndexDeps, PriceIndexRunSummary, PriceIndexTrigger, RunPriceIndexInput } from './run.ts';

export interface PriceIndexActivityDeps {
  store: Store;
  clock?: () => Date;
  /** Defaults to what the API quotes with: the embedded tariff provider and the default fee policy. */
  rating?: RatingProvider;
  feePolicy?: FeePolicy;
}

export function createPriceIndexActivities(deps: PriceIndexActivityDeps) {
  const rating = deps.rating ?? createTariffProvider();
  const feePolicy = deps.feePolicy ?? DEFAULT_FEE_POLICY;
  const clock = deps.clock ?? (() => new Date());
  return {
    /** Price every box × lane through the quote pipeline and store the month's snapshot (replacing it atomically). */
    async runPriceIndex(input: RunPriceIndexInput): Promise<PriceIndexRunSummary> {
      return priceAndStore(input, { store: deps.store, rating, feePolicy, clock });
    },
  };
}

export type PriceIndexActivities = ReturnType<typeof createPriceIndexActivities>;
