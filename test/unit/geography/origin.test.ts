import { describe, expect, it } from 'vitest';
import { resolveOrigin } from '../../../domain/geography/index.ts';

describe('resolveOrigin: real US ZIPs', () => {
  it.each([
    // input, ZIP, city, state, ZIP+4 add-on
    ['10001', '10001', 'New York', 'NY', undefined],
    ['90210', '90210', 'Beverly Hills', 'CA', undefined],
    ['02108', '02108', 'Boston', 'MA', undefined],
    [' 60601 ', '60601', 'Chicago', 'IL', undefined],
    ['12345-6789', '12345', 'Schenectady', 'NY', '6789'],
    ['  94103-1234\t', '94103', 'San Francisco', 'CA', '1234'],
    ['94103 1234', '94103', 'San Francisco', 'CA', '1234'],
    ['941031234', '94103', 'San Francisco', 'CA', '1234'],
    ['99501', '99501', 'Anchorage', 'AK', undefined],
    ['96813', '96813', 'Honolulu', 'HI', undefined],
    ['00901', '00901', 'San Juan', 'PR', undefined],
    ['96910', '96910', 'Hagatna', 'GU', undefined],
  ])('%j → %s %s, %s', (input, zip5, city, state, zip4) => {
    const result = resolveOrigin(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.place).toMatchObject({ country: 'US', postal_code: zip5, city, state });
    expect(result.place.zip4).toBe(zip4);
    expect(Number.isFinite(result.place.latitude) && Number.isFinite(result.place.longitude)).toBe(true);
  });

  it('hands out frozen places, so one caller cannot change another caller’s answer', () => {
    const result = resolveOrigin('10001');
    expect(result.ok && Object.isFrozen(result.place)).toBe(true);
  });

  it('uses the corrected longitude for 10200 (the data has the sign flipped)', () => {
    const result = resolveOrigin('10200');
    expect(result.ok && result.place.longitude).toBeCloseTo(-73.95, 2);
  });
});

describe('resolveOrigin: rejected with an actionable message', () => {
  it.each([
    ['00000', '00000 is not a known US ZIP code'],
    ['99999', '99999 is not a known US ZIP code'],
    ['abcde', 'origin must be a US ZIP code (5 digits or ZIP+4)'],
    ['1234', 'origin must be a US ZIP code (5 digits or ZIP+4)'],
    ['123456', 'origin must be a US ZIP code (5 digits or ZIP+4)'],
    ['12345-678', 'origin must be a US ZIP code (5 digits or ZIP+4)'],
    ['', 'origin must be a US ZIP code (5 digits or ZIP+4)'],
    ['K1A 0B1', 'Canada'],
    ['SW1A 1AA', 'United Kingdom'],
    ['09001', 'military (APO/FPO/DPO)'],
    ['34001', 'military (APO/FPO/DPO)'],
    ['96960', 'Marshall Islands'],
    ['96939', 'Palau'],
  ])('%j', (input, fragment) => {
    const result = resolveOrigin(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain(fragment);
  });

  it('tells a foreign origin that shipments start in the US', () => {
    const result = resolveOrigin('k1a0b1');
    expect(!result.ok && result.message).toMatch(/must start in the US/);
  });

  it('does not throw on a non-string from untyped JSON', () => {
    expect(resolveOrigin(12345 as unknown as string)).toEqual({
      ok: false,
      message: 'origin must be a US ZIP code (5 digits or ZIP+4)',
    });
  });
});
