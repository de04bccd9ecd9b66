// Retention: what is deleted when, so no table grows forever. One pass (`purge`) deletes, in one transaction each:
// quotes expired for a day and not anchored to a live session; Idempotency-Key claims older than their 24 hours;
// limiter events older than every window; delivered outbox messages and processed webhook ids after 30 days;
// the personal contact details of an order a while after its session ended (delivered, refunded or expired); and,
// long after that, the whole record of an ended session (order, stage log, shipment, scan events).
import type { SqlDatabase } from './sql-database.ts';

export interface RetentionPolicy {
  nowMs: number;
  /** Contact details (names, addresses, e-mails, phones) are kept this long after the session ended. */
  contactsAfterEndMs: number;
  /** A session's whole record is kept this long after it expired. */
  sessionRecordsAfterExpiryMs: number;
}

export interface RetentionCounts {
  quotes: number;
  idempotency_keys: number;
  limiter_events: number;
  outbox_messages: number;
  webhook_events: number;
  order_contacts: number;
  sessions: number;
}

export interface RetentionRepository {
  purge(policy: RetentionPolicy): Promise<RetentionCounts>;
}

const DAY_MS = 86_400_000;
const LIMITER_WINDOW_MS = 3_600_000;
const iso = (ms: number): string => new Date(ms).toISOString();

export function createRetentionRepository(db: SqlDatabase): RetentionRepository {
  const del = async (sql: string, params: (string | number)[]): Promise<number> => (await db.transaction((tx) => tx.run(sql, params))).changes;
  return {
    async purge({ nowMs, contactsAfterEndMs, sessionRecordsAfterExpiryMs }) {
      const now = iso(nowMs);
      const quotes = await del(
        `DELETE FROM quotes WHERE expires_at < ?
           AND NOT EXISTS (SELECT 1 FROM checkout_sessions s WHERE s.quote_id = quotes.quote_id AND s.expires_at > ?)`,
        [iso(nowMs - DAY_MS), now],
      );
      const idempotencyKeys = await del('DELETE FROM checkout_idempotency_keys WHERE created_at < ?', [iso(nowMs - DAY_MS)]);
      const limiterEvents = await del('DELETE FROM limiter_events WHERE at_ms < ?', [nowMs - LIMITER_WINDOW_MS]);
      const outbox = await del('DELETE FROM workflow_outbox WHERE delivered_at_ms IS NOT NULL AND delivered_at_ms < ?', [nowMs - 30 * DAY_MS]);
      const webhooks = await del('DELETE FROM webhook_events WHERE received_at < ?', [iso(nowMs - 30 * DAY_MS)]);
      // A session ends when delivered or refunded (its last update) or when its life runs out.
      const endedBefore = iso(nowMs - contactsAfterEndMs);
      const contacts = await del(
        `DELETE FROM order_contacts WHERE order_id IN (
           SELECT o.order_id FROM orders o JOIN checkout_sessions s ON s.session_id = o.session_id
            WHERE (s.status IN ('delivered', 'refunded') AND s.updated_at < ?) OR s.expires_at < ?)`,
        [endedBefore, endedBefore],
      );
      const expiredBefore = iso(nowMs - sessionRecordsAfterExpiryMs);
      const sessions = await db.transaction(async (tx) => {
        const gone = `SELECT session_id FROM checkout_sessions WHERE expires_at < ?`;
        await tx.run(`DELETE FROM scan_events WHERE tracking_number IN (SELECT tracking_number FROM shipments WHERE session_id IN (${gone}))`, [expiredBefore]);
        await tx.run(`DELETE FROM shipments WHERE session_id IN (${gone})`, [expiredBefore]);
        await tx.run(`DELETE FROM order_contacts WHERE order_id IN (SELECT order_id FROM orders WHERE session_id IN (${gone}))`, [expiredBefore]);
        await tx.run(`DELETE FROM orders WHERE session_id IN (${gone})`, [expiredBefore]);
        await tx.run(`DELETE FROM checkout_stage_log WHERE session_id IN (${gone})`, [expiredBefore]);
        await tx.run(`DELETE FROM checkout_rate_sessions WHERE session_id IN (${gone})`, [expiredBefore]);
        await tx.run(`DELETE FROM workflow_outbox WHERE session_id IN (${gone})`, [expiredBefore]);
        return (await tx.run('DELETE FROM checkout_sessions WHERE expires_at < ?', [expiredBefore])).changes;
      });
      return { quotes, idempotency_keys: idempotencyKeys, limiter_events: limiterEvents, outbox_messages: outbox, webhook_events: webhooks, order_contacts: contacts, sessions };
    },
  };
}
