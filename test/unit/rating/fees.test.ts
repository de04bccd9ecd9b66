// Fee policy: percentage of carrier cost, clamped to a minimum and maximum, integer cents.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_POLICY, applyFees, assertFeePolicy, rateWithTariffs, serviceFeeCents } from '../../../domain/rating/index.ts';
import { domestic, parcelIn } from './helpers.ts';

describe('serviceFeeCents', () => {
  it('defaults to 8 %, at least $0.99, at most $9.99', () => {
    expect(DEFAULT_FEE_POLICY).toEqual({ percent: 8, minimumCents: 99, maximumCents: 999 });
  });

  it.each([
    [0, 99], // minimum
    [500, 99], // 8 % = 40 ¢ → minimum
    [1237, 99], // 98.96 ¢ → 99 ¢ rounds to the minimum anyway
    [1238, 99], // 99.04 → 99
    [1250, 100], // 100 ¢ exactly
    [2136, 171], // 170.88 → 171 (half up)
    [12487, 999], // 998.96 → 999
    [12500, 999], // 1,000 → maximum
    [99999, 999], // maximum
  ])('carrier cost %i ¢ → fee %i ¢', (carrierCents, fee) => {
    expect(serviceFeeCents(carrierCents, DEFAULT_FEE_POLICY)).toBe(fee);
  });

  it('follows a custom policy', () => {
    const policy = { percent: 5, minimumCents: 0, maximumCents: 500 };
    expect(serviceFeeCents(1000, policy)).toBe(50);
    expect(serviceFeeCents(20000, policy)).toBe(500);
    expect(serviceFeeCents(0, policy)).toBe(0);
  });

  it('rejects fractional cents and bad policies', () => {
    expect(() => serviceFeeCents(10.5, DEFAULT_FEE_POLICY)).toThrow(RangeError);
    expect(() => serviceFeeCents(-1, DEFAULT_FEE_POLICY)).toThrow(RangeError);
    expect(() => assertFeePolicy({ percent: -1, minimumCents: 0, maximumCents: 1 })).toThrow(RangeError);
    expect(() => assertFeePolicy({ percent: 8, minimumCents: 100, maximumCents: 99 })).toThrow(RangeError);
    expect(() => assertFeePolicy({ percent: 8, minimumCents: 0.5, maximumCents: 99 })).toThrow(RangeError);
  });
});

describe('applyFees', () => {
  it('adds the fee and keeps amount = carrier_amount + service_fee exactly', () => {
    const rates = rateWithTariffs(domestic(6, parcelIn(14, 10, 8, 7), { residential: true })).rates;
    const priced = applyFees(rates, DEFAULT_FEE_POLICY);
    expect(priced.length).toBe(rates.length);
    for (const rate of priced) {
      expect(rate.service_fee_cents).toBe(serviceFeeCents(rate.carrier_amount_cents, DEFAULT_FEE_POLICY));
      expect(rate.amount_cents).toBe(rate.carrier_amount_cents + rate.service_fee_cents);
      expect(rate.service_fee_cents).toBeGreaterThanOrEqual(99);
      expect(rate.service_fee_cents).toBeLessThanOrEqual(999);
    }
  });
});
