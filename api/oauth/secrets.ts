// Credentials of the OAuth client_credentials grant: client ids, client secrets, opaque access tokens, and how
// each is kept at rest.
//
// - Access tokens carry 256 bits from the OS CSPRNG. They are stored as SHA-256 only: a fast hash is right for a
//   high-entropy random value (nothing to brute-force), and it lets a bearer be looked up by its hash.
// - Client secrets (also 256 random bits) are stored as scrypt hashes anyway, with a per-secret salt and the
//   parameters written into the stored string ("$scrypt$ln=15,r=8,p=1$<salt>$<hash>"), so a leaked table is
//   useless and the cost can be raised later without breaking existing secrets. Comparison is constant-time.
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

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

/** scrypt N=2^15, r=8, p=1 (32 MiB, tens of milliseconds), 16-byte salt, 32-byte key: OWASP's scrypt floor and then some. */
export const SECRET_HASH_PARAMS: SecretHashParams = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scryptAsync(secret: string, salt: Buffer, params: SecretHashParams): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** params.ln, r: params.r, p: params.p, maxmem: 256 * 2 ** params.ln * params.r + 16 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashClientSecret(secret: string, params: SecretHashParams = SECRET_HASH_PARAMS): Promise<string> {
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

/** Constant-time check of a presented secret against its stored hash. A malformed stored hash never matches. */
export async function verifyClientSecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed || parsed.key.length !== KEY_BYTES) return false;
  const key = await scryptAsync(secret, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same work as a real check when the client id is unknown or revoked, so timing does not tell
 * registered ids apart. Always false.
 */
export async function verifyAgainstDummy(secret: string): Promise<false> {
  dummyHash ??= hashClientSecret(newClientSecret());
  await verifyClientSecret(secret, await dummyHash);
  return false;
}
