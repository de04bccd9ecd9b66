import { HTTPError } from 'h3';
import { describe, expect, it } from 'vitest';
import { ProblemError, invalidRequest, problemBody, toProblem } from '../../../api/problem.ts';

describe('problem details', () => {
  it('carries the SPEC error code beside the RFC 9457 members', () => {
    const body = problemBody(invalidRequest('bad', [{ field: 'to_postal_code', message: 'required' }]), '/quote');
    expect(body).toEqual({
      type: '/docs/problems#invalid-request',
      title: 'The request is not valid',
      status: 400,
      detail: 'bad',
      error: 'invalid_request',
      instance: '/quote',
      errors: [{ field: 'to_postal_code', message: 'required' }],
    });
  });

  it.each([
    [new HTTPError({ status: 404 }), 404, 'not_found'],
    [new HTTPError({ status: 405 }), 405, 'method_not_allowed'],
    [new HTTPError({ status: 400, message: 'Invalid JSON body' }), 400, 'invalid_request'],
    [new HTTPError({ status: 413 }), 413, 'payload_too_large'],
    [new ProblemError(429, 'rate_limited', 'wait'), 429, 'rate_limited'],
    [new ProblemError(401, 'invalid_token', 'expired'), 401, 'invalid_token'],
  ])('maps %s to %i %s', (error, status, code) => {
    const problem = toProblem(error);
    expect([problem.status, problem.code]).toEqual([status, code]);
  });

  it('never leaks the message of an unexpected error', () => {
    const problem = toProblem(new Error('SQLITE_CORRUPT at /secret/path'));
    expect(problem.status).toBe(500);
    expect(problem.message).not.toContain('secret');
  });
});
