// What the calculator checks before a person may pay: addresses (US: ZIP/state/city consistency from the ZIP data;
// elsewhere the destination's postal-code format), restricted items per carrier service and destination (words
// → the packaging flags → a verdict per service), and the consents. Pure functions; the routes render the result.
import { resolveDestination, usZipMatchesCityState } from '../../domain/geography/index.ts';
import { estimatePackage } from '../../domain/packaging/index.ts';
import type { RestrictedFlag } from '../../domain/packaging/index.ts';
import { DEFAULT_RESTRICTION_RULES, DEFAULT_TARIFF, findRestriction, restrictedItemRule } from '../../domain/rating/index.ts';
import type { Carrier, ServiceScope, Transport } from '../../domain/rating/index.ts';
import type { RateEntry } from '../../domain/quoting/index.ts';
import type { FieldError } from '../problem.ts';
import type { PartyDetails } from '../../store/index.ts';

export type Verdict = { level: 'ok' } | { level: 'restricted'; flags: RestrictedFlag[]; reasons: string[] } | { level: 'prohibited'; reason: string };

interface ServiceFacts {
  carrier: string;
  international: boolean;
  air: boolean;
  scope: ServiceScope;
  transport: Transport;
}

/** Flags for the words a person typed (the catalog's flags plus flag words), from the packaging estimator. */
export function restrictedFlagsFor(...texts: string[]): RestrictedFlag[] {
  const flags = new Set<RestrictedFlag>();
  for (const text of texts) {
    if (!text.trim()) continue;
    for (const flag of estimatePackage({ product: text }).estimate.restricted) flags.add(flag);
  }
  return [...flags];
}

function serviceFacts(rate: Pick<RateEntry, 'carrier' | 'service_code'>, international: boolean): ServiceFacts {
  for (const carrier of DEFAULT_TARIFF.carriers) {
    const def = carrier.rules.services.find((s) => s.code === rate.service_code);
    if (def) return { carrier: rate.carrier, international: def.scope === 'international' || international, air: def.transport === 'air', scope: def.scope, transport: def.transport };
  }
  const air = !/ground|home delivery|advantage/i.test(rate.service_code);
  return { carrier: rate.carrier, international, air, scope: international ? 'international' : 'domestic', transport: air ? 'air' : 'ground' };
}

const prohibited = (reason: string): Verdict => ({ level: 'prohibited', reason });

/** The verdict for one service: prohibited wins; restricted flags and their reasons add up. */
export function screenService(flags: readonly RestrictedFlag[], rate: Pick<RateEntry, 'carrier' | 'service_code'>, destinationCountry: string): Verdict {
  const facts = serviceFacts(rate, destinationCountry !== 'US');
  // The rating engine's own exclusions first (the same rules a quote with these flags applies).
  const excluded = findRestriction(flags, { carrier: rate.carrier as Carrier, scope: facts.scope, transport: facts.transport }, DEFAULT_RESTRICTION_RULES);
  if (excluded) return prohibited(excluded.message);
  // Then, per flag, the rule of the one table that decides it for this service.
  const service = { carrier: rate.carrier as Carrier, scope: facts.international ? ('international' as const) : ('domestic' as const), transport: facts.transport };
  const collected: { flags: RestrictedFlag[]; reasons: string[] } = { flags: [], reasons: [] };
  for (const flag of flags) {
    const rule = restrictedItemRule(flag, service);
    if (!rule) continue;
    const message = rule.message.replace('{carrier}', facts.carrier);
    if (rule.verdict === 'prohibited') return prohibited(message);
    collected.flags.push(flag);
    collected.reasons.push(message);
  }
  return collected.flags.length ? { level: 'restricted', ...collected } : { level: 'ok' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+\d][\d\s().-]{6,}$/;

/** Address and contact checks for one party (prefix 'sender' or 'recipient'). */
export function validateParty(prefix: 'sender' | 'recipient', p: PartyDetails, expected: { postal_code: string; country: string }): FieldError[] {
  const errors: FieldError[] = [];
  const f = (name: string): string => `${prefix}_${name}`;
  const who = prefix === 'sender' ? 'sender' : 'recipient';
  if (!p.name.trim()) errors.push({ field: f('name'), message: `Enter the ${who}'s name.` });
  if (!p.street.trim()) errors.push({ field: f('street'), message: `Enter the ${who}'s street address.` });
  if (!p.city.trim()) errors.push({ field: f('city'), message: `Enter the ${who}'s city.` });
  if (!p.email.trim() && !p.phone.trim()) errors.push({ field: f('email'), message: `Enter an e-mail address or a phone number for the ${who}.` });
  if (p.email.trim() && !EMAIL.test(p.email.trim())) errors.push({ field: f('email'), message: 'This e-mail address does not look right.' });
  if (p.phone.trim() && !PHONE.test(p.phone.trim())) errors.push({ field: f('phone'), message: 'This phone number does not look right.' });
  if (!p.postal_code.trim()) {
    errors.push({ field: f('postal_code'), message: `Enter the ${who}'s postal code.` });
    return errors;
  }
  if (expected.country === 'US') {
    if (!p.state.trim()) {
      errors.push({ field: f('state'), message: `Enter the ${who}'s state.` });
    } else if (p.city.trim()) {
      const match = usZipMatchesCityState(p.postal_code.trim(), p.city, p.state);
      if (!match.ok) errors.push({ field: f('postal_code'), message: `Address check failed: ${match.message}.` });
    }
  } else {
    const resolved = resolveDestination(p.postal_code, expected.country);
    if (resolved.kind !== 'supported') errors.push({ field: f('postal_code'), message: `Address check failed: ${resolved.kind === 'invalid' ? resolved.message : resolved.reason}.` });
  }
  const given = p.postal_code.replace(/\s+/g, '').toUpperCase();
  const quoted = expected.postal_code.replace(/\s+/g, '').toUpperCase();
  if (!errors.some((e) => e.field === f('postal_code')) && given.slice(0, 5) !== quoted.slice(0, 5) && given !== quoted) {
    errors.push({ field: f('postal_code'), message: `The rate was priced for postal code ${expected.postal_code}; use an address there, or get a new quote for ${p.postal_code.trim()}.` });
  }
  return errors;
}
