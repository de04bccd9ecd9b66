// Priced answers kept so a checkout can reuse them by quote_id until they expire.
import type { WriteStatement } from './batched-writes.ts';
import type { SqliteDatabase } from './sqlite.ts';

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
  /** The insert, for a BatchedWriter job (the quote is stored in the same commit that spends the bucket). */
  insertStatement(quote: StoredQuote): WriteStatement;
  get<Shipment = unknown, Answer = unknown>(quoteId: string): Promise<StoredQuote<Shipment, Answer> | undefined>;
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

export function createQuoteRepository(db: SqliteDatabase): QuoteRepository {
  return {
    insertStatement(quote) {
      return {
        sql: 'INSERT INTO quotes (quote_id, client_key, mode, quoted_at, expires_at, shipment_json, answer_json) VALUES (?, ?, ?, ?, ?, ?, ?)',
        params: [quote.quote_id, quote.client_key, quote.mode, quote.quoted_at, quote.expires_at, JSON.stringify(quote.shipment), JSON.stringify(quote.answer)],
      };
    },
    async get<Shipment, Answer>(quoteId: string) {
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
  };
}
