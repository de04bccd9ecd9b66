// Round eleven, several goods in one parcel (r11-multi): a list packs every listed item together, each without its own
// parcel's packaging; notes on the list ("one box", "shipping together", "all complete", "both size 10", "folded
// flat", "in a box") are no goods; a heading before a colon names the occasion or the whole; an "in" naming a part's
// own package does not undo the list; goods of one kind joined by "+", "&" or "and" are each an item; "(12 cans each)"
// says what a case holds. Each row fails on the estimator before its change, but for the guards in the last table
// (and the Jellycat row, which the first list rules had broken).
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('a list of goods packs every item in one carton', () => {
  it.each([
    // Goods the catalog reads as one kind, joined by adding words, are each an item.
    ['Risk + Clue + Monopoly, all complete, one box', [30, 48], [2.8, 5], 'board game + board game + board game'],
    // Notes on the list name no goods: "one parcel", "shipping together".
    ['Kindle Oasis and 4 paperbacks, one parcel', [20, 35], [1.2, 2.6], 'e-reader + paperback book'],
    ['PS5 DualSense controller and the charging station, shipping together', [20, 35], [0.75, 1.6], 'game controller + controller charging station'],
    // An "in" naming one part's own package is no packaging of the whole list.
    ['headphones in their case + a bluetooth speaker, one box', [22, 36], [1.1, 2.3], 'headphones + bluetooth speaker'],
    // A heading names the bundle or the occasion; the list after it is the goods.
    ['bundle: Switch OLED (boxed) + Pro Controller (boxed) + 3 game cartridges', [30, 45], [1.8, 3.2], 'handheld game console + game controller + video game'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('each part goes in without its own parcel\'s box: a mug and a plate are not packed twice', () => {
    expectEstimateWithin('mug, dinner plate, in a box', [26, 40], [0.8, 1.5], 'coffee mug + dinner plate');
  });
});

describe('notes and specs in a list are no goods', () => {
  it('"folded flat" is how tees are packed, not ballet flats', () => {
    const estimate = expectEstimateWithin('lot: 8 vintage band t-shirts, folded flat', [22, 40], [1, 2.2], 't-shirt');
    expect(estimate.estimate.quantity).toBe(8);
  });

  it('"in a mailer box" after a gift note is the box, not flat moving boxes', () => {
    expectEstimateWithin('Jellycat Bashful Bunny (medium) for a baby shower, in a mailer box that I sold online', [25, 45], [0.2, 0.8], 'stuffed animal');
  });

  it('a heading naming no goods before a written count: the count counts the goods', () => {
    const estimate = expectEstimateWithin('birthday gift: two merino wool t-shirts', [22, 40], [0.25, 0.7], 't-shirt');
    expect(estimate.estimate.quantity).toBe(2);
  });
});

describe('"(12 cans each)" is what one case holds', () => {
  it.each([
    ['3 cases of LaCroix (12 cans each) for my brother', 36],
    ['2 cases of sparkling water, 12 cans each', 24],
  ] as const)('%s', (product, quantity) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.quantity).toBe(quantity);
    expect(estimate.freight).toBeNull();
  });
});

describe('what stays one item', () => {
  it.each([
    ['shampoo and conditioner 2 pack', 'shampoo', 2],
    ['Spectra S1 Plus breast pump, boxed', 'breast pump', 1],
    ['hair dryer, Dyson Supersonic', 'hair dryer', 1],
    ['comic books in bags and boards', 'comic book', undefined],
  ] as const)('%s', (product, matched, quantity) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    if (quantity !== undefined) expect(estimate.estimate.quantity).toBe(quantity);
  });
});
