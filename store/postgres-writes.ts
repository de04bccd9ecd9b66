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
// go into memory once committed (inserted under the lock, they are the newest rows of their windows).
//
// Each awaited statement is a round trip, and on a busy machine every round trip waits for a core twice (ours and
// the server's): BEGIN, locks, read, one INSERT per table and COMMIT were six or more per batch. When memory holds
// every window a batch spends from (the usual case), the batch goes as one script in one round trip instead,
// decided from memory and guarded after the locks (see commitInOneCall); otherwise statement by statement.
import { advisoryLockId, pgLiteral, pgRowLiteral } from './postgres.ts';
import type { PostgresDatabase, PostgresTransaction } from './postgres.ts';
import { GroupCommitQueue, MAX_PARAMS_PER_STATEMENT, countAtMost, decideSpends, groupRows, rowsToInsert, spendsByBucket } from './batched-writes.ts';
import type { BatchJob, BatchOutcome, RowInsert } from './batched-writes.ts';

// The prune deletes other clients' rows without their locks, so it keeps a margin beyond its own batch's windows
// for a batch of another process whose spends were made a little earlier than ours.
const PRUNE_MARGIN_MS = 5 * 60_000;

/** How batches were committed; tests and the benchmark read it. */
export interface PostgresWriterStats {
  batches: number;
  /** Committed in one round trip from the in-memory windows (the guard found nothing new). */
  oneCall: number;
  /** Committed statement by statement (a window not in memory yet, writes with parameters, or after a stale guard). */
  stepwise: number;
  /** One-call attempts whose guard found rows another process had committed since (then stepwise). */
  stale: number;
  /** Advisory locks taken (one per distinct bucket and client of a batch). */
  locks: number;
  /** Limiter rows read from the table (a client's window once, then only what another process added). */
  eventsRead: number;
}

/** One client's events with at_ms > `from`, ascending, complete up to event id `lastId`. */
interface ClientWindow {
  from: number;
  times: number[];
  lastId: number;
}

/** A limiter row as INSERT … RETURNING answers it. */
interface InsertedEvent {
  id: number;
  bucket: string;
  client_key: string;
  at_ms: number;
}

/** The SQLSTATE the one-call guard raises when a window in memory is no longer complete. */
const STALE_WINDOW = 'PQ001';

export class PostgresBatchedWriter extends GroupCommitQueue {
  readonly stats: PostgresWriterStats = { batches: 0, oneCall: 0, stepwise: 0, stale: 0, locks: 0, eventsRead: 0 };
  private readonly windows = new Map<string, ClientWindow>();

  constructor(private readonly db: PostgresDatabase) {
    super();
  }

  protected async commitBatch(jobs: BatchJob[]): Promise<BatchOutcome[]> {
    const prunedAtOrBefore = this.pruneCutoff(jobs);
    try {
      let committed = await this.commitInOneCall(jobs, prunedAtOrBefore);
      if (committed) this.stats.oneCall++;
      else {
        committed = await this.commitStepwise(jobs, prunedAtOrBefore);
        this.stats.stepwise++;
      }
      this.stats.batches++;
      // Our own spends go into memory only now that they are committed; they are the newest rows of their windows.
      this.remember(committed.inserted);
      if (prunedAtOrBefore !== null) {
        this.pruned();
        this.forgetBefore(prunedAtOrBefore - PRUNE_MARGIN_MS);
      }
      return committed.outcomes;
    } catch (error) {
      // What was read inside a rolled-back transaction may describe rows that another batch then changed.
      this.windows.clear();
      throw error;
    }
  }

  /**
   * The usual batch in one round trip: when every window it spends from is in memory, decide from memory and send
   * BEGIN, the locks, a guard and the writes as one script. The guard runs after the locks (its own statement,
   * so its own snapshot) and aborts the script if any of those windows gained a row since memory last saw it;
   * nobody can add one after that until we commit, so a decision the guard lets through is exact. Another
   * process spending for the same client makes the guard fail now and then; the stepwise path then reads what
   * is new. Null when the batch cannot go this way.
   */
  private async commitInOneCall(jobs: BatchJob[], prunedAtOrBefore: number | null): Promise<Committed | null> {
    if (jobs.some((job) => (job.writes?.length ?? 0) > 0)) return null;
    const byBucket = spendsByBucket(jobs);
    const counts = new Map<string, number>();
    const buckets: string[] = [];
    const clients: string[] = [];
    const from: number[] = [];
    const afterId: number[] = [];
    const lockIds = new Set<bigint>();
    for (const [bucket, entry] of byBucket) {
      for (const clientKey of entry.keys) {
        const key = `${bucket}\u0000${clientKey}`;
        const window = this.windows.get(key);
        if (!window || window.from > entry.since) return null;
        counts.set(key, window.times.length - countAtMost(window.times, entry.since));
        buckets.push(bucket);
        clients.push(clientKey);
        from.push(window.from);
        afterId.push(window.lastId);
        lockIds.add(BigInt(advisoryLockId(`limiter\u0000${key}`)));
      }
    }
    const { outcomes, spent } = decideSpends(jobs, counts);
    const statements: string[] = [];
    if (lockIds.size > 0) {
      const ordered = [...lockIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      statements.push(`SELECT pg_advisory_xact_lock(id) FROM unnest('{${ordered.join(',')}}'::int8[]) AS id`);
      const guard = staleWindowGuard(buckets, clients, from, afterId);
      if (guard === null) return null;
      statements.push(guard);
    }
    const inserts = literalInserts(rowsToInsert(jobs, outcomes, spent));
    if (inserts === null) return null;
    const limiterInsertAt = inserts.limiterStatement === null ? null : statements.length + inserts.limiterStatement;
    statements.push(...inserts.statements);
    if (prunedAtOrBefore !== null) statements.push(`DELETE FROM limiter_events WHERE at_ms <= ${prunedAtOrBefore - PRUNE_MARGIN_MS}`);
    if (statements.length === 0) return { outcomes, inserted: [] };
    let results: Awaited<ReturnType<PostgresDatabase['transactionScript']>>;
    try {
      results = await this.db.transactionScript(statements);
    } catch (error) {
      if ((error as { code?: unknown }).code === STALE_WINDOW) this.stats.stale++;
      // Stale windows, or a failing statement: the stepwise path reads what is new and reports a real error.
      return null;
    }
    this.stats.locks += lockIds.size;
    const inserted = limiterInsertAt === null ? [] : (results[limiterInsertAt]!.rows as InsertedEvent[]);
    return { outcomes, inserted };
  }

  private async commitStepwise(jobs: BatchJob[], prunedAtOrBefore: number | null): Promise<Committed> {
    return this.db.transaction(async (tx) => {
      const counts = await this.lockAndCount(tx, jobs);
      const { outcomes, spent } = decideSpends(jobs, counts);
      const inserted = await insertRows(tx, rowsToInsert(jobs, outcomes, spent));
      for (let i = 0; i < jobs.length; i++) {
        if (!outcomes[i]!.allowed) continue;
        for (const write of jobs[i]!.writes ?? []) await tx.run(write.sql, write.params);
      }
      if (prunedAtOrBefore !== null) await tx.query('DELETE FROM limiter_events WHERE at_ms <= $1', [prunedAtOrBefore - PRUNE_MARGIN_MS]);
      return { outcomes, inserted };
    });
  }

  /** Add committed spends of ours to their windows. */
  private remember(inserted: readonly InsertedEvent[]): void {
    for (const row of inserted) {
      const window = this.windows.get(`${row.bucket}\u0000${row.client_key}`);
      if (window) addEvent(window, row.id, row.at_ms);
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
      addEvent(this.windows.get(keys[row.i - 1]!)!, row.id, row.at_ms);
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

interface Committed {
  outcomes: BatchOutcome[];
  /** The limiter rows this batch inserted. */
  inserted: InsertedEvent[];
}

function addEvent(window: ClientWindow, id: number, atMs: number): void {
  const { times } = window;
  if (times.length === 0 || times[times.length - 1]! <= atMs) times.push(atMs);
  else times.splice(countAtMost(times, atMs), 0, atMs);
  if (id > window.lastId) window.lastId = id;
}

const LIMITER_RETURNING = ' RETURNING id, bucket, client_key, at_ms';

async function insertRows(tx: PostgresTransaction, rows: readonly RowInsert[]): Promise<InsertedEvent[]> {
  const inserted: InsertedEvent[] = [];
  for (const group of groupRows(rows)) {
    const { table, columns } = group[0]!;
    const returning = table === 'limiter_events' ? LIMITER_RETURNING : '';
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
    for (let start = 0; start < group.length; start += perStatement) {
      const chunk = group.slice(start, start + perStatement);
      let n = 0;
      const tuples = chunk.map(() => `(${columns.map(() => `$${++n}`).join(', ')})`);
      const result = await tx.query<InsertedEvent>(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${returning}`, chunk.flatMap((r) => r.values));
      if (returning) inserted.push(...result.rows);
    }
  }
  return inserted;
}

/** The inserts with literal values, one statement per table; null when a value has no exact literal. */
function literalInserts(rows: readonly RowInsert[]): { statements: string[]; limiterStatement: number | null } | null {
  const statements: string[] = [];
  let limiterStatement: number | null = null;
  for (const group of groupRows(rows)) {
    const { table, columns } = group[0]!;
    const tuples: string[] = [];
    for (const row of group) {
      const tuple = pgRowLiteral(row.values);
      if (tuple === null) return null;
      tuples.push(tuple);
    }
    if (table === 'limiter_events') limiterStatement = statements.length;
    statements.push(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}${table === 'limiter_events' ? LIMITER_RETURNING : ''}`);
  }
  return { statements, limiterStatement };
}

/**
 * A statement that fails with STALE_WINDOW when any of the windows gained a row above the id memory last saw;
 * null when the values cannot be written into the script.
 */
function staleWindowGuard(buckets: readonly string[], clients: readonly string[], from: readonly number[], afterId: readonly number[]): string | null {
  const texts = (values: readonly string[]): string | null => {
    const literals = values.map(pgLiteral);
    return literals.includes(null) ? null : `ARRAY[${literals.join(', ')}]::text[]`;
  };
  const bucketArray = texts(buckets);
  const clientArray = texts(clients);
  if (bucketArray === null || clientArray === null) return null;
  const body = `BEGIN
  IF EXISTS (
    SELECT 1 FROM unnest(${bucketArray}, ${clientArray}, '{${from.join(',')}}'::int8[], '{${afterId.join(',')}}'::int8[]) AS w (bucket, client_key, from_ms, after_id)
    JOIN limiter_events e ON e.bucket = w.bucket AND e.client_key = w.client_key AND e.id > w.after_id AND e.at_ms > w.from_ms
  ) THEN
    RAISE EXCEPTION USING ERRCODE = '${STALE_WINDOW}', MESSAGE = 'limiter window changed since it was read';
  END IF;
END`;
  // The body is dollar-quoted: a client key holding the quote's tag could end it early.
  return body.includes('$guard$') ? null : `DO $guard$ ${body} $guard$`;
}
