// Arguments of the agent tools (MCP) and skills (A2A). SPEC: inches and pounds on the way in, zip names.
// Bounds come from the REST schema's constants so both surfaces accept the same shipments.
import { type } from 'arktype';
import { cmToInches, kgToPounds } from '../../domain/units/index.ts';
import { MAX_DIMENSION_CM, MAX_WEIGHT_KG } from './quote.ts';

const MAX_DIMENSION_IN = Math.floor(cmToInches(MAX_DIMENSION_CM));
const MAX_WEIGHT_LB = Math.floor(kgToPounds(MAX_WEIGHT_KG));
const DIMENSION_IN = type('number').moreThan(0).atMost(MAX_DIMENSION_IN);

// Real clients (the MCP Inspector CLI among them) send `from_zip=30301` as the number 30301: numbers are accepted
// here and turned into postal codes by `zipArgument` only where no digit can have been lost.
const ZIP_ARG = type('0 < string <= 16').or('number');

export const ParcelQuoteArgsSchema = type({
  product: '0 < string <= 500',
  from_zip: ZIP_ARG,
  to_zip: ZIP_ARG,
  'to_country?': /^[A-Za-z]{2}$/,
  'quantity?': '1 <= number.integer <= 1000',
  'length_in?': DIMENSION_IN,
  'width_in?': DIMENSION_IN,
  'height_in?': DIMENSION_IN,
  'weight_lb?': type('number').moreThan(0).atMost(MAX_WEIGHT_LB),
});

export type ParcelQuoteArgs = typeof ParcelQuoteArgsSchema.infer;

export type ZipArgument = { ok: true; postal_code: string } | { ok: false; message: string };

/**
 * A ZIP argument as the postal code string. A number is taken only when it has every digit: 5 digits (a US or
 * German code), or 4 digits for Australia (its postcodes have 4). Fewer digits may be a code whose leading zeros
 * the number dropped (2134 for "02134"); that is refused with a message, never padded on a guess.
 */
export function zipArgument(field: 'from_zip' | 'to_zip', value: string | number, country?: string): ZipArgument {
  if (typeof value === 'string') return { ok: true, postal_code: value };
  const digits = Number.isSafeInteger(value) && value > 0 ? String(value) : null;
  if (digits?.length === 5 || (digits?.length === 4 && field === 'to_zip' && country?.toUpperCase() === 'AU')) return { ok: true, postal_code: digits };
  if (digits && digits.length < 5) {
    return {
      ok: false,
      message: `${field} came as the number ${digits}, which has fewer than 5 digits: a number drops leading zeros, so the ZIP code is uncertain. Send ${field} as a string with every digit, e.g. "${digits.padStart(5, '0')}" if that is the ZIP code.`,
    };
  }
  return { ok: false, message: `${field} must be a postal code as a string, e.g. "30301" (got the number ${value}).` };
}

export const PARCEL_QUOTE_ARG_DOCS: Record<keyof ParcelQuoteArgs, string> = {
  product: 'What is shipping, in plain words ("two ceramic mugs", "12 inch skillet"). Used to estimate the box when no dimensions are given.',
  from_zip: 'US origin ZIP code (5 digits or ZIP+4), best as a string ("02134"); a 5-digit number (30301) is accepted too.',
  to_zip: 'Destination postal code (US ZIP, Canadian, UK, German or Australian postal code), best as a string; a number is accepted only with all its digits (5, or 4 for Australia).',
  to_country: 'Destination country, ISO 3166-1 alpha-2 (US, CA, GB, DE, AU). Needed for Germany and Australia; inferred otherwise.',
  quantity: 'Number of items (default 1).',
  length_in: 'Exact packed length in inches. Give all of length_in, width_in, height_in and weight_lb to skip the estimate.',
  width_in: 'Exact packed width in inches.',
  height_in: 'Exact packed height in inches.',
  weight_lb: 'Exact packed weight in pounds.',
};

export const CheckoutLinkArgsSchema = ParcelQuoteArgsSchema.merge({
  'service?': '0 < string <= 120',
  'quote_id?': '0 < string <= 64',
});

export type CheckoutLinkArgs = typeof CheckoutLinkArgsSchema.infer;

export const CHECKOUT_LINK_ARG_DOCS: Record<keyof CheckoutLinkArgs, string> = {
  ...PARCEL_QUOTE_ARG_DOCS,
  service: 'Service to anchor the link to: a service_code or service name from the quote (default: the cheapest).',
  quote_id: 'quote_id from get_parcel_quote: reusing a valid one (24 h) spends nothing from your quote bucket and keeps the quoted price.',
};

export const CheckoutStatusArgsSchema = type({ session_id: '0 < string <= 64' });
export type CheckoutStatusArgs = typeof CheckoutStatusArgsSchema.infer;
export const CHECKOUT_STATUS_ARG_DOCS: Record<keyof CheckoutStatusArgs, string> = {
  session_id: 'session_id returned by create_checkout_link.',
};

export const PriceIndexArgsSchema = type({ 'month?': /^\d{4}-(0[1-9]|1[0-2])$/ });
export type PriceIndexArgs = typeof PriceIndexArgsSchema.infer;
export const PRICE_INDEX_ARG_DOCS: Record<keyof PriceIndexArgs, string> = {
  month: 'Month as YYYY-MM (default: the latest published month).',
};
