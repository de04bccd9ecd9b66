// Round nine: faults found on sealed-9's misses in grocery, music, art, baby, office, garden, jewelry and health
// (inventory lines), fixed as rules for a class of descriptions. Each row fails on the estimator before its change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('"N caps" or "N tabs" beside a supplement word counts doses in one bottle, not hats', () => {
  it.each([
    // [description, longest side (cm), weight (kg), matched]
    ['multivitamin bottles 6 x 180 caps', [22, 36], [1.1, 2.4], 'vitamins'],
    ['multivitamin 180 caps', [12, 22], [0.15, 0.4], 'vitamins'],
    ['fish oil 3 x 120 softgels', [14, 26], [0.5, 1.0], 'vitamins'],
    ['vitamin d3 5000 iu 2 x 90 tabs', [14, 26], [0.3, 0.7], 'vitamins'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['6 baseball caps', 'baseball cap'],
    ['snapback caps x 6', 'baseball cap'],
  ])('%s stays hats', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});
