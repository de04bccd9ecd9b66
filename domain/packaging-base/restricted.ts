// Restricted-goods vocabulary. The estimator only flags; screening happens later at the calculator, so the
// vocabulary stays small and fixed: every flag here must mean the same thing to every carrier rule that reads it.
export const RESTRICTED_FLAGS = [
  'lithium_battery',
  'aerosol',
  'alcohol',
  'flammable_liquid',
  'compressed_gas',
  'firearm',
  'ammunition',
  'car_battery',
  'corrosive',
  'explosive',
  'tobacco_vape',
  'perishable',
] as const;

export type RestrictedFlag = (typeof RESTRICTED_FLAGS)[number];

export const RESTRICTED_FLAG_DESCRIPTIONS: Readonly<Record<RestrictedFlag, string>> = {
  lithium_battery: 'contains or is a lithium-ion / lithium-metal battery (phones, laptops, power banks, e-bikes)',
  aerosol: 'pressurised spray can (spray paint, hairspray, spray deodorant)',
  alcohol: 'alcoholic beverage (wine, beer, spirits)',
  flammable_liquid: 'flammable liquid (perfume, nail polish, lighter fluid, fuel, solvents)',
  compressed_gas: 'compressed or liquefied gas cylinder (propane, butane, CO2, scuba, fire extinguisher)',
  firearm: 'firearm or major firearm part',
  ammunition: 'ammunition or cartridges',
  car_battery: 'wet-cell lead-acid battery (car, marine, motorcycle)',
  corrosive: 'corrosive chemical (bleach, drain cleaner, pool chlorine, battery acid)',
  explosive: 'explosive or pyrotechnic (fireworks, flares)',
  tobacco_vape: 'tobacco product or electronic cigarette / vape',
  perishable: 'perishable food that needs fast or cold transit',
};

const FLAG_SET: ReadonlySet<string> = new Set(RESTRICTED_FLAGS);

export function isRestrictedFlag(value: string): value is RestrictedFlag {
  return FLAG_SET.has(value);
}
