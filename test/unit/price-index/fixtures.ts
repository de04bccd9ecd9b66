// Hand-made snapshots for the price index unit tests.
import { BASKET_AVERAGE_METHOD, basketAverageCents } from '../../../domain/price-index/math.ts';
import type { PriceIndexRate, PriceIndexRepository, PriceIndexSnapshot } from '../../../store/index.ts';

export function rate(service_code: string, amount_cents: number, carrier = 'USPS'): PriceIndexRate {
  const fee = Math.min(999, Math.max(99, Math.round(amount_cents * 0.074)));
  return {
    carrier,
    service: service_code.replaceAll('_', ' '),
    service_code,
    amount_cents,
    carrier_amount_cents: amount_cents - fee,
    service_fee_cents: fee,
    retail_amount_cents: amount_cents + 250,
    delivery_days: 3,
    billable_weight_kg: 1,
  };
}

/** A two-box, two-lane snapshot; `cheapest` lists the cheapest amount (cents) of b1→l1, b1→l2, b2→l1, b2→l2. */
export function snapshot(month: string, cheapest: [number, number, number, number], version = 'test.1'): PriceIndexSnapshot {
  const pairs: [string, string][] = [
    ['b1', 'l1'],
    ['b1', 'l2'],
    ['b2', 'l1'],
    ['b2', 'l2'],
  ];
  const results = pairs.map(([box_id, lane_id], i) => {
    const low = rate('usps_ground_advantage', cheapest[i]!);
    return { box_id, lane_id, zone: lane_id === 'l1' ? 3 : 8, cheapest: low, rates: [low, rate('ups_ground', cheapest[i]! + 400, 'UPS')] };
  });
  return {
    month,
    ran_at: `${month}-01T06:00:05.000Z`,
    triggered_by: 'test',
    basket: {
      version,
      origin: { postal_code: '43215', city: 'Columbus', state: 'OH', country: 'US' },
      boxes: [
        { id: 'b1', name: 'Box one', length_cm: 10, width_cm: 10, height_cm: 10, weight_kg: 1 },
        { id: 'b2', name: 'Box <two> & "more"', length_cm: 20, width_cm: 20, height_cm: 20, weight_kg: 2 },
      ],
      lanes: [
        { id: 'l1', city: 'Chicago', state: 'IL', postal_code: '60601' },
        { id: 'l2', city: 'Los Angeles', state: 'CA', postal_code: '90012' },
      ],
    },
    provider: 'tariff',
    tables_version: 'tables-test',
    fee_policy: { percent: 8, minimum_cents: 99, maximum_cents: 999 },
    basket_average: { amount_cents: basketAverageCents(results), pairs: results.length, method: BASKET_AVERAGE_METHOD },
    results,
  };
}

/** An in-memory repository with the store's contract (months oldest first). */
export function memoryRepository(initial: PriceIndexSnapshot[] = []): PriceIndexRepository {
  const byMonth = new Map(initial.map((s) => [s.month, s]));
  const sorted = (): PriceIndexSnapshot[] => [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1));
  return {
    async replace(s) {
      byMonth.set(s.month, s);
    },
    async get(month) {
      return byMonth.get(month);
    },
    async has(month) {
      return byMonth.has(month);
    },
    async months() {
      return sorted().map((s) => s.month);
    },
    async summaries() {
      return sorted().map((s) => ({ month: s.month, ran_at: s.ran_at, basket_version: s.basket.version, basket_average_cents: s.basket_average.amount_cents, pair_count: s.basket_average.pairs }));
    },
  };
}
