// Token and secret material: entropy, hashes only at rest, scrypt with its own salt and stored parameters.
import { describe, expect, it } from 'vitest';
import { parseBearerHeader } from '../../../api/oauth/bearer.ts';
import { ACCESS_TOKEN_PREFIX, hashAccessToken, hashClientSecret, newAccessToken, newClientId, newClientSecret, verifyAgainstDummy, verifyClientSecret } from '../../../api/oauth/secrets.ts';

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

  it('are hashed with scrypt, a per-secret salt and the parameters written beside the hash', async () => {
    const secret = newClientSecret();
    const [a, b] = await Promise.all([hashClientSecret(secret), hashClientSecret(secret)]);
    expect(a).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b); // different salts
    expect(a).not.toContain(secret.slice(5));
    expect(await verifyClientSecret(secret, a)).toBe(true);
    expect(await verifyClientSecret(secret, b)).toBe(true);
    expect(await verifyClientSecret(`${secret}x`, a)).toBe(false);
    expect(await verifyClientSecret(secret.slice(0, -1), a)).toBe(false);
  });

  it('verify with the parameters stored in the hash (cost can be raised without breaking old secrets)', async () => {
    const cheap = await hashClientSecret('p:ss w%rd+&=/?#é€', { ln: 12, r: 8, p: 1 });
    expect(cheap.startsWith('$scrypt$ln=12,r=8,p=1$')).toBe(true);
    expect(await verifyClientSecret('p:ss w%rd+&=/?#é€', cheap)).toBe(true);
    expect(await verifyClientSecret('p:ss w%rd+&=/?#e€', cheap)).toBe(false);
  });

  it('never match a malformed or absurd stored hash', async () => {
    expect(await verifyClientSecret('x', 'plain-text-secret')).toBe(false);
    expect(await verifyClientSecret('x', '$scrypt$ln=30,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
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
