// Postal codes of the supported non-US destinations: validation, normalisation, and what the code itself tells
// (province, state). postcode-validator is the first gate; the stricter rules here close its known gaps
// (facts/carriers.md §6): it rejects GIR 0AA and BFPO, ignores the UK letter rules, accepts DE "00123" and any
// 4 digits for AU.
import { postcodeValidator } from 'postcode-validator';

export type PostalCheck =
  | { kind: 'valid'; postal_code: string; state?: string }
  | { kind: 'invalid'; message: string }
  /** A well-formed code in this country's system that belongs to a separate customs territory. */
  | { kind: 'elsewhere'; country: string | null; reason: string };

/** Uppercase with all whitespace removed: the form every pattern below is written against. */
export function compactPostalCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

// ---------------------------------------------------------------------------------------------------- Canada

export const CA_SHAPE = /^[A-Z]\d[A-Z]\d[A-Z]\d$/;
// Canada Post never uses D F I O Q U; W and Z never start a code.
const CA_LETTER_RULES = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

const PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON', N: 'ON', P: 'ON',
  R: 'MB', S: 'SK', T: 'AB', V: 'BC', Y: 'YT',
};
// X is shared by the two northern territories; Nunavut has exactly these three FSAs.
const NUNAVUT_FSAS: ReadonlySet<string> = new Set(['X0A', 'X0B', 'X0C']);

function canadianProvince(compact: string): string | undefined {
  if (compact.startsWith('X')) return NUNAVUT_FSAS.has(compact.slice(0, 3)) ? 'NU' : 'NT';
  return PROVINCE_BY_FIRST_LETTER[compact.charAt(0)];
}

export function checkCanada(input: string): PostalCheck {
  const compact = compactPostalCode(input);
  if (!CA_SHAPE.test(compact)) {
    return { kind: 'invalid', message: `${JSON.stringify(input.trim())} is not a Canadian postal code (format A1A 1A1)` };
  }
  if (!postcodeValidator(compact, 'CA') || !CA_LETTER_RULES.test(compact)) {
    return {
      kind: 'invalid',
      message: `${formatCanada(compact)} is not a valid Canadian postal code: the letters D, F, I, O, Q and U are never used, and W and Z never come first`,
    };
  }
  const province = canadianProvince(compact);
  const postal_code = formatCanada(compact);
  return province === undefined ? { kind: 'valid', postal_code } : { kind: 'valid', postal_code, state: province };
}

function formatCanada(compact: string): string {
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

// ------------------------------------------------------------------------------------------- United Kingdom

/** Any outward code (A9, A99, AA9, AA99, A9A, AA9A) followed by an inward code (9AA), before letter rules. */
export const GB_SHAPE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;
// BS 7666 letter rules: Q V X never first; I J Z never second; a letter third only from ABCDEFGHJKPSTUW
// (A9A), fourth only from ABEHMNPRVWXY (AA9A); the inward letters never C I K M O V.
const GB_LETTER_RULES =
  /^(?:[A-PR-UWYZ]\d{1,2}|[A-PR-UWYZ][A-HK-Y]\d{1,2}|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRVWXY])\d[ABD-HJLNP-UW-Z]{2}$/;

/** Girobank's postcode: real, deliverable, and outside every pattern. */
const GIROBANK = 'GIR0AA';

// Royal Mail-format codes of places outside the UK customs territory.
const CROWN_DEPENDENCY_BY_AREA: Readonly<Record<string, { country: string; name: string }>> = {
  JE: { country: 'JE', name: 'Jersey' },
  GY: { country: 'GG', name: 'Guernsey' },
  IM: { country: 'IM', name: 'the Isle of Man' },
};
const OVERSEAS_TERRITORY_BY_POSTCODE: Readonly<Record<string, { country: string; name: string }>> = {
  ASCN1ZZ: { country: 'SH', name: 'Ascension Island' },
  STHL1ZZ: { country: 'SH', name: 'Saint Helena' },
  TDCU1ZZ: { country: 'SH', name: 'Tristan da Cunha' },
  BBND1ZZ: { country: 'IO', name: 'the British Indian Ocean Territory' },
  BIQQ1ZZ: { country: 'AQ', name: 'the British Antarctic Territory' },
  FIQQ1ZZ: { country: 'FK', name: 'the Falkland Islands' },
  PCRN1ZZ: { country: 'PN', name: 'the Pitcairn Islands' },
  SIQQ1ZZ: { country: 'GS', name: 'South Georgia and the South Sandwich Islands' },
  TKCA1ZZ: { country: 'TC', name: 'the Turks and Caicos Islands' },
  GX111AA: { country: 'GI', name: 'Gibraltar' },
};
const BFPO_NUMBER = /^BFPO\d{1,4}$/;

/** Codes that only make sense as Royal Mail-system codes (used to infer GB when no country is given). */
export function looksLikeRoyalMailCode(compact: string): boolean {
  return GB_SHAPE.test(compact) || compact === GIROBANK || BFPO_NUMBER.test(compact) || compact in OVERSEAS_TERRITORY_BY_POSTCODE;
}

function formatGreatBritain(compact: string): string {
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export function checkGreatBritain(input: string): PostalCheck {
  const compact = compactPostalCode(input);
  const territory = OVERSEAS_TERRITORY_BY_POSTCODE[compact];
  if (territory !== undefined) {
    return {
      kind: 'elsewhere',
      country: territory.country,
      reason: `${formatGreatBritain(compact)} is the postcode of ${territory.name}, which is outside the UK for shipping and customs`,
    };
  }
  if (BFPO_NUMBER.test(compact)) {
    return { kind: 'elsewhere', country: 'GB', reason: `BFPO ${compact.slice(4)} is a British Forces address; forces mail is priced by a person` };
  }
  if (compact === GIROBANK) return { kind: 'valid', postal_code: 'GIR 0AA' };
  if (!GB_SHAPE.test(compact)) {
    return { kind: 'invalid', message: `${JSON.stringify(input.trim())} is not a UK postcode (e.g. "SW1A 1AA", "M1 1AE")` };
  }
  const postal_code = formatGreatBritain(compact);
  const crownDependency = CROWN_DEPENDENCY_BY_AREA[compact.slice(0, 2)];
  if (crownDependency !== undefined) {
    return {
      kind: 'elsewhere',
      country: crownDependency.country,
      reason: `${postal_code} is in ${crownDependency.name}, which is outside the UK for shipping and customs`,
    };
  }
  // BF1 postcodes (since 2012) address British Forces Post Office mail like BFPO numbers do.
  if (/^BF\d/.test(compact)) {
    return { kind: 'elsewhere', country: 'GB', reason: `${postal_code} is a British Forces (BFPO) postcode; forces mail is priced by a person` };
  }
  if (!postcodeValidator(compact, 'GB') || !GB_LETTER_RULES.test(compact)) {
    return {
      kind: 'invalid',
      message: `${postal_code} is not a valid UK postcode: it breaks Royal Mail's letter rules (e.g. no Q, V or X first; no C, I, K, M, O or V in the last two letters)`,
    };
  }
  return { kind: 'valid', postal_code };
}

// ----------------------------------------------------------------------------------------------------- Germany

// The old international form "D-10115" still appears on letterheads.
const GERMAN_PREFIX = /^(?:D|DE)-/;

export function checkGermany(input: string): PostalCheck {
  // Inner spaces are not tolerated for all-digit codes: "114 55" is a Swedish shape, not a German typo.
  const digits = input.trim().toUpperCase().replace(GERMAN_PREFIX, '');
  if (!/^\d{5}$/.test(digits) || !postcodeValidator(digits, 'DE')) {
    return { kind: 'invalid', message: `${JSON.stringify(input.trim())} is not a German postcode (5 digits, e.g. "10115")` };
  }
  // Leitzone 0 starts at 01 (Dresden, 01067); nothing is numbered 00xxx. The exact range is unconfirmed (facts §6).
  if (digits.startsWith('00')) {
    return { kind: 'invalid', message: `${digits} is not a German postcode: German postcodes start at 01` };
  }
  return { kind: 'valid', postal_code: digits };
}

// --------------------------------------------------------------------------------------------------- Australia

// Australia Post ranges (facts §6); each row is [first, last, state].
const AUSTRALIAN_RANGES: ReadonlyArray<readonly [number, number, string]> = [
  [200, 299, 'ACT'],
  [800, 999, 'NT'],
  [1000, 2599, 'NSW'],
  [2600, 2618, 'ACT'],
  [2619, 2899, 'NSW'],
  [2900, 2920, 'ACT'],
  [2921, 2999, 'NSW'],
  [3000, 3999, 'VIC'],
  [4000, 4999, 'QLD'],
  [5000, 5999, 'SA'],
  [6000, 6797, 'WA'],
  [6800, 6999, 'WA'],
  [7000, 7999, 'TAS'],
  [8000, 8999, 'VIC'],
  [9000, 9999, 'QLD'],
];

// External territories numbered inside (2899) or between (6798, 6799) Australia Post's state ranges, but outside
// Australia's customs territory; checked before the ranges.
const AUSTRALIAN_EXTERNAL_TERRITORIES: Readonly<Record<string, { country: string; name: string }>> = {
  '2899': { country: 'NF', name: 'Norfolk Island' },
  '6798': { country: 'CX', name: 'Christmas Island' },
  '6799': { country: 'CC', name: 'the Cocos (Keeling) Islands' },
};

function australianState(postcode: number): string | undefined {
  for (const [first, last, state] of AUSTRALIAN_RANGES) {
    if (postcode >= first && postcode <= last) return state;
  }
  return undefined;
}

export function checkAustralia(input: string): PostalCheck {
  const digits = input.trim();
  if (!/^\d{4}$/.test(digits) || !postcodeValidator(digits, 'AU')) {
    return { kind: 'invalid', message: `${JSON.stringify(input.trim())} is not an Australian postcode (4 digits, e.g. "2000")` };
  }
  const territory = AUSTRALIAN_EXTERNAL_TERRITORIES[digits];
  if (territory !== undefined) {
    return {
      kind: 'elsewhere',
      country: territory.country,
      reason: `${digits} is ${territory.name}, an Australian external territory outside Australia's customs area`,
    };
  }
  const state = australianState(Number(digits));
  if (state === undefined) {
    return { kind: 'invalid', message: `${digits} is not an Australian postcode: no state uses 0000–0199 or 0300–0799` };
  }
  return { kind: 'valid', postal_code: digits, state };
}

// ------------------------------------------------------------------------------ other countries, for inference

/**
 * Formats that belong to one unsupported country, so a code without `to_country` can be routed with its
 * country named. Deliberately short: a pattern is listed only when no supported country shares it.
 */
export const UNSUPPORTED_COUNTRY_FORMATS: ReadonlyArray<{ country: string; pattern: RegExp }> = [
  // Netherlands "1012 AB" (SA, SD and SS are never issued).
  { country: 'NL', pattern: /^\d{4}(?!SA|SD|SS)[A-Z]{2}$/ },
  // Ireland Eircode "D02 X285": routing key then unique identifier, from a reduced alphabet.
  { country: 'IE', pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W)[0-9AC-FHKNPRTV-Y]{4}$/ },
  { country: 'PL', pattern: /^\d{2}-\d{3}$/ },
  { country: 'PT', pattern: /^\d{4}-\d{3}$/ },
  { country: 'JP', pattern: /^\d{3}-\d{4}$/ },
  { country: 'BR', pattern: /^\d{5}-\d{3}$/ },
];
