// Round ten of issue 15, wave two: five known misreads, each fixed where it arises. A piece count on a set of
// utensils counted sets; a television's model code alone let the maker find a namesake (an LG dryer, freight); a
// desk's "one-piece top" was a t-shirt beside it; a sewing machine in its cabinet lost the cabinet; and an amplifier's
// model code "10G" was its weight. The first rows of each table fail on the estimator before its rule; the rows after
// "stay" pin readings that must not move.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('a piece count on a set of utensils counts the pieces of the one set', () => {
  it.each([
    // [text, matched, longest side (cm), weight (kg)]: 10.9-13.5 kg as twelve to fifteen sets before.
    ['kitchen utensils 12 pcs', 'kitchen utensils', [38, 50], [0.9, 1.6]],
    ['silicone cooking utensils, 15 pieces', 'kitchen utensils', [38, 52], [1, 1.9]],
    ['12pcs kitchen utensils', 'kitchen utensils', [38, 50], [0.9, 1.6]],
    ['kitchen tools 24 pcs', 'kitchen utensils', [40, 56], [1.3, 2.5]],
    // stay: a count of sets, a piece count of single goods, and a named set.
    ['kitchen utensils x3', 'kitchen utensils', [38, 45], [2.4, 3.4]],
    ['coffee mugs 6 pcs', 'coffee mug', [28, 34], [2.4, 3.4]],
    ['knife set 6 pcs', 'knife block set', [40, 47], [3.3, 4.4]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});

describe('a television model code with no product word is a television of the size in its code', () => {
  it.each([
    // The first three were a clothes dryer (61 kg, freight) or nothing; the Samsung one an SSD, the Sony one a cassette player.
    ['LG OLED65C3PUA', [150, 170], [20, 32]],
    ['OLED65C3PUA', [150, 170], [20, 32]],
    ['QN65Q80C', [150, 170], [20, 32]],
    ['Samsung QN65Q80C', [150, 170], [20, 32]],
    ['Sony XR65A80L', [150, 170], [20, 32]],
  ] as const)('%s', (product, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, 'television');
    expect(estimate.freight).toBeFalsy();
  });

  it.each([
    // stay: a named product keeps its item.
    ['lg dryer', 'clothes dryer'],
    ['samsung 980 pro', 'internal ssd'],
    ['Samsung QN55Q80C 55 inch', 'television'],
  ] as const)('%s stays a %s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a list part naming how the top of a piece of furniture is built is no garment', () => {
  it.each([
    // All but the last two had added a t-shirt to the carton.
    ['executive desk, one-piece top', 'computer desk'],
    ['dining table, 1-piece top', 'dining table'],
    ['desk, seamless top', 'computer desk'],
    ['writing desk, laminate top', 'computer desk'],
    // stay: a top that is the goods.
    ['tank top, cotton', 't-shirt'],
    ['summer top', 't-shirt'],
  ] as const)('%s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a sewing machine in its cabinet ships as the furniture it is', () => {
  it.each([
    // [text, matched, longest side (cm), weight (kg)]: the machine alone before, 47 cm and 8.8 kg.
    ['Singer sewing machine with cabinet', 'sewing machine in cabinet', [95, 115], [25, 36]],
    ['vintage sewing machine in wooden cabinet', 'sewing machine in cabinet', [95, 115], [25, 36]],
    ['Brother sewing machine with table', 'sewing machine in cabinet', [95, 115], [25, 36]],
    ['singer treadle sewing machine', 'sewing machine in cabinet', [95, 115], [25, 36]],
    // stay: the machine and the cabinet as two goods in one carton, the machine alone, in its carrying case, and an
    // empty cabinet.
    ['Kenmore sewing machine and cabinet', 'sewing machine + sewing table', [100, 112], [25, 36]],
    ['sewing machine', 'sewing machine', [40, 50], [7, 10]],
    ['sewing machine with carrying case', 'sewing machine', [40, 50], [7, 10]],
    ['sewing machine cabinet', 'sewing table', [100, 112], [18, 25]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});

describe('a weight glued to a model name and far below the item\'s typical weight is the model code', () => {
  it.each([
    // [text, matched, longest side (cm), weight (kg)]: 10-15 g before, pulled to a 11 cm box.
    ['Fender Frontman 10G', 'guitar amplifier', [40, 50], [7, 11]],
    ['Orange Crush 12G guitar amp', 'guitar amplifier', [40, 50], [7, 11]],
    ['Peavey Rage 15G guitar amplifier', 'guitar amplifier', [40, 50], [7, 11]],
    // stay: a real weight beside the code, a weight that fits the goods, and a spaced weight said of the item.
    ['Fender Frontman 10G, 10 kg', 'guitar amplifier', [40, 50], [9.5, 11]],
    ['coffee beans 500G', 'coffee beans', [20, 30], [0.5, 0.8]],
    ['gold ring 3g', 'ring', [8, 15], [0.01, 0.08]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});
