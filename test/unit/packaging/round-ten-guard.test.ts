// Round ten, the guard: general evidence checks against absurd estimates on text nobody tuned for. A number is a
// count only with count evidence; a quantity field restating the text's count multiplies nothing again; a clause
// asking for packing names no goods. Each row fails on the estimator before its change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('a digit number before a singular name with no count evidence is a spec or model number', () => {
  it.each([
    ['925 sterling silver ring size 7, in ring box', [8, 20], [0.04, 0.3], 'ring'],
    ['925 sterling silver pendant necklace 18 inch chain', [8, 25], [0.04, 0.3], 'necklace'],
    ['The 48 Laws of Power hardcover', [20, 35], [0.4, 1.5], 'book'],
    ['45 record player', [35, 70], [3, 10], 'turntable'],
    ['360 camera', [15, 40], [0.3, 3], 'camera'],
  ] as const)('%s', (product, length, weight, matched) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.quantity).toBe(1);
  });

  it.each(['24 gun safe', '24-gun safe', '36-gun fireproof safe'])('%s is one gun safe (freight), not 24 of them', (product) => {
    const estimate = expectEstimateWithin(product, [120, 180], [120, 260], 'gun safe');
    expect(estimate.freight).not.toBeNull();
  });

  // Count evidence keeps the count: a plural name, a package or measure noun, a plural compound, a lot listing, a
  // written number, a small count right before a one-word name.
  it.each([
    ['4 Riedel red wine glasses', 4],
    ['20 bars of handmade soap', 20],
    ['5 skeins of merino yarn', 5],
    ['12 cans of red bull 8.4 oz', 12],
    ['100 perfume sample vials 2ml', 100],
    ['3 book', 3],
    ['four A4 sketch books, hardbound', 4],
    ['2 chair', 2],
    ['lot of 40 paperback books', 40],
  ] as const)('%s counts %i', (product, quantity) => {
    expect(estimatePackage({ product }).estimate.quantity).toBe(quantity);
  });
});

describe('an x glued to digits between a maker word and the item name is a model code', () => {
  it.each([
    ['Launch X431 Pro diagnostic scan tool', 'obd2 scanner'],
    ['Insta360 X3 action camera', 'action camera'],
    ['Launch X431 scanner', undefined],
  ] as const)('%s', (product, matched) => {
    const estimate = estimatePackage({ product });
    if (matched !== undefined) expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.estimate.quantity).toBe(1);
    expect(estimate.weight_kg).toBeLessThan(10);
  });

  it('BMW X5 floor mats are one pair of mats, not five', () => {
    expectEstimateWithin('BMW X5 all weather floor mats, front pair', [60, 110], [1.5, 6], 'floor liners');
  });

  it.each([['lamp x2', 2], ['x2 table lamps', 2]] as const)('a listing count stays: %s', (product, quantity) => {
    expect(estimatePackage({ product }).estimate.quantity).toBe(quantity);
  });
});

describe('a quantity field restating the text count multiplies nothing again', () => {
  it('4 boxes of 20 AA with a quantity of 4 are 80 batteries', () => {
    const estimate = estimatePackage({ product: '4 boxes Duracell AA 20-count', quantity: 4 });
    expect(estimate.weight_kg).toBeGreaterThan(1.4);
    expect(estimate.weight_kg).toBeLessThan(3.2);
    expect(estimate.estimate.quantity).toBe(80);
  });

  it('without the field too', () => {
    expectEstimateWithin('4 boxes Duracell AA 20-count', [15, 30], [1.4, 3.2], 'batteries');
  });

  it('3 boxes of 12 golf balls with a quantity of 3 are 36 balls', () => {
    expect(estimatePackage({ product: '3 boxes of 12 golf balls', quantity: 3 }).estimate.quantity).toBe(36);
  });

  it('a field that does not restate a count still multiplies a pack', () => {
    expect(estimatePackage({ product: 'AA batteries 24 pack', quantity: 2 }).estimate.quantity).toBe(48);
  });
});

describe('a clause asking for packing names no goods', () => {
  it.each([
    ['set of 6 wine glasses, need lots of bubble wrap', 'wine glass'],
    ['4 Riedel wine glasses, very fragile, need lots of bubble wrap', 'wine glass'],
  ])('%s', (product, matched) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.freight).toBeNull();
    expect(estimate.weight_kg).toBeLessThan(4);
  });

  it('alone, it still names the wrap', () => {
    expect(estimatePackage({ product: 'need lots of bubble wrap' }).estimate.matched).toBe('bubble wrap roll');
  });
});

describe('ratings and namesakes', () => {
  it('a picture hanging kit rated in pounds weighs its own', () => {
    expectEstimateWithin('Command 3 lb picture hanging strips', [10, 35], [0.05, 0.6], 'picture hanging kit');
  });

  it('a vacuum bottle is a thermos', () => {
    expectEstimateWithin('Stanley 1913 classic vacuum bottle 1.1 qt', [25, 45], [0.4, 1.6], 'water bottle');
  });
});

describe('a pack of N units holds them', () => {
  it.each([
    ['hot wheels 20 car gift pack', [35, 58], [0.65, 1.35]],
    ['Hot Wheels 10-car gift pack, 1:64', [21, 39], [0.33, 0.67]],
    // (The development set's Matchbox 9-car pack, 0.35 kg, comes out at 0.52 since the merge with r10-rows-b: the
    // pack's own weight is right, its carton too heavy. Left as a known miss.)
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'toy car pack');
  });
});

describe('a model scale says how big the model is', () => {
  it.each([
    ['hot wheels car 1:64', 'toy car'],
    ['1:64 scale truck', 'toy car'],
    ['1:43 diecast porsche', 'toy car'],
    ['1:18 diecast ferrari', 'scale model car'],
    ['diecast porsche 911, 1:18', 'scale model car'],
  ])('%s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a stated length the matched item cannot have names a namesake of that size', () => {
  it('a 55 inch TV with its model code and box is a television, not an Apple TV box', () => {
    expectEstimateWithin('Samsung 55" Crystal UHD 4K TV, UN55CU7000, unopened box', [110, 165], [14, 28], 'television');
  });

  it.each([
    ['usb-c charging cable 6 ft', 'usb cable'],
    ['10 ft hdmi cable', 'hdmi cable'],
    ['12 inch balance bike', 'balance bike'],
  ])('a length within the item itself stays: %s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a scale part keeps its item whatever is written around it', () => {
  it.each(['how much to ship Hot Wheels 10-car gift pack, 1:64?', 'I have Hot Wheels 10-car gift pack, 1:64 to send.'])('%s', (product) => {
    expect(estimatePackage({ product }).estimate.matched).toBe('toy car pack');
  });
});

describe('a length namesake is of the same kind of goods', () => {
  it.each([
    ['ethernet cable 50 ft', 'usb cable'],
    ['pex pipe 100 ft coil', 'pipe coil'],
  ])('%s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});
