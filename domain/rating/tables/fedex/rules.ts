// FedEx carrier rules: limits, dimensional weight, zones, transit and surcharges.
// Sources (facts/carriers.md): §1 limits (FedEx packaging guidelines copy: Ground 150 lb 108/165 in, Home Delivery
// 70 lb, Express US 119/165 in, Express international 108/130 in), §2 DIM 139 with sides ≥0.5 in rounded up,
// §4 surcharges (residential $6.95 and additional handling by weight Z2 $46.00 for 2026, supplychaindive.com;
// Ground fuel 24.50 % week of 15 Jun 2026, cargotools.online). Effective: 2026 tariff (GRI 5 Jan 2026).
// GUESSES, marked below: AH cells beyond zone 2 and the dimension AH (mirrored from UPS, whose table FedEx tracks),
// the oversize rule and charge (mirrored from UPS Large Package), Express and international fuel percentages.
import type { CarrierRules, ServiceLimits } from '../../tariff-types.ts';

const GROUND_LIMITS: ServiceLimits = { maxWeightLb: 150, maxLengthIn: 108, maxLengthPlusGirthIn: 165 };
const EXPRESS_US_LIMITS: ServiceLimits = { maxWeightLb: 150, maxLengthIn: 119, maxLengthPlusGirthIn: 165 };
const EXPRESS_INTL_LIMITS: ServiceLimits = { maxWeightLb: 150, maxLengthIn: 108, maxLengthPlusGirthIn: 130 };
const GROUND_DAYS_BY_ZONE = { 2: 1, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4, 8: 5 };

export const FEDEX_RULES: CarrierRules = {
  carrier: 'FedEx',
  source: 'FedEx service guide rules as summarised in facts/carriers.md §1, §2, §4',
  dimensional: { divisorIn3PerLb: 139, appliesAboveIn3: 0, dimensionRounding: 'nearest_inch' },
  calendar: 'major_only',
  // FedEx zones start at 2 like UPS; zone 9 (Pacific territories) is not on the domestic tariff.
  domesticColumns: { 1: '2', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8' },
  // Our own export price groups.
  internationalColumns: { CA: 'canada', GB: 'europe_uk', DE: 'europe_eu', AU: 'oceania' },
  // GUESS for domestic_air and international: the Express tables track UPS air/international closely.
  fuelPercent: { ground: 24.5, domestic_air: 22.5, international: 26.25 },
  // facts §4 gives one 2026 amount; we apply it to Home Delivery and Express alike.
  residentialSurcharge: { ground: 6.95, air: 6.95 },
  additionalHandling: {
    domesticWeightAboveLb: 50,
    internationalWeightAboveLb: 70,
    longestSideAboveIn: 48,
    secondSideAboveIn: 30,
    lengthPlusGirthAboveIn: 105,
    weightCharge: { zone2: 46.0, zone3to4: 50.2, zone5to6: 55.65, zone7plus: 58.1, international: 58.1 },
    dimensionCharge: { zone2: 29.7, zone3to4: 32.9, zone5to6: 38.1, zone7plus: 40.05, international: 40.05 },
  },
  // GUESS: FedEx "oversize" mirrors UPS Large Package (same thresholds, 90 lb minimum billable weight).
  largePackage: {
    lengthPlusGirthAboveIn: 130,
    longestSideAboveIn: 96,
    minimumBillableLb: 90,
    charge: { zone2: 250.0, zone3to4: 270.0, zone5to6: 295.0, zone7plus: 315.0, international: 315.0 },
  },
  services: [
    {
      code: 'fedex_ground',
      name: 'FedEx Ground',
      scope: 'domestic',
      transport: 'ground',
      fuelClass: 'ground',
      addressType: 'business',
      limits: GROUND_LIMITS,
      transitDays: GROUND_DAYS_BY_ZONE,
      transitDefault: 5,
    },
    {
      code: 'fedex_home_delivery',
      name: 'FedEx Home Delivery',
      scope: 'domestic',
      transport: 'ground',
      fuelClass: 'ground',
      addressType: 'residential',
      limits: { maxWeightLb: 70, maxLengthIn: 108, maxLengthPlusGirthIn: 165 },
      transitDays: GROUND_DAYS_BY_ZONE,
      transitDefault: 5,
    },
    {
      code: 'fedex_express_saver',
      name: 'FedEx Express Saver',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: EXPRESS_US_LIMITS,
      transitDays: {},
      transitDefault: 3,
    },
    {
      code: 'fedex_2day',
      name: 'FedEx 2Day',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: EXPRESS_US_LIMITS,
      transitDays: {},
      transitDefault: 2,
    },
    {
      code: 'fedex_standard_overnight',
      name: 'FedEx Standard Overnight',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: EXPRESS_US_LIMITS,
      transitDays: {},
      transitDefault: 1,
    },
    {
      code: 'fedex_international_economy',
      name: 'FedEx International Economy',
      scope: 'international',
      transport: 'air',
      fuelClass: 'international',
      limits: EXPRESS_INTL_LIMITS,
      transitDays: { canada: 3, europe_uk: 4, europe_eu: 4, oceania: 5 },
      transitDefault: 5,
    },
    {
      code: 'fedex_international_priority',
      name: 'FedEx International Priority',
      scope: 'international',
      transport: 'air',
      fuelClass: 'international',
      limits: EXPRESS_INTL_LIMITS,
      transitDays: { canada: 2, europe_uk: 2, europe_eu: 2, oceania: 3 },
      transitDefault: 3,
    },
  ],
};
