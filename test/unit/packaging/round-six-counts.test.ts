// Round six of issue 15: counts of things the estimator cannot size one by one. A count of unnamed goods ("samples
// x 5", "3 gifts") made that many medium boxes (12x10x8 in, 2 lb each) in one carton, or read "gifts" as wine gift
// sets by partial search; a set of a product's generic part ("ceiling fan blades set of 5") weighed N lone 1.4 kg
// parts. Each row fails on the estimator before the change (domain/packaging/counts.ts).
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import type { EstimateInput } from '../../../domain/packaging/index.ts';

const estimate = (product: string, quantity?: number): ReturnType<typeof estimatePackage> => {
  const input: EstimateInput = quantity === undefined ? { product } : { product, quantity };
  return estimatePackage(input);
};

describe('a count of unnamed goods ships in one carton that grows modestly with the count', () => {
  it.each([
    ['samples x 5', undefined, 45, [0.8, 1.6]],
    ['5 misc items', undefined, 50, [1.8, 3.2]],
    ['3 gifts', undefined, 46, [1.3, 2.6]],
    ['a few gifts', undefined, 46, [1.3, 2.6]],
    ['a dozen samples', undefined, 50, [1.2, 2.6]],
    ['assorted items x 10', undefined, 60, [2.8, 5.5]],
    ['20 promotional items', undefined, 60, [2, 4.5]],
    ['personal items x 6', undefined, 55, [2, 4]],
    ['6 random items from my shop', undefined, 55, [2, 4]],
    ['misc item', 3, 46, [1.3, 2.6]],
    ['sample', 5, 45, [0.8, 1.6]],
  ] as const)('%s (quantity %s): one carton, longest side at most %s cm', (product, quantity, longest, [low, high]) => {
    const result = estimate(product, quantity);
    expect(result.estimate.matched).toBeNull();
    expect(result.freight).toBeNull();
    expect(result.length_cm).toBeLessThanOrEqual(longest);
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
    expect(result.estimate.confidence).toBeLessThanOrEqual(0.2);
    expect(result.estimate.assumptions.some((line) => line.includes('in one carton'))).toBe(true);
  });

  it.each(['christmas gifts', 'box of gifts', 'birthday presents x3'])('%s: an occasion or a box names no kind of goods', (product) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBeNull();
    expect(result.estimate.quantity).toBe(3);
    expect(result.weight_kg).toBeLessThan(2.6);
  });

  it('a whole catalog name of such words stands ("gift bags" are gift wrap)', () => {
    expect(estimate('gift bags assorted').estimate.matched).toBe('wrapping paper');
  });

  it('a plural of unnamed goods without a number is a few of them, not one medium box', () => {
    const result = estimate('various items');
    expect(result.estimate.quantity).toBe(3);
    expect(result.weight_kg).toBeGreaterThan(1.3);
  });

  it('grows with the count, never shrinks', () => {
    let previous = 0;
    for (const count of [1, 2, 3, 5, 8, 12, 20, 50]) {
      const weight = estimate(`${count} misc items`).weight_kg;
      expect(weight).toBeGreaterThanOrEqual(previous);
      previous = weight;
    }
    expect(estimate('50 misc items').weight_kg).toBeLessThan(50 * 0.9);
  });

  it('one plain unknown item is still the medium box at 2 lb', () => {
    const result = estimate('zorblax');
    expect(result.estimate.box).toBe('12x10x8 in box');
    expect(result.weight_kg).toBeCloseTo(0.91, 2);
  });

  it('spare parts for a named product keep that product\'s parts', () => {
    expect(estimate('a few spare parts for my dishwasher').estimate.matched).toBe('appliance parts');
  });

  it('a few documents go in one padded mailer', () => {
    const result = estimate('documents x 3');
    expect(result.estimate.box).toMatch(/padded mailer/);
    expect(result.weight_kg).toBeLessThan(0.405);
  });
});

describe('a set of a product\'s generic part weighs less than that many lone parts', () => {
  it.each([
    ['ceiling fan blades set of 5', [45, 80], [1.6, 3.2]],
    ['set of 5 ceiling fan blades 52 inch', [45, 80], [1.6, 3.2]],
    ['set of 4 chair legs', [35, 60], [1.3, 2.7]],
    ['coffee table legs x4', [35, 60], [1.4, 3]],
    ['office chair casters set of 5', [18, 32], [0.45, 0.95]],
    ['office chair wheels set of 5', [18, 32], [0.45, 0.95]],
  ] as const)('%s', (product, [shortest, longest], [low, high]) => {
    const result = estimate(product);
    expect(result.freight).toBeNull();
    expect(result.length_cm).toBeGreaterThanOrEqual(shortest);
    expect(result.length_cm).toBeLessThanOrEqual(longest);
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
    expect(result.estimate.confidence).toBeLessThanOrEqual(0.45);
  });

  it('a stated quantity of a part is a set too', () => {
    expect(estimate('chair leg', 4).weight_kg).toBeLessThan(2.7);
  });
});

describe('a part noun before "for" and the product is a part of it', () => {
  it.each([
    ['replacement wheels x4 for office chair', 'replacement wheel', 'office chair'],
    ['4 wheels for a wagon', 'replacement wheel', 'kids wagon'],
    ['blade for lawn mower', 'replacement part', 'lawn mower'],
    ['filter for dyson v8', 'replacement filter', 'stick vacuum'],
  ] as const)('%s → a %s', (product, part, of) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(part);
    expect(result.freight).toBeNull();
    expect(result.weight_kg).toBeLessThan(2);
    expect(result.estimate.assumptions).toContain(`a part for a ${of}, not the ${of} itself: estimated as a ${part}`);
  });
});

describe('"pair" of goods the catalog sizes as a pair', () => {
  it('bike pedals pair is one pair, not two', () => {
    const result = estimate('bike pedals pair');
    expect(result.estimate.quantity).toBe(1);
    expect(result.weight_kg).toBeLessThan(0.8);
  });
});

describe('a count of unnamed goods in a list counts those goods, not the named item', () => {
  it('3 gifts and a coffee mug: one mug and three unnamed things in one carton', () => {
    const result = estimate('3 gifts and a coffee mug');
    expect(result.estimate.matched).toBe('unnamed goods + coffee mug');
    expect(result.estimate.quantity).toBe(4);
    expect(result.weight_kg).toBeLessThan(3.5);
    expect(result.estimate.confidence).toBeLessThanOrEqual(0.2);
  });

  it('samples x 5, a book: one book, not five', () => {
    const result = estimate('samples x 5, a book');
    expect(result.estimate.matched).toBe('unnamed goods + book');
    expect(result.weight_kg).toBeLessThan(2.8);
  });
});

describe('a number before a stop-word noun of unnamed goods is their count', () => {
  it.each([
    ['10 items', 10],
    ['2 things', 2],
    ['12 products', 12],
  ] as const)('%s', (product, count) => {
    const result = estimate(product);
    expect(result.estimate.quantity).toBe(count);
    expect(result.estimate.assumptions.some((line) => line.includes('read as part of the name'))).toBe(false);
  });
});
