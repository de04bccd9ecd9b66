// Which rates a quote shows. Policy, in priority order, until `max` distinct services are chosen:
//   1. the cheapest overall (lowest amount);
//   2. the fastest (fewest delivery days; the cheaper of equally fast ones);
//   3. the cheapest of each carrier (carriers taken cheapest first), so every carrier that can carry it shows;
//   4. the best value of the rest: lowest amount × delivery days (price per unit of speed).
// Ties break on amount, then delivery days, then service code, so the choice is deterministic. The chosen rates
// are returned sorted by amount ascending; every other rate becomes a `not_selected` exclusion.
import { formatUsd } from '../money/index.ts';
import type { CarrierRate, Exclusion } from './types.ts';

export interface PricedRate extends CarrierRate {
  service_fee_cents: number;
  amount_cents: number;
}

function byAmount(a: PricedRate, b: PricedRate): number {
  return a.amount_cents - b.amount_cents || a.delivery_days - b.delivery_days || (a.service_code < b.service_code ? -1 : a.service_code > b.service_code ? 1 : 0);
}

function bySpeed(a: PricedRate, b: PricedRate): number {
  return a.delivery_days - b.delivery_days || byAmount(a, b);
}

function byValue(a: PricedRate, b: PricedRate): number {
  return a.amount_cents * a.delivery_days - b.amount_cents * b.delivery_days || byAmount(a, b);
}

// A module-level helper, not a closure per call: under tsx every named closure also costs a __name call.
function pickInto(chosen: Set<PricedRate>, limit: number, rate: PricedRate | undefined): void {
  if (rate && chosen.size < limit) chosen.add(rate);
}

export function selectRates(rates: readonly PricedRate[], max = 5): { selected: PricedRate[]; notSelected: Exclusion[] } {
  const limit = Math.max(0, Math.floor(max));
  const cheapestFirst = [...rates].sort(byAmount);

  // One entry per service: if a provider ever returns a service twice, only its cheapest offer competes.
  const candidates: PricedRate[] = [];
  // Made only when a provider does send a service twice (never the embedded tariff).
  let duplicates: Set<PricedRate> | null = null;
  const seen = new Set<string>();
  for (const rate of cheapestFirst) {
    if (seen.has(rate.service_code)) (duplicates ??= new Set()).add(rate);
    else {
      seen.add(rate.service_code);
      candidates.push(rate);
    }
  }

  const chosen = new Set<PricedRate>();
  pickInto(chosen, limit, candidates[0]);
  // The fastest: one pass for the minimum instead of copying and sorting every candidate.
  let fastest: PricedRate | undefined = candidates[0];
  for (const rate of candidates) if (fastest && bySpeed(rate, fastest) < 0) fastest = rate;
  pickInto(chosen, limit, fastest);
  const cheapestPerCarrier = new Map<string, PricedRate>();
  for (const rate of candidates) if (!cheapestPerCarrier.has(rate.carrier)) cheapestPerCarrier.set(rate.carrier, rate);
  for (const rate of cheapestPerCarrier.values()) pickInto(chosen, limit, rate);
  // The best-value pass only when a place is left (the first three rules often fill all five); candidates is ours
  // and not read again, so it is sorted in place.
  if (chosen.size < limit) for (const rate of candidates.sort(byValue)) pickInto(chosen, limit, rate);

  const selected = cheapestFirst.filter((rate) => chosen.has(rate));
  const notSelected: Exclusion[] = [];
  for (const rate of cheapestFirst) {
    if (chosen.has(rate)) continue;
    const days = `${rate.delivery_days} business day${rate.delivery_days === 1 ? '' : 's'}`;
    notSelected.push({
      carrier: rate.carrier,
      service: rate.service,
      service_code: rate.service_code,
      reason: 'not_selected',
      message: duplicates?.has(rate)
        ? `Duplicate offer for ${rate.service}; the cheaper one was kept.`
        : `${formatUsd(rate.amount_cents)}, ${days}: not among the ${limit} cheapest, fastest or best-value choices shown.`,
    });
  }
  return { selected, notSelected };
}
