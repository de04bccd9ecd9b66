// Round ten: faults found on sealed-10's misses in music, art, baby and jewelry, fixed as rules for a class of
// descriptions (each tried on wordings of our own). Each row fails on the estimator before its change, except the
// rows titled "guard", which check that a new rule leaves its neighbours alone.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('a precious metal\'s fineness (925, 750) or a gold or gem carat ("9ct") is a hallmark, not a count', () => {
  it.each([
    // [description, longest side (cm), weight (kg), matched]
    ['925 sterling silver ring size 7', [8, 18], [0.04, 0.2], 'ring'],
    ['.925 silver pendant, 18 inch chain', [8, 18], [0.03, 0.2], 'necklace'],
    ['925 silver hoop earrings', [8, 18], [0.02, 0.15], 'earrings'],
    ['750 gold bracelet', [8, 20], [0.05, 0.25], 'bracelet'],
    ['925 solid silver cuff bracelet', [8, 20], [0.05, 0.25], 'bracelet'],
    ['sterling silver (925) ring, size 6', [8, 18], [0.04, 0.2], 'ring'],
    ['silver ring (925) size 7', [8, 18], [0.04, 0.2], 'ring'],
    ['9ct gold chain 18 inch', [8, 18], [0.03, 0.2], 'necklace'],
    ['18ct white gold diamond ring', [8, 18], [0.04, 0.2], 'ring'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['2 sterling silver rings', 2],
    ['sterling silver rings x 3', 3],
    ['2 gold rings', 2],
  ] as const)('guard (passes before too): %s keeps its count', (product, count) => {
    expect(estimatePackage({ product }).estimate.assumptions.some((line) => line.startsWith(`${count} items packed`))).toBe(true);
  });
});

describe('a paint set with a count times a unit capacity ("24 x 75ml") is that many tubes, not nail polish', () => {
  it.each([
    ['Liquitex basics acrylic set 24 x 75ml tubes', [22, 36], [1.5, 2.8]],
    ['acrylic set 12 x 75 ml', [18, 30], [0.7, 1.5]],
    ['acrylic set 75ml x 24', [22, 36], [1.5, 2.8]],
    ['Liquitex acrylic set, 48 x 22ml', [18, 32], [1.2, 2.4]],
    ['watercolour set 12 x 10ml', [10, 20], [0.15, 0.45]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'paint tube');
  });
});

describe('formula powder and baby milk powder are baby formula, not baby powder (diaper cream)', () => {
  it.each([
    ['3 cans baby formula powder 800g each', [25, 40], [2.2, 3.6]],
    ['Aptamil baby milk powder 800g x 3', [25, 40], [2.2, 3.6]],
    ['2 tins of formula milk powder, 800 g each', [22, 36], [1.5, 2.4]],
    ['kendamil first infant milk 800g', [18, 30], [0.8, 1.3]],
    ['Enfamil formula 2 tubs', [22, 36], [1.5, 2.8]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'baby formula');
  });

  it('guard (passes before too): baby powder stays a toiletry', () => {
    expect(estimatePackage({ product: 'baby powder' }).estimate.matched).toBe('diaper cream');
  });
});

describe('a valve (tube) amp is a heavy combo, an amp grows with its watts and speakers', () => {
  it.each([
    ['my Fender Blues Junior IV tube amp, 15 watt combo, need to ship to a buyer', [45, 65], [12, 20], 'tube amp'],
    ['Fender Blues Junior tube amp', [45, 65], [12, 20], 'tube amp'],
    ['valve combo amp, 30w, 1x12', [48, 70], [14, 24], 'tube amp'],
    ['fender hot rod deluxe 40w 1x12 tube combo', [48, 70], [15, 25], 'tube amp'],
    ['10 watt practice amp', [30, 45], [2.5, 6.5], 'guitar amplifier'],
    ['15 watt guitar amp', [32, 44], [4.5, 7.5], 'guitar amplifier'],
    ['Marshall 4x12 speaker cabinet', [70, 95], [32, 50], 'guitar amplifier'],
    ['Orange 412 cab', [70, 95], [32, 50], 'guitar amplifier'],
    ['2x12 guitar combo amp', [60, 80], [18, 32], 'guitar amplifier'],
    ['Laney Cub 12R tube amp', [45, 65], [12, 20], 'tube amp'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['guitar amp', 'guitar amplifier'],
    ['vacuum tube', 'vacuum tube'],
  ])('guard (passes before too): %s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a later list part naming only the goods\' category ("wall art", "jewelry", "home decor") is a tag, not an item', () => {
  it.each([
    ['framed canvas print 24x36 inch of the Amalfi coast, wall art', [85, 120], [3, 6], 'canvas print'],
    ['framed canvas print 24x36" of the Amalfi coast, wall art', [85, 120], [3, 6], 'canvas print'],
    ['abstract canvas painting 30x40 cm, wall decor', [38, 60], [0.4, 1.2], 'canvas print'],
    ['sterling silver hoop earrings, jewelry', [8, 18], [0.02, 0.15], 'earrings'],
    ['mirror, wall art', [70, 110], [6, 14], 'wall mirror'],
    ['canvas print 24x36 inch, wall art for my daughter', [85, 120], [2, 6], 'canvas print'],
    ['canvas print 24x36 inch, wall art - GUC - bin D7', [85, 120], [2, 6], 'canvas print'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['wall art, 16x20 canvas', 'framed art + canvas print'],
    ['necklace, jewelry box', 'necklace + jewelry box'],
    ['vase, art deco lamp', 'vase + table lamp'],
  ])('guard (passes before too): %s stays a list', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('the packing material the sender will use ("it need many bubble wrap") is packing, not goods', () => {
  it.each([
    ['Hallo, I sell handmade ceramic vase 40 cm high, it need many bubble wrap. What is price to ship?', [45, 70], [2.8, 6], 'vase'],
    ['ceramic vase 40 cm tall, wrapped in lots of bubble wrap', [45, 70], [2.8, 6], 'vase'],
    ['glass vase, needs a lot of bubble wrap', [30, 50], [1.2, 3], 'vase'],
    ['lamp, I will use bubble wrap', [38, 60], [1.8, 4], 'table lamp'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['bubble wrap', 'bubble wrap roll'],
    ['ship some bubble wrap', 'bubble wrap roll'],
    ['bubble wrap roll 12 in x 50 ft', 'bubble wrap roll'],
    ['packing peanuts', 'packing peanuts'],
  ])('guard (passes before too): %s stays goods', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('an ISO A-size sheet rolls along its long side: its tube is as long as that side', () => {
  it.each([
    ['A2 poster, no frame, I will roll it in a tube. How much to UK?', [58, 75], [0.15, 0.45]],
    ['A1 poster in a tube', [85, 105], [0.25, 0.6]],
    ['poster 42 x 59.4 cm, rolled', [58, 75], [0.15, 0.45]],
    ['A0 poster rolled', [115, 135], [0.4, 1]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'poster');
  });

  it('guard (passes before too): a 24x36 inch poster still rolls along its short side', () => {
    expectEstimateWithin('24x36 movie poster', [62, 75], [0.2, 0.5], 'poster');
  });
});

describe('a resin digital or sports watch (G-Shock, F-91W, Timex) ships in a tin or card box, not a presentation box', () => {
  it.each([
    ['Casio G-Shock DW-5600E-1V', [11, 19], [0.18, 0.38]],
    ['Casio F-91W', [11, 19], [0.15, 0.38]],
    ['Timex Ironman digital watch', [11, 19], [0.15, 0.38]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'digital watch');
  });

  it.each([
    ['seiko wristwatch', 'wristwatch'],
    ['casio keyboard', 'portable keyboard'],
  ])('guard (passes before too): %s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a string set\'s gauge range ("10-46", "12-53", "45-105") names the set, never a count or two sides', () => {
  it.each([
    ['D\'Addario EXL110 10-46 x3', [14, 26], [0.08, 0.3]],
    ['Elixir Nanoweb 12-53 acoustic strings 2 sets', [12, 26], [0.06, 0.25]],
    ['bass strings 45-105, 2 sets', [12, 26], [0.06, 0.25]],
    ['9-42 strings 5 pack', [12, 26], [0.15, 0.45]],
    ['Guitar strings 10-46x3 packs, NIB', [14, 26], [0.08, 0.3]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight, 'guitar strings');
  });

  it('guard (passes before too): a hose\'s length range stays a length', () => {
    expectEstimateWithin('hose 10-50 ft', [35, 60], [3, 6], 'garden hose');
  });
});

describe('baby food jars are small 4 oz jars, and "car seat infant" is an infant car seat', () => {
  it.each([
    ['baby food jars 12 x 4oz', [22, 38], [1.8, 3.6], 'baby food'],
    ['Gerber baby food, 12 pack', [22, 38], [1.8, 3.6], 'baby food'],
    ['Graco car seat infant', [60, 85], [6, 10], 'infant car seat'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['jar of honey', 'jar of honey'],
    ['gerber multitool', 'pocket knife'],
    ['infant seat', 'baby bouncer'],
  ])('guard (passes before too): %s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('a lot of costume jewellery is jewellery by weight, and a "jewellery box" (UK spelling) is a jewelry box', () => {
  it.each([
    ['costume jewelry lot 2 lbs', [24, 40], [0.8, 1.5], 'jewelry lot'],
    ['junk jewelry 5 lb', [30, 50], [2, 3.2], 'jewelry lot'],
    ['jewellery box with drawers', [28, 45], [1, 2.5], 'jewelry box'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it.each([
    ['halloween costume', 'halloween costume'],
    ['costume jewellery necklace', 'necklace'],
    ['wooden jewellery box with drawers', 'jewelry box'],
  ])('guard (passes before too): %s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('guard (passes before too): "ct" without gold or gems is read as a count, not carats', () => {
  it('key rings 12 ct', () => {
    expect(estimatePackage({ product: 'key rings 12 ct' }).estimate.assumptions.some((line) => line.startsWith('"12 ct"'))).toBe(true);
  });
});
