// Orders (one per checkout session, made when the person opens the checkout), their contact details kept in a
// table of their own (never read by status, logs or workflows), the session re-anchoring done at the calculator,
// and processed webhook event ids (webhooks are idempotent by event id).
import type { SqlDatabase } from './sql-database.ts';

export type OrderState = 'open' | 'paid' | 'refunded';

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
  /** The provider's payment id (Stripe PaymentIntent), once paid. */
  payment_id: string | null;
  state: OrderState;
}

export type NewOrder = Omit<OrderRecord, 'provider_ref' | 'checkout_url' | 'payment_id' | 'state'>;

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

export interface Reanchor {
  carrier: string;
  service: string;
  service_code: string;
  amount_cents: number;
}

export interface OrderRepository {
  /** The order and its contacts in one transaction; an existing order for the session is returned instead. */
  create(order: NewOrder, contacts: OrderContacts): Promise<{ order: OrderRecord; created: boolean }>;
  get(orderId: string): Promise<OrderRecord | undefined>;
  forSession(sessionId: string): Promise<OrderRecord | undefined>;
  byPayment(paymentId: string): Promise<OrderRecord | undefined>;
  setCheckout(orderId: string, provider_ref: string, checkout_url: string): Promise<void>;
  markPaid(orderId: string, paymentId: string): Promise<void>;
  markRefunded(orderId: string): Promise<void>;
  /** PII: only the label and operators read this. */
  contacts(orderId: string): Promise<OrderContacts | undefined>;
  /** Re-anchor a session still awaiting checkout to another rate of its quote. false when it moved on. */
  reanchorSession(sessionId: string, to: Reanchor, at: string): Promise<boolean>;
  /** Record a webhook event id; false when it was seen before (the event is then ignored). */
  claimWebhookEvent(provider: string, eventId: string, eventType: string, at: string): Promise<boolean>;
  /** Forget a claimed event whose handling failed, so the provider's retry is processed. */
  releaseWebhookEvent(provider: string, eventId: string): Promise<void>;
}

interface OrderRow extends Omit<OrderRecord, 'international'> {
  international: number;
}

const toRecord = (row: OrderRow): OrderRecord => ({ ...row, international: row.international === 1 });

export function createOrderRepository(db: SqlDatabase): OrderRepository {
  const get = async (where: string, value: string): Promise<OrderRecord | undefined> => {
    const row = await db.get<OrderRow>(
      `SELECT order_id, session_id, created_at, carrier, service, service_code, amount_cents, carrier_cents, fee_cents, international, provider,
              provider_ref, checkout_url, payment_id, state FROM orders WHERE ${where} = ?`,
      [value],
    );
    return row ? toRecord(row) : undefined;
  };
  return {
    create(order, contacts) {
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
        const row = await tx.get<OrderRow>('SELECT * FROM orders WHERE session_id = ?', [order.session_id]);
        const { updated_at: _updated, ...rest } = row as OrderRow & { updated_at: string };
        return { order: toRecord(rest), created: !existing };
      });
    },
    get: (orderId) => get('order_id', orderId),
    forSession: (sessionId) => get('session_id', sessionId),
    byPayment: (paymentId) => get('payment_id', paymentId),
    async setCheckout(orderId, providerRef, checkoutUrl) {
      await db.run('UPDATE orders SET provider_ref = ?, checkout_url = ?, updated_at = ? WHERE order_id = ?', [providerRef, checkoutUrl, new Date().toISOString(), orderId]);
    },
    async markPaid(orderId, paymentId) {
      await db.run("UPDATE orders SET payment_id = ?, state = CASE WHEN state = 'open' THEN 'paid' ELSE state END, updated_at = ? WHERE order_id = ?", [paymentId, new Date().toISOString(), orderId]);
    },
    async markRefunded(orderId) {
      await db.run("UPDATE orders SET state = 'refunded', updated_at = ? WHERE order_id = ?", [new Date().toISOString(), orderId]);
    },
    async contacts(orderId) {
      const row = await db.get<{ sender_json: string; recipient_json: string; declarations_json: string }>('SELECT sender_json, recipient_json, declarations_json FROM order_contacts WHERE order_id = ?', [orderId]);
      if (!row) return undefined;
      return { sender: JSON.parse(row.sender_json) as PartyDetails, recipient: JSON.parse(row.recipient_json) as PartyDetails, declarations: JSON.parse(row.declarations_json) as OrderDeclarations };
    },
    async reanchorSession(sessionId, to, at) {
      const result = await db.run(
        "UPDATE checkout_sessions SET carrier = ?, service = ?, service_code = ?, amount_cents = ?, updated_at = ? WHERE session_id = ? AND status = 'awaiting_checkout'",
        [to.carrier, to.service, to.service_code, to.amount_cents, at, sessionId],
      );
      return result.changes === 1;
    },
    async claimWebhookEvent(provider, eventId, eventType, at) {
      const result = await db.run('INSERT INTO webhook_events (provider, event_id, event_type, received_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [provider, eventId, eventType, at]);
      return result.changes === 1;
    },
    async releaseWebhookEvent(provider, eventId) {
      await db.run('DELETE FROM webhook_events WHERE provider = ? AND event_id = ?', [provider, eventId]);
    },
  };
}
