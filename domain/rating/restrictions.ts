// Restricted-item hook: the caller screens the item (words, a checkbox at the calculator) and passes flags; this
// small table turns flags into per-service exclusions. It is deliberately short: the full screening (hazmat
// classes, country prohibitions) happens at the calculator and comes later. Unknown flags exclude nothing.
import type { ServiceScope, Transport } from './tariff-types.ts';
import type { Carrier } from './types.ts';

export interface RestrictionRule {
  /** Flag as passed in `RatingRequest.restricted` (compared lower-case, trimmed). */
  flag: string;
  /** The services the flag excludes: every listed property must match; an empty match excludes every service. */
  match: { carriers?: readonly Carrier[]; scope?: ServiceScope; transport?: Transport };
  message: string;
}

export const DEFAULT_RESTRICTION_RULES: readonly RestrictionRule[] = [
  {
    flag: 'lithium_battery',
    match: { scope: 'international', transport: 'air' },
    message: 'Lithium batteries cannot be sent on international air services.',
  },
  {
    flag: 'alcohol',
    match: { carriers: ['USPS'] },
    message: 'USPS does not accept alcoholic beverages.',
  },
  {
    flag: 'aerosol',
    match: { transport: 'air' },
    message: 'Aerosols may travel by ground services only.',
  },
];

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
    for (const rule of rules) {
      if (rule.flag !== flag) continue;
      const { carriers, scope, transport } = rule.match;
      if (carriers && !carriers.includes(service.carrier)) continue;
      if (scope && scope !== service.scope) continue;
      if (transport && transport !== service.transport) continue;
      return rule;
    }
  }
  return undefined;
}
