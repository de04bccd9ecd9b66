// DHL Express rules: limits, dimensional weight, lanes, transit, fuel and remote-area surcharge.
// Sources (facts/carriers.md): §1 piece limit 70 kg, longest side 120 cm before the over-size surcharge
// (forwarder note), §2 DIM 139 in³/lb per piece, export weight up to the next full lb (DHL US Rate & Service Guide
// 2015 copy), §4 fuel 24.50 % (MyDHL, Dec 2024), §7 transit "1–3 business days".
// Product decision (DESIGN/SPEC): DHL Express Worldwide to Germany and Australia only.
// GUESSES, marked below: remote-area amounts and the short postal-prefix sample; pieces over 120 cm are excluded
// (they need DHL's over-size quote, which this engine does not price).
import { cmToInches, kgToPounds } from '../../../units/index.ts';
import type { CarrierRules } from '../../tariff-types.ts';

export const DHL_RULES: CarrierRules = {
  carrier: 'DHL',
  source: 'DHL Express US rate & service guide rules as summarised in facts/carriers.md §1, §2, §4, §7',
  // DHL measures in cm and divides by 5,000 (≈ 139 in³/lb); sides are not rounded.
  dimensional: { divisorIn3PerLb: 139, appliesAboveIn3: 0, dimensionRounding: 'exact' },
  calendar: 'major_only',
  domesticColumns: {},
  internationalColumns: { DE: 'europe', AU: 'oceania' },
  fuelPercent: { ground: 24.5, domestic_air: 24.5, international: 24.5 },
  residentialSurcharge: null,
  remoteArea: {
    postalPrefixes: {
      // North Sea and Baltic islands served by ferry: Sylt, Föhr, Amrum, Helgoland, the East Frisian islands, Hiddensee.
      DE: ['25980', '25992', '25996', '25997', '25999', '25938', '25946', '27498', '26757', '26571', '26548', '26579', '26465', '26474', '26486', '18565'],
      // Remote NT communities, the Kimberley/Pilbara (67xx), King and Flinders Islands.
      AU: ['0822', '0872', '67', '7255', '7256'],
    },
    // GUESS: greater of $39.00 or $0.85 per billable lb.
    minimumCharge: 39.0,
    perLb: 0.85,
  },
  services: [
    {
      code: 'dhl_express_worldwide',
      name: 'DHL Express Worldwide',
      scope: 'international',
      transport: 'air',
      fuelClass: 'international',
      limits: { maxWeightLb: kgToPounds(70), maxLengthIn: cmToInches(120) },
      transitDays: { europe: 2, oceania: 3 },
      transitDefault: 3,
    },
  ],
};
