// Signals sent before the workflow's first task is processed are buffered. They must still be applied in the
// order they were sent (a paid that overtook checkoutStarted wins; the late checkoutStarted is ignored).
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { checkoutSession } from '../../workflows/checkout-session.ts';
import { checkoutSnapshotQuery, checkoutStartedSignal, checkoutWorkflowId, paidSignal } from '../../workflows/messages.ts';
import { startCheckoutWorker } from './checkout-helpers.ts';
import { tempDir, testConfig } from './harness.ts';

const data = tempDir('pqs-order-');
const config = testConfig(data.dir);
let store: Store;
let connection: Connection;
let client: Client;

beforeAll(async () => {
  store = await openStore({ file: config.databaseFile });
  connection = await Connection.connect({ address: inject('temporalAddress') });
  client = new Client({ connection, namespace: config.temporal.namespace });
});
afterAll(async () => {
  await connection?.close();
  await store?.close();
  data.remove();
});

it('applies buffered signals in the order they were sent, whatever order the handlers were registered in', async () => {
  const sessionId = `cs_order${Date.now()}`;
  const createdAt = new Date();
  await store.checkoutSessions.create({ session_id: sessionId, created_at: createdAt.toISOString(), expires_at: new Date(createdAt.getTime() + 60_000).toISOString(), amount_cents: 999, carrier: 'USPS', service: 'Ground Advantage', quote_id: null, quote_reused: false });
  // No worker polls this task queue yet, so both signals wait in history before the first workflow task.
  const handle = await client.workflow.start(checkoutSession, {
    taskQueue: config.temporal.taskQueue,
    workflowId: checkoutWorkflowId(sessionId),
    args: [{ session_id: sessionId, created_at: createdAt.toISOString(), life_ms: 20_000, carrier: 'USPS', service: 'Ground Advantage', service_code: 'usps_ground_advantage', amount_cents: 999 }],
  });
  await handle.signal(paidSignal, { payment_id: 'pay_first', paid_at: new Date().toISOString() });
  await handle.signal(checkoutStartedSignal, { order_id: 'ord_late', started_at: new Date().toISOString() });

  const worker = await startCheckoutWorker(config, store);
  try {
    await expect.poll(async () => (await handle.query(checkoutSnapshotQuery)).stage, { timeout: 20_000 }).toBe('label_ready');
    expect(await handle.query(checkoutSnapshotQuery)).toMatchObject({ payment_id: 'pay_first', order_id: null, ignored_signals: 1 });
  } finally {
    await handle.terminate('test done').catch(() => undefined);
    await worker.stop();
  }
});
