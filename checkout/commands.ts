// The one command path of checkout state. Every change to a checkout session, its order and its shipment goes
// through here, and so does every message to the session's workflow: each command writes its change and the
// workflow start or signal it implies in ONE transaction (the outbox, store/outbox.ts), and the relay
// (checkout/outbox-delivery.ts) delivers those messages at least once. The calculator, the payment webhooks, the ops
// commands and the workflow's activities call these; none of them writes those tables or signals a workflow itself
// (test/unit/foundation/checkout-writers.test.ts checks the source tree for it).
//
// A session's `status` has one writer: the workflow's projection (`projectStage`). The order keeps facts the
// providers report (its checkout link, the payment id); whether it is paid, labelled or refunded is the status.
import type { CheckoutStage } from '../domain/checkout/stages.ts';
import type {
  AnchoredOutcome,
  NewCheckoutSession,
  NewOrder,
  NewShipment,
  OrderContacts,
  OrderRecord,
  PaymentOutcome,
  ScanEvent,
  SessionAnchor,
  Store,
  WebhookEventClaim,
} from '../store/index.ts';
import type { CheckoutStartedSignal, PaidSignal, RefundedSignal } from '../workflows/messages.ts';

export interface CheckoutCommandDeps {
  store: Store;
  clock?: () => Date;
}

export interface PaymentConfirmed {
  event: WebhookEventClaim;
  /** Which order: by id, else by session. */
  order_id?: string | null;
  session_id?: string | null;
  payment_id: string;
  paid_at: string;
  amount_cents: number | null;
}

export interface RefundRecorded {
  /** The provider's event (claimed once), or null for an operator's refund. */
  event: WebhookEventClaim | null;
  order_id?: string;
  payment_id?: string;
  refunded_at: string;
  reason: string;
}

export function createCheckoutCommands(deps: CheckoutCommandDeps) {
  const { store } = deps;
  const clock = deps.clock ?? (() => new Date());
  const nowMs = (): number => clock().getTime();

  return {
    /**
     * A new session anchored to one rate, and the start of its workflow. A live session that already holds this
     * rate of the quote is returned instead (`created: false`): one session per rate of a quote.
     */
    createSession(session: NewCheckoutSession): Promise<AnchoredOutcome> {
      return store.checkoutSessions.createAnchored(session, { session_id: session.session_id, message: 'start', payload: {} }, nowMs());
    },

    /**
     * The person moves a session still awaiting checkout to another rate of its quote, or, after correcting the
     * package, to a rate of the quote it was priced again as (`to.quote_id`); the agent's quote stays as it was.
     */
    reanchor(sessionId: string, to: SessionAnchor): Promise<boolean> {
      return store.checkoutSessions.reanchor(sessionId, to, clock().toISOString());
    },

    /** The person opened the hosted checkout: the order, its contacts (kept apart) and `checkoutStarted`. */
    openCheckout(order: NewOrder, contacts: OrderContacts): Promise<{ order: OrderRecord; created: boolean }> {
      return store.orders.create(
        order,
        contacts,
        // Ids only: names, addresses and contact details never enter the workflow history.
        (o): { session_id: string; message: 'checkoutStarted'; payload: CheckoutStartedSignal & Record<string, unknown> } => ({
          session_id: o.session_id,
          message: 'checkoutStarted',
          payload: { order_id: o.order_id, started_at: o.created_at, carrier: o.carrier, service: o.service },
        }),
        nowMs(),
      );
    },

    /** The payment provider's hosted checkout for the order. */
    setCheckoutLink(orderId: string, providerRef: string, url: string): Promise<void> {
      return store.orders.setCheckout(orderId, providerRef, url);
    },

    /** The payment provider confirmed a payment (webhook, applied once per event id) and `paid` goes to the workflow. */
    confirmPayment(confirmed: PaymentConfirmed): Promise<PaymentOutcome> {
      const payload: PaidSignal = { payment_id: confirmed.payment_id, paid_at: confirmed.paid_at, ...(confirmed.amount_cents !== null ? { amount_cents: confirmed.amount_cents } : {}) };
      return store.orders.recordPayment(
        confirmed.event,
        { order_id: confirmed.order_id ?? null, session_id: confirmed.session_id ?? null },
        confirmed.payment_id,
        (o) => ({ session_id: o.session_id, message: 'paid', payload: { ...payload } }),
        nowMs(),
      );
    },

    /** A refund happened at the provider (webhook) or an operator made one: `refunded` goes to the workflow. */
    recordRefund(refund: RefundRecorded): Promise<PaymentOutcome> {
      const payload: RefundedSignal = { refunded_at: refund.refunded_at, reason: refund.reason };
      return store.orders.recordRefund(
        refund.event,
        { ...(refund.order_id ? { order_id: refund.order_id } : {}), ...(refund.payment_id ? { payment_id: refund.payment_id } : {}) },
        (o) => ({ session_id: o.session_id, message: 'refunded', payload: { ...payload } }),
        nowMs(),
      );
    },

    /** A provider event this service does not act on: remembered by id so a repeat is recognised. */
    ignoreEvent(event: WebhookEventClaim): Promise<boolean> {
      return store.orders.claimWebhookEvent(event);
    },

    /**
     * The workflow's projection of a stage onto the record the status endpoint reads: the only writer of a
     * session's status. Idempotent and forward-only.
     */
    projectStage(sessionId: string, stage: CheckoutStage, detail: Record<string, unknown>): Promise<CheckoutStage | undefined> {
      return store.checkoutSessions.applyStage(sessionId, stage, detail, clock().toISOString());
    },

    /** The label exists: the shipment record and its first scan event. Idempotent per tracking number. */
    labelBought(shipment: NewShipment, first: ScanEvent): Promise<void> {
      return store.tracking.createShipment(shipment, first);
    },

    /** The carrier's estimated delivery date for a shipment (idempotent). */
    estimatedDelivery(trackingNumber: string, date: string): Promise<boolean> {
      return store.tracking.setEstimatedDelivery(trackingNumber, date, clock().toISOString());
    },

    /** A carrier scan event (idempotent per sequence number); the first delivered one sends `delivered`. */
    trackingUpdate(trackingNumber: string, seq: number, event: ScanEvent): Promise<ScanEvent> {
      return store.tracking.addEvent(trackingNumber, seq, event, nowMs());
    },
  };
}

export type CheckoutCommands = ReturnType<typeof createCheckoutCommands>;
