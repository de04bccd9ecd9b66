// Round nine of issue 15, wave two: misses of test/eval/estimator-sealed-9.json and two bugs found at merge.
// Each row fails on the estimator before its change.
import { describe, expect, it } from 'vitest';
import { readInventoryLine } from '../../../domain/packaging/fields.ts';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const estimate = (product: string): ReturnType<typeof estimatePackage> => estimatePackage({ product });

describe('a bare count before a stock code counts like a quantity column', () => {
  it.each([
    ['3 SK-40H | 1/2" drive socket set, 40 pc', 'x3'],
    ['4\tElectric kettle\tNIB', 'x4'],
  ] as const)('%s: reads %s', (line, count) => {
    expect(readInventoryLine(line)).toMatch(new RegExp(`\\b${count}$`));
  });

  it('three socket sets weigh about three times one', () => {
    const one = estimate('1 SK-40H | 1/2" drive socket set, 40 pc').weight_kg;
    expect(estimate('3 SK-40H | 1/2" drive socket set, 40 pc').weight_kg).toBeGreaterThan(2.5 * one);
  });
});

describe('two words are joined into one catalog word only when written next to each other', () => {
  it.each([
    ['executive desk, 180 x 90 cm, one-piece top', 'computer desk'],
    ['desk, 120 x 60 cm, one-piece top', 'computer desk'],
    // (The "top" is still read as a shirt beside the desk here: left for later.)
    ['executive desk, one-piece top', 'computer desk'],
  ] as const)('%s: %s, not a desktop computer', (product, matched) => {
    expect(estimate(product).estimate.matched ?? '').toMatch(new RegExp(`^${matched}`));
  });

  it.each([
    ['head phones', 'headphones'],
    ['tooth-brush', 'manual toothbrush'],
  ] as const)('%s still joins: %s', (product, matched) => {
    expect(estimate(product).estimate.matched).toBe(matched);
  });
});
