// Round eight of issue 15, long product titles: words in an accessory's part of the title ("with mini receiver")
// describe the accessory, not the item. Rows in the first table fail on the estimator before its change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const estimate = (product: string): ReturnType<typeof estimatePackage> => estimatePackage({ product });
const weightOf = (product: string): number => estimate(product).weight_kg;

describe("a size word after 'with' sizes the accessory, not the item", () => {
  it.each([
    // The mouse was scaled ×0.75 by the receiver's "mini"; the vacuum ×1.25 by its dust cup's "large".
    ['Wireless Mouse with Mini Receiver', 'wireless mouse'],
    ['Cordless Vacuum with Large Dust Cup', 'cordless vacuum'],
    ['Desk Lamp with Small Base', 'desk lamp'],
    ['Cordless Vacuum including Large Dust Cup', 'cordless vacuum'],
  ] as const)('%s weighs the same as %s', (product, plain) => {
    expect(estimate(product).estimate.matched).toBe(estimate(plain).estimate.matched);
    expect(weightOf(product)).toBeCloseTo(weightOf(plain), 5);
  });

  it.each([
    // A size word before 'with', or after 'for' (the dog's size is the crate's size), still sizes the item.
    ['mini mouse', 'mouse', 'smaller'],
    ['small desk with drawer', 'desk with drawer', 'smaller'],
    ['large dog crate with tray', 'dog crate with tray', 'larger'],
    ['Cordless Vacuum Large with Dust Cup', 'Cordless Vacuum with Dust Cup', 'larger'],
    ['dog crate for large dog', 'dog crate', 'larger'],
  ] as const)('%s against %s: %s', (product, plain, direction) => {
    if (direction === 'smaller') expect(weightOf(product)).toBeLessThan(weightOf(plain));
    else expect(weightOf(product)).toBeGreaterThan(weightOf(plain));
  });
});
