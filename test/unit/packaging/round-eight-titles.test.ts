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

describe("a thing for a child is the catalog's children's version of it", () => {
  it.each([
    // Each was the adult item: a 8.8 kg dining chair, a 17 kg bicycle (or a toddler's balance bike for a 5 year old).
    ['a wooden chair for children', 'kids chair'],
    ['wooden chair for kids', 'kids chair'],
    ['bike for a 5 year old', 'kids bike'],
    ['bicycle for my 7 year old', 'kids bike'],
    ['road bike for kids', 'kids bike'],
    ['kids bicycle', 'kids bike'],
  ] as const)('%s: %s', (product, matched) => {
    expect(estimate(product).estimate.matched).toBe(matched);
  });

  it.each([
    // Without a child, with no children's version in the catalog, or already a child's, the item stays.
    ['wooden chair', 'dining chair'],
    ['bicycle', 'bicycle'],
    ['bike for toddlers', 'balance bike'],
    ['chair for toddlers', 'kids chair'],
    ['table for kids', 'kids table'],
    ['kids chair', 'kids chair'],
    ['laptop for kids', 'laptop'],
    // A child's word before the thing names it (these were kids chairs by the rule read over the whole text).
    ['shipping quote for kids rain boots', 'boots'],
  ] as const)('%s stays %s', (product, matched) => {
    expect(estimate(product).estimate.matched).toBe(matched);
  });
});
