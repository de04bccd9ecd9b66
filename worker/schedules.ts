// What the worker sets up in Temporal when it starts: the monthly price index Schedule (created idempotently, and
// brought back in line if its definition drifted), and one price index run when the current month has no snapshot
// yet, so the index is never empty on a fresh system. The operator command (scripts/ops/price-index.ts) uses
// `startPriceIndexRun` too.
import { Client, Connection, ScheduleAlreadyRunning } from '@temporalio/client';
import type { ScheduleDescription, ScheduleOptions, ScheduleOptionsStartWorkflowAction, WorkflowHandle } from '@temporalio/client';
import type { Logger } from 'pino';
import { PRICE_INDEX_BASKET, monthOf } from '../activities/price-index/index.ts';
import type { PriceIndexTrigger } from '../activities/price-index/index.ts';
import type { Store } from '../store/index.ts';
import { PRICE_INDEX_SCHEDULE_ID, priceIndexWorkflowId } from '../workflows/price-index.ts';
import type { priceIndex, priceIndexMonthly } from '../workflows/price-index.ts';
import { RETENTION_SCHEDULE_ID } from '../workflows/retention.ts';
import type { retention } from '../workflows/retention.ts';

/** First day of each month, 06:00 UTC. */
export const PRICE_INDEX_CALENDAR = { dayOfMonth: 1, hour: 6, minute: 0, second: 0 } as const;
export const PRICE_INDEX_TIMEZONE = 'UTC';
/** How late a missed run (Temporal down on the 1st) is still taken; start-up fills any later gap. */
export const PRICE_INDEX_CATCHUP = '3 days';

export function priceIndexScheduleOptions(taskQueue: string): ScheduleOptions<ScheduleOptionsStartWorkflowAction<typeof priceIndexMonthly>> {
  return {
    scheduleId: PRICE_INDEX_SCHEDULE_ID,
    spec: {
      calendars: [{ ...PRICE_INDEX_CALENDAR, comment: 'Monthly shipping price index: first day of each month, 06:00 UTC' }],
      timezone: PRICE_INDEX_TIMEZONE,
    },
    action: {
      type: 'startWorkflow',
      workflowType: 'priceIndexMonthly',
      // The server appends the scheduled time: price-index-monthly-2026-12-01T06:00:00Z.
      workflowId: PRICE_INDEX_SCHEDULE_ID,
      taskQueue,
      args: [],
      workflowExecutionTimeout: '1 day',
      staticSummary: `Monthly price index: ${PRICE_INDEX_BASKET.boxes.length} boxes × ${PRICE_INDEX_BASKET.lanes.length} US cities`,
    },
    policies: { overlap: 'SKIP', catchupWindow: PRICE_INDEX_CATCHUP, pauseOnFailure: false },
    memo: { basket_version: PRICE_INDEX_BASKET.version },
  };
}

const single = (ranges: { start: number; end: number }[] | undefined, value: number): boolean =>
  ranges?.length === 1 && ranges[0]!.start === value && (ranges[0]!.end === value || ranges[0]!.end === 0);

/** true when an existing schedule already does what we would create. */
export function scheduleMatches(description: ScheduleDescription, taskQueue: string): boolean {
  const calendars = description.spec.calendars ?? [];
  const calendar = calendars[0];
  return (
    description.action.type === 'startWorkflow' &&
    description.action.workflowType === 'priceIndexMonthly' &&
    description.action.taskQueue === taskQueue &&
    calendars.length === 1 &&
    (description.spec.intervals ?? []).length === 0 &&
    (description.spec.timezone ?? 'UTC') === PRICE_INDEX_TIMEZONE &&
    calendar !== undefined &&
    single(calendar.dayOfMonth, PRICE_INDEX_CALENDAR.dayOfMonth) &&
    single(calendar.hour, PRICE_INDEX_CALENDAR.hour) &&
    single(calendar.minute, PRICE_INDEX_CALENDAR.minute) &&
    single(calendar.second, PRICE_INDEX_CALENDAR.second) &&
    description.policies.overlap === 'SKIP'
  );
}

export type ScheduleSetup = 'created' | 'updated' | 'unchanged';

/** Create the Schedule, or leave it (or bring its definition back in line) when it exists. Safe to race. */
export async function ensurePriceIndexSchedule(client: Client, taskQueue: string): Promise<ScheduleSetup> {
  const options = priceIndexScheduleOptions(taskQueue);
  try {
    await client.schedule.create(options);
    return 'created';
  } catch (error) {
    if (!(error instanceof ScheduleAlreadyRunning)) throw error;
  }
  const handle = client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID);
  if (scheduleMatches(await handle.describe(), taskQueue)) return 'unchanged';
  await handle.update<typeof priceIndexMonthly>((previous) => ({
    spec: options.spec,
    action: options.action,
    policies: options.policies,
    state: { paused: previous.state.paused, ...(previous.state.note ? { note: previous.state.note } : {}) },
  }));
  return 'updated';
}

/**
 * Start (or join) the price index run of `month` under its business key. If a run of that month is in flight,
 * its handle is returned (USE_EXISTING); a finished month runs again and replaces its snapshot (ALLOW_DUPLICATE).
 */
export async function startPriceIndexRun(
  client: Client,
  options: { month: string; taskQueue: string; triggeredBy: PriceIndexTrigger },
): Promise<WorkflowHandle<typeof priceIndex>> {
  return client.workflow.start<typeof priceIndex>('priceIndex', {
    workflowId: priceIndexWorkflowId(options.month),
    taskQueue: options.taskQueue,
    args: [{ month: options.month, triggered_by: options.triggeredBy }],
    workflowIdConflictPolicy: 'USE_EXISTING',
    workflowIdReusePolicy: 'ALLOW_DUPLICATE',
    staticSummary: `Price index ${options.month} (${options.triggeredBy})`,
  });
}

/** When the current month has no snapshot, start its run (the worker picks it up). Returns the workflow id, or null. */
export async function ensureCurrentPriceIndex(client: Client, store: Store, options: { taskQueue: string; now: Date }): Promise<string | null> {
  const month = monthOf(options.now);
  if (await store.priceIndex.has(month)) return null;
  const handle = await startPriceIndexRun(client, { month, taskQueue: options.taskQueue, triggeredBy: 'startup' });
  return handle.workflowId;
}

export interface PriceIndexSetupResult {
  schedule: ScheduleSetup;
  /** Workflow id of the run started because the current month had no snapshot, else null. */
  triggered: string | null;
}

/** The worker's start-up step for the price index, on an existing client. */
export async function setupPriceIndex(client: Client, store: Store, options: { taskQueue: string; now?: Date }): Promise<PriceIndexSetupResult> {
  const schedule = await ensurePriceIndexSchedule(client, options.taskQueue);
  const triggered = await ensureCurrentPriceIndex(client, store, { taskQueue: options.taskQueue, now: options.now ?? new Date() });
  return { schedule, triggered };
}

/** Daily, 03:30 UTC: the retention pass (workflows/retention.ts). */
export function retentionScheduleOptions(taskQueue: string): ScheduleOptions<ScheduleOptionsStartWorkflowAction<typeof retention>> {
  return {
    scheduleId: RETENTION_SCHEDULE_ID,
    spec: { calendars: [{ hour: 3, minute: 30, comment: 'Retention: delete expired quotes, spent claims, old contact details' }], timezone: 'UTC' },
    action: { type: 'startWorkflow', workflowType: 'retention', workflowId: RETENTION_SCHEDULE_ID, taskQueue, args: [], workflowExecutionTimeout: '1 hour', staticSummary: 'Daily retention pass' },
    policies: { overlap: 'SKIP', catchupWindow: '1 day', pauseOnFailure: false },
  };
}

/** Create the retention Schedule unless it exists (an operator may have paused or changed it: left as it is). */
export async function ensureRetentionSchedule(client: Client, taskQueue: string): Promise<'created' | 'unchanged'> {
  try {
    await client.schedule.create(retentionScheduleOptions(taskQueue));
    return 'created';
  } catch (error) {
    if (error instanceof ScheduleAlreadyRunning) return 'unchanged';
    throw error;
  }
}

/** worker/main.ts: connect a client, set up the price index and retention Schedules, log what happened, disconnect. */
export async function setupWorkerSchedules(options: { address: string; namespace: string; taskQueue: string; store: Store; logger: Logger }): Promise<PriceIndexSetupResult> {
  const connection = await Connection.connect({ address: options.address });
  try {
    const client = new Client({ connection, namespace: options.namespace });
    const result = await setupPriceIndex(client, options.store, { taskQueue: options.taskQueue });
    options.logger.info({ scheduleId: PRICE_INDEX_SCHEDULE_ID, schedule: result.schedule, triggered: result.triggered }, 'price index schedule ready');
    const retentionSchedule = await ensureRetentionSchedule(client, options.taskQueue);
    options.logger.info({ scheduleId: RETENTION_SCHEDULE_ID, schedule: retentionSchedule }, 'retention schedule ready');
    return result;
  } finally {
    await connection.close();
  }
}
