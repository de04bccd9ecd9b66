// Pricing the basket goes through the quote pipeline with the injected provider and fee policy: one rating call per
// box-lane pair, the fee applied, the cheapest picked, and a basket that cannot be priced fails for good.
import { describe, expect, it } from 'vitest';
import { PRICE_INDEX_BASKET } from '../../../domain/price-index/basket.ts';
import { PriceIndexBasketError, PriceIndexMonthError, basketShipment, priceBasket, runPriceIndex } from '../../../activities/price-index/run.ts';
import { DEFAULT_FEE_POLICY } from '../../../domain/rating/index.ts';
import type { CarrierRate, RatingProvider, RatingRequest } from '../../../domain/rating/index.ts';
import { memoryRepository } from './fixtures.ts';

function fakeProvider(options: { empty?: boolean } = {}): RatingProvider & { requests: RatingRequest[] } {
  const requests: RatingRequest[] = [];
  const rate = (carrier: CarrierRate['carrier'], code: string, cents: number, days: number): CarrierRate => ({
    carrier,
    service: code,
    service_code: code,
    carrier_amount_cents: cents,
    retail_amount_cents: cents + 300,
    delivery_days: days,
    estimated_delivery: '2026-11-05',
    billable_weight_kg: 1,
    dim_weight_applied: false,
    dim_divisor: null,
  });
  return {
    name: 'fake',
    tablesVersion: 'fake-tables-1',
    requests,
    async rate(req) {
      requests.push(req);
      if (options.empty) return { rates: [], excluded: [] };
      const base = Math.round(req.parcel.weight_kg * 100) + (req.zone ?? 0) * 50;
      return { rates: [rate('UPS', 'ups_ground', base + 700, 4), rate('USPS', 'usps_ground_advantage', base + 500, 5), rate('FedEx', 'fedex_2day', base + 2500, 2)], excluded: [] };
    },
  };
}

const clock = () => new Date('2026-11-01T06:00:03Z');

describe('priceBasket', () => {
  it('prices the current month with a live provider, and a past month (a backfill) with the past tariff tables', async () => {
    const live = { ...fakeProvider(), live: true, name: 'live' };
    const past = fakeProvider();
    const current = await priceBasket({ month: '2026-11', triggered_by: 'test' }, { rating: live, pastRating: past, feePolicy: DEFAULT_FEE_POLICY, clock });
    expect(live.requests).toHaveLength(30);
    expect(past.requests).toHaveLength(0);
    expect(current.provider).toBe('live');
    const backfill = await priceBasket({ month: '2026-09', triggered_by: 'test' }, { rating: live, pastRating: past, feePolicy: DEFAULT_FEE_POLICY, clock });
    expect(live.requests).toHaveLength(30);
    expect(past.requests).toHaveLength(30);
    expect(backfill.provider).toBe('fake');
  });

  it('prices all 30 box-lane pairs once each through the pipeline', async () => {
    const provider = fakeProvider();
    const snapshot = await priceBasket({ month: '2026-11', triggered_by: 'test' }, { rating: provider, feePolicy: DEFAULT_FEE_POLICY, clock });
    expect(snapshot.results).toHaveLength(30);
    expect(provider.requests).toHaveLength(30);
    expect(new Set(snapshot.results.map((r) => `${r.box_id}|${r.lane_id}`)).size).toBe(30);
    // Same request a POST /quote caller makes: manual dimensions, residential default, the basket's origin.
    expect(provider.requests.every((r) => r.origin.postal_code === '43215' && r.residential === true && r.destination.country === 'US')).toBe(true);
    const long = provider.requests.find((r) => r.parcel.length_cm === 100);
    expect(long?.parcel).toEqual({ length_cm: 100, width_cm: 15, height_cm: 15, weight_kg: 3 });
    expect(snapshot).toMatchObject({ month: '2026-11', ran_at: '2026-11-01T06:00:03.000Z', provider: 'fake', tables_version: 'fake-tables-1', triggered_by: 'test' });
    expect(snapshot.basket.version).toBe(PRICE_INDEX_BASKET.version);
    expect(snapshot.fee_policy).toEqual({ percent: 8, minimum_cents: 99, maximum_cents: 999 });
  });

  it('keeps the cheapest service and every rate behind it, with the fee applied', async () => {
    const snapshot = await priceBasket({ month: '2026-11', triggered_by: 'test' }, { rating: fakeProvider(), feePolicy: DEFAULT_FEE_POLICY, clock });
    for (const result of snapshot.results) {
      expect(result.cheapest.service_code).toBe('usps_ground_advantage');
      expect(result.rates.map((r) => r.service_code)).toEqual(['usps_ground_advantage', 'ups_ground', 'fedex_2day']);
      for (const rate of result.rates) {
        expect(rate.amount_cents).toBe(rate.carrier_amount_cents + rate.service_fee_cents);
        expect(rate.service_fee_cents).toBeGreaterThanOrEqual(99);
        expect(rate.retail_amount_cents).toBe(rate.carrier_amount_cents + 300);
      }
      expect(result.cheapest.amount_cents).toBe(Math.min(...result.rates.map((r) => r.amount_cents)));
    }
    const cheapest = snapshot.results.map((r) => r.cheapest.amount_cents);
    const mean = cheapest.reduce((a, b) => a + b, 0) / cheapest.length;
    expect(Math.abs(snapshot.basket_average.amount_cents - mean)).toBeLessThanOrEqual(0.5);
    expect(snapshot.basket_average.pairs).toBe(30);
    expect(snapshot.results.find((r) => r.lane_id === 'los-angeles')?.zone).toBe(8);
  });

  it('fails for good when a pair gets no rate, or the month is malformed', async () => {
    await expect(priceBasket({ month: '2026-11', triggered_by: 'test' }, { rating: fakeProvider({ empty: true }), feePolicy: DEFAULT_FEE_POLICY, clock })).rejects.toBeInstanceOf(PriceIndexBasketError);
    await expect(priceBasket({ month: '2026-13', triggered_by: 'test' }, { rating: fakeProvider(), feePolicy: DEFAULT_FEE_POLICY, clock })).rejects.toBeInstanceOf(PriceIndexMonthError);
  });

  it('builds the same quote request a caller sends to POST /quote', () => {
    const box = PRICE_INDEX_BASKET.boxes[1]!;
    const lane = PRICE_INDEX_BASKET.lanes[0]!;
    expect(basketShipment(PRICE_INDEX_BASKET, box, lane)).toEqual({
      from_postal_code: '43215',
      to_postal_code: '10001',
      length_cm: 33,
      width_cm: 20,
      height_cm: 12,
      weight_kg: 1.2,
      package_source: 'manual',
    });
  });
});

describe('runPriceIndex', () => {
  it('stores the snapshot and reports a replacement on the second run of a month', async () => {
    const repository = memoryRepository();
    const deps = { store: { priceIndex: repository }, rating: fakeProvider(), feePolicy: DEFAULT_FEE_POLICY, clock };
    expect(await runPriceIndex({ month: '2026-11', triggered_by: 'test' }, deps)).toMatchObject({ month: '2026-11', pairs: 30, replaced: false });
    expect(await runPriceIndex({ month: '2026-11', triggered_by: 'test' }, deps)).toMatchObject({ replaced: true });
    expect(await repository.months()).toEqual(['2026-11']);
  });
});
