// Round five of issue 15: several different items in one parcel are packed together, not one of them alone ("a
// mouse and a laptop" was a 0.28 kg mouse). Lists that are one item stay whole. Each combined row fails on the
// estimator before the change.
import { describe, expect, it } from 'vitest';
import { listParts } from '../../../domain/packaging/combined.ts';
import { estimatePackage } from '../../../domain/packaging/index.ts';

describe('several items in one parcel', () => {
  it('packs each item of a list together, the heaviest included whatever its place', () => {
    const laptop = estimatePackage({ product: 'laptop' });
    const both = estimatePackage({ product: 'a mouse and a laptop' });
    expect(both.estimate.matched).toBe('computer mouse + laptop');
    expect(both.estimate.quantity).toBe(2);
    expect(both.weight_kg).toBeGreaterThan(laptop.weight_kg);
    expect(both.length_cm).toBeGreaterThanOrEqual(laptop.length_cm);
    expect(both.estimate.assumptions[0]).toMatch(/^several items packed together in one carton: computer mouse/);
  });

  it('keeps each part\'s count ("2 jars of jam, a scarf and some chocolate")', () => {
    const estimate = estimatePackage({ product: '2 jars of jam, a scarf and some chocolate' });
    expect(estimate.estimate.matched?.split(' + ')).toHaveLength(3);
    expect(estimate.estimate.quantity).toBe(4);
    expect(estimate.estimate.confidence).toBeLessThan(estimatePackage({ product: 'a scarf' }).estimate.confidence);
  });

  it.each([
    ['pvc cement and primer', 'pvc cement'],
    ['wheel and tire', 'wheel and tire'],
    ['pots and pans set', 'cookware set'],
    ['keyboard and mouse combo', 'computer keyboard'],
    ['cordless drill with battery and charger', 'cordless drill'],
    ['10 comic books in bags and boards', 'comic book'],
    ['Fisher-Price Laugh and Learn Smart Stages Chair', 'educational toy'],
    ['comic book bags and boards', 'comic bags and boards'],
  ] as const)('keeps one item: %s', (product, item) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(item);
  });

  it('keeps a freight reading of the whole ("6 seat dining table and chairs")', () => {
    expect(estimatePackage({ product: '6 seat dining table and chairs' }).freight).not.toBeNull();
  });

  it('splits only real lists', () => {
    expect(listParts('laptop')).toBeNull();
    expect(listParts('a tablet, a phone charger and headphones')).toEqual(['a tablet', 'a phone charger', 'headphones']);
    expect(listParts('drill with battery and charger')).toBeNull();
  });
});
