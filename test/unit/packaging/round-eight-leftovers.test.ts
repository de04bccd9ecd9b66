// Round eight of issue 15: known faults left over from round seven. Each row fails on the estimator before its
// change: a part named after another listed item, standoffs, crutches counted one by one, stated heights of goods
// shipped knocked down, sleeves of golf balls, a king mattress, and parser faults found on chat-style descriptions.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const estimate = (product: string): ReturnType<typeof estimatePackage> => estimatePackage({ product });

describe('a count of the halves of an item sold as a pair counts halves', () => {
  it.each([
    ['2 crutches', 'crutches', 1],
    ['4 crutches', 'crutches', 2],
    ['2 ski poles', 'ski poles', 1],
    ['2 skis', 'skis', 1],
    ['2 drumsticks', 'drumsticks', 1],
    ['2 sawhorses', 'sawhorse', 1],
  ] as const)('%s: %s, %s pair(s)', (product, matched, pairs) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.estimate.quantity).toBe(pairs);
  });

  it.each([
    ['2 pairs of crutches', 2],
    ['2 sneakers', 2],
    // A multiplier counts listings, as the quantity field does.
    ['ski poles x2', 2],
  ] as const)('%s: still %s pairs', (product, pairs) => {
    expect(estimate(product).estimate.quantity).toBe(pairs);
  });
});

describe('standoffs and spacers are their own small item', () => {
  it.each([
    ['M3 brass standoffs', 'standoffs'],
    ['nylon spacers', 'standoffs'],
    ['raspberry pi standoffs', 'standoffs'],
    ['hub centric wheel spacers', 'wheel spacers'],
  ] as const)('%s: %s', (product, matched) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeLessThanOrEqual(3);
    expect(result.length_cm).toBeLessThanOrEqual(30);
  });
});

describe('a sleeve of golf balls is 3 balls, a quarter of the box of 12', () => {
  it.each([
    ['a dozen sleeves of golf balls', 'a dozen golf balls x3', 3 * 0.5, 3 * 0.75],
    ['3 sleeves of golf balls', 'three quarters of a box', 0.4, 0.6],
    ['sleeve of golf balls', 'a quarter of a box', 0.15, 0.35],
  ] as const)('%s: %s, %s-%s kg', (product, _reading, minKg, maxKg) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('golf balls');
    expect(result.weight_kg).toBeGreaterThanOrEqual(minKg);
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
  });

  it('a dozen golf balls stay one box', () => {
    expect(estimate('dozen golf balls').weight_kg).toBeLessThan(0.8);
  });
});

describe('a stated height of goods shipped knocked down sets the assembled size, not the box', () => {
  it.each([
    // A 65 in floor lamp is the typical one: its ~36 in box of pole sections (it had grown to a 132 cm, 10 kg box).
    ['floor lamp 65 inch', 'floor lamp', [85, 100], [4, 6.5]],
    ['65 in floor lamp', 'floor lamp', [85, 100], [4, 6.5]],
    // A 72 in cat tree: more posts and platforms in a box a little longer, ~32-33 x 17 x 11 in, 30-40 lb (it had been
    // the 55 in tree: the height was ignored as three times the box). (Round nine: from 84 cm, as the typical tree's
    // box went from 82 to 74 cm on eight tuning truths; the 72 in tree's is still the longer, 81 cm.)
    ['cat tree 72 in tall', 'cat tree', [80, 100], [14, 19]],
    ['72 inch cat tree', 'cat tree', [80, 100], [14, 19]],
  ] as const)('%s: %s, %s cm, %s kg', (product, matched, length, weight) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.length_cm).toBeGreaterThanOrEqual(length[0]);
    expect(result.length_cm).toBeLessThanOrEqual(length[1]);
    expect(result.weight_kg).toBeGreaterThanOrEqual(weight[0]);
    expect(result.weight_kg).toBeLessThanOrEqual(weight[1]);
  });
});

describe('a mattress: boxed unless the text says flat; a flat one at its bed size', () => {
  it('"king size mattress" is a king bed-in-a-box, a parcel (the catalog basis for an unqualified mattress)', () => {
    const result = estimate('king size mattress');
    expect(result.estimate.matched).toBe('mattress in a box');
    expect(result.freight).toBeNull();
    expect(result.length_cm).toBeGreaterThan(105);
    expect(result.length_cm).toBeLessThan(120);
  });

  it.each([
    ['king size innerspring mattress', 185, 200],
    ['queen innerspring mattress', 145, 160],
    ['twin pillow top mattress', 95, 105],
  ] as const)('%s: freight, %s-%s cm wide', (product, minWidth, maxWidth) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('innerspring mattress');
    expect(result.freight).not.toBeNull();
    expect(result.width_cm).toBeGreaterThanOrEqual(minWidth);
    expect(result.width_cm).toBeLessThanOrEqual(maxWidth);
  });
});

describe("a list part naming only a part is the part of another listed item", () => {
  it.each([
    // A stroller (~12 kg boxed) and two small spare wheels, not two 22 kg car wheels and tires (58 kg).
    ['stroller and 2 wheels', 'stroller + replacement wheel', 18],
    ['2 wheels and a stroller', 'replacement wheel + stroller', 18],
    ['bike and 2 wheels', 'bicycle + bike wheel', 30],
    ['suitcase and 2 spare wheels', 'carry-on suitcase + replacement wheel', 8],
  ] as const)('%s: %s, under %s kg', (product, matched, maxKg) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
  });

  it('a part of bags stays what it was ("laptop and bag" is no vacuum bag)', () => {
    expect(estimate('laptop and bag').estimate.matched).toBe('laptop');
  });

  it.each([
    // An accessory named after the item listed first: a laptop's charger, a drone's LiPo packs, a drill's packs.
    ['laptop and charger', 'laptop + laptop charger'],
    ['drone and 3 batteries', 'drone + rc battery'],
    ['drill and 2 batteries', 'cordless drill + power tool battery'],
    ['camera and 2 batteries', 'camera + camera battery'],
    ['bike and lock', 'bicycle + bike lock'],
    // With the catalog's "espresso grinder": a coffee grinder beside an espresso machine, not an angle grinder.
    ['espresso machine and grinder', 'espresso machine + coffee grinder'],
  ] as const)('%s: %s', (product, matched) => {
    expect(estimate(product).estimate.matched).toBe(matched);
  });

  it.each([
    // Two items, or an accessory whose reading names the owner again or no longer its own kind: left as read.
    ['a mouse and a laptop', 'computer mouse + laptop'],
    ['coffee maker and mugs', 'coffee maker + coffee mug'],
    ['3 gifts and a coffee mug', 'unnamed goods + coffee mug'],
    ['PlayStation 5 console, disc edition, in the box', 'game console'],
  ] as const)('%s: still %s', (product, matched) => {
    expect(estimate(product).estimate.matched).toBe(matched);
  });
});

describe('found on the chat-style descriptions and hunt3', () => {
  it.each([
    // One 5-piece set (~5-6 kg boxed), not five saucepans; and "5 piece saucepan set" no longer one 1.6 kg saucepan.
    ['a set of saucepans, 5 piece', 'cookware set', [4, 8]],
    ['5 piece saucepan set', 'cookware set', [4, 8]],
    // A 34 in square card table, ~8 kg boxed, not a 6 ft banquet table (186 cm, 15 kg).
    ['folding card table', 'card table', [6, 10]],
    // A dozen roses: one florist's box (~1.3 kg), not twelve rose bushes (39 kg, a partial match).
    ['a dozen red roses', 'cut flowers', [0.8, 2]],
    // "set of X" without a count is the catalog's "X set": irons 4-PW (~4 kg), a knife block set, not one club or knife.
    ['set of golf irons', 'golf iron set', [3, 6]],
    ['set of kitchen knives', 'knife block set', [2, 6]],
    // A 4 ft plush ships vacuum-compressed (~24x16x14 in, 2.5-4 kg), not as a 123 cm, 11 kg freight crate.
    ['big teddy bear 4 ft', 'stuffed animal', [2, 5]],
  ] as const)('%s: %s, %s kg', (product, matched, weight) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeGreaterThanOrEqual(weight[0]);
    expect(result.weight_kg).toBeLessThanOrEqual(weight[1]);
  });
});

describe('a stated count under one retail pack weighs its share of the pack', () => {
  it.each([
    // A 24-crayon box ~0.15 kg, not the catalog's 64-crayon box (0.43 kg).
    ['crayola 24 crayons', 'crayons', [0.1, 0.25]],
    // Three golf balls (a sleeve), not a dozen.
    ['3 golf balls', 'golf balls', [0.15, 0.35]],
    // Four 9 V blocks (45 g each), not four AA cells of the AA-weighted pack (0.12 kg).
    ['9V battery 4 pack', '9v batteries', [0.18, 0.3]],
    ['9 volt battery', '9v batteries', [0.1, 0.3]],
  ] as const)('%s: %s, %s kg', (product, matched, weight) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeGreaterThanOrEqual(weight[0]);
    expect(result.weight_kg).toBeLessThanOrEqual(weight[1]);
  });

  it.each(['crayons', '1 crayons', 'crayons x2'])('%s: whole packs, as the quantity field reads', (product) => {
    expect(estimate(product).weight_kg).toBeGreaterThan(0.35);
  });
});

describe('"pack of N" with N past a multipack counts pieces', () => {
  it.each([
    // 100 zip ties (~0.13 kg), not 100 bags of 500 (56 kg); 100 business cards, not 100 boxes of 500.
    ['pack of 100 zip ties', 'zip ties', 0.5],
    ['50 pack zip ties', 'zip ties', 0.5],
    ['pack of 100 business cards', 'business cards', 0.5],
    // A pack of 100 paper plates is one party pack (~1.5 kg), not 100 of them (60 kg, freight).
    ['pack of 100 paper plates', 'party tableware', 2.5],
  ] as const)('%s: %s, under %s kg', (product, matched, maxKg) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.freight).toBeNull();
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
  });

  it('a multipack of a dozen packs still counts packs', () => {
    expect(estimate('baby wipes 12 pack').weight_kg).toBeGreaterThan(4);
  });
});
