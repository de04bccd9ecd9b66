// Notes on an item's condition, packing, price, route or service name no goods (domain/packaging/notes.ts); names
// that share their words keep them.
import { describe, expect, it } from 'vitest';
import { dropNotes } from '../../../domain/packaging/notes.ts';

describe('notes are dropped', () => {
  it.each([
    ['coffee mug, has a small scratch on the handle', 'coffee mug'],
    ['tuxedo jacket and pants - tested and working', 'tuxedo jacket and pants'],
    ['blender in original box', 'blender'],
    ['lego set, brand new sealed', 'lego set'],
    ['vase (bubble wrapped)', 'vase'],
    ['laptop - $250', 'laptop'],
    ['laptop, worth $1,200', 'laptop'],
    ['camera that cost 40 dollars', 'camera that'],
    ['boots to zip 10001', 'boots'],
    ['boots to London, UK', 'boots'],
    ['printer via UPS', 'printer'],
    ['fedex printer', 'printer'],
    ['printer, 2 day shipping', 'printer'],
    ['order #10234: 3 coffee mugs', '3 coffee mugs'],
    ['rug (order 112-3345)', 'rug'],
    ['1) 55 gallon drum', '55 gallon drum'],
    ['lamp w/ box', 'lamp'],
    ['just sold a lamp, need a label', 'just sold a lamp'],
    ['lamp, call 555-123-4567', 'lamp'],
    ['lamp (contact me@example.com)', 'lamp'],
    ['lamp https://example.com/item/123', 'lamp'],
    ['sofa, 3 years old', 'sofa'],
    ['lamp, rated 4.5/5', 'lamp'],
    ['lamp lot #12', 'lamp'],
  ] as const)('%s -> %s', (product, expected) => {
    expect(dropNotes(product)).toBe(expected);
  });
});

describe('names that share a note word keep it', () => {
  it.each([
    'zip ties 8 inch 1000 pack',
    'APC UPS 1500VA battery backup',
    'air fryer with air fryer liners',
    'wholesale order 1000 stickers',
    'Rolex watch with box and papers',
    'Bath and Body Works candle',
    'ground coffee 2 lb bag',
    'label maker',
    'buy a label maker',
    'XLR to TS cable',
    'kids bike for a 6 year old',
    'lot of 12 mugs',
    '5 star hotel towels',
  ])('%s', (product) => {
    expect(dropNotes(product)).toBe(product);
  });

  it('text that is nothing but a note stays as it is', () => {
    expect(dropNotes('boxed')).toBe('boxed');
  });
});
