// Round five of issue 15: technical, spec-style descriptions (hardware, electrical, plumbing, auto parts, maker
// supplies). Spec numbers that are neither sides nor counts (nominal lumber, a bore before a length, cable gauges,
// thread sizes, battery ratings, tons of bulk goods) and the trade kinds the catalog lacked. Each row fails on the
// estimator before its change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';
import { normalizeText, normalizeTextEveryPass } from '../../../domain/packaging/text.ts';
import { expectEstimateWithin } from './estimate-within.ts';

describe('nominal lumber sizes', () => {
  it('2x4x8 is an 8 ft board of a dressed 2x4 section, not a 2 x 4 x 8 in box', () => {
    expectEstimateWithin('2x4x8 lumber', [220, 270], [3, 7], 'lumber');
  });

  it('names lumber on its own: a 2x4x8 stud is no earring, and twenty of them are freight', () => {
    const estimate = estimatePackage({ product: '2x4x8 stud 20 pack' });
    expect(estimate.estimate.matched).toBe('lumber');
    expect(estimate.freight).not.toBeNull();
  });

  it('two numbers beside a lumber word are a section, never the parcel sides', () => {
    const parsed = parseQuery('galvanized joist hangers 2x6 25 pack');
    expect(parsed.dimensions).toBeNull();
    expect(parsed.specs.map((spec) => spec.word)).toContain('nominal');
  });

  it('a section with its length stated apart is weighed as that board', () => {
    const parsed = parseQuery('1x6 cedar fence boards 6 ft 10 pack');
    expect(parsed.weights).toHaveLength(1);
    expect(parsed.weights[0]?.kg).toBeGreaterThan(1.5);
    expect(parsed.weights[0]?.kg).toBeLessThan(3);
  });

  it('a 4x6x8 box is not lumber', () => {
    expect(parseQuery('4x6x8 shipping box').dimensions?.values).toEqual([4, 6, 8]);
  });
});

describe('a cross-section before a length', () => {
  it('3/8 x 50 ft hose: fifty feet of hose, not a 0.375 x 50 ft parcel', () => {
    expectEstimateWithin('air hose 3/8 x 50 ft', [30, 60], [1.5, 4], 'air hose');
  });

  it('"1 inch x 15 ft" keeps only the length', () => {
    const parsed = parseQuery('ratchet straps 1 inch x 15 ft 4 pack');
    expect(parsed.dimensions).toBeNull();
    expect(parsed.lengths.map((length) => length.value)).toEqual([15]);
  });

  it('two sides in feet stay a size (3 x 50 ft fabric, 2 x 8 ft runner)', () => {
    expect(parseQuery('landscape fabric 3 x 50 ft').dimensions?.values).toEqual([3, 50]);
    expect(parseQuery('runner rug 2 x 8 ft').dimensions?.values).toEqual([2, 8]);
  });
});

describe('cable gauges', () => {
  it('12/2 romex is 12 AWG two-conductor cable, not six of it', () => {
    const estimate = expectEstimateWithin('12/2 Romex NM-B 250 ft', [30, 50], [4.5, 9], 'nm cable');
    expect(estimate.estimate.quantity).toBe(1);
  });

  it('reads the gauge only beside cable words, in both normalizer paths', () => {
    expect(normalizeText('16/3 extension cord 50 ft')).toContain('16 awg');
    expect(normalizeTextEveryPass('16/3 extension cord 50 ft')).toBe(normalizeText('16/3 extension cord 50 ft'));
    expect(normalizeText('12/2 dinner plates')).not.toContain('awg');
  });
});

describe('thread sizes', () => {
  it('M3 x 10 screws, 100 pieces: about 70 g of steel, not a 2.3 kg box', () => {
    expectEstimateWithin('M3 x 10 socket head cap screws 100 pcs', [10, 25], [0.05, 0.3], 'box of screws');
  });

  it('an inch thread (1/4-20 x 1) reads as its metric near-equivalent', () => {
    expect(parseQuery('1/4-20 x 1 inch carriage bolts 50 pack').thread).toMatchObject({ diameterMm: 6 });
    expectEstimateWithin('1/4-20 x 1 inch carriage bolts 50 pack', [10, 25], [0.25, 0.8], 'box of screws');
  });

  it('an inch diameter and length before fastener nouns (3/8 x 3 anchors) is a fastener size, not a box', () => {
    expect(parseQuery('concrete anchors 3/8 x 3 25 pack').dimensions).toBeNull();
    expectEstimateWithin('concrete anchors 3/8 x 3 25 pack', [10, 25], [0.7, 1.6], 'box of screws');
    expect(parseQuery('picture frame 0.5 x 6').thread).toBeNull();
  });

  it('a bare M number is a thread only beside a fastener word', () => {
    expect(parseQuery('m6 hex bolts').thread).toMatchObject({ diameterMm: 6, lengthMm: null });
    expect(parseQuery('milwaukee m18 battery').thread).toBeNull();
  });
});

describe('battery ratings', () => {
  it.each([
    ['12V 35Ah SLA battery', [8, 14]],
    ['12V 100Ah LiFePO4 battery', [9, 15]],
  ] as const)('%s weighs what its watt-hours weigh', (product, weight) => {
    const estimate = estimatePackage({ product });
    expect(estimate.weight_kg).toBeGreaterThanOrEqual(weight[0]);
    expect(estimate.weight_kg).toBeLessThanOrEqual(weight[1]);
  });
});

describe('tons of bulk goods', () => {
  it('"1 ton of gravel" is a weight, and freight', () => {
    expect(estimatePackage({ product: '1 ton of gravel' }).freight).not.toBeNull();
  });

  it('"3 ton jack stands" stays a rating', () => {
    const estimate = estimatePackage({ product: '3 ton jack stands' });
    expect(estimate.freight).toBeNull();
    expect(estimate.weight_kg).toBeLessThan(15);
  });
});

describe('trade and maker kinds in the catalog', () => {
  it.each([
    ['20A GFCI outlet', 'wiring device', [10, 30], [0.05, 0.4]],
    ['single pole light switch 10 pack', 'wiring device', [15, 40], [0.5, 1.6]],
    ['3/4 inch PVC pipe 10 ft', 'pvc pipe', [250, 330], [0.7, 2]],
    ['14 AWG THHN wire 500 ft spool', 'electrical wire spool', [25, 45], [2.5, 5]],
    ['5 gal bucket of drywall compound', 'joint compound', [30, 45], [20, 36]],
    ['NEMA 17 stepper motor', 'stepper motor', [10, 25], [0.2, 0.7]],
    ['M3 heat set inserts 50 pcs', 'threaded inserts', [10, 25], [0.01, 0.15]],
    ['4 1/2 inch grinder cutting discs 25 pack', 'abrasive discs', [12, 30], [0.6, 2]],
    ['shop vac 5 gallon 3 peak hp', 'shop vac', [35, 55], [3, 6.5]],
  ] as const)('%s', (product, matched, length, weight) => {
    expectEstimateWithin(product, length, weight, matched);
  });

  it('4x8 ft sheets go as freight', () => {
    expect(estimatePackage({ product: '4x8 sheet of plywood 3/4' }).freight).not.toBeNull();
    expect(estimatePackage({ product: 'sheet of drywall 4x8' }).freight).not.toBeNull();
  });

  it.each([
    ['18650 cells 4 pack', 'lithium_battery'],
    ['CR2032 coin cell 10 pack', 'lithium_battery'],
    ['PVC cement and primer combo', 'flammable_liquid'],
    ['12V 7Ah SLA battery', 'corrosive'],
  ] as const)('%s carries %s', (product, flag) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.restricted).toContain(flag);
    expect(estimate.freight).toBeNull();
  });

  it('a sealed lead-acid battery is not a wet-cell car battery', () => {
    expect(estimatePackage({ product: '12V 7Ah SLA battery' }).estimate.restricted).not.toContain('car_battery');
  });
});

describe('bare tools', () => {
  it('"tool only" is the cordless tool without its kit: lighter, smaller, no lithium battery', () => {
    const bare = expectEstimateWithin('DeWalt 20V Max XR Impact Driver Tool Only', [20, 36], [0.9, 2], 'cordless drill');
    expect(bare.estimate.restricted).not.toContain('lithium_battery');
    const kit = estimatePackage({ product: 'dewalt 20v impact driver kit' });
    expect(kit.weight_kg).toBeGreaterThan(3);
    expect(kit.estimate.restricted).toContain('lithium_battery');
  });
});

describe('pipe bore', () => {
  it('"2 inch pvc pipe 10 ft": the bore sets the weight per foot, the feet the length', () => {
    expectEstimateWithin('2 inch pvc pipe 10 ft', [280, 330], [3, 5.5], 'pvc pipe');
    expectEstimateWithin('3/4 inch PVC pipe 10 ft', [280, 330], [0.7, 2], 'pvc pipe');
  });

  it('a 20 ft stick is twenty feet long even after a bore', () => {
    expect(estimatePackage({ product: '2 inch pvc pipe 20 ft' }).length_cm).toBeGreaterThan(550);
  });
});
