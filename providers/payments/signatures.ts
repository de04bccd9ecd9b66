// Webhook signatures in Stripe's scheme: header `t=<unix seconds>,v1=<hex HMAC-SHA256 over "t.body">`, checked in
// constant time and within a tolerance. The embedded TEST MODE checkout signs its webhooks this way.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TEST_PAYMENTS_SIGNATURE_HEADER = 'x-test-payments-signature';
const DEFAULT_TOLERANCE_SECONDS = 300;

export function signPayload(secret: string, body: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

export function verifySignature(secret: string, body: string, header: string | null, nowSeconds: number, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('=', 2) as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  let ok = false;
  for (const [k, v] of parts) {
    if (k !== 'v1' || v === undefined) continue;
    const given = Buffer.from(v);
    // Compare every candidate in constant time; never short-circuit on the first byte.
    if (given.length === expected.length && timingSafeEqual(given, expected)) ok = true;
  }
  return ok;
}
