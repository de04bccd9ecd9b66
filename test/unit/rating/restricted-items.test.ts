// Restricted items live in one table (domain/rating/restrictions.ts): quoting uses the rules marked
// excludes_at_quote, the calculator's screening uses every rule, so the two can never disagree.
import { describe, expect, it } from 'vitest';
import { screenService } from '../../../api/calculator/screening.ts';
import { RESTRICTED_FLAGS } from '../../../domain/packaging/index.ts';
import { DEFAULT_RESTRICTION_RULES, DEFAULT_TARIFF, RESTRICTED_ITEM_RULES } from '../../../domain/rating/index.ts';

const services = DEFAULT_TARIFF.carriers.flatMap((c) => c.rules.services.map((s) => ({ carrier: c.rules.carrier, code: s.code, scope: s.scope, transport: s.transport })));

describe('the restricted-item table', () => {
  it('has a rule for every flag of the estimator vocabulary', () => {
    for (const flag of RESTRICTED_FLAGS) expect(RESTRICTED_ITEM_RULES.some((r) => r.flag === flag), flag).toBe(true);
  });

  it('quotes exclude exactly the rules marked excludes_at_quote, taken from the same table', () => {
    expect(DEFAULT_RESTRICTION_RULES.length).toBeGreaterThan(0);
    for (const rule of DEFAULT_RESTRICTION_RULES) expect(RESTRICTED_ITEM_RULES).toContain(rule);
    expect(RESTRICTED_ITEM_RULES.filter((r) => r.excludes_at_quote)).toEqual([...DEFAULT_RESTRICTION_RULES]);
  });

  it('the calculator refuses every service a quote would leave out, with the same reason', () => {
    let checked = 0;
    for (const rule of DEFAULT_RESTRICTION_RULES) {
      for (const s of services) {
        const { carriers, scope, transport } = rule.match;
        if ((carriers && !carriers.includes(s.carrier)) || (scope && scope !== s.scope) || (transport && transport !== s.transport)) continue;
        const verdict = screenService([rule.flag as (typeof RESTRICTED_FLAGS)[number]], { carrier: s.carrier, service_code: s.code }, s.scope === 'international' ? 'CA' : 'US');
        expect(verdict, `${rule.flag} on ${s.code}`).toEqual({ level: 'prohibited', reason: rule.message });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
