// SPEC's per-client buckets over a sliding one-hour window, and above them a per-address ceiling: every anonymous
// client signature (User-Agent) from one address together gets at most `addressCeilingMultiple` times each
// bucket, so rotating the User-Agent buys no capacity. OAuth clients keep their own buckets and are not counted.
// No limit headers and no Retry-After, by SPEC.
import type { BucketSpend, Store } from '../store/index.ts';
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

/** What the limiter needs from the configuration. */
export interface LimitSettings {
  limits: BucketLimits;
  addressCeilingMultiple: number;
}

export function bucketLimit(limits: BucketLimits, bucket: BucketName, identity: ClientIdentity): number {
  if (bucket === 'quote-bucket' && identity.quoteLimit !== undefined) return identity.quoteLimit;
  return limits[bucket];
}

/** The limiter rows of the ceiling live in their own bucket, `<bucket>:address`, keyed by the address key. */
export const addressBucket = (bucket: BucketName): string => `${bucket}:address`;

/** The ceiling spend that goes with a bucket spend; none for an OAuth client. */
export function addressCeiling(settings: LimitSettings, bucket: BucketName, identity: ClientIdentity, atMs: number): BucketSpend | undefined {
  if (identity.kind !== 'anonymous' || identity.addressKey === undefined) return undefined;
  return { bucket: addressBucket(bucket), clientKey: identity.addressKey, limit: settings.limits[bucket] * settings.addressCeilingMultiple, windowMs: WINDOW_MS, atMs };
}

/** The bucket spend and its ceiling, for one group-committed job. */
export function spendsFor(settings: LimitSettings, bucket: BucketName, identity: ClientIdentity, atMs: number): { spend: BucketSpend; ceiling?: BucketSpend } {
  const spend = { bucket, clientKey: identity.key, limit: bucketLimit(settings.limits, bucket, identity), windowMs: WINDOW_MS, atMs };
  const ceiling = addressCeiling(settings, bucket, identity, atMs);
  return ceiling ? { spend, ceiling } : { spend };
}

export function rateLimited(bucket: BucketName): ProblemError {
  const code = bucket === 'oauth-token-bucket' ? 'slow_down' : 'rate_limited';
  const what = bucket === 'quote-bucket' ? 'quotes' : bucket === 'checkout-status-bucket' ? 'status lookups' : 'token requests';
  return new ProblemError(429, code, `This client has used its hourly allowance of ${what}. Wait and retry later, not immediately; cache answers on your side.`, {
    extra: { bucket },
  });
}

/** Spend one from a bucket and its address ceiling (no other writes), or throw 429. */
export async function spendOrThrow(store: Store, settings: LimitSettings, bucket: BucketName, identity: ClientIdentity, now: Date): Promise<void> {
  const { allowed } = await store.commit(spendsFor(settings, bucket, identity, now.getTime()));
  if (!allowed) throw rateLimited(bucket);
}
