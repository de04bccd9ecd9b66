// One checkout handoff session: waits for the person's progress under the session's life timer.
// Deterministic: only @temporalio/workflow and types from elsewhere.
import { condition, log, proxyActivities, setHandler } from '@temporalio/workflow';
import type { CheckoutActivities } from '../activities/checkout/index.ts';
import {
  CHECKOUT_STAGES,
  checkoutStageQuery,
  checkoutStartedSignal,
  deliveredSignal,
  labelReadySignal,
  paidSignal,
  refundedSignal,
} from './messages.ts';
import type { CheckoutSessionInput, CheckoutStage } from './messages.ts';

const { recordCheckoutStage } = proxyActivities<CheckoutActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute', backoffCoefficient: 2 },
});

const stageRank = (stage: CheckoutStage): number => CHECKOUT_STAGES.indexOf(stage);

export async function checkoutSession(input: CheckoutSessionInput): Promise<CheckoutStage> {
  let stage = 'awaiting_checkout' as CheckoutStage;
  const pending: { stage: CheckoutStage; detail: Record<string, unknown> }[] = [];

  // Forward-only: a duplicate or late signal is logged and ignored, never an error. `refunded` is terminal.
  const advance = (next: CheckoutStage, detail: object): void => {
    if (stage === 'refunded' || (next !== 'refunded' && stageRank(next) <= stageRank(stage))) {
      log.info('ignored out-of-order checkout signal', { session_id: input.session_id, stage, signal: next });
      return;
    }
    stage = next;
    pending.push({ stage: next, detail: { ...detail } });
  };

  setHandler(checkoutStartedSignal, (s) => advance('checkout_started', s));
  setHandler(paidSignal, (s) => advance('paid', s));
  setHandler(labelReadySignal, (s) => advance('label_ready', s));
  setHandler(deliveredSignal, (s) => advance('delivered', s));
  setHandler(refundedSignal, (s) => advance('refunded', s));
  setHandler(checkoutStageQuery, () => stage);

  const deadline = Date.parse(input.created_at) + input.life_ms;
  for (;;) {
    // Workflow Date.now() is deterministic (the task's time).
    const remaining = deadline - Date.now();
    if (remaining <= 0) break;
    const woke = await condition(() => pending.length > 0, remaining);
    if (!woke) break;
    while (pending.length > 0) {
      const change = pending.shift()!;
      await recordCheckoutStage({ session_id: input.session_id, stage: change.stage, detail: change.detail });
    }
    // A delivered parcel can still be refunded, so only `refunded` ends the session before its life does.
    if (stage === 'refunded') break;
  }
  return stage;
}
