// Checkout sessions as the status endpoint reads them: no names, addresses or e-mails ever live here.
import type { SqliteDatabase } from './sqlite.ts';

export const STAGE_ORDER = ['awaiting_checkout', 'checkout_started', 'paid', 'label_ready', 'delivered', 'refunded'] as const;
export type SessionStage = (typeof STAGE_ORDER)[number];

export interface CheckoutProgress {
  order_id: string | null;
  started_at: string | null;
  paid: boolean;
  label_ready: boolean;
  refunded: boolean;
  carrier: string | null;
  service: string | null;
  tracking_number: string | null;
  tracking_status: string | null;
  estimated_delivery: string | null;
  delivered_at: string | null;
}

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
}

export interface CheckoutSessionRepository {
  create(session: NewCheckoutSession): Promise<void>;
  get(sessionId: string): Promise<CheckoutSessionRecord | undefined>;
  /** Idempotent and forward-only: applying a stage twice, or an earlier stage later, changes nothing. */
  applyStage(sessionId: string, stage: SessionStage, detail: Record<string, unknown>, at: string): Promise<SessionStage | undefined>;
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
  checkout_json: string | null;
}

const EMPTY_PROGRESS: CheckoutProgress = {
  order_id: null,
  started_at: null,
  paid: false,
  label_ready: false,
  refunded: false,
  carrier: null,
  service: null,
  tracking_number: null,
  tracking_status: null,
  estimated_delivery: null,
  delivered_at: null,
};

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Fold one stage's signal detail into the checkout object the status endpoint shows. */
export function foldStage(progress: CheckoutProgress | null, stage: SessionStage, detail: Record<string, unknown>, at: string): CheckoutProgress {
  const next: CheckoutProgress = { ...(progress ?? EMPTY_PROGRESS) };
  switch (stage) {
    case 'awaiting_checkout':
      break;
    case 'checkout_started':
      next.order_id = str(detail.order_id) ?? next.order_id;
      next.started_at = str(detail.started_at) ?? at;
      next.carrier = str(detail.carrier) ?? next.carrier;
      next.service = str(detail.service) ?? next.service;
      break;
    case 'paid':
      next.paid = true;
      break;
    case 'label_ready':
      next.paid = true;
      next.label_ready = true;
      next.tracking_number = str(detail.tracking_number) ?? next.tracking_number;
      next.carrier = str(detail.carrier) ?? next.carrier;
      next.service = str(detail.service) ?? next.service;
      next.estimated_delivery = str(detail.estimated_delivery) ?? next.estimated_delivery;
      next.tracking_status = next.tracking_status ?? 'pre_transit';
      break;
    case 'delivered':
      next.delivered_at = str(detail.delivered_at) ?? at;
      next.tracking_status = 'delivered';
      break;
    case 'refunded':
      next.refunded = true;
      break;
  }
  return next;
}

export function createCheckoutSessionRepository(db: SqliteDatabase): CheckoutSessionRepository {
  return {
    async create(session) {
      await db.run(
        `INSERT INTO checkout_sessions (session_id, status, created_at, expires_at, amount_cents, carrier, service, quote_id, quote_reused, updated_at)
         VALUES (?, 'awaiting_checkout', ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          session.session_id,
          session.created_at,
          session.expires_at,
          session.amount_cents,
          session.carrier,
          session.service,
          session.quote_id,
          session.quote_reused ? 1 : 0,
          session.created_at,
        ],
      );
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
        checkout: row.checkout_json ? (JSON.parse(row.checkout_json) as CheckoutProgress) : null,
      };
    },
    async applyStage(sessionId, stage, detail, at) {
      return db.transaction(async (tx) => {
        const row = await tx.get<SessionRow>('SELECT status, checkout_json FROM checkout_sessions WHERE session_id = ?', [sessionId]);
        if (!row) return undefined;
        const inserted = await tx.run('INSERT OR IGNORE INTO checkout_stage_log (session_id, stage, detail_json, recorded_at) VALUES (?, ?, ?, ?)', [
          sessionId,
          stage,
          JSON.stringify(detail),
          at,
        ]);
        const forward = row.status !== 'refunded' && (stage === 'refunded' || STAGE_ORDER.indexOf(stage) > STAGE_ORDER.indexOf(row.status));
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
  };
}
