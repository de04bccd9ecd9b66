// Round five of issue 15: typo repair corrects only what is not a word. A common English word, or a word of four
// letters or fewer, was "corrected" into the nearest catalog word ("ebay sale item" became a bathroom scale, "misc
// items" a humidifier via "mist", "expansion" an extension). Each row fails on the estimator before the change.
import { describe, expect, it } from 'vitest';
import { COMMON_ENGLISH_WORDS } from '../../../domain/packaging/common-words.ts';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const corrections = (product: string): string[] => estimatePackage({ product }).estimate.assumptions.filter((line) => line.startsWith('read "'));

describe('typo repair leaves words alone', () => {
  it.each(['ebay sale item', 'misc items', 'train track expansion pack'])('%s: no correction', (product) => {
    expect(corrections(product)).toEqual([]);
  });

  it('an unknown description of common words stays unknown instead of a wrong item', () => {
    expect(estimatePackage({ product: 'ebay sale item' }).estimate.matched).toBeNull();
    expect(estimatePackage({ product: 'misc items' }).estimate.matched).toBeNull();
  });

  it.each([
    ['wireless hedphones', 'headphones'],
    ['shark vacum cleaner', 'upright vacuum'],
    ['sterling silver hoop earings', 'earrings'],
  ])('still repairs real typos: %s', (product, item) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(item);
    expect(corrections(product)).not.toEqual([]);
  });

  it('holds the common words of five letters and more, and no typos', () => {
    expect(COMMON_ENGLISH_WORDS.size).toBeGreaterThan(30_000);
    for (const word of ['belongings', 'expansion', 'nappies', 'trainers', 'colour']) expect(COMMON_ENGLISH_WORDS.has(word), word).toBe(true);
    for (const word of ['hedphones', 'earings', 'vacum', 'sale']) expect(COMMON_ENGLISH_WORDS.has(word), word).toBe(false);
  });
});

describe('words that name members of every object', () => {
  // Word tables were plain objects: "constructor" found Object's constructor and made the whole estimate NaN. They
  // are Maps since round six, and the word is read like any other (round-six-words.test.ts).
  const names = [...Object.getOwnPropertyNames(Object.prototype), 'constructors', 'prototype'];
  it.each(names.flatMap((name) => [name, name.toLowerCase()]).flatMap((name) => [name, `${name} toy`, `2 ${name} 12 in`, `lego ${name} set`]))('%s gives finite numbers', (product) => {
    const estimate = estimatePackage({ product });
    for (const value of [estimate.length_cm, estimate.width_cm, estimate.height_cm, estimate.weight_kg, estimate.estimate.confidence, estimate.estimate.quantity]) expect(Number.isFinite(value)).toBe(true);
    for (const flag of estimate.estimate.restricted) expect(typeof flag).toBe('string');
  });
});
