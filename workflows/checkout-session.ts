// One checkout handoff session: follows the person's progress under the session's life timer, buys the label once
// paid (refunding the payment if no label can be had), and mirrors every stage into the order record (what the
// status endpoint reads) and the `CheckoutStatus` search attribute (what operators filter on).
// Deterministic: only @temporalio/workflow, @temporalio/common (via messages.ts) and types from elsewhere.
import {
  ActivityFailure,
  ParentClosePolicy,
  allHandlersFinished,
  condition,
  log,
  patched,
  proxyActivities,
  setDefaultSignalHandler,
  setHandler,
  startChild,
  upsertMemo,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { SignalDefinition } from '@temporalio/workflow';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/common';
import type { CheckoutActivities } from '../activities/checkout.ts';
import { CheckoutErrorType } from './failure-types.ts';
import {
  CHECKOUT_STATUS_KEY,
  TRACKING_PATCH,
  VOID_LABEL_PATCH,
  TRACKING_WORKFLOW_TYPE,
  checkoutSnapshotQuery,
  checkoutStageQuery,
  checkoutStartedSignal,
  deliveredSignal,
  isForwardMove,
  labelReadySignal,
  paidSignal,
  refundedSignal,
  trackingWorkflowId,
} from './messages.ts';
import type { CheckoutSessionInput, CheckoutSnapshot, CheckoutStage, TrackingWorkflowInput } from './messages.ts';
import type { parcelTracking } from './tracking.ts';

// The projection must land eventually: the store is ours, so retry it for as long as it takes.
const { recordCheckoutStage } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute', nonRetryableErrorTypes: [CheckoutErrorType.InvalidCheckoutInput] },
});

// A carrier outage is retried for several minutes; a rejection (or running out of attempts) leads to the refund.
const { purchaseLabel } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '30 seconds',
  retry: {
    initialInterval: '1 second',
    backoffCoefficient: 2,
    maximumInterval: '2 minutes',
    maximumAttempts: 10,
    nonRetryableErrorTypes: [CheckoutErrorType.LabelRejected, CheckoutErrorType.InvalidCheckoutInput],
  },
});

// A label nobody will use (its session was refunded): voided at the carrier, retried like a refund.
const { voidLabel } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 20 },
});

// Money owed to a person: retried until it goes through, unless the provider refuses it for good.
const { refundPayment } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', nonRetryableErrorTypes: [CheckoutErrorType.RefundRejected] },
});

interface Change {
  stage: CheckoutStage;
  detail: Record<string, unknown>;
}

export async function checkoutSession(input: CheckoutSessionInput): Promise<CheckoutStage> {
  const state: CheckoutSnapshot = {
    session_id: input.session_id,
    stage: 'awaiting_checkout',
    order_id: null,
    payment_id: null,
    carrier: input.carrier ?? null,
    service: input.service ?? null,
    tracking_number: null,
    label_attempted: false,
    refund_reason: null,
    ignored_signals: 0,
  };
  let paidAmountCents: number | null = null;
  /** The bought label, kept even when the session moved on meanwhile (a refund arriving mid-purchase voids it). */
  let labelId: string | null = null;
  let labelVoided = false;
  const pending: Change[] = [];

  // Forward-only: a duplicate or late signal is logged and ignored, never an error. `refunded` is terminal.
  const advance = (next: CheckoutStage, detail: Record<string, unknown>, source: 'signal' | 'workflow'): boolean => {
    if (!isForwardMove(state.stage, next)) {
      state.ignored_signals += source === 'signal' ? 1 : 0;
      log.info('ignored checkout stage that is not a forward move', { session_id: input.session_id, stage: state.stage, ignored: next, source });
      return false;
    }
    state.stage = next;
    pending.push({ stage: next, detail });
    return true;
  };

  // Signals that arrive before the workflow's first task are buffered, and specific handlers would get them in
  // the order the handlers are registered, not the order they were sent. One default handler receives them in
  // arrival order, so "paid, then a late checkoutStarted" is applied exactly as sent.
  const signalHandlers = new Map<string, (payload: unknown) => void>();
  const onSignal = <T,>(signal: SignalDefinition<[T]>, handler: (payload: T) => void): void => {
    signalHandlers.set(signal.name, handler as (payload: unknown) => void);
  };
  onSignal(checkoutStartedSignal, (s) => {
    if (advance('checkout_started', { ...s }, 'signal')) {
      state.order_id = s.order_id;
      state.carrier = s.carrier ?? state.carrier;
      state.service = s.service ?? state.service;
    }
  });
  onSignal(paidSignal, (s) => {
    if (advance('paid', { ...s }, 'signal')) {
      state.payment_id = s.payment_id;
      paidAmountCents = s.amount_cents ?? null;
    }
  });
  onSignal(labelReadySignal, (s) => {
    if (advance('label_ready', { ...s }, 'signal')) {
      state.tracking_number = s.tracking_number;
      state.carrier = s.carrier;
      state.service = s.service;
    }
  });
  onSignal(deliveredSignal, (s) => void advance('delivered', { ...s }, 'signal'));
  onSignal(refundedSignal, (s) => {
    if (advance('refunded', { ...s }, 'signal')) state.refund_reason = s.reason;
  });
  setDefaultSignalHandler((name, ...args) => {
    const handler = signalHandlers.get(name);
    if (handler) handler(args[0]);
    else log.warn('ignored unknown signal', { session_id: input.session_id, signal: name });
  });
  setHandler(checkoutStageQuery, () => state.stage);
  setHandler(checkoutSnapshotQuery, () => ({ ...state }));

  // A client that started us without the attribute (or an older client) still gets a filterable session.
  if (workflowInfo().typedSearchAttributes.get(CHECKOUT_STATUS_KEY) === undefined) {
    upsertSearchAttributes([{ key: CHECKOUT_STATUS_KEY, value: state.stage }]);
  }

  /** The label for a paid session; if none can be had, give the money back (compensation). */
  async function buyLabelOrRefund(): Promise<void> {
    state.label_attempted = true;
    try {
      const label = await purchaseLabel({
        session_id: input.session_id,
        idempotency_key: `label:${input.session_id}`,
        order_id: state.order_id,
        carrier: state.carrier,
        service: state.service,
      });
      labelId = label.label_id;
      if (advance('label_ready', { tracking_number: label.tracking_number, carrier: label.carrier, service: label.service, estimated_delivery: label.estimated_delivery, label_id: label.label_id }, 'workflow')) {
        state.tracking_number = label.tracking_number;
        state.carrier = label.carrier;
        state.service = label.service;
        upsertMemo({ tracking_number: label.tracking_number });
      }
    } catch (error) {
      if (!(error instanceof ActivityFailure)) throw error;
      log.warn('label purchase failed for good; refunding the payment', { session_id: input.session_id, cause: error.cause?.message });
      if (state.stage === 'refunded' || state.payment_id === null) return;
      let refund: Awaited<ReturnType<typeof refundPayment>>;
      try {
        refund = await refundPayment({
          session_id: input.session_id,
          idempotency_key: `refund:${input.session_id}`,
          payment_id: state.payment_id,
          amount_cents: paidAmountCents,
          reason: 'label_purchase_failed',
        });
      } catch (refundError) {
        if (!(refundError instanceof ActivityFailure)) throw refundError;
        // Keep the session alive and say so in the Web UI: an operator refunds by hand and signals `refunded`.
        state.refund_reason = 'refund_rejected';
        log.error('refund rejected after a failed label purchase; an operator must refund and signal refunded', { session_id: input.session_id, cause: refundError.cause?.message });
        upsertMemo({ needs_attention: 'label purchase failed and the refund was rejected: refund by hand, then signal refunded' });
        return;
      }
      if (advance('refunded', { refunded_at: refund.refunded_at, reason: 'label_purchase_failed', refund_id: refund.refund_id }, 'workflow')) {
        state.refund_reason = 'label_purchase_failed';
      }
    }
  }

  /** Once a label exists, its parcel is tracked by a workflow of its own (it outlives this one if need be). */
  async function startTracking(detail: Record<string, unknown>): Promise<void> {
    const tracking: TrackingWorkflowInput = {
      session_id: input.session_id,
      order_id: state.order_id,
      tracking_number: String(detail.tracking_number ?? state.tracking_number ?? ''),
      carrier: String(detail.carrier ?? state.carrier ?? ''),
      service: String(detail.service ?? state.service ?? ''),
      estimated_delivery: typeof detail.estimated_delivery === 'string' ? detail.estimated_delivery : null,
    };
    if (!tracking.tracking_number) return;
    try {
      await startChild<typeof parcelTracking>(TRACKING_WORKFLOW_TYPE, {
        workflowId: trackingWorkflowId(tracking.tracking_number),
        args: [tracking],
        parentClosePolicy: ParentClosePolicy.ABANDON,
      });
    } catch (error) {
      if (!(error instanceof WorkflowExecutionAlreadyStartedError)) throw error;
    }
  }

  // Workflow Date.now() is deterministic (the time of the current task).
  const deadline = Date.parse(input.created_at) + input.life_ms;
  while (state.stage !== 'refunded' || pending.length > 0) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    if (!(await condition(() => pending.length > 0, remaining))) break;
    while (pending.length > 0) {
      const change = pending.shift()!;
      upsertSearchAttributes([{ key: CHECKOUT_STATUS_KEY, value: change.stage }]);
      await recordCheckoutStage({ session_id: input.session_id, stage: change.stage, detail: change.detail });
      // Only buy when nothing moved the session on meanwhile (a label bought elsewhere, a refund).
      if (change.stage === 'paid' && state.stage === 'paid' && !state.label_attempted) await buyLabelOrRefund();
      // Histories recorded before tracking existed replay without the child (patched() is false there).
      if (change.stage === 'label_ready' && patched(TRACKING_PATCH)) await startTracking(change.detail);
    }
    // Refunded with a label bought (before the refund, or while it arrived): void it. Older histories replay without.
    if (state.stage === 'refunded' && labelId !== null && !labelVoided && patched(VOID_LABEL_PATCH)) {
      labelVoided = true;
      try {
        await voidLabel({ session_id: input.session_id, label_id: labelId });
      } catch (error) {
        if (!(error instanceof ActivityFailure)) throw error;
        log.error('the label of a refunded session could not be voided; an operator must void it', { session_id: input.session_id, cause: error.cause?.message });
        upsertMemo({ needs_attention: 'refunded, but its label could not be voided: void it at the carrier' });
      }
    }
  }
  // A delivered parcel can still be refunded, so only `refunded` (or the session's life) ends the session.
  await condition(allHandlersFinished);
  // Changes that arrived as the life ran out still reach the record (the API answers 404 by then anyway).
  for (const change of pending.splice(0)) {
    upsertSearchAttributes([{ key: CHECKOUT_STATUS_KEY, value: change.stage }]);
    await recordCheckoutStage({ session_id: input.session_id, stage: change.stage, detail: change.detail });
  }
  return state.stage;
}
