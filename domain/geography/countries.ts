// Country codes: which destinations the service prices itself, and which strings count as a country at all.

/** Destinations priced automatically (SPEC "Geographic rules"); every other country goes to human review. */
export const SUPPORTED_DESTINATIONS = ['US', 'CA', 'GB', 'DE', 'AU'] as const;

export type Country = (typeof SUPPORTED_DESTINATIONS)[number];

const SUPPORTED_SET: ReadonlySet<string> = new Set(SUPPORTED_DESTINATIONS);

export function isSupportedCountry(code: string): code is Country {
  return SUPPORTED_SET.has(code);
}

// ISO 3166-1 alpha-2 officially assigned codes, plus XK (Kosovo), which carriers accept although it is only
// user-assigned. Kept as a literal so "is this a country?" never depends on the ICU build of the runtime.
const ISO_ALPHA2 = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO ' +
    'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE ' +
    'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO ' +
    'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW ' +
    'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM ' +
    'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW XK'
  ).split(' '),
);

/** Exceptionally reserved or colloquial codes people send instead of the ISO one. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

export type CountryCodeResult = { ok: true; code: string } | { ok: false; message: string };

/** `to_country` as callers send it ("de", " uk ") → an ISO 3166 alpha-2 code, or a message saying what is wrong. */
export function normalizeCountryCode(input: string): CountryCodeResult {
  const upper = input.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) {
    return { ok: false, message: `to_country must be an ISO 3166 alpha-2 country code such as "US" or "DE", got ${quoteInput(input)}` };
  }
  const code = COUNTRY_ALIASES[upper] ?? upper;
  if (!ISO_ALPHA2.has(code)) {
    return { ok: false, message: `to_country "${upper}" is not an ISO 3166 country code` };
  }
  return { ok: true, code };
}

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** "France (FR)" for messages; just the code when the runtime has no name for it. */
export function describeCountry(code: string): string {
  const name = REGION_NAMES.of(code);
  return name === undefined || name === code ? code : `${name} (${code})`;
}

/** Inputs echoed in messages are quoted and cut short, so a huge or odd value cannot flood a response. */
export function quoteInput(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}
