// Round eleven of issue 15 (r11-cat-a): named goods whose catalog weight or size was wrong in sealed-11 (apparel,
// shoes, books, electronics, kitchen, home, toys, beauty), each cause tested on wordings of its own. Each row fails
// on the estimator before its change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

const estimate = (product: string): ReturnType<typeof estimatePackage> => estimatePackage({ product });

describe("a coat's weight follows its insulation: light puffer, insulated work jacket, parka", () => {
  it.each([
    ['Patagonia Nano Puff hoody, mens L', 'light puffer jacket', 0.3, 0.6],
    ['uniqlo ultra light down jacket', 'light puffer jacket', 0.2, 0.6],
    ["arc'teryx atom hoody", 'light puffer jacket', 0.3, 0.6],
    ['Carhartt duck active jacket, quilted flannel lining, size L', 'insulated work jacket', 1.3, 2.2],
    ['insulated work jacket mens XL', 'insulated work jacket', 1.3, 2.2],
    ['Carhartt Detroit jacket, blanket lined duck', 'insulated work jacket', 1.3, 2.2],
    ['womens down parka size M', 'parka', 1.5, 2.4],
    ['Canada Goose Expedition parka, mens M', 'parka', 2.2, 3],
  ] as const)('%s: %s', (product, matched, low, high) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
  });
});

describe('felt-lined pac boots weigh half again a pair of boots', () => {
  it.each([
    ['Sorel Caribou boots mens 10'],
    ['Baffin Impact -100 snow boots'],
    ['felt lined pac boots, size 12'],
  ] as const)('%s', (product) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe('pac boots');
    expect(result.weight_kg).toBeGreaterThan(2.5);
  });
});

describe("a book's page count weighs it, and is never a count of books", () => {
  it.each([
    ['hardcover biography (the 1,100-page one)', 1.3, 1.8],
    ['a 900-page hardcover novel', 1.1, 1.6],
    ['anatomy textbook, hardcover, about 1,500 pages', 3.2, 4.4],
  ] as const)('%s', (product, low, high) => {
    const result = estimate(product);
    expect(result.freight).toBeNull();
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
  });
});

describe("a set's volumes size it; a one-book item's volumes count books", () => {
  it('a 3-volume hardcover box set is three volumes, not seven', () => {
    const result = estimate('3-volume hardcover box set');
    expect(result.estimate.matched).toBe('book box set');
    expect(result.weight_kg).toBeLessThan(3.5);
  });
  it('a 3-volume encyclopedia is three books', () => {
    expect(estimate('3 volume encyclopedia').weight_kg).toBeGreaterThan(3.5);
  });
  it('The Complete Calvin and Hobbes is one 10 kg slipcased set', () => {
    const result = estimate('The Complete Calvin and Hobbes, 3 volume set');
    expect(result.estimate.matched).toBe('calvin and hobbes complete set');
    expect(result.weight_kg).toBeGreaterThan(9);
    expect(result.weight_kg).toBeLessThan(13);
  });
});

describe('a bound college textbook is a hardcover textbook', () => {
  it.each([['textbook: Campbell Biology 11th ed, hardcover'], ['used textbook, organic chemistry'], ['textbook, hardback']] as const)('%s', (product) => {
    expect(estimate(product).estimate.matched).toBe('hardcover textbook');
  });
});

describe('"all attachments" is the goods with their parts, not a part', () => {
  it.each([
    ['Dyson V11 cordless vacuum, all attachments', 'stick vacuum'],
    ['Dyson Airwrap multi-styler all attachments', 'hair styler set'],
    ['Shark FlexStyle air styler, all 5 attachments', 'hair styler set'],
  ] as const)('%s: %s', (product, matched) => {
    expect(estimate(product).estimate.matched).toBe(matched);
  });
});

describe('named goods the catalog had too light', () => {
  it.each([
    ['Sonos Five speaker, boxed', 'large wifi speaker', 6.5, 10],
    ['ghd gold styler in box', 'premium hair straightener', 0.9, 1.5],
    ['aluminium makeup train case, 3 tier', 'makeup train case', 2, 3.2],
    ['LEGO Icons 10497 Galaxy Explorer', 'lego set', 1.8, 3.2],
  ] as const)('%s: %s', (product, matched, low, high) => {
    const result = estimate(product);
    expect(result.estimate.matched).toBe(matched);
    expect(result.weight_kg).toBeGreaterThanOrEqual(low);
    expect(result.weight_kg).toBeLessThanOrEqual(high);
  });
});
