// Round ten of issue 15, small parcels: over all tuning sets, parcels with a real longest side under 20 cm came out
// about a sixth long (median estimate/truth 1.17, /work/tools/small-bias.mts), and the causes were in the packing
// rules: the stock boxes jumped from the 6 in family to 8x6x6 in (21 cm) for anything a little over 6 in once padded,
// and a padded mailer wrapped round a rigid retail box was reported as if the box only took half its thickness off
// the mailer's flat length and width. Each row fails on the estimator before its rule.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { packItems } from '../../../domain/packaging/pack.ts';
import type { PackableItem } from '../../../domain/packaging/pack.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('small goods a little over 6 in once padded take a 7 in stock box, not 8x6x6 in', () => {
  it.each([
    // [text, matched, longest side (cm), weight (kg)]: all were 21 cm in an 8x6x6 in box.
    ['chanel no 5 perfume 100 ml', 'perfume', [15, 19], [0.4, 0.6]],
    ['seiko wristwatch', 'wristwatch', [15, 19], [0.3, 0.5]],
    ['cerave moisturizing cream 16 oz tub', 'moisturizing cream tub', [15, 19], [0.45, 0.7]],
    ['pair of headlight bulbs', 'headlight bulbs', [15, 19], [0.15, 0.3]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/^7x[57]x[456] in box$/);
  });
});

describe('a padded mailer wrapped round a rigid retail box is measured as it wraps', () => {
  it('each side of a rigid block takes its whole thickness off the mailer\'s flat size', () => {
    // A 7 x 6 x 3 cm ring or earring box in a 4x6 in (15.2 x 10.2 cm) bubble mailer: 12.2 x 7.2 cm, not 13.7 x 8.7.
    const box: PackableItem = { dims: [7, 6, 3], weight_kg: 0.04, fragile: false, form: 'box', prePacked: false };
    const parcel = packItems(box, 1);
    expect(parcel.container?.name).toBe('4x6 in padded mailer');
    expect(parcel.dims[0]).toBeCloseTo(12.2, 1);
    expect(parcel.dims[1]).toBeCloseTo(7.2, 1);
  });

  it.each([
    // [text, matched, longest side (cm), weight (kg)]: 13.7-16.3 cm before.
    ['sterling silver hoop earrings', 'earrings', [10, 12.5], [0.03, 0.07]],
    ['gold necklace', 'necklace', [10, 13], [0.05, 0.12]],
    ['pandora charm bracelet', 'bracelet', [12, 15], [0.08, 0.15]],
    ['guitar capo', 'capo', [10, 12.5], [0.05, 0.1]],
    ['iphone charger', 'phone charger', [12, 14], [0.08, 0.14]],
  ] as const)('%s', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/padded mailer/);
  });

  it.each([
    // A thick retail box whose wrapped mailer is no longer than the stock box: it had been a 7x5x3 in box, 0.27 kg.
    ['uno card game', 'card game', [15, 19], [0.18, 0.24]],
    ['raspberry pi 4 model b 4gb', 'single board computer', [15, 19], [0.1, 0.16]],
  ] as const)('%s goes in a padded mailer', (product, matched, length, weight) => {
    const estimate = expectEstimateWithin(product, length, weight, matched);
    expect(estimate.estimate.box).toMatch(/padded mailer/);
  });
});

describe('a few thin flat goods take a shallow 6 in square box, not 8x6x2 in', () => {
  it.each([
    // [text, matched, longest side (cm)]: 21 cm in an 8x6x2 in box before.
    ['guitar strings 3 pack', 'guitar strings', [14, 17]],
    ['set of electric guitar strings@@3', 'guitar strings', [14, 17]],
  ] as const)('%s', (text, matched, length) => {
    const [product = '', quantity] = text.split('@@');
    const estimate = estimatePackage({ product, ...(quantity === undefined ? {} : { quantity: Number(quantity) }) });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.length_cm).toBeGreaterThanOrEqual(length[0]);
    expect(estimate.length_cm).toBeLessThanOrEqual(length[1]);
    expect(estimate.estimate.box).toBe('6x6x2 in box');
  });
});

describe('two or three small goods go two abreast, not in a single file twice as long as it is wide', () => {
  it.each([
    // [text, matched, longest side (cm)]: a single file in a 12x6x6, 13x9x6 or 12x9x6 in box, 31-34 cm, before.
    ['cerave moisturizing cream 16 oz tub@@2', 'moisturizing cream tub', [20, 25]],
    ['3 jars of honey 16 oz', 'jar of honey', [20, 27]],
    ['3 boxes of golf balls', 'golf balls', [20, 25]],
  ] as const)('%s', (text, matched, length) => {
    const [product = '', quantity] = text.split('@@');
    const estimate = estimatePackage({ product, ...(quantity === undefined ? {} : { quantity: Number(quantity) }) });
    expect(estimate.estimate.matched).toBe(matched);
    expect(estimate.length_cm).toBeGreaterThanOrEqual(length[0]);
    expect(estimate.length_cm).toBeLessThanOrEqual(length[1]);
  });

  it('a grid carton is at most twice as long as it is wide or deep', () => {
    // Two 13 x 12 x 9 cm tubs: end to end (26 x 12 x 9) they would take a 12x6x6 in box; stacked, a 9x7x7 in.
    const tub: PackableItem = { dims: [13, 12, 9], weight_kg: 0.5, fragile: false, form: 'box', prePacked: false };
    const parcel = packItems(tub, 2);
    expect(parcel.dims[0] / parcel.dims[2]).toBeLessThanOrEqual(2);
    expect(parcel.container?.name).toBe('9x7x7 in box');
  });
});
