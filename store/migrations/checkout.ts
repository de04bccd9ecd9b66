// Migrations for checkout sessions, orders, payments, labels, tracking (versions 10-19).
import type { Migration } from './migration.ts';

export const CHECKOUT_MIGRATIONS: readonly Migration[] = [
  {
    version: 10,
    name: 'checkout session service code and Idempotency-Key claims',
    sql: `
      -- The rate a session is anchored to, by code (names repeat across carriers); the calculator preselects it.
      ALTER TABLE checkout_sessions ADD COLUMN service_code TEXT;
      -- Idempotency-Key of POST /agent/checkout-session: only a hash over (client key, header value) is kept,
      -- 24 hours, with a hash of the body it was first used with.
      CREATE TABLE checkout_idempotency_keys (
        key_hash TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE INDEX checkout_idempotency_keys_age ON checkout_idempotency_keys (created_at);
    `,
  },
  {
    version: 11,
    name: 'provider ledger of the embedded sandbox carrier and payments',
    sql: `
      -- What an idempotent provider API remembers: the first result per (provider, idempotency key).
      CREATE TABLE provider_ledger (
        provider TEXT NOT NULL,
        idempotency_key TEXT NOT NULL,
        result_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (provider, idempotency_key)
      );
    `,
  },
];
