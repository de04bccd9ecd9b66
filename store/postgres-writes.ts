// PostgreSQL's group commit: the same queue and the same decisions as SQLite's (store/batched-writes.ts), with
// exactness across processes from advisory locks instead of a database-wide write lock.
//
// SQLite serialises every write transaction of every process (BEGIN IMMEDIATE), so count-then-spend is exact by
// itself. PostgreSQL runs transactions side by side; each batch therefore takes a transaction-level advisory lock
// per (bucket, client) it spends from, in ascending lock-id order (so two batches never wait on each other in a
// cycle), and only then counts. Under READ COMMITTED each statement sees everything committed before it started,
// and a lock holder's spends are committed before its lock is released: the count taken after the lock is exact,
// and nobody else can spend for that client until this batch commits. Locks are held only for the few statements
// of one batch, clients that do not share a lock id never wait on each other, and no row is kept per client.
import { advisoryLockId } from './postgres.ts';
import type { PostgresDatabase, PostgresTransaction } from './postgres.ts';
import { GroupCommitQueue, MAX_PARAMS_PER_STATEMENT, decideSpends, groupRows, rowsToInsert, spendsByBucket } from './batched-writes.ts';
import type { BatchJob, BatchOutcome, RowInsert } from './batched-writes.ts';

// The prune deletes other clients' rows without their locks, so it keeps a margin beyond its own batch's windows
// for a batch of another process whose spends were made a little earlier than ours.
const PRUNE_MARGIN_MS = 5 * 60_000;

/** How batches were committed; tests read it. */
export interface PostgresWriterStats {
  batches: number;
  /** Advisory locks taken (one per distinct bucket and client of a batch). */
  locks: number;
}

export class PostgresBatchedWriter extends GroupCommitQueue {
  readonly stats: PostgresWriterStats = { batches: 0, locks: 0 };

  constructor(private readonly db: PostgresDatabase) {
    super();
  }

  protected async commitBatch(jobs: BatchJob[]): Promise<BatchOutcome[]> {
    const prunedAtOrBefore = this.pruneCutoff(jobs);
    const outcomes = await this.db.transaction(async (tx) => {
      const counts = await this.lockAndCount(tx, jobs);
      const { outcomes, spent } = decideSpends(jobs, counts);
      await insertRows(tx, rowsToInsert(jobs, outcomes, spent));
      for (let i = 0; i < jobs.length; i++) {
        if (!outcomes[i]!.allowed) continue;
        for (const write of jobs[i]!.writes ?? []) await tx.run(write.sql, write.params);
      }
      if (prunedAtOrBefore !== null) await tx.query('DELETE FROM limiter_events WHERE at_ms <= $1', [prunedAtOrBefore - PRUNE_MARGIN_MS]);
      return outcomes;
    });
    this.stats.batches++;
    if (prunedAtOrBefore !== null) this.pruned();
    return outcomes;
  }

  /** Lock every (bucket, client) the batch spends from, then count each one's window. */
  private async lockAndCount(tx: PostgresTransaction, jobs: readonly BatchJob[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const byBucket = spendsByBucket(jobs);
    if (byBucket.size === 0) return counts;
    const buckets: string[] = [];
    const clients: string[] = [];
    const since: number[] = [];
    const lockIds = new Set<bigint>();
    for (const [bucket, entry] of byBucket) {
      for (const key of entry.keys) {
        buckets.push(bucket);
        clients.push(key);
        since.push(entry.since);
        lockIds.add(BigInt(advisoryLockId(`limiter\u0000${bucket}\u0000${key}`)));
      }
    }
    const ordered = [...lockIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
    // unnest yields the ids in array order, so the locks are taken in ascending order.
    await tx.query('SELECT pg_advisory_xact_lock(id) FROM unnest($1::int8[]) AS id', [ordered]);
    this.stats.locks += ordered.length;
    // A statement of its own: its snapshot is taken after every lock is held (one statement sees one snapshot).
    const rows = await tx.query<{ bucket: string; client_key: string; n: number }>(
      `SELECT w.bucket, w.client_key,
              (SELECT count(*) FROM limiter_events e WHERE e.bucket = w.bucket AND e.client_key = w.client_key AND e.at_ms > w.since) AS n
       FROM unnest($1::text[], $2::text[], $3::int8[]) AS w (bucket, client_key, since)`,
      [buckets, clients, since],
    );
    for (const row of rows.rows) counts.set(`${row.bucket}\u0000${row.client_key}`, row.n);
    return counts;
  }
}

async function insertRows(tx: PostgresTransaction, rows: readonly RowInsert[]): Promise<void> {
  for (const group of groupRows(rows)) {
    const { table, columns } = group[0]!;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
    for (let start = 0; start < group.length; start += perStatement) {
      const chunk = group.slice(start, start + perStatement);
      let n = 0;
      const tuples = chunk.map(() => `(${columns.map(() => `$${++n}`).join(', ')})`);
      await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, chunk.flatMap((r) => r.values));
    }
  }
}
