// Restricted items: the one table of rules for what a carrier service may carry, used by quoting (the rules marked
// `excludes_at_quote` leave a service out of the quote) and by the calculator's screening (every rule, refusing or
// asking for a declaration before the person pays). Flags come from the packaging estimator's vocabulary
// (domain/packaging/restricted.ts). Rules are read in order; for one flag and one service the first match decides.
// Simplified and conservative: carrier rules for consumer shippers without hazmat or licence agreements.
import type { RestrictedFlag } from '../packaging/restricted.ts';
import type { ServiceScope, Transport } from './tariff-types.ts';
import type { Carrier } from './types.ts';

export interface RestrictionRule {
  /** Flag as passed in `RatingRequest.restricted` (compared lower-case, trimmed). */
  flag: string;
  /** The services the flag excludes: every listed property must match; an empty match excludes every service. */
  match: { carriers?: readonly Carrier[]; scope?: ServiceScope; transport?: Transport };
  message: string;
}

/** A rule of the one table: `prohibited` refuses the service, `restricted` needs the person's declaration. */
export interface RestrictedItemRule extends RestrictionRule {
  flag: RestrictedFlag;
  verdict: 'prohibited' | 'restricted';
  /** `{carrier}` in the message is the service's carrier. */
  message: string;
  /** Also leaves the service out of a quote for an item with this flag (not only refused at the calculator). */
  excludes_at_quote?: true;
}

const GROUND_ONLY = { transport: 'air' } as const;
const INTERNATIONAL = { scope: 'international' } as const;
const ANY = {} as const;

export const RESTRICTED_ITEM_RULES: readonly RestrictedItemRule[] = [
  { flag: 'firearm', match: ANY, verdict: 'prohibited', message: 'Firearms, ammunition and explosives cannot be shipped through this service.' },
  { flag: 'ammunition', match: ANY, verdict: 'prohibited', message: 'Firearms, ammunition and explosives cannot be shipped through this service.' },
  { flag: 'explosive', match: ANY, verdict: 'prohibited', message: 'Firearms, ammunition and explosives cannot be shipped through this service.' },
  { flag: 'car_battery', match: ANY, verdict: 'prohibited', message: 'Wet-cell (car, marine) batteries and corrosives need a hazmat shipping agreement.' },
  { flag: 'corrosive', match: ANY, verdict: 'prohibited', message: 'Wet-cell (car, marine) batteries and corrosives need a hazmat shipping agreement.' },
  { flag: 'compressed_gas', match: ANY, verdict: 'prohibited', message: 'Compressed-gas cylinders need a hazmat shipping agreement.' },
  { flag: 'alcohol', match: { carriers: ['USPS'] }, verdict: 'prohibited', message: 'USPS does not accept alcoholic beverages.', excludes_at_quote: true },
  { flag: 'alcohol', match: INTERNATIONAL, verdict: 'prohibited', message: 'Alcohol cannot be sent internationally by consumers.' },
  { flag: 'alcohol', match: ANY, verdict: 'prohibited', message: '{carrier} carries alcohol only for licensed shippers with an alcohol agreement.' },
  { flag: 'lithium_battery', match: { scope: 'international', transport: 'air' }, verdict: 'prohibited', message: 'Lithium batteries cannot be sent on international air services.', excludes_at_quote: true },
  { flag: 'lithium_battery', match: INTERNATIONAL, verdict: 'prohibited', message: 'Lithium batteries cannot be sent on international services from a consumer account.' },
  { flag: 'lithium_battery', match: ANY, verdict: 'restricted', message: 'Lithium batteries must be installed in or packed with the equipment they power (max 100 Wh per cell), no damaged batteries.' },
  { flag: 'aerosol', match: GROUND_ONLY, verdict: 'prohibited', message: 'Aerosols may travel by ground services only.', excludes_at_quote: true },
  { flag: 'aerosol', match: INTERNATIONAL, verdict: 'prohibited', message: 'Aerosols may travel by domestic ground services only.' },
  { flag: 'aerosol', match: ANY, verdict: 'restricted', message: 'Aerosols travel by ground as limited quantity: cans in their original packaging, caps secured.' },
  { flag: 'flammable_liquid', match: INTERNATIONAL, verdict: 'prohibited', message: 'Perfume and other flammable liquids cannot be sent internationally by consumers.' },
  { flag: 'flammable_liquid', match: { carriers: ['USPS'], transport: 'air' }, verdict: 'prohibited', message: 'USPS takes perfume and flammable liquids by ground only.' },
  { flag: 'flammable_liquid', match: ANY, verdict: 'restricted', message: 'Perfume and flammable liquids: limited quantity, sealed and cushioned, marked as such.' },
  { flag: 'tobacco_vape', match: { carriers: ['USPS'] }, verdict: 'prohibited', message: 'Vapes and e-cigarettes cannot be mailed (PACT Act) or sent internationally.' },
  { flag: 'tobacco_vape', match: INTERNATIONAL, verdict: 'prohibited', message: 'Vapes and e-cigarettes cannot be mailed (PACT Act) or sent internationally.' },
  { flag: 'tobacco_vape', match: ANY, verdict: 'restricted', message: 'Tobacco products need adult signature on delivery.' },
  { flag: 'perishable', match: INTERNATIONAL, verdict: 'prohibited', message: 'Perishable food cannot be sent internationally.' },
  { flag: 'perishable', match: ANY, verdict: 'restricted', message: 'Perishables must reach the recipient within their safe window: pick a fast service and pack with cold packs.' },
];

/** The rules that leave a service out of a quote (the rating engine's default). */
export const DEFAULT_RESTRICTION_RULES: readonly RestrictionRule[] = RESTRICTED_ITEM_RULES.filter((rule) => rule.excludes_at_quote);

const matches = (rule: RestrictionRule, service: RestrictableService): boolean => {
  const { carriers, scope, transport } = rule.match;
  return (!carriers || carriers.includes(service.carrier)) && (!scope || scope === service.scope) && (!transport || transport === service.transport);
};

/** The rule of the one table that decides `flag` for this service (the first that matches), if any. */
export function restrictedItemRule(flag: RestrictedFlag, service: RestrictableService): RestrictedItemRule | undefined {
  return RESTRICTED_ITEM_RULES.find((rule) => rule.flag === flag && matches(rule, service));
}

export interface RestrictableService {
  carrier: Carrier;
  scope: ServiceScope;
  transport: Transport;
}

/** The first rule that excludes this service for these flags, or undefined. */
export function findRestriction(
  flags: readonly string[],
  service: RestrictableService,
  rules: readonly RestrictionRule[],
): RestrictionRule | undefined {
  for (const raw of flags) {
    const flag = raw.trim().toLowerCase();
    for (const rule of rules) if (rule.flag === flag && matches(rule, service)) return rule;
  }
  return undefined;
}
