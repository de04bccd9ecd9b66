// Dimensional weight per carrier: divisor, threshold, inch rounding, and weight rounding to the next pound.
import { describe, expect, it } from 'vitest';
import { rateWithTariffs } from '../../../domain/rating/index.ts';
import type { CarrierRate, RatingRequest } from '../../../domain/rating/index.ts';
import { poundsToKg, roundTo } from '../../../domain/units/index.ts';
import { SMALL_BOX, domestic, international, parcelIn } from './helpers.ts';

function rateOf(req: RatingRequest, code: string): CarrierRate {
  const rate = rateWithTariffs(req).rates.find((r) => r.service_code === code);
  if (!rate) throw new Error(`${code} not priced`);
  return rate;
}
const billableLb = (rate: CarrierRate): number => Math.round(rate.billable_weight_kg / poundsToKg(1));

describe('dimensional weight', () => {
  it('USPS: no DIM at exactly 1,728 in³, divisor 166 just above', () => {
    const atThreshold = rateOf(domestic(5, parcelIn(12, 12, 12, 2)), 'usps_priority_mail');
    expect(atThreshold.dim_divisor).toBeNull();
    expect(atThreshold.dim_weight_applied).toBe(false);
    expect(billableLb(atThreshold)).toBe(2);

    const above = rateOf(domestic(5, parcelIn(12, 12, 13, 2)), 'usps_priority_mail');
    expect(above.dim_divisor).toBe(166);
    expect(above.dim_weight_applied).toBe(true);
    expect(billableLb(above)).toBe(Math.ceil((12 * 12 * 13) / 166)); // 1,872 / 166 = 11.3 → 12 lb
  });

  it('USPS rounds each side to the nearest inch before the threshold test', () => {
    // 12.4 in rounds to 12: the cube is 1,728 and no DIM applies, although the true cube is 1,906 in³.
    const rate = rateOf(domestic(5, parcelIn(12.4, 12.4, 12.4, 2)), 'usps_ground_advantage');
    expect(rate.dim_divisor).toBeNull();
    expect(billableLb(rate)).toBe(2);
  });

  it.each([
    ['ups_ground', 'UPS'],
    ['fedex_ground', 'FedEx'],
  ])('%s: divisor 139 on every parcel, even under one cubic foot', (code) => {
    const rate = rateOf(domestic(5, parcelIn(12, 12, 12, 2)), code);
    expect(rate.dim_divisor).toBe(139);
    expect(billableLb(rate)).toBe(13); // 1,728 / 139 = 12.4 → 13 lb
    expect(rate.dim_weight_applied).toBe(true);
  });

  it('UPS and FedEx round a side of x.5 in up and below x.5 down', () => {
    // 11.5 → 12: 12 × 12 × 12 / 139 = 12.4 → 13 lb.  11.4 → 11: 11 × 12 × 12 / 139 = 11.4 → 12 lb.
    expect(billableLb(rateOf(domestic(5, parcelIn(11.5, 12, 12, 1)), 'fedex_ground'))).toBe(13);
    expect(billableLb(rateOf(domestic(5, parcelIn(11.4, 12, 12, 1)), 'ups_ground'))).toBe(12);
  });

  it('DHL uses unrounded sides with 139 in³/lb (≈ 5,000 cm³/kg)', () => {
    // 11.4 in sides stay 11.4: 11.4 × 12 × 12 / 139 = 11.81 → 12 lb.
    const rate = rateOf(international('DE', parcelIn(11.4, 12, 12, 1)), 'dhl_express_worldwide');
    expect(rate.dim_divisor).toBe(139);
    expect(billableLb(rate)).toBe(12);
    // 40 × 30 × 20 cm = 24,000 cm³ ≈ 4.8 kg by the metric rule; 1,464.6 in³ / 139 = 10.5 → 11 lb (4.99 kg).
    const metric = rateOf(international('AU', { length_cm: 40, width_cm: 30, height_cm: 20, weight_kg: 1 }), 'dhl_express_worldwide');
    expect(billableLb(metric)).toBe(11);
  });

  it('the actual weight wins when heavier than the DIM weight', () => {
    const rate = rateOf(domestic(5, parcelIn(12, 12, 12, 20)), 'ups_ground');
    expect(rate.dim_weight_applied).toBe(false);
    expect(billableLb(rate)).toBe(20);
  });
});

describe('weight rounding', () => {
  it.each([
    [0.1, 1],
    [1, 1],
    [1.01, 2],
    [4.999, 5],
    [5, 5],
    [69.2, 70],
  ])('%d lb bills as %i lb at every carrier', (weightLb, expected) => {
    // 6 × 4 × 2 in = 48 in³: DIM weight under 1 lb everywhere, so only the scale weight counts.
    const rates = rateWithTariffs(domestic(4, parcelIn(6, 4, 2, weightLb))).rates;
    for (const rate of rates) expect(rate.billable_weight_kg, rate.service_code).toBe(roundTo(poundsToKg(expected), 3));
  });

  it('kilograms that are whole pounds do not creep up a pound through float noise', () => {
    for (let lb = 1; lb <= 70; lb++) {
      const rate = rateOf(domestic(4, SMALL_BOX(lb)), 'usps_ground_advantage');
      expect(billableLb(rate)).toBe(lb);
    }
  });
});
