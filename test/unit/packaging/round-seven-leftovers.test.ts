// Round seven of issue 15: faults left over from round six (test/eval/leftover-probes.json). Each row fails on the
// estimator before its change: N pieces of a tiny part, LPs, "single", "4 wheeler", number words in dimensions, a
// count before an inch fraction, "quantity 1 gallon of", a set number before "x2".
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import type { EstimateInput } from '../../../domain/packaging/index.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';
import { fastenerPieceKg } from '../../../domain/packaging/specs.ts';
import { looksPlural, normalizeText } from '../../../domain/packaging/text.ts';

const estimate = (product: string, quantity?: number): ReturnType<typeof estimatePackage> => {
  const input: EstimateInput = quantity === undefined ? { product } : { product, quantity };
  return estimatePackage(input);
};

describe('N pieces of a tiny part weigh N x the piece, in one small box', () => {
  it.each([
    ['100pcs 10k resistors', 0.15],
    ['100 pcs 2N2222 transistors', 0.15],
    ['500 pcs 1N4148 diodes', 0.4],
    ['50 pcs 5mm LEDs', 0.15],
    ['200 pcs JST connectors', 0.2],
    ['10 pcs LM7805 voltage regulators', 0.1],
  ] as const)('%s: loose electronic parts, at most %s kg', (product, maxKg) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('small electronic part');
    expect(result.freight).toBeNull();
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
    expect(result.length_cm).toBeLessThanOrEqual(30);
  });

  it.each([
    ['50 pcs M4 nuts', 'hex nuts', 0.15],
    ['25 pcs M5 washers', 'flat washers', 0.1],
    ['lot of 100 1/2 inch washers', 'flat washers', 1.2],
    ['lot of 50 3/8 inch washers', 'flat washers', 0.4],
    ['20 1/4 inch bolts', 'box of screws', 0.3],
  ] as const)('%s: a thread size names steel pieces (%s), at most %s kg', (product, matched, maxKg) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.freight).toBeNull();
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
    expect(result.length_cm).toBeLessThanOrEqual(30);
  });

  it('a nut and a washer weigh less than a bolt of the same thread; each about its real weight', () => {
    const m6 = { diameterMm: 6, lengthMm: null, text: 'm6' };
    expect(fastenerPieceKg(m6, 'washer')).toBeLessThan(fastenerPieceKg(m6, 'nut'));
    expect(fastenerPieceKg(m6, 'nut')).toBeLessThan(fastenerPieceKg(m6));
    // A 1/2 in SAE flat washer ~7.5 g, a 1/2 in hex nut ~17 g.
    const half = { diameterMm: 12.7, lengthMm: null, text: '1/2 in' };
    expect(fastenerPieceKg(half, 'washer')).toBeGreaterThan(0.005);
    expect(fastenerPieceKg(half, 'washer')).toBeLessThan(0.011);
    expect(fastenerPieceKg(half, 'nut')).toBeGreaterThan(0.012);
    expect(fastenerPieceKg(half, 'nut')).toBeLessThan(0.025);
  });

  it('a leading-zero code is never a number', () => {
    expect(normalizeText('100 pcs 0805 resistors')).not.toContain('0805');
    expect(normalizeText('0.5 inch')).toContain('0.5');
  });

  it('without a thread size, washers are still the washing machine', () => {
    expect(estimate('front load washer').estimate.matched).toBe('washing machine');
  });
});

describe('a count before an inch fraction is two numbers', () => {
  it.each([
    ['lot of 100 1/2 inch washers', '100 0.5 inch'],
    ['box of 100 1/4 inch rivets', '100 0.25 inch'],
    ['20 1/4 inch bolts', '20 0.25 inch'],
  ])('%s', (product, reading) => {
    expect(normalizeText(product)).toContain(reading);
  });

  it.each([
    ['3 1/2 inch screws', '3.5 inch'],
    ['2 1/2 inch pvc pipe', '2.5 inch'],
    ['24 1/2 inch table', '24.5 inch'],
  ])('%s stays a mixed number', (product, reading) => {
    expect(normalizeText(product)).toContain(reading);
  });
});

describe('LPs: a three-letter plural of an abbreviation', () => {
  it('LPs, CDs, EPs and TVs are plurals; abs, gps and pcs are not', () => {
    for (const word of ['lps', 'cds', 'eps', 'tvs']) expect(looksPlural(word)).toBe(true);
    for (const word of ['abs', 'gps', 'pcs', 'bus']) expect(looksPlural(word)).toBe(false);
  });

  it.each([
    ['Vinyl Record Lot 25 LPs Classic Rock', 5, 9],
    ['vinyl record collection 40 LPs', 8.5, 13],
    ['vinyl 12 lps', 2.5, 4.5],
    ['40 LPs', 8.5, 13],
  ] as const)('%s: a count of records, %s to %s kg', (product, low, high) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('vinyl record');
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
  });

  it.each(['levis 501 jeans', "levi's 501 jeans", "levi's 511 jeans 32x30"])('%s: a model number of three digits stays a name', (product) => {
    const result = estimate(product);
    expect(result.freight).toBeNull();
    expect(result.weight_kg).toBeLessThan(1.5);
  });

  it('a rock genre after records is no rock', () => {
    expect(estimate('vinyl record classic rock').estimate.matched).toBe('vinyl record');
    expect(estimate('cd lot 30 cds hard rock').estimate.matched).toBe('cd');
    expect(estimate('10 lbs of river rock').estimate.matched).not.toBe('vinyl record');
  });
});

describe('"single" says how many or which size, never what', () => {
  it.each(['single', 'a single item'])('%s: no partial match on "single"', (product) => {
    expect(estimate(product).estimate.matched).toBeNull();
  });

  it.each([
    ['single bed sheet', 'sheet set', 1.0],
    ['single fitted sheet', 'sheet set', 1.0],
    ['single bed duvet', 'comforter', 2.8],
    ['single cup blender', 'personal blender', 3],
  ] as const)('%s: %s, at most %s kg', (product, matched, maxKg) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
  });

  it('single serve coffee maker is still the coffee maker', () => {
    expect(estimate('single serve coffee maker').estimate.matched).toBe('single-serve coffee maker');
  });
});

describe('"4 wheeler" is a vehicle, not four of anything', () => {
  it.each(['4 wheeler atv', '4-wheeler', 'four wheeler', 'honda 4 wheeler'])('%s: one ATV, freight', (product) => {
    const result = estimate(product);
    expect(result.freight).not.toBeNull();
    expect(result.weight_kg).toBeLessThan(400);
    expect(result.estimate.assumptions.some((line) => line.includes('items packed'))).toBe(false);
  });

  it.each(['kids 4 wheeler ride on', 'kids 4-wheeler ride on toy', 'power wheels 4 wheeler'])('%s: a kids ride-on toy', (product) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('ride-on toy');
    expect(result.freight).toBeNull();
  });

  it('18 wheeler toy truck: one toy truck', () => {
    const result = estimate('18 wheeler toy truck');
    expect(result.estimate.matched).toBe('toy truck');
    expect(result.weight_kg).toBeLessThan(4);
  });

  it('4 wheel walker: a rollator', () => {
    expect(estimate('4 wheel walker').estimate.matched).toBe('rollator walker');
    expect(estimate('2 wheel walker').estimate.matched).toBe('walker');
  });
});

describe('number words in dimensions', () => {
  it.each([
    ['six x 9 rug', '6 x 9 rug'],
    ['five by seven rug', '5 by 7 rug'],
    ['four by six picture frame', '4 by 6 picture frame'],
    ['eight by ten area rug', '8 by 10 area rug'],
  ])('%s reads as %s', (product, reading) => {
    expect(normalizeText(product)).toBe(reading);
  });

  it.each(['two by four', 'two by four board 8 ft', 'I have two by four to send.'])('%s: lumber spelt out keeps its name', (product) => {
    expect(estimate(product).estimate.matched).toBe('lumber');
  });

  it.each([
    ['six x 9 rug', 150, 220, 8, 25],
    ['five by seven rug', 130, 190, 5, 16],
    ['three by five rug', 80, 120, 2, 7],
  ] as const)('%s: one rolled rug', (product, minLength, maxLength, minKg, maxKg) => {
    const result = estimate(product);
    expect(result.freight).toBeNull();
    expect(result.length_cm).toBeGreaterThanOrEqual(minLength);
    expect(result.length_cm).toBeLessThanOrEqual(maxLength);
    expect(result.weight_kg).toBeGreaterThanOrEqual(minKg);
    expect(result.weight_kg).toBeLessThanOrEqual(maxKg);
  });
});

describe('after "quantity", a number before a unit is a measure', () => {
  it.each(['quantity 1 gallon of olive oil', 'qty 1 gallon olive oil', 'quantity: 1 gallon of olive oil'])('%s keeps its gallon', (product) => {
    const parsed = parseQuery(product);
    expect(parsed.volumes.map((volume) => volume.unit)).toEqual(['gal']);
    expect(estimate(product).weight_kg).toBeGreaterThan(3.5);
  });

  it('qty 3 hdmi cables still counts three', () => {
    expect(parseQuery('qty 3 hdmi cables').counts.map((stated) => stated.count)).toEqual([3]);
  });
});

describe('a set or model number before "x2" is a name, then a count', () => {
  it.each([
    ['LEGO 75192 x2', 2],
    ['lego set 10294 x 3', 3],
  ] as const)('%s', (product, count) => {
    const parsed = parseQuery(product);
    expect(parsed.dimensions).toBeNull();
    expect(parsed.counts.map((stated) => stated.count)).toEqual([count]);
  });

  it.each(['LEGO 75192', 'lego set 10294'])('%s: one set, the number a name', (product) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('lego set');
    expect(result.estimate.assumptions.some((line) => line.includes('items packed'))).toBe(false);
  });
});

describe('second batch: SMD codes, tiny magnets, a genre as a list part', () => {
  it.each(['100 pcs 0805 resistors', '1000 pcs 0603 capacitors', '1206 resistors 200 pcs'])('%s: surface-mount parts of a few mg', (product) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('smd component');
    expect(result.weight_kg).toBeLessThan(0.15);
  });

  it.each(['100 pcs 6x3mm magnets', '30 pcs 10x2mm neodymium magnets'])('%s: disc magnets, not fridge magnets', (product) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('disc magnet');
    expect(result.weight_kg).toBeLessThan(0.2);
  });

  it('fridge magnets sized in inches stay fridge magnets', () => {
    expect(estimate('fridge magnets 3x2 in').estimate.matched).toBe('fridge magnet');
  });

  it('a list part that only names the records\' genre is no item', () => {
    const result = estimate('box of 20 LPs, hard rock');
    expect(result.estimate.matched).toBe('vinyl record');
    expect(result.weight_kg).toBeLessThan(8);
  });

  it('hex nuts pack as dense steel: 200 half-inch nuts in a box under 30 cm', () => {
    const result = estimate('200 1/2 inch nuts');
    expect(result.estimate.matched).toBe('hex nuts');
    expect(result.length_cm).toBeLessThanOrEqual(28);
  });
});

describe('a LEGO set number the catalog knows sizes the set', () => {
  it.each([
    ['LEGO 75192', 10, 25],
    ['Lego Technic 42143', 4, 9],
    ['lego 31120', 1.5, 3.5],
  ] as const)('%s: %s to %s kg', (product, low, high) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('lego set');
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
  });

  it('lego 10497 galaxy explorer: a LEGO set, not a phone', () => {
    expect(estimate('lego 10497 galaxy explorer').estimate.matched).toBe('lego set');
  });

  it('an unknown set number keeps the default set, and a bare number names nothing', () => {
    expect(estimate('lego 60337').weight_kg).toBeLessThan(2);
    expect(estimate('75192').estimate.matched).toBeNull();
  });
});
