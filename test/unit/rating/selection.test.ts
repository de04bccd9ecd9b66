// Selection policy: at most five, no service twice, cheapest and fastest always in, one per carrier when room,
// then best value; sorted by amount.
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_POLICY, applyFees, rateWithTariffs, selectRates } from '../../../domain/rating/index.ts';
import type { Carrier, PricedRate } from '../../../domain/rating/index.ts';
import { domestic, international, parcelIn } from './helpers.ts';

function offer(code: string, carrier: Carrier, amount: number, days: number): PricedRate {
  return {
    carrier,
    service: code,
    service_code: code,
    carrier_amount_cents: amount - 100,
    retail_amount_cents: null,
    delivery_days: days,
    estimated_delivery: '2026-11-10',
    billable_weight_kg: 1,
    dim_weight_applied: false,
    dim_divisor: null,
    service_fee_cents: 100,
    amount_cents: amount,
  };
}

const OFFERS: PricedRate[] = [
  offer('usps_ground_advantage', 'USPS', 900, 5),
  offer('usps_priority_mail', 'USPS', 1200, 2),
  offer('usps_priority_mail_express', 'USPS', 4500, 1),
  offer('ups_ground', 'UPS', 1500, 4),
  offer('ups_2nd_day_air', 'UPS', 3000, 2),
  offer('ups_next_day_air_saver', 'UPS', 6000, 1),
  offer('fedex_ground', 'FedEx', 1400, 4),
  offer('fedex_2day', 'FedEx', 3100, 2),
  offer('fedex_standard_overnight', 'FedEx', 5000, 1),
];

describe('selectRates', () => {
  it('chooses cheapest, fastest, cheapest per carrier, then best value; sorted by amount', () => {
    const { selected, notSelected } = selectRates(OFFERS);
    expect(selected.map((r) => r.service_code)).toEqual([
      'usps_ground_advantage', // cheapest overall (and USPS's cheapest)
      'usps_priority_mail', // best value: 1,200 × 2 = 2,400
      'fedex_ground', // FedEx's cheapest
      'ups_ground', // UPS's cheapest
      'usps_priority_mail_express', // fastest (1 day), cheaper than the other overnights
    ]);
    expect(notSelected.map((e) => e.service_code).sort()).toEqual(['fedex_2day', 'fedex_standard_overnight', 'ups_2nd_day_air', 'ups_next_day_air_saver']);
    for (const e of notSelected) {
      expect(e.reason).toBe('not_selected');
      expect(e.message).toMatch(/not among the 5/);
    }
  });

  it('never returns a service twice', () => {
    const doubled = [...OFFERS, { ...offer('usps_ground_advantage', 'USPS', 950, 5) }];
    const { selected, notSelected } = selectRates(doubled);
    const codes = selected.map((r) => r.service_code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(selected.find((r) => r.service_code === 'usps_ground_advantage')?.amount_cents).toBe(900);
    expect(notSelected.find((e) => e.service_code === 'usps_ground_advantage')?.message).toMatch(/Duplicate/);
  });

  it('honours a smaller maximum, keeping cheapest and fastest first', () => {
    const { selected } = selectRates(OFFERS, 2);
    expect(selected.map((r) => r.service_code)).toEqual(['usps_ground_advantage', 'usps_priority_mail_express']);
    expect(selectRates(OFFERS, 0).selected).toEqual([]);
  });

  it('returns everything when there are five or fewer', () => {
    const few = OFFERS.slice(0, 3);
    const { selected, notSelected } = selectRates(few);
    expect(selected.length).toBe(3);
    expect(notSelected).toEqual([]);
    expect(selectRates([]).selected).toEqual([]);
  });

  it('breaks a speed tie on price', () => {
    const { selected } = selectRates(OFFERS, 2);
    expect(selected[1]?.service_code).toBe('usps_priority_mail_express'); // 4,500 beats 5,000 and 6,000 at 1 day
  });

  it('on real quotes: ≤ 5, includes the cheapest and the fastest, every carrier present, sorted', () => {
    for (const req of [domestic(2, parcelIn(10, 8, 6, 3), { residential: true }), domestic(8, parcelIn(20, 16, 12, 25)), international('DE', parcelIn(12, 10, 8, 4)), international('CA', parcelIn(12, 10, 8, 4))]) {
      const priced = applyFees(rateWithTariffs(req).rates, DEFAULT_FEE_POLICY);
      const { selected, notSelected } = selectRates(priced);
      expect(selected.length).toBe(Math.min(5, priced.length));
      expect(selected.length + notSelected.length).toBe(priced.length);
      const cheapest = Math.min(...priced.map((r) => r.amount_cents));
      const fastest = Math.min(...priced.map((r) => r.delivery_days));
      expect(selected.some((r) => r.amount_cents === cheapest)).toBe(true);
      expect(selected.some((r) => r.delivery_days === fastest)).toBe(true);
      expect(new Set(selected.map((r) => r.carrier))).toEqual(new Set(priced.map((r) => r.carrier)));
      for (let i = 1; i < selected.length; i++) expect(selected[i]?.amount_cents).toBeGreaterThanOrEqual(selected[i - 1]?.amount_cents ?? 0);
    }
  });
});
