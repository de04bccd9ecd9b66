// Round seven of issue 15: mechanisms found by reading sealed-6's misses (the set is tuned on from this round). Each
// row fails on the estimator before its change; most rows are neighbours of the sealed row, not the row itself.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { listParts } from '../../../domain/packaging/combined.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('ISO paper sizes size flat art and paper', () => {
  it.each([
    ['framed A3 print', '42 x 29.7 cm'],
    ['A4 prints x 3', '29.7 x 21 cm'],
    ['a5 notebook', '21 x 14.8 cm'],
    ['A2 canvas print', '59.4 x 42 cm'],
  ] as const)('%s reads its paper size as %s', (product, size) => {
    expect(normalizeText(product)).toContain(size);
  });

  it('an A4 beside no flat art is a name (an Audi A4)', () => {
    expect(normalizeText('audi a4 brake pads')).toContain('a4');
    expect(estimatePackage({ product: 'audi a4 brake pads' }).estimate.matched).toBe('brake pads');
  });

  it.each([
    ['framed A3 print with glass', [45, 62], [1, 4]],
    ['A4 art print', [25, 36], [0.02, 0.4]],
    ['3 unframed A4 prints', [25, 36], [0.05, 0.5]],
    ['four A4 sketch books, hardbound', [28, 40], [1.2, 3]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight);
  });

  it('a sheet no longer than A4 ships flat; a larger poster still ships rolled', () => {
    expect(estimatePackage({ product: 'A4 print' }).estimate.box).not.toMatch(/tube/);
    expect(estimatePackage({ product: 'poster' }).length_cm).toBeGreaterThan(60);
  });
});

describe('how it is packed is no item', () => {
  it.each([
    ['wooden high chair, flat pack', 'high chair'],
    ['cat tree, flat packed', 'cat tree'],
    ['a 100ml bottle of perfume, gift boxed', 'perfume'],
    ['scented candle, gift wrapped', 'scented candle'],
    ['white school shirts, short sleeve', 't-shirt'],
    ['long sleeve t-shirt', 't-shirt'],
  ] as const)('%s is %s alone', (product, matched) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(matched);
  });

  it('a flat-pack wardrobe keeps its own entry', () => {
    expect(estimatePackage({ product: 'wardrobe flat pack' }).freight).toBeNull();
  });
});

describe('a quantity counts the packages the text names', () => {
  it('"cans of tennis balls" with a quantity of 4 is four cans, not four balls', () => {
    const estimate = estimatePackage({ product: 'cans of tennis balls', quantity: 4 });
    expect(estimate.weight_kg).toBeGreaterThan(0.8);
  });

  it('"tennis balls" with a quantity of 6 is still six balls (two cans)', () => {
    expect(estimatePackage({ product: 'tennis balls', quantity: 6 }).weight_kg).toBeLessThan(0.7);
  });
});

describe('a bed size said once sizes every bedding part', () => {
  it('"king size bed frame plus mattress" sizes the mattress as a king', () => {
    expect(listParts('king size bed frame plus mattress')).toEqual(['king size bed frame', 'king mattress']);
  });

  it('a king bed frame and mattress together are past the parcel limits', () => {
    expect(estimatePackage({ product: 'king size bed frame plus mattress' }).freight).not.toBeNull();
  });

  it('a non-bedding part takes no bed size', () => {
    expect(listParts('queen duvet and a lamp')).toEqual(['queen duvet', 'a lamp']);
  });
});

describe('British and Australian names, and goods an older entry answered for at the wrong size', () => {
  it.each([
    ['queen size doona, feather and down', 'comforter', [40, 65], [1.5, 5]],
    ['doona car seat stroller', 'stroller', [70, 110], [8, 18]],
    ['budgie cage', 'bird cage', [40, 80], [2, 10]],
    ['cordless stick hoover', 'stick vacuum', [60, 95], [3, 8]],
    ['American style fridge freezer', 'refrigerator', [150, 200], [80, 150]],
    ['cufflinks', 'cufflinks', [8, 20], [0.03, 0.2]],
    ['two cushion covers', 'cushion cover', [35, 65], [0.15, 0.6]],
    ['waxed cotton jacket', 'waxed jacket', [35, 55], [1.1, 2.2]],
    ['football boots size 10', 'sneakers', [30, 40], [0.7, 1.4]],
    ['christmas pudding', 'christmas pudding', [15, 28], [0.8, 1.6]],
    ['wooden field easel', 'field easel', [50, 80], [1.8, 3.8]],
    ['bundle of baby clothes', 'clothing lot', [25, 45], [0.6, 2]],
  ] as const)('%s is a %s', (product, matched, length, weight) => {
    const estimate = estimatePackage({ product });
    if (matched === 'refrigerator') expect(estimate.freight).not.toBeNull();
    else expectEstimateWithin(product, length, weight);
    expect(estimate.estimate.matched).toBe(matched);
  });
});

describe('jewelry ships in its small gift box (its longest side had a median of 1.32 times the truth over 22 tuning rows)', () => {
  it.each([
    ['gold wedding band', [9, 14], [0.04, 0.15]],
    ['gold necklace', [10, 15], [0.04, 0.15]],
    ['freshwater pearl bracelet', [12, 18], [0.06, 0.18]],
    ['sterling silver hoop earrings', [9, 15], [0.03, 0.1]],
  ] as const)('%s', (product, length, weight) => {
    expectEstimateWithin(product, length, weight);
  });

  it('a lot of gift-boxed jewelry still ships loose, not box by box', () => {
    expectEstimateWithin('lot of 50 necklaces', [15, 32], [0.5, 2]);
    expectEstimateWithin('lot of 200 bracelets', [20, 45], [1, 5]);
  });
});

describe('a leading count before a name that starts with a spec word counts the named thing', () => {
  it.each([
    ['2 bar carts', 2],
    ['3 light sabers', 3],
    ['2 disc golf discs', 2],
  ] as const)('%s is %i of them', (product, quantity) => {
    expect(estimatePackage({ product }).estimate.quantity).toBe(quantity);
  });

  it.each(['5 light chandelier', '2 person tents', '6 string guitar'])('%s keeps its spec', (product) => {
    expect(estimatePackage({ product }).estimate.quantity).toBe(1);
  });
});

describe('found on chat-style text written for the purpose (round seven)', () => {
  it('a bare rug size too large for feet is centimetres (120x170 was a 37 m, 5.7 t rug)', () => {
    expectEstimateWithin('rug 120x170', [100, 180], [3, 15]);
    expectEstimateWithin('rug 5x8', [140, 170], [6, 20]);
    expectEstimateWithin('doormat 24x36', [60, 110], [1, 6]);
  });

  it('a one-word part naming the same kind of thing says which one, not a second item', () => {
    expect(estimatePackage({ product: 'got a hoover to send to my sister, Dyson, boxed' }).estimate.matched).not.toContain('+');
    expect(estimatePackage({ product: 'iPad, AirPods' }).estimate.matched).toBe('tablet + wireless earbuds');
  });
});

describe('the wheel size of a bike named before it', () => {
  it.each(['kids bike, 16 inch wheels', 'kids bike 16 inch wheels', 'Kids Bike, 20" Wheels, Blue'])('%s is the bike, not a bike wheel', (product) => {
    expect(estimatePackage({ product }).estimate.matched).toBe('kids bike');
  });

  it('"26 inch bike wheels" are still wheels', () => {
    expect(estimatePackage({ product: '26 inch bike wheels' }).estimate.matched).toBe('bike wheel');
  });
});
