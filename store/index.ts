// The store: one interface with repositories per aggregate; SQLite is the embedded default.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from './sqlite.ts';
import { applyMigrations, schemaVersion } from './migrations.ts';
import { createCheckoutSessionRepository } from './checkout-sessions.ts';
import type { CheckoutSessionRepository } from './checkout-sessions.ts';

export interface Store {
  /** Cheap round trip proving the database answers; used by /status. */
  ping(): Promise<void>;
  schemaVersion(): Promise<number>;
  meta: MetaRepository;
  checkoutSessions: CheckoutSessionRepository;
  close(): Promise<void>;
}

export interface MetaRepository {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
}

export interface OpenStoreOptions {
  /** SQLite file path, or ':memory:' for throwaway unit tests. */
  file: string;
  busyTimeoutMs?: number;
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if (options.file !== ':memory:') mkdirSync(path.dirname(options.file), { recursive: true });
  const db = await SqliteDatabase.open(options.file, { busyTimeoutMs: options.busyTimeoutMs ?? 5000 });
  await applyMigrations(db);
  return createSqliteStore(db);
}

function createSqliteStore(db: SqliteDatabase): Store {
  return {
    async ping() {
      await db.get('SELECT 1');
    },
    schemaVersion: () => schemaVersion(db),
    meta: {
      async get(key) {
        const row = await db.get<{ value: string }>('SELECT value FROM service_meta WHERE key = ?', [key]);
        return row?.value;
      },
      async set(key, value) {
        await db.run(
          `INSERT INTO service_meta (key, value, updated_at) VALUES (?, ?, ?)
           ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          [key, value, new Date().toISOString()],
        );
      },
    },
    checkoutSessions: createCheckoutSessionRepository(db),
    close: () => db.close(),
  };
}

export { SqliteDatabase } from './sqlite.ts';
export type * from './checkout-sessions.ts';
