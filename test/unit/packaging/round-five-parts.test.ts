// Round five of issue 15: a part or accessory named after its product ("lawn mower blade", "sofa cover") is the
// part, never the product. Before this, each of these was estimated as the whole product (the sofa and the kayak
// as freight). Each row fails on the estimator before the change.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

describe('a part noun after a product names a part of it', () => {
  it.each([
    ['lawn mower blade', 'replacement part', 'lawn mower'],
    ['instant pot sealing ring', 'small spare part', 'pressure cooker'],
    ['sofa cover', 'replacement cover', 'sofa'],
    ['kayak seat', 'replacement part', 'kayak'],
    ['treadmill safety key', 'small spare part', 'treadmill'],
    ['ceiling fan remote', 'small spare part', 'ceiling fan'],
    ['tent footprint', 'replacement cover', 'camping tent'],
    ['espresso machine portafilter', 'replacement part', 'espresso machine'],
    ['lawn mower blade replacement', 'replacement part', 'lawn mower'],
  ] as const)('%s → a %s', (product, part, of) => {
    const estimate = estimatePackage({ product });
    expect(estimate.estimate.matched).toBe(part);
    expect(estimate.freight).toBeNull();
    expect(estimate.weight_kg).toBeLessThan(3);
    expect(estimate.estimate.assumptions).toContain(`a part for a ${of}, not the ${of} itself: estimated as a ${part}`);
    expect(estimate.estimate.confidence).toBeLessThanOrEqual(0.45);
  });

  it('a one-word name of other goods after a product is its part ("treadmill belt" is no trouser belt)', () => {
    expect(estimatePackage({ product: 'treadmill belt' }).estimate.matched).toBe('replacement part');
    expect(estimatePackage({ product: 'stroller wheel replacement' }).estimate.matched).not.toBe('wheel and tire');
  });

  it('vacuum bags are the bags; other bags are not parts', () => {
    expect(estimatePackage({ product: 'hoover bags' }).estimate.matched).toBe('vacuum bags');
    expect(estimatePackage({ product: 'gucci bag' }).estimate.matched).toBe('handbag');
    expect(estimatePackage({ product: '3 bags of flour' }).estimate.matched).toBe('bag of flour');
  });

  it('a light product keeps a light part ("headphone stand" aside, "gopro chest mount" is not 1.4 kg)', () => {
    expect(estimatePackage({ product: 'xbox controller replacement cover' }).weight_kg).toBeLessThan(0.5);
  });

  it.each([
    ['car wheel', 'wheel and tire'],
    ['solid wood dining table seats 8', 'dining table'],
    ['tv stand', 'tv stand'],
    ['samsung tv wall mount', 'tv wall mount'],
    ['dryer vent hose', 'dryer vent hose'],
    ['bathroom faucet single handle', 'kitchen faucet'],
    ['vacuum bags', 'vacuum bags'],
  ] as const)('leaves named items and products alone: %s', (product, item) => {
    expect(estimatePackage({ product }).estimate.matched).toBe(item);
  });
});
