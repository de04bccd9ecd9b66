import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { parseQuery } from '../../../domain/packaging/parse.ts';

describe('reading numbers', () => {
  it.each([
    ['30 cm', 30],
    ['300 mm', 30],
    ['0.3 m', 30],
    ['12 inch', 30.48],
    ['12 inches', 30.48],
    ['12in', 30.48],
    ['12"', 30.48],
    ['12-inch', 30.48],
    ['2 ft', 60.96],
    ["2'", 60.96],
    ['5\'6"', 167.64],
  ])('length %s → %f cm', (text, cm) => {
    const parsed = parseQuery(`${text} lamp`);
    expect(parsed.lengths[0]?.cm).toBeCloseTo(cm, 2);
  });

  it.each([
    ['5 kg', 5],
    ['500 g', 0.5],
    ['30 lb', 13.6078],
    ['30 lbs', 13.6078],
    ['30lbs', 13.6078],
    ['16 oz', 0.4536],
    ['2 pounds', 0.9072],
  ])('weight %s → %f kg', (text, kg) => {
    expect(parseQuery(`${text} bag of rice`).weights[0]?.kg).toBeCloseTo(kg, 3);
  });

  it.each([
    ['2 liter', 2],
    ['750 ml', 0.75],
    ['6 qt', 5.678],
    ['1 gallon', 3.785],
    ['20 fl oz', 0.5915],
    ['4.5 cu ft', 127.43],
  ])('volume %s → %f L', (text, litres) => {
    expect(parseQuery(`${text} thing`).volumes[0]?.litres).toBeCloseTo(litres, 2);
  });

  it.each([
    ['24x36 poster', [24, 36], [null, null]],
    ['24 x 36 in poster', [24, 36], ['in', 'in']],
    ['60x40 cm print', [60, 40], ['cm', 'cm']],
    ['16 x 12 x 10 inch box', [16, 12, 10], ['in', 'in', 'in']],
    ["5' x 8' rug", [5, 8], ['ft', 'ft']],
    ['5 by 8 rug', [5, 8], [null, null]],
    ['24×36 print', [24, 36], [null, null]],
  ])('dimensions %s', (text, values, units) => {
    const parsed = parseQuery(text);
    expect(parsed.dimensions?.values).toEqual(values);
    expect(parsed.dimensions?.units).toEqual(units);
  });

  it.each([
    ['3 pack socks', 3, 'pack'],
    ['3-pack socks', 3, 'pack'],
    ['pack of 6 beers', 6, 'pack'],
    ['set of 4 wine glasses', 4, 'pack'],
    ['box of 12 mugs', 12, 'pack'],
    ['a dozen mugs', 12, 'dozen'],
    ['half a dozen mugs', 6, 'dozen'],
    ['two dozen eggs', 24, 'dozen'],
    ['a pair of shoes', 1, 'pairs'],
    ['2 pairs of shoes', 2, 'pairs'],
    ['mugs x3', 3, 'count'],
    ['3x mugs', 3, 'count'],
    ['qty 3 mugs', 3, 'count'],
    ['3 pieces of luggage', 3, 'count'],
  ])('counts: %s → %i (%s)', (text, count, kind) => {
    expect(parseQuery(text).counts[0]).toMatchObject({ count, kind });
  });

  it.each(['1000 pc puzzle', '12 piece knife set', '2 person tent', '256gb iphone', '4 burner grill', '2-in-1 laptop'])('%s has no count', (text) => {
    expect(parseQuery(text).counts).toEqual([]);
    expect(estimatePackage({ product: text }).estimate.quantity).toBe(1);
  });
});

describe('numbers in estimates', () => {
  it('reads a leading number as a count and a model number as part of the name', () => {
    expect(estimatePackage({ product: '3 books' }).estimate.quantity).toBe(3);
    expect(estimatePackage({ product: 'two lamps' }).estimate.quantity).toBe(2);
    const iphone = estimatePackage({ product: 'iPhone 15' }).estimate;
    expect(iphone.quantity).toBe(1);
    expect(iphone.assumptions.join(' ')).toContain('"15"');
  });

  it('reads a bare plausible number before a screen as inches, a plural as a count', () => {
    const size = estimatePackage({ product: 'samsung 65 tv' });
    expect(size.estimate.quantity).toBe(1);
    expect(size.length_cm).toBeGreaterThan(150);
    expect(estimatePackage({ product: '12 skillets' }).estimate.quantity).toBe(12);
    expect(estimatePackage({ product: '2 tv' }).estimate.quantity).toBe(2);
  });

  it('scales a TV with its stated size', () => {
    const small = estimatePackage({ product: '32 inch tv' });
    const large = estimatePackage({ product: '65 inch tv' });
    expect(large.length_cm).toBeGreaterThan(small.length_cm * 1.8);
    expect(large.weight_kg).toBeGreaterThan(small.weight_kg * 3);
    expect(large.estimate.assumptions.join(' ')).toMatch(/scaled catalog television/);
  });

  it('scales a skillet with its diameter and explains it', () => {
    const ten = estimatePackage({ product: '10 inch cast iron skillet' });
    const twelve = estimatePackage({ product: '12 inch skillet' });
    expect(twelve.weight_kg).toBeGreaterThan(ten.weight_kg);
    expect(twelve.estimate.assumptions.some((text) => text.startsWith('12 inch cast iron skillet: scaled catalog cast iron skillet'))).toBe(true);
  });

  it('uses a stated weight for bulk goods and scales the bag', () => {
    const bag = estimatePackage({ product: '30 lb bag of dog food' });
    expect(bag.weight_kg).toBeGreaterThan(13.6);
    expect(bag.weight_kg).toBeLessThan(15);
    const small = estimatePackage({ product: '5 lb bag of dog food' });
    expect(small.length_cm).toBeLessThan(bag.length_cm);
  });

  it('reads "20 lbs of books" as a total that sets the count', () => {
    const books = estimatePackage({ product: '20 lbs of books' });
    expect(books.estimate.quantity).toBeGreaterThan(10);
    expect(books.weight_kg).toBeGreaterThan(9);
    expect(books.weight_kg).toBeLessThan(11);
  });

  it('reads unitless poster sizes as inches and rug sizes as feet', () => {
    const poster = estimatePackage({ product: '24x36 poster' });
    expect(poster.estimate.box).toMatch(/mailing tube/);
    expect(poster.estimate.assumptions.join(' ')).toContain('inches');
    const metric = estimatePackage({ product: '60x40 cm print' });
    expect(metric.length_cm).toBeLessThan(poster.length_cm);
    const rug = estimatePackage({ product: '5x8 rug' });
    expect(rug.length_cm).toBeGreaterThan(150);
    expect(rug.estimate.assumptions.join(' ')).toContain('feet');
  });

  it('reads ounces on drinkware as fluid ounces', () => {
    const twenty = estimatePackage({ product: '20 oz tumbler' });
    const forty = estimatePackage({ product: '40 oz tumbler' });
    expect(twenty.estimate.assumptions.join(' ')).toContain('fluid ounces');
    expect(forty.weight_kg).toBeGreaterThan(twenty.weight_kg);
  });

  it('scales capacity-sized items', () => {
    expect(estimatePackage({ product: '2 liter soda' }).weight_kg).toBeGreaterThan(2);
    expect(estimatePackage({ product: '8 quart instant pot' }).weight_kg).toBeGreaterThan(estimatePackage({ product: '3 quart instant pot' }).weight_kg);
  });

  it('combines the quantity field with packs and prefers it over a plain count', () => {
    expect(estimatePackage({ product: 'set of 4 glasses', quantity: 2 }).estimate.quantity).toBe(8);
    expect(estimatePackage({ product: '3 books', quantity: 3 }).estimate.quantity).toBe(3);
    const conflict = estimatePackage({ product: '3 books', quantity: 5 }).estimate;
    expect(conflict.quantity).toBe(5);
    expect(conflict.assumptions.join(' ')).toContain('quantity field');
  });

  it('counts pairs by item: shoes are one unit a pair, dumbbells two', () => {
    expect(estimatePackage({ product: 'a pair of shoes' }).estimate.quantity).toBe(1);
    expect(estimatePackage({ product: 'a pair of dumbbells' }).estimate.quantity).toBe(2);
  });

  it('divides counts of pack items by the pack size', () => {
    const balls = estimatePackage({ product: 'a dozen golf balls' });
    expect(balls.estimate.quantity).toBe(12);
    expect(balls.weight_kg).toBeLessThan(1.2);
  });

  it('applies size words that are not part of the name', () => {
    const large = estimatePackage({ product: 'large dog bed' });
    const plain = estimatePackage({ product: 'dog bed' });
    expect(large.length_cm).toBeGreaterThan(plain.length_cm);
    const drone = estimatePackage({ product: 'DJI Mini 4 Pro drone' });
    expect(drone.estimate.assumptions.join(' ')).not.toContain('size word');
  });
});
