// Round six: the word tables are Maps, so a word that names a member of every object ("constructor", "toString",
// "valueOf") is read like any other word. Normalisation used to drop "constructor" alone, because a plain-object
// table answered it with Object's constructor; the stemmer still gave a function for it and looksPlural called it
// (and "toString", "valueOf"…) a plural. Every row of the first two blocks fails on the estimator before the
// change; the last block guards the estimates.
import { describe, expect, it } from 'vitest';
import { estimatePackage, freightWordsIn } from '../../../domain/packaging/index.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';
import { looksPlural, normalizeText, stem } from '../../../domain/packaging/text.ts';

const MEMBER_NAMES = [...Object.getOwnPropertyNames(Object.prototype), 'prototype'];
const NAMES = [...new Set(MEMBER_NAMES.flatMap((name) => [name, name.toLowerCase()]))];

describe('"constructor" is a word like any other', () => {
  it.each([
    ['lego constructor set', 'lego constructor set'],
    ['Constructor toy', 'constructor toy'],
    ['2 constructors 12in', '2 constructors 12 in'],
  ])('normalizeText keeps it: %s', (raw, normalized) => {
    expect(normalizeText(raw)).toBe(normalized);
  });
});

describe('the stemmer reads member names as words', () => {
  it.each(NAMES)('stem(%s) is a string', (name) => {
    expect(typeof stem(name)).toBe('string');
  });

  it.each(NAMES.filter((name) => !name.endsWith('s')))('looksPlural(%s) is false', (name) => {
    expect(looksPlural(name)).toBe(false);
  });

  it('stems "constructor" and "constructors" alike', () => {
    expect(stem('constructors')).toBe(stem('constructor'));
    expect(looksPlural('constructors')).toBe(true);
  });
});

describe('member names in product text', () => {
  // The member name is one more word the catalog does not know: the rest of the text decides the estimate.
  it.each([
    ['toString cable 2 pack', 'cable 2 pack'],
    ['hasOwnProperty mug', 'mug'],
    ['__proto__ toy car', 'toy car'],
    ['valueOf lamp 12 in', 'lamp 12 in'],
    ['6 isPrototypeOf coffee mugs', '6 coffee mugs'],
  ])('%s is sized as %s', (product, without) => {
    const withName = estimatePackage({ product });
    const plain = estimatePackage({ product: without });
    expect(withName.estimate.matched).toBe(plain.estimate.matched);
    expect([withName.length_cm, withName.width_cm, withName.height_cm, withName.weight_kg, withName.estimate.quantity]).toEqual([plain.length_cm, plain.width_cm, plain.height_cm, plain.weight_kg, plain.estimate.quantity]);
  });

  it.each(NAMES)('%s: no unit, count, wheel size or freight word read from it', (name) => {
    const parsed = parseQuery(`2 ${name}`);
    expect([parsed.lengths, parsed.weights, parsed.volumes]).toEqual([[], [], []]);
    expect(parsed.wheelInches).toBeNull();
    expect(freightWordsIn(name)).toBeNull();
    expect(estimatePackage({ product: `${name} with lithium battery` }).estimate.restricted).toEqual(['lithium_battery']);
  });
});
