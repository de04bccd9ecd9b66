// PostgreSQL's group commit: the same queue and the same decisions as SQLite's (store/batched-writes.ts), with
// exactness across processes from advisory locks instead of a database-wide write lock.
//
// SQLite serialises every write transaction of every process (BEGIN IMMEDIATE), so count-then-spend is exact by
// itself. PostgreSQL runs transactions side by side; each batch therefore takes a transaction-level advisory lock
// per (bucket, client) it spends from, in ascending lock-id order (so two batches never wait on each other in a
// cycle), and only then reads. Under READ COMMITTED each statement sees everything committed before it started,
// and a lock holder's spends are committed before its lock is released: what is read after the lock is exact, and
// nobody else can spend for that client until this batch commits. Locks are held only for the few statements of
// one batch, clients that do not share a lock id never wait on each other, and no row is kept per client.
//
// Counting a busy client's window on every batch would read every row in it (tens of thousands under load). Each
// process keeps an in-memory copy of the windows it has seen instead, and under the lock reads only the rows with
// an id above the highest it has: ids come from one sequence, and a client's rows can only be inserted by the
// holder of its lock, so a row committed after our read gets a higher id than every row we read. Our own spends
// come back the same way on the next batch.
import { advisoryLockId } from './postgres.ts';
import type { PostgresDatabase, PostgresTransaction } from './postgres.ts';
import { GroupCommitQueue, MAX_PARAMS_PER_STATEMENT, countAtMost, decideSpends, groupRows, rowsToInsert, spendsByBucket } from './batched-writes.ts';
import type { BatchJob, BatchOutcome, RowInsert } from './batched-writes.ts';

// The prune deletes other clients' rows without their locks, so it keeps a margin beyond its own batch's windows
// for a batch of another process whose spends were made a little earlier than ours.
const PRUNE_MARGIN_MS = 5 * 60_000;

/** How batches were committed; tests read it. */
export interface PostgresWriterStats {
  batches: number;
  /** Advisory locks taken (one per distinct bucket and client of a batch). */
  locks: number;
  /** Limiter rows read from the table (a client's window once, then only what is new). */
  eventsRead: number;
}

/** One client's events with at_ms > `from`, ascending, complete up to event id `lastId`. */
interface ClientWindow {
  from: number;
  times: number[];
  lastId: number;
}

export class PostgresBatchedWriter extends GroupCommitQueue {
  readonly stats: PostgresWriterStats = { batches: 0, locks: 0, eventsRead: 0 };
  private readonly windows = new Map<string, ClientWindow>();

  constructor(private readonly db: PostgresDatabase) {
    super();
  }

  protected async commitBatch(jobs: BatchJob[]): Promise<BatchOutcome[]> {
    const prunedAtOrBefore = this.pruneCutoff(jobs);
    try {
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
      if (prunedAtOrBefore !== null) {
        this.pruned();
        this.forgetBefore(prunedAtOrBefore - PRUNE_MARGIN_MS);
      }
      return outcomes;
    } catch (error) {
      // What was read inside a rolled-back transaction may describe rows that another batch then changed.
      this.windows.clear();
      throw error;
    }
  }

  /** Lock every (bucket, client) the batch spends from, bring their windows up to date, count each one. */
  private async lockAndCount(tx: PostgresTransaction, jobs: readonly BatchJob[]): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    const byBucket = spendsByBucket(jobs);
    if (byBucket.size === 0) return counts;
    const keys: string[] = [];
    const buckets: string[] = [];
    const clients: string[] = [];
    const from: number[] = [];
    const afterId: number[] = [];
    const lockIds = new Set<bigint>();
    for (const [bucket, entry] of byBucket) {
      for (const clientKey of entry.keys) {
        const key = `${bucket}\u0000${clientKey}`;
        let window = this.windows.get(key);
        // Not seen yet, or not back far enough for this batch: read the whole window.
        if (!window || window.from > entry.since) {
          window = { from: entry.since, times: [], lastId: 0 };
          this.windows.set(key, window);
        }
        keys.push(key);
        buckets.push(bucket);
        clients.push(clientKey);
        from.push(window.from);
        afterId.push(window.lastId);
        lockIds.add(BigInt(advisoryLockId(`limiter\u0000${key}`)));
      }
    }
    const ordered = [...lockIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).map(String);
    // unnest yields the ids in array order, so the locks are taken in ascending order.
    await tx.query('SELECT pg_advisory_xact_lock(id) FROM unnest($1::int8[]) AS id', [ordered]);
    this.stats.locks += ordered.length;
    // A statement of its own: its snapshot is taken after every lock is held (one statement sees one snapshot).
    const rows = await tx.query<{ i: number; id: number; at_ms: number }>(
      `SELECT w.i::int AS i, e.id, e.at_ms
       FROM unnest($1::text[], $2::text[], $3::int8[], $4::int8[]) WITH ORDINALITY AS w (bucket, client_key, from_ms, after_id, i)
       JOIN limiter_events e ON e.bucket = w.bucket AND e.client_key = w.client_key AND e.id > w.after_id AND e.at_ms > w.from_ms`,
      [buckets, clients, from, afterId],
    );
    this.stats.eventsRead += rows.rows.length;
    for (const row of rows.rows) {
      const window = this.windows.get(keys[row.i - 1]!)!;
      const { times } = window;
      if (times.length === 0 || times[times.length - 1]! <= row.at_ms) times.push(row.at_ms);
      else times.splice(countAtMost(times, row.at_ms), 0, row.at_ms);
      if (row.id > window.lastId) window.lastId = row.id;
    }
    for (const [bucket, entry] of byBucket) {
      for (const clientKey of entry.keys) {
        const key = `${bucket}\u0000${clientKey}`;
        const { times } = this.windows.get(key)!;
        counts.set(key, times.length - countAtMost(times, entry.since));
      }
    }
    return counts;
  }

  /** After a prune: drop what it deleted from memory (`from` stays, as on SQLite: memory still matches the table). */
  private forgetBefore(cutoff: number): void {
    for (const [key, window] of this.windows) {
      const gone = countAtMost(window.times, cutoff);
      if (gone === window.times.length) this.windows.delete(key);
      else if (gone > 0) window.times.splice(0, gone);
    }
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
