// Round eleven of issue 15, packaging the sender names (r11-pack): a mailer, an envelope, a small box or packing
// material said as how the goods ship is never goods ("- bubble mailer" had been a pack of 25 mailers beside a pair of
// earbuds, "lots of bubble wrap" a 169 cm roll beside six wine glasses, "record mailer box" ten flat moving boxes), and
// a mailer or small box it names is the parcel's container when the goods fit it. Each row fails before its rule.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { namedPackaging } from '../../../domain/packaging/notes.ts';
import { packItems } from '../../../domain/packaging/pack.ts';
import type { PackableItem } from '../../../domain/packaging/pack.ts';

describe('packaging named as how it ships is read off the text, with the container it names', () => {
  it.each([
    ['AirPods Pro (2nd gen), factory sealed - bubble mailer', 'AirPods Pro (2nd gen), factory sealed', 'padded_mailer'],
    ["6 Riedel wine glasses - please assume lots of bubble wrap, they're fragile", "6 Riedel wine glasses, they're fragile", null],
    ['6 Fenty Gloss Bomb lip glosses, assorted shades, bubble mailer', '6 Fenty Gloss Bomb lip glosses, assorted shades', 'padded_mailer'],
    ["get_rate(item='Lord of the Rings extended edition trilogy, Blu-ray, sealed', packaging='padded envelope')", "get_rate(item='Lord of the Rings extended edition trilogy, Blu-ray, sealed')", 'padded_mailer'],
    ['wool scarf + pair of lined leather gloves, gift for my dad, small mailer', 'wool scarf + pair of lined leather gloves, gift for my dad', 'mailer'],
    ['25 vinyl LPs, mixed 70s rock, record mailer box', '25 vinyl LPs, mixed 70s rock', null],
    ["item: Hoka Clifton 9 women's 8 (lightly worn, no box); pack: poly mailer", "item: Hoka Clifton 9 women's 8 (lightly worn, no box)", 'poly_mailer'],
    ['iPhone 13 128GB, no box, bubble wrapped in a small box', 'iPhone 13 128GB, no box', 'box'],
    ["sold my nano puff jacket on poshmark, it'll go in a poly mailer - what's postage?", "sold my nano puff jacket on poshmark - what's postage?", 'poly_mailer'],
    ['glass flower vase 30 cm tall, will use lots of packing peanuts', 'glass flower vase 30 cm tall', null],
    ['Funko Pop in its box, small box with bubble wrap', 'Funko Pop in its box', 'box'],
    ['4 loose Hot Wheels cars in a bubble mailer', '4 loose Hot Wheels cars', 'padded_mailer'],
    ['queen down comforter, I can vacuum-bag it to squash it into a box', 'queen down comforter, vacuum-packed to squash it into a box', null],
  ] as const)('%s', (product, text, container) => {
    expect(namedPackaging(product)).toEqual({ text, container });
  });

  it.each([
    // Packaging as the goods: a count or pack before it, the text opening with it, a goods noun after it.
    '50 poly mailers 10x13',
    'pack of 100 bubble mailers',
    'padded envelopes 6x10, 50 pack',
    'bubble wrap roll 12 in x 100 ft',
    'need lots of bubble wrap',
    'ship some bubble wrap',
    'vase, with bubble wrap rolls',
    'greeting card with envelope',
    'box of 500 envelopes',
  ])('%s stays as it is', (product) => {
    expect(namedPackaging(product)).toEqual({ text: product, container: null });
  });
});

describe('the parcel of goods whose packaging the text names', () => {
  it.each([
    // [text, matched, longest side (cm), weight (kg)]
    ["6 Riedel wine glasses - please assume lots of bubble wrap, they're fragile", 'wine glass', [30, 47], [1.6, 3.4]],
    ['25 vinyl LPs, mixed 70s rock, record mailer box', 'vinyl record', [30, 40], [5, 8]],
    ['iPhone 13 128GB, no box, bubble wrapped in a small box', 'smartphone', [16, 24], [0.3, 0.55]],
    ['queen down comforter, I can vacuum-bag it to squash it into a box', 'comforter', [38, 50], [2, 3.5]],
    ['king size down duvet, vacuum-bagged into a box', 'comforter', [38, 55], [2.2, 4]],
    ['12 LP records, record mailer box', 'vinyl record', [30, 40], [2.5, 4]],
    ['Kindle Paperwhite (11th gen), like new, padded envelope', 'e-reader', [20, 32], [0.25, 0.5]],
    ["item: Hoka Clifton 9 women's 8 (lightly worn, no box); pack: poly mailer", 'sneakers', [30, 42], [0.5, 0.8]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.length_cm).toBeGreaterThanOrEqual(length[0]);
    expect(estimate.length_cm).toBeLessThanOrEqual(length[1]);
    expect(estimate.weight_kg).toBeGreaterThanOrEqual(weight[0]);
    expect(estimate.weight_kg).toBeLessThanOrEqual(weight[1]);
  });

  it.each([
    ['AirPods Pro (2nd gen), factory sealed - bubble mailer', 'padded mailer'],
    ['6 Fenty Gloss Bomb lip glosses, assorted shades, bubble mailer', 'padded mailer'],
    ["item: Hoka Clifton 9 women's 8 (lightly worn, no box); pack: poly mailer", 'poly mailer'],
    ['men\'s cotton hoodie size L, ships in a poly mailer', 'poly mailer'],
  ])('%s ships in the named mailer', (product, mailer) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.box).toContain(mailer);
    expect(estimate.estimate.matched).not.toMatch(/mailers|blinds/);
    expect(estimate.length_cm).toBeLessThan(40);
  });

  it('a small box the text names is a carton, not a mailer, and "small" does not shrink the goods', () => {
    const estimate = estimatePackage({ product: 'iPhone 13 128GB, no box, bubble wrapped in a small box' });
    expect(estimate.estimate.box).toMatch(/ in box$/);
  });

  it('the packaging is no second item beside the goods', () => {
    expect(estimatePackage({ product: 'wool scarf + pair of lined leather gloves, gift for my dad, small mailer' }).estimate.matched).toBe('scarf + gloves');
    expect(estimatePackage({ product: '2 paperback novels, padded mailer' }).estimate.matched).toBe('paperback book');
  });

  it('packaging as the goods stays goods', () => {
    expect(estimatePackage({ product: '50 poly mailers 10x13' }).estimate.matched).toBe('poly mailers');
    expect(estimatePackage({ product: 'pack of 100 bubble mailers' }).estimate.matched).toBe('bubble mailers');
    expect(estimatePackage({ product: 'bubble wrap roll 12 in x 100 ft' }).estimate.matched).toBe('bubble wrap roll');
  });

  it.each([', brand new sealed', ' | NWT', ' | qty 1', ', NOS, bin T3', '; VGC; $45.00; needs box'])('notes after a named mailer do not change the parcel (%s)', (tail) => {
    const base = estimatePackage({ product: 'AirPods Pro (2nd gen), factory sealed - bubble mailer' });
    const other = estimatePackage({ product: `AirPods Pro (2nd gen), factory sealed - bubble mailer${tail}` });
    expect(other.length_cm / base.length_cm).toBeCloseTo(1, 1);
    expect(other.weight_kg / base.weight_kg).toBeCloseTo(1, 1);
  });
});

describe('packing in the mailer the sender names', () => {
  it('takes fragile and rigid goods the mailer rules alone would box', () => {
    const glass: PackableItem = { dims: [10, 8, 6], weight_kg: 0.3, fragile: true, form: 'box', prePacked: false };
    expect(packItems(glass, 1).container?.kind).not.toBe('padded_mailer');
    expect(packItems({ ...glass, namedMailer: 'padded_mailer' }, 1).container?.kind).toBe('padded_mailer');
  });

  it('folds soft goods to the size of a poly mailer', () => {
    const coat: PackableItem = { dims: [44, 34, 10.8], weight_kg: 1, fragile: false, form: 'soft', prePacked: false };
    const parcel = packItems({ ...coat, namedMailer: 'poly_mailer' }, 1);
    expect(parcel.container?.kind).toBe('poly_mailer');
    expect(parcel.dims[0]).toBeLessThan(50);
  });

  it('puts several small goods in it as one block, and more of them never weigh less', () => {
    const gloss: PackableItem = { dims: [10, 3, 3], weight_kg: 0.03, fragile: false, form: 'box', prePacked: false, namedMailer: 'padded_mailer' };
    const six = packItems(gloss, 6);
    expect(six.container?.kind).toBe('padded_mailer');
    let previous = 0;
    for (const count of [1, 2, 3, 6, 12, 25, 60]) {
      const parcel = packItems(gloss, count);
      expect(parcel.weight_kg).toBeGreaterThanOrEqual(previous);
      previous = parcel.weight_kg;
    }
  });
});
