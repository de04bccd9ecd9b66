// Round five of issue 15, after the phrasing and spec merges: a packaging word after a number is the count's unit,
// and small trade goods counted in pieces are packs of them, not 100 outlets or 20 bags of food nuts. Each row fails
// on the estimator before the change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

describe('a count and its packaging word after a name', () => {
  it('"teflon tape 10 rolls" is ten rolls of thread tape, not ten rolls of packing tape', () => {
    const estimate = estimatePackage({ product: 'teflon tape 10 rolls' });
    expect(estimate.estimate.matched).toBe('ptfe tape');
    expect(estimate.weight_kg).toBeLessThan(0.6);
  });

  it.each([
    ['wire nuts assorted 100 pcs', 'wire nuts', 0.6],
    ['wheel lug nuts 20 pcs', 'lug nuts', 1.5],
  ] as const)('%s is one pack of %s', (product, item, maxKg) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(item);
    expect(estimate.weight_kg).toBeLessThan(maxKg);
  });

  it('keeps names that end in a packaging word when no count stands before it', () => {
    expect(estimatePackage({ product: 'roll of tape' }).estimate.matched).toBe('roll of tape');
    expect(estimatePackage({ product: 'duct tape 3 rolls' }).estimate.quantity).toBe(3);
  });
});
