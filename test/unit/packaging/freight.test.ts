import { describe, expect, it } from 'vitest';
import { PARCEL_LIMITS, describeParcelLimitExcess, estimatePackage, exceedsParcelLimits, freightWordsIn, parcelLimitExcess } from '../../../domain/packaging/index.ts';
import { lengthToCm, weightToKg } from '../../../domain/units/index.ts';

describe('freightWordsIn', () => {
  it.each([
    ['a pallet of bricks', 'pallet'],
    ['two pallets of water', 'pallet'],
    ['palletized load of mulch', 'pallet'],
    ['wooden crate of machine parts', 'crate'],
    ['ship it crated', 'crate'],
    ['one skid of tiles', 'skid'],
    ['LTL shipment', 'LTL'],
    ['needs freight shipping', 'freight'],
    ['a truckload of firewood', 'truckload'],
    ['a truck load of firewood', 'truckload'],
    ['a palette of bricks', 'pallet'],
    ['pallet jack', 'pallet'],
  ])('%s → %s', (text, word) => {
    expect(freightWordsIn(text)).toBe(word);
  });

  it.each([
    'cratered moon lamp',
    'palette of eyeshadow',
    'eyeshadow palette',
    'paint palette',
    'palette of colors',
    'dog crate',
    'wire crate for my puppy',
    'crate and barrel vase',
    'crate training pad',
    'non-skid rug pad',
    'skid plate for a jeep',
    'pallet wood sign',
    'lego freight train',
    'palettes',
    'skidoo cover',
    '',
  ])('%s → null', (text) => {
    expect(freightWordsIn(text)).toBeNull();
  });
});

describe('parcel limits', () => {
  it('lists the carriers with their limits and sources', () => {
    expect(PARCEL_LIMITS.map((limit) => limit.carrier)).toEqual(['USPS', 'UPS', 'FedEx', 'DHL']);
    for (const limit of PARCEL_LIMITS) expect(limit.source.length).toBeGreaterThan(10);
    const ups = PARCEL_LIMITS.find((limit) => limit.carrier === 'UPS');
    expect(ups?.maxWeight_kg).toBeCloseTo(weightToKg(150, 'lb'));
    expect(ups?.maxLength_cm).toBeCloseTo(lengthToCm(108, 'in'));
    expect(ups?.maxLengthPlusGirth_cm).toBeCloseTo(lengthToCm(165, 'in'));
    expect(PARCEL_LIMITS.find((limit) => limit.carrier === 'DHL')?.maxWeight_kg).toBe(70);
  });

  const box = (length: number, width: number, height: number, weight: number) => ({ length_cm: length, width_cm: width, height_cm: height, weight_kg: weight });

  it('is freight only when every carrier refuses', () => {
    expect(exceedsParcelLimits(box(60, 40, 40, 20))).toBe(false);
    // 69 kg: over UPS/FedEx 150 lb and USPS 70 lb, but DHL takes 70 kg.
    expect(exceedsParcelLimits(box(60, 40, 40, 69))).toBe(false);
    expect(exceedsParcelLimits(box(60, 40, 40, 71))).toBe(true);
    // 300 cm long: over 108 in for UPS/FedEx, over 130 in L+G for USPS, over 120 cm for DHL.
    expect(exceedsParcelLimits(box(300, 20, 20, 10))).toBe(true);
    // Length + girth 172 in but only 118 cm long: DHL (120 cm, no girth rule) would still take it.
    expect(exceedsParcelLimits(box(118, 80, 80, 30))).toBe(false);
    expect(exceedsParcelLimits(box(130, 80, 80, 30))).toBe(true);
  });

  it('can be asked about a subset of carriers', () => {
    const domestic = PARCEL_LIMITS.filter((limit) => limit.carrier !== 'DHL');
    expect(exceedsParcelLimits(box(60, 40, 40, 69), domestic)).toBe(true);
    expect(exceedsParcelLimits(box(60, 40, 40, 69), [])).toBe(false);
  });

  it('explains each carrier’s excess', () => {
    const ups = PARCEL_LIMITS.find((limit) => limit.carrier === 'UPS');
    if (ups === undefined) throw new Error('UPS missing');
    expect(parcelLimitExcess(box(60, 40, 40, 80), ups)[0]).toMatch(/^weight 176\.4 lb > 150 lb$/);
    expect(describeParcelLimitExcess(box(60, 40, 40, 10))).toBeNull();
    expect(describeParcelLimitExcess(box(60, 40, 40, 80))).toContain("exceeds every carrier's parcel limits");
  });
});

describe('freight in estimates', () => {
  it.each(['sofa', 'a pallet of printer paper', 'upright piano', 'hot tub', 'refrigerator', 'motorcycle'])('%s is freight', (product) => {
    const estimate = estimatePackage({ product });
    expect(estimate.freight?.reason.length).toBeGreaterThan(5);
    expect(estimate.estimate.hint).toContain('Freight');
  });

  it('turns a big enough quantity into freight by the limits', () => {
    expect(estimatePackage({ product: 'coffee mug', quantity: 12 }).freight).toBeNull();
    expect(estimatePackage({ product: 'coffee mug', quantity: 500 }).freight?.reason).toContain("exceeds every carrier's parcel limits");
  });

  it('keeps big parcels that a carrier still takes as parcels', () => {
    expect(estimatePackage({ product: 'queen mattress in a box' }).freight).toBeNull();
    expect(estimatePackage({ product: 'bicycle' }).freight).toBeNull();
    expect(estimatePackage({ product: 'dog crate' }).freight).toBeNull();
  });
});
