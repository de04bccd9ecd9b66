import { postcodeValidator } from 'postcode-validator';
import { describe, expect, it } from 'vitest';
import { resolveDestination } from '../../../domain/geography/index.ts';
import type { DestinationResult } from '../../../domain/geography/index.ts';

function supportedPlace(result: DestinationResult) {
  if (result.kind !== 'supported') throw new Error(`expected supported, got ${JSON.stringify(result)}`);
  return result.place;
}

describe('US destinations', () => {
  it.each([
    ['10001', undefined, '10001', 'NY', undefined],
    ['10001', 'US', '10001', 'NY', undefined],
    ['10001', 'us', '10001', 'NY', undefined],
    [' 90210-1234 ', undefined, '90210', 'CA', '1234'],
    ['02108', ' US ', '02108', 'MA', undefined],
    ['00901', 'US', '00901', 'PR', undefined],
    ['00901', 'PR', '00901', 'PR', undefined],
    ['00802', 'VI', '00802', 'VI', undefined],
    ['96910', 'GU', '96910', 'GU', undefined],
    ['96799', 'AS', '96799', 'AS', undefined],
    ['96950', 'MP', '96950', 'MP', undefined],
    ['96910', undefined, '96910', 'GU', undefined],
  ])('%j to_country=%j → %s, %s', (postal, toCountry, zip5, state, zip4) => {
    const place = supportedPlace(resolveDestination(postal, toCountry));
    expect(place).toMatchObject({ country: 'US', postal_code: zip5, state });
    expect('zip4' in place ? place.zip4 : undefined).toBe(zip4);
  });

  it('reads a 5-digit code without to_country as a US ZIP (DESIGN: 5 digits → US), even one Berlin also uses', () => {
    expect(supportedPlace(resolveDestination('10115'))).toMatchObject({ country: 'US', city: 'New York' });
  });

  it('rejects an unknown 5-digit code and says how to ask for a German one', () => {
    const result = resolveDestination('00000');
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.message).toMatch(/00000 is not a known US ZIP code.*to_country "DE"/);
  });

  it.each([
    ['09001', undefined, 'US', 'military'],
    ['34001', 'US', 'US', 'military'],
    ['96960', undefined, 'MH', 'Marshall Islands'],
    ['96941', 'US', 'FM', 'Micronesia'],
    ['96939', undefined, 'PW', 'Palau'],
  ])('%j (to_country %j) goes to human review as %s', (postal, toCountry, country, fragment) => {
    const result = resolveDestination(postal, toCountry);
    expect(result).toMatchObject({ kind: 'unsupported', country });
    expect(result.kind === 'unsupported' && result.reason).toContain(fragment);
  });

  it.each([
    ['00901', 'GU', '00901 is a PR ZIP code, not one in Guam (GU)'],
    ['99999', 'US', '99999 is not a known US ZIP code'],
    ['1234', 'US', 'is not a US ZIP code (5 digits or ZIP+4)'],
    ['K1A 0B1', 'US', 'it looks like a postal code from Canada (CA)'],
  ])('%j with to_country %j is invalid', (postal, toCountry, fragment) => {
    const result = resolveDestination(postal, toCountry);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.message).toContain(fragment);
  });
});

describe('Canada', () => {
  it.each([
    ['K1A 0B1', 'K1A 0B1', 'ON'],
    ['k1a0b1', 'K1A 0B1', 'ON'],
    ['  m5v   3l9 ', 'M5V 3L9', 'ON'],
    ['H2X 1Y4', 'H2X 1Y4', 'QC'],
    ['G1R 4P5', 'G1R 4P5', 'QC'],
    ['V6B 1A1', 'V6B 1A1', 'BC'],
    ['T2P 1J9', 'T2P 1J9', 'AB'],
    ['S4P 3Y2', 'S4P 3Y2', 'SK'],
    ['R3C 4T3', 'R3C 4T3', 'MB'],
    ['E1C 4M3', 'E1C 4M3', 'NB'],
    ['B3H 4R2', 'B3H 4R2', 'NS'],
    ['C1A 4P3', 'C1A 4P3', 'PE'],
    ['A1C 5M2', 'A1C 5M2', 'NL'],
    ['X0A 0H0', 'X0A 0H0', 'NU'],
    ['X1A 2L9', 'X1A 2L9', 'NT'],
    ['Y1A 2C6', 'Y1A 2C6', 'YT'],
  ])('%j → %s (%s), with and without to_country', (postal, normalised, province) => {
    for (const toCountry of [undefined, 'CA', 'ca']) {
      expect(supportedPlace(resolveDestination(postal, toCountry))).toEqual({ country: 'CA', postal_code: normalised, state: province });
    }
  });

  it.each([
    ['D1A 1A1', 'CA'], // D is never used
    ['W1A 1A1', 'CA'], // W never first
    ['Z1A 1A1', undefined], // Z never first
    ['K1O 1A1', 'CA'], // O is never used
    ['K1A 0U1', undefined], // U is never used
    ['K1A-0B1', 'CA'],
    ['K1A 0B', 'CA'],
    ['10001', 'CA'],
  ])('%j (to_country %j) is invalid', (postal, toCountry) => {
    expect(resolveDestination(postal, toCountry).kind).toBe('invalid');
  });
});

describe('United Kingdom', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['  SW1A   1AA ', 'SW1A 1AA'],
    ['EC1A1BB', 'EC1A 1BB'],
    ['W1A 0AX', 'W1A 0AX'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['N1C 4AG', 'N1C 4AG'],
    ['EH1 1YZ', 'EH1 1YZ'],
    ['GIR 0AA', 'GIR 0AA'],
    ['gir0aa', 'GIR 0AA'],
  ])('%j → %s with to_country GB, UK or none', (postal, normalised) => {
    for (const toCountry of [undefined, 'GB', 'gb', 'UK', 'uk']) {
      expect(supportedPlace(resolveDestination(postal, toCountry))).toEqual({ country: 'GB', postal_code: normalised });
    }
  });

  it.each([
    ['QA1 1AA', 'Q never first'],
    ['VA1 1AA', 'V never first'],
    ['AI1 1AA', 'I never second'],
    ['W1L 1AA', 'L never third in A9A'],
    ['EC1C 1AA', 'C never fourth in AA9A'],
    ['SW1A 1AC', 'C never in the inward letters'],
    ['SW1A 1OA', 'O never in the inward letters'],
    ['SW1A 1A', 'inward code too short'],
    ['SW1A1AAA', 'too long'],
  ])('%j is invalid (%s)', (postal) => {
    expect(resolveDestination(postal, 'GB').kind).toBe('invalid');
  });

  it.each([
    ['JE2 3AB', 'JE'],
    ['GY1 1AA', 'GG'],
    ['IM1 1AA', 'IM'],
    ['GX11 1AA', 'GI'],
    ['FIQQ 1ZZ', 'FK'],
    ['TKCA 1ZZ', 'TC'],
    ['BFPO 1234', 'GB'],
    ['bfpo 57', 'GB'],
    ['BF1 3AA', 'GB'],
  ])('%j is outside UK customs or forces mail → human review as %s', (postal, country) => {
    for (const toCountry of [undefined, 'GB']) {
      expect(resolveDestination(postal, toCountry)).toMatchObject({ kind: 'unsupported', country });
    }
  });
});

describe('Germany', () => {
  it.each([
    ['10115', '10115'],
    ['01067', '01067'],
    [' 80331 ', '80331'],
    ['D-80331', '80331'],
    ['20095', '20095'],
    ['99998', '99998'],
  ])('%j → %s', (postal, normalised) => {
    expect(supportedPlace(resolveDestination(postal, 'DE'))).toEqual({ country: 'DE', postal_code: normalised });
    expect(supportedPlace(resolveDestination(postal, 'de'))).toEqual({ country: 'DE', postal_code: normalised });
  });

  it.each(['00123', '00000', '1234', '123456', 'ABCDE', '1011 5'])('%j is invalid', (postal) => {
    expect(resolveDestination(postal, 'DE').kind).toBe('invalid');
  });
});

describe('Australia', () => {
  it.each([
    ['2000', 'NSW'],
    ['0800', 'NT'],
    ['0872', 'NT'],
    ['0200', 'ACT'],
    ['2600', 'ACT'],
    ['2900', 'ACT'],
    ['2620', 'NSW'],
    ['3000', 'VIC'],
    ['8001', 'VIC'],
    ['4000', 'QLD'],
    ['9726', 'QLD'],
    ['5000', 'SA'],
    ['6000', 'WA'],
    ['6800', 'WA'],
    ['7000', 'TAS'],
    [' 2000 ', 'NSW'],
  ])('%j → %s with to_country AU', (postal, state) => {
    expect(supportedPlace(resolveDestination(postal, 'AU'))).toEqual({ country: 'AU', postal_code: postal.trim(), state });
  });

  it.each(['0100', '0000', '0500', '0799', '200', '20000', 'ABCD', '20 00'])('%j is invalid', (postal) => {
    expect(resolveDestination(postal, 'au').kind).toBe('invalid');
  });

  it.each([
    ['2899', 'NF'],
    ['6798', 'CX'],
    ['6799', 'CC'],
  ])('%j is an external territory → human review as %s', (postal, country) => {
    expect(resolveDestination(postal, 'AU')).toMatchObject({ kind: 'unsupported', country });
  });
});

describe('inference without to_country', () => {
  it.each(['2000', '0800', '3000', '1010', '8001'])(
    '4 digits (%j) are never priced as Australian on a guess: country unknown, to_country AU suggested',
    (postal) => {
      const result = resolveDestination(postal);
      expect(result).toMatchObject({ kind: 'unsupported', country: null });
      expect(result.kind === 'unsupported' && result.reason).toContain('to_country "AU"');
    },
  );

  it.each([
    ['1012 AB', 'NL'],
    ['1012ab', 'NL'],
    ['D02 X285', 'IE'],
    ['A65 F4E2', 'IE'],
    ['00-950', 'PL'],
    ['1000-001', 'PT'],
    ['100-0001', 'JP'],
    ['01310-100', 'BR'],
  ])('%j has one country’s format → human review as %s', (postal, country) => {
    expect(resolveDestination(postal)).toMatchObject({ kind: 'unsupported', country });
  });

  it.each(['123456', '110001', 'AB12', '1234567'])('%j: country cannot be told → human review, country null', (postal) => {
    expect(resolveDestination(postal)).toMatchObject({ kind: 'unsupported', country: null });
  });

  it.each([
    ['NaN', undefined],
    ['ABC', undefined],
    ['null', 'FR'],
    ['undefined', 'US'],
    ['Infinity', 'DE'],
  ])('%j (to_country %j) has no digit: invalid, never a human review request', (postal, country) => {
    const result = resolveDestination(postal, country);
    expect(result.kind).toBe('invalid');
    expect(result).toMatchObject({ message: expect.stringMatching(/is not a postal code/) });
  });

  it('treats an empty or blank to_country as absent', () => {
    expect(supportedPlace(resolveDestination('K1A 0B1', ''))).toMatchObject({ country: 'CA' });
    expect(supportedPlace(resolveDestination('K1A 0B1', '  '))).toMatchObject({ country: 'CA' });
    expect(supportedPlace(resolveDestination('K1A 0B1', null))).toMatchObject({ country: 'CA' });
  });
});

describe('a code rejected for the named country says which country it resembles', () => {
  it.each([
    ['SW1A 1AA', 'CA', 'United Kingdom (GB)'],
    ['K1A 0B1', 'DE', 'Canada (CA)'],
    ['1012 AB', 'AU', 'Netherlands (NL)'],
    ['10001-1234', 'GB', 'United States (US)'],
  ])('%j with to_country %s mentions %s', (postal, toCountry, resembles) => {
    const result = resolveDestination(postal, toCountry);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.message).toContain(`it looks like a postal code from ${resembles}`);
  });
});

describe('other countries named by to_country', () => {
  it.each([
    ['75001', 'FR', 'France'],
    ['75001', 'fr', 'France'],
    ['1012 AB', 'NL', 'Netherlands'],
    ['11000', 'MX', 'Mexico'],
    ['100-0001', 'JP', 'Japan'],
    ['JE2 3AB', 'JE', 'Jersey'],
    ['96960', 'MH', 'Marshall Islands'],
    ['2000', 'NZ', 'New Zealand'],
  ])('%j in %s → human review', (postal, toCountry, name) => {
    const result = resolveDestination(postal, toCountry);
    expect(result).toMatchObject({ kind: 'unsupported', country: toCountry.toUpperCase() });
    expect(result.kind === 'unsupported' && result.reason).toContain(name);
  });
});

describe('invalid input', () => {
  it.each([
    ['10001', 'USA', 'ISO 3166 alpha-2'],
    ['10001', 'U', 'ISO 3166 alpha-2'],
    ['10001', 'U5', 'ISO 3166 alpha-2'],
    ['10001', 'ZZ', 'not an ISO 3166 country code'],
    ['10001', 'XX', 'not an ISO 3166 country code'],
    ['', undefined, 'empty'],
    ['   ', 'US', 'empty'],
    ['!!', undefined, 'not a postal code'],
    ['<script>', 'FR', 'not a postal code'],
    ['1'.repeat(40), undefined, 'not a postal code'],
  ])('%j with to_country %j → invalid', (postal, toCountry, fragment) => {
    const result = resolveDestination(postal, toCountry);
    expect(result.kind).toBe('invalid');
    expect(result.kind === 'invalid' && result.message).toContain(fragment);
  });
});

// facts/carriers.md §6 lists where postcode-validator 3.10.22 is wrong for us. Pin its behaviour, so an upgrade
// that fixes (or changes) it is noticed, and show that our answer differs where it must.
describe('postcode-validator gaps (facts §6) are closed here', () => {
  it.each([
    ['GIR 0AA', 'GB', false, 'supported'],
    ['BFPO 1234', 'GB', false, 'unsupported'],
    ['QA1 1AA', 'GB', true, 'invalid'],
    ['SW1A 1AC', 'GB', true, 'invalid'],
    ['00123', 'DE', true, 'invalid'],
    ['0100', 'AU', true, 'invalid'],
    ['00000', 'US', true, 'invalid'],
  ] as const)('%j (%s): package says %s, we say %s', (postal, country, packageAnswer, ourKind) => {
    expect(postcodeValidator(postal, country)).toBe(packageAnswer);
    expect(resolveDestination(postal, country).kind).toBe(ourKind);
  });

  it('still rejects a ZIP+4 without hyphen in the package, which we accept', () => {
    expect(postcodeValidator('123456789', 'US')).toBe(false);
    expect(resolveDestination('123456789').kind).toBe('supported');
  });
});
