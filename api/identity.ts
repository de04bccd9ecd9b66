// Who is asking, for the per-client buckets. SPEC: the OAuth client when a bearer is sent, otherwise the caller's
// address plus its client signature (User-Agent). Pluggable so the OAuth issue adds bearer identities.
import { createHash } from 'node:crypto';
import { getRequestIP } from 'h3';
import type { H3Event } from 'h3';

export interface ClientIdentity {
  /** Stable, opaque key for limiter rows: never the raw address (no PII at rest). */
  key: string;
  kind: 'anonymous' | 'oauth_client';
  /**
   * Anonymous callers only: the opaque key of their address, for the per-address ceiling over every signature
   * from it (so a rotating User-Agent buys nothing). OAuth clients have none: they are not counted against it.
   */
  addressKey?: string;
  /** A credentialed client's own quote bucket size, agreed at registration. */
  quoteLimit?: number;
}

export interface IdentityResolver {
  resolve(event: H3Event): Promise<ClientIdentity>;
}

// The same callers come back: remember recent keys instead of hashing on every request (bounded, oldest out).
const recentKeys = new Map<string, string>();
const MAX_RECENT_KEYS = 10_000;

export function anonymousKey(address: string, userAgent: string): string {
  const cacheKey = `${address}\n${userAgent}`;
  const cached = recentKeys.get(cacheKey);
  if (cached !== undefined) return cached;
  const digest = createHash('sha256').update(address).update('\n').update(userAgent).digest('base64url');
  const key = `anon:${digest.slice(0, 32)}`;
  if (recentKeys.size >= MAX_RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value!);
  recentKeys.set(cacheKey, key);
  return key;
}

export function addressKey(address: string): string {
  const cacheKey = `${address}\naddress`;
  const cached = recentKeys.get(cacheKey);
  if (cached !== undefined) return cached;
  const key = `addr:${createHash('sha256').update('address\n').update(address).digest('base64url').slice(0, 32)}`;
  if (recentKeys.size >= MAX_RECENT_KEYS) recentKeys.delete(recentKeys.keys().next().value!);
  recentKeys.set(cacheKey, key);
  return key;
}

export function createAnonymousIdentityResolver(options: { trustProxy: boolean }): IdentityResolver {
  return {
    async resolve(event) {
      const address = getRequestIP(event, { xForwardedFor: options.trustProxy }) ?? 'unknown';
      const userAgent = event.req.headers.get('user-agent') ?? '';
      return { key: anonymousKey(address, userAgent), kind: 'anonymous', addressKey: addressKey(address) };
    },
  };
}
