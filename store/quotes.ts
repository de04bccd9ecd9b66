// Priced answers kept so a checkout can reuse them by quote_id until they expire.
import type { ProviderQuoteRef, QuoteAnswer, ShipmentInput } from '../domain/quoting/index.ts';
import { answerFromStored, providerRefFromStored } from '../domain/quoting/stored-answer.ts';
import type { RowInsert, WriteStatement } from './batched-writes.ts';
import type { SqlDatabase } from './sql-database.ts';

export interface StoredQuote<Shipment = unknown, Answer = unknown> {
  quote_id: string;
  client_key: string;
  mode: string;
  quoted_at: string;
  expires_at: string;
  shipment: Shipment;
  answer: Answer;
}

export interface QuoteRepository {
  /**
   * The row for a BatchedWriter job (stored in the same commit that spends the bucket). `answerJson` lets the
   * caller serialise the answer once and send the same text to the client.
   */
  insertRow(quote: Omit<StoredQuote, 'answer'>, answerJson: string): RowInsert;
  /** The same insert as a plain statement (for callers that store one quote outside the hot path). */
  insertStatement(quote: StoredQuote): WriteStatement;
  /** The record as stored (a priced answer in its compact form); readers of a quote use `find`. */
  get<Shipment = unknown, Answer = unknown>(quoteId: string): Promise<StoredQuote<Shipment, Answer> | undefined>;
  /**
   * The quote with its answer read back (domain/quoting/stored-answer.ts): every reader of a stored quote uses this.
   * `provider_ref` is the live provider's shipment and rate ids (null when the embedded engine priced it).
   */
  find(quoteId: string): Promise<(StoredQuote<ShipmentInput, QuoteAnswer> & { provider_ref: ProviderQuoteRef | null }) | undefined>;
}

interface QuoteRow {
  quote_id: string;
  client_key: string;
  mode: string;
  quoted_at: string;
  expires_at: string;
  shipment_json: string;
  answer_json: string;
}

const QUOTE_COLUMNS = ['quote_id', 'client_key', 'mode', 'quoted_at', 'expires_at', 'shipment_json', 'answer_json'] as const;

export function createQuoteRepository(db: SqlDatabase): QuoteRepository {
  return {
    insertRow(quote, answerJson) {
      return {
        table: 'quotes',
        columns: QUOTE_COLUMNS,
        values: [quote.quote_id, quote.client_key, quote.mode, quote.quoted_at, quote.expires_at, JSON.stringify(quote.shipment), answerJson],
      };
    },
    insertStatement(quote) {
      const row = this.insertRow(quote, JSON.stringify(quote.answer));
      return { sql: `INSERT INTO quotes (${row.columns.join(', ')}) VALUES (${row.columns.map(() => '?').join(', ')})`, params: row.values };
    },
    async get<Shipment, Answer>(quoteId: string) {
      // A caller's id with NUL in it names nothing we store, and PostgreSQL refuses it outright: not found.
      if (quoteId.includes('\u0000')) return undefined;
      const row = await db.get<QuoteRow>('SELECT * FROM quotes WHERE quote_id = ?', [quoteId]);
      if (!row) return undefined;
      return {
        quote_id: row.quote_id,
        client_key: row.client_key,
        mode: row.mode,
        quoted_at: row.quoted_at,
        expires_at: row.expires_at,
        shipment: JSON.parse(row.shipment_json) as Shipment,
        answer: JSON.parse(row.answer_json) as Answer,
      };
    },
    async find(quoteId) {
      const stored = await this.get<ShipmentInput, unknown>(quoteId);
      return stored && { ...stored, answer: answerFromStored(stored.answer, stored), provider_ref: providerRefFromStored(stored.answer) };
    },
  };
}
