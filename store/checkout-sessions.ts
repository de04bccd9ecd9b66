// Checkout sessions as the status endpoint reads them: no names, addresses or e-mails ever live here.
// Beside them: Idempotency-Key claims for session creation, and the ledger of the embedded sandbox providers.
import type { RowInsert } from './batched-writes.ts';
import { enqueue } from './outbox.ts';
import type { OutboxMessage } from './outbox.ts';
import type { SqlDatabase } from './sql-database.ts';

import { foldStage, isForwardMove } from '../domain/checkout/stages.ts';
import type { CheckoutProgress, CheckoutStage } from '../domain/checkout/stages.ts';

export type { CheckoutProgress } from '../domain/checkout/stages.ts';
export { foldStage } from '../domain/checkout/stages.ts';
/** A session's stage (SPEC's status). */
export type SessionStage = CheckoutStage;

export interface CheckoutSessionRecord {
  session_id: string;
  status: SessionStage;
  created_at: string;
  expires_at: string;
  amount_cents: number | null;
  currency: 'USD';
  carrier: string | null;
  service: string | null;
  quote_id: string | null;
  quote_reused: boolean;
  service_code: string | null;
  checkout: CheckoutProgress | null;
}

export interface NewCheckoutSession {
  session_id: string;
  created_at: string;
  expires_at: string;
  amount_cents: number | null;
  carrier: string | null;
  service: string | null;
  quote_id: string | null;
  quote_reused: boolean;
  service_code?: string | null;
}

/** An Idempotency-Key of session creation, stored only as a hash over (client key, header value). */
export interface IdempotencyClaim {
  key_hash: string;
  session_id: string;
  /** Hash of the request body the key was first used with. */
  fingerprint: string;
  created_at: string;
}

export type ClaimOutcome = { won: true } | { won: false; holder: IdempotencyClaim };

export interface IdempotencyRepository {
  /**
   * Claim `claim.key_hash` for a new session, atomically. A holder older than `expiredBefore` (24 h) is replaced,
   * and so is one whose session has expired (at `claim.created_at`) or never appeared (its request died) and is
   * older than `abandonedBefore`.
   */
  claim(claim: IdempotencyClaim, options: { expiredBefore: string; abandonedBefore: string }): Promise<ClaimOutcome>;
  /** Give a claim back after the creation failed, so a retry with the same key starts afresh. */
  release(keyHash: string, sessionId: string): Promise<void>;
}

/**
 * What an idempotent provider API remembers: the first result stored under (provider, idempotency key) is the
 * answer to every later call with that key. The embedded sandbox providers keep theirs here.
 */
export interface ProviderLedger {
  once<T>(provider: string, idempotencyKey: string, make: () => T): Promise<T>;
  find<T>(provider: string, idempotencyKey: string): Promise<T | undefined>;
}

/** The rate a session is anchored to (the calculator may move it to another rate, or to a re-priced quote). */
export interface SessionAnchor {
  carrier: string;
  service: string;
  service_code: string;
  amount_cents: number;
  /** A new quote (the person corrected the package and it was priced again); the session's own quote when absent. */
  quote_id?: string;
}

export type AnchoredOutcome = { created: true } | { created: false; existing_session_id: string };

export interface CheckoutSessionRepository {
  /** A bare session row (repository tests); sessions are made through `createAnchored`. */
  create(session: NewCheckoutSession): Promise<void>;
  /**
   * In one transaction: the session, its claim on (quote, service code) and the outbox message that starts its
   * workflow. When a live session already holds that rate of the quote, nothing is written and its id is returned.
   */
  createAnchored(session: NewCheckoutSession, start: OutboxMessage, nowMs: number): Promise<AnchoredOutcome>;
  /** Move a session still awaiting checkout to another rate (of its quote, or of `to.quote_id`). false when it moved on or the rate is taken. */
  reanchor(sessionId: string, to: SessionAnchor, at: string): Promise<boolean>;
  get(sessionId: string): Promise<CheckoutSessionRecord | undefined>;
  /** Idempotent and forward-only: applying a stage twice, or an earlier stage later, changes nothing. */
  applyStage(sessionId: string, stage: SessionStage, detail: Record<string, unknown>, at: string): Promise<SessionStage | undefined>;
  idempotency: IdempotencyRepository;
  providerLedger: ProviderLedger;
}

interface SessionRow {
  session_id: string;
  status: SessionStage;
  created_at: string;
  expires_at: string;
  amount_cents: number | null;
  currency: 'USD';
  carrier: string | null;
  service: string | null;
  quote_id: string | null;
  quote_reused: number;
  service_code: string | null;
  checkout_json: string | null;
}

const SESSION_COLUMNS = ['session_id', 'status', 'created_at', 'expires_at', 'amount_cents', 'carrier', 'service', 'service_code', 'quote_id', 'quote_reused', 'updated_at'] as const;

function insertSessionRow(session: NewCheckoutSession): RowInsert {
  return {
    table: 'checkout_sessions',
    columns: SESSION_COLUMNS,
    values: [
      session.session_id,
      'awaiting_checkout',
      session.created_at,
      session.expires_at,
      session.amount_cents,
      session.carrier,
      session.service,
      session.service_code ?? null,
      session.quote_id,
      session.quote_reused ? 1 : 0,
      session.created_at,
    ],
  };
}

const PRUNE_CLAIMS_EVERY_MS = 10 * 60_000;

export function createCheckoutSessionRepository(db: SqlDatabase): CheckoutSessionRepository {
  let lastClaimPruneMs = 0;
  return {
    async create(session) {
      const { table, columns, values } = insertSessionRow(session);
      await db.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, values);
    },
    createAnchored(session, start, nowMs) {
      return db.transaction(async (tx): Promise<AnchoredOutcome> => {
        if (session.quote_id && session.service_code) {
          // Two creations for one rate of a quote must not both find it free (PostgreSQL).
          await tx.lockInTransaction(`rate-session:${session.quote_id}:${session.service_code}`);
          const holder = await tx.get<{ session_id: string; expires_at: string | null }>(
            `SELECT r.session_id, s.expires_at FROM checkout_rate_sessions r LEFT JOIN checkout_sessions s ON s.session_id = r.session_id
              WHERE r.quote_id = ? AND r.service_code = ?`,
            [session.quote_id, session.service_code],
          );
          if (holder?.expires_at && holder.expires_at > session.created_at) return { created: false, existing_session_id: holder.session_id };
          await tx.run(
            `INSERT INTO checkout_rate_sessions (quote_id, service_code, session_id) VALUES (?, ?, ?)
             ON CONFLICT (quote_id, service_code) DO UPDATE SET session_id = excluded.session_id`,
            [session.quote_id, session.service_code, session.session_id],
          );
        }
        const { table, columns, values } = insertSessionRow(session);
        await tx.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`, values);
        await enqueue(tx, [start], nowMs);
        return { created: true };
      });
    },
    reanchor(sessionId, to, at) {
      return db.transaction(async (tx) => {
        await tx.lockInTransaction(`checkout-session:${sessionId}`);
        const row = await tx.get<{ quote_id: string | null; service_code: string | null; status: string }>('SELECT quote_id, service_code, status FROM checkout_sessions WHERE session_id = ?', [sessionId]);
        if (!row || row.status !== 'awaiting_checkout') return false;
        const quoteId = to.quote_id ?? row.quote_id;
        if (quoteId && (quoteId !== row.quote_id || to.service_code !== row.service_code)) {
          await tx.lockInTransaction(`rate-session:${quoteId}:${to.service_code}`);
          const taken = await tx.get<{ session_id: string }>('SELECT session_id FROM checkout_rate_sessions WHERE quote_id = ? AND service_code = ?', [quoteId, to.service_code]);
          if (taken && taken.session_id !== sessionId) return false;
          await tx.run('DELETE FROM checkout_rate_sessions WHERE session_id = ?', [sessionId]);
          await tx.run('INSERT INTO checkout_rate_sessions (quote_id, service_code, session_id) VALUES (?, ?, ?)', [quoteId, to.service_code, sessionId]);
        }
        await tx.run('UPDATE checkout_sessions SET carrier = ?, service = ?, service_code = ?, amount_cents = ?, quote_id = ?, updated_at = ? WHERE session_id = ?', [
          to.carrier,
          to.service,
          to.service_code,
          to.amount_cents,
          quoteId,
          at,
          sessionId,
        ]);
        return true;
      });
    },
    async get(sessionId) {
      const row = await db.get<SessionRow>('SELECT * FROM checkout_sessions WHERE session_id = ?', [sessionId]);
      if (!row) return undefined;
      return {
        session_id: row.session_id,
        status: row.status,
        created_at: row.created_at,
        expires_at: row.expires_at,
        amount_cents: row.amount_cents,
        currency: 'USD',
        carrier: row.carrier,
        service: row.service,
        quote_id: row.quote_id,
        quote_reused: row.quote_reused === 1,
        service_code: row.service_code,
        checkout: row.checkout_json ? (JSON.parse(row.checkout_json) as CheckoutProgress) : null,
      };
    },
    async applyStage(sessionId, stage, detail, at) {
      return db.transaction(async (tx) => {
        // Read, fold and write back must not interleave with another stage of the same session (PostgreSQL).
        await tx.lockInTransaction(`checkout-session:${sessionId}`);
        const row = await tx.get<SessionRow>('SELECT status, checkout_json FROM checkout_sessions WHERE session_id = ?', [sessionId]);
        if (!row) return undefined;
        const inserted = await tx.run('INSERT INTO checkout_stage_log (session_id, stage, detail_json, recorded_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [
          sessionId,
          stage,
          JSON.stringify(detail),
          at,
        ]);
        const forward = isForwardMove(row.status, stage);
        if (inserted.changes === 0 || !forward) return row.status;
        const current = row.checkout_json ? (JSON.parse(row.checkout_json) as CheckoutProgress) : null;
        const progress = foldStage(current, stage, detail, at);
        await tx.run('UPDATE checkout_sessions SET status = ?, checkout_json = ?, updated_at = ? WHERE session_id = ?', [
          stage,
          JSON.stringify(progress),
          at,
          sessionId,
        ]);
        return stage;
      });
    },
    idempotency: {
      claim(claim, { expiredBefore, abandonedBefore }) {
        return db.transaction(async (tx): Promise<ClaimOutcome> => {
          // Two claims of one key must not both read "no holder" and both win (PostgreSQL).
          await tx.lockInTransaction(`idempotency-key:${claim.key_hash}`);
          const nowMs = Date.parse(claim.created_at);
          if (nowMs - lastClaimPruneMs > PRUNE_CLAIMS_EVERY_MS) {
            lastClaimPruneMs = nowMs;
            await tx.run('DELETE FROM checkout_idempotency_keys WHERE created_at < ?', [expiredBefore]);
          }
          const holder = await tx.get<IdempotencyClaim & { session_expires_at: string | null }>(
            `SELECT k.key_hash, k.session_id, k.fingerprint, k.created_at, s.expires_at AS session_expires_at
             FROM checkout_idempotency_keys k LEFT JOIN checkout_sessions s ON s.session_id = k.session_id
             WHERE k.key_hash = ?`,
            [claim.key_hash],
          );
          const replaceable =
            holder &&
            (holder.created_at < expiredBefore ||
              (holder.session_expires_at !== null && holder.session_expires_at <= claim.created_at) ||
              (holder.session_expires_at === null && holder.created_at < abandonedBefore));
          if (holder && !replaceable) {
            return { won: false, holder: { key_hash: holder.key_hash, session_id: holder.session_id, fingerprint: holder.fingerprint, created_at: holder.created_at } };
          }
          await tx.run(
            `INSERT INTO checkout_idempotency_keys (key_hash, session_id, fingerprint, created_at) VALUES (?, ?, ?, ?)
             ON CONFLICT (key_hash) DO UPDATE SET session_id = excluded.session_id, fingerprint = excluded.fingerprint, created_at = excluded.created_at`,
            [claim.key_hash, claim.session_id, claim.fingerprint, claim.created_at],
          );
          return { won: true };
        });
      },
      async release(keyHash, sessionId) {
        await db.run('DELETE FROM checkout_idempotency_keys WHERE key_hash = ? AND session_id = ?', [keyHash, sessionId]);
      },
    },
    providerLedger: {
      async once<T>(provider: string, idempotencyKey: string, make: () => T): Promise<T> {
        await db.run('INSERT INTO provider_ledger (provider, idempotency_key, result_json, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [
          provider,
          idempotencyKey,
          JSON.stringify(make()),
          new Date().toISOString(),
        ]);
        const row = await db.get<{ result_json: string }>('SELECT result_json FROM provider_ledger WHERE provider = ? AND idempotency_key = ?', [provider, idempotencyKey]);
        return JSON.parse(row!.result_json) as T;
      },
      async find<T>(provider: string, idempotencyKey: string): Promise<T | undefined> {
        const row = await db.get<{ result_json: string }>('SELECT result_json FROM provider_ledger WHERE provider = ? AND idempotency_key = ?', [provider, idempotencyKey]);
        return row ? (JSON.parse(row.result_json) as T) : undefined;
      },
    },
  };
}
