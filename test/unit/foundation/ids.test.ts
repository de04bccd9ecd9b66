import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ID_PATTERN, newId } from '../../../domain/ids/index.ts';

describe('ids', () => {
  it('gives quotes a creation-time prefix that sorts in byte order, ahead of 128 random bits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 36 ** 10 - 2 }), fc.integer({ min: 1, max: 10_000_000 }), (earlier, gap) => {
        const a = newId('q', earlier);
        const b = newId('q', Math.min(earlier + gap, 36 ** 10 - 1));
        expect(a).toMatch(ID_PATTERN);
        expect(a < b).toBe(true);
        expect(a.slice(12)).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }),
    );
    expect(newId('q', Date.UTC(2026, 10, 23)).slice(0, 12)).toBe(`q_${Date.UTC(2026, 10, 23).toString(36).padStart(10, '0')}`);
  });

  it('never repeats the random part, and other ids stay prefix plus 128 random bits', () => {
    const at = Date.now();
    const quotes = Array.from({ length: 5000 }, () => newId('q', at));
    expect(new Set(quotes).size).toBe(quotes.length);
    for (const prefix of ['cs', 'ord', 'rv', 'fr'] as const) expect(newId(prefix)).toMatch(new RegExp(`^${prefix}_[A-Za-z0-9_-]{22}$`));
  });
});
