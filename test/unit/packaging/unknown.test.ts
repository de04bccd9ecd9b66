import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { inchesToCm } from '../../../domain/units/index.ts';

describe('unrecognised items', () => {
  it.each(['thingamajig', 'zorblax quimby', 'my stuff', '', '   ', '!!!'])('%j gets an honest generic estimate', (product) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBeNull();
    expect(estimate.estimate.confidence).toBeLessThanOrEqual(0.2);
    expect(estimate.estimate.box).toBe('12x10x8 in box');
    expect(estimate.length_cm).toBeCloseTo(inchesToCm(12.25), 0);
    expect(estimate.weight_kg).toBeCloseTo(0.91, 1);
    expect(estimate.estimate.hint).toContain('package_source "manual"');
    expect(estimate.estimate.hint).toContain('length_cm');
    expect(estimate.freight).toBeNull();
  });

  it('packs several unknown items in one carton, more than one and less than three medium boxes (round six)', () => {
    const estimate = estimatePackage({ product: 'thingamajig', quantity: 3 });
    expect(estimate.estimate.quantity).toBe(3);
    expect(estimate.weight_kg).toBeGreaterThan(1.2);
    expect(estimate.weight_kg).toBeLessThan(2.7);
  });

  it('takes stated box dimensions and weight as the parcel', () => {
    const estimate = estimatePackage({ product: 'a box 16x12x10 in, 15 lb' });
    expect([estimate.length_cm, estimate.width_cm, estimate.height_cm]).toEqual([40.7, 30.5, 25.4]); // 16 x 12 x 10 in, sides rounded up to the millimetre
    expect(estimate.weight_kg).toBeCloseTo(6.8, 1);
    expect(estimate.estimate.confidence).toBeGreaterThanOrEqual(0.5);
    expect(estimate.estimate.hint).toContain('manual');
  });

  it('ignores zero measures', () => {
    for (const product of ['0x0', '0 x 0 x 0 box', '0 lb mug', '0 inch tv', '0 l soda']) {
      const estimate = estimatePackage({ product });
      expect(estimate.length_cm, product).toBeGreaterThan(0);
      expect(estimate.weight_kg, product).toBeGreaterThan(0);
    }
  });

  it('handles odd quantity values', () => {
    for (const quantity of [0, -3, 2.6, Number.NaN, Number.POSITIVE_INFINITY, 1e12]) {
      const estimate = estimatePackage({ product: 'mug', quantity });
      expect(estimate.estimate.quantity).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(estimate.estimate.quantity)).toBe(true);
    }
  });
});
