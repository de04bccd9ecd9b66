// Credentials of the OAuth client_credentials grant: client ids, client secrets, opaque access tokens, and how
// each is kept at rest.
//
// - Access tokens carry 256 bits from the OS CSPRNG. They are stored as SHA-256 only: a fast hash is right for a
//   high-entropy random value (nothing to brute-force), and it lets a bearer be looked up by its hash.
// - Client secrets also carry 256 random bits, so they need no slow password hash either (a slow hash only costs us
//   CPU per failed attempt, which is what an attacker wants). They are stored as HMAC-SHA-256 under a
//   per-installation server key ("$hmac-sha256$<digest>"): a leaked table without the key is useless, a check
//   costs microseconds, and the comparison is constant-time.
// - Migration: secrets stored before this as scrypt hashes ("$scrypt$ln=15,r=8,p=1$<salt>$<hash>") still verify,
//   and the first successful check replaces the stored hash with the HMAC one. Failed checks against a scrypt hash
//   are capped per address by the token endpoint before any scrypt work is done.
import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import type { Store } from '../../store/index.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const TOKEN_SCOPE = 'quote';

export const CLIENT_ID_PREFIX = 'oc_';
export const CLIENT_SECRET_PREFIX = 'pqcs_';
export const ACCESS_TOKEN_PREFIX = 'pqat_';

/** Client ids are not secret, but unguessable all the same (128 bits). */
export function newClientId(): string {
  return `${CLIENT_ID_PREFIX}${randomBytes(16).toString('base64url')}`;
}

export function newClientSecret(): string {
  return `${CLIENT_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** An opaque bearer token: a recognisable prefix (for secret scanners) and 256 random bits. */
export function newAccessToken(): string {
  return `${ACCESS_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

export interface SecretHashParams {
  /** log2 of scrypt's cost N. */
  ln: number;
  r: number;
  p: number;
}

/** Legacy (before HMAC): scrypt N=2^15, r=8, p=1, 16-byte salt, 32-byte key. Kept to verify and migrate old hashes. */
export const SECRET_HASH_PARAMS: SecretHashParams = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scryptAsync(secret: string, salt: Buffer, params: SecretHashParams): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: 256 * 2 ** params.ln * params.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** The legacy scrypt hash (only tests make new ones, to show the migration). */
export async function hashClientSecretScrypt(secret: string, params: SecretHashParams = SECRET_HASH_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(secret, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const STORED_PATTERN = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{43})$/;

function parseStored(stored: string): { params: SecretHashParams; salt: Buffer; key: Buffer } | undefined {
  const match = STORED_PATTERN.exec(stored);
  if (!match) return undefined;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  // Refuse absurd stored parameters rather than burn memory on them.
  if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.r > 32 || params.p < 1 || params.p > 16) return undefined;
  return { params, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

/** Constant-time check against a legacy scrypt hash. A malformed stored hash never matches. */
export async function verifyScryptSecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await scryptAsync(secret, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

export const HMAC_HASH_PREFIX = '$hmac-sha256$';
const HMAC_STORED = /^\$hmac-sha256\$([A-Za-z0-9_-]{43})$/;

export const isLegacySecretHash = (stored: string): boolean => stored.startsWith('$scrypt$');

export function hmacSecretHash(secret: string, key: Buffer): string {
  return `${HMAC_HASH_PREFIX}${createHmac('sha256', key).update(secret.normalize('NFC'), 'utf8').digest('base64url')}`;
}

function verifyHmacSecret(secret: string, stored: string, key: Buffer): boolean {
  const match = HMAC_STORED.exec(stored);
  const expected = Buffer.from(hmacSecretHash(secret, key).slice(HMAC_HASH_PREFIX.length), 'base64url');
  // Compared even for a malformed stored value (against itself), so the time does not depend on the row.
  const given = match ? Buffer.from(match[1]!, 'base64url') : expected;
  return timingSafeEqual(given, expected) && match !== null;
}

export interface SecretCheck {
  ok: boolean;
  /** Set when the secret matched a legacy scrypt hash: store this HMAC hash in its place. */
  upgrade?: string;
}

export interface ClientSecretHasher {
  hash(secret: string): Promise<string>;
  verify(secret: string, stored: string): Promise<SecretCheck>;
  /** The same (cheap) work as a real check, for an unknown or revoked client id. Always false. */
  verifyAgainstDummy(secret: string): Promise<false>;
}

/** The server key is made once per installation and kept in the store's meta table (never in a log or answer). */
export function createClientSecretHasher(store: Pick<Store, 'meta'>): ClientSecretHasher {
  let key: Promise<Buffer> | undefined;
  const loadKey = (): Promise<Buffer> =>
    (key ??= (async () => {
      const existing = await store.meta.get('oauth_secret_hmac_key');
      if (!existing) await store.meta.setIfAbsent('oauth_secret_hmac_key', randomBytes(32).toString('base64url'));
      return Buffer.from((await store.meta.get('oauth_secret_hmac_key'))!, 'base64url');
    })());
  const dummy = `${HMAC_HASH_PREFIX}${randomBytes(32).toString('base64url').slice(0, 43)}`;
  return {
    async hash(secret) {
      return hmacSecretHash(secret, await loadKey());
    },
    async verify(secret, stored) {
      const serverKey = await loadKey();
      if (isLegacySecretHash(stored)) {
        const ok = await verifyScryptSecret(secret, stored);
        return ok ? { ok, upgrade: hmacSecretHash(secret, serverKey) } : { ok };
      }
      return { ok: verifyHmacSecret(secret, stored, serverKey) };
    },
    async verifyAgainstDummy(secret) {
      verifyHmacSecret(secret, dummy, await loadKey());
      return false;
    },
  };
}
