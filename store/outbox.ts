// The workflow outbox: starts and signals of checkout workflows, written in the same transaction as the state change
// they follow from (checkout/commands.ts), delivered at least once by the worker's relay (worker/outbox-relay.ts).
// A Temporal outage delays delivery, never loses it and never fails the request that made the change.
import { currentTraceparent } from '../observability/trace-context.ts';
import type { SqlDatabase } from './sql-database.ts';

/** `start` starts the session's workflow; anything else is the name of a signal, sent with signal-with-start. */
export type OutboxMessageKind = 'start' | 'checkoutStarted' | 'paid' | 'refunded' | 'delivered';

export interface OutboxMessage {
  session_id: string;
  message: OutboxMessageKind;
  /** The signal's argument (ids, times, amounts; never names, addresses or e-mails). Empty for `start`. */
  payload: Record<string, unknown>;
}

export interface OutboxEntry extends OutboxMessage {
  id: number;
  created_at_ms: number;
  attempts: number;
  /** W3C traceparent of the request that wrote the message, when tracing was on: its delivery joins that trace. */
  trace_parent: string | null;
}

export interface OutboxStats {
  pending: number;
  /** Oldest undelivered message's age, ms (0 when none). */
  oldest_pending_ms: number;
  delivered: number;
  /** Commit-to-delivery lag of delivered messages, ms. */
  lag_ms: { p50: number; p99: number; max: number } | null;
}

export interface OutboxRepository {
  /**
   * Lease up to `limit` due messages, oldest first, at most the first pending one of each session (a session's
   * messages go out in order). A leased message is not handed out again until `leaseMs` has passed.
   */
  lease(nowMs: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  delivered(id: number, nowMs: number): Promise<void>;
  /** Delivery failed: try again at `nextAttemptMs`. */
  failed(id: number, error: string, nextAttemptMs: number): Promise<void>;
  /** Messages of one session, oldest first (tests and operators). */
  forSession(sessionId: string): Promise<(OutboxEntry & { delivered_at_ms: number | null; last_error: string | null })[]>;
  stats(sinceMs?: number): Promise<OutboxStats>;
}

/** Enqueue inside a transaction that makes the change the message follows from (with the caller's trace context). */
export async function enqueue(tx: SqlDatabase, messages: readonly OutboxMessage[], nowMs: number): Promise<void> {
  const traceParent = currentTraceparent();
  for (const m of messages) {
    await tx.run('INSERT INTO workflow_outbox (session_id, message, payload_json, created_at_ms, next_attempt_ms, trace_parent) VALUES (?, ?, ?, ?, ?, ?)', [
      m.session_id,
      m.message,
      JSON.stringify(m.payload),
      nowMs,
      nowMs,
      traceParent,
    ]);
  }
}

interface OutboxRow {
  id: number;
  session_id: string;
  message: OutboxMessageKind;
  payload_json: string;
  created_at_ms: number;
  attempts: number;
  delivered_at_ms: number | null;
  last_error: string | null;
  trace_parent: string | null;
}

const toEntry = (row: OutboxRow): OutboxEntry => ({
  id: row.id,
  session_id: row.session_id,
  message: row.message,
  payload: JSON.parse(row.payload_json) as Record<string, unknown>,
  created_at_ms: row.created_at_ms,
  attempts: row.attempts,
  trace_parent: row.trace_parent ?? null,
});

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export function createOutboxRepository(db: SqlDatabase): OutboxRepository {
  return {
    lease(nowMs, limit, leaseMs) {
      return db.transaction(async (tx) => {
        // Relays in several workers take turns, so a message is leased to one of them (PostgreSQL).
        await tx.lockInTransaction('workflow-outbox-lease');
        // The head of each session's queue only: a later message never overtakes an earlier undelivered one.
        const rows = await tx.all<OutboxRow>(
          `SELECT o.id, o.session_id, o.message, o.payload_json, o.created_at_ms, o.attempts, o.delivered_at_ms, o.last_error, o.trace_parent
             FROM workflow_outbox o
            WHERE o.delivered_at_ms IS NULL AND o.next_attempt_ms <= ? AND o.lease_until_ms <= ?
              AND NOT EXISTS (SELECT 1 FROM workflow_outbox e WHERE e.session_id = o.session_id AND e.id < o.id AND e.delivered_at_ms IS NULL)
            ORDER BY o.id LIMIT ?`,
          [nowMs, nowMs, limit],
        );
        for (const row of rows) await tx.run('UPDATE workflow_outbox SET lease_until_ms = ?, attempts = attempts + 1 WHERE id = ?', [nowMs + leaseMs, row.id]);
        return rows.map((row) => ({ ...toEntry(row), attempts: row.attempts + 1 }));
      });
    },
    async delivered(id, nowMs) {
      await db.run('UPDATE workflow_outbox SET delivered_at_ms = ?, last_error = NULL WHERE id = ?', [nowMs, id]);
    },
    async failed(id, error, nextAttemptMs) {
      await db.run('UPDATE workflow_outbox SET next_attempt_ms = ?, lease_until_ms = 0, last_error = ? WHERE id = ?', [nextAttemptMs, error.slice(0, 500), id]);
    },
    async forSession(sessionId) {
      const rows = await db.all<OutboxRow>('SELECT * FROM workflow_outbox WHERE session_id = ? ORDER BY id', [sessionId]);
      return rows.map((row) => ({ ...toEntry(row), delivered_at_ms: row.delivered_at_ms, last_error: row.last_error }));
    },
    async stats(sinceMs = 0) {
      const pending = await db.get<{ n: number; oldest: number | null }>('SELECT COUNT(*) AS n, MIN(created_at_ms) AS oldest FROM workflow_outbox WHERE delivered_at_ms IS NULL');
      const lags = (
        await db.all<{ lag: number }>('SELECT delivered_at_ms - created_at_ms AS lag FROM workflow_outbox WHERE delivered_at_ms IS NOT NULL AND created_at_ms >= ? ORDER BY lag', [sinceMs])
      ).map((r) => r.lag);
      return {
        pending: pending?.n ?? 0,
        oldest_pending_ms: pending?.oldest ? Math.max(0, Date.now() - pending.oldest) : 0,
        delivered: lags.length,
        lag_ms: lags.length ? { p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1)! } : null,
      };
    },
  };
}
