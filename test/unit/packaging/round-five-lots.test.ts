// The fifth round of issue-15 changes, lots: many units of a small item (a lot, bulk, wholesale, or a dozen and more)
// ship loose or bagged in one carton, not each in its retail card, blister or gift box (test/eval/lot-probes.json).
import { describe, expect, it } from 'vitest';
import { estimatePackage, ITEM_CATALOG } from '../../../domain/packaging/index.ts';
import { LOOSE_MIN_UNITS, looseFrom, packLoose, saysLot } from '../../../domain/packaging/lots.ts';
import { packItems } from '../../../domain/packaging/pack.ts';
import type { PackableItem } from '../../../domain/packaging/pack.ts';

const volume = (estimate: { length_cm: number; width_cm: number; height_cm: number }): number => estimate.length_cm * estimate.width_cm * estimate.height_cm;
const saysLoose = (product: string, quantity?: number): boolean =>
  estimatePackage({ product, ...(quantity !== undefined ? { quantity } : {}) }).estimate.assumptions.some((assumption) => assumption.includes('ship loose'));

describe('a lot or bulk quantity of small goods ships loose, without each unit\'s retail packaging', () => {
  // Before this round: lip balms 1.99 kg in 36 cm, Hot Wheels 9.4 kg in 51 cm, necklaces 5.5 kg, keychains 3.3 kg.
  it.each([
    ['wholesale lot 100 lip balms', undefined, 0.9, 22],
    ['lot of 100 hot wheels loose', undefined, 3.9, 31],
    ['lot of 50 necklaces', undefined, 0.85, 25],
    ['keychain', 100, 1.8, 26],
    ['200 friendship bracelets for my shop', undefined, 3.5, 36],
    ['wholesale 100 phone cases', undefined, 4.9, 41],
  ] as const)('%s (quantity %s) is about %s kg, %s cm long', (product, quantity, kg, cm) => {
    const estimate = estimatePackage({ product, ...(quantity !== undefined ? { quantity } : {}) });
    expect(estimate.weight_kg).toBeGreaterThan(kg * 0.65);
    expect(estimate.weight_kg).toBeLessThan(kg * 1.35);
    expect(estimate.length_cm).toBeLessThan(cm * 1.3);
    expect(estimate.estimate.assumptions.some((assumption) => assumption.includes('ship loose'))).toBe(true);
  });

  it('the catalog\'s jewelry is gift-boxed: a loose piece keeps less of its weight than a carded toy', () => {
    const necklaces = estimatePackage({ product: 'lot of 50 necklaces' }).weight_kg;
    const cars = estimatePackage({ product: 'lot of 50 hot wheels' }).weight_kg;
    // 50 boxed necklaces weigh 5 kg and 50 carded cars 4.25 kg; loose, 12 g necklaces are far lighter than 35 g cars.
    expect(necklaces).toBeLessThan(cars / 2);
  });

  it(`without a lot word, ${LOOSE_MIN_UNITS} units go loose and fewer keep their packaging`, () => {
    expect(saysLoose('keychain', LOOSE_MIN_UNITS - 1)).toBe(false);
    expect(saysLoose('keychain', LOOSE_MIN_UNITS)).toBe(true);
    expect(saysLoose('lot of 3 keychains')).toBe(true);
  });
});

describe('what keeps its retail packaging', () => {
  it.each([
    'lot of 20 hot wheels new on card',
    'hot wheels lot of 20 sealed',
    'lot of 10 funko pops in box',
    'Funko Pop lot of 20',
    'lot of 10 PS4 games',
  ])('collectors\' lots kept in their packages: %s', (product) => {
    expect(saysLoose(product)).toBe(false);
  });

  it('a loose Funko lot says so', () => {
    expect(saysLoose('20 loose funko pops out of box')).toBe(true);
    expect(estimatePackage({ product: '20 loose funko pops out of box' }).weight_kg).toBeLessThan(estimatePackage({ product: 'Funko Pop lot of 20' }).weight_kg / 1.5);
  });

  it.each([
    ['set of 12 paint brushes', 'a retail set'],
    ['hair clips 12 pack', 'a pack of pieces'],
    ['24 cans of cat food 5.5 oz', 'its own can'],
    ['box of 24 handmade soap bars', 'a dense unit (mostly product)'],
    ['12 custom mugs 11oz', 'fragile'],
    ['12 stainless tumblers 20 oz', 'not small (0.39 kg boxed)'],
    ['bulk 1000 pokemon cards', 'a box of cards is already a pack of pieces'],
    ['24 pack of t-shirts', 'folded clothes already ship without a box each'],
    ['lot of 12 binders', 'a flat good that is its own product, not a display card'],
  ])('%s: %s', (product) => {
    expect(saysLoose(product)).toBe(false);
  });
});

describe('lot words', () => {
  it('"loose leaf" paper, a "loose fit" and loose tea are no loose units', () => {
    expect(['loose leaf paper', 'loose fit jeans', 'loose tea'].map(saysLot)).toEqual([false, false, false]);
    expect(['hot wheels loose', 'lot of 20', 'bulk pins', 'wholesale socks', 'loose diecast cars'].map(saysLot)).toEqual([true, true, true, true, true]);
  });
});

describe('loose packing keeps "more never packs smaller"', () => {
  it('across the threshold with a quantity field, for every small catalog item that can go loose', () => {
    const names = ITEM_CATALOG.filter((item) => item.weight_kg <= 0.25 && item.unitCount === 1 && !item.fragile).map((item) => item.name);
    let checked = 0;
    for (const product of names) {
      let previous = estimatePackage({ product, quantity: 1 });
      for (let quantity = 2; quantity <= LOOSE_MIN_UNITS + 3; quantity++) {
        const next = estimatePackage({ product, quantity });
        expect(next.weight_kg).toBeGreaterThanOrEqual(previous.weight_kg);
        expect(volume(next)).toBeGreaterThanOrEqual(volume(previous) - 1e-6);
        previous = next;
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('packLoose is never below the retail-packed parcel for one unit fewer than the threshold', () => {
    const item = ITEM_CATALOG.find((entry) => entry.name === 'phone case');
    if (item === undefined) throw new Error('catalog has no phone case');
    const unit: PackableItem = { dims: item.dims_cm, weight_kg: item.weight_kg, fragile: false, form: item.form, prePacked: false };
    const from = looseFrom(item, unit, 'phone case', { lotWords: false, retailPacks: false });
    expect(from).toBe(LOOSE_MIN_UNITS);
    const retail = packItems(unit, LOOSE_MIN_UNITS - 1);
    const loose = packLoose(item, unit, LOOSE_MIN_UNITS, LOOSE_MIN_UNITS);
    expect(loose.weight_kg).toBeGreaterThanOrEqual(retail.weight_kg);
    expect(loose.dims[0] * loose.dims[1] * loose.dims[2]).toBeGreaterThanOrEqual(retail.dims[0] * retail.dims[1] * retail.dims[2]);
  });

  it('lots of 2 to 60 necklaces never get smaller or lighter', () => {
    let previous = estimatePackage({ product: 'lot of 2 necklaces' });
    for (let count = 3; count <= 60; count++) {
      const next = estimatePackage({ product: `lot of ${count} necklaces` });
      expect(next.weight_kg).toBeGreaterThanOrEqual(previous.weight_kg);
      expect(volume(next)).toBeGreaterThanOrEqual(volume(previous) - 1e-6);
      previous = next;
    }
  });
});
