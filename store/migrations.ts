// Versioned schema migrations, applied in order at start-up. Never edit a released migration: add a new one.
import type { SqlDatabase } from './sql-database.ts';
import { CHECKOUT_MIGRATIONS } from './migrations/checkout.ts';
import { OAUTH_MIGRATIONS } from './migrations/oauth.ts';
import { PRICE_INDEX_MIGRATIONS } from './migrations/price-index.ts';

export type { Migration } from './migrations/migration.ts';
import type { Migration } from './migrations/migration.ts';

const CORE_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'service metadata',
    sql: `
      CREATE TABLE service_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'checkout sessions and their stage log',
    sql: `
      CREATE TABLE checkout_sessions (
        session_id TEXT PRIMARY KEY,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        amount_cents INTEGER,
        currency TEXT NOT NULL DEFAULT 'USD',
        carrier TEXT,
        service TEXT,
        quote_id TEXT,
        quote_reused INTEGER NOT NULL DEFAULT 0,
        checkout_json TEXT,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX checkout_sessions_expires ON checkout_sessions (expires_at);
      -- One row per stage reached: makes the projection idempotent under activity retries.
      CREATE TABLE checkout_stage_log (
        session_id TEXT NOT NULL REFERENCES checkout_sessions (session_id) ON DELETE CASCADE,
        stage TEXT NOT NULL,
        detail_json TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        PRIMARY KEY (session_id, stage)
      );
    `,
  },
  {
    version: 3,
    name: 'limiter events, quotes, review and freight requests',
    sql: limiterQuotesReviewsMigration({ limiterEvents: `        at_ms INTEGER NOT NULL
      );
      CREATE INDEX limiter_events_window ON limiter_events (bucket, client_key, at_ms);
      CREATE INDEX limiter_events_age ON limiter_events (at_ms);
` }),
    // Milliseconds since 1970 overflow PostgreSQL's 32-bit INTEGER (SQLite's INTEGER is 64-bit). Limiter events
    // also get an increasing id there: under a client's advisory lock, the rows with a higher id than the last one
    // seen are exactly those committed since, so each process keeps an exact in-memory copy of a busy client's
    // window and reads only what is new (store/postgres-writes.ts). SQLite's writer reads data_version instead.
    postgres: limiterQuotesReviewsMigration({ limiterEvents: `        at_ms BIGINT NOT NULL,
        id BIGINT GENERATED ALWAYS AS IDENTITY
      );
      CREATE INDEX limiter_events_window ON limiter_events (bucket, client_key, at_ms);
      CREATE INDEX limiter_events_age ON limiter_events (at_ms);
      CREATE INDEX limiter_events_client_id ON limiter_events (bucket, client_key, id);
` }),
  },
];

/** Migration 3 in either dialect: only the limiter events' columns and indexes differ. */
function limiterQuotesReviewsMigration(t: { limiterEvents: string }): string {
  return `
      -- Sliding-window log: one row per spend. Counting rows newer than (now - window) is exact.
      CREATE TABLE limiter_events (
        bucket TEXT NOT NULL,
        client_key TEXT NOT NULL,
${t.limiterEvents}
      CREATE TABLE quotes (
        quote_id TEXT PRIMARY KEY,
        client_key TEXT NOT NULL,
        mode TEXT NOT NULL,
        quoted_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        shipment_json TEXT NOT NULL,
        answer_json TEXT NOT NULL
      );
      CREATE INDEX quotes_expires ON quotes (expires_at);

      -- Shipments we do not price automatically: unsupported destinations (human review) and freight.
      CREATE TABLE review_requests (
        review_id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('human_review', 'freight')),
        quote_id TEXT,
        reason TEXT NOT NULL,
        shipment_json TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open',
        created_at TEXT NOT NULL,
        submitted_at TEXT
      );
      CREATE INDEX review_requests_kind ON review_requests (kind, created_at);
      -- Contact details a person leaves on the freight form live apart from the request itself.
      CREATE TABLE review_contacts (
        review_id TEXT PRIMARY KEY REFERENCES review_requests (review_id) ON DELETE CASCADE,
        contact_json TEXT NOT NULL
      );
    `;
}

// Each area owns its own file (versions must stay unique and increasing; see store/migrations/README.md).
export const MIGRATIONS: readonly Migration[] = [...CORE_MIGRATIONS, ...CHECKOUT_MIGRATIONS, ...OAUTH_MIGRATIONS, ...PRICE_INDEX_MIGRATIONS].sort((a, b) => a.version - b.version);

/** Every migration takes this lock first (PostgreSQL: an advisory lock; SQLite: the write lock it already holds). */
const MIGRATION_LOCK = 'parcel-quote:schema-migrations';

export async function applyMigrations(db: SqlDatabase, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.transaction(async (tx) => {
    // Under the lock: two PostgreSQL sessions running CREATE TABLE IF NOT EXISTS at once can both try to create it.
    await tx.lockInTransaction(MIGRATION_LOCK);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      applied_at TEXT NOT NULL
    )`);
  });
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    // Each migration runs in its own write transaction under the migration lock; a second process starting at
    // the same time waits on the lock and then sees the version already recorded.
    const didApply = await db.transaction(async (tx) => {
      await tx.lockInTransaction(MIGRATION_LOCK);
      const done = await tx.get<{ version: number }>('SELECT version FROM schema_migrations WHERE version = ?', [migration.version]);
      if (done) return false;
      await tx.exec(db.dialect === 'postgres' && migration.postgres !== undefined ? migration.postgres : migration.sql);
      await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
        migration.version,
        migration.name,
        new Date().toISOString(),
      ]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

export async function schemaVersion(db: SqlDatabase): Promise<number> {
  const row = await db.get<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations');
  return row?.version ?? 0;
}
