// Round eight, issue 15: several wrapped fragile goods packed side by side press their bubble wrap together, so a grid
// of glasses, plates or bottles takes about half the wrap per item that one alone does (FRAGILE_SHARED_WRAP_CM).
// With the full wrap between every pair, fragile multiples in a stock box came out long on every sealed tuning set.
import { describe, expect, it } from 'vitest';
import { ITEM_CATALOG, packItems } from '../../../domain/packaging/index.ts';
import type { PackableItem } from '../../../domain/packaging/index.ts';

const outsideVolume = (dims: readonly number[]): number => (dims[0] ?? 0) * (dims[1] ?? 0) * (dims[2] ?? 0);

function catalogItem(name: string): PackableItem {
  const entry = ITEM_CATALOG.find((item) => item.name === name);
  if (entry === undefined) throw new Error(`no catalog item ${name}`);
  return { dims: entry.dims_cm, weight_kg: entry.weight_kg, fragile: entry.fragile, form: entry.form, prePacked: false };
}

describe('wrapped fragile goods packed together share their cushioning', () => {
  it.each([
    // [item, quantity, stock box, longest side at most (cm)]; with the full wrap between every pair they took the
    // next larger box: 14x10x8, 16x14x14 and 16x12x12 in. (Six glasses were a 13x9x6 in box until round ten laid
    // no grid carton more than twice as long as it is wide: 3 x 2 glasses in an 11x9x9 in box.)
    ['drinking glass', 6, '11x9x9 in box', 30],
    ['dinner plate', 8, '14x14x14 in box', 36.5],
    ['beer bottle', 12, '14x12x12 in box', 36.5],
  ] as const)('%s x%s: a grid with one layer of wrap between neighbours fits a %s', (name, quantity, box, longest) => {
    const parcel = packItems(catalogItem(name), quantity);
    expect(parcel.container?.name).toBe(box);
    expect(parcel.dims[0]).toBeLessThanOrEqual(longest);
  });

  it('one fragile item keeps its full wrap', () => {
    // With the shared wrap it would fit a 7x5x4 in box (round ten added the 7 in family; it had been 8x6x6 in).
    expect(packItems(catalogItem('perfume'), 1).container?.name).toBe('7x7x5 in box');
  });

  it.each([
    // [what, dims, kg]: thin or small fragile goods, where two items with the shared wrap would fit a box smaller than
    // one with the full wrap; the grid is never taken smaller than one fully wrapped item.
    ['a thin boxed glass panel', [20, 15, 1], 0.3],
    ['a small glass ornament', [6, 6, 6], 0.05],
    ['a boxed phone screen protector', [18, 10, 1.5], 0.1],
  ] as const)('%s: two never pack smaller than one', (_what, dims, kg) => {
    const item: PackableItem = { dims, weight_kg: kg, fragile: true, form: 'box', prePacked: false };
    const one = packItems(item, 1);
    const two = packItems(item, 2);
    expect(outsideVolume(two.dims)).toBeGreaterThanOrEqual(outsideVolume(one.dims));
    expect(two.weight_kg).toBeGreaterThanOrEqual(one.weight_kg);
  });
});
