// Round eight of issue 15, flat-pack furniture: three stated sides of a bookcase, desk, TV stand or dresser are its
// assembled size, but it ships knocked down in a carton about as long as its longest side; the weight follows the
// panel area (about the assembled surface), not the assembled volume ("180 x 80 x 30 cm bookshelf" was 92 kg, a
// flat-pack 5-shelf bookcase ships in one ~185x35x10 cm carton at ~30 kg).
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('stated sides of flat-pack furniture are its assembled size', () => {
  it.each([
    ['180 x 80 x 30 cm Bookshelf, 5 Shelves', 'bookcase', [170, 200], [22, 40]],
    ['bookcase 72 x 32 x 12 in', 'bookcase', [170, 200], [22, 40]],
    ['bookshelf 90 x 60 x 30 cm', 'bookcase', [80, 110], [8, 25]],
    ['computer desk 120 x 60 x 75 cm', 'computer desk', [115, 140], [18, 35]],
    ['desk 55 x 24 x 30 in', 'computer desk', [130, 160], [20, 40]],
    ['tv stand 160 x 40 x 50 cm', 'tv stand', [150, 180], [22, 42]],
    ['dresser 160 x 48 x 78 cm', 'dresser', [120, 175], [40, 80]],
    // A pantry cabinet flat-packed: ~72x30x16 in assembled ships in one ~60 in carton at 25-40 kg.
    ['pantry cabinet 72 x 30 x 16 in', 'storage cabinet', [150, 200], [20, 45]],
  ] as const)('%s: %s, %s cm long, %s kg', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});

describe('a stated box or an item that is not flat-pack keeps its reading', () => {
  it('a stated box is the parcel', () => {
    const result = estimatePackage({ product: 'bookcase box 180x40x10 cm' });
    expect(result.estimate.matched).toBe('bookcase');
    expect(result.length_cm).toBeCloseTo(180, 0);
    expect(result.width_cm).toBeCloseTo(40, 0);
    expect(result.height_cm).toBeCloseTo(10, 0);
  });

  // A china cabinet and a wardrobe ship assembled on a pallet (freight): their stated sides stay the piece's size.
  it.each([
    ['china cabinet 190 x 100 x 45 cm', 'china cabinet', 192, 111.43],
    ['wardrobe 190 x 100 x 60 cm', 'wardrobe', 191, 91.9],
  ] as const)('%s stays the assembled %s, %s cm, %s kg', (product, matched, length, weight) => {
    const result = estimatePackage({ product });
    expect(result.estimate.matched).toBe(matched);
    expect(result.length_cm).toBeCloseTo(length, 0);
    expect(result.weight_kg).toBeCloseTo(weight, 1);
  });
});
