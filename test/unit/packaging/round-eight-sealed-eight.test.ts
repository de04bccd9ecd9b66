// Round eight: faults found on sealed-8's misses (chat messages to an assistant, UK flavour), fixed as mechanisms that
// hold for other chat text. Each row fails on the estimator before its change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { dropNotes, withSelfCorrection } from '../../../domain/packaging/notes.ts';
import { stem } from '../../../domain/packaging/text.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('"up" is no UPS', () => {
  // "ups" stemmed to "up", so "roll it up", "set up" or "fold up" named a UPS battery backup.
  it('keeps the final s of "ups"', () => {
    expect(stem('ups')).toBe('ups');
    expect(stem('up')).toBe('up');
  });

  it.each([
    ['area rug, roll it up', 'area rug'],
    ['5x8 ft area rug, polypropylene, roll it up', 'area rug'],
    ['apc ups 1500va', 'ups battery backup'],
    ['UPS', 'ups battery backup'],
  ])('%s', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });
});

describe('notes on capacity, cover material and how the sender packs it name no goods', () => {
  it.each([
    ['washing machine, 8kg drum', 'washing machine'],
    ['tumble dryer, 9 kg load', 'tumble dryer'],
    ['3 seater sofa, grey fabric, sold it on facebook', '3 seater sofa, sold it on facebook'],
    ['armchair (green velvet)', 'armchair'],
    ['corner sofa - dark grey faux leather', 'corner sofa'],
    ["3 step aluminium step ladder, I'll just wrap it", '3 step aluminium step ladder'],
    ["5x8 ft area rug, I'll roll it up", '5x8 ft area rug'],
    // A material that is the goods stays.
    ['grey fabric', 'grey fabric'],
    ['quilting fabric, 3 yards', 'quilting fabric, 3 yards'],
    ['leather', 'leather'],
  ])('%s', (product, kept) => {
    expect(dropNotes(product)).toBe(kept);
  });

  it.each([
    ['washing machine, 8kg drum', 'washing machine'],
    ['3 seater sofa, grey fabric, sold it on facebook', 'sofa'],
  ])('%s ships as freight', (product, matched) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.freight).not.toBeNull();
  });

  it('a rolled rug the sender rolls up is the rug, not a 24 kg UPS', () => {
    expectEstimateWithin("5x8 ft area rug, polypropylene, I'll roll it up", [140, 175], [5, 15], 'area rug');
  });
});

describe('a bath is a bathtub (UK)', () => {
  // 'cast iron clawfoot bath' was a 1.8 kg clothes iron: 'cast iron' beat the partial 'clawfoot bath'.
  it.each(['cast iron clawfoot bath', 'roll top bath', 'freestanding bath'])('%s ships as freight', (product) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe('bathtub');
    expect(estimate.freight).not.toBeNull();
  });
});

describe('catalog entries and names missing on chat text', () => {
  it.each([
    // Office staples were bulk construction staples (200 to a 2.3 kg box): 5000 of them weighed 57 kg.
    ['stapler + 5000 staples', [20, 40], [0.3, 1.2], 'stapler + staples'],
    ['box of 5000 staples', [5, 20], [0.1, 0.4], 'staples'],
    // A side table has no drawers: an IKEA LACK was a 12 kg nightstand.
    ['IKEA LACK side table 55x55, flat pack', [50, 65], [3, 7], 'side table'],
    // 'wooden easel' on the floor easel tied with 'tabletop easel' and won on catalog order.
    ['folding tabletop wooden easel', [35, 55], [0.8, 2.5], 'tabletop easel'],
    ['FIFA 23 PS5 disc', [15, 25], [0.05, 0.25], 'video game'],
    ['tommee tippee 260ml bottles 4pk', [18, 32], [0.3, 0.8], 'baby bottle'],
    ['small xmas hamper for my gran - bottle of red, box of chocolates, crackers and some chutney', [30, 50], [1.5, 4], 'gift basket'],
    ['faber castell polychromos 72 tin', [18, 50], [0.2, 1.5], 'colored pencils'],
    // A paper seed packet weighs grams: ten of them were 0.6 kg.
    ['packet of tomato seeds', [10, 20], [0.005, 0.05], 'seed packets'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('ten seed packets go in an envelope, not a 0.6 kg box', () => {
    const estimate = estimatePackage({ product: 'seed packets (veg), swapping with someone on a gardening forum', quantity: 10 });
    expect(estimate.weight_kg).toBeLessThan(0.25);
  });
});

describe('clothing sizes and a lot\'s pieces are no measures or counts', () => {
  it.each([
    // "size 32x34" after "size" was a 34 x 32 in box: a 93 cm, 3 kg pair of jeans.
    ["selling my old Levi's 501s on vinted, size 32x34, worn maybe 5 times. how big a parcel is that to post to Leeds?", [30, 50], [0.4, 1.1], 'jeans'],
    ['jeans size 30 x 32', [30, 50], [0.4, 1.1], 'jeans'],
    // An age range read 3 as a count, and "around 15 things" as 15 lots: 65 kg.
    ['bundle of kids clothes age 2-3 yrs, around 15 things, mostly tops and leggings, a couple of jumpers', [30, 50], [1, 2.5], 'clothing lot'],
    ['bundle of kids clothes, around 15 things', [30, 50], [1, 2.5], 'clothing lot'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('a poster size after "size" keeps its sides', () => {
    expectEstimateWithin('poster size 24x36', [60, 100], [0.1, 1], 'poster');
  });

  it.each([
    ['kids clothes age 2-3 yrs', 'kids clothes'],
    ['baby clothes 0-3 months, about 20 bits', 'baby clothes, about 20 bits'],
    ['kids bike for a 6 year old', 'kids bike for a 6 year old'],
  ])('dropNotes(%s)', (product, kept) => {
    expect(dropNotes(product)).toBe(kept);
  });
});

describe('how it comes, and counted goods in a list, are no part of the item', () => {
  it('"comes flat in a box" is packing, not flats (dress shoes)', () => {
    expectEstimateWithin('cat scratching post about 80cm / 2.5 ft tall, comes flat in a box', [50, 80], [3, 8], 'scratching post');
    expect(dropNotes('bookcase, comes flat packed')).toBe('bookcase');
  });

  it('a counted part noun in a list counts other goods: "4 bowls" is no bowl of a dinner plate', () => {
    const estimate = estimatePackage({ product: '4 dinner plates, 4 side plates, 4 bowls' });
    expect(estimate.estimate.matched).not.toBe('small spare part');
    expect(estimate.weight_kg).toBeGreaterThan(4);
  });

  it.each([
    ['lawn mower blade', 'lawn mower'],
    ['lawn mower 2 blades', 'lawn mower'],
    ['instant pot sealing ring', 'pressure cooker'],
  ])('a part noun right after the product stays a part: %s', (product, of) => {
    expect(estimatePackage({ product }).estimate.assumptions).toContainEqual(expect.stringContaining(`a part for a ${of}`));
  });
});

describe('"72 tin", "tin of 72": a tin of that many', () => {
  it.each(['faber castell polychromos 72 tin', 'polychromos tin of 72'])('%s is 72 pencils, not one 24-pencil tin', (product) => {
    expectEstimateWithin(product, [18, 50], [0.7, 1.5], 'colored pencils');
  });

  it('"3 tin signs" keeps its tin', () => {
    expect(estimatePackage({ product: '3 tin signs' }).estimate.matched).not.toBe('vinyl banner');
  });
});

describe('"boxed up like the bike shop does it" is packing', () => {
  it('is one road bike, not a road bike and a bicycle (31 kg)', () => {
    expectEstimateWithin('road bike 56cm frame, boxed up like the bike shop does it', [120, 160], [9, 17], 'road bike');
    expect(dropNotes('road bike, boxed up like the bike shop does it')).toBe('road bike');
  });
});

describe('a household step ladder, compost by the litre, a UK football', () => {
  it.each([
    // A 3-step ladder was the 1.9 m, 10 kg A-frame.
    ["3 step aluminum step ladder, I'll just wrap it", [95, 130], [3, 6], 'step ladder'],
    ['6 ft fiberglass step ladder', [165, 200], [7, 12], 'step ladder'],
    // A litre figure on a bag of compost was ignored (9 kg for a 50 L bag).
    ['50L bag multi purpose compost', [65, 95], [13, 22], 'potting soil'],
    ['bag of mulch 2 cubic feet', [65, 95], [11, 20], 'potting soil'],
    // A football from a soccer ball maker is a soccer ball, not an American football in a 41 cm box.
    ['adidas football size 5, inflated', [20, 30], [0.4, 0.8], 'sports ball'],
  ] as const)('%s', (product, length, weight, matched) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('an 8 ft step ladder is still a parcel', () => {
    expect(expectEstimateWithin('8 ft step ladder', [220, 270], [10, 16]).freight).toBeNull();
  });
});

describe('a PC and its case named side by side are one PC', () => {
  it.each([
    'old gaming pc, mid tower ATX case, no monitor or keyboard',
    'old gaming pc, mid tower ATX case, no monitor or keyboard (1 pc)',
  ])('%s is one tower, not a PC plus an empty case (23 kg)', (product) => {
    expectEstimateWithin(product, [45, 65], [7, 15]);
  });
});

describe('a box set of N books is one set', () => {
  it('"harry potter box set 7 books" is one set, not seven 12 kg boxes of books', () => {
    expectEstimateWithin('harry potter box set 7 books', [20, 40], [1.5, 7], 'book box set');
  });
});

describe('a Dyson Supersonic ships in its presentation box', () => {
  it.each(['dyson supersonic hairdryer, boxed with attachments', 'Dyson Supersonic hair dryer gift edition'])('%s weighs about 2 kg, not a 1.25 kg plain dryer', (product) => {
    expectEstimateWithin(product, [33, 45], [1.6, 2.8], 'premium hair dryer');
  });
});

describe('a chat correction: "X? no, the Y one"', () => {
  it.each([
    ['inflatable hot tub? no, the solid acrylic 5 seater one', 'solid acrylic 5 seater hot tub'],
    ['desk lamp? no, the floor one', 'floor lamp'],
    ['a queen mattress? sorry, the king one, to Leeds', 'king mattress, to Leeds'],
    // No correction: the text stays.
    ['is this a big box? no', 'is this a big box? no'],
    ['what size box for a kettle?', 'what size box for a kettle?'],
  ])('withSelfCorrection(%s)', (product, corrected) => {
    expect(withSelfCorrection(product)).toBe(corrected);
  });

  it('the solid hot tub is freight (the inflatable one was a parcel)', () => {
    const estimate = estimatePackage({ product: 'inflatable hot tub? no, the solid acrylic 5 seater one' });
    expect(estimate.estimate.matched).toBe('hot tub');
    expect(estimate.freight).not.toBeNull();
    expect(estimate.estimate.query).toBe('inflatable hot tub? no, the solid acrylic 5 seater one');
  });

  it('"desk lamp? no, the floor one" is a floor lamp', () => {
    expect(estimatePackage({ product: 'desk lamp? no, the floor one' }).estimate.matched).toBe('floor lamp');
  });
});

describe('a chat correction inside a sentence', () => {
  it.each([
    ['how much to ship inflatable hot tub? no, the solid acrylic 5 seater one?', 'how much to ship solid acrylic 5 seater hot tub?'],
    ['hi! I need to ship inflatable hot tub? no, the solid acrylic 5 seater one. thanks', 'hi! I need to ship solid acrylic 5 seater hot tub. thanks'],
  ])('withSelfCorrection(%s)', (product, corrected) => {
    expect(withSelfCorrection(product)).toBe(corrected);
  });
});
