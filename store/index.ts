// The store: one interface with repositories per aggregate; SQLite is the embedded default, PostgreSQL
// (DATABASE_URL) serves several API and worker processes. Both sit behind SqlDatabase (store/sql-database.ts).
import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { SqliteDatabase } from './sqlite.ts';
import { PostgresDatabase } from './postgres.ts';
import { PostgresBatchedWriter } from './postgres-writes.ts';
import type { SqlDatabase } from './sql-database.ts';
import { applyMigrations, schemaVersion } from './migrations.ts';
import { createCheckoutSessionRepository } from './checkout-sessions.ts';
import type { CheckoutSessionRepository } from './checkout-sessions.ts';
import { BatchedWriter } from './batched-writes.ts';
import type { BatchJob, BatchOutcome, BucketSpend } from './batched-writes.ts';
import { createQuoteRepository } from './quotes.ts';
import type { QuoteRepository } from './quotes.ts';
import { createReviewRepository } from './reviews.ts';
import type { ReviewRepository } from './reviews.ts';
import { createOAuthRepository } from './oauth.ts';
import type { OAuthRepository } from './oauth.ts';
import { createPriceIndexRepository } from './price-index.ts';
import type { PriceIndexRepository } from './price-index.ts';
import { createOrderRepository } from './orders.ts';
import type { OrderRepository } from './orders.ts';
import { createTrackingRepository } from './tracking.ts';
import { createOutboxRepository } from './outbox.ts';
import type { OutboxRepository } from './outbox.ts';
import { createRetentionRepository } from './retention.ts';
import type { RetentionRepository } from './retention.ts';
import type { TrackingRepository } from './tracking.ts';

export interface Store {
  /** Cheap round trip proving the database answers; used by /status. */
  ping(): Promise<void>;
  schemaVersion(): Promise<number>;
  meta: MetaRepository;
  checkoutSessions: CheckoutSessionRepository;
  quotes: QuoteRepository;
  reviews: ReviewRepository;
  oauth: OAuthRepository;
  priceIndex: PriceIndexRepository;
  /** Orders and (apart) their contact details; processed webhook events. */
  orders: OrderRepository;
  /** Shipments and scan events. */
  tracking: TrackingRepository;
  /** Workflow starts and signals still to deliver (written with the state change they follow from). */
  outbox: OutboxRepository;
  /** Deleting what is past its keeping time (a daily Schedule runs it). */
  retention: RetentionRepository;
  /** Spend from a sliding-window bucket and apply writes in one group-committed transaction. */
  commit(job: BatchJob): Promise<BatchOutcome>;
  /** Spend only (buckets whose request writes nothing). */
  spend(spend: BucketSpend): Promise<boolean>;
  /** Checkout sessions per status (metrics). */
  sessionsByStatus(): Promise<Record<string, number>>;
  /** Tell `observer` of each group commit and each spend the limiter refuses (metrics). */
  observe(observer: StoreObserver): void;
  close(): Promise<void>;
}

export interface StoreObserver {
  commit(seconds: number, batchSize: number): void;
  refusal(bucket: string): void;
}

export interface MetaRepository {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string): Promise<void>;
  /** Keeps an existing value (two processes racing to create a secret agree on one). */
  setIfAbsent(key: string, value: string): Promise<void>;
}

export interface OpenStoreOptions {
  /** SQLite file path, or ':memory:' for throwaway unit tests. Unused when `url` is set. */
  file: string;
  /** `postgres://…` (or `postgresql://…`): the whole store on PostgreSQL. */
  url?: string | null;
  busyTimeoutMs?: number;
}

/**
 * The store holds contact details: its file (and the -wal/-shm files SQLite gives the same mode) is readable by
 * its owner only, 0600, inside a 0700 directory when we make one. An older file with wider modes is tightened.
 */
export function createPrivateFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      chmodSync(name, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export async function openStore(options: OpenStoreOptions): Promise<Store> {
  if (options.url) {
    const db = await PostgresDatabase.open(options.url);
    try {
      await applyMigrations(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    return createStore(db, new PostgresBatchedWriter(db));
  }
  if (options.file !== ':memory:') createPrivateFile(options.file);
  const db = await SqliteDatabase.open(options.file, { busyTimeoutMs: options.busyTimeoutMs ?? 5000 });
  await applyMigrations(db);
  return createStore(db, new BatchedWriter(db));
}

function createStore(db: SqlDatabase, writer: BatchedWriter | PostgresBatchedWriter): Store {
  let observer: StoreObserver | undefined;
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
      async setIfAbsent(key, value) {
        await db.run('INSERT INTO service_meta (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING', [key, value, new Date().toISOString()]);
      },
    },
    checkoutSessions: createCheckoutSessionRepository(db),
    quotes: createQuoteRepository(db),
    reviews: createReviewRepository(db),
    oauth: createOAuthRepository(db),
    priceIndex: createPriceIndexRepository(db),
    orders: createOrderRepository(db),
    tracking: createTrackingRepository(db),
    outbox: createOutboxRepository(db),
    retention: createRetentionRepository(db),
    async commit(job) {
      const outcome = await writer.submit(job);
      if (!outcome.allowed && job.spend) observer?.refusal(job.spend.bucket);
      return outcome;
    },
    async spend(spend) {
      const { allowed } = await writer.submit({ spend, writes: [] });
      if (!allowed) observer?.refusal(spend.bucket);
      return allowed;
    },
    async sessionsByStatus() {
      const rows = await db.all<{ status: string; n: number | string }>('SELECT status, COUNT(*) AS n FROM checkout_sessions GROUP BY status');
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
    },
    observe(next) {
      observer = next;
      writer.onCommit = (seconds, size) => next.commit(seconds, size);
    },
    // Jobs already submitted are committed first: an idle writer starts its commit at the end of the turn.
    close: async () => {
      await writer.drained();
      await db.close();
    },
  };
}

export { SqliteDatabase } from './sqlite.ts';
export { PostgresDatabase } from './postgres.ts';
export type { SqlDatabase, SqlDialect } from './sql-database.ts';
export type * from './checkout-sessions.ts';
export type * from './batched-writes.ts';
export type * from './quotes.ts';
export type * from './reviews.ts';
export type * from './oauth.ts';
export type * from './price-index.ts';
export type * from './orders.ts';
export type * from './tracking.ts';
export type * from './outbox.ts';
export type * from './retention.ts';
