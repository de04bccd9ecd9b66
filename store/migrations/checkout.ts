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
  {
    version: 12,
    name: 'orders, their contacts (kept apart), processed webhook events',
    sql: `
      -- One order per checkout session, created when the person opens the checkout. What the status endpoint may
      -- ever need lives here; names, addresses and contact details live in order_contacts only.
      CREATE TABLE orders (
        order_id TEXT PRIMARY KEY,
        session_id TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        carrier TEXT NOT NULL,
        service TEXT NOT NULL,
        service_code TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        carrier_cents INTEGER NOT NULL,
        fee_cents INTEGER NOT NULL,
        international INTEGER NOT NULL DEFAULT 0,
        provider TEXT NOT NULL,
        provider_ref TEXT,
        checkout_url TEXT,
        payment_id TEXT,
        state TEXT NOT NULL DEFAULT 'open',
        updated_at TEXT NOT NULL
      );
      CREATE INDEX orders_payment ON orders (payment_id);
      -- PII: read only by the label (PDF) and the operator; never by status, logs or workflows.
      CREATE TABLE order_contacts (
        order_id TEXT PRIMARY KEY REFERENCES orders (order_id) ON DELETE CASCADE,
        sender_json TEXT NOT NULL,
        recipient_json TEXT NOT NULL,
        declarations_json TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- Webhooks are idempotent by (provider, event id).
      CREATE TABLE webhook_events (
        provider TEXT NOT NULL,
        event_id TEXT NOT NULL,
        event_type TEXT NOT NULL,
        received_at TEXT NOT NULL,
        PRIMARY KEY (provider, event_id)
      );
    `,
  },
  {
    version: 13,
    name: 'shipments and scan events',
    sql: `
      CREATE TABLE shipments (
        tracking_number TEXT PRIMARY KEY,
        session_id TEXT NOT NULL,
        order_id TEXT,
        carrier TEXT NOT NULL,
        service TEXT NOT NULL,
        status TEXT NOT NULL,
        estimated_delivery TEXT,
        delivered_at TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX shipments_session ON shipments (session_id);
      CREATE TABLE scan_events (
        tracking_number TEXT NOT NULL REFERENCES shipments (tracking_number) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        at TEXT NOT NULL,
        location TEXT NOT NULL,
        status TEXT NOT NULL,
        status_code TEXT NOT NULL,
        description TEXT NOT NULL,
        PRIMARY KEY (tracking_number, seq)
      );
    `,
  },
  {
    version: 14,
    name: 'workflow outbox, one session per rate of a quote, payment stored once',
    sql: outboxMigration({ id: 'INTEGER PRIMARY KEY AUTOINCREMENT', ms: 'INTEGER' }),
    // Milliseconds need BIGINT and the id a sequence on PostgreSQL; otherwise the same.
    postgres: outboxMigration({ id: 'BIGSERIAL PRIMARY KEY', ms: 'BIGINT' }),
  },
  {
    version: 15,
    name: 'workflow outbox: the trace context of the request that wrote a message',
    // W3C traceparent of the request that committed the message (null when tracing is off): its delivery, by the
    // API or by a worker's relay, continues that trace (observability/tracing.ts).
    sql: 'ALTER TABLE workflow_outbox ADD COLUMN trace_parent TEXT;',
  },
];

/** Migration 14 in either dialect: only the id and the millisecond columns' types differ. */
function outboxMigration(t: { id: string; ms: string }): string {
  return `
      -- Workflow starts and signals still to deliver, committed with the state change they follow from. The worker's
      -- relay delivers them (start, or signal-with-start) at least once; delivered rows are kept for the lag figures
      -- and deleted by retention.
      CREATE TABLE workflow_outbox (
        id ${t.id},
        session_id TEXT NOT NULL,
        message TEXT NOT NULL,
        payload_json TEXT NOT NULL,
        created_at_ms ${t.ms} NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_ms ${t.ms} NOT NULL,
        lease_until_ms ${t.ms} NOT NULL DEFAULT 0,
        delivered_at_ms ${t.ms},
        last_error TEXT
      );
      CREATE INDEX workflow_outbox_due ON workflow_outbox (next_attempt_ms) WHERE delivered_at_ms IS NULL;
      CREATE INDEX workflow_outbox_session ON workflow_outbox (session_id, id);
      -- At most one session per rate of a quote: reusing a quote_id with the same service returns that session.
      CREATE TABLE checkout_rate_sessions (
        quote_id TEXT NOT NULL,
        service_code TEXT NOT NULL,
        session_id TEXT NOT NULL,
        PRIMARY KEY (quote_id, service_code)
      );
      CREATE INDEX checkout_rate_sessions_session ON checkout_rate_sessions (session_id);
      -- "paid" lives in one place: the session's status (the workflow's projection). The order keeps the payment id.
      ALTER TABLE orders DROP COLUMN state;
    `;
}
