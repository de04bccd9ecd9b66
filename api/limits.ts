// SPEC's per-client buckets over a sliding one-hour window. No limit headers and no Retry-After, by SPEC.
import type { Store } from '../store/index.ts';
import type { ClientIdentity } from './identity.ts';
import { ProblemError } from './problem.ts';

export const RATE_LIMIT_DESCRIPTOR_VERSION = '2026-10-12';
export const WINDOW_MS = 3_600_000;

export type BucketName = 'quote-bucket' | 'checkout-status-bucket' | 'oauth-token-bucket';

export interface BucketLimits {
  'quote-bucket': number;
  'checkout-status-bucket': number;
  'oauth-token-bucket': number;
}

export const SPEC_LIMITS: BucketLimits = {
  'quote-bucket': 80,
  'checkout-status-bucket': 60,
  'oauth-token-bucket': 20,
};

export function bucketLimit(limits: BucketLimits, bucket: BucketName, identity: ClientIdentity): number {
  if (bucket === 'quote-bucket' && identity.quoteLimit !== undefined) return identity.quoteLimit;
  return limits[bucket];
}

export function rateLimited(bucket: BucketName): ProblemError {
  const code = bucket === 'oauth-token-bucket' ? 'slow_down' : 'rate_limited';
  const what = bucket === 'quote-bucket' ? 'quotes' : bucket === 'checkout-status-bucket' ? 'status lookups' : 'token requests';
  return new ProblemError(429, code, `This client has used its hourly allowance of ${what}. Wait and retry later, not immediately; cache answers on your side.`, {
    extra: { bucket },
  });
}

/** Spend one from a bucket (no other writes), or throw 429. */
export async function spendOrThrow(store: Store, limits: BucketLimits, bucket: BucketName, identity: ClientIdentity, now: Date): Promise<void> {
  const allowed = await store.spend({ bucket, clientKey: identity.key, limit: bucketLimit(limits, bucket, identity), windowMs: WINDOW_MS, atMs: now.getTime() });
  if (!allowed) throw rateLimited(bucket);
}
