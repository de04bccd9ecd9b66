import { describe, expect, it } from 'vitest';
import {
  canonicalCityName,
  lookupUsZip,
  normalizeUsState,
  parseUsZip,
  US_ZIP_DATA_SUMMARY,
  usZipMatchesCityState,
} from '../../../domain/geography/index.ts';

describe('ZIP data as loaded', () => {
  it('holds the 42,555 US ZIPs of zipcodes 8.0.0, all but the 306 location-less military ones usable', () => {
    expect(US_ZIP_DATA_SUMMARY.zips).toBe(42_555);
    expect(US_ZIP_DATA_SUMMARY.zipsWithCoordinates).toBe(42_555 - 306);
    expect(US_ZIP_DATA_SUMMARY.coordinatesCorrected).toEqual(['10200']);
  });
});

describe('lookupUsZip', () => {
  it.each([
    ['10001', 'New York', 'NY'],
    ['90210', 'Beverly Hills', 'CA'],
    ['00501', 'Holtsville', 'NY'],
    ['20500', 'Washington', 'DC'],
    ['63101', 'Saint Louis', 'MO'],
    ['00802', 'St Thomas', 'VI'],
    ['96799', 'Pago Pago', 'AS'],
  ])('%s → %s, %s', (zip, city, state) => {
    expect(lookupUsZip(zip)).toMatchObject({ country: 'US', postal_code: zip, city, state });
  });

  it.each(['00000', '9021', '902100', '90210-1234', ' 90210', '34001'])('%j → undefined (exact 5-digit key with a location only)', (zip) => {
    expect(lookupUsZip(zip)).toBeUndefined();
  });
});

describe('parseUsZip', () => {
  it.each([
    ['12345', { zip5: '12345' }],
    [' 12345 ', { zip5: '12345' }],
    ['12345-6789', { zip5: '12345', zip4: '6789' }],
    ['12345 6789', { zip5: '12345', zip4: '6789' }],
    ['123456789', { zip5: '12345', zip4: '6789' }],
  ])('%j → %j', (input, parsed) => {
    expect(parseUsZip(input)).toEqual(parsed);
  });

  it.each(['1234', '123456', '12345-', '12345-67', '12345--6789', 'ABCDE', '', '12 345'])('%j → undefined', (input) => {
    expect(parseUsZip(input)).toBeUndefined();
  });
});

describe('usZipMatchesCityState', () => {
  it.each([
    ['90210', 'Beverly Hills', 'CA'],
    ['90210', 'BEVERLY HILLS', 'ca'],
    ['90210', 'beverly hills', 'California'],
    ['63101', 'St. Louis', 'MO'],
    ['63101', 'st louis', 'Missouri'],
    ['33301', 'Ft Lauderdale', 'FL'],
    ['33301', 'Fort Lauderdale', 'FL'],
    ['00802', 'Saint Thomas', 'VI'],
    ['10550', 'Mt Vernon', 'NY'],
    ['20500', 'Washington', 'District of Columbia'],
    ['00901', 'San Juan', 'Puerto Rico'],
    ['09001', 'APO', 'AE'],
    ['12345-6789', 'Schenectady', 'NY'],
  ])('%s is in %s, %s (exact)', (zip, city, state) => {
    expect(usZipMatchesCityState(zip, city, state)).toEqual({ ok: true, match: 'exact' });
  });

  it.each([
    ['90210', 'Los Angeles', 'CA'], // LA ZIPs lie within a few miles of Beverly Hills
    ['11201', 'New York', 'NY'], // Brooklyn Heights faces lower Manhattan
  ])('%s with neighbouring city %s, %s is accepted as same_area', (zip, city, state) => {
    expect(usZipMatchesCityState(zip, city, state)).toEqual({ ok: true, match: 'same_area' });
  });

  it.each([
    ['90210', 'Beverly Hills', 'NY', 'ZIP 90210 is in CA (Beverly Hills), not NY'],
    ['90210', 'San Diego', 'CA', 'ZIP 90210 is Beverly Hills, CA, not San Diego'],
    ['10001', 'Buffalo', 'NY', 'ZIP 10001 is New York, NY, not Buffalo'],
    ['90028', 'Hollywood', 'CA', 'Hollywood, CA is not a city in the ZIP data; ZIP 90028 is Los Angeles, CA'],
    ['00000', 'Nowhere', 'NY', '00000 is not a known US ZIP code'],
    ['9021', 'Beverly Hills', 'CA', 'is not a US ZIP code'],
    ['90210', 'Beverly Hills', 'Ontario', 'is not a US state or territory'],
  ])('%s, %s, %s → %s', (zip, city, state, message) => {
    const result = usZipMatchesCityState(zip, city, state);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});

describe('name normalisation', () => {
  it.each([
    ['St. Louis', 'SAINT LOUIS'],
    ['Saint  Louis', 'SAINT LOUIS'],
    ['Ft. Worth', 'FORT WORTH'],
    ['Mt Vernon', 'MOUNT VERNON'],
    ['Ste. Genevieve', 'SAINTE GENEVIEVE'],
    ['Coeur d’Alene', 'COEUR DALENE'],
    ["Coeur d'Alene", 'COEUR DALENE'],
    ['Cañon City', 'CANON CITY'],
    ['Winston-Salem', 'WINSTON SALEM'],
  ])('%j → %j', (input, canonical) => {
    expect(canonicalCityName(input)).toBe(canonical);
  });

  it.each([
    ['ca', 'CA'],
    [' New York ', 'NY'],
    ['district of columbia', 'DC'],
    ['Puerto Rico', 'PR'],
    ['GU', 'GU'],
    ['AE', 'AE'],
    ['Ontario', undefined],
    ['XX', undefined],
  ])('state %j → %j', (input, code) => {
    expect(normalizeUsState(input)).toBe(code);
  });
});
