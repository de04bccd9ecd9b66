// normalizeText skips passes that cannot match (ASCII text, text without digits); it must always give what
// applying every pass gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_CATALOG } from '../../../domain/packaging/index.ts';
import { normalizeText, normalizeTextEveryPass } from '../../../domain/packaging/text.ts';

// Pieces that exercise every pass: numbers, marks, fractions, units, typographic quotes, accents, compatibility
// characters that NFKD turns into digits (½, ², fullwidth 1), and plain words.
const PIECES = [
  ' ', '  ', '-', '.', ',', '/', '*', '&', '+', "'", "''", '"', '\u201c', '\u201d', '\u2018', '\u2019', '\u2032', '\u2033', '\u00d7',
  '\u00bd', '\u00b2', '\uff11', 'e\u0301', 'caf\u00e9', '\u00c9', '0', '1', '12', '3.5', '1,000', 'x', 'X', 'in', 'inch', 'ft', 'lb',
  'lbs', 'kg', 'cm', 'mm', 'oz', 'pk', 'w/', 'can i', 'can you', 'second hand', 'second-hand', '2-in-1', 'grandma', 's',
  'Mugs', 'skillet', 'TV', '\u00e0', '\t', '\n',
];

describe('normalizeText', () => {
  it('equals every pass applied, for any mix of numbers, marks, units, quotes and accents', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }), (pieces) => {
        const text = pieces.join('');
        expect(normalizeText(text)).toBe(normalizeTextEveryPass(text));
      }),
      { numRuns: 4000 },
    );
  });

  it('equals every pass applied, for arbitrary unicode text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(normalizeText(text)).toBe(normalizeTextEveryPass(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('equals every pass applied, for every catalog name and alias', () => {
    for (const item of ITEM_CATALOG) {
      for (const text of [item.name, ...item.aliases]) expect(normalizeText(text)).toBe(normalizeTextEveryPass(text));
    }
  });

  it('examples', () => {
    expect(normalizeText('5\'6" Café Table × 2')).toBe('66 in cafe table x 2');
    expect(normalizeText('Two ceramic coffee mugs')).toBe('two ceramic coffee mugs');
    expect(normalizeText('½ gallon jug')).toBe(normalizeTextEveryPass('½ gallon jug'));
  });
});
