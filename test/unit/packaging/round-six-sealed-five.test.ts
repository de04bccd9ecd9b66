// Round six of issue 15: mechanisms found by reading sealed-5's misses (the set is tuned on from this round). Each
// row fails on the estimator before its change; most rows are neighbours of the sealed row, not the row itself.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('dimensions written without spaces keep their unit', () => {
  it.each([
    ['wall mirror 60x90cm', 'wall mirror 60 x 90 cm'],
    ['rug 120x170cm', 'rug 120 x 170 cm'],
    ['box 12x12x12in', 'box 12 x 12 x 12 in'],
    ['poster 18x24in', 'poster 18 x 24 in'],
  ] as const)('%s normalises to %s', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });

  it.each([
    ['wall mirror 60x90cm', [80, 115], [5, 16]],
    ['area rug 120x170cm', [90, 180], [2, 12]],
    ['poster 50x70cm', [40, 90], [0.1, 1.5]],
  ] as const)('%s is one item of that size, not a count of the first number', (product, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight);
    expect(estimate.estimate.quantity).toBe(1);
    expect(estimate.freight).toBeNull();
  });
});
