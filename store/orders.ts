// Orders (one per checkout session, made when the person opens the checkout), their contact details kept in a
// table of their own (never read by status, logs or workflows), the session re-anchoring done at the calculator,
// and processed webhook event ids (webhooks are idempotent by event id).
import { enqueue } from './outbox.ts';
import type { OutboxMessage } from './outbox.ts';
import type { SqlDatabase } from './sql-database.ts';

export interface OrderRecord {
  order_id: string;
  session_id: string;
  created_at: string;
  carrier: string;
  service: string;
  service_code: string;
  amount_cents: number;
  carrier_cents: number;
  fee_cents: number;
  international: boolean;
  /** 'test' (embedded TEST MODE checkout) or 'stripe'. */
  provider: string;
  /** The provider's checkout id (Stripe Checkout Session id). */
  provider_ref: string | null;
  /** Where the person pays. */
  checkout_url: string | null;
  /** The provider's payment id (Stripe PaymentIntent), once the provider confirmed the payment. Whether the session
   * is paid, labelled or refunded is its status (the workflow's projection), stored once, on the session. */
  payment_id: string | null;
}

export type NewOrder = Omit<OrderRecord, 'provider_ref' | 'checkout_url' | 'payment_id'>;

/** A provider's webhook event, claimed once by its id. */
export interface WebhookEventClaim {
  provider: string;
  event_id: string;
  event_type: string;
  received_at: string;
}

export type PaymentOutcome = { applied: true; order: OrderRecord } | { applied: false; reason: 'duplicate' | 'unknown_order' };

export interface PartyDetails {
  name: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  email: string;
  phone: string;
}

export interface OrderDeclarations {
  truthful: boolean;
  no_prohibited: boolean;
  carrier_terms: boolean;
  restricted_declared: string[];
  customs: { contents: string; value_usd: number } | null;
}

export interface OrderContacts {
  sender: PartyDetails;
  recipient: PartyDetails;
  declarations: OrderDeclarations;
}

export interface OrderRepository {
  /**
   * The order, its contacts and the outbox message `started(order)` in one transaction; an existing order for the
   * session is returned instead (and nothing is enqueued).
   */
  create(order: NewOrder, contacts: OrderContacts, started: (order: OrderRecord) => OutboxMessage, nowMs: number): Promise<{ order: OrderRecord; created: boolean }>;
  get(orderId: string): Promise<OrderRecord | undefined>;
  forSession(sessionId: string): Promise<OrderRecord | undefined>;
  byPayment(paymentId: string): Promise<OrderRecord | undefined>;
  setCheckout(orderId: string, provider_ref: string, checkout_url: string): Promise<void>;
  /**
   * A confirmed payment, in one transaction: the webhook event claimed (a repeat changes nothing), the payment id
   * stored on the order found by `ref`, and the outbox message `paid(order)`.
   */
  recordPayment(event: WebhookEventClaim, ref: { order_id?: string | null; session_id?: string | null }, paymentId: string, paid: (order: OrderRecord) => OutboxMessage, nowMs: number): Promise<PaymentOutcome>;
  /** A refund (from a webhook event, claimed once, or an operator when `event` is null) and its outbox message. */
  recordRefund(event: WebhookEventClaim | null, ref: { payment_id?: string; order_id?: string }, refunded: (order: OrderRecord) => OutboxMessage, nowMs: number): Promise<PaymentOutcome>;
  /** PII: only the label and operators read this. */
  contacts(orderId: string): Promise<OrderContacts | undefined>;
  /** Record a webhook event id that changes nothing (an event type we ignore); false when it was seen before. */
  claimWebhookEvent(event: WebhookEventClaim): Promise<boolean>;
}

interface OrderRow extends Omit<OrderRecord, 'international'> {
  international: number;
}

const toRecord = (row: OrderRow): OrderRecord => ({ ...row, international: row.international === 1 });

async function claim(tx: SqlDatabase, event: WebhookEventClaim): Promise<boolean> {
  const result = await tx.run('INSERT INTO webhook_events (provider, event_id, event_type, received_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [
    event.provider,
    event.event_id,
    event.event_type,
    event.received_at,
  ]);
  return result.changes === 1;
}

async function read(db: SqlDatabase, where: 'order_id' | 'session_id' | 'payment_id', value: string): Promise<OrderRecord | undefined> {
  const row = await db.get<OrderRow>(
    `SELECT order_id, session_id, created_at, carrier, service, service_code, amount_cents, carrier_cents, fee_cents, international, provider,
            provider_ref, checkout_url, payment_id FROM orders WHERE ${where} = ?`,
    [value],
  );
  return row ? toRecord(row) : undefined;
}

export function createOrderRepository(db: SqlDatabase): OrderRepository {
  return {
    create(order, contacts, started, nowMs) {
      return db.transaction(async (tx) => {
        // Two openings of one checkout at once must find one order, not collide on the insert (PostgreSQL).
        await tx.lockInTransaction(`order-for-session:${order.session_id}`);
        const existing = await tx.get<{ order_id: string }>('SELECT order_id FROM orders WHERE session_id = ?', [order.session_id]);
        if (!existing) {
          await tx.run(
            `INSERT INTO orders (order_id, session_id, created_at, carrier, service, service_code, amount_cents, carrier_cents, fee_cents, international, provider, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [order.order_id, order.session_id, order.created_at, order.carrier, order.service, order.service_code, order.amount_cents, order.carrier_cents, order.fee_cents, order.international ? 1 : 0, order.provider, order.created_at],
          );
          await tx.run('INSERT INTO order_contacts (order_id, sender_json, recipient_json, declarations_json, created_at) VALUES (?, ?, ?, ?, ?)', [
            order.order_id,
            JSON.stringify(contacts.sender),
            JSON.stringify(contacts.recipient),
            JSON.stringify(contacts.declarations),
            order.created_at,
          ]);
        }
        const record = (await read(tx, 'session_id', order.session_id))!;
        if (!existing) await enqueue(tx, [started(record)], nowMs);
        return { order: record, created: !existing };
      });
    },
    get: (orderId) => read(db, 'order_id', orderId),
    forSession: (sessionId) => read(db, 'session_id', sessionId),
    byPayment: (paymentId) => read(db, 'payment_id', paymentId),
    async setCheckout(orderId, providerRef, checkoutUrl) {
      await db.run('UPDATE orders SET provider_ref = ?, checkout_url = ?, updated_at = ? WHERE order_id = ?', [providerRef, checkoutUrl, new Date().toISOString(), orderId]);
    },
    recordPayment(event, ref, paymentId, paid, nowMs) {
      return db.transaction(async (tx): Promise<PaymentOutcome> => {
        if (!(await claim(tx, event))) return { applied: false, reason: 'duplicate' };
        const found = (ref.order_id ? await read(tx, 'order_id', ref.order_id) : undefined) ?? (ref.session_id ? await read(tx, 'session_id', ref.session_id) : undefined);
        if (!found) return { applied: false, reason: 'unknown_order' };
        await tx.run('UPDATE orders SET payment_id = ?, updated_at = ? WHERE order_id = ?', [paymentId, event.received_at, found.order_id]);
        const order = { ...found, payment_id: paymentId };
        await enqueue(tx, [paid(order)], nowMs);
        return { applied: true, order };
      });
    },
    recordRefund(event, ref, refunded, nowMs) {
      return db.transaction(async (tx): Promise<PaymentOutcome> => {
        if (event && !(await claim(tx, event))) return { applied: false, reason: 'duplicate' };
        const order = ref.order_id ? await read(tx, 'order_id', ref.order_id) : ref.payment_id ? await read(tx, 'payment_id', ref.payment_id) : undefined;
        if (!order) return { applied: false, reason: 'unknown_order' };
        await enqueue(tx, [refunded(order)], nowMs);
        return { applied: true, order };
      });
    },
    async contacts(orderId) {
      const row = await db.get<{ sender_json: string; recipient_json: string; declarations_json: string }>('SELECT sender_json, recipient_json, declarations_json FROM order_contacts WHERE order_id = ?', [orderId]);
      if (!row) return undefined;
      return { sender: JSON.parse(row.sender_json) as PartyDetails, recipient: JSON.parse(row.recipient_json) as PartyDetails, declarations: JSON.parse(row.declarations_json) as OrderDeclarations };
    },
    claimWebhookEvent: (event) => claim(db, event),
  };
}
