// Versioned schema migrations, applied in order at start-up. Never edit a released migration: add a new one.
import type { SqliteDatabase } from './sqlite.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
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
];

export async function applyMigrations(db: SqliteDatabase, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    // Each migration runs in its own write transaction; a second process starting at the same time
    // waits on the lock and then sees the version already recorded.
    const didApply = await db.transaction(async (tx) => {
      const done = await tx.get<{ version: number }>('SELECT version FROM schema_migrations WHERE version = ?', [migration.version]);
      if (done) return false;
      await tx.exec(migration.sql);
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

export async function schemaVersion(db: SqliteDatabase): Promise<number> {
  const row = await db.get<{ version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations');
  return row?.version ?? 0;
}
