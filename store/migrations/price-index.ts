// Migrations for price index snapshots (versions 30-39).
import type { Migration } from './migration.ts';

export const PRICE_INDEX_MIGRATIONS: readonly Migration[] = [
  {
    version: 30,
    name: 'monthly price index snapshots',
    sql: snapshotsMigration({ monthCheck: "month GLOB '[0-9][0-9][0-9][0-9]-[01][0-9]'" }),
    // PostgreSQL has no GLOB: the same pattern as a regular expression.
    postgres: snapshotsMigration({ monthCheck: "month ~ '^[0-9]{4}-[01][0-9]$'" }),
  },
];

/** The migration in either dialect: only the parts in `t` differ. */
function snapshotsMigration(t: { monthCheck: string }): string {
  return `
      -- One snapshot per month. A re-run for the same month replaces it (and its results) in one transaction.
      CREATE TABLE price_index_snapshots (
        month TEXT PRIMARY KEY CHECK (${t.monthCheck}),
        ran_at TEXT NOT NULL,
        triggered_by TEXT NOT NULL,
        basket_version TEXT NOT NULL,
        basket_json TEXT NOT NULL,
        provider TEXT NOT NULL,
        tables_version TEXT NOT NULL,
        fee_policy_json TEXT NOT NULL,
        basket_average_cents INTEGER NOT NULL,
        average_method TEXT NOT NULL,
        pair_count INTEGER NOT NULL
      );
      -- Per box and lane: the cheapest service and every rate behind it (integer cents).
      CREATE TABLE price_index_results (
        month TEXT NOT NULL REFERENCES price_index_snapshots (month) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        box_id TEXT NOT NULL,
        lane_id TEXT NOT NULL,
        zone INTEGER,
        cheapest_service_code TEXT NOT NULL,
        cheapest_amount_cents INTEGER NOT NULL,
        rates_json TEXT NOT NULL,
        PRIMARY KEY (month, box_id, lane_id)
      );
    `;
}
