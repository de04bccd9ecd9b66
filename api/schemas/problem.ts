// RFC 9457 problem details as one arktype schema, for OpenAPI and for tests that check real error answers.
// problem.ts builds the bodies; this states their shape, including every extension member a route adds.
import { type } from 'arktype';
import type { ProblemBody, ProblemCode } from '../problem.ts';
import { ExclusionSchema } from './quote.ts';

/** Every `error` code the API answers with (problem.ts's ProblemCode). */
export const PROBLEM_CODES = [
  'invalid_request',
  'not_found',
  'method_not_allowed',
  'rate_limited',
  'invalid_token',
  'slow_down',
  'session_not_found',
  'tracking_not_found',
  'quote_not_found',
  'unprocessable_shipment',
  'unsupported_media_type',
  'payload_too_large',
  'service_unavailable',
  'rating_unavailable',
  'internal_error',
] as const satisfies readonly ProblemCode[];

/** Compile-time assertion helper: `Assert<X>` only type-checks when X is `true`. */
export type Assert<T extends true> = T;
/** `true` when A and B are the same type (each assignable to the other). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compile-time: the list names every ProblemCode (a new code must be added here, and so to the OpenAPI enum).
type _AllCodesListed = Assert<[Exclude<ProblemCode, (typeof PROBLEM_CODES)[number]>] extends [never] ? true : false>;

export const FieldErrorSchema = type({
  field: 'string',
  message: 'string',
}).describe('One invalid field: its name (a JSON field, header or argument) and what is wrong with it.');

export const ProblemSchema = type({
  type: 'string',
  title: 'string',
  status: '100 <= number.integer <= 599',
  detail: 'string',
  error: type.enumerated(...PROBLEM_CODES),
  'instance?': 'string',
  // Extension members (RFC 9457 §3.2), present only where the error calls for them.
  'errors?': FieldErrorSchema.array(),
  'bucket?': "'quote-bucket' | 'checkout-status-bucket' | 'oauth-token-bucket'",
  'available_months?': 'string[]',
  'quote_id?': 'string',
  'quote_reused?': 'boolean',
  'mode?': "'parcel' | 'freight_manager' | 'human_review'",
  'reason?': 'string',
  'freight?': { id: 'string', form_url: 'string' },
  'review?': { id: 'string' },
  'excluded?': ExclusionSchema.array(),
  'services?': type({ carrier: 'string', service: 'string', service_code: 'string', amount: 'number' }).array(),
  'provider?': 'string',
}).describe(
  'RFC 9457 problem details (application/problem+json). `error` is the machine-readable code; the extension members appear only where the error calls for them: `errors` (invalid fields), `bucket` (429), `available_months` (price index 404), `mode`/`reason`/`freight`/`review`/`excluded` (a shipment that cannot be checked out), `services` (a service the quote does not offer), `provider` (502/504: the live rating provider that failed).',
);

export type ProblemShape = typeof ProblemSchema.infer;

// Compile-time: what problemBody() returns carries the declared members.
type _ProblemBodyFits = Assert<Pick<ProblemBody, 'type' | 'title' | 'status' | 'detail' | 'error'> extends Pick<ProblemShape, 'type' | 'title' | 'status' | 'detail' | 'error'> ? true : false>;
