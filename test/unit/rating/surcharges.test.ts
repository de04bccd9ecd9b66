// Fuel, residential, additional handling, Large Package, USPS nonstandard fees and the GA oversized band, DHL
// remote area: each checked to the cent against the table cell it starts from.
import { describe, expect, it } from 'vitest';
import { applyRate } from '../../../domain/money/index.ts';
import { DEFAULT_RATING_ENGINE, basePriceCents, rateWithTariffs } from '../../../domain/rating/index.ts';
import { createTariffProvider } from '../../../providers/rating/index.ts';
import type { CarrierRate, RatingResult, RatingRequest } from '../../../domain/rating/index.ts';
import { domestic, international, parcelIn } from './helpers.ts';

const tariff = DEFAULT_RATING_ENGINE.tariff;
const negotiated = (code: string, column: string, lb: number): number => basePriceCents(tariff, code, 'negotiated', column, lb) ?? Number.NaN;
const retail = (code: string, column: string, lb: number): number => basePriceCents(tariff, code, 'retail', column, lb) ?? Number.NaN;
const withFuel = (cents: number, percent: number): number => cents + applyRate(cents, percent / 100);

function find(result: RatingResult, code: string): CarrierRate | undefined {
  return result.rates.find((r) => r.service_code === code);
}
function rateOf(req: RatingRequest, code: string): CarrierRate {
  const rate = find(rateWithTariffs(req), code);
  if (!rate) throw new Error(`${code} not priced`);
  return rate;
}

const TINY = (lb: number) => parcelIn(6, 4, 2, lb); // 48 in³: DIM never matters

describe('fuel', () => {
  it('USPS adds no fuel and no residential surcharge', () => {
    const business = rateOf(domestic(4, TINY(3)), 'usps_priority_mail');
    const home = rateOf(domestic(4, TINY(3), { residential: true }), 'usps_priority_mail');
    expect(business.carrier_amount_cents).toBe(negotiated('usps_priority_mail', '4', 3));
    expect(business.retail_amount_cents).toBe(retail('usps_priority_mail', '4', 3));
    expect(home.carrier_amount_cents).toBe(business.carrier_amount_cents);
  });

  it.each([
    ['ups_ground', 24.0],
    ['ups_2nd_day_air', 22.5],
    ['fedex_ground', 24.5],
    ['fedex_standard_overnight', 22.5],
  ])('%s carries %d % fuel on both price levels', (code, percent) => {
    const rate = rateOf(domestic(5, TINY(3)), code);
    expect(rate.carrier_amount_cents).toBe(withFuel(negotiated(code, '5', 3), percent));
    expect(rate.retail_amount_cents).toBe(withFuel(retail(code, '5', 3), percent));
  });

  it('international fuel for UPS/FedEx air, ground fuel for UPS Standard, 24.5 % for DHL', () => {
    expect(rateOf(international('GB', TINY(3)), 'ups_worldwide_saver').carrier_amount_cents).toBe(withFuel(negotiated('ups_worldwide_saver', 'europe', 3), 26.25));
    expect(rateOf(international('CA', TINY(3)), 'ups_standard').carrier_amount_cents).toBe(withFuel(negotiated('ups_standard', 'canada', 3), 24.0));
    expect(rateOf(international('AU', TINY(3)), 'dhl_express_worldwide').carrier_amount_cents).toBe(withFuel(negotiated('dhl_express_worldwide', 'oceania', 3), 24.5));
  });

  it('the fuel percentage can be overridden without a new table version', async () => {
    const provider = createTariffProvider({ fuelPercent: { UPS: { ground: 10 } } });
    const result = await provider.rate(domestic(5, TINY(3)));
    expect(provider.tablesVersion).toBe(tariff.version);
    expect(find(result, 'ups_ground')?.carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '5', 3), 10));
    // Other classes and carriers keep the table's percentage.
    expect(find(result, 'ups_2nd_day_air')?.carrier_amount_cents).toBe(withFuel(negotiated('ups_2nd_day_air', '5', 3), 22.5));
  });
});

describe('residential', () => {
  it('UPS adds $6.35 on ground and $6.75 on air before fuel', () => {
    const req = domestic(5, TINY(3), { residential: true });
    expect(rateOf(req, 'ups_ground').carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '5', 3) + 635, 24.0));
    expect(rateOf(req, 'ups_2nd_day_air').retail_amount_cents).toBe(withFuel(retail('ups_2nd_day_air', '5', 3) + 675, 22.5));
  });

  it('FedEx offers Home Delivery to residences and Ground to businesses, never both', () => {
    const home = rateWithTariffs(domestic(5, TINY(3), { residential: true }));
    const business = rateWithTariffs(domestic(5, TINY(3)));
    expect(find(home, 'fedex_ground')).toBeUndefined();
    expect(find(business, 'fedex_home_delivery')).toBeUndefined();
    expect(find(home, 'fedex_home_delivery')?.carrier_amount_cents).toBe(withFuel(negotiated('fedex_home_delivery', '5', 3) + 695, 24.5));
    expect(find(business, 'fedex_ground')?.carrier_amount_cents).toBe(withFuel(negotiated('fedex_ground', '5', 3), 24.5));
  });

  it('DHL charges no residential surcharge', () => {
    const home = rateOf(international('DE', TINY(3), { residential: true }), 'dhl_express_worldwide');
    const office = rateOf(international('DE', TINY(3)), 'dhl_express_worldwide');
    expect(home.carrier_amount_cents).toBe(office.carrier_amount_cents);
  });
});

describe('additional handling (UPS / FedEx)', () => {
  const HEAVY = (lb: number) => parcelIn(12, 12, 12, lb); // 13 lb DIM, no dimension trigger

  it.each([
    [2, '2', 4650],
    [4, '4', 5075],
    [6, '6', 5625],
    [8, '8', 5875],
  ])('UPS weight charge above 50 lb, zone %i → $%s band', (zone, column, surcharge) => {
    expect(rateOf(domestic(zone, HEAVY(60)), 'ups_ground').carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', column, 60) + surcharge, 24.0));
  });

  it('no weight charge at exactly 50 lb, nor internationally below 70 lb', () => {
    expect(rateOf(domestic(2, HEAVY(50)), 'ups_ground').carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '2', 50), 24.0));
    expect(rateOf(international('CA', HEAVY(60)), 'ups_standard').carrier_amount_cents).toBe(withFuel(negotiated('ups_standard', 'canada', 60), 24.0));
    expect(rateOf(international('CA', HEAVY(75)), 'ups_standard').carrier_amount_cents).toBe(withFuel(negotiated('ups_standard', 'canada', 75) + 5875, 24.0));
  });

  it('FedEx weight charge is $46.00 in zone 2', () => {
    expect(rateOf(domestic(2, HEAVY(60)), 'fedex_ground').carrier_amount_cents).toBe(withFuel(negotiated('fedex_ground', '2', 60) + 4600, 24.5));
  });

  it('dimension charge: longest side over 48 in, second side over 30 in', () => {
    const long = parcelIn(49, 10, 10, 5); // DIM 4,900 / 139 → 36 lb; L+G 89
    expect(rateOf(domestic(2, long), 'ups_ground').carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '2', 36) + 3000, 24.0));
    const wide = parcelIn(31, 31, 4, 5); // DIM 3,844 / 139 → 28 lb; L+G 101
    expect(rateOf(domestic(8, wide), 'fedex_ground').carrier_amount_cents).toBe(withFuel(negotiated('fedex_ground', '8', 28) + 4005, 24.5));
  });

  it('UPS 2026 cube rule (≥ 10,368 in³) applies to UPS only', () => {
    const cube = parcelIn(35, 18, 17, 10); // 10,710 in³, L+G exactly 105, sides under 48/30
    const dimLb = Math.ceil(10710 / 139);
    expect(rateOf(domestic(3, cube), 'ups_ground').carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '3', dimLb) + 3325, 24.0));
    expect(rateOf(domestic(3, cube), 'fedex_ground').carrier_amount_cents).toBe(withFuel(negotiated('fedex_ground', '3', dimLb), 24.5));
  });
});

describe('Large Package (UPS) / oversize (FedEx)', () => {
  const LONG = parcelIn(97, 6, 6, 30); // length > 96 in, L+G 121, DIM only 26 lb

  it('bills at least 90 lb plus the Large Package charge, and no additional handling', () => {
    const ups = rateOf(domestic(5, LONG), 'ups_ground');
    expect(ups.billable_weight_kg).toBeCloseTo(40.823, 3);
    expect(ups.carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '5', 90) + 29500, 24.0));
    expect(rateOf(domestic(5, LONG), 'fedex_ground').carrier_amount_cents).toBe(withFuel(negotiated('fedex_ground', '5', 90) + 29500, 24.5));
  });

  it('triggers on length + girth over 130 in as well', () => {
    const girthy = parcelIn(40, 24, 22, 20); // L+G 132; DIM 21,120 / 139 → 152 lb
    expect(rateOf(domestic(7, girthy), 'ups_ground').carrier_amount_cents).toBe(withFuel(negotiated('ups_ground', '7', 152) + 31500, 24.0));
  });
});

describe('USPS nonstandard fees and the Ground Advantage oversized band', () => {
  it('longest side over 22 in adds $4.00', () => {
    expect(rateOf(domestic(4, parcelIn(23, 6, 4, 2)), 'usps_priority_mail').carrier_amount_cents).toBe(negotiated('usps_priority_mail', '4', 2) + 400);
    expect(rateOf(domestic(4, parcelIn(22, 6, 4, 2)), 'usps_priority_mail').carrier_amount_cents).toBe(negotiated('usps_priority_mail', '4', 2));
  });

  it('a cube over 2 ft³ adds $25.00 (and DIM applies)', () => {
    const rate = rateOf(domestic(4, parcelIn(16, 16, 14, 2)), 'usps_priority_mail'); // 3,584 in³ → 22 lb DIM
    expect(rate.carrier_amount_cents).toBe(negotiated('usps_priority_mail', '4', 22) + 2500);
    expect(rate.retail_amount_cents).toBe(retail('usps_priority_mail', '4', 22) + 2500);
  });

  it('Ground Advantage between 108 and 130 in length + girth bills the 70 lb price; Priority Mail is excluded', () => {
    const result = rateWithTariffs(domestic(5, parcelIn(97, 6, 6, 30))); // L+G 121, 3,492 in³
    expect(find(result, 'usps_ground_advantage')?.carrier_amount_cents).toBe(negotiated('usps_ground_advantage', '5', 70) + 400 + 2500);
    expect(result.excluded.find((e) => e.service_code === 'usps_priority_mail')?.reason).toBe('over_size_limit');
  });
});

describe('DHL remote area', () => {
  it('adds the greater of $39.00 and $0.85/lb for a listed postcode prefix', () => {
    const sylt = rateOf(international('DE', TINY(2), { destination: { country: 'DE', postal_code: '25980' } }), 'dhl_express_worldwide');
    expect(sylt.carrier_amount_cents).toBe(withFuel(negotiated('dhl_express_worldwide', 'europe', 2) + 3900, 24.5));
    const broome = rateOf(international('AU', parcelIn(20, 20, 20, 60), { destination: { country: 'AU', postal_code: '6725' } }), 'dhl_express_worldwide');
    // 8,000 / 139 → 58 lb DIM, scale 60 lb: 60 × $0.85 = $51.00 beats the $39.00 minimum.
    expect(broome.carrier_amount_cents).toBe(withFuel(negotiated('dhl_express_worldwide', 'oceania', 60) + 5100, 24.5));
  });

  it('leaves ordinary postcodes alone and can be switched off', async () => {
    expect(rateOf(international('DE', TINY(2)), 'dhl_express_worldwide').carrier_amount_cents).toBe(withFuel(negotiated('dhl_express_worldwide', 'europe', 2), 24.5));
    const provider = createTariffProvider({ remoteAreaSurcharge: false });
    const result = await provider.rate(international('DE', TINY(2), { destination: { country: 'DE', postal_code: '25980' } }));
    expect(find(result, 'dhl_express_worldwide')?.carrier_amount_cents).toBe(withFuel(negotiated('dhl_express_worldwide', 'europe', 2), 24.5));
  });
});
