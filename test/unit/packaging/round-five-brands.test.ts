// Round five of issue 15, brand and model names: words inside brand and model names, typo guesses and listing
// shorthand must not decide which catalog item a marketplace title names. Each row fails before this round.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { nameCasedWords, repairTokens } from '../../../domain/packaging/match.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';
import { normalizeText } from '../../../domain/packaging/text.ts';

const matched = (product: string): string | null => estimatePackage({ product }).estimate.matched;

describe('a typo-repair guess gives way to what the text already names', () => {
  it.each([
    ['Birkenstock Arizona Soft Footbed Taupe 39', 'sandals'],
    ['Funko Pop Lot of 10 Mixed', 'action figure'],
  ] as const)('a word written as a name is not a typo: %s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it('a lower-case guess loses to a correctly written generic name ("mugs mixed colors" is no mixer)', () => {
    expect(matched('mugs mixed colors')).toBe('coffee mug');
  });

  it('a guess still wins when nothing else is named, or only a brand in lower case', () => {
    expect(matched('wireless hedphones')).toBe('headphones');
    expect(matched('Hedphones for my son')).toBe('headphones');
    expect(matched('shark vacum')).toBe('upright vacuum');
    expect(matched('coffe table')).toBe('coffee table');
  });

  it('names are capitalised words in mixed-case text, not a lone sentence-initial capital', () => {
    expect([...nameCasedWords('Birkenstock Arizona Taupe sandals')]).toEqual(['birkenstock', 'arizona', 'taupe']);
    expect([...nameCasedWords('Hedphones for my son')]).toEqual([]);
    expect([...nameCasedWords('WIRELESS HEDPHONES')]).toEqual([]);
    expect([...nameCasedWords('Xbox controller OEM')]).toEqual(['oem']);
    expect([...nameCasedWords('Xbox Controller OEM')]).toEqual(['xbox', 'controller', 'oem']);
  });
});

describe('a catalog name with "and" inside is one name, not two items', () => {
  it.each(['Black & Decker leaf blower', 'melissa and doug art easel', 'K&N air filter'])('%s stays in one segment', (product) => {
    const repaired = repairTokens(parseQuery(product).tokens);
    expect(repaired.tokens.every((token) => token.segment === 0)).toBe(true);
  });

  it('"laptop and mouse" still splits', () => {
    expect(repairTokens(parseQuery('laptop and mouse').tokens).tokens.at(-1)?.segment).toBe(1);
  });

  it.each([
    ['Black and Decker Cordless Handheld Vacuum', 'handheld vacuum'],
    ['Melissa & Doug Deluxe Standing Art Easel', 'easel'],
  ] as const)('a head named in two words beats a brand whose item is of another kind: %s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it('a one-word head of another kind still leaves the brand its item ("hot wheels cars")', () => {
    expect(matched('hot wheels cars')).toBe('toy car');
  });
});

describe('"+" at the end of a name is "plus", not a second item', () => {
  it('"Ryobi One+ leaf blower" is one segment and a leaf blower', () => {
    expect(normalizeText('Ryobi One+ leaf blower')).toBe('ryobi one plus leaf blower');
    expect(matched('Ryobi One+ leaf blower')).toBe('leaf blower');
  });

  it('"Black+Decker" is still "black and decker"', () => {
    expect(normalizeText('Black+Decker drill')).toBe('black and decker drill');
  });
});

describe('listing shorthand says the condition, never the item', () => {
  it('a trailing "NWT" is not the head noun ("Levi\'s trucker jacket NWT" is a jacket, not the brand\'s jeans)', () => {
    expect(matched('Levi\'s trucker jacket NWT')).toBe('jacket');
  });

  it.each([
    ['Nike Air Max New In Box', 'nike air max new'],
    ['dress new with tags free shipping', 'dress new'],
    ['Xbox controller OEM tested', 'xbox controller'],
  ] as const)('%s → tokens "%s"', (product, tokens) => {
    expect(parseQuery(product).tokens.map((token) => token.raw).join(' ')).toBe(tokens);
  });
});

describe('a brand trailing a generic name of its own category is the maker', () => {
  it('"Barbie Doll Lot Vintage 1990s Mattel" is a doll', () => {
    expect(matched('Barbie Doll Lot Vintage 1990s Mattel')).toBe('doll');
  });
});

describe('a bare head noun after a brand whose own item answers to it is the brand\'s item', () => {
  it.each([
    ['Tonka Classic Steel Dump Truck', 'toy truck'],
    ['Converse Chuck Taylor All Star Hi Top Red Size 8', 'sneakers'],
  ] as const)('%s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it('a two-word head keeps its own kind ("trek kids bike")', () => {
    expect(matched('trek kids bike')).toBe('kids bike');
  });
});

describe('a model code after a short hyphenated prefix is one word', () => {
  it('"AT-LP60X" is a model, so "at" starts no second item', () => {
    expect(normalizeText('Audio-Technica AT-LP60X Turntable')).toBe('audio technica atlp60x turntable');
    expect(matched('Audio-Technica AT-LP60X Turntable')).toBe('turntable');
  });
});
