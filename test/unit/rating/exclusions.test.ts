// Exclusions: lanes, weight and size limits, restricted items, and the freight helper.
import { describe, expect, it } from 'vitest';
import { exceedsEveryCarrierLimit, rateWithTariffs } from '../../../domain/rating/index.ts';
import type { Exclusion, RatingRequest, RatingResult } from '../../../domain/rating/index.ts';
import { kgToPounds } from '../../../domain/units/index.ts';
import { domestic, international, parcelIn } from './helpers.ts';

const TINY = (lb: number) => parcelIn(6, 4, 2, lb);
const REASONS = new Set(['lane_not_served', 'over_size_limit', 'over_weight_limit', 'restricted_item', 'not_selected']);

function exclusion(result: RatingResult, code: string): Exclusion | undefined {
  return result.excluded.find((e) => e.service_code === code);
}
const priced = (result: RatingResult): string[] => result.rates.map((r) => r.service_code).sort();
const reasonOf = (req: RatingRequest, code: string) => exclusion(rateWithTariffs(req), code)?.reason;

describe('lanes', () => {
  it.each([['US'], ['CA'], ['GB']] as const)('DHL Express is lane_not_served to %s', (country) => {
    const req = country === 'US' ? domestic(5, TINY(2)) : international(country, TINY(2));
    const dhl = exclusion(rateWithTariffs(req), 'dhl_express_worldwide');
    expect(dhl?.reason).toBe('lane_not_served');
    expect(dhl?.carrier).toBe('DHL');
    expect(dhl?.message).toMatch(/Germany and Australia only/);
  });

  it.each([['DE'], ['AU']] as const)('DHL Express is priced to %s', (country) => {
    expect(priced(rateWithTariffs(international(country, TINY(2))))).toContain('dhl_express_worldwide');
  });

  it('prices the domestic services on a US lane and the international ones abroad', () => {
    expect(priced(rateWithTariffs(domestic(4, TINY(2), { residential: true })))).toEqual(
      [
        'fedex_2day', 'fedex_express_saver', 'fedex_home_delivery', 'fedex_standard_overnight',
        'ups_2nd_day_air', 'ups_3_day_select', 'ups_ground', 'ups_next_day_air_saver',
        'usps_ground_advantage', 'usps_priority_mail', 'usps_priority_mail_express',
      ].sort(),
    );
    expect(priced(rateWithTariffs(international('CA', TINY(2))))).toEqual(
      [
        'fedex_international_economy', 'fedex_international_priority', 'ups_standard',
        'ups_worldwide_expedited', 'ups_worldwide_saver', 'usps_priority_mail_international',
      ].sort(),
    );
  });

  it('UPS Standard serves Canada only', () => {
    expect(reasonOf(international('GB', TINY(2)), 'ups_standard')).toBe('lane_not_served');
    expect(reasonOf(international('AU', TINY(2)), 'ups_standard')).toBe('lane_not_served');
  });

  it('zone 9 (Pacific territories) is USPS only', () => {
    const result = rateWithTariffs(domestic(9, TINY(2)));
    expect(priced(result)).toEqual(['usps_ground_advantage', 'usps_priority_mail', 'usps_priority_mail_express']);
    for (const code of ['ups_ground', 'ups_next_day_air_saver', 'fedex_ground', 'fedex_2day']) {
      expect(exclusion(result, code)?.reason).toBe('lane_not_served');
    }
  });

  it('every service shows up once, either priced or excluded with a known reason and a message', () => {
    for (const req of [domestic(3, TINY(2)), domestic(9, parcelIn(60, 40, 30, 100)), international('GB', TINY(80)), international('AU', TINY(2), { restricted: ['aerosol'] })]) {
      const result = rateWithTariffs(req);
      const codes = [...result.rates.map((r) => r.service_code), ...result.excluded.map((e) => e.service_code)];
      expect(new Set(codes).size).toBe(codes.length);
      for (const e of result.excluded) {
        expect(REASONS.has(e.reason)).toBe(true);
        expect(e.message.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('limits', () => {
  it('75 lb: USPS and FedEx Home Delivery are over weight, UPS and FedEx Ground are not', () => {
    const home = rateWithTariffs(domestic(5, TINY(75), { residential: true }));
    for (const code of ['usps_ground_advantage', 'usps_priority_mail', 'usps_priority_mail_express', 'fedex_home_delivery']) {
      expect(exclusion(home, code)?.reason).toBe('over_weight_limit');
    }
    expect(priced(home)).toContain('ups_ground');
    expect(priced(rateWithTariffs(domestic(5, TINY(75))))).toContain('fedex_ground');
    expect(exclusion(home, 'usps_priority_mail')?.message).toMatch(/75 lb is over the 70 lb limit/);
  });

  it('151 lb is over every domestic weight limit', () => {
    const result = rateWithTariffs(domestic(5, TINY(151)));
    expect(result.rates).toEqual([]);
    expect(result.excluded.filter((e) => e.reason === 'over_weight_limit').length).toBe(11); // 3 USPS, 4 UPS, 4 FedEx (Home Delivery is not listed for a business)
  });

  it('PMI stops at 66 lb; DHL at 70 kg', () => {
    expect(reasonOf(international('DE', TINY(67)), 'usps_priority_mail_international')).toBe('over_weight_limit');
    expect(reasonOf(international('DE', { length_cm: 20, width_cm: 20, height_cm: 20, weight_kg: 70.5 }), 'dhl_express_worldwide')).toBe('over_weight_limit');
    expect(priced(rateWithTariffs(international('DE', { length_cm: 20, width_cm: 20, height_cm: 20, weight_kg: 70 })))).toContain('dhl_express_worldwide');
  });

  it('length + girth: Priority Mail 108 in, Ground Advantage 130 in', () => {
    const at108 = rateWithTariffs(domestic(5, parcelIn(40, 17, 17, 10))); // 40 + 68 = 108
    expect(priced(at108)).toContain('usps_priority_mail');
    const over108 = rateWithTariffs(domestic(5, parcelIn(41, 17, 17, 10))); // 109
    expect(exclusion(over108, 'usps_priority_mail')?.reason).toBe('over_size_limit');
    expect(exclusion(over108, 'usps_priority_mail_express')?.reason).toBe('over_size_limit');
    expect(priced(over108)).toContain('usps_ground_advantage');
    const over130 = rateWithTariffs(domestic(5, parcelIn(50, 20, 21, 10))); // 132
    expect(exclusion(over130, 'usps_ground_advantage')?.reason).toBe('over_size_limit');
    expect(exclusion(over130, 'usps_ground_advantage')?.message).toMatch(/Length plus girth 132 in is over the 130 in limit/);
  });

  it('longest side: UPS and FedEx Ground 108 in, FedEx Express 119 in', () => {
    const result = rateWithTariffs(domestic(5, parcelIn(110, 5, 5, 10))); // L+G 130
    expect(exclusion(result, 'ups_ground')?.reason).toBe('over_size_limit');
    expect(exclusion(result, 'fedex_ground')?.reason).toBe('over_size_limit');
    expect(priced(result)).toContain('fedex_2day');
    expect(exclusion(rateWithTariffs(domestic(5, parcelIn(120, 5, 5, 10))), 'fedex_2day')?.reason).toBe('over_size_limit');
  });

  it('measures size in the carrier\'s rounded inches', () => {
    // 108.4 in rounds to 108: inside UPS's 108 in; 108.5 rounds to 109: outside.
    expect(priced(rateWithTariffs(domestic(5, parcelIn(108.4, 5, 5, 10))))).toContain('ups_ground');
    expect(reasonOf(domestic(5, parcelIn(108.5, 5, 5, 10)), 'ups_ground')).toBe('over_size_limit');
  });

  it('DHL pieces longer than 120 cm are excluded (over-size pieces need a DHL quote)', () => {
    expect(reasonOf(international('AU', { length_cm: 121, width_cm: 20, height_cm: 20, weight_kg: 5 }), 'dhl_express_worldwide')).toBe('over_size_limit');
    expect(priced(rateWithTariffs(international('AU', { length_cm: 120, width_cm: 20, height_cm: 20, weight_kg: 5 })))).toContain('dhl_express_worldwide');
  });

  it('international FedEx Express allows 130 in length + girth', () => {
    expect(reasonOf(international('GB', parcelIn(50, 21, 20, 10)), 'fedex_international_priority')).toBe('over_size_limit'); // 132
    expect(priced(rateWithTariffs(international('GB', parcelIn(50, 20, 20, 10))))).toContain('fedex_international_priority'); // 130
  });
});

describe('restricted items', () => {
  it('lithium batteries: no international air, UPS Standard (trucked) to Canada stays', () => {
    const result = rateWithTariffs(international('CA', TINY(2), { restricted: ['lithium_battery'] }));
    expect(priced(result)).toEqual(['ups_standard']);
    expect(exclusion(result, 'fedex_international_priority')?.reason).toBe('restricted_item');
    expect(exclusion(result, 'usps_priority_mail_international')?.message).toMatch(/Lithium/);
  });

  it('lithium batteries do not restrict domestic services in this small table', () => {
    expect(rateWithTariffs(domestic(4, TINY(2), { restricted: ['lithium_battery'] })).rates.length).toBe(11);
  });

  it('alcohol: no USPS', () => {
    const result = rateWithTariffs(domestic(4, TINY(2), { restricted: ['alcohol'] }));
    expect(priced(result).some((code) => code.startsWith('usps_'))).toBe(false);
    expect(exclusion(result, 'usps_ground_advantage')?.reason).toBe('restricted_item');
  });

  it('aerosols: ground services only', () => {
    const result = rateWithTariffs(domestic(4, TINY(2), { restricted: ['Aerosol '] }));
    expect(priced(result)).toEqual(['fedex_ground', 'ups_ground', 'usps_ground_advantage']);
  });

  it('unknown flags exclude nothing', () => {
    expect(rateWithTariffs(domestic(4, TINY(2), { restricted: ['perfume_sample'] })).rates.length).toBe(11);
  });

  it('a lane that is not served stays lane_not_served even with a flag', () => {
    expect(reasonOf(international('GB', TINY(2), { restricted: ['aerosol'] }), 'dhl_express_worldwide')).toBe('lane_not_served');
  });
});

describe('exceedsEveryCarrierLimit (freight decision)', () => {
  it('is false for anything some carrier takes', () => {
    expect(exceedsEveryCarrierLimit(TINY(2))).toBe(false);
    expect(exceedsEveryCarrierLimit(TINY(150))).toBe(false);
    expect(exceedsEveryCarrierLimit(parcelIn(108, 14, 14, 100))).toBe(false); // L+G 164
  });

  it('is true beyond 150 lb on US lanes or beyond 165 in length + girth anywhere', () => {
    expect(exceedsEveryCarrierLimit(TINY(151), 'US')).toBe(true);
    expect(exceedsEveryCarrierLimit(parcelIn(60, 30, 30, 50))).toBe(true); // L+G 180
    expect(exceedsEveryCarrierLimit(parcelIn(109, 10, 10, 50), 'US')).toBe(false); // FedEx Express takes 119 in
    expect(exceedsEveryCarrierLimit(parcelIn(120, 10, 10, 50), 'US')).toBe(true);
  });

  it('considers only the carriers serving the destination when one is given', () => {
    const heavy = { length_cm: 30, width_cm: 30, height_cm: 30, weight_kg: 69.5 }; // 153.2 lb: DHL takes up to 70 kg
    expect(kgToPounds(heavy.weight_kg)).toBeGreaterThan(150);
    expect(exceedsEveryCarrierLimit(heavy, 'DE')).toBe(false);
    expect(exceedsEveryCarrierLimit(heavy, 'GB')).toBe(true);
    expect(exceedsEveryCarrierLimit(heavy, 'US')).toBe(true);
  });
});

describe('request validation', () => {
  it.each([
    ['a missing zone on a US lane', domestic(5, TINY(2), { zone: null })],
    ['zone 10', domestic(10, TINY(2))],
    ['a zero weight', domestic(5, { ...TINY(2), weight_kg: 0 })],
    ['a negative side', domestic(5, { ...TINY(2), height_cm: -1 })],
    ['an unserved country', { ...international('DE', TINY(2)), destination: { country: 'FR', postal_code: '75001' } } as unknown as RatingRequest],
    ['an invalid date', domestic(5, TINY(2), { quotedAt: new Date('nope') })],
  ])('rejects %s', (_label, req) => {
    expect(() => rateWithTariffs(req)).toThrow(RangeError);
  });
});
