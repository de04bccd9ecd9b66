import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const matchedOf = (product: string): string | null => estimatePackage({ product }).estimate.matched;

describe('a maker named after the goods is their maker, not its own best-known item (round eight)', () => {
  it.each([
    // Stanley's catalog item is its tumbler, Dewalt's a drill, Nike's sneakers: the goods named first win.
    ['Tape measure 25ft, Stanley, NIB, 2-pack', 'tape measure'],
    ['tape measure - Stanley', 'tape measure'],
    ['Radio, Dewalt, yellow', 'jobsite radio'],
    ['Socks, Nike, size L', 'socks'],
  ] as const)('%s is a %s', (product, matched) => {
    expect(matchedOf(product)).toBe(matched);
  });

  it.each([
    // The brand's own item answers to the generic head word: the brand says which one.
    ['calculator TI-84', 'calculator graphing'],
    ['pack of 12 cans Fancy Feast 3 oz', 'can of pet food'],
    // A brand alone, or with a size, is still its own item.
    ['Dyson', 'stick vacuum'],
    ['Stanley 30 oz', 'insulated tumbler'],
    ['Yeti 20', 'insulated tumbler'],
    ['a Dewalt', 'cordless drill'],
    // A brand before the goods' name was already read as their maker.
    ['Stanley tape measure 25 ft', 'tape measure'],
    ['Yeti cooler', 'hard cooler'],
    ['Nike socks', 'socks'],
    ['Le Creuset mug', 'coffee mug'],
  ] as const)('%s stays a %s', (product, matched) => {
    expect(matchedOf(product)).toBe(matched);
  });
});

describe('a list part that is only a maker describes the goods another part names (round eight)', () => {
  it.each([
    ['Tape measure, Stanley', 'tape measure'],
    ['Tape measure, Stanley, yellow', 'tape measure'],
    ['Socks, Nike', 'socks'],
    ['Hoodie, Nike', 'hoodie'],
    ['cooler, Stanley', 'hard cooler'],
    ['Level, Stanley', 'level'],
    ['Blanket, Yeti', 'throw blanket'],
    ['Cordless fan, Dewalt DCE512', 'jobsite fan'],
    ['kettle, Le Creuset, orange', 'electric kettle'],
    // A brand or product line naming the same kind of thing (the same head noun) says which one.
    ['Hair dryer, Dyson Supersonic', 'hair dryer'],
    ['Hair dryer, Dyson Supersonic, refurb, OB, $229', 'hair dryer'],
    ['laptop, MacBook Air', 'laptop'],
  ] as const)('%s is one %s', (product, matched) => {
    expect(matchedOf(product)).toBe(matched);
  });

  it.each([
    // Two product lines, and a product line beside goods of its own kind, are two items.
    ['iPad, AirPods', 'tablet + wireless earbuds'],
    ['laptop, iPad', 'laptop + tablet'],
    ['phone, AirPods', 'smartphone + wireless earbuds'],
    ['lamp, rug, Dyson', 'table lamp + area rug + stick vacuum'],
    // A product line or a product's name is no maker's name: "desk, iPad" lists a tablet.
    ['desk, iPad', 'computer desk + tablet'],
    ['desk, Dyson V8', 'computer desk + stick vacuum'],
    ['bike, Yeti tumbler', 'bicycle + insulated tumbler'],
    ['chair, Stanley cup', 'dining chair + insulated tumbler'],
    ['books, Kindle', 'book + e-reader'],
    ['jacket, Apple Watch', 'jacket + smartwatch'],
  ] as const)('%s stays the list %s', (product, matched) => {
    expect(matchedOf(product)).toBe(matched);
  });
});

describe('a power-tool maker\'s radio is a jobsite radio (round eight)', () => {
  it.each([
    ['Dewalt radio', 'jobsite radio'],
    ['Milwaukee radio', 'jobsite radio'],
    ['Radio, Dewalt', 'jobsite radio'],
    ['DeWalt DCR025 radio', 'jobsite radio'],
  ] as const)('%s is a %s (was a 0.66 kg walkie talkie)', (product, matched) => {
    expect(matchedOf(product)).toBe(matched);
  });

  it.each(['radio', 'portable radio', 'emergency radio'])('%s stays a walkie talkie', (product) => {
    expect(matchedOf(product)).toBe('walkie talkie');
  });
});
