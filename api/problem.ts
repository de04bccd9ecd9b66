// RFC 9457 problem details. Every error the API answers is one of these, with SPEC's `error` code beside it.
import { HTTPError } from 'h3';
import type { RatingProviderError } from '../domain/rating/index.ts';

export type ProblemCode =
  | 'invalid_request'
  | 'not_found'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'invalid_token'
  | 'slow_down'
  | 'session_not_found'
  | 'tracking_not_found'
  | 'quote_not_found'
  | 'unprocessable_shipment'
  | 'unsupported_media_type'
  | 'payload_too_large'
  | 'service_unavailable'
  | 'rating_unavailable'
  | 'internal_error';

export interface FieldError {
  field: string;
  message: string;
}

const TITLES: Record<ProblemCode, string> = {
  invalid_request: 'The request is not valid',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  rate_limited: 'Rate limit reached',
  invalid_token: 'The access token is invalid',
  slow_down: 'Too many token requests',
  session_not_found: 'Checkout session not found',
  tracking_not_found: 'Tracking number not found',
  quote_not_found: 'Quote not found',
  unprocessable_shipment: 'The shipment cannot be checked out',
  unsupported_media_type: 'Unsupported media type',
  payload_too_large: 'Request body too large',
  service_unavailable: 'Service temporarily unavailable',
  rating_unavailable: 'The rating provider did not price the shipment',
  internal_error: 'Internal error',
};

/** Extends h3's HTTPError so h3 treats it as an expected answer, not an unhandled crash. */
export class ProblemError extends HTTPError {
  readonly code: ProblemCode;
  readonly extra: Record<string, unknown>;
  readonly problemHeaders: Record<string, string>;

  constructor(status: number, code: ProblemCode, detail: string, options: { extra?: Record<string, unknown>; headers?: Record<string, string> } = {}) {
    super({ status, message: detail });
    this.code = code;
    this.extra = options.extra ?? {};
    this.problemHeaders = options.headers ?? {};
  }
}

export const invalidRequest = (detail: string, errors: FieldError[] = []): ProblemError =>
  new ProblemError(400, 'invalid_request', detail, { extra: errors.length ? { errors } : {} });

/** A live rating provider failed: 504 when it did not answer in time, else 502; `provider` names it. */
export const ratingUnavailable = (error: RatingProviderError): ProblemError =>
  new ProblemError(error.kind === 'timeout' ? 504 : 502, 'rating_unavailable', `${error.message} Nothing was stored or spent; try again in a minute.`, { extra: { provider: error.provider } });

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  error: ProblemCode;
  instance?: string;
  [extension: string]: unknown;
}

export function problemBody(error: ProblemError, instance?: string): ProblemBody {
  return {
    // A relative reference (RFC 9457 §3.1.1) to the problem's description in our own docs.
    type: `/docs/problems#${error.code.replaceAll('_', '-')}`,
    title: TITLES[error.code],
    status: error.status,
    detail: error.message,
    error: error.code,
    ...(instance ? { instance } : {}),
    ...error.extra,
  };
}

export function problemResponse(error: ProblemError, instance?: string): Response {
  return new Response(JSON.stringify(problemBody(error, instance)), {
    status: error.status,
    headers: { 'content-type': 'application/problem+json', 'cache-control': 'no-store', ...error.problemHeaders },
  });
}

/** Map anything thrown inside a handler (or by h3 itself) to a problem. Unknown errors never leak details. */
export function toProblem(error: unknown): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error instanceof HTTPError) {
    switch (error.status) {
      case 404:
        return new ProblemError(404, 'not_found', 'No resource at this address. See /openapi.json for the API.');
      case 405:
        return new ProblemError(405, 'method_not_allowed', 'This address does not accept that method.');
      case 400:
        return new ProblemError(400, 'invalid_request', error.message || 'The request could not be read.');
      case 413:
        return new ProblemError(413, 'payload_too_large', 'The request body is too large.');
      case 415:
        return new ProblemError(415, 'unsupported_media_type', error.message || 'Send application/json.');
      default:
        if (error.status < 500) return new ProblemError(error.status, 'invalid_request', error.message);
    }
  }
  return new ProblemError(500, 'internal_error', 'Something went wrong on our side. It has been logged; try again later.');
}
