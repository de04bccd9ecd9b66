// Round six of issue 15: mechanisms found by reading sealed-5's misses (the set is tuned on from this round). Each
// row fails on the estimator before its change; most rows are neighbours of the sealed row, not the row itself.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('dimensions written without spaces keep their unit', () => {
  it.each([
    ['wall mirror 60x90cm', 'wall mirror 60 x 90 cm'],
    ['rug 120x170cm', 'rug 120 x 170 cm'],
    ['box 12x12x12in', 'box 12 x 12 x 12 in'],
    ['poster 18x24in', 'poster 18 x 24 in'],
  ] as const)('%s normalises to %s', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });

  it.each([
    ['wall mirror 60x90cm', [80, 115], [5, 16]],
    ['area rug 120x170cm', [90, 180], [2, 12]],
    ['poster 50x70cm', [40, 90], [0.1, 1.5]],
  ] as const)('%s is one item of that size, not a count of the first number', (product, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight);
    expect(estimate.estimate.quantity).toBe(1);
    expect(estimate.freight).toBeNull();
  });
});

describe('a number naming a part of one item is not a count', () => {
  it.each([
    ['Dr Martens 1460 8-eye boots', [28, 45], [1, 3]],
    ['doc martens 8 eye boots size 9', [28, 45], [1, 3]],
    ['5 light chandelier', [40, 90], [3, 15]],
  ] as const)('%s is one item', (product, length, weight) => {
    expect(expectEstimateWithin(product, length, weight).estimate.quantity).toBe(1);
  });

  it('"3/8 eye bolts" and "10 eye bolts" stay a fastener size and a count of bolts', () => {
    expect(estimatePackage({ product: '3/8 eye bolts stainless 10 pack' }).estimate.matched).toBe('eye bolt');
    expect(estimatePackage({ product: '10 eye bolts' }).estimate.matched).toBe('eye bolt');
  });

  it('a disc count sizes a DVD or Blu-ray set', () => {
    expectEstimateWithin('Blu-ray Lord of the Rings extended trilogy 15 disc', [19, 32], [0.55, 1.3]);
    expectEstimateWithin('friends complete series dvd box set 40 disc', [24, 40], [1.5, 4]);
    expect(estimatePackage({ product: 'blu-ray movie' }).weight_kg).toBeLessThan(0.2);
  });

  it('"72 issues" counts magazines', () => {
    const estimate = expectEstimateWithin('National Geographic magazines 2015-2020, 72 issues', [30, 60], [8, 25]);
    expect(estimate.estimate.quantity).toBe(72);
  });
});

describe('what the text says is not in the parcel', () => {
  it('"alloy wheel 17 inch, no tyre" is the wheel alone, not a wheel and a tyre', () => {
    const estimate = expectEstimateWithin('used alloy wheel 17 inch, no tyre', [45, 62], [7, 14]);
    expect(estimate.estimate.assumptions[0]).toBe('left out, as the text says: no tyre');
    expect(estimate.estimate.query).toBe('used alloy wheel 17 inch, no tyre');
  });

  it('"without battery" is the bare tool', () => {
    expect(estimatePackage({ product: 'cordless drill without battery' }).weight_kg).toBeLessThan(estimatePackage({ product: 'cordless drill' }).weight_kg * 0.6);
  });

  it('a mattress "not rolled" or sprung ships flat, as freight', () => {
    expect(estimatePackage({ product: 'king size sprung matress, not rolled' }).freight).not.toBeNull();
    expect(estimatePackage({ product: 'queen mattress, not rolled' }).freight).not.toBeNull();
    expect(estimatePackage({ product: 'pocket sprung mattress double' }).freight).not.toBeNull();
  });

  it('names that begin with "No" keep it, and a text that is all negation is read as written', () => {
    expect(estimatePackage({ product: "No Man's Sky ps4 game" }).estimate.assumptions.some((line) => line.startsWith('left out'))).toBe(false);
    expect(estimatePackage({ product: 'laptop, no charger, no box' }).estimate.matched).toBe('laptop');
    expect(estimatePackage({ product: 'no box' }).estimate.assumptions.some((line) => line.startsWith('left out'))).toBe(false);
  });
});

describe('packs of small soft goods and part packs', () => {
  it.each([
    ['pack of 10 microfibre cleaning cloths', [20, 36], [0.15, 0.6]],
    ['pack of 6 muslin swaddles', [22, 40], [0.3, 0.9]],
    ['muslin swaddle blankets 4 pack', [22, 40], [0.2, 0.6]],
  ] as const)('%s is one retail pack, not that many packs', (product, length, weight) => {
    expectEstimateWithin(product, length, weight);
  });

  it('150 diapers at 120 to a pack weigh about 1.25 packs, not 2', () => {
    expectEstimateWithin('Pampers size 4, 150 count', [40, 60], [5, 8.5], 'diapers');
  });

  it('earrings on backing cards ship like loose jewelry, not in 50 gift boxes', () => {
    expectEstimateWithin('50 pairs of handmade earrings on cards', [15, 35], [0.2, 1], 'earrings');
  });
});

describe('one big piece with its size and weight', () => {
  it('"bronze sculpture 45 cm, 12 kg" is one sculpture, not 22 figurines', () => {
    const estimate = expectEstimateWithin('bronze sculpture 45 cm, 12 kg', [42, 75], [11, 17]);
    expect(estimate.estimate.quantity).toBe(1);
  });

  it('"10 lb box of candles" still counts candles', () => {
    expect(estimatePackage({ product: '10 lb box of candles' }).estimate.quantity).toBeGreaterThan(3);
  });
});

describe('names that were read as another kind of goods', () => {
  it.each([
    ['catnip toy mice 10 pack', 'catnip mice', [12, 26], [0.05, 0.3]],
    ['framed photograph 40x50cm with glass', 'framed art', [50, 75], [1.5, 5]],
    ['Fender Stratocaster electric guitar in hard case', 'electric guitar in hard case', [110, 135], [8.5, 13]],
    ['Rolex Submariner watch with box and papers', 'watch full set', [20, 35], [0.8, 1.6]],
  ] as const)('%s is a %s', (product, item, length, weight) => {
    expectEstimateWithin(product, length, weight, item);
  });

  it('a computer mouse and a plain watch stay what they were', () => {
    expect(estimatePackage({ product: 'wireless mouse' }).estimate.matched).toBe('computer mouse');
    expect(estimatePackage({ product: 'seiko watch with box' }).estimate.matched).toBe('wristwatch');
    expect(estimatePackage({ product: 'electric guitar' }).estimate.matched).toBe('electric guitar');
  });
});

describe('lighter kinds of a heavy namesake', () => {
  it.each([
    ['Greenworks 40V 16-inch cordless lawn mower with battery', 'electric lawn mower', [70, 100], [12, 24]],
    ['OBD2 scanner blutooth', 'obd2 adapter', [8, 22], [0.04, 0.25]],
  ] as const)('%s is a %s', (product, item, length, weight) => {
    expectEstimateWithin(product, length, weight, item);
  });

  it('a gas mower and a handheld scanner stay as they were', () => {
    expect(estimatePackage({ product: 'honda lawn mower' }).weight_kg).toBeGreaterThan(25);
    expect(estimatePackage({ product: 'obd2 scanner' }).estimate.matched).toBe('obd2 scanner');
  });

  it('"pack of 3" boxes of tea is three boxes, not three tea bags', () => {
    expect(estimatePackage({ product: 'pack of 3 Twinings tea 100 bags' }).weight_kg).toBeGreaterThan(0.55);
  });
});

describe('words around the description', () => {
  it('"ship gallon of maple syrup" is one gallon, as "gallon of maple syrup" is', () => {
    expect(estimatePackage({ product: 'ship gallon of maple syrup' }).weight_kg).toBe(estimatePackage({ product: 'gallon of maple syrup' }).weight_kg);
  });

  it('a colour word of a listing is not a typo ("taupe" is no "tape")', () => {
    expect(estimatePackage({ product: 'birkenstock arizona soft footbed taupe 39' }).estimate.matched).toBe('sandals');
  });

  it('a title in capitals lists its items like one in lower case', () => {
    expect(estimatePackage({ product: 'TUXEDO JACKET AND PANTS 40L' }).estimate.matched).toBe(estimatePackage({ product: 'tuxedo jacket and pants 40L' }).estimate.matched);
  });
});

describe('numbers the metamorphic test found misread', () => {
  it.each([
    ['new 3 hardcover books', 3],
    ['used 2 bath towels', 2],
    ['brand new 4 wine glasses', 4],
  ] as const)('a condition word before a count keeps the count: %s', (product, count) => {
    expect(estimatePackage({ product }).estimate.quantity).toBe(count);
  });

  it.each([
    ['1 pack of 80 baby wipes', 'pack of 80 baby wipes'],
    ['1 case of pepsi', 'case of pepsi'],
    ['1 bar of soap', 'bar of soap'],
    ['1 foot spa', 'foot spa'],
    ['1 string lights', 'string lights'],
    ['1 slot car set', 'slot car set'],
  ] as const)('a leading "1" is "a": %s', (withOne, without) => {
    const one = estimatePackage({ product: withOne });
    const plain = estimatePackage({ product: without });
    expect([one.length_cm, one.weight_kg, one.estimate.matched]).toEqual([plain.length_cm, plain.weight_kg, plain.estimate.matched]);
  });

  it('"1 ton of gravel" stays a ton, and "12 string guitar" one guitar', () => {
    expect(estimatePackage({ product: '1 ton of gravel' }).freight).not.toBeNull();
    expect(estimatePackage({ product: '12 string guitar' }).estimate.quantity).toBe(1);
  });

  it('an inch mark before a number is not "3in1"', () => {
    expect(normalizeText('deck screws 3" 1 lb box')).toBe('deck screws 3 in 1 lb box');
    expect(normalizeText('2-in-1 laptop')).toBe('2in1 laptop');
    expect(normalizeText('shelf 12 in 3 pack')).toBe('shelf 12 in 3 pack');
  });
});

describe('cases counted before "case of"', () => {
  it.each(['2 x case of pepsi', '2 cases of pepsi'])('%s is two cases of cans', (product) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe('soda can');
    expect(estimate.estimate.quantity).toBe(48);
  });

  it('"case of ramen 24 count" is one case of 24', () => {
    expect(estimatePackage({ product: 'case of ramen 24 count' }).estimate.quantity).toBe(24);
  });
});

describe('condition phrases and the words they share with names', () => {
  it.each([
    ['ipad in good working order', 'ipad'],
    ['laptop, good shape', 'laptop'],
    ['black and decker toaster oven, excellent condition', 'black and decker toaster oven'],
    ['used shape sorter toy', 'used shape sorter toy'],
    ['new order vinyl', 'new order vinyl'],
    ['hello kitty plush', 'hello kitty plush'],
    ['thank you cards 50 pack', 'thank you cards 50 pack'],
    ['3 gifts for my daughter', '3 gifts for my daughter'],
  ] as const)('%s reads as "%s"', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });
});

describe('a stated weight far below the catalog piece of goods sold by weight', () => {
  it('"12 oz" of what the catalog holds as a big sack is a small bag, not the sack\'s carton', () => {
    expectEstimateWithin('starbucks pike place whole bean 12oz', [15, 30], [0.3, 0.6]);
    expectEstimateWithin('basmati rice 12 oz', [12, 32], [0.3, 0.6]);
  });

  it('a capacity in pounds or ounces does not shrink an appliance', () => {
    expect(estimatePackage({ product: 'ninja professional blender 72 oz' }).length_cm).toBeGreaterThan(40);
    expect(estimatePackage({ product: 'Bosch 9kg washing machine' }).length_cm).toBeGreaterThan(80);
  });
});

describe('typo repair: swapped, doubled and short-stemmed words', () => {
  it.each([
    ['27 inch mointor', 'computer monitor'],
    ['aqaurium 20 gallon', 'aquarium'],
    ['pair of 10lb dubmbells', 'dumbbell'],
    ['blood prsesure monitor', 'blood pressure monitor'],
    ['ceilling fan 52 inch', 'ceiling fan'],
    ['2 bath towls', 'bath towel'],
  ] as const)('%s is a %s', (product, item) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(item);
  });
});

describe('a count after "qty" and tails that add nothing', () => {
  it('"quantity 1 slot car set" is one slot car set, not a one-slot car', () => {
    expect(estimatePackage({ product: 'quantity 1 slot car set' }).estimate.matched).toBe(estimatePackage({ product: 'slot car set' }).estimate.matched);
    expect(estimatePackage({ product: 'qty 3 hdmi cables' }).estimate.quantity).toBe(3);
  });

  it.each([
    ['Igloo water jug - see photos', 'igloo water jug'],
    ['table legs set of 4 metal 28 inch, nothing else', 'table legs set of 4 metal 28 inch'],
    ['mug (not sure of the size)', 'mug'],
    ['photo album', 'photo album'],
  ] as const)('%s reads as "%s"', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });
});

describe('a spec word with a typo is still a spec', () => {
  it.each([
    ['6 pesron tent', '6 person tent'],
    ['4 burnner gas grill', '4 burner gas grill'],
  ] as const)('%s reads like %s', (typo, written) => {
    const estimate = estimatePackage({ product: typo });
    const plain = estimatePackage({ product: written });
    expect([estimate.length_cm, estimate.weight_kg, estimate.estimate.quantity]).toEqual([plain.length_cm, plain.weight_kg, plain.estimate.quantity]);
    expect(estimate.estimate.assumptions.some((line) => line.startsWith('read "'))).toBe(true);
  });
});

describe('colours, model years and SKUs say which one, not what', () => {
  it.each([
    ['ceiling fan blades set of 5 (color: red)', 'ceiling fan blades set of 5'],
    ['hoodie in navy blue', 'hoodie'],
    ['harley davidson motorcycle model 2023', 'harley davidson motorcycle'],
    ['colored pencils', 'colored pencils'],
    ['color printer', 'color printer'],
    ['weber 22" charcoal kettle', 'weber 22 in charcoal kettle'],
    ['12 in black frame', '12 in black frame'],
  ] as const)('%s reads as "%s"', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });

  it('"lot" before a percentage is no lot count', () => {
    expect(estimatePackage({ product: '500 pokemon cards lot, 100% cotton' }).weight_kg).toBeLessThan(3);
  });
});
