import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_CATALOG, estimatePackage, packItems } from '../../../domain/packaging/index.ts';

const catalogIndex = fc.integer({ min: 0, max: ITEM_CATALOG.length - 1 });
const volume = (dims: readonly number[]): number => (dims[0] ?? 0) * (dims[1] ?? 0) * (dims[2] ?? 0);

describe('properties', () => {
  it('more items never pack smaller or lighter (packItems, any catalog item, scaled, fragile or not)', () => {
    fc.assert(
      fc.property(catalogIndex, fc.integer({ min: 1, max: 120 }), fc.double({ min: 0.3, max: 3, noNaN: true }), fc.boolean(), (index, quantity, scale, flipFragile) => {
        const item = ITEM_CATALOG[index];
        if (item === undefined) return;
        const packable = {
          dims: [item.dims_cm[0] * scale, item.dims_cm[1] * scale, item.dims_cm[2] * scale] as const,
          weight_kg: item.weight_kg * scale ** 2,
          fragile: flipFragile ? !item.fragile : item.fragile,
          form: item.form,
          prePacked: false,
        };
        const fewer = packItems(packable, quantity);
        const more = packItems(packable, quantity + 1);
        expect(volume(more.dims)).toBeGreaterThanOrEqual(volume(fewer.dims) - 1e-6);
        expect(more.weight_kg).toBeGreaterThanOrEqual(fewer.weight_kg - 1e-9);
      }),
      { numRuns: 1500 },
    );
  });

  it('more quantity never gives a smaller or lighter estimate', () => {
    fc.assert(
      fc.property(catalogIndex, fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 20 }), (index, quantity, extra) => {
        const name = ITEM_CATALOG[index]?.name ?? '';
        const fewer = estimatePackage({ product: name, quantity });
        const more = estimatePackage({ product: name, quantity: quantity + extra });
        expect(more.weight_kg).toBeGreaterThanOrEqual(fewer.weight_kg);
        expect(more.length_cm * more.width_cm * more.height_cm).toBeGreaterThanOrEqual(fewer.length_cm * fewer.width_cm * fewer.height_cm - 1e-6);
      }),
      { numRuns: 600 },
    );
  });

  it('any text and quantity gives positive sorted dimensions and a confidence in [0, 1]', () => {
    const words = fc.constantFrom(...ITEM_CATALOG.slice(0, 200).map((item) => item.name), '3', 'x', '12 inch', '5 kg', 'set of 4', 'pallet', 'dozen', '24x36', 'of', 'with', 'zzq');
    const text = fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.array(words, { maxLength: 6 }).map((parts) => parts.join(' ')));
    fc.assert(
      fc.property(text, fc.option(fc.oneof(fc.integer({ min: -5, max: 3000 }), fc.double()), { nil: undefined }), (product, quantity) => {
        const estimate = estimatePackage({ product, ...(quantity !== undefined ? { quantity } : {}) });
        expect(estimate.length_cm).toBeGreaterThan(0);
        expect(estimate.width_cm).toBeGreaterThan(0);
        expect(estimate.height_cm).toBeGreaterThan(0);
        expect(estimate.length_cm).toBeGreaterThanOrEqual(estimate.width_cm);
        expect(estimate.width_cm).toBeGreaterThanOrEqual(estimate.height_cm);
        expect(estimate.weight_kg).toBeGreaterThan(0);
        expect(Number.isFinite(estimate.weight_kg)).toBe(true);
        expect(estimate.estimate.confidence).toBeGreaterThanOrEqual(0);
        expect(estimate.estimate.confidence).toBeLessThanOrEqual(1);
        expect(estimate.estimate.quantity).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 1500 },
    );
  });
});
