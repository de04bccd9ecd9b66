// UPS carrier rules: limits, dimensional weight, zones, transit and surcharges.
// Sources (facts/carriers.md): §1 limits (ups.com "Weight and Size"), Additional Handling and Large Package rules
// (2026 GRI cube thresholds, myljm.com; 90 lb minimum, ups.com billable-weight page), §2 DIM 139 with sides to
// the nearest inch, §4 surcharges (AH 2026 amounts, shipware.com; fuel week of 15 Jun 2026, cargotools.online;
// air/international fuel from the late-2025 tables +1 pt, shiprx.com). Effective: 2026 tariff (GRI 22 Dec 2025).
// GUESSES, marked below: residential 2026 (facts give only 2022) and the Large Package charge (facts give none).
import type { CarrierRules, ServiceLimits } from '../../tariff-types.ts';

const UPS_LIMITS: ServiceLimits = { maxWeightLb: 150, maxLengthIn: 108, maxLengthPlusGirthIn: 165 };
const GROUND_DAYS_BY_ZONE = { 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5 };

export const UPS_RULES: CarrierRules = {
  carrier: 'UPS',
  source: 'UPS tariff rules as summarised in facts/carriers.md §1, §2, §4',
  dimensional: { divisorIn3PerLb: 139, appliesAboveIn3: 0, dimensionRounding: 'nearest_inch' },
  calendar: 'major_only',
  // UPS zones start at 2 (0–150 mi), so USPS zones 1 and 2 share zone 2. Zone 9 (Pacific territories) is not on
  // the UPS domestic tariff.
  domesticColumns: { 1: '2', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8' },
  // Our own export price groups (UPS prices GB and DE alike in its Western Europe zones).
  internationalColumns: { CA: 'canada', GB: 'europe', DE: 'europe', AU: 'oceania' },
  fuelPercent: { ground: 24.0, domestic_air: 22.5, international: 26.25 },
  // GUESS: 2022 $4.85 ground / $5.15 air (sifted.com) grown ~7 % a year to 2026.
  residentialSurcharge: { ground: 6.35, air: 6.75 },
  additionalHandling: {
    domesticWeightAboveLb: 50,
    internationalWeightAboveLb: 70,
    longestSideAboveIn: 48,
    secondSideAboveIn: 30,
    lengthPlusGirthAboveIn: 105,
    cubicAtLeastIn3: 10368,
    weightCharge: { zone2: 46.5, zone3to4: 50.75, zone5to6: 56.25, zone7plus: 58.75, international: 58.75 },
    dimensionCharge: { zone2: 30.0, zone3to4: 33.25, zone5to6: 38.5, zone7plus: 40.5, international: 40.5 },
  },
  largePackage: {
    lengthPlusGirthAboveIn: 130,
    longestSideAboveIn: 96,
    cubicAtLeastIn3: 17280,
    minimumBillableLb: 90,
    // GUESS: facts carry only the 2025 peak add-on ($90.50–107); these base charges are our estimate for 2026.
    charge: { zone2: 250.0, zone3to4: 270.0, zone5to6: 295.0, zone7plus: 315.0, international: 315.0 },
  },
  services: [
    {
      code: 'ups_ground',
      name: 'UPS Ground',
      scope: 'domestic',
      transport: 'ground',
      fuelClass: 'ground',
      limits: UPS_LIMITS,
      // facts §7: 1–5 business days across the contiguous US by distance.
      transitDays: GROUND_DAYS_BY_ZONE,
      transitDefault: 5,
    },
    {
      code: 'ups_3_day_select',
      name: 'UPS 3 Day Select',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: UPS_LIMITS,
      transitDays: {},
      transitDefault: 3,
    },
    {
      code: 'ups_2nd_day_air',
      name: 'UPS 2nd Day Air',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: UPS_LIMITS,
      transitDays: {},
      transitDefault: 2,
    },
    {
      code: 'ups_next_day_air_saver',
      name: 'UPS Next Day Air Saver',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: UPS_LIMITS,
      transitDays: {},
      transitDefault: 1,
    },
    {
      code: 'ups_standard',
      name: 'UPS Standard',
      scope: 'international',
      transport: 'ground',
      // Trucked to Canada, so it carries the ground fuel percentage.
      fuelClass: 'ground',
      limits: UPS_LIMITS,
      transitDays: { canada: 5 },
      transitDefault: 5,
    },
    {
      code: 'ups_worldwide_expedited',
      name: 'UPS Worldwide Expedited',
      scope: 'international',
      transport: 'air',
      fuelClass: 'international',
      limits: UPS_LIMITS,
      transitDays: { canada: 3, europe: 4, oceania: 5 },
      transitDefault: 5,
    },
    {
      code: 'ups_worldwide_saver',
      name: 'UPS Worldwide Saver',
      scope: 'international',
      transport: 'air',
      fuelClass: 'international',
      limits: UPS_LIMITS,
      transitDays: { canada: 2, europe: 2, oceania: 3 },
      transitDefault: 3,
    },
  ],
};
