// The monthly price index. Deterministic: only @temporalio/workflow and types from elsewhere.
//
// - `priceIndex` prices the basket for one month and stores the snapshot (one activity). Its workflow id is the
//   business key `price-index-<YYYY-MM>`; every starter sets an explicit id policy (see worker/schedules.ts).
// - `priceIndexMonthly` is what the Schedule `price-index-monthly` starts (the server names that run
//   `price-index-monthly-<scheduled time>`). It works out the month from the scheduled time and runs `priceIndex`
//   as a child under the business key, so a scheduled, a start-up and an operator run of one month share one id.
import { ApplicationFailure, executeChild, log, proxyActivities, workflowInfo } from '@temporalio/workflow';
import type { PriceIndexActivities, PriceIndexRunSummary, PriceIndexTrigger } from '../activities/price-index/index.ts';

export const PRICE_INDEX_SCHEDULE_ID = 'price-index-monthly';
export const priceIndexWorkflowId = (month: string): string => `price-index-${month}`;

/** Error types the activity throws for requests that can never succeed; retrying them is pointless. */
export const PRICE_INDEX_NON_RETRYABLE = ['PriceIndexBasketError', 'PriceIndexMonthError'];

export interface PriceIndexInput {
  /** YYYY-MM */
  month: string;
  triggered_by: PriceIndexTrigger;
}

export type PriceIndexMonthlyResult =
  | { month: string; status: 'stored'; summary: PriceIndexRunSummary }
  | { month: string; status: 'already_running'; workflow_id: string };

const { runPriceIndex } = proxyActivities<PriceIndexActivities>({
  // 30 quotes; with the embedded tariff this takes milliseconds, a live provider makes 30 rating calls.
  startToCloseTimeout: '5 minutes',
  scheduleToCloseTimeout: '2 hours',
  retry: {
    initialInterval: '10 seconds',
    backoffCoefficient: 2,
    maximumInterval: '10 minutes',
    maximumAttempts: 10,
    nonRetryableErrorTypes: PRICE_INDEX_NON_RETRYABLE,
  },
});

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function utcMonth(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export async function priceIndex(input: PriceIndexInput): Promise<PriceIndexRunSummary> {
  if (!MONTH.test(input.month)) throw ApplicationFailure.nonRetryable(`month must be YYYY-MM, got "${input.month}"`, 'PriceIndexMonthError');
  const summary = await runPriceIndex(input);
  log.info('price index stored', { month: summary.month, pairs: summary.pairs, basket_average_cents: summary.basket_average_cents, replaced: summary.replaced });
  return summary;
}

export async function priceIndexMonthly(): Promise<PriceIndexMonthlyResult> {
  const info = workflowInfo();
  // Set by the Schedule on every action it takes (also on a manual trigger); the start time is the fallback.
  const scheduled = info.typedSearchAttributes.get({ name: 'TemporalScheduledStartTime', type: 'DATETIME' });
  const month = utcMonth(scheduled instanceof Date ? scheduled : info.startTime);
  const workflowId = priceIndexWorkflowId(month);
  try {
    const summary = await executeChild(priceIndex, {
      workflowId,
      args: [{ month, triggered_by: 'schedule' }],
      // A finished month may run again (the new snapshot replaces the old one).
      workflowIdReusePolicy: 'ALLOW_DUPLICATE',
      // The price run finishes even if this trigger is terminated.
      parentClosePolicy: 'ABANDON',
    });
    return { month, status: 'stored', summary };
  } catch (error) {
    // A run of this month is already in flight (operator or worker start-up): that run stores the snapshot.
    if (error instanceof Error && error.name === 'WorkflowExecutionAlreadyStartedError') {
      log.info('price index run already in flight; leaving it to finish', { workflowId });
      return { month, status: 'already_running', workflow_id: workflowId };
    }
    throw error;
  }
}
