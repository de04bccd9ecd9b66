import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_MILES,
  greatCircleMiles,
  lookupUsZip,
  resolveDestination,
  resolveOrigin,
  usZone,
  zoneForMiles,
} from '../../../domain/geography/index.ts';
import type { UsPlace } from '../../../domain/geography/index.ts';

const coordinates = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

// Mainland states and the zone-9 islands, so both the distance rule and the zone-9 rule are exercised.
const zonePoint = fc.record({
  state: fc.constantFrom('NY', 'CA', 'TX', 'AK', 'HI', 'PR', 'GU', 'AS', 'MP', 'PW', 'FM', 'MH'),
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
});

// A spread of real ZIPs: every 97th number that exists in the data (~400 ZIPs from 005xx to 999xx).
const sampleZips: UsPlace[] = [];
for (let n = 0; n < 100_000; n += 97) {
  const found = lookupUsZip(String(n).padStart(5, '0'));
  if (found !== undefined) sampleZips.push(found);
}
const realZip = fc.constantFrom(...sampleZips);

describe('greatCircleMiles properties', () => {
  it('is non-negative, symmetric and at most half the circumference', () => {
    fc.assert(
      fc.property(coordinates, coordinates, (a, b) => {
        const there = greatCircleMiles(a, b);
        expect(there).toBeGreaterThanOrEqual(0);
        expect(there).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_MILES + 1e-6);
        expect(greatCircleMiles(b, a)).toBe(there);
      }),
    );
  });

  it('is zero from a point to itself', () => {
    fc.assert(
      fc.property(coordinates, (a) => {
        expect(greatCircleMiles(a, a)).toBe(0);
      }),
    );
  });
});

describe('usZone properties', () => {
  it('is an integer 1..9 and symmetric, for any coordinates', () => {
    fc.assert(
      fc.property(zonePoint, zonePoint, (origin, destination) => {
        const zone = usZone(origin, destination);
        expect(Number.isInteger(zone) && zone >= 1 && zone <= 9).toBe(true);
        expect(usZone(destination, origin)).toBe(zone);
      }),
    );
  });

  it('is symmetric and 1 to itself for real ZIPs', () => {
    fc.assert(
      fc.property(realZip, realZip, (origin, destination) => {
        expect(usZone(origin, destination)).toBe(usZone(destination, origin));
        expect(usZone(origin, origin)).toBe(1);
      }),
    );
  });

  it('never falls as distance grows', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 13_000, noNaN: true }), fc.double({ min: 0, max: 13_000, noNaN: true }), (x, y) => {
        const [near, far] = x <= y ? [x, y] : [y, x];
        expect(zoneForMiles(near)).toBeLessThanOrEqual(zoneForMiles(far));
      }),
    );
  });
});

describe('resolvers never throw on odd input', () => {
  const anyText = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.stringMatching(/^[0-9A-Za-z -]{0,12}$/));
  const anyCountry = fc.option(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('US', 'CA', 'GB', 'UK', 'DE', 'AU', 'FR', 'PR', 'MH')), {
    nil: undefined,
  });

  it('resolveDestination always returns one of the three kinds, with a message or reason', () => {
    fc.assert(
      fc.property(anyText, anyCountry, (postal, toCountry) => {
        const result = resolveDestination(postal, toCountry);
        if (result.kind === 'supported') expect(result.place.postal_code.length).toBeGreaterThan(0);
        else if (result.kind === 'unsupported') expect(result.reason.length).toBeGreaterThan(0);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('resolveOrigin answers a 5-digit ZIP or a message', () => {
    fc.assert(
      fc.property(anyText, (postal) => {
        const result = resolveOrigin(postal);
        if (result.ok) expect(result.place.postal_code).toMatch(/^\d{5}$/);
        else expect(result.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('normalisation is idempotent', () => {
  const letter = (allowed: string) => fc.constantFrom(...allowed.split(''));
  const digit = fc.integer({ min: 0, max: 9 }).map(String);
  // Canada Post alphabet: no D F I O Q U; W and Z never first.
  const canadianCode = fc
    .tuple(letter('ABCEGHJKLMNPRSTVXY'), digit, letter('ABCEGHJKLMNPRSTVWXYZ'), digit, letter('ABCEGHJKLMNPRSTVWXYZ'), digit)
    .map((parts) => parts.join(''));

  it('any valid Canadian code, however typed, normalises to "A1A 1A1" and stays there', () => {
    fc.assert(
      fc.property(canadianCode, fc.boolean(), fc.constantFrom('', ' ', '  '), (compact, lower, gap) => {
        const typed = `${compact.slice(0, 3)}${gap}${compact.slice(3)}`;
        const first = resolveDestination(lower ? typed.toLowerCase() : typed, 'CA');
        expect(first.kind).toBe('supported');
        if (first.kind !== 'supported') return;
        expect(first.place.postal_code).toBe(`${compact.slice(0, 3)} ${compact.slice(3)}`);
        expect(resolveDestination(first.place.postal_code)).toEqual(first);
      }),
    );
  });

  // BS 7666 outward shapes with letters drawn from the allowed sets, inward code from the allowed letters.
  const first = 'ABCDEFGHIJKLMNOPRSTUWYZ';
  const second = 'ABCDEFGHKLMNOPQRSTUVWXY';
  const inward = fc.tuple(digit, letter('ABDEFGHJLNPQRSTUWXYZ'), letter('ABDEFGHJLNPQRSTUWXYZ')).map((parts) => parts.join(''));
  const outward = fc.oneof(
    fc.tuple(letter(first), digit).map((p) => p.join('')),
    fc.tuple(letter(first), digit, digit).map((p) => p.join('')),
    fc.tuple(letter(first), letter(second), digit).map((p) => p.join('')),
    fc.tuple(letter(first), letter(second), digit, digit).map((p) => p.join('')),
    fc.tuple(letter(first), digit, letter('ABCDEFGHJKPSTUW')).map((p) => p.join('')),
    fc.tuple(letter(first), letter(second), digit, letter('ABEHMNPRVWXY')).map((p) => p.join('')),
  );
  // Areas that are outside the UK (Jersey, Guernsey, Isle of Man) or forces mail (BF) go to review instead.
  const ukPostcode = fc.tuple(outward, inward).filter(([out]) => !/^(JE|GY|IM|BF)/.test(out));

  it('any rule-abiding UK postcode, compact or spaced, normalises to "OUTWARD INWARD" and stays there', () => {
    fc.assert(
      fc.property(ukPostcode, fc.boolean(), ([out, inw], spaced) => {
        const result = resolveDestination(spaced ? `${out} ${inw}` : `${out}${inw}`.toLowerCase(), 'GB');
        expect(result).toEqual({ kind: 'supported', place: { country: 'GB', postal_code: `${out} ${inw}` } });
        expect(resolveDestination(`${out} ${inw}`)).toEqual(result);
      }),
    );
  });
});
