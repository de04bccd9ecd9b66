// Monthly price index snapshots: one per month, replaced atomically by a re-run. Money is integer cents here;
// it becomes two-decimal numbers only in the answer (domain/price-index/read.ts).
import type { PriceIndexBasketRecord, PriceIndexMonthSummary, PriceIndexRate, PriceIndexResult, PriceIndexSnapshot } from '../domain/price-index/types.ts';
import type { SqlDatabase } from './sql-database.ts';

export type * from '../domain/price-index/types.ts';

export interface PriceIndexRepository {
  /** Store the month's snapshot, replacing any earlier one for that month, in one transaction. */
  replace(snapshot: PriceIndexSnapshot): Promise<void>;
  get(month: string): Promise<PriceIndexSnapshot | undefined>;
  has(month: string): Promise<boolean>;
  /** Months that have a snapshot, oldest first. */
  months(): Promise<string[]>;
  /** One line per stored month, oldest first (the basket average over time). */
  summaries(): Promise<PriceIndexMonthSummary[]>;
}

interface SnapshotRow {
  month: string;
  ran_at: string;
  triggered_by: string;
  basket_version: string;
  basket_json: string;
  provider: string;
  tables_version: string;
  fee_policy_json: string;
  basket_average_cents: number;
  average_method: string;
  pair_count: number;
}

interface ResultRow {
  box_id: string;
  lane_id: string;
  zone: number | null;
  cheapest_service_code: string;
  rates_json: string;
}

export function createPriceIndexRepository(db: SqlDatabase): PriceIndexRepository {
  return {
    async replace(snapshot) {
      await db.transaction(async (tx) => {
        // Two re-runs of one month must replace in turn, not both insert after both deleted (PostgreSQL).
        await tx.lockInTransaction(`price-index:${snapshot.month}`);
        await tx.run('DELETE FROM price_index_results WHERE month = ?', [snapshot.month]);
        await tx.run('DELETE FROM price_index_snapshots WHERE month = ?', [snapshot.month]);
        await tx.run(
          `INSERT INTO price_index_snapshots (month, ran_at, triggered_by, basket_version, basket_json, provider, tables_version, fee_policy_json,
             basket_average_cents, average_method, pair_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            snapshot.month,
            snapshot.ran_at,
            snapshot.triggered_by,
            snapshot.basket.version,
            JSON.stringify(snapshot.basket),
            snapshot.provider,
            snapshot.tables_version,
            JSON.stringify(snapshot.fee_policy),
            snapshot.basket_average.amount_cents,
            snapshot.basket_average.method,
            snapshot.basket_average.pairs,
          ],
        );
        for (const [position, result] of snapshot.results.entries()) {
          await tx.run(
            `INSERT INTO price_index_results (month, position, box_id, lane_id, zone, cheapest_service_code, cheapest_amount_cents, rates_json)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            [snapshot.month, position, result.box_id, result.lane_id, result.zone, result.cheapest.service_code, result.cheapest.amount_cents, JSON.stringify(result.rates)],
          );
        }
      });
    },

    async get(month) {
      const row = await db.get<SnapshotRow>('SELECT * FROM price_index_snapshots WHERE month = ?', [month]);
      if (!row) return undefined;
      const resultRows = await db.all<ResultRow>(
        'SELECT box_id, lane_id, zone, cheapest_service_code, rates_json FROM price_index_results WHERE month = ? ORDER BY position',
        [month],
      );
      const results = resultRows.map((r): PriceIndexResult => {
        const rates = JSON.parse(r.rates_json) as PriceIndexRate[];
        const cheapest = rates.find((rate) => rate.service_code === r.cheapest_service_code) ?? rates[0];
        if (!cheapest) throw new Error(`price index ${month}: ${r.box_id} → ${r.lane_id} has no rates`);
        return { box_id: r.box_id, lane_id: r.lane_id, zone: r.zone, cheapest, rates };
      });
      return {
        month: row.month,
        ran_at: row.ran_at,
        triggered_by: row.triggered_by,
        basket: JSON.parse(row.basket_json) as PriceIndexBasketRecord,
        provider: row.provider,
        tables_version: row.tables_version,
        fee_policy: JSON.parse(row.fee_policy_json) as PriceIndexSnapshot['fee_policy'],
        basket_average: { amount_cents: row.basket_average_cents, pairs: row.pair_count, method: row.average_method },
        results,
      };
    },

    async has(month) {
      return (await db.get<{ one: number }>('SELECT 1 AS one FROM price_index_snapshots WHERE month = ?', [month])) !== undefined;
    },

    async months() {
      const rows = await db.all<{ month: string }>('SELECT month FROM price_index_snapshots ORDER BY month');
      return rows.map((r) => r.month);
    },

    async summaries() {
      return db.all<PriceIndexMonthSummary>(
        'SELECT month, ran_at, basket_version, basket_average_cents, pair_count FROM price_index_snapshots ORDER BY month',
      );
    },
  };
}
