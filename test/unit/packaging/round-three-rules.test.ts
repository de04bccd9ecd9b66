// The third round of issue-15 rules: model numbers are names, sets of small units are sized by the unit, spec
// counts ("3 wick"), head nouns over catch-all aliases, the absurdity guard on the whole parcel and freight words for
// furniture sets and commercial equipment. Each table row would fail on the estimator before this round.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';

describe('model numbers are part of the name, never a quantity, size or dimension', () => {
  it.each([
    // text, matched, heaviest plausible (kg)
    ['roland fp-60x digital piano', 'digital piano', 30],
    ['casio cdp-s160 digital piano 88 keys', 'digital piano', 30],
    ['sony wh-1000xm4 headphones', 'headphones', 2],
    ['dewalt dcd-771 drill', 'cordless drill', 6],
  ] as const)('%s', (product, matched, heaviest) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.estimate.quantity).toBe(1);
    expect(estimate.weight_kg).toBeLessThanOrEqual(heaviest);
    expect(estimate.freight).toBeNull();
  });

  it.each([
    ['fp-30x', 'fp30x'],
    ['wh-1000xm5', 'wh1000xm5'],
    ['size-10 shoes', 'size 10 shoes'],
    ['2-pack socks', '2 pack socks'],
    ['24x36 poster', '24 x 36 poster'],
  ])('normalises %s as %s', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });

  it('property: a letters-hyphen-digits model word never changes the quantity', () => {
    fc.assert(fc.property(
      fc.stringMatching(/^[bcdfghjklmnpqrstvwz]{2,3}$/).filter((prefix) => !['sz', 'pk', 'yr'].includes(prefix)), fc.integer({ min: 2, max: 9999 }), fc.constantFrom('', 'x', 'xm5', 's'),
      (prefix, digits, suffix) => {
        const estimate = estimatePackage({ product: `${prefix}-${digits}${suffix} headphones` });
        return estimate.estimate.quantity === 1 && estimate.weight_kg < 3;
      },
    ), { numRuns: 200 });
  });
});
