// Origin and destination resolution: the rules of SPEC "Geographic rules" and DESIGN "Destination country".
//
// Inference without `to_country` never picks a country the format does not pin down:
//   5 digits / ZIP+4          → US (DESIGN: "5 digits → US"; a German code needs to_country DE)
//   A1A 1A1                   → CA (no other country uses this shape)
//   UK shapes, GIR 0AA, BFPO  → GB (Crown dependencies and overseas territories are named, not priced)
//   4 digits                  → unsupported, country unknown: Australia shares the shape with AT, BE, CH, DK,
//                               NO, NZ, ZA and more, so "2000" could be Sydney or Antwerp. to_country AU prices it.
//   other recognisable shapes → unsupported with that country (NL, IE, PL, PT, JP, BR)
//   anything else postal-like → unsupported, country unknown
import {
  describeCountry,
  normalizeCountryCode,
  quoteInput,
  SUPPORTED_DESTINATIONS,
} from './countries.ts';
import type { Country } from './countries.ts';
import {
  CA_SHAPE,
  checkAustralia,
  checkCanada,
  checkGermany,
  checkGreatBritain,
  compactPostalCode,
  looksLikeRoyalMailCode,
  UNSUPPORTED_COUNTRY_FORMATS,
} from './postal-codes.ts';
import type { PostalCheck } from './postal-codes.ts';
import type { DestinationResult, OriginResult, UsPlace } from './types.ts';
import {
  FREELY_ASSOCIATED_STATES,
  lookupUsZip,
  lookupUsZipRecord,
  MILITARY_STATES,
  parseUsZip,
  US_TERRITORY_COUNTRY_CODES,
} from './us-zips.ts';
import type { ParsedUsZip } from './us-zips.ts';

const ORIGIN_FORMAT_MESSAGE = 'origin must be a US ZIP code (5 digits or ZIP+4)';

// Letters, digits, inner spaces and hyphens, 2–12 characters: wide enough for every national format.
const POSTAL_CODE_LIKE = /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/;

function withZip4(place: UsPlace, zip4: string | undefined): UsPlace {
  return zip4 === undefined ? place : { ...place, zip4 };
}

/** The one country a code's format belongs to, when the format alone settles it (never for bare 4/5 digits). */
function countryPinnedByFormat(postal: string): string | undefined {
  const parsedUs = parseUsZip(postal);
  if (parsedUs?.zip4 !== undefined) return 'US';
  const compact = compactPostalCode(postal);
  if (CA_SHAPE.test(compact)) return 'CA';
  if (looksLikeRoyalMailCode(compact)) return 'GB';
  return UNSUPPORTED_COUNTRY_FORMATS.find(({ pattern }) => pattern.test(compact))?.country;
}

function lookalikeHint(postal: string, expectedCountry: string): string {
  const pinned = countryPinnedByFormat(postal);
  return pinned === undefined || pinned === expectedCountry
    ? ''
    : `; it looks like a postal code from ${describeCountry(pinned)}`;
}

// ------------------------------------------------------------------------------------------------------ origin

/** The shipment's origin: a real US ZIP (5 digits or ZIP+4) with a location in the ZIP data. */
export function resolveOrigin(postal: string): OriginResult {
  if (typeof postal !== 'string') return { ok: false, message: ORIGIN_FORMAT_MESSAGE };
  const parsed = parseUsZip(postal);
  if (parsed === undefined) {
    const hint = lookalikeHint(postal, 'US');
    return {
      ok: false,
      message: `${ORIGIN_FORMAT_MESSAGE}, got ${quoteInput(postal.trim())}${hint}${hint === '' ? '' : ', and shipments must start in the US'}`,
    };
  }
  const record = lookupUsZipRecord(parsed.zip5);
  if (record === undefined) return { ok: false, message: `${parsed.zip5} is not a known US ZIP code` };
  if (MILITARY_STATES.has(record.state)) {
    return { ok: false, message: `${parsed.zip5} is a military (APO/FPO/DPO) ZIP code; the origin must be a civilian US address` };
  }
  if (FREELY_ASSOCIATED_STATES.has(record.state)) {
    return { ok: false, message: `${parsed.zip5} is in ${describeCountry(record.state)}, outside the US; the origin must be in the US` };
  }
  const place = lookupUsZip(parsed.zip5);
  if (place === undefined) return { ok: false, message: `${parsed.zip5} has no location in the ZIP data, so it cannot be an origin` };
  return { ok: true, place: withZip4(place, parsed.zip4) };
}

// ------------------------------------------------------------------------------------------------- destination

/**
 * Where a parcel goes. `toCountry` (ISO 3166 alpha-2, any case, "UK" = GB) settles the country; without it the
 * country is inferred from the format (see the table at the top of this file).
 */
export function resolveDestination(postal: string, toCountry?: string | null): DestinationResult {
  if (typeof postal !== 'string' || postal.trim() === '') return invalid('destination postal code is empty');
  // Every postal format we know has a digit. Words ("NaN", "null", "test") are input errors, never a review request.
  if (!/\d/.test(postal)) return invalid(`${quoteInput(postal.trim())} is not a postal code (postal codes contain digits)`);
  if (toCountry === undefined || toCountry === null || (typeof toCountry === 'string' && toCountry.trim() === '')) {
    return inferDestination(postal);
  }
  if (typeof toCountry !== 'string') return invalid('to_country must be an ISO 3166 alpha-2 country code such as "US" or "DE"');
  const country = normalizeCountryCode(toCountry);
  if (!country.ok) return invalid(country.message);
  return resolveForCountry(postal, country.code);
}

function resolveForCountry(postal: string, country: string): DestinationResult {
  switch (country) {
    case 'US':
      return resolveUsDestination(postal, { inferred: false });
    case 'CA':
      return fromPostalCheck('CA', checkCanada(postal), postal);
    case 'GB':
      return fromPostalCheck('GB', checkGreatBritain(postal), postal);
    case 'DE':
      return fromPostalCheck('DE', checkGermany(postal), postal);
    case 'AU':
      return fromPostalCheck('AU', checkAustralia(postal), postal);
  }
  // Puerto Rico, Guam, … have ISO codes of their own but USPS ZIPs; they are priced as US places.
  if (US_TERRITORY_COUNTRY_CODES.has(country)) return resolveUsDestination(postal, { inferred: false, territory: country });
  return unsupportedCountry(postal, country);
}

function inferDestination(postal: string): DestinationResult {
  const parsedUs = parseUsZip(postal);
  if (parsedUs !== undefined) return resolveParsedUsDestination(parsedUs, { inferred: true });
  const compact = compactPostalCode(postal);
  if (CA_SHAPE.test(compact)) return fromPostalCheck('CA', checkCanada(postal));
  if (looksLikeRoyalMailCode(compact)) return fromPostalCheck('GB', checkGreatBritain(postal));
  if (/^\d{4}$/.test(compact)) {
    return {
      kind: 'unsupported',
      country: null,
      reason:
        `${compact} is a 4-digit postal code, used by Australia and by many other countries (Austria, Belgium, ` +
        'Switzerland, Denmark, Norway, New Zealand, South Africa, …); pass to_country "AU" to price it as Australian',
    };
  }
  const format = UNSUPPORTED_COUNTRY_FORMATS.find(({ pattern }) => pattern.test(compact));
  if (format !== undefined) return unsupportedCountry(postal, format.country, 'inferred');
  if (!POSTAL_CODE_LIKE.test(postal.trim().toUpperCase())) return invalid(`${quoteInput(postal.trim())} is not a postal code`);
  return {
    kind: 'unsupported',
    country: null,
    reason: `the country of postal code ${quoteInput(postal.trim())} cannot be told from its format; pass to_country to name it`,
  };
}

interface UsDestinationOptions {
  /** No `to_country` was given: the caller may have meant a German code, so say how to ask for one. */
  readonly inferred: boolean;
  /** `to_country` named a US territory (PR, GU, …): the ZIP must lie there. */
  readonly territory?: string;
}

function resolveUsDestination(postal: string, options: UsDestinationOptions): DestinationResult {
  const parsed = parseUsZip(postal);
  if (parsed === undefined) {
    return invalid(`${quoteInput(postal.trim())} is not a US ZIP code (5 digits or ZIP+4)${lookalikeHint(postal, 'US')}`);
  }
  return resolveParsedUsDestination(parsed, options);
}

function resolveParsedUsDestination(parsed: ParsedUsZip, options: UsDestinationOptions): DestinationResult {
  const { zip5 } = parsed;
  const record = lookupUsZipRecord(zip5);
  if (record === undefined) {
    return invalid(
      options.inferred
        ? `${zip5} is not a known US ZIP code; 5-digit codes are read as US ZIP codes, so for a German postcode pass to_country "DE"`
        : `${zip5} is not a known US ZIP code`,
    );
  }
  if (MILITARY_STATES.has(record.state)) {
    return {
      kind: 'unsupported',
      country: 'US',
      reason: `${zip5} is a military (APO/FPO/DPO) ZIP code; only USPS delivers there, so a person prices it`,
    };
  }
  if (FREELY_ASSOCIATED_STATES.has(record.state)) {
    return {
      kind: 'unsupported',
      country: record.state,
      reason:
        `${zip5} is in ${describeCountry(record.state)}, a sovereign country inside the US ZIP system: USPS treats ` +
        'it as domestic zone 9, other carriers as international, so a person prices it',
    };
  }
  if (options.territory !== undefined && record.state !== options.territory) {
    return invalid(`${zip5} is a ${record.state} ZIP code, not one in ${describeCountry(options.territory)}`);
  }
  const place = lookupUsZip(zip5);
  if (place === undefined) {
    return { kind: 'unsupported', country: 'US', reason: `${zip5} has no location in the ZIP data, so no zone can be computed` };
  }
  return { kind: 'supported', place: withZip4(place, parsed.zip4) };
}

/** `namedPostal`: the input when `to_country` named the country, so a rejection can say which country it resembles. */
function fromPostalCheck(country: Exclude<Country, 'US'>, check: PostalCheck, namedPostal?: string): DestinationResult {
  switch (check.kind) {
    case 'valid':
      return {
        kind: 'supported',
        place: check.state === undefined
          ? { country, postal_code: check.postal_code }
          : { country, postal_code: check.postal_code, state: check.state },
      };
    case 'invalid':
      return invalid(`${check.message}${namedPostal === undefined ? '' : lookalikeHint(namedPostal, country)}`);
    case 'elsewhere':
      return { kind: 'unsupported', country: check.country, reason: check.reason };
  }
}

function unsupportedCountry(postal: string, country: string, source: 'to_country' | 'inferred' = 'to_country'): DestinationResult {
  if (!POSTAL_CODE_LIKE.test(postal.trim().toUpperCase())) return invalid(`${quoteInput(postal.trim())} is not a postal code`);
  const named = describeCountry(country);
  const subject = source === 'inferred' ? `${quoteInput(postal.trim())} looks like a postal code from ${named}, which` : named;
  return {
    kind: 'unsupported',
    country,
    reason: `${subject} is not a destination we price automatically (we price ${SUPPORTED_DESTINATIONS.join(', ')}); a person will quote it`,
  };
}

function invalid(message: string): DestinationResult {
  return { kind: 'invalid', message };
}
