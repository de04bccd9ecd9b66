// Signal, query and search-attribute definitions shared by the workflow and the API (activities never need them).
// Only @temporalio/workflow, @temporalio/common and types: it is bundled into workflows.
import { SearchAttributeType, defineSearchAttributeKey } from '@temporalio/common';
import { defineQuery, defineSignal } from '@temporalio/workflow';

export { CHECKOUT_STAGES, isForwardMove } from '../domain/checkout/stages.ts';
export type { CheckoutStage } from '../domain/checkout/stages.ts';
import type { CheckoutStage } from '../domain/checkout/stages.ts';

/** The person opened the hosted checkout (the calculator created an order). */
export interface CheckoutStartedSignal {
  order_id: string;
  started_at: string;
  /** The service the person actually chose, when it differs from the anchored one. */
  service?: string;
  carrier?: string;
}
/** The payment provider confirmed the payment. */
export interface PaidSignal {
  payment_id: string;
  paid_at: string;
  /** Amount actually paid, in cents; the session's anchored amount when omitted. */
  amount_cents?: number;
}
/** A label exists (normally the workflow buys it itself after `paid`; this accepts one bought elsewhere). */
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

/** What the workflow knows about its session (for operators and tests; the API reads the store, never this). */
export interface CheckoutSnapshot {
  session_id: string;
  stage: CheckoutStage;
  order_id: string | null;
  payment_id: string | null;
  carrier: string | null;
  service: string | null;
  tracking_number: string | null;
  label_attempted: boolean;
  refund_reason: string | null;
  /** Signals that arrived late or twice and were ignored. */
  ignored_signals: number;
}

export const checkoutStageQuery = defineQuery<CheckoutStage>('stage');
export const checkoutSnapshotQuery = defineQuery<CheckoutSnapshot>('snapshot');

export interface CheckoutSessionInput {
  session_id: string;
  /** ISO time the session was created; the life timer counts from here. */
  created_at: string;
  /** Session life in milliseconds (30 days by default; tests shorten it). */
  life_ms: number;
  /** The rate the session was anchored to (the label is bought for it unless the person chose another). */
  carrier?: string | null;
  service?: string | null;
  service_code?: string | null;
  amount_cents?: number | null;
}

/** Search attribute `CheckoutStatus` (Keyword): operators filter sessions with `CheckoutStatus="paid"`. */
export const CHECKOUT_STATUS_KEY = defineSearchAttributeKey('CheckoutStatus', SearchAttributeType.KEYWORD);

/** Memo attached at start so the Web UI shows what a session is about without opening its history. */
export interface CheckoutMemo {
  amount: number | null;
  currency: 'USD';
  carrier: string | null;
  service: string | null;
  quote_id: string | null;
  quote_reused: boolean;
}


export const CHECKOUT_WORKFLOW_TYPE = 'checkoutSession';
export const checkoutWorkflowId = (sessionId: string): string => `checkout-${sessionId}`;

/** Input of the tracking workflow the checkout session starts once its label exists (ids only, never PII). */
export interface TrackingWorkflowInput {
  session_id: string;
  order_id: string | null;
  tracking_number: string;
  carrier: string;
  service: string;
  estimated_delivery: string | null;
}

export const TRACKING_WORKFLOW_TYPE = 'parcelTracking';
export const trackingWorkflowId = (trackingNumber: string): string => `tracking-${trackingNumber}`;
/** Patch id guarding the void of a refunded session's label in checkoutSession (older histories replay without it). */
export const VOID_LABEL_PATCH = 'void-label-on-refund';
/** Patch id: the tracking workflow no longer signals `delivered` itself; the outbox does (older histories replay as before). */
export const DELIVERED_VIA_OUTBOX_PATCH = 'delivered-via-outbox';
/** Patch id guarding the tracking child start in checkoutSession (histories recorded before it replay without it). */
export const TRACKING_PATCH = 'start-parcel-tracking';
