// The plausibility layer and the catalog's breadth (issue 15).
import { describe, expect, it } from 'vitest';
import { ITEM_CATALOG, estimatePackage } from '../../../domain/packaging/index.ts';
import { CATALOG_ENTRY_COUNT } from '../../../domain/packaging/catalog/index.ts';
import { CATEGORY_BOUNDS, checkPlausibility } from '../../../domain/packaging/plausibility.ts';
import { CONFIDENCE_MODEL } from '../../../domain/packaging/confidence.ts';

const itemNamed = (name: string) => {
  const found = ITEM_CATALOG.find((entry) => entry.name === name);
  if (found === undefined) throw new Error(name);
  return found;
};

describe('plausibility layer', () => {
  it('keeps bounds for every category that has box-shaped items', () => {
    for (const category of ['apparel', 'electronics', 'kitchen', 'books_media', 'toys', 'tools'] as const) {
      const bounds = CATEGORY_BOUNDS.get(category);
      expect(bounds, category).toBeDefined();
      expect(bounds?.density[0]).toBeLessThan(bounds?.density[1] ?? 0);
    }
  });

  it('leaves every catalog item as it is', () => {
    for (const entry of ITEM_CATALOG) {
      const assumptions: string[] = [];
      expect(checkPlausibility(entry, entry.dims_cm, entry.weight_kg, false, assumptions).pulled, entry.name).toBe(false);
    }
  });

  it('pulls an absurd size back, says so, and the confidence model counts a pull against it', () => {
    const mug = itemNamed('coffee mug');
    const assumptions: string[] = [];
    const result = checkPlausibility(mug, [190, 120, 100], 80, false, assumptions);
    expect(result.pulled).toBe(true);
    expect(result.dims[0]).toBeLessThan(60);
    expect(result.weight_kg).toBeLessThan(5);
    expect(assumptions.join(' ')).toMatch(/^plausibility: .* is not a plausible coffee mug/);
    expect(CONFIDENCE_MODEL.pulled).toBeLessThan(0);
  });

  it('trusts a stated weight and grows the box around it instead', () => {
    const book = itemNamed('book');
    const result = checkPlausibility(book, book.dims_cm, 20, true, []);
    expect(result.weight_kg).toBe(20);
    expect(result.dims[0]).toBeGreaterThan(book.dims_cm[0]);
  });

  it('lowers the confidence of an estimate it had to pull, and says so in the answer', () => {
    // A 3-dimension size read as the item's own size that makes a whisk weigh far more than any whisk.
    const pulled = estimatePackage({ product: 'whisk 40 x 30 x 30 in' });
    const plain = estimatePackage({ product: 'whisk' });
    expect(pulled.estimate.assumptions.join(' ')).toContain('plausibility:');
    expect(pulled.estimate.confidence).toBeLessThan(plain.estimate.confidence);
    expect(pulled.estimate.hint).toBeDefined();
  });
});

describe('catalog breadth', () => {
  it('holds at least 1,000 items and variants, every one with a stated basis', () => {
    expect(CATALOG_ENTRY_COUNT).toBeGreaterThanOrEqual(1000);
    for (const entry of ITEM_CATALOG) expect(entry.basis.length, entry.name).toBeGreaterThan(20);
  });

  it('covers the everyday categories people ship', () => {
    const categories = new Set(ITEM_CATALOG.map((entry) => entry.category));
    for (const category of ['apparel', 'shoes', 'books_media', 'electronics', 'kitchen', 'home', 'toys', 'sports', 'beauty', 'tools', 'automotive', 'pets', 'food', 'beverages', 'music', 'art', 'baby'] as const) {
      expect(categories, category).toContain(category);
    }
  });

  it('keeps every variant table ascending with sorted sides and positive weights', () => {
    for (const entry of ITEM_CATALOG) {
      for (const rule of entry.sizing) {
        const values = (rule.variants ?? []).map((variant) => variant.value);
        expect(values, entry.name).toEqual([...values].sort((a, b) => a - b));
        for (const variant of rule.variants ?? []) {
          expect(variant.dims_cm[0]).toBeGreaterThanOrEqual(variant.dims_cm[1]);
          expect(variant.dims_cm[1]).toBeGreaterThanOrEqual(variant.dims_cm[2]);
          expect(variant.weight_kg).toBeGreaterThan(0);
        }
      }
    }
  });

  it('reads a size between two variants between them', () => {
    const fifty = estimatePackage({ product: '50 inch tv' });
    const sixty = estimatePackage({ product: '60 inch tv' });
    const sixtyFive = estimatePackage({ product: '65 inch tv' });
    expect(sixty.length_cm).toBeGreaterThan(fifty.length_cm);
    expect(sixty.length_cm).toBeLessThan(sixtyFive.length_cm);
  });
});

describe('confidence follows how well the packed size is known', () => {
  it('is higher for goods in their own carton than for folded clothes or shoes in whatever box', () => {
    const tv = estimatePackage({ product: 'television' }).estimate.confidence;
    const blender = estimatePackage({ product: 'blender' }).estimate.confidence;
    const tee = estimatePackage({ product: 't-shirt' }).estimate.confidence;
    const sneakers = estimatePackage({ product: 'sneakers' }).estimate.confidence;
    expect(tv).toBeGreaterThanOrEqual(blender);
    expect(tee).toBeLessThan(blender);
    expect(sneakers).toBeLessThan(blender);
    expect(tv).toBeLessThanOrEqual(0.95);
  });
});
