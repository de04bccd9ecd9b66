// Group commit for the hot path. Each quote must spend from an exact sliding-window bucket and be durably
// stored before it is answered; doing that with separate awaited statements per request caps throughput at a few
// thousand per second. Instead requests queue their work and one BEGIN IMMEDIATE … COMMIT carries every request
// that arrived while the previous commit was running. The write lock makes the count-then-spend exact, across
// requests and across processes sharing the file.
import type { SqlParams, SqlValue, SqliteDatabase } from './sqlite.ts';

export interface BucketSpend {
  bucket: string;
  clientKey: string;
  limit: number;
  windowMs: number;
  atMs: number;
}

export interface WriteStatement {
  sql: string;
  params: SqlParams;
}

/** One row for a multi-row INSERT: rows of the same table and columns across a batch go in one statement. */
export interface RowInsert {
  table: string;
  columns: readonly string[];
  values: readonly SqlValue[];
}

export interface BatchJob {
  /** Spend one from this bucket first; when the bucket is full the writes are skipped. */
  spend?: BucketSpend;
  /** Rows inserted when the spend is allowed (or always when there is no spend). */
  rows?: RowInsert[];
  /** Statements applied (in order, after the rows) when the spend is allowed, or always when there is no spend. */
  writes?: WriteStatement[];
}

export interface BatchOutcome {
  allowed: boolean;
}

interface Pending {
  job: BatchJob;
  resolve: (outcome: BatchOutcome) => void;
  reject: (error: unknown) => void;
}

const PRUNE_EVERY_MS = 60_000;
const MAX_BATCH = 256;

const MAX_PARAMS_PER_STATEMENT = 30_000;

/** Group rows by table and columns, then insert each group with as few multi-row statements as the limit allows. */
async function insertRows(tx: SqliteDatabase, rows: readonly RowInsert[]): Promise<void> {
  const groups = new Map<string, RowInsert[]>();
  for (const row of rows) {
    const key = `${row.table}(${row.columns.join(',')})`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  for (const group of groups.values()) {
    const { table, columns } = group[0]!;
    const placeholders = `(${columns.map(() => '?').join(', ')})`;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
    for (let start = 0; start < group.length; start += perStatement) {
      const chunk = group.slice(start, start + perStatement);
      await tx.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`, chunk.flatMap((r) => r.values));
    }
  }
}

export class BatchedWriter {
  private queue: Pending[] = [];
  private flushing = false;
  private lastPruneMs = 0;
  private maxWindowMs = 3_600_000;

  constructor(private readonly db: SqliteDatabase) {}

  submit(job: BatchJob): Promise<BatchOutcome> {
    if (job.spend) this.maxWindowMs = Math.max(this.maxWindowMs, job.spend.windowMs);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const outcomes = await this.db.transaction((tx) => this.apply(tx, batch.map((p) => p.job)));
          batch.forEach((pending, i) => pending.resolve(outcomes[i]!));
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async apply(tx: SqliteDatabase, jobs: BatchJob[]): Promise<BatchOutcome[]> {
    const counts = await this.windowCounts(tx, jobs);
    const outcomes: BatchOutcome[] = [];
    const spent: BucketSpend[] = [];
    for (const job of jobs) {
      let allowed = true;
      if (job.spend) {
        const key = `${job.spend.bucket}\u0000${job.spend.clientKey}`;
        const used = counts.get(key) ?? 0;
        allowed = used < job.spend.limit;
        if (allowed) {
          counts.set(key, used + 1);
          spent.push(job.spend);
        }
      }
      outcomes.push({ allowed });
    }
    // SQLite allows 32,766 parameters per statement; 3 per row keeps well inside with MAX_BATCH rows.
    if (spent.length > 0) {
      await tx.run(
        `INSERT INTO limiter_events (bucket, client_key, at_ms) VALUES ${spent.map(() => '(?, ?, ?)').join(', ')}`,
        spent.flatMap((s) => [s.bucket, s.clientKey, s.atMs]),
      );
    }
    const rows = jobs.flatMap((job, i) => (outcomes[i]!.allowed ? (job.rows ?? []) : []));
    await insertRows(tx, rows);
    for (let i = 0; i < jobs.length; i++) {
      if (!outcomes[i]!.allowed) continue;
      for (const write of jobs[i]!.writes ?? []) await tx.run(write.sql, write.params);
    }
    const now = Date.now();
    if (now - this.lastPruneMs > PRUNE_EVERY_MS) {
      this.lastPruneMs = now;
      await tx.run('DELETE FROM limiter_events WHERE at_ms <= ?', [now - this.maxWindowMs]);
    }
    return outcomes;
  }

  private async windowCounts(tx: SqliteDatabase, jobs: BatchJob[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const byBucket = new Map<string, { since: number; keys: Set<string> }>();
    for (const { spend } of jobs) {
      if (!spend) continue;
      const since = spend.atMs - spend.windowMs;
      const entry = byBucket.get(spend.bucket) ?? { since, keys: new Set<string>() };
      entry.since = Math.min(entry.since, since);
      entry.keys.add(spend.clientKey);
      byBucket.set(spend.bucket, entry);
    }
    for (const [bucket, { since, keys }] of byBucket) {
      const list = [...keys];
      const rows = await tx.all<{ client_key: string; n: number }>(
        `SELECT client_key, COUNT(*) AS n FROM limiter_events
         WHERE bucket = ? AND client_key IN (${list.map(() => '?').join(', ')}) AND at_ms > ?
         GROUP BY client_key`,
        [bucket, ...list, since],
      );
      for (const row of rows) counts.set(`${bucket}\u0000${row.client_key}`, row.n);
    }
    return counts;
  }
}
