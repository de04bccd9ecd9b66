// Delivers the workflow outbox (store/outbox.ts): `start` starts a session's workflow, every signal goes out with
// signal-with-start, so a signal that arrives before the start is not lost. Workflow-id deduplication makes a repeated
// delivery harmless (a start joins the running workflow; the workflow ignores a duplicate or late signal), so the
// outbox is delivered at least once and nothing more is needed for exactly-once effects.
//
// Two callers: the worker's relay (`startOutboxRelay`, polling; the guarantee) and the API right after a commit
// (`deliverSessionSoon`, fire and forget; keeps the lag low, never delays or fails the request).
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import { formatUsd } from '../domain/money/index.ts';
import { withTraceparent } from '../observability/trace-context.ts';
import type { CheckoutSessionRecord, OutboxEntry, Store } from '../store/index.ts';
import type { checkoutSession } from '../workflows/checkout-session.ts';
import { CHECKOUT_STATUS_KEY, CHECKOUT_WORKFLOW_TYPE, checkoutStartedSignal, checkoutWorkflowId, deliveredSignal, paidSignal, refundedSignal } from '../workflows/messages.ts';
import type { CheckoutMemo, CheckoutSessionInput } from '../workflows/messages.ts';

export interface OutboxDeliveryDeps {
  store: Store;
  client: () => Promise<Client>;
  taskQueue: string;
  logger: Pick<Logger, 'warn' | 'info' | 'debug' | 'error'>;
  clock?: () => Date;
  /** Deadline of one Temporal call. */
  callTimeoutMs?: number;
}

const SIGNALS = { checkoutStarted: checkoutStartedSignal, paid: paidSignal, refunded: refundedSignal, delivered: deliveredSignal } as const;

/** Retry schedule of a failed delivery: 250 ms doubling to 30 s. */
export const retryDelayMs = (attempts: number): number => Math.min(30_000, 250 * 2 ** Math.min(attempts - 1, 7));

function startOptions(record: CheckoutSessionRecord, taskQueue: string) {
  const input: CheckoutSessionInput = {
    session_id: record.session_id,
    created_at: record.created_at,
    life_ms: Math.max(0, Date.parse(record.expires_at) - Date.parse(record.created_at)),
    carrier: record.carrier,
    service: record.service,
    service_code: record.service_code,
    amount_cents: record.amount_cents,
  };
  const amount = record.amount_cents === null ? null : record.amount_cents / 100;
  const memo: CheckoutMemo = { amount, currency: 'USD', carrier: record.carrier, service: record.service, quote_id: record.quote_id, quote_reused: record.quote_reused };
  return {
    taskQueue,
    workflowId: checkoutWorkflowId(record.session_id),
    args: [input] as [CheckoutSessionInput],
    // A repeated start joins the running workflow; a session whose workflow has ended is never started again.
    workflowIdConflictPolicy: 'USE_EXISTING' as const,
    workflowIdReusePolicy: 'REJECT_DUPLICATE' as const,
    typedSearchAttributes: [{ key: CHECKOUT_STATUS_KEY, value: 'awaiting_checkout' }],
    memo: { ...memo },
    staticSummary: `Checkout ${record.amount_cents === null ? '' : formatUsd(record.amount_cents)} · ${record.carrier ?? ''} ${record.service ?? ''}${record.quote_reused ? ' · quote reused' : ''}`,
    staticDetails: `Session ${record.session_id}, quote ${record.quote_id ?? '-'} (${record.quote_reused ? 'reused' : 'priced live'}), expires ${record.expires_at}.`,
  };
}

export function createOutboxDelivery(deps: OutboxDeliveryDeps) {
  const clock = deps.clock ?? (() => new Date());
  const callTimeoutMs = deps.callTimeoutMs ?? 5_000;

  /** Deliver one message. Resolves when Temporal has it (or it can never apply); throws to be retried later. */
  async function deliver(entry: OutboxEntry): Promise<'delivered' | 'moot'> {
    const record = await deps.store.checkoutSessions.get(entry.session_id);
    if (!record) return 'moot';
    const client = await deps.client();
    const options = startOptions(record, deps.taskQueue);
    try {
      // In the trace of the request that wrote the message (tracing on), whoever delivers it and whenever.
      await withTraceparent(entry.trace_parent, () => client.withDeadline(Date.now() + callTimeoutMs, async () => {
        if (entry.message === 'start') {
          await client.workflow.start<typeof checkoutSession>(CHECKOUT_WORKFLOW_TYPE, options);
        } else {
          await client.workflow.signalWithStart<typeof checkoutSession, [Record<string, unknown>]>(CHECKOUT_WORKFLOW_TYPE, { ...options, signal: SIGNALS[entry.message].name, signalArgs: [entry.payload] });
        }
      }));
      return 'delivered';
    } catch (error) {
      // The session's workflow ran and ended (its life is over, or it was refunded): nothing left to tell it.
      if (error instanceof WorkflowExecutionAlreadyStartedError) return 'moot';
      throw error;
    }
  }

  /** Lease and deliver what is due, in order per session. Returns how many messages went out and how many failed. */
  async function deliverDue(limit = 32, leaseMs = 30_000): Promise<{ delivered: number; failed: number }> {
    const entries = await deps.store.outbox.lease(clock().getTime(), limit, leaseMs);
    let delivered = 0;
    let failed = 0;
    await Promise.all(
      entries.map(async (entry) => {
        try {
          const outcome = await deliver(entry);
          await deps.store.outbox.delivered(entry.id, clock().getTime());
          if (outcome === 'moot') deps.logger.info({ session_id: entry.session_id, message: entry.message }, 'outbox message for an ended or unknown session: dropped');
          delivered++;
        } catch (error) {
          failed++;
          const next = clock().getTime() + retryDelayMs(entry.attempts);
          await deps.store.outbox.failed(entry.id, error instanceof Error ? error.message : String(error), next);
          if (entry.attempts === 1 || entry.attempts % 10 === 0) {
            deps.logger.warn({ session_id: entry.session_id, message: entry.message, attempts: entry.attempts, err: error }, 'workflow message not delivered yet; will retry');
          }
        }
      }),
    );
    return { delivered, failed };
  }

  return { deliver, deliverDue };
}

export type OutboxDelivery = ReturnType<typeof createOutboxDelivery>;

export interface OutboxRelayOptions extends OutboxDeliveryDeps {
  /** How often the relay looks for due messages when idle. */
  pollMs?: number;
}

/** The worker's relay: polls the outbox and delivers; `stop()` waits for the pass in flight. */
export function startOutboxRelay(options: OutboxRelayOptions): { stop(): Promise<void>; kick(): void } {
  const delivery = createOutboxDelivery(options);
  const pollMs = options.pollMs ?? 100;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const pass = async (): Promise<void> => {
    timer = null;
    if (stopped) return;
    let busy = 0;
    try {
      busy = (await delivery.deliverDue()).delivered;
    } catch (error) {
      options.logger.warn({ err: error }, 'outbox relay pass failed; retrying');
    }
    // A full pass may have left more behind: go again at once.
    if (!stopped) timer = setTimeout(() => (running = pass()), busy > 0 ? 0 : pollMs);
  };
  running = pass();
  return {
    kick() {
      if (stopped || timer === null) return;
      clearTimeout(timer);
      timer = setTimeout(() => (running = pass()), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/**
 * The API side: right after a command commits, deliver what is due without the request waiting for it. Kicks
 * during a pass are coalesced into one more pass. Failures are left to the relay's retry schedule, and after one the
 * API stops trying for `quietMs` (while Temporal is down, every request would otherwise lease and retry the backlog).
 */
export function createOutboxKicker(delivery: OutboxDelivery, logger: Pick<Logger, 'warn'>, options: { quietMs?: number; clock?: () => number } = {}): { kick(): void; idle(): Promise<void> } {
  const quietMs = options.quietMs ?? 5_000;
  const now = options.clock ?? Date.now;
  let running: Promise<void> | null = null;
  let again = false;
  let quietUntil = 0;
  const run = async (): Promise<void> => {
    do {
      again = false;
      const outcome = await delivery.deliverDue().catch((error: unknown) => {
        logger.warn({ err: error }, 'outbox delivery after commit failed; the relay retries');
        return { delivered: 0, failed: 1 };
      });
      if (outcome.failed > 0) {
        quietUntil = now() + quietMs;
        break;
      }
    } while (again);
    running = null;
  };
  return {
    kick() {
      if (now() < quietUntil) return;
      if (running) again = true;
      else running = run();
    },
    async idle() {
      while (running) await running;
    },
  };
}
