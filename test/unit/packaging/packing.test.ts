import { describe, expect, it } from 'vitest';
import { BOX_CATALOG, estimatePackage, packItems } from '../../../domain/packaging/index.ts';
import type { PackableItem } from '../../../domain/packaging/index.ts';
import { FRAGILE_PADDING_CM, PADDING_CM } from '../../../domain/packaging/pack.ts';

const book: PackableItem = { dims: [24, 16, 3.5], weight_kg: 0.6, fragile: false, form: 'flat', prePacked: false };
const mug: PackableItem = { dims: [13, 11, 11], weight_kg: 0.45, fragile: true, form: 'box', prePacked: false };
const gadget: PackableItem = { dims: [20, 15, 10], weight_kg: 1, fragile: false, form: 'box', prePacked: false };

describe('box catalog', () => {
  it('spans 6x4x4 in to 24x24x24 in, with long boxes, tubes and mailers, smallest first', () => {
    const names = BOX_CATALOG.map((container) => container.name);
    expect(names).toContain('6x4x4 in box');
    expect(names).toContain('24x24x24 in box');
    expect(names).toContain('12x10x8 in box');
    expect(BOX_CATALOG.some((container) => container.kind === 'long_box')).toBe(true);
    expect(BOX_CATALOG.some((container) => container.kind === 'tube')).toBe(true);
    for (let index = 1; index < BOX_CATALOG.length; index++) {
      const volume = (dims: readonly number[]): number => (dims[0] ?? 0) * (dims[1] ?? 0) * (dims[2] ?? 0);
      expect(volume(BOX_CATALOG[index]?.outer_cm ?? [])).toBeGreaterThanOrEqual(volume(BOX_CATALOG[index - 1]?.outer_cm ?? []));
    }
    for (const container of BOX_CATALOG) {
      expect(container.weight_kg).toBeGreaterThan(0);
      expect(container.outer_cm[0]).toBeGreaterThanOrEqual(container.inner_cm[0]);
    }
  });
});

describe('packing', () => {
  it('packs one item into the smallest stock box that holds it with padding', () => {
    const parcel = packItems(gadget, 1);
    expect(parcel.container?.name).toBe('9x7x5 in box');
    const inner = parcel.container?.inner_cm ?? [0, 0, 0];
    expect(inner[0]).toBeGreaterThanOrEqual(20 + 2 * PADDING_CM);
    expect(inner[2]).toBeGreaterThanOrEqual(10 + 2 * PADDING_CM);
    expect(parcel.weight_kg).toBeGreaterThan(1);
    expect(parcel.weight_kg).toBeLessThan(1.5);
  });

  it('puts two items side by side or stacked, whichever needs the smaller box', () => {
    const parcel = packItems(gadget, 2);
    expect(parcel.arrangement[0] * parcel.arrangement[1] * parcel.arrangement[2]).toBe(2);
    expect(parcel.container?.kind).toBe('box');
    expect(parcel.weight_kg).toBeGreaterThan(2);
  });

  it('lays twelve items out in a grid', () => {
    const parcel = packItems(gadget, 12);
    expect(parcel.arrangement[0] * parcel.arrangement[1] * parcel.arrangement[2]).toBeGreaterThanOrEqual(12);
    expect(parcel.arrangement.filter((count) => count > 1).length).toBeGreaterThanOrEqual(2);
    expect(parcel.weight_kg).toBeGreaterThan(12);
  });

  it('gives fragile items more padding, growing with their size', () => {
    const sturdy = packItems({ ...mug, fragile: false }, 1);
    const fragile = packItems(mug, 1);
    expect(fragile.padding_cm).toBeGreaterThan(sturdy.padding_cm);
    expect(fragile.dims[0] * fragile.dims[1] * fragile.dims[2]).toBeGreaterThan(sturdy.dims[0] * sturdy.dims[1] * sturdy.dims[2]);
    const lamp = packItems({ ...mug, dims: [44, 25, 25], weight_kg: 2.6 }, 1);
    expect(lamp.padding_cm).toBe(FRAGILE_PADDING_CM);
    expect(fragile.padding_cm).toBeLessThan(FRAGILE_PADDING_CM);
  });

  it('never puts a small single item in a long box', () => {
    const parcel = packItems(mug, 1);
    expect(parcel.dims[0]).toBeLessThan(2 * (mug.dims[0] + 2 * 2.5));
    expect(parcel.dims[0] / parcel.dims[2]).toBeLessThan(1.6);
  });

  it('packs long items side by side, not end to end', () => {
    const bottle = { dims: [35, 10, 10] as const, weight_kg: 1.45, fragile: true, form: 'box' as const, prePacked: false };
    for (const count of [2, 3, 6, 12]) expect(packItems(bottle, count).arrangement[0], `${count} bottles`).toBe(1);
    expect(packItems(bottle, 2).dims[0]).toBeLessThan(50);
  });

  it('packs several clothes without void fill', () => {
    const leggings = { dims: [28, 22, 3] as const, weight_kg: 0.2, fragile: false, form: 'soft' as const, prePacked: false };
    expect(packItems(leggings, 2).padding_cm).toBeLessThan(1);
  });

  it('sends a single book in a padded mailer and several in a box', () => {
    expect(packItems(book, 1).container?.kind).toBe('padded_mailer');
    expect(packItems(book, 3).container?.kind).toBe('box');
  });

  it('ships big retail cartons as they are', () => {
    const parcel = packItems({ dims: [83, 52, 13], weight_kg: 7, fragile: true, form: 'box', prePacked: false }, 1);
    expect(parcel.kind).toBe('own-packaging');
    expect(parcel.container).toBeNull();
    expect(parcel.dims[0]).toBeGreaterThanOrEqual(83);
  });

  it('cuts a carton to size for several items too big for stock boxes', () => {
    const parcel = packItems({ dims: [70, 40, 30], weight_kg: 5, fragile: false, form: 'box', prePacked: false }, 2);
    expect(parcel.kind).toBe('made-to-size-carton');
    expect(parcel.weight_kg).toBeGreaterThan(10);
  });

  it('rolls posters into a tube', () => {
    const parcel = packItems({ dims: [91.4, 61, 0.02], weight_kg: 0.15, fragile: false, form: 'roll', prePacked: false }, 1);
    expect(parcel.container?.kind).toBe('tube');
  });

  it('leaves caller-stated boxes as stated', () => {
    const parcel = packItems({ dims: [40, 30, 20], weight_kg: 5, fragile: false, form: 'box', prePacked: true }, 1);
    expect(parcel.kind).toBe('as-stated');
    expect(parcel.dims).toEqual([40, 30, 20]);
    expect(parcel.weight_kg).toBe(5);
  });

  it('reports sorted, rounded dimensions and the box name', () => {
    const estimate = estimatePackage({ product: 'toaster' });
    expect(estimate.length_cm).toBeGreaterThanOrEqual(estimate.width_cm);
    expect(estimate.width_cm).toBeGreaterThanOrEqual(estimate.height_cm);
    expect(Math.round(estimate.length_cm * 10) / 10).toBe(estimate.length_cm);
    expect(Math.round(estimate.weight_kg * 100) / 100).toBe(estimate.weight_kg);
    expect(estimate.source).toBe('estimated');
    expect(BOX_CATALOG.map((container) => container.name)).toContain(estimate.estimate.box);
  });
});

describe('shoes', () => {
  it('ship in their own shoe box, not boxed again; two pairs go in a carton', () => {
    const one = estimatePackage({ product: 'running shoes' });
    expect(one.estimate.box).toBeNull();
    expect(one.estimate.assumptions.join(' ')).toContain('shoe box');
    expect(estimatePackage({ product: 'running shoes', quantity: 2 }).estimate.box).not.toBeNull();
  });
});
