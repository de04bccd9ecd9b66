// GET /status answer as an arktype schema (OpenAPI and the contract tests derive from it; routes/status.ts builds it).
import { type } from 'arktype';
import type { StatusBody } from '../routes/status.ts';
import type { Assert } from './problem.ts';

const Check = "'ok' | 'unavailable'";

export const StatusSchema = type({
  status: "'ok' | 'degraded'",
  version: 'string',
  time: 'string',
  checks: { store: Check, temporal: Check },
}).describe('Liveness: `ok` when the store and Temporal both answer, else `degraded` (still HTTP 200, so a cache never pins an error).');

type Status = typeof StatusSchema.infer;
type _StatusMatchesRoute = Assert<[Status] extends [StatusBody] ? ([StatusBody] extends [Status] ? true : false) : false>;
