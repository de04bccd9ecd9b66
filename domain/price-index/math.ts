// The snapshot math: basket average and month-over-month change. Integer cents in, integer cents out.
import type { PriceIndexResult } from './types.ts';

export const BASKET_AVERAGE_METHOD =
  'Arithmetic mean of the cheapest checkout total (amount, service fee included) over every box-lane pair of the basket: the cheapest amounts are summed in integer cents, divided by the number of pairs and rounded half up to the cent.';

export const LANE_AVERAGE_METHOD =
  'Arithmetic mean of the cheapest checkout total over the boxes of one lane, in integer cents, rounded half up to the cent.';

/** Mean of whole-cent amounts, rounded half up to a whole cent. */
export function meanCents(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('cannot average an empty list of amounts');
  let sum = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer number of cents: ${value}`);
    sum += value;
  }
  // Half up without float drift: compare twice the remainder with the divisor.
  const quotient = Math.floor(sum / values.length);
  const remainder = sum - quotient * values.length;
  return 2 * remainder >= values.length ? quotient + 1 : quotient;
}

/** The basket average of a snapshot's results: mean of each pair's cheapest amount. */
export function basketAverageCents(results: readonly Pick<PriceIndexResult, 'cheapest'>[]): number {
  return meanCents(results.map((r) => r.cheapest.amount_cents));
}

/** Mean cheapest amount per lane, in the order lanes first appear in `results`. */
export function laneAveragesCents(results: readonly Pick<PriceIndexResult, 'lane_id' | 'cheapest'>[]): Map<string, number> {
  const byLane = new Map<string, number[]>();
  for (const result of results) {
    const list = byLane.get(result.lane_id) ?? [];
    list.push(result.cheapest.amount_cents);
    byLane.set(result.lane_id, list);
  }
  return new Map([...byLane].map(([lane, amounts]) => [lane, meanCents(amounts)]));
}

export interface CentsChange {
  previous_cents: number;
  change_cents: number;
  /** Relative change in percent, two decimals (rounded half away from zero); null when the previous amount is 0. */
  change_percent: number | null;
}

export function changeCents(currentCents: number, previousCents: number): CentsChange {
  const change = currentCents - previousCents;
  let percent: number | null = null;
  if (previousCents !== 0) {
    const raw = (change / previousCents) * 100;
    percent = (Math.sign(raw) * Math.round(Math.abs(raw) * 100 + 1e-9)) / 100;
    if (Object.is(percent, -0)) percent = 0;
  }
  return { previous_cents: previousCents, change_cents: change, change_percent: percent };
}
