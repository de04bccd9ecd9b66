// Round five of issue 15, brands that make many kinds of goods: a catalog brand phrase belongs to one item, but the
// maker of a drill also makes toasters and a toy maker makes slides. Each row fails without the rule it is under.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const matched = (product: string): string | null => estimatePackage({ product }).estimate.matched;

describe('a one-word head of another kind after a brand of several words', () => {
  it.each([
    ['Black+Decker 4-slice toaster', 'toaster'],
    ['Black and Decker blender', 'blender'],
    ['Smith & Wesson knife', 'kitchen knife'],
    ['Smith and Wesson safe', 'home safe'],
    ['North Face duffel', 'duffel bag'],
  ] as const)('ordinary goods the maker also makes: %s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it.each([
    ['hydro flask sports cap', 'water bottle'],
    ['Husqvarna Chainsaw 18 inch Bar', 'chainsaw'],
  ] as const)('a brand phrase that names its product keeps it before a part of it: %s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it('a part noun after the brand\'s product is a part of it: "instant pot sealing ring" is no jewelry ring', () => {
    expect(matched('instant pot sealing ring')).toBe('small spare part');
  });

  it.each([
    ['philips hue starter kit', 'light bulbs'],
    ['osmo genius starter kit', 'educational toy'],
  ] as const)('a head before a packaging word only says what the kit is for: %s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });
});

describe("the head says which of the brand's own kind of goods", () => {
  it.each([
    ['Little Tikes slide', 'kids slide'],
    ['Step2 slide', 'kids slide'],
    ['Little Tikes basketball hoop', 'kids basketball hoop'],
    ['Nerf basketball hoop', 'kids basketball hoop'],
    ['Fisher Price piano', 'toy instrument'],
    ['Le Creuset kettle', 'tea kettle'],
  ] as const)('%s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });
});

describe('a toy maker before a life-size thing names its toy', () => {
  it.each([
    ['lego technic car', 'lego set'],
    ['Barbie car', 'doll'],
    ['Step2 car', 'play kitchen'],
  ] as const)('%s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it('other makers do make heavy goods: "Casio digital piano" is a digital piano', () => {
    expect(matched('Casio digital piano')).toBe('digital piano');
  });
});

describe("the brand's words name the maker, not a size", () => {
  it('"Little Tikes slide" is a full-size kids slide, not a small one', () => {
    const estimate = estimatePackage({ product: 'Little Tikes slide' });
    expect(estimate.estimate.matched).toBe('kids slide');
    expect(Math.max(estimate.length_cm, estimate.width_cm, estimate.height_cm)).toBeGreaterThanOrEqual(95);
  });

  it('"Little Tikes playhouse" is the full play-kitchen-size stand-in', () => {
    const estimate = estimatePackage({ product: 'Little Tikes playhouse' });
    expect(estimate.estimate.matched).toBe('play kitchen');
    expect(estimate.weight_kg).toBeGreaterThan(18);
  });
});

describe('a catalog name that goes on in stop words', () => {
  it('"Fisher Price Rock A Stack" is the Fisher-Price toy, though "price" is a stop word (it was potting soil via "rock")', () => {
    expect(matched('Fisher Price Rock A Stack Vintage')).toBe('educational toy');
  });

  it.each([
    ['Fisher Price bouncer', 'baby bouncer'],
    ['Fisher-Price high chair', 'high chair'],
  ] as const)('the two-word brand still gives way to what it makes: %s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });
});

describe('misfiled catalog phrases', () => {
  it.each([
    ['Black and Decker Dustbuster Handheld Vacuum', 'handheld vacuum'],
    ['Bissell SpotClean Pet Portable Carpet Cleaner', 'portable carpet cleaner'],
    ['Apple 20W USB-C Power Adapter Genuine', 'phone charger'],
    ['Tonka Classic Steel Dump Truck', 'toy truck'],
    ["Burt's Bees lip balm 4 pack", 'lip balm'],
    ['Blackstone griddle 36', 'griddle station'],
  ] as const)('%s → %s', (product, item) => {
    expect(matched(product)).toBe(item);
  });

  it('a 22 in Blackstone griddle is a tabletop size, not the 36 in station', () => {
    const estimate = estimatePackage({ product: 'Blackstone 22 inch Griddle' });
    expect(estimate.weight_kg).toBeLessThan(25);
  });
});
