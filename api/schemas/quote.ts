// The quote request: one arktype schema that validates REST bodies and feeds OpenAPI and the MCP tool schema.
import { type } from 'arktype';
import { RESTRICTED_FLAGS } from '../../domain/packaging/index.ts';
import type { QuoteAnswer, RateEntry } from '../../domain/quoting/index.ts';
import type { FieldError } from '../problem.ts';
import type { Assert, Same } from './problem.ts';

/** Sane upper bounds: generous enough for freight (which is answered, not refused), tight enough to catch typos. */
export const MAX_DIMENSION_CM = 1500;
export const MAX_WEIGHT_KG = 25_000;

const DIMENSION = `0 < number <= ${MAX_DIMENSION_CM}`;

export const QuoteRequestSchema = type({
  'product?': 'string <= 500',
  'quantity?': '1 <= number.integer <= 1000',
  from_postal_code: '0 < string <= 16',
  to_postal_code: '0 < string <= 16',
  'to_country?': /^[A-Za-z]{2}$/,
  'length_cm?': DIMENSION,
  'width_cm?': DIMENSION,
  'height_cm?': DIMENSION,
  'weight_kg?': `0 < number <= ${MAX_WEIGHT_KG}`,
  'package_source?': "'manual' | 'estimated'",
  'residential?': 'boolean',
});

/** Field documentation for OpenAPI and MCP (kept out of the validator so error messages stay plain). */
export const QUOTE_REQUEST_DOCS: Record<keyof typeof QuoteRequestSchema.infer, string> = {
  product: 'Plain-words item description, e.g. "two ceramic mugs" or "30 lb bag of dog food". Required unless package_source is "manual".',
  quantity: 'Number of items (default 1, or a number stated in product).',
  from_postal_code: 'US origin ZIP code (5 digits or ZIP+4).',
  to_postal_code: 'Destination postal code.',
  to_country: 'Destination country, ISO 3166-1 alpha-2. US, CA, GB, DE and AU are priced; others go to human review. Inferred from the postal code when omitted (5 digits means US).',
  length_cm: 'Exact length in centimetres (with package_source "manual").',
  width_cm: 'Exact width in centimetres (with package_source "manual").',
  height_cm: 'Exact height in centimetres (with package_source "manual").',
  weight_kg: 'Exact packed weight in kilograms (with package_source "manual").',
  package_source: '"manual" marks caller-supplied dimensions and skips the estimate.',
  residential: 'Destination is a residence (default true); business addresses get lower UPS/FedEx rates.',
};

export type QuoteRequest = typeof QuoteRequestSchema.infer;

const MANUAL_FIELDS = ['length_cm', 'width_cm', 'height_cm', 'weight_kg'] as const;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Validate, then the rules that span fields (which a JSON Schema cannot state clearly). */
export function validateQuoteRequest(input: unknown): ValidationResult<QuoteRequest> {
  const parsed = QuoteRequestSchema(input);
  if (parsed instanceof type.errors) {
    return { ok: false, errors: parsed.map((e) => ({ field: e.path.join('.') || '(body)', message: e.message })) };
  }
  const errors: FieldError[] = [];
  if (parsed.package_source === 'manual') {
    for (const field of MANUAL_FIELDS) {
      if (parsed[field] === undefined) errors.push({ field, message: `${field} is required with package_source "manual"` });
    }
  } else if (!parsed.product?.trim()) {
    errors.push({ field: 'product', message: 'describe the item in product, or send length_cm, width_cm, height_cm and weight_kg with package_source "manual"' });
  }
  if (errors.length) return { ok: false, errors };
  if (parsed.product === undefined) return { ok: true, value: parsed };
  // Copied (a spread, slow in V8) only when trimming changes the product.
  const product = parsed.product.trim();
  return { ok: true, value: product === parsed.product ? parsed : { ...parsed, product } };
}

// The quote answer (DESIGN "Contracts"). Declared once: MCP's outputSchema and OpenAPI come from it, and tests
// validate real answers against it.
export const RateEntrySchema = type({
  carrier: "'USPS' | 'UPS' | 'FedEx' | 'DHL'",
  service: 'string',
  service_code: 'string',
  amount: 'number',
  carrier_amount: 'number',
  service_fee: 'number',
  retail_amount: 'number | null',
  currency: "'USD'",
  delivery_days: 'number.integer',
  estimated_delivery: 'string',
  billable_weight_kg: 'number',
  dim_weight_applied: 'boolean',
  dim_divisor: 'number | null',
});

export const ExclusionSchema = type({
  carrier: 'string',
  service: 'string',
  service_code: 'string',
  reason: "'lane_not_served' | 'over_size_limit' | 'over_weight_limit' | 'restricted_item' | 'not_selected' | 'not_offered'",
  message: 'string',
});

const PlaceSchema = type({
  postal_code: 'string',
  country: 'string | null',
  'city?': 'string',
  'state?': 'string',
});

export const PackageSchema = type({
  length_cm: 'number',
  width_cm: 'number',
  height_cm: 'number',
  weight_kg: 'number',
  source: "'estimated' | 'manual'",
  'estimate?': {
    matched: 'string | null',
    query: 'string',
    confidence: type('0 <= number <= 1').describe('modelled chance that the estimate is within 35 % of the packed weight and 30 % of the longest side; send exact dimensions (package_source "manual") when it is low'),
    quantity: 'number.integer',
    box: 'string | null',
    assumptions: 'string[]',
    fragile: 'boolean',
    restricted: type.enumerated(...RESTRICTED_FLAGS).array(),
    'hint?': 'string',
  },
});

export const QuoteAnswerSchema = type({
  quote_id: 'string',
  mode: "'parcel' | 'freight_manager' | 'human_review'",
  quoted_at: 'string',
  expires_at: 'string',
  origin: PlaceSchema.merge({ country: "'US'" }),
  destination: PlaceSchema,
  package: PackageSchema.or('null'),
  rates: RateEntrySchema.array().atMostLength(5),
  excluded: ExclusionSchema.array(),
  'review?': { id: 'string', reason: 'string' },
  'freight?': { id: 'string', form_url: 'string', reason: 'string' },
  pricing: type({ provider: 'string', tables_version: 'string', 'fallback?': { from: 'string', reason: 'string' } }).or('null'),
  notice: 'string',
});

export type QuoteAnswerShape = typeof QuoteAnswerSchema.infer;

// The domain's answer type and this schema are one shape: a change to either that the other does not follow fails
// the type check.
type _RateEntry = Assert<Same<typeof RateEntrySchema.infer, RateEntry>>;
type _QuoteAnswer = Assert<Same<QuoteAnswerShape, QuoteAnswer>>;
