import { describe, expect, it } from 'vitest';
import { greatCircleMiles, lookupUsZip, usZone, zoneForMiles } from '../../../domain/geography/index.ts';
import type { UsPlace } from '../../../domain/geography/index.ts';

function place(zip: string): UsPlace {
  const found = lookupUsZip(zip);
  if (found === undefined) throw new Error(`test ZIP ${zip} missing from the data`);
  return found;
}

describe('usZone for known pairs (great-circle miles between ZIP centroids)', () => {
  it.each([
    ['10001', '10002', 1], // Manhattan, ~2 mi
    ['60601', '60614', 1], // Chicago Loop → Lincoln Park
    ['10001', '19103', 2], // New York → Philadelphia, ~83 mi
    ['94103', '95814', 2], // San Francisco → Sacramento, ~75 mi
    ['10001', '12207', 2], // New York → Albany, ~132 mi
    ['10001', '02108', 3], // New York → Boston, ~188 mi
    ['10001', '20500', 3], // New York → Washington, ~206 mi
    ['85027', '90201', 4], // facts §3: Phoenix entry ZIP 85027 → ZIP3 902 is zone 4 on the real chart
    ['94103', '90001', 4], // San Francisco → Los Angeles, ~351 mi
    ['64106', '80202', 4], // Kansas City → Denver, ~558 mi
    ['10001', '60601', 5], // New York → Chicago, ~711 mi
    ['30301', '33101', 5], // Atlanta → Miami, ~613 mi
    ['90210', '98101', 5], // Beverly Hills → Seattle, ~956 mi
    ['10001', '77002', 7], // New York → Houston, ~1,419 mi
    ['10001', '80202', 7], // New York → Denver, ~1,628 mi
    ['10001', '00901', 7], // New York → San Juan, ~1,614 mi
    ['10001', '90210', 8], // coast to coast, ~2,453 mi
    ['43194', '90201', 8], // facts §3: Columbus entry ZIP 43194 → ZIP3 902 is zone 8 on the real chart
    ['10001', '99501', 8], // Anchorage
    ['10001', '96813', 8], // Honolulu is distance-zoned, not zone 9
    ['10001', '96910', 9], // Guam
    ['90210', '96799', 9], // American Samoa
    ['10001', '96950', 9], // Saipan (Northern Marianas)
    ['96910', '96950', 2], // Guam → Saipan, both zone-9 islands: distance decides (~136 mi)
  ])('%s → %s is zone %i, and the same the other way', (from, to, zone) => {
    expect(usZone(place(from), place(to))).toBe(zone);
    expect(usZone(place(to), place(from))).toBe(zone);
  });

  it.each([
    ['85027', 4],
    ['43194', 8],
  ])('every 902xx ZIP in the data is zone %s from %s, as on the real chart', (origin, zone) => {
    const destinations = Array.from({ length: 100 }, (_, i) => lookupUsZip(`902${String(i).padStart(2, '0')}`))
      .filter((found): found is UsPlace => found !== undefined);
    expect(destinations.length).toBeGreaterThan(20);
    for (const destination of destinations) expect(usZone(place(origin), destination)).toBe(zone);
  });

  it('zones the Freely Associated States 9 when given them (resolveDestination routes them to review)', () => {
    expect(usZone(place('10001'), place('96960'))).toBe(9); // Majuro, Marshall Islands
    expect(usZone(place('10001'), place('96939'))).toBe(9); // Palau
    expect(usZone(place('10001'), place('96941'))).toBe(9); // Pohnpei, Micronesia
  });
});

describe('zoneForMiles band edges (facts §3)', () => {
  it.each([
    [0, 1], [50, 1], [50.01, 2], [51, 2], [150, 2], [151, 3], [300, 3], [301, 4], [600, 4], [601, 5],
    [1000, 5], [1001, 6], [1400, 6], [1401, 7], [1800, 7], [1801, 8], [12_450, 8],
  ])('%d mi → zone %i', (miles, zone) => {
    expect(zoneForMiles(miles)).toBe(zone);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (miles) => {
    expect(() => zoneForMiles(miles)).toThrow(RangeError);
  });
});

describe('greatCircleMiles', () => {
  it('is zero from a place to itself', () => {
    expect(greatCircleMiles(place('10001'), place('10001'))).toBe(0);
  });

  it('makes one degree of latitude 2πR/360 ≈ 69.09 mi', () => {
    expect(greatCircleMiles({ latitude: 40, longitude: -100 }, { latitude: 41, longitude: -100 })).toBeCloseTo(69.093, 2);
  });

  it('makes the antipode half the circumference (π × 3958.8 mi)', () => {
    expect(greatCircleMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * 3958.8, 6);
  });

  it('agrees with the zipcodes package for New York → Beverly Hills (~2,453 mi)', () => {
    expect(greatCircleMiles(place('10001'), place('90210'))).toBeCloseTo(2453.3, 0);
  });
});
