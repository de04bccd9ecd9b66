// Token and secret material: entropy, hashes only at rest, client secrets under a keyed HMAC (legacy scrypt
// hashes still verify once and are replaced).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBearerHeader } from '../../../api/oauth/bearer.ts';
import { ACCESS_TOKEN_PREFIX, createClientSecretHasher, hashAccessToken, hashClientSecretScrypt, newAccessToken, newClientId, newClientSecret, verifyScryptSecret } from '../../../api/oauth/secrets.ts';
import { openStore } from '../../../store/index.ts';
import type { Store } from '../../../store/index.ts';

let store: Store;
beforeAll(async () => {
  store = await openStore({ file: ':memory:' });
});
afterAll(async () => {
  await store.close();
});

describe('access tokens', () => {
  it('are opaque with at least 256 random bits, and unique', () => {
    const tokens = Array.from({ length: 200 }, newAccessToken);
    for (const token of tokens) {
      expect(token.startsWith(ACCESS_TOKEN_PREFIX)).toBe(true);
      const random = Buffer.from(token.slice(ACCESS_TOKEN_PREFIX.length), 'base64url');
      expect(random.length * 8).toBeGreaterThanOrEqual(256);
      expect(parseBearerHeader(`Bearer ${token}`)).toEqual({ kind: 'token', token });
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as SHA-256 (deterministic for lookup, never the token itself)', () => {
    const token = newAccessToken();
    const hash = hashAccessToken(token);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hash).toBe(hashAccessToken(token));
    expect(hash).not.toContain(token.slice(ACCESS_TOKEN_PREFIX.length, 20));
    expect(hashAccessToken(newAccessToken())).not.toBe(hash);
  });
});

describe('client ids and secrets', () => {
  it('ids have 128 random bits, secrets 256', () => {
    expect(newClientId()).toMatch(/^oc_[A-Za-z0-9_-]{22}$/);
    expect(newClientSecret()).toMatch(/^pqcs_[A-Za-z0-9_-]{43}$/);
  });

  it('are hashed with HMAC-SHA-256 under a per-installation key: deterministic, never the secret, microseconds per check', async () => {
    const hasher = createClientSecretHasher(store);
    const secret = newClientSecret();
    const stored = await hasher.hash(secret);
    expect(stored).toMatch(/^\$hmac-sha256\$[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain(secret.slice(5, 20));
    expect(await createClientSecretHasher(store).hash(secret)).toBe(stored); // the key is kept in the store
    expect(await hasher.verify(secret, stored)).toEqual({ ok: true });
    expect(await hasher.verify(`${secret}x`, stored)).toEqual({ ok: false });
    expect(await hasher.verify(secret.slice(0, -1), stored)).toEqual({ ok: false });
    // Another installation (another key) cannot use this table.
    const other = await openStore({ file: ':memory:' });
    try {
      expect(await createClientSecretHasher(other).verify(secret, stored)).toEqual({ ok: false });
    } finally {
      await other.close();
    }
    const started = performance.now();
    for (let i = 0; i < 200; i++) await hasher.verify(`${secret}${i}`, stored);
    expect((performance.now() - started) / 200).toBeLessThan(5); // scrypt took ~90 ms per failed check
  });

  it('migrates a legacy scrypt hash: it verifies once and hands back the HMAC hash to store in its place', async () => {
    const hasher = createClientSecretHasher(store);
    const secret = newClientSecret();
    const legacy = await hashClientSecretScrypt(secret, { ln: 12, r: 8, p: 1 });
    expect(legacy.startsWith('$scrypt$ln=12,r=8,p=1$')).toBe(true);
    const check = await hasher.verify(secret, legacy);
    expect(check.ok).toBe(true);
    expect(check.upgrade).toBe(await hasher.hash(secret));
    expect(await hasher.verify(secret, check.upgrade!)).toEqual({ ok: true });
    expect(await hasher.verify(`${secret}x`, legacy)).toEqual({ ok: false });
  });

  it('legacy scrypt hashes verify with their stored parameters', async () => {
    const cheap = await hashClientSecretScrypt('p:ss w%rd+&=/?#é€', { ln: 12, r: 8, p: 1 });
    expect(await verifyScryptSecret('p:ss w%rd+&=/?#é€', cheap)).toBe(true);
    expect(await verifyScryptSecret('p:ss w%rd+&=/?#e€', cheap)).toBe(false);
  });

  it('never match a malformed or absurd stored hash', async () => {
    const hasher = createClientSecretHasher(store);
    expect(await hasher.verify('x', 'plain-text-secret')).toEqual({ ok: false });
    expect(await hasher.verify('x', '$hmac-sha256$short')).toEqual({ ok: false });
    expect(await hasher.verify('x', '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toEqual({ ok: false });
    expect(await hasher.verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('the Authorization header on API routes', () => {
  it('reads exactly one bearer token (scheme case-insensitive)', () => {
    expect(parseBearerHeader('Bearer abc.DEF-ghi_~+/==')).toEqual({ kind: 'token', token: 'abc.DEF-ghi_~+/==' });
    expect(parseBearerHeader('bearer abc')).toEqual({ kind: 'token', token: 'abc' });
  });

  it('calls anything else malformed (the caller is told, never served anonymously)', () => {
    for (const header of ['Bearer', 'Bearer ', 'Bearer a b', 'Bearer a, Bearer b', 'Basic abc', 'Token abc', '', `Bearer ${'a'.repeat(600)}`]) {
      expect(parseBearerHeader(header).kind).toBe('malformed');
    }
  });
});
