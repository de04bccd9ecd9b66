// Error branches no other test reaches: an Idempotency-Key retried while the first request with it is still in
// progress (409), a payment webhook for an order we never made (acknowledged, nothing changes), and SQLite's busy
// retries (another connection holds the write lock).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutService, idempotencyKeyHash, requestFingerprint } from '../../api/checkout-service.ts';
import type { ClientIdentity } from '../../api/identity.ts';
import { ProblemError } from '../../api/problem.ts';
import { createQuoteService } from '../../api/quote-service.ts';
import { validateCheckoutSessionRequest } from '../../api/schemas/checkout.ts';
import { testPaymentsSecret } from '../../api/webhooks/payments.ts';
import { TEST_PAYMENTS_SIGNATURE_HEADER, signPayload } from '../../providers/payments/index.ts';
import { SqliteDatabase } from '../../store/index.ts';
import { newAgent, quoteId, startCheckoutStack } from './checkout-helpers.ts';
import type { CheckoutStack } from './checkout-helpers.ts';
import { tempDir } from './harness.ts';

let stack: CheckoutStack;
beforeAll(async () => {
  stack = await startCheckoutStack({ worker: false });
});
afterAll(async () => {
  await stack?.close();
});

describe('error branches', () => {
  it('answers 409 to a retry whose first request with the same Idempotency-Key is still in progress', async () => {
    const checkout = createCheckoutService(stack.api.context, createQuoteService(stack.api.context), { concurrentWaitMs: 300 });
    const identity: ClientIdentity = { key: 'anon:idempotency-in-progress', kind: 'anonymous' };
    const body = { quote_id: await quoteId(stack.api.url, newAgent('branches')) };
    const validated = validateCheckoutSessionRequest(body);
    if (!validated.ok) throw new Error('the body should be valid');
    // The first request claimed the key and is still working (its session does not exist yet).
    const now = new Date().toISOString();
    const claimed = await stack.store.checkoutSessions.idempotency.claim(
      { key_hash: idempotencyKeyHash(identity.key, 'order-1'), session_id: 'cs_stillbeingmade0000000000', fingerprint: requestFingerprint(validated.value), created_at: now },
      { expiredBefore: new Date(0).toISOString(), abandonedBefore: new Date(0).toISOString() },
    );
    expect(claimed.won).toBe(true);
    const started = Date.now();
    const error = await checkout.create(identity, body, { idempotencyKey: 'order-1' }).then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ProblemError);
    expect((error as ProblemError).status).toBe(409);
    expect((error as ProblemError).message).toMatch(/still being processed/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('acknowledges a signed payment webhook for an order it never made, once, and changes nothing', async () => {
    const secret = await testPaymentsSecret(stack.api.context);
    const created = Math.floor(Date.now() / 1000);
    const text = JSON.stringify({ id: 'evt_unknown_order', type: 'checkout.completed', created, data: { order_id: 'ord_0000000000000000000000', session_id: 'cs_0000000000000000000000', payment_id: 'pi_test_nobody', amount_cents: 100 } });
    const post = () => fetch(`${stack.api.url}/webhooks/test-payments`, { method: 'POST', headers: { 'content-type': 'application/json', [TEST_PAYMENTS_SIGNATURE_HEADER]: signPayload(secret, text, created) }, body: text });
    const first = await post();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ duplicate: false, applied: 'unknown_order' });
    expect(await stack.store.orders.byPayment('pi_test_nobody')).toBeUndefined();
    // The event id is remembered: the provider's retry is acknowledged as a duplicate.
    expect(await (await post()).json()).toMatchObject({ duplicate: true, applied: 'ignored' });
  });

  it('SQLite: a write waits out another connection holding the write lock, and a busy answer is retried', async () => {
    const data = tempDir('pqs-busy-');
    const file = `${data.dir}/busy.sqlite`;
    const holder = await SqliteDatabase.open(file);
    const waiter = await SqliteDatabase.open(file, { busyTimeoutMs: 5_000 });
    try {
      await holder.exec('CREATE TABLE t (v INTEGER)');
      await holder.exec('BEGIN IMMEDIATE');
      setTimeout(() => void holder.exec('COMMIT'), 300);
      const started = Date.now();
      await waiter.transaction((tx) => tx.run('INSERT INTO t (v) VALUES (1)'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(await holder.get<{ n: number }>('SELECT COUNT(*) AS n FROM t')).toEqual({ n: 1 });

      // The retry loop itself: SQLITE_BUSY twice, then the work succeeds; past the timeout the error comes through.
      let calls = 0;
      const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
      expect(await waiter.retryWhileBusy(async () => (++calls < 3 ? Promise.reject(busy) : 'done'))).toBe('done');
      expect(calls).toBe(3);
      const quick = await SqliteDatabase.open(file, { busyTimeoutMs: 30 });
      await expect(quick.retryWhileBusy(() => Promise.reject(busy))).rejects.toBe(busy);
      await quick.close();
    } finally {
      await waiter.close();
      await holder.close();
      data.remove();
    }
  });
});
