// US ZIP data from the `zipcodes` package (42,555 ZIPs from federalgovernmentzipcodes.us, one city per ZIP),
// indexed once at import so every lookup afterwards is a Map hit.
import { createRequire } from 'node:module';
import type { CityStateMatch, UsPlace } from './types.ts';
import { greatCircleMiles } from './zones.ts';

interface ZipRecord {
  readonly zip: string;
  readonly city: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** APO/FPO/DPO "states": no civilian location; carriers other than USPS do not deliver there. */
export const MILITARY_STATES: ReadonlySet<string> = new Set(['AA', 'AE', 'AP']);

/**
 * Sovereign countries inside the USPS ZIP system (Compacts of Free Association). USPS prices them as domestic
 * zone 9, every other carrier as international, and SPEC sends other countries to human review.
 */
export const FREELY_ASSOCIATED_STATES: ReadonlySet<string> = new Set(['FM', 'MH', 'PW']);

/** US territories that have their own ISO country code but are USPS-domestic; `to_country` may name them. */
export const US_TERRITORY_COUNTRY_CODES: ReadonlySet<string> = new Set(['PR', 'VI', 'GU', 'AS', 'MP']);

// `zipcodes`' main entry merges Canadian FSAs into the same table and ships no types, so we require the US
// table directly (createRequire keeps this ESM module free of an ambient `declare module` that could clash
// with another folder's) and check each record's shape while indexing instead of trusting a declaration.
const requireCommonJs = createRequire(import.meta.url);
const rawUsTable: unknown = requireCommonJs('zipcodes/lib/codes.js');
const rawStateNames: unknown = requireCommonJs('zipcodes/lib/states.js');

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toZipRecord(value: unknown): ZipRecord | undefined {
  if (!isRecordObject(value)) return undefined;
  const { zip, city, state, latitude, longitude } = value;
  if (typeof zip !== 'string' || !/^\d{5}$/.test(zip)) return undefined;
  if (typeof city !== 'string' || typeof state !== 'string') return undefined;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  return { zip, city, state, latitude, longitude };
}

/**
 * Coordinates we can measure from. The data marks "unknown" with 0,0 (306 military ZIPs). One civilian ZIP
 * (10200, New York) has its longitude sign flipped; US states and Caribbean territories all lie west of
 * Greenwich, so a positive longitude there is a sign error and is corrected rather than dropped.
 */
function usableCoordinates(record: ZipRecord): { latitude: number; longitude: number } | undefined {
  const { latitude, longitude, state } = record;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (latitude === 0 && longitude === 0) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const mayLieEastOfGreenwich = MILITARY_STATES.has(state) || STATES_REACHING_EASTERN_LONGITUDES.has(state);
  if (longitude > 0 && !mayLieEastOfGreenwich) return { latitude, longitude: -longitude };
  return { latitude, longitude };
}

// Places past 180° that legitimately have positive longitudes: Guam, the Marianas, Palau, Micronesia, the
// Marshall Islands, Wake Island (filed under HI in the data) and the western Aleutians (AK).
const STATES_REACHING_EASTERN_LONGITUDES: ReadonlySet<string> = new Set(['GU', 'MP', 'PW', 'FM', 'MH', 'HI', 'AK']);

/**
 * City names compared loosely: case, accents, punctuation and the usual abbreviations do not matter
 * ("ST. LOUIS" = "Saint Louis", "Ft Worth" = "Fort Worth", "Mt Vernon" = "Mount Vernon").
 */
export function canonicalCityName(city: string): string {
  const words = city
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/['’.]/g, '')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()
    .split(' ');
  return words.map((word) => CITY_WORD_EXPANSIONS[word] ?? word).join(' ');
}

const CITY_WORD_EXPANSIONS: Readonly<Record<string, string>> = {
  ST: 'SAINT',
  STE: 'SAINTE',
  FT: 'FORT',
  MT: 'MOUNT',
};

interface UsZipIndex {
  /** Every ZIP in the data, for city/state checks (military ZIPs included). */
  readonly recordsByZip: Map<string, ZipRecord>;
  /** ZIPs with usable coordinates, as the frozen places handed to callers. */
  readonly placesByZip: Map<string, UsPlace>;
  /** `STATE|CANONICAL CITY` for every city in the data. */
  readonly stateCities: Set<string>;
  /** `STATE|CANONICAL CITY` → that city's places (ZIPs with coordinates). */
  readonly placesByStateCity: Map<string, UsPlace[]>;
  readonly statesInData: Set<string>;
  readonly coordinatesCorrected: string[];
}

function buildIndex(table: unknown): UsZipIndex {
  const codes = isRecordObject(table) ? table['codes'] : undefined;
  if (!isRecordObject(codes)) {
    throw new Error('zipcodes/lib/codes.js no longer exports { codes: { [zip]: record } }; the geography module cannot load');
  }
  const index: UsZipIndex = {
    recordsByZip: new Map(),
    placesByZip: new Map(),
    stateCities: new Set(),
    placesByStateCity: new Map(),
    statesInData: new Set(),
    coordinatesCorrected: [],
  };
  // Many ZIPs share a city name; canonicalising each distinct name once keeps the import fast.
  const canonicalByCity = new Map<string, string>();
  for (const value of Object.values(codes)) {
    const record = toZipRecord(value);
    if (record === undefined) continue;
    index.recordsByZip.set(record.zip, record);
    index.statesInData.add(record.state);

    let canonicalCity = canonicalByCity.get(record.city);
    if (canonicalCity === undefined) canonicalByCity.set(record.city, (canonicalCity = canonicalCityName(record.city)));
    const cityKey = `${record.state}|${canonicalCity}`;
    index.stateCities.add(cityKey);

    const coordinates = usableCoordinates(record);
    if (coordinates === undefined) continue;
    if (coordinates.longitude !== record.longitude) index.coordinatesCorrected.push(record.zip);
    const place: UsPlace = Object.freeze({
      country: 'US',
      postal_code: record.zip,
      city: record.city,
      state: record.state,
      latitude: coordinates.latitude,
      longitude: coordinates.longitude,
    });
    index.placesByZip.set(record.zip, place);
    let cityPlaces = index.placesByStateCity.get(cityKey);
    if (cityPlaces === undefined) index.placesByStateCity.set(cityKey, (cityPlaces = []));
    cityPlaces.push(place);
  }
  if (index.placesByZip.size < 40_000) {
    throw new Error(`zipcodes data looks truncated: only ${index.placesByZip.size} ZIPs with coordinates`);
  }
  return index;
}

const INDEX = buildIndex(rawUsTable);

/** What the data held at load time, for health output and tests. */
export const US_ZIP_DATA_SUMMARY = Object.freeze({
  zips: INDEX.recordsByZip.size,
  zipsWithCoordinates: INDEX.placesByZip.size,
  coordinatesCorrected: Object.freeze([...INDEX.coordinatesCorrected]),
});

export interface ParsedUsZip {
  readonly zip5: string;
  readonly zip4?: string;
}

// 5 digits, or ZIP+4 written with a hyphen, a space, or run together (as many databases store it).
const US_ZIP_FORMAT = /^(\d{5})(?:(?:-|\s+)?(\d{4}))?$/;

/** Format only (no data lookup): "12345", "12345-6789", " 12345 6789 " → its parts; anything else → undefined. */
export function parseUsZip(input: string): ParsedUsZip | undefined {
  const match = US_ZIP_FORMAT.exec(input.trim());
  if (match === null) return undefined;
  const [, zip5, zip4] = match;
  if (zip5 === undefined) return undefined;
  return zip4 === undefined ? { zip5 } : { zip5, zip4 };
}

/** The place for a 5-digit ZIP with usable coordinates, or undefined (unknown ZIP, or military with no location). */
export function lookupUsZip(zip5: string): UsPlace | undefined {
  return INDEX.placesByZip.get(zip5);
}

function hasPlaceNear(candidates: readonly UsPlace[], place: UsPlace): boolean {
  return candidates.some((candidate) => greatCircleMiles(candidate, place) <= SAME_AREA_MILES);
}

/** City and state the data lists for a ZIP, also for ZIPs without coordinates (APO/FPO/DPO). */
export function lookupUsZipRecord(zip5: string): { city: string; state: string } | undefined {
  const record = INDEX.recordsByZip.get(zip5);
  return record === undefined ? undefined : { city: record.city, state: record.state };
}

// Full names accepted in the state field: the 50 states and DC from `zipcodes`, plus the inhabited territories.
const STATE_CODES_BY_NAME: ReadonlyMap<string, string> = (() => {
  const names = new Map<string, string>([
    ['PUERTO RICO', 'PR'],
    ['GUAM', 'GU'],
    ['VIRGIN ISLANDS', 'VI'],
    ['US VIRGIN ISLANDS', 'VI'],
    ['AMERICAN SAMOA', 'AS'],
    ['NORTHERN MARIANA ISLANDS', 'MP'],
  ]);
  const full = isRecordObject(rawStateNames) ? rawStateNames['full'] : undefined;
  if (isRecordObject(full)) {
    for (const [name, code] of Object.entries(full)) {
      // The package's table also holds Canadian provinces; keep only codes the US data uses.
      if (typeof code === 'string' && INDEX.statesInData.has(code)) names.set(canonicalCityName(name), code);
    }
  }
  return names;
})();

/** "ca", "California", " CA " → "CA"; undefined when it names no US state or territory in the data. */
export function normalizeUsState(state: string): string | undefined {
  const upper = state.trim().toUpperCase();
  if (INDEX.statesInData.has(upper)) return upper;
  return STATE_CODES_BY_NAME.get(canonicalCityName(state));
}

/** A named city counts as "the same area" as a ZIP when one of its own ZIPs lies this close to the ZIP. */
export const SAME_AREA_MILES = 10;

/**
 * Does a ZIP belong to the city and state an address gives? The data has one city per ZIP, so USPS
 * "acceptable alternate" names (a neighbouring mailing town, e.g. "Los Angeles" for Studio City) are unknown
 * to it. To avoid rejecting those, a city is also accepted when the data lists it in the same state with a ZIP
 * whose centroid is within SAME_AREA_MILES of this ZIP's (`match: 'same_area'`). Limits: alternate names that
 * are no ZIP's primary city anywhere in the state (e.g. "Hollywood, CA" for 90028, listed as Los Angeles) are
 * still rejected; a town next door is accepted even when USPS would not list it for this ZIP; military ZIPs
 * (no coordinates) only match exactly.
 */
export function usZipMatchesCityState(zip5: string, city: string, state: string): CityStateMatch {
  const parsed = parseUsZip(zip5);
  if (parsed === undefined) return { ok: false, message: `${JSON.stringify(zip5)} is not a US ZIP code (5 digits or ZIP+4)` };
  const record = INDEX.recordsByZip.get(parsed.zip5);
  if (record === undefined) return { ok: false, message: `${parsed.zip5} is not a known US ZIP code` };
  const stateCode = normalizeUsState(state);
  if (stateCode === undefined) {
    return { ok: false, message: `${JSON.stringify(state)} is not a US state or territory` };
  }
  if (stateCode !== record.state) {
    return { ok: false, message: `ZIP ${record.zip} is in ${record.state} (${record.city}), not ${stateCode}` };
  }
  const wantedCity = canonicalCityName(city);
  if (wantedCity === canonicalCityName(record.city)) return { ok: true, match: 'exact' };
  const namedCityKey = `${stateCode}|${wantedCity}`;
  const namedCityPlaces = INDEX.placesByStateCity.get(namedCityKey);
  const zipPlace = INDEX.placesByZip.get(record.zip);
  if (namedCityPlaces !== undefined && zipPlace !== undefined && hasPlaceNear(namedCityPlaces, zipPlace)) {
    return { ok: true, match: 'same_area' };
  }
  return {
    ok: false,
    message: !INDEX.stateCities.has(namedCityKey)
      ? `${city.trim()}, ${stateCode} is not a city in the ZIP data; ZIP ${record.zip} is ${record.city}, ${record.state}`
      : `ZIP ${record.zip} is ${record.city}, ${record.state}, not ${city.trim()}`,
  };
}
