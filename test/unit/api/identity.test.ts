import { mockEvent } from 'h3';
import { describe, expect, it } from 'vitest';
import { anonymousKey, createAnonymousIdentityResolver } from '../../../api/identity.ts';

describe('anonymous client identity', () => {
  it('is address plus client signature, hashed (no raw address at rest)', () => {
    const key = anonymousKey('203.0.113.9', 'agent/1.0');
    expect(key).toMatch(/^anon:[A-Za-z0-9_-]{32}$/);
    expect(key).not.toContain('203.0.113.9');
    expect(anonymousKey('203.0.113.9', 'agent/2.0')).not.toBe(key);
    expect(anonymousKey('203.0.113.10', 'agent/1.0')).not.toBe(key);
  });

  it('uses X-Forwarded-For only behind a trusted proxy', async () => {
    const event = (): ReturnType<typeof mockEvent> => mockEvent('http://localhost/quote', { headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'a' } });
    const direct = await createAnonymousIdentityResolver({ trustProxy: false }).resolve(event());
    const proxied = await createAnonymousIdentityResolver({ trustProxy: true }).resolve(event());
    expect(proxied.key).toBe(anonymousKey('198.51.100.7', 'a'));
    expect(direct.key).not.toBe(proxied.key);
  });
});
