// Signal and query definitions shared by the workflow and the API (the API imports this module too).
import { defineQuery, defineSignal } from '@temporalio/workflow';

/** SPEC's states, in stage order. */
export const CHECKOUT_STAGES = ['awaiting_checkout', 'checkout_started', 'paid', 'label_ready', 'delivered', 'refunded'] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

export interface CheckoutStartedSignal {
  order_id: string;
  started_at: string;
  service?: string;
  carrier?: string;
}
export interface PaidSignal {
  payment_id: string;
  paid_at: string;
}
export interface LabelReadySignal {
  tracking_number: string;
  carrier: string;
  service: string;
  estimated_delivery: string | null;
}
export interface DeliveredSignal {
  delivered_at: string;
}
export interface RefundedSignal {
  refunded_at: string;
  reason: string;
}

export const checkoutStartedSignal = defineSignal<[CheckoutStartedSignal]>('checkoutStarted');
export const paidSignal = defineSignal<[PaidSignal]>('paid');
export const labelReadySignal = defineSignal<[LabelReadySignal]>('labelReady');
export const deliveredSignal = defineSignal<[DeliveredSignal]>('delivered');
export const refundedSignal = defineSignal<[RefundedSignal]>('refunded');

export const checkoutStageQuery = defineQuery<CheckoutStage>('stage');

export interface CheckoutSessionInput {
  session_id: string;
  /** ISO time the session was created; the life timer counts from here. */
  created_at: string;
  /** Session life in milliseconds (30 days by default; tests shorten it). */
  life_ms: number;
}

export const checkoutWorkflowId = (sessionId: string): string => `checkout-${sessionId}`;
