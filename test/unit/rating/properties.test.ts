// Property tests over random parcels, lanes and flags.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_POLICY, applyFees, rateWithTariffs, selectRates } from '../../../domain/rating/index.ts';
import type { FeePolicy, RatingRequest } from '../../../domain/rating/index.ts';

const REASONS = new Set(['lane_not_served', 'over_size_limit', 'over_weight_limit', 'restricted_item', 'not_selected']);

const laneArb = fc.oneof(
  fc.record({ country: fc.constant('US' as const), zone: fc.integer({ min: 1, max: 9 }), postal: fc.constant('94105') }),
  fc.record({ country: fc.constantFrom('CA' as const, 'GB' as const, 'DE' as const, 'AU' as const), zone: fc.constant(null), postal: fc.constantFrom('10115', '25980', '6725', '2000', 'M5V 2T6', 'SW1A 1AA') }),
);
const sideArb = fc.double({ min: 1, max: 160, noNaN: true, noDefaultInfinity: true });
const requestArb = fc.record({
  lane: laneArb,
  length: sideArb,
  width: sideArb,
  height: sideArb,
  weightKg: fc.double({ min: 0.02, max: 75, noNaN: true, noDefaultInfinity: true }),
  residential: fc.boolean(),
  restricted: fc.subarray(['lithium_battery', 'alcohol', 'aerosol', 'unknown_flag']),
  quotedAt: fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true }),
});
type RequestSpec = typeof requestArb extends fc.Arbitrary<infer T> ? T : never;

function toRequest(spec: RequestSpec, weightKg = spec.weightKg): RatingRequest {
  return {
    origin: { country: 'US', postal_code: '10001' },
    destination: { country: spec.lane.country, postal_code: spec.lane.postal },
    zone: spec.lane.zone,
    parcel: { length_cm: spec.length, width_cm: spec.width, height_cm: spec.height, weight_kg: weightKg },
    residential: spec.residential,
    quotedAt: spec.quotedAt,
    restricted: spec.restricted,
  };
}

const policyArb: fc.Arbitrary<FeePolicy> = fc
  .record({ percent: fc.double({ min: 0, max: 30, noNaN: true, noDefaultInfinity: true }), a: fc.integer({ min: 0, max: 5000 }), b: fc.integer({ min: 0, max: 5000 }) })
  .map(({ percent, a, b }) => ({ percent, minimumCents: Math.min(a, b), maximumCents: Math.max(a, b) }));

describe('rating properties', () => {
  it('amount = carrier_amount + service_fee exactly, and every money figure is whole cents', () => {
    fc.assert(
      fc.property(requestArb, policyArb, (spec, policy) => {
        const { rates } = rateWithTariffs(toRequest(spec));
        for (const rate of applyFees(rates, policy)) {
          expect(rate.amount_cents).toBe(rate.carrier_amount_cents + rate.service_fee_cents);
          for (const cents of [rate.amount_cents, rate.carrier_amount_cents, rate.service_fee_cents]) {
            expect(Number.isSafeInteger(cents) && cents >= 0).toBe(true);
          }
          if (rate.retail_amount_cents !== null) expect(Number.isSafeInteger(rate.retail_amount_cents)).toBe(true);
          expect(rate.service_fee_cents).toBeGreaterThanOrEqual(policy.minimumCents);
          expect(rate.service_fee_cents).toBeLessThanOrEqual(policy.maximumCents);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('selects at most five, never a service twice, sorted by amount; the rest are not_selected', () => {
    fc.assert(
      fc.property(requestArb, (spec) => {
        const priced = applyFees(rateWithTariffs(toRequest(spec)).rates, DEFAULT_FEE_POLICY);
        const { selected, notSelected } = selectRates(priced);
        expect(selected.length).toBeLessThanOrEqual(5);
        expect(selected.length).toBe(Math.min(5, priced.length));
        expect(new Set(selected.map((r) => r.service_code)).size).toBe(selected.length);
        for (let i = 1; i < selected.length; i++) expect(selected[i]?.amount_cents).toBeGreaterThanOrEqual(selected[i - 1]?.amount_cents ?? 0);
        expect(notSelected.every((e) => e.reason === 'not_selected')).toBe(true);
        expect(selected.length + notSelected.length).toBe(priced.length);
      }),
      { numRuns: 300 },
    );
  });

  it('a heavier parcel (same box, same lane) never costs less, retail or negotiated', () => {
    fc.assert(
      fc.property(requestArb, fc.double({ min: 0, max: 40, noNaN: true, noDefaultInfinity: true }), (spec, extraKg) => {
        const light = rateWithTariffs(toRequest(spec)).rates;
        const heavy = new Map(rateWithTariffs(toRequest(spec, spec.weightKg + extraKg)).rates.map((r) => [r.service_code, r]));
        for (const rate of light) {
          const heavier = heavy.get(rate.service_code);
          if (!heavier) continue; // over a weight limit now
          expect(heavier.carrier_amount_cents).toBeGreaterThanOrEqual(rate.carrier_amount_cents);
          if (rate.retail_amount_cents !== null) expect(heavier.retail_amount_cents ?? 0).toBeGreaterThanOrEqual(rate.retail_amount_cents);
          expect(heavier.billable_weight_kg).toBeGreaterThanOrEqual(rate.billable_weight_kg);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('negotiated never exceeds retail; every service is accounted for once with a known reason', () => {
    fc.assert(
      fc.property(requestArb, (spec) => {
        const req = toRequest(spec);
        const { rates, excluded } = rateWithTariffs(req);
        for (const rate of rates) {
          if (rate.retail_amount_cents !== null) expect(rate.carrier_amount_cents).toBeLessThanOrEqual(rate.retail_amount_cents);
          expect(rate.delivery_days).toBeGreaterThanOrEqual(1);
          expect(rate.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          // At least one business day after the quote day (which, in New York, is at most a day behind UTC).
          expect(rate.estimated_delivery > new Date(spec.quotedAt.getTime() - 86_400_000).toISOString().slice(0, 10)).toBe(true);
          expect(rate.billable_weight_kg).toBeGreaterThan(0);
        }
        const codes = [...rates.map((r) => r.service_code), ...excluded.map((e) => e.service_code)];
        expect(new Set(codes).size).toBe(codes.length);
        for (const e of excluded) expect(REASONS.has(e.reason) && e.reason !== 'not_selected').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
