// Round seven of issue 15, packing bias: on the tuning sets the parcels of goods under 0.2 kg came out about a fifth
// heavy and a sixth long (scripts/estimator-bias.ts), and the cause was in the packing rules, not in single catalog
// entries: pocket-sized rigid goods never got a padded mailer, the smallest mailer was 4x8 in, a filled mailer was
// reported at its flat size, and a mailing tube was weighed as thin corrugated board.
// Each row fails on the estimator before its rule (test/eval/small-probes.json holds the wider batch).
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { packItems } from '../../../domain/packaging/pack.ts';
import type { PackableItem } from '../../../domain/packaging/pack.ts';
import { expectEstimateWithin } from './estimate-within.ts';

const volume = (estimate: { length_cm: number; width_cm: number; height_cm: number }): number => estimate.length_cm * estimate.width_cm * estimate.height_cm;

describe('pocket-sized goods ship in the smallest padded mailers (4x6 and 5x7 in)', () => {
  it.each([
    ['samsung 128gb micro sd card', 'memory card', [10, 16], [0.01, 0.06]],
    ['sd card', 'memory card', [10, 16], [0.01, 0.06]],
    ['guitar picks 12 pack', 'guitar picks', [10, 16], [0.02, 0.06]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/padded mailer/);
  });
});

describe('a small rigid item in its retail box goes in a padded mailer, not a stock box', () => {
  it.each([
    ['lipstick', 'lipstick', [10, 16], [0.04, 0.075]],
    ['OBD2 scanner bluetooth', 'obd2 adapter', [12, 18], [0.06, 0.11]],
    ['keychain', 'keychain', [10, 16], [0.03, 0.06]],
    ['apple airtag', 'item tracker', [12, 18], [0.04, 0.09]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/padded mailer/);
  });

  it.each([
    ['nintendo switch lite', 'nintendo switch lite'],
    ['calculator graphing', 'calculator graphing'],
    ['body lotion', 'body lotion'],
  ] as const)('but not %s: heavier than a small bubble mailer carries', (product, matched) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.estimate.box).not.toMatch(/mailer/);
  });

  it.each([
    // The mailer that fits a thick retail box is longer than the stock box it would get: a shop boxes it.
    // (Round ten measures a mailer wrapped round a rigid block as it is, its flat size less the block's thickness:
    // a card game, a Raspberry Pi's box and a bottle set now fit a 6x9 or 7.25x12 in mailer no longer than their box,
    // see round-ten-small.test.ts; a cube and a square earbud case still need a far longer mailer.)
    ["rubik's cube", 'puzzle cube'],
    ['airpods pro 2', 'wireless earbuds'],
  ] as const)('%s keeps a box: a mailer would be longer than the box', (product, matched) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.estimate.box).not.toMatch(/mailer/);
  });
});

describe('a rigid flat item too thick for a mailer\'s pillow is wrapped by it', () => {
  it.each([
    // 20 x 12 x 3 cm: the 6x10 in mailer's sides wrap the 3 cm thickness (it was a 7.25x12 in, 30 cm).
    ['iphone 15 phone case', 'phone case', [18, 26], [0.08, 0.15]],
    ['usb-c charging cable 6 ft', 'usb cable', [18, 24], [0.05, 0.1]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/padded mailer/);
  });
});

describe('a filled mailer measures shorter than it lies flat', () => {
  it('a folded t-shirt in a 9x12 in poly mailer (30.5 cm flat) measures under 30 cm', () => {
    const shirt: PackableItem = { dims: [27, 21, 2.5], weight_kg: 0.17, fragile: false, form: 'soft', prePacked: false };
    const parcel = packItems(shirt, 1);
    expect(parcel.container?.name).toBe('9x12 in poly mailer');
    expect(parcel.dims[0]).toBeLessThan(30);
    expect(parcel.dims[0]).toBeGreaterThanOrEqual(27);
  });

  it.each([
    ['silk scarf', 'scarf', [24, 29.5], [0.15, 0.25]],
    ['queen sheet set', 'sheet set', [32, 38], [1, 1.6]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});

describe('a stack of flat goods takes a mailer snug to one item, so more never packs smaller', () => {
  it.each([
    ['seam ripper', 14],
    ['sewing machine needles', 12],
  ] as const)('%s, %i against one fewer', (product, quantity) => {
    const fewer = estimatePackage({ product, quantity: quantity - 1 });
    const more = estimatePackage({ product, quantity });
    expect(volume(more)).toBeGreaterThanOrEqual(volume(fewer) - 1e-6);
    expect(more.weight_kg).toBeGreaterThanOrEqual(fewer.weight_kg);
  });
});

describe('a mailing tube weighs as spiral-wound kraft, not as corrugated board', () => {
  it.each([
    ['24x36 poster', 'poster', [60, 75], [0.28, 0.45]],
    ['18x24 poster', 'poster', [45, 60], [0.18, 0.35]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/tube/);
  });
});

describe('a single roll has no void fill at its ends: the caps hold it', () => {
  it.each([
    // 36 in print rolled 37 in long: a 37 in tube, not a 48 in one (124 cm).
    ['36x48 poster rolled', 'poster', [92, 102], [0.35, 0.7]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/tube/);
  });
});

describe('goods the light USB cable entry answered for, which a small stock box used to hide', () => {
  it.each([
    ['6 ft hdmi cable', 'hdmi cable', [18, 30], [0.1, 0.25]],
    ['usb c hub', 'usb hub', [14, 22], [0.1, 0.2]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });
});
