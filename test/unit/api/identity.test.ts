import { mockEvent } from 'h3';
import { describe, expect, it } from 'vitest';
import { addressKey, anonymousKey, ceilingNetwork, createAnonymousIdentityResolver } from '../../../api/identity.ts';

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

  it('gives the per-address ceiling a key per IPv4 address and per IPv6 /64 (whatever the User-Agent)', async () => {
    expect(ceilingNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(ceilingNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ceilingNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(ceilingNetwork('[2001:0db8:0001:0002:ffff:ffff:ffff:ffff]')).toBe('2001:db8:1:2::/64');
    expect(ceilingNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ceilingNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe(addressKey('2001:db8:1:2:dead:beef:0:7'));
    expect(addressKey('2001:db8:1:3::1')).not.toBe(addressKey('2001:db8:1:2::1'));
    expect(addressKey('::ffff:203.0.113.9')).toBe(addressKey('203.0.113.9'));
    expect(addressKey('203.0.113.9')).toMatch(/^addr:[A-Za-z0-9_-]{32}$/);
    expect(addressKey('203.0.113.9')).not.toContain('203.0.113');
    const resolve = (ua: string) => createAnonymousIdentityResolver({ trustProxy: true }).resolve(mockEvent('http://localhost/quote', { headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': ua } }));
    const [a, b] = await Promise.all([resolve('agent/1'), resolve('agent/2')]);
    expect(a.key).not.toBe(b.key);
    expect(a.addressKey).toBe(b.addressKey);
    expect(a.addressKey).toBe(addressKey('198.51.100.7'));
  });
});

describe('client keys and network keys never share a cache entry', () => {
  it('a User-Agent of "address" gets its own key, whichever is asked first', () => {
    const first = anonymousKey('203.0.113.7', 'address');
    const network = addressKey('203.0.113.7');
    expect(first).not.toBe(network);
    expect(network.startsWith('addr:')).toBe(true);
    const later = addressKey('203.0.113.8');
    expect(anonymousKey('203.0.113.8', 'address')).not.toBe(later);
    expect(anonymousKey('203.0.113.8', 'address').startsWith('anon:')).toBe(true);
  });
});
