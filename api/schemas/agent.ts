// Arguments of the agent tools (MCP) and skills (A2A). SPEC: inches and pounds on the way in, zip names.
// Bounds come from the REST schema's constants so both surfaces accept the same shipments.
import { type } from 'arktype';
import { cmToInches, kgToPounds } from '../../domain/units/index.ts';
import { MAX_DIMENSION_CM, MAX_WEIGHT_KG } from './quote.ts';

const MAX_DIMENSION_IN = Math.floor(cmToInches(MAX_DIMENSION_CM));
const MAX_WEIGHT_LB = Math.floor(kgToPounds(MAX_WEIGHT_KG));
const DIMENSION_IN = type('number').moreThan(0).atMost(MAX_DIMENSION_IN);

export const ParcelQuoteArgsSchema = type({
  product: '0 < string <= 500',
  from_zip: '0 < string <= 16',
  to_zip: '0 < string <= 16',
  'to_country?': /^[A-Za-z]{2}$/,
  'quantity?': '1 <= number.integer <= 1000',
  'length_in?': DIMENSION_IN,
  'width_in?': DIMENSION_IN,
  'height_in?': DIMENSION_IN,
  'weight_lb?': type('number').moreThan(0).atMost(MAX_WEIGHT_LB),
});

export type ParcelQuoteArgs = typeof ParcelQuoteArgsSchema.infer;

export const PARCEL_QUOTE_ARG_DOCS: Record<keyof ParcelQuoteArgs, string> = {
  product: 'What is shipping, in plain words ("two ceramic mugs", "12 inch skillet"). Used to estimate the box when no dimensions are given.',
  from_zip: 'US origin ZIP code (5 digits or ZIP+4).',
  to_zip: 'Destination postal code (US ZIP, Canadian, UK, German or Australian postal code).',
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
