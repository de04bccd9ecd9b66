// The number grammar of issue 15: each number means what its unit and the matched item's category make of it.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';

const estimate = (product: string, quantity?: number) => estimatePackage({ product, ...(quantity !== undefined ? { quantity } : {}) });
const said = (product: string): string => estimate(product).estimate.assumptions.join(' | ');

describe('size labels are neither counts nor measures', () => {
  it.each([
    ['size 10.5 sneakers', '10.5'],
    ['hoodie size XL', 'xl'],
    ['kids sneakers size 13c', '13c'],
    ['navy blazer 42R', '42r'],
    ['size 4 diapers', '4'],
  ])('%s', (text, label) => {
    const parsed = parseQuery(text);
    expect(parsed.sizeLabels).toContain(label);
    expect(parsed.counts).toEqual([]);
    expect(estimate(text).estimate.quantity).toBe(1);
  });

  it('reads waist x inseam on clothing as a size, not a 3 ft parcel', () => {
    const jeans = estimate('levis 501 jeans 34x32');
    const plain = estimate('levis 501 jeans');
    expect(jeans.length_cm).toBe(plain.length_cm);
    expect(jeans.weight_kg).toBe(plain.weight_kg);
    expect(said('levis 501 jeans 34x32')).toContain('clothing size');
  });

  it('reads the hanging size of curtains as a flat size: folded they still fit a mailer', () => {
    const curtains = estimate('blackout curtain panel 52x84');
    expect(curtains.length_cm).toBeLessThan(70);
    expect(curtains.weight_kg).toBeLessThan(2);
    expect(curtains.freight).toBeNull();
  });

  it('takes a named size from the item: a queen mattress is bigger than a twin, size 1 diapers lighter than size 6', () => {
    expect(estimate('queen memory foam mattress').weight_kg).toBeGreaterThan(estimate('twin memory foam mattress').weight_kg);
    expect(estimate('size 1 diapers').weight_kg).toBeLessThan(estimate('size 6 diapers').weight_kg);
    expect(estimate('toddler sneakers').length_cm).toBeLessThan(estimate('sneakers').length_cm);
  });
});

describe('wheel, frame, blade and key sizes', () => {
  it('sizes a kids bike from its wheel size (20 in bigger than 16 in bigger than 12 in)', () => {
    const twelve = estimate('12 inch kids bike');
    const sixteen = estimate('16 inch kids bike');
    const twenty = estimate('20" kids bike');
    expect(twelve.length_cm).toBeLessThan(sixteen.length_cm);
    expect(sixteen.length_cm).toBeLessThan(twenty.length_cm);
    expect(twenty.length_cm).toBeGreaterThan(95);
    expect(twelve.weight_kg).toBeLessThan(twenty.weight_kg / 1.5);
  });

  it('reads named wheel sizes (29er, 700c) and bare wheel sizes before bmx', () => {
    expect(said('29er mountain bike')).toContain('29 in wheels');
    expect(estimate('29er mountain bike').length_cm).toBeGreaterThan(130);
    expect(estimate('20 bmx bike').length_cm).toBeLessThan(estimate('29er mountain bike').length_cm);
  });

  it('ignores a frame size or a blade size', () => {
    const framed = estimate('road bike 56cm frame');
    expect(framed.length_cm).toBe(estimate('road bike').length_cm);
    expect(said('road bike 56cm frame')).toContain('frame size');
    expect(said('7 1/4 inch blade circular saw')).toContain('blade size');
  });

  it('sizes a music keyboard by its key count and tells it from a computer keyboard', () => {
    const sixtyOne = estimate('61 key keyboard');
    expect(sixtyOne.estimate.matched).toBe('portable keyboard');
    expect(sixtyOne.length_cm).toBeGreaterThan(90);
    expect(estimate('88 key keyboard').estimate.matched).toBe('digital piano');
    expect(estimate('49 key midi keyboard controller').weight_kg).toBeLessThan(sixtyOne.weight_kg);
    // 104 keys is a computer keyboard's count: no namesake has it.
    expect(estimate('104 key mechanical keyboard').estimate.matched).toBe('computer keyboard');
  });

  it('sizes a construction set by its piece count', () => {
    const small = estimate('lego set 250 pieces');
    const big = estimate('lego set 3000 pieces');
    expect(big.weight_kg).toBeGreaterThan(small.weight_kg * 5);
    expect(big.length_cm).toBeGreaterThan(50);
  });
});

describe('units on multipacks describe one unit', () => {
  it('a 24 pack of 16.9 oz bottles is 24 bottles of half a litre, not 24 cases', () => {
    const water = estimate('24 pack of bottled water 16.9 oz');
    expect(water.estimate.quantity).toBe(24);
    expect(water.weight_kg).toBeGreaterThan(11);
    expect(water.weight_kg).toBeLessThan(16);
    expect(water.length_cm).toBeLessThan(60);
  });

  it('12 cans of 3 oz cat food are a small box, not 12 bags', () => {
    const cans = estimate('12 cans of wet cat food 3 oz');
    expect(cans.weight_kg).toBeLessThan(2);
    expect(cans.length_cm).toBeLessThan(35);
  });

  it('reads "5 lb box of" as the contents weight of one box', () => {
    const screws = estimate('5 lb box of deck screws');
    expect(screws.estimate.quantity).toBe(1);
    expect(screws.weight_kg).toBeGreaterThan(2.2);
    expect(screws.weight_kg).toBeLessThan(3);
    expect(screws.length_cm).toBeLessThan(30);
  });

  it('reads a count of pieces in a bulk box as one box', () => {
    const bolts = estimate('box of 100 hex bolts');
    expect(bolts.freight).toBeNull();
    expect(bolts.weight_kg).toBeLessThan(5);
  });

  it('reads "5.5 qt" on a pot and "100 ml" on perfume as capacity', () => {
    expect(estimate('7 qt dutch oven').weight_kg).toBeGreaterThan(estimate('3.5 qt dutch oven').weight_kg);
    expect(estimate('perfume 30 ml').weight_kg).toBeLessThan(estimate('perfume 200 ml').weight_kg);
  });
});

describe('rolled goods', () => {
  it('ships an exercise mat given by its unrolled size as a roll, not a 2 m slab', () => {
    const mat = estimate('yoga mat 72 x 24');
    expect(mat.length_cm).toBeLessThan(90);
    expect(mat.weight_kg).toBeLessThan(3);
  });
});

describe('contents weights and materials', () => {
  it('reads the weight on jarred goods as contents: the jar comes on top', () => {
    const candle = estimate('14 oz scented candle');
    expect(candle.estimate.assumptions.join(' ')).toContain('contents');
    expect(candle.weight_kg).toBeGreaterThan(0.4 / 0.6);
  });

  it('drops fragile padding for a material that does not break', () => {
    const glass = estimate('vase');
    const plastic = estimate('plastic vase');
    expect(plastic.length_cm * plastic.width_cm * plastic.height_cm).toBeLessThanOrEqual(glass.length_cm * glass.width_cm * glass.height_cm);
    expect(plastic.estimate.assumptions.join(' ')).toContain('does not break');
    expect(glass.estimate.fragile).toBe(true);
    expect(plastic.estimate.fragile).toBe(false);
  });
});

describe('clothes', () => {
  it('reads kids on clothing as a smaller, lighter garment', () => {
    const kids = estimate('kids winter jacket');
    const adult = estimate('winter jacket');
    expect(kids.weight_kg).toBeLessThan(adult.weight_kg * 0.8);
    expect(kids.estimate.assumptions.join(' ')).toContain("children's");
  });

  it('stacks a few folded clothes in one mailer', () => {
    const two = estimate('2 pairs of jeans');
    expect(two.estimate.quantity).toBe(2);
    expect(two.estimate.box).toMatch(/mailer/);
  });
});
