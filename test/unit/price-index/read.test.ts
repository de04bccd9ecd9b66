// The answer of GET /price-index and get_price_index: latest month, 404 with the months that exist, 400 for a bad
// month, and month-over-month change per box-lane pair, per lane and for the basket.
import { describe, expect, it } from 'vitest';
import { readPriceIndex } from '../../../domain/price-index/read.ts';
import { memoryRepository, snapshot } from './fixtures.ts';

describe('readPriceIndex', () => {
  it('answers the latest month when none is asked for', async () => {
    const store = { priceIndex: memoryRepository([snapshot('2026-09', [1000, 2000, 3000, 4000]), snapshot('2026-10', [1000, 2000, 3000, 4000])]) };
    const lookup = await readPriceIndex(store);
    expect(lookup.ok && lookup.answer.month).toBe('2026-10');
    expect((await readPriceIndex(store, '')).ok && 'latest').toBe('latest');
  });

  it('is not_found with the available months for a month without snapshot', async () => {
    const store = { priceIndex: memoryRepository([snapshot('2026-10', [1, 2, 3, 4]), snapshot('2026-08', [1, 2, 3, 4])]) };
    expect(await readPriceIndex(store, '2026-09')).toMatchObject({ ok: false, error: 'not_found', available_months: ['2026-08', '2026-10'] });
  });

  it('is not_found with no months on an empty index', async () => {
    expect(await readPriceIndex({ priceIndex: memoryRepository() })).toMatchObject({ ok: false, error: 'not_found', available_months: [] });
  });

  it('is invalid_request for a malformed month', async () => {
    for (const bad of ['2026-13', 'latest', '2026-1', '2026-11-01']) {
      expect(await readPriceIndex({ priceIndex: memoryRepository() }, bad)).toMatchObject({ ok: false, error: 'invalid_request' });
    }
  });

  it('writes money as two-decimal numbers with the three figures of every rate', async () => {
    const lookup = await readPriceIndex({ priceIndex: memoryRepository([snapshot('2026-10', [1234, 2000, 3000, 4000])]) }, '2026-10');
    if (!lookup.ok) throw new Error('expected an answer');
    const first = lookup.answer.results[0]!;
    expect(first.cheapest).toMatchObject({ service_code: 'usps_ground_advantage', amount: 12.34, currency: 'USD' });
    expect(first.cheapest.carrier_amount + first.cheapest.service_fee).toBeCloseTo(first.cheapest.amount, 10);
    expect(first.rates).toHaveLength(2);
    expect(lookup.answer.basket_average).toMatchObject({ amount: 25.59, pairs: 4, method: expect.stringMatching(/mean/) }); // 10234 / 4 = 2558.5 → 2559
    expect(lookup.answer.pricing).toEqual({ provider: 'tariff', tables_version: 'tables-test', fee_policy: { percent: 8, minimum: 0.99, maximum: 9.99 } });
    expect(lookup.answer.basket.lanes).toEqual([
      { id: 'l1', city: 'Chicago', state: 'IL', postal_code: '60601', zone: 3 },
      { id: 'l2', city: 'Los Angeles', state: 'CA', postal_code: '90012', zone: 8 },
    ]);
  });

  it('has no change when the previous calendar month has no snapshot', async () => {
    const store = { priceIndex: memoryRepository([snapshot('2026-08', [1000, 1000, 1000, 1000]), snapshot('2026-10', [1100, 1000, 1000, 1000])]) };
    const lookup = await readPriceIndex(store, '2026-10');
    if (!lookup.ok) throw new Error('expected an answer');
    expect(lookup.answer.previous_month).toBeNull();
    expect(lookup.answer.basket_average.change).toBeNull();
    expect(lookup.answer.lanes.every((l) => l.change === null)).toBe(true);
    expect(lookup.answer.results.every((r) => r.change === null)).toBe(true);
  });

  it('states month-over-month change per pair, per lane and for the basket', async () => {
    const store = {
      priceIndex: memoryRepository([snapshot('2025-12', [1000, 2000, 3000, 4000]), snapshot('2026-01', [1100, 2000, 2700, 4000])]),
    };
    const lookup = await readPriceIndex(store, '2026-01');
    if (!lookup.ok) throw new Error('expected an answer');
    const { answer } = lookup;
    expect(answer.previous_month).toBe('2025-12');
    expect(answer.available_months).toEqual(['2025-12', '2026-01']);
    // Basket: 2500 → 2450.
    expect(answer.basket_average.change).toEqual({ previous_month: '2025-12', previous_amount: 25, change_amount: -0.5, change_percent: -2 });
    // Lanes: l1 (b1, b2) 2000 → 1900; l2 3000 → 3000.
    expect(answer.lanes).toEqual([
      expect.objectContaining({ lane_id: 'l1', average_cheapest: 19, change: { previous_month: '2025-12', previous_amount: 20, change_amount: -1, change_percent: -5 } }),
      expect.objectContaining({ lane_id: 'l2', average_cheapest: 30, change: { previous_month: '2025-12', previous_amount: 30, change_amount: 0, change_percent: 0 } }),
    ]);
    // Pairs.
    expect(answer.results.map((r) => [r.box_id, r.lane_id, r.change?.change_amount, r.change?.change_percent])).toEqual([
      ['b1', 'l1', 1, 10],
      ['b1', 'l2', 0, 0],
      ['b2', 'l1', -3, -10],
      ['b2', 'l2', 0, 0],
    ]);
    expect(answer.results[0]!.change?.previous_service_code).toBe('usps_ground_advantage');
  });

  it('does not compare basket or lane averages across basket versions (pairs still compare)', async () => {
    const store = { priceIndex: memoryRepository([snapshot('2026-09', [1000, 2000, 3000, 4000], 'v1'), snapshot('2026-10', [1000, 2000, 3000, 5000], 'v2')]) };
    const lookup = await readPriceIndex(store, '2026-10');
    if (!lookup.ok) throw new Error('expected an answer');
    expect(lookup.answer.previous_month).toBe('2026-09');
    expect(lookup.answer.basket_average.change).toBeNull();
    expect(lookup.answer.lanes.every((l) => l.change === null)).toBe(true);
    expect(lookup.answer.results[3]!.change).toMatchObject({ change_amount: 10 });
  });
});
