// Round five of issue 15: small goods shipped by the dozen or the hundred were matched to something far bigger,
// which the count then multiplied (freight for 100 fridge magnets). And a word that ends a name is not glued to the
// next one ("Oral-B iO" had become "oral bio"). Each row fails on the estimator before the change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

describe('small goods by the hundred', () => {
  it.each([
    ['100 fridge magnets wholesale', 'fridge magnet', 3],
    ['bulk 500 sewing buttons', 'sewing buttons', 3],
    ['lot of 25 embroidered patches', 'embroidered patch', 1],
    ['100 lego minifigures bulk', 'minifigure', 2],
    ['100 tea lights', 'tea light candle', 3],
    ['100 travel toothbrushes', 'manual toothbrush', 4],
    ['50 carabiners', 'carabiner', 4],
    ['100 bookmarks for my booth', 'bookmark', 2],
  ] as const)('%s is %s, a parcel under %i kg', (product, item, maxKg) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(item);
    expect(estimate.freight).toBeNull();
    expect(estimate.weight_kg).toBeLessThan(maxKg);
  });

  it('keeps the bigger namesakes when they are named', () => {
    expect(estimatePackage({ product: 'electric toothbrush' }).estimate.matched).toBe('electric toothbrush');
    expect(estimatePackage({ product: 'climbing harness' }).estimate.matched).toBe('climbing gear');
    expect(estimatePackage({ product: 'teddy bear' }).estimate.matched).toBe('stuffed animal');
  });
});

describe('a word that ends a name is not glued to the next', () => {
  it('"Oral-B iO Series 9" is the electric toothbrush, not "oral bio"', () => {
    expect(estimatePackage({ product: 'Oral-B iO Series 9' }).estimate.matched).toBe('electric toothbrush');
    expect(estimatePackage({ product: 'oral-b io toothbrush' }).estimate.matched).toBe('electric toothbrush');
  });

  it('still joins split words ("head phones", "tooth brush")', () => {
    expect(estimatePackage({ product: 'head phones' }).estimate.matched).toBe('headphones');
  });
});
