// USPS carrier rules: limits, dimensional weight, zones, transit and nonstandard fees.
// Sources (see /work/shared/facts/carriers.md): §1 limits (Postal Bulletin 22511, 2019; PB 22104, 2003),
// §2 DIM (divisor 166 above 1,728 in³, sides to the nearest inch, result up to the next lb), §3 zones,
// §4 surcharges (no residential or fuel surcharge; nonstandard fees are the 2023 values, 2026 not found),
// §7 transit norms. Effective: rules as in force for the 2026 schedule.
import type { CarrierRules } from '../../tariff-types.ts';

export const USPS_RULES: CarrierRules = {
  carrier: 'USPS',
  source: 'USPS DMM / Notice 123 rules as summarised in facts/carriers.md §1–§4, §7',
  dimensional: { divisorIn3PerLb: 166, appliesAboveIn3: 1728, dimensionRounding: 'nearest_inch' },
  calendar: 'federal',
  domesticColumns: { 1: '1', 2: '2', 3: '3', 4: '4', 5: '5', 6: '6', 7: '7', 8: '8', 9: '9' },
  // Priority Mail International price groups as labelled by the 2026 retail scrape (facts §4).
  internationalColumns: { CA: 'PG1', GB: 'PG20', DE: 'PG16', AU: 'PG12' },
  fuelPercent: { ground: 0, domestic_air: 0, international: 0 },
  residentialSurcharge: null,
  nonstandardFees: { lengthAboveIn: 22, lengthFee: 4.0, volumeAboveIn3: 3456, volumeFee: 25.0 },
  services: [
    {
      code: 'usps_ground_advantage',
      name: 'USPS Ground Advantage',
      scope: 'domestic',
      transport: 'ground',
      fuelClass: 'ground',
      limits: { maxWeightLb: 70, maxLengthPlusGirthIn: 130 },
      // facts §7: 2–5 business days; zone 9 (Pacific territories) is slower.
      transitDays: { 1: 2, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4, 7: 5, 8: 5, 9: 7 },
      transitDefault: 5,
      // facts §1: 108–130 in is the "oversized" price band; its cells are not in facts, so we bill the 70 lb price.
      oversized: { aboveLengthPlusGirthIn: 108, billAtLeastLb: 70 },
    },
    {
      code: 'usps_priority_mail',
      name: 'USPS Priority Mail',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: { maxWeightLb: 70, maxLengthPlusGirthIn: 108 },
      // facts §7: 1–3 days, not guaranteed.
      transitDays: { 1: 1, 2: 2, 3: 2, 4: 2, 5: 3, 6: 3, 7: 3, 8: 3, 9: 5 },
      transitDefault: 3,
    },
    {
      code: 'usps_priority_mail_express',
      name: 'USPS Priority Mail Express',
      scope: 'domestic',
      transport: 'air',
      fuelClass: 'domestic_air',
      limits: { maxWeightLb: 70, maxLengthPlusGirthIn: 108 },
      // facts §7: overnight to 2 days.
      transitDays: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 2, 8: 2, 9: 3 },
      transitDefault: 2,
    },
    {
      code: 'usps_priority_mail_international',
      name: 'USPS Priority Mail International',
      scope: 'international',
      transport: 'air',
      fuelClass: 'international',
      // Country limits vary (facts give none): 66 lb and 108 in length + girth fit CA, GB, DE and AU.
      limits: { maxWeightLb: 66, maxLengthPlusGirthIn: 108 },
      // facts §7: 6–10 business days.
      transitDays: { PG1: 6, PG20: 7, PG16: 8, PG12: 10 },
      transitDefault: 10,
    },
  ],
};
