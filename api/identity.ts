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

/**
 * The network a ceiling counts: an IPv4 address itself (IPv4-mapped IPv6 included), an IPv6 address's /64, since
 * one host usually holds a whole /64 and could otherwise rotate addresses as easily as User-Agents.
 */
export function ceilingNetwork(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const [head, tail] = bare.split('::', 2) as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  if (groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return bare;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

// Address keys by the address as given (a map of its own, so no User-Agent can collide with an entry): working out
// the network is a few regular expressions and splits per request.
const recentAddressKeys = new Map<string, string>();

export function addressKey(address: string): string {
  const cached = recentAddressKeys.get(address);
  if (cached !== undefined) return cached;
  const key = addressKeyOfNetwork(ceilingNetwork(address));
  if (recentAddressKeys.size >= MAX_RECENT_KEYS) recentAddressKeys.delete(recentAddressKeys.keys().next().value!);
  recentAddressKeys.set(address, key);
  return key;
}

// Network keys in a map of their own: sharing the client-key map, a caller whose User-Agent was "address" had the
// cache key of its network's ceiling (`${network}\naddress`) and took or gave the other's key.
const recentNetworkKeys = new Map<string, string>();

function addressKeyOfNetwork(network: string): string {
  const cached = recentNetworkKeys.get(network);
  if (cached !== undefined) return cached;
  const key = `addr:${createHash('sha256').update('address\n').update(network).digest('base64url').slice(0, 32)}`;
  if (recentNetworkKeys.size >= MAX_RECENT_KEYS) recentNetworkKeys.delete(recentNetworkKeys.keys().next().value!);
  recentNetworkKeys.set(network, key);
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
