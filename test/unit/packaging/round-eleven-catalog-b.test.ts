// Round eleven of issue 15, r11-cat-b: what a part fits is not the item (a vehicle or device after "for", "fits",
// "compatible with"), a stated small size and weight of a piece sets its parcel, a number on a build noun before the
// name is no count, commercial variants that are freight, and maker-sourced catalog entries. Each row fails on the
// estimator before its rule or entry.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('a vehicle or device the goods fit is not the goods', () => {
  it.each([
    // [text, matched, longest side (cm), weight (kg)]
    // A truck beside floor liners: 1.5 t of freight packed with them before.
    ['WeatherTech FloorLiner front pair for a 2021 F-150, sold the truck', 'floor liners', [70, 100], [2, 6]],
    // "fits" names what a cover fits, like "for": a 49 kg gas grill before.
    ['heavy duty grill cover that fits a Weber Genesis II gas grill', 'grill cover', [35, 50], [0.7, 1.5]],
    // A length after "for" sizes the TV, not the remote: a 65 in television before.
    ['replacement remote control for a Samsung 65 inch TV', 'tv remote', [15, 30], [0.1, 0.3]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.freight).toBeNull();
  });

  it('a length after "for" that sizes none of the name\'s words stays the item\'s', () => {
    expectEstimateWithin('big pot for plants, ceramic, 30 cm to my sister in ohio', [35, 45], [4, 6.5], 'planter');
  });

  it('a vehicle sold on its own is still the goods', () => {
    expect(estimatePackage({ product: "just sold my son's motorbike, a 250cc, need a label" }).estimate.matched).toBe('motorcycle');
  });

  it('"fits" of how something fits is not compatibility', () => {
    expect(normalizeText('one size fits all beanie')).toContain('fits all');
    expect(normalizeText('mats that fit a 2019 tacoma')).toContain('for a 2019 tacoma');
  });
});

describe('a stated size and weight of one small piece set its parcel', () => {
  it.each([
    // A 25 cm bronze had been ignored as a size and packed in the 60 cm box of a 40 kg bust.
    ['small bronze sculpture, about 25 cm tall and 4 kg, needs foam', 'stone sculpture', [30, 45], [4, 6]],
    ['small marble bust, about 30 cm tall and 7 kg, please pack in foam', 'stone sculpture', [35, 50], [7, 9.5]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});

describe('a number on a build noun before the name counts levels or shelves, not items', () => {
  it('4-level cat tree with plural pieces named later is one cat tree', () => {
    const estimate = expectEstimateWithin('4-level cat tree, taken apart, posts and platforms in one box', [60, 85], [9, 15], 'cat tree');
    expect(estimate.estimate.quantity).toBe(1);
  });
});

describe('goods taken apart: the nouns after it name their pieces', () => {
  it('a disassembled bookcase with its boards is the bookcase, not lumber', () => {
    expectEstimateWithin('3-shelf bookcase, disassembled, boards and hardware in one box', [95, 120], [12, 20], 'bookcase');
  });
});

describe('a framed canvas carries its frame\'s weight', () => {
  it.each([
    // 2.7 kg before: a canvas without its frame.
    ['original oil painting on canvas, framed, 20 x 30 in, sold at an art fair', [80, 100], [3.5, 6]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'canvas print');
  });
});

describe('freight by kind', () => {
  it.each([
    ['Peloton Bike (original), selling it, no box', 'peloton bike'],
    ['La Marzocco Linea Classic 2-group espresso machine from our closed cafe', 'espresso machine'],
    ['Nuova Simonelli Appia Life 3 group espresso machine', 'espresso machine'],
    ['kitchen island with butcher block top and cabinets, assembled', 'kitchen island'],
  ] as const)('%s', (product, matched) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.freight).not.toBeNull();
  });

  it('a home espresso machine stays a parcel', () => {
    expect(estimatePackage({ product: 'Rancilio Silvia home espresso machine, original box' }).freight).toBeNull();
  });
});

describe('catalog entries and readings from maker listings', () => {
  it.each([
    ['lululemon The Mat 5mm, rolled up, selling it', 'rubber yoga mat', [60, 80], [2, 3.2]],
    ['REI Half Dome 2 Plus tent, complete in its stuff sack', 'camping tent', [45, 62], [2, 3.5]],
    ['Big Agnes Copper Spur HV UL2 tent', 'camping tent', [45, 62], [2, 3.5]],
    ['Babyzen YOYO2 stroller 6+, folded', 'compact fold stroller', [48, 62], [5.5, 9]],
    ['5 lb bag of whole-bean coffee', 'coffee beans', [25, 39], [2.3, 3]],
    ['homemade Christmas cookies in a 2 lb tin', 'box of cookies', [22, 36], [1, 1.6]],
    ['wooden tabletop easel (folds flat), Michaels brand', 'tabletop easel', [45, 56], [1.7, 2.6]],
    ['1:24 scale diecast 1967 Ford Mustang in its display box', 'midscale model car', [25, 35], [0.4, 0.8]],
    ['Boss Katana 50G', 'guitar amplifier', [40, 60], [7, 14]],
    ['empty 5 gallon water jug', 'gallon jug', [45, 60], [0.6, 1.5]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('a maker of several goods named alone is not one of them by a fuzzy search', () => {
    const estimate = estimatePackage({ product: 'LG gram 17' });
    expect(estimate.estimate.matched).toBeNull();
    expect(estimate.freight).toBeNull();
  });
});
