// GET /price-index answer (and the MCP tool get_price_index's result) as arktype schemas. The answer is built by
// domain/price-index/read.ts; the compile-time checks below keep this description and that type identical.
import { type } from 'arktype';
import type { MonthOverMonth, PriceIndexAnswer, PriceIndexRateEntry } from '../../activities/price-index/index.ts';
import type { Assert, Same } from './problem.ts';

export const PriceIndexRateEntrySchema = type({
  carrier: 'string',
  service: 'string',
  service_code: 'string',
  amount: 'number',
  carrier_amount: 'number',
  service_fee: 'number',
  retail_amount: 'number | null',
  currency: "'USD'",
  delivery_days: 'number',
  billable_weight_kg: 'number',
}).describe('One rate behind a box and lane: checkout total (`amount`), carrier cost, service fee and carrier retail price, USD.');

export const MonthOverMonthSchema = type({
  previous_month: 'string',
  previous_amount: 'number',
  change_amount: 'number',
  change_percent: 'number | null',
}).describe('Change against the previous calendar month; `change_percent` has two decimals and is null when the previous amount was 0.');

export const PriceIndexAnswerSchema = type({
  month: 'string',
  ran_at: 'string',
  currency: "'USD'",
  basket: {
    version: 'string',
    origin: { postal_code: 'string', city: 'string', state: 'string', country: "'US'" },
    boxes: type({ id: 'string', name: 'string', length_cm: 'number', width_cm: 'number', height_cm: 'number', weight_kg: 'number' }).array(),
    lanes: type({ id: 'string', city: 'string', state: 'string', postal_code: 'string', zone: 'number | null' }).array(),
  },
  pricing: { provider: 'string', tables_version: 'string', fee_policy: { percent: 'number', minimum: 'number', maximum: 'number' } },
  basket_average: { amount: 'number', pairs: 'number', method: 'string', change: MonthOverMonthSchema.or('null') },
  lanes: type({ lane_id: 'string', average_cheapest: 'number', method: 'string', change: MonthOverMonthSchema.or('null') }).array(),
  results: type({
    box_id: 'string',
    lane_id: 'string',
    zone: 'number | null',
    cheapest: PriceIndexRateEntrySchema,
    rates: PriceIndexRateEntrySchema.array(),
    change: MonthOverMonthSchema.merge({ previous_service_code: 'string' }).or('null'),
  }).array(),
  previous_month: 'string | null',
  available_months: 'string[]',
  notice: 'string',
}).describe('One month of the shipping price index: the cheapest service per box and lane, every rate behind it, and the basket average.');

type _RateEntry = Assert<Same<typeof PriceIndexRateEntrySchema.infer, PriceIndexRateEntry>>;
type _MonthOverMonth = Assert<Same<typeof MonthOverMonthSchema.infer, MonthOverMonth>>;
type _Answer = Assert<Same<typeof PriceIndexAnswerSchema.infer, PriceIndexAnswer>>;
