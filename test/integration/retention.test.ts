// Retention runs as a daily Temporal Schedule (`retention-daily`, created by the worker at start-up) that starts the
// `retention` workflow; its one activity purges the store (store/retention.ts, contract-tested on both stores).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRetentionSchedule } from '../../worker/schedules.ts';
import { RETENTION_SCHEDULE_ID } from '../../workflows/retention.ts';
import type { retention } from '../../workflows/retention.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('retention', () => {
  it('is a daily Schedule, created once', async () => {
    // The namespace is shared by the run's test files (another one's worker set-up may have made it already).
    await stack.client.schedule.getHandle(RETENTION_SCHEDULE_ID).delete().catch(() => undefined);
    expect(await ensureRetentionSchedule(stack.client, stack.config.temporal.taskQueue)).toBe('created');
    expect(await ensureRetentionSchedule(stack.client, stack.config.temporal.taskQueue)).toBe('unchanged');
    const description = await stack.client.schedule.getHandle(RETENTION_SCHEDULE_ID).describe();
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: 'retention', taskQueue: stack.config.temporal.taskQueue });
    expect(description.spec.calendars?.[0]).toMatchObject({ hour: [{ start: 3, end: 3, step: 1 }], minute: [{ start: 30, end: 30, step: 1 }] });
    expect(description.policies.overlap).toBe('SKIP');
    await stack.client.schedule.getHandle(RETENTION_SCHEDULE_ID).delete();
  });

  it('runs its workflow: an expired quote is deleted, a fresh one kept', { timeout: 30_000 }, async () => {
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const quote = (id: string, expiresAt: string) => ({ quote_id: id, client_key: 'anon:r', mode: 'parcel', quoted_at: old, expires_at: expiresAt, shipment: {}, answer: { mode: 'parcel' } });
    await stack.store.commit({ writes: [stack.store.quotes.insertStatement(quote('q_retention_old', old)), stack.store.quotes.insertStatement(quote('q_retention_new', new Date(Date.now() + 86_400_000).toISOString()))] });
    const counts = await stack.client.workflow.execute<typeof retention>('retention', { taskQueue: stack.config.temporal.taskQueue, workflowId: `retention-test-${Date.now()}` });
    expect(counts.quotes).toBeGreaterThanOrEqual(1);
    expect(await stack.store.quotes.get('q_retention_old')).toBeUndefined();
    expect(await stack.store.quotes.get('q_retention_new')).toBeDefined();
  });
});
