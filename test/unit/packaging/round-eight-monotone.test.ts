// Round eight, issue 15: "more of the same never ships lighter or smaller", checked deterministically over the flat
// and soft catalog goods where the random property test (properties.test.ts) did not reach the failures.
// The full sweep (nine scales, every form) is scripts/packing-monotonicity.ts.
import { describe, expect, it } from 'vitest';
import { ITEM_CATALOG, packItems } from '../../../domain/packaging/index.ts';
import type { PackableItem, PackedParcel } from '../../../domain/packaging/index.ts';

const outsideVolume = (dims: readonly number[]): number => (dims[0] ?? 0) * (dims[1] ?? 0) * (dims[2] ?? 0);

function scaled(name: string, scale: number, fragile?: boolean): PackableItem {
  const entry = ITEM_CATALOG.find((item) => item.name === name);
  if (entry === undefined) throw new Error(`no catalog item ${name}`);
  return {
    dims: [entry.dims_cm[0] * scale, entry.dims_cm[1] * scale, entry.dims_cm[2] * scale],
    weight_kg: entry.weight_kg * scale ** 2,
    fragile: fragile ?? entry.fragile,
    form: entry.form,
    prePacked: false,
  };
}

/** Each quantity step in 1..maxQuantity where one more item packs lighter or smaller. */
function breaks(item: PackableItem, maxQuantity: number): string[] {
  const found: string[] = [];
  let fewer: PackedParcel = packItems(item, 1);
  for (let quantity = 2; quantity <= maxQuantity; quantity++) {
    const more = packItems(item, quantity);
    if (more.weight_kg < fewer.weight_kg - 1e-9) found.push(`x${quantity} lighter`);
    if (outsideVolume(more.dims) < outsideVolume(fewer.dims) - 1e-6) found.push(`x${quantity} smaller`);
    fewer = more;
  }
  return found;
}

describe('a stack of flat goods in a padded mailer', () => {
  it.each([
    // [item, scale, quantity]: one item's mailer weighs its film and padding; a stack of two in the same mailer was
    // weighed like a box of its (tiny) outside volume, which came to less.
    ['bookmark', 0.45, 2],
    ['bookmark', 0.6, 2],
    ['bookmark', 0.8, 2],
    ['envelope', 0.3, 2],
    ['envelope', 0.45, 2],
  ] as const)('%s at %s of its catalog size: %s never weigh less than one in its mailer', (name, scale, quantity) => {
    const item = scaled(name, scale);
    const one = packItems(item, 1);
    const several = packItems(item, quantity);
    expect(one.container?.kind).toBe('padded_mailer');
    expect(several.weight_kg).toBeGreaterThanOrEqual(one.weight_kg);
  });

  it.each([
    // [item, scale, quantity]: the thickness is reported in whole millimetres, rounded up, while the filled mailer's
    // length came from the unrounded fill: one more bookmark left the thickness at the same millimetre and took a
    // millimetre off the length and width.
    ['bookmark', 0.8, 5],
    ['bookmark', 0.6, 10],
    ['art print', 0.3, 20],
    ['envelope', 0.3, 20],
  ] as const)('%s at %s of its catalog size: %s are never smaller than one fewer', (name, scale, quantity) => {
    const item = scaled(name, scale);
    const fewer = packItems(item, quantity - 1);
    const more = packItems(item, quantity);
    expect(more.container?.kind).toBe('padded_mailer');
    expect(outsideVolume(more.dims)).toBeGreaterThanOrEqual(outsideVolume(fewer.dims) - 1e-6);
  });
});

describe('quantity monotonicity over every flat and soft catalog item', () => {
  const scales = [0.3, 0.45, 0.6, 0.8, 1, 2];
  const goods = ITEM_CATALOG.filter((item) => item.form === 'flat' || item.form === 'soft');

  it('quantities 1..40, at six scales, fragile or not: one more never packs lighter or smaller', { timeout: 30_000 }, () => {
    const found: string[] = [];
    for (const entry of goods) {
      for (const scale of scales) {
        for (const fragile of [false, true]) {
          for (const step of breaks(scaled(entry.name, scale, fragile), 40)) found.push(`${entry.name} at ${scale}${fragile ? ' fragile' : ''}: ${step}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('a sheet no longer than A4 ships flat at any count', () => {
  it.each([
    // [what, quantity, sheet dims, kg of one, fragile]: whether a small sheet shipped flat or rolled hung on the weight
    // of all of them together, so six thick A4 prints rolled into a 10x6x4 in box while five lay flat in a mailer, and
    // seven small rugs (0.3 of a throw rug) rolled into a box smaller than six flat ones took.
    ['thick A4 prints', 6, [30, 21, 0.1], 0.15, false],
    ['small rugs marked fragile', 7, [27.3, 18.3, 0.3], 0.13, true],
  ] as const)('%s x%s: stacked flat, never smaller than one fewer', (_what, quantity, dims, kg, fragile) => {
    const item: PackableItem = { dims, weight_kg: kg, fragile, form: 'roll', prePacked: false };
    const fewer = packItems(item, quantity - 1);
    const more = packItems(item, quantity);
    expect(more.arrangement).toEqual([1, 1, quantity]);
    expect(outsideVolume(more.dims)).toBeGreaterThanOrEqual(outsideVolume(fewer.dims));
  });

  it('one sheet that heavy is still the maker\'s roll (a doormat)', () => {
    const parcel = packItems({ dims: [30, 20, 1], weight_kg: 0.9, fragile: false, form: 'roll', prePacked: false }, 1);
    expect(parcel.kind).toBe('own-packaging');
  });
});
