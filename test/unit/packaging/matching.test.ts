import { describe, expect, it } from 'vitest';
import { ITEM_CATALOG, RESTRICTED_FLAGS, estimatePackage } from '../../../domain/packaging/index.ts';
import { ALIAS_CONFLICTS, INDEXED_PHRASE_COUNT } from '../../../domain/packaging/match.ts';
import { PARTS } from '../../../domain/packaging/catalog/parts.ts';

const matchedName = (product: string): string | null => estimatePackage({ product }).estimate.matched;

describe('catalog data', () => {
  it('has at least 300 items with unique names', () => {
    expect(ITEM_CATALOG.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ITEM_CATALOG.map((item) => item.name)).size).toBe(ITEM_CATALOG.length);
    expect(INDEXED_PHRASE_COUNT).toBeGreaterThan(ITEM_CATALOG.length * 3);
  });

  it('has no phrase that two items claim (after stemming)', () => {
    expect(ALIAS_CONFLICTS).toEqual([]);
  });

  it.each(ITEM_CATALOG.map((item) => [item.name, item] as const))('%s has sane data', (_name, item) => {
    const [length, width, height] = item.dims_cm;
    expect(length).toBeGreaterThanOrEqual(width);
    expect(width).toBeGreaterThanOrEqual(height);
    expect(height).toBeGreaterThan(0);
    expect(item.weight_kg).toBeGreaterThan(0);
    for (const flag of item.restricted) expect(RESTRICTED_FLAGS).toContain(flag);
    // Every item is found by its own name; a generic part only through its product ("lawn mower blade").
    if (PARTS.includes(item)) expect(matchedName(item.name)).not.toBe(item.name);
    else expect(matchedName(item.name)).toBe(item.name);
  });

  it('includes freight-sized things flagged or beyond parcel limits', () => {
    for (const product of ['sofa', 'refrigerator', 'washing machine', 'treadmill', 'upright piano', 'hot tub', 'motorcycle']) {
      expect(estimatePackage({ product }).freight, product).not.toBeNull();
    }
  });
});

describe('matching', () => {
  it.each([
    ['lamps', 'table lamp'],
    ['batteries', 'batteries'],
    ['knives', 'kitchen knife'],
    ['hoodies', 'hoodie'],
    ['floating shelves', 'shelf'],
    ['dresses', 'dress'],
    ['wine glasses', 'wine glass'],
    ['boxes of chocolates', 'box of chocolates'],
  ])('plural %s → %s', (product, expected) => {
    expect(matchedName(product)).toBe(expected);
  });

  it.each([
    ['hedphones', 'headphones'],
    ['blutooth speeker', 'bluetooth speaker'],
    ['vacum cleaner', 'upright vacuum'],
    ['matress', 'mattress in a box'],
    ['skilet', 'cast iron skillet'],
    ['coffeemaker', 'coffee maker'],
    ['head phones', 'headphones'],
  ])('typo or spacing %s → %s', (product, expected) => {
    expect(matchedName(product)).toBe(expected);
  });

  it('marks corrected words in the assumptions and lowers confidence', () => {
    const typo = estimatePackage({ product: 'hedphones' }).estimate;
    const clean = estimatePackage({ product: 'headphones' }).estimate;
    expect(typo.assumptions.join(' ')).toContain('hedphones');
    expect(typo.confidence).toBeLessThan(clean.confidence);
  });

  it.each([
    ['Nike shoes', 'sneakers'],
    ['iPhone 15', 'smartphone'],
    ['Kindle', 'e-reader'],
    ['Yeti tumbler', 'insulated tumbler'],
    ['yeti cooler', 'hard cooler'],
    ['KitchenAid mixer', 'stand mixer'],
    ['kitchenaid toaster', 'toaster'],
    ['Dyson V15', 'stick vacuum'],
    ["Levi's 501", 'jeans'],
    ['roomba', 'robot vacuum'],
    ['DJI Mini 4 Pro', 'drone'],
    ['vans', 'sneakers'],
  ])('brand %s → %s', (product, expected) => {
    expect(matchedName(product)).toBe(expected);
  });

  it.each([
    ['a pair of shoes', 'sneakers'],
    ['some books', 'book'],
    ['I want to ship my old lamp', 'table lamp'],
    ['please quote shipping for my grandma’s vintage sewing machine', 'sewing machine'],
    ['how much to send a used blender', 'blender'],
  ])('filler words: %s → %s', (product, expected) => {
    expect(matchedName(product)).toBe(expected);
  });

  it.each([
    ['set of knives', 'knife block set'],
    ['bed for my dog', 'dog bed'],
    ['case for iphone', 'phone case'],
    ['food for dogs', 'dog food'],
  ])('names said the other way round: %s → %s', (product, expected) => {
    expect(matchedName(product)).toBe(expected);
  });

  it.each([
    ['tv stand', 'tv stand'],
    ['65 inch tv', 'television'],
    ['laptop bag', 'backpack'],
    ['laptop with charger', 'laptop'],
    ['iphone 15 pro max case', 'phone case'],
    ['dog crate', 'dog crate'],
    ['eyeshadow palette', 'makeup palette'],
  ])('head noun and modifiers: %s → %s', (product, expected) => {
    expect(matchedName(product)).toBe(expected);
  });

  it('notes other items named in the same text when they are not a list of items of their own', () => {
    const estimate = estimatePackage({ product: 'a laptop with a mouse and a sleeve' }).estimate;
    expect(estimate.matched).toBe('laptop');
    expect(estimate.assumptions.join(' ')).toContain('computer mouse');
    expect(estimate.hint).toContain('manual');
  });

  it('reports restricted flags from the item and from words around it', () => {
    expect(estimatePackage({ product: 'perfume' }).estimate.restricted).toContain('flammable_liquid');
    expect(estimatePackage({ product: 'car battery' }).estimate.restricted).toContain('car_battery');
    expect(estimatePackage({ product: 'box of 9mm ammo' }).estimate.restricted).toContain('ammunition');
    expect(estimatePackage({ product: 'hairspray' }).estimate.restricted).toContain('aerosol');
    expect(estimatePackage({ product: 'bottle of bourbon' }).estimate.restricted).toContain('alcohol');
    expect(estimatePackage({ product: 'drone with spare lithium batteries' }).estimate.restricted).toContain('lithium_battery');
    expect(estimatePackage({ product: 'wine glasses' }).estimate.restricted).toEqual([]);
  });

  it('gives high confidence to clean matches and lower to leftovers', () => {
    const clean = estimatePackage({ product: 'toaster' }).estimate.confidence;
    const noisy = estimatePackage({ product: 'toaster zorblax quimby' }).estimate.confidence;
    // Calibrated to new text, not to the tuning rows: since round six (fitted on sealed-6) the model's top band
    // reads 0.76, and on sealed-7 the 0.66 band was 76 % within tolerance.
    expect(clean).toBeGreaterThanOrEqual(0.65);
    expect(noisy).toBeLessThan(clean);
  });
});
