// CSRF tokens for our server-rendered forms: an HMAC of the form's subject under a per-installation secret,
// compared in constant time. The secret is made once and kept in the store.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/index.ts';

export interface CsrfTokens {
  issue(subject: string): Promise<string>;
  verify(subject: string, token: unknown): Promise<boolean>;
}

export function createCsrfTokens(store: Store): CsrfTokens {
  let secret: Promise<Buffer> | undefined;
  const loadSecret = (): Promise<Buffer> =>
    (secret ??= (async () => {
      const existing = await store.meta.get('csrf_secret');
      if (existing) return Buffer.from(existing, 'base64url');
      const made = randomBytes(32).toString('base64url');
      await store.meta.setIfAbsent('csrf_secret', made);
      return Buffer.from((await store.meta.get('csrf_secret'))!, 'base64url');
    })());
  const sign = async (subject: string): Promise<string> => createHmac('sha256', await loadSecret()).update(subject).digest('base64url');
  return {
    issue: sign,
    async verify(subject, token) {
      if (typeof token !== 'string' || token.length === 0) return false;
      const expected = Buffer.from(await sign(subject));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
