// One check for the rule tables: a description's estimate matches the expected item (when given) and lands inside
// a length and a weight range.
import { expect } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

type Range = readonly [number, number];

export function expectEstimateWithin(product: string, length: Range, weight: Range, matched?: string): ReturnType<typeof estimatePackage> {
  const estimate = estimatePackage({ product });
  if (matched !== undefined) expect(estimate.estimate.matched).toBe(matched);
  expect(estimate.length_cm).toBeGreaterThanOrEqual(length[0]);
  expect(estimate.length_cm).toBeLessThanOrEqual(length[1]);
  expect(estimate.weight_kg).toBeGreaterThanOrEqual(weight[0]);
  expect(estimate.weight_kg).toBeLessThanOrEqual(weight[1]);
  return estimate;
}
