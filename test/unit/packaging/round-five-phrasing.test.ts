// The fifth round of issue-15 changes, phrasing: how listing titles, terse requests, returns and small-business lots
// state quantities (test/eval/phrasing-probes.json). Each row fails on the estimator before this round.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { packItems } from '../../../domain/packaging/pack.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';

const quantityOf = (product: string): number => estimatePackage({ product }).estimate.quantity;

describe('a return names its shop, carrier and label: paperwork, not the contents', () => {
  it.each(['return Amazon package', 'return package to sender', 'amazon return'])('%s → the generic small parcel', (product) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBeNull();
    expect(estimate.weight_kg).toBeLessThan(1.5);
  });

  it('"ups return label for a coffee maker" is a coffee maker', () => {
    expect(estimatePackage({ product: 'ups return label for a coffee maker' }).estimate.matched).toBe('coffee maker');
  });

  it('a label maker or printer being returned is the goods ("returning a label maker")', () => {
    expect(estimatePackage({ product: 'returning a label maker' }).estimate.matched).toBe('label printer');
  });

  it('outside a return the names stay ("amazon echo dot")', () => {
    expect(parseQuery('amazon echo dot').tokens.map((token) => token.raw)).toContain('amazon');
  });
});

describe('counts a listing title puts after its words', () => {
  it('"(6)" in brackets is a count; a four-digit number in brackets is not', () => {
    expect(normalizeText('ceramic coffee mugs (6)')).toBe('ceramic coffee mugs qty 6');
    expect(quantityOf('ceramic coffee mugs (6)')).toBe(6);
    expect(normalizeText('lego set (75192)')).not.toContain('qty');
  });

  it.each([
    ['honey 12 jars 1 lb', 12],
    ['wholesale lot 100 lip balms', 100],
    ['lot of Hot Wheels 50 cars', 50],
    ['Hot Wheels 50 car lot loose', 50],
  ] as const)('%s → %i', (product, quantity) => {
    expect(quantityOf(product)).toBe(quantity);
  });

  it('without a lot word or a container, a number after a word stays a name ("levi\'s 501 jeans", "iphone 15 cases")', () => {
    expect(quantityOf("levi's 501 jeans")).toBe(1);
    expect(quantityOf('iphone 15 cases')).toBe(1);
  });

  it('a lot with a count of its own keeps that count ("levi\'s 501 jeans 32x30 lot of 3")', () => {
    expect(quantityOf("Levi's 501 jeans 32x30 lot of 3")).toBe(3);
  });
});

describe('cases and packs of containers', () => {
  it('"case of tennis balls 24 cans" is one case of 24 cans, not 12 cases', () => {
    const estimate = estimatePackage({ product: 'case of tennis balls 24 cans' });
    expect(estimate.estimate.quantity).toBe(24);
    expect(estimate.weight_kg).toBeGreaterThan(4);
    expect(estimate.weight_kg).toBeLessThan(8);
  });

  it('"baby wipes 12 pack" is twelve packs of wipes (80 to a pack), not twelve wipes', () => {
    expect(estimatePackage({ product: 'baby wipes 12 pack' }).weight_kg).toBeGreaterThan(4);
    // A count near a pack's pieces still counts pieces: "golf balls 12 pack" is one dozen box.
    expect(estimatePackage({ product: 'golf balls 12 pack' }).weight_kg).toBeLessThan(1);
  });

  it('"box of 1000 drywall screws" matched to the catalog\'s box of screws is that one box', () => {
    const estimate = estimatePackage({ product: 'box of 1000 drywall screws' });
    expect(estimate.estimate.matched).toBe('box of screws');
    expect(estimate.weight_kg).toBeLessThan(3);
  });
});

describe('piece counts of a plural item count it', () => {
  it.each(['6pcs ceramic coffee mugs', 'coffee mugs 6 pcs'])('%s → 6 mugs', (product) => {
    expect(quantityOf(product)).toBe(6);
  });

  it('a piece count of one item or a set stays a spec', () => {
    expect(quantityOf('1000 piece puzzle')).toBe(1);
    expect(quantityOf('12 piece knife set')).toBe(1);
  });
});

describe('numbers that name a kind, not a count', () => {
  it('"mechanical keyboard 87 key" is a computer keyboard; "61 key keyboard" a music one', () => {
    expect(estimatePackage({ product: 'mechanical keyboard 87 key' }).estimate.matched).toBe('computer keyboard');
    expect(estimatePackage({ product: '104 key keyboard' }).estimate.matched).toBe('computer keyboard');
    expect(estimatePackage({ product: '61 key keyboard' }).estimate.matched).not.toBe('computer keyboard');
  });

  it('"cassette 11 speed" is a bike cassette', () => {
    const estimate = estimatePackage({ product: 'cassette 11 speed' });
    expect(estimate.estimate.matched).toBe('bike cassette');
    expect(estimate.estimate.quantity).toBe(1);
  });

  it('"2 x 27 inch monitors" is two 27 in monitors, not a 2 by 27 inch box', () => {
    const parsed = parseQuery('2 x 27 inch monitors');
    expect(parsed.dimensions).toBeNull();
    expect(parsed.counts.map((stated) => stated.count)).toEqual([2]);
    expect(parsed.lengths.map((length) => length.value)).toEqual([27]);
    expect(estimatePackage({ product: '2 x 27 inch monitors' }).weight_kg).toBeGreaterThan(10);
  });

  it('"8 x 10 in frames" stays a frame size', () => {
    expect(parseQuery('8 x 10 in frames').dimensions?.values).toEqual([8, 10]);
  });
});

describe('a count of something else does not multiply the item\'s own count', () => {
  it.each([
    ['set of 4 dinner plates + 2 bowls', 4],
    ['set of 4 wine glasses + 2 decanters', 4],
  ] as const)('%s → %i', (product, quantity) => {
    expect(quantityOf(product)).toBe(quantity);
  });

  it('a count in another part still counts when the item has none ("shampoo and conditioner 2 pack")', () => {
    expect(quantityOf('shampoo and conditioner 2 pack')).toBe(2);
  });
});

describe('a bulk lot packs in a carton, not a long thin tube of cartons', () => {
  it('50 candles of 12 x 10 x 10 cm go in a near-cubic grid', () => {
    const parcel = packItems({ dims: [12, 10, 10], weight_kg: 0.4, fragile: false, form: 'box', prePacked: false }, 50);
    expect(parcel.dims[0]).toBeLessThan(2.5 * parcel.dims[1]);
  });

  it('long items still lie side by side at their own length (3 bats)', () => {
    const parcel = packItems({ dims: [84, 7, 7], weight_kg: 0.9, fragile: false, form: 'box', prePacked: false }, 3);
    expect(parcel.dims[0]).toBeGreaterThan(84);
    expect(parcel.dims[0]).toBeLessThan(95);
  });
});

describe('wholesale shorthand', () => {
  it.each([
    ['mugs set/4', 4],
    ['glass jars 12/case', 12],
    ['socks 2 pr', 2],
    ['eggs 2 dz', 24],
    ['t-shirts lot 20', 20],
    ['lot 20 hot wheels', 20],
  ] as const)('%s → %i', (product, quantity) => {
    expect(quantityOf(product)).toBe(quantity);
  });

  it('"lot 20" with no plural in sight may be an auction lot number', () => {
    expect(quantityOf('lot 20 vintage lamp')).toBe(1);
  });

  it('fractions stay fractions ("1/2 in drill bit")', () => {
    expect(normalizeText('1/2 in drill bit')).toBe('0.5 in drill bit');
  });
});

describe('a count before another noun does not count the item that has its own number', () => {
  it('"2 mugs 1 teapot" is one teapot', () => {
    expect(quantityOf('2 mugs 1 teapot')).toBe(1);
  });

  it('"3 boxes of golf balls" still counts the boxes', () => {
    expect(quantityOf('3 boxes of golf balls')).toBe(3);
  });
});

describe('model years name what a part fits, never a count', () => {
  it.each(['Fits 2015-2020 Ford F-150 Floor Mats', '2019 honda civic floor mats'])('%s → one set of mats', (product) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.quantity).toBe(1);
    expect(estimate.freight).toBeNull();
  });

  it('a year-sized number before a plural still counts ("2000 stickers")', () => {
    expect(quantityOf('2000 stickers')).toBe(2000);
  });
});

describe('identifiers, shares and parcel numbers are never counts', () => {
  it.each([
    '100% cotton t-shirt',
    '25% off hoodie',
    'order #12345 phone case',
    'order 12345 phone case',
    'Friends Complete Series Season 1-10 DVD',
    'box 1 of 3 kitchen stuff',
    'part 2 of 2 guitar',
    '2 of 3 boxes books',
  ])('%s → 1', (product) => {
    expect(quantityOf(product)).toBe(1);
  });

  it('a title\'s number stays a token for brand phrases ("olaplex no 3"); its range end is dropped', () => {
    expect(parseQuery('olaplex no 3 hair perfector').tokens.map((token) => token.raw)).toContain('3');
    expect(parseQuery('season 1-10 dvd').tokens.map((token) => token.raw)).not.toContain('10');
  });

  it('"set of 4" and "lot of 3" still count', () => {
    expect(quantityOf('set of 4 mugs')).toBe(4);
    expect(quantityOf('lot of 3 hoodies')).toBe(3);
  });
});

describe('record words make only long numbers identifiers; a dropped word ends a name', () => {
  it.each([
    ['etsy order: 3 mugs', 3],
    ['wholesale order 48 candles', 48],
    ['wholesale order 1000 stickers', 1000],
  ] as const)('%s → %i', (product, quantity) => {
    expect(quantityOf(product)).toBe(quantity);
  });

  it('a name goes on where no word was dropped ("iphone 15 cases")', () => {
    expect(quantityOf('iphone 15 cases')).toBe(1);
  });
});

describe('"10 lb box of candles" weighs the box, not one candle', () => {
  it('several candles making up 10 lb, not one 10 lb candle in a jar on top', () => {
    const estimate = estimatePackage({ product: '10 lb box of candles' });
    expect(estimate.estimate.quantity).toBeGreaterThan(1);
    expect(estimate.weight_kg).toBeLessThan(6.5);
  });

  it('a box-of item by weight is still one box ("5 lb box of chocolates"), and a jar is one jar', () => {
    expect(quantityOf('5 lb box of chocolates')).toBe(1);
    expect(parseQuery('40 oz jar of peanut butter').weights[0]?.ofContainer).toBeUndefined();
  });
});

describe('a case of retail boxes counts the boxes', () => {
  it('"case of 10 boxes of nitrile gloves" is ten boxes of 100, not ten gloves', () => {
    const estimate = estimatePackage({ product: 'case of 10 boxes of nitrile gloves' });
    expect(estimate.estimate.matched).toBe('box of disposable gloves');
    expect(estimate.weight_kg).toBeGreaterThan(5);
    expect(parseQuery('case of 10 boxes of nitrile gloves').counts[0]?.text).toBe('case of 10 boxes');
  });
});

describe('"pair" after the item reads as "a pair of"', () => {
  it.each(['5 lb dumbbells pair', 'dumbbell pair 10 lb'])('%s → two dumbbells', (product) => {
    expect(quantityOf(product)).toBe(2);
  });

  it('an item sold as a pair stays one ("bookshelf speakers pair", "socks pair")', () => {
    expect(quantityOf('bookshelf speakers pair')).toBe(1);
    expect(quantityOf('socks pair')).toBe(1);
  });
});

describe('a bundle\'s number counts what comes with the item', () => {
  it('"Nintendo Switch bundle 3 games" is one console', () => {
    expect(quantityOf('Nintendo Switch bundle 3 games')).toBe(1);
  });
});

describe('a count in a later part before a noun the match did not use counts that noun', () => {
  it('"Nintendo Switch OLED + 3 games bundle" is one console', () => {
    expect(quantityOf('Nintendo Switch OLED + 3 games bundle')).toBe(1);
  });

  it('"table and 4 chairs" is one table with its chairs: freight by kind, not four tables', () => {
    const estimate = estimatePackage({ product: 'table and 4 chairs' });
    expect(estimate.estimate.quantity).toBe(1);
    expect(estimate.freight?.reason).toContain('dining table with its chairs');
  });
});
