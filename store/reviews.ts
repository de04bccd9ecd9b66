// Shipments a person prices: unsupported destinations (human review) and freight (the freight review form).
import type { RowInsert } from './batched-writes.ts';
import type { SqlDatabase } from './sql-database.ts';

export type ReviewKind = 'human_review' | 'freight';

export interface ReviewRequest {
  review_id: string;
  kind: ReviewKind;
  quote_id: string | null;
  reason: string;
  shipment: Record<string, unknown>;
  status: 'open' | 'submitted';
  created_at: string;
  submitted_at: string | null;
}

export interface ReviewRepository {
  insertRow(request: Omit<ReviewRequest, 'status' | 'submitted_at'>): RowInsert;
  get(reviewId: string): Promise<ReviewRequest | undefined>;
  /** The person sent the form: keep their contact details apart from the request. Idempotent. */
  submit(reviewId: string, update: { shipment: Record<string, unknown>; contact: Record<string, unknown>; at: string }): Promise<ReviewRequest | undefined>;
  list(filter?: { kind?: ReviewKind; status?: 'open' | 'submitted'; limit?: number }): Promise<ReviewRequest[]>;
}

interface ReviewRow {
  review_id: string;
  kind: ReviewKind;
  quote_id: string | null;
  reason: string;
  shipment_json: string;
  status: 'open' | 'submitted';
  created_at: string;
  submitted_at: string | null;
}

const fromRow = (row: ReviewRow): ReviewRequest => ({
  review_id: row.review_id,
  kind: row.kind,
  quote_id: row.quote_id,
  reason: row.reason,
  shipment: JSON.parse(row.shipment_json) as Record<string, unknown>,
  status: row.status,
  created_at: row.created_at,
  submitted_at: row.submitted_at,
});

export function createReviewRepository(db: SqlDatabase): ReviewRepository {
  const get = async (reviewId: string): Promise<ReviewRequest | undefined> => {
    const row = await db.get<ReviewRow>('SELECT * FROM review_requests WHERE review_id = ?', [reviewId]);
    return row ? fromRow(row) : undefined;
  };
  return {
    insertRow(request) {
      return {
        table: 'review_requests',
        columns: ['review_id', 'kind', 'quote_id', 'reason', 'shipment_json', 'created_at'],
        values: [request.review_id, request.kind, request.quote_id, request.reason, JSON.stringify(request.shipment), request.created_at],
      };
    },
    get,
    async submit(reviewId, update) {
      await db.transaction(async (tx) => {
        await tx.run(
          `UPDATE review_requests SET shipment_json = ?, status = 'submitted', submitted_at = COALESCE(submitted_at, ?) WHERE review_id = ?`,
          [JSON.stringify(update.shipment), update.at, reviewId],
        );
        await tx.run(
          `INSERT INTO review_contacts (review_id, contact_json) SELECT review_id, ? FROM review_requests WHERE review_id = ?
           ON CONFLICT(review_id) DO UPDATE SET contact_json = excluded.contact_json`,
          [JSON.stringify(update.contact), reviewId],
        );
      });
      return get(reviewId);
    },
    async list(filter = {}) {
      const where: string[] = [];
      const params: string[] = [];
      if (filter.kind) {
        where.push('kind = ?');
        params.push(filter.kind);
      }
      if (filter.status) {
        where.push('status = ?');
        params.push(filter.status);
      }
      const rows = await db.all<ReviewRow>(
        `SELECT * FROM review_requests ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC LIMIT ${Math.max(1, Math.min(filter.limit ?? 100, 1000))}`,
        params,
      );
      return rows.map(fromRow);
    },
  };
}
