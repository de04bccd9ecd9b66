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
import { advisoryLockId, pgLiteral } from './postgres.ts';
import type pg from 'pg';
import type { PostgresDatabase, PostgresTransaction } from './postgres.ts';
import { GroupCommitQueue, MAX_PARAMS_PER_STATEMENT, countAtMost, decideSpends, groupRows, literalInsertStatements, rowsToInsert, spendsByBucket } from './batched-writes.ts';
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

const STALE_PAUSE_BATCHES = 16;

/** The SQLSTATE the one-call guard raises when a window in memory is no longer complete. */
const STALE_WINDOW = 'PQ001';

export class PostgresBatchedWriter extends GroupCommitQueue {
  readonly stats: PostgresWriterStats = { batches: 0, oneCall: 0, stepwise: 0, stale: 0, locks: 0, eventsRead: 0 };
  private readonly windows = new Map<string, ClientWindow>();
  /** Batches left to go stepwise before trying one round trip again (after a stale guard). */
  private oneCallPaused = 0;

  constructor(private readonly db: PostgresDatabase) {
    super();
  }

  protected async commitBatch(jobs: BatchJob[]): Promise<BatchOutcome[]> {
    const prunedAtOrBefore = this.pruneCutoff(jobs);
    try {
      let committed: Committed | null = null;
      if (this.oneCallPaused > 0) this.oneCallPaused--;
      else committed = await this.commitInOneCall(jobs, prunedAtOrBefore);
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
    const plan = this.planWindows(jobs, false);
    if (plan === null) return null;
    const { outcomes, spent } = decideSpends(jobs, this.countWindows(plan));
    const statements: string[] = [];
    if (plan.keys.length > 0) statements.push(plan.lock, staleWindowGuard(plan));
    const inserts = literalInserts(rowsToInsert(jobs, outcomes, spent));
    if (inserts === null) return null;
    const limiterInsertAt = inserts.limiterStatement === null ? null : statements.length + inserts.limiterStatement;
    statements.push(...inserts.statements);
    if (prunedAtOrBefore !== null) statements.push(pruneStatement(prunedAtOrBefore));
    if (statements.length === 0) return { outcomes, inserted: [] };
    let results: pg.QueryResult[];
    try {
      results = await this.db.transactionScript(statements);
    } catch (error) {
      if ((error as { code?: unknown }).code === STALE_WINDOW) {
        // Another process is spending for these clients too: its rows will keep arriving between our batches, so
        // for a while read first (two round trips) instead of guessing (one wasted round trip when wrong).
        this.stats.stale++;
        this.oneCallPaused = STALE_PAUSE_BATCHES;
      }
      // Stale windows, or a failing statement: the stepwise path reads what is new and reports a real error.
      return null;
    }
    this.stats.locks += plan.lockCount;
    const inserted = limiterInsertAt === null ? [] : (results[limiterInsertAt]!.rows as InsertedEvent[]);
    return { outcomes, inserted };
  }

  /**
   * Lock, read what is new in each window, decide, write, commit: BEGIN, the locks and the read go in one round
   * trip (the read its own statement after the locks, so its snapshot sees every spend committed before them),
   * the inserts with COMMIT in a second when the batch has no parameterised writes, statement by statement when
   * it has.
   */
  private async commitStepwise(jobs: BatchJob[], prunedAtOrBefore: number | null): Promise<Committed> {
    const plan = this.planWindows(jobs, true)!;
    const opening = plan.keys.length > 0 ? [plan.lock, windowReadStatement(plan)] : [];
    const { value, closed } = await this.db.transactionOpenedWith<Committed & { limiterStatement: number | null }>(opening, async (tx, opened) => {
      if (plan.keys.length > 0) {
        this.stats.locks += plan.lockCount;
        const rows = opened[1]!.rows as { i: number; id: number; at_ms: number }[];
        this.stats.eventsRead += rows.length;
        for (const row of rows) addEvent(this.windows.get(plan.keys[row.i - 1]!)!, row.id, row.at_ms);
      }
      const { outcomes, spent } = decideSpends(jobs, this.countWindows(plan));
      const rows = rowsToInsert(jobs, outcomes, spent);
      const literal = jobs.some((job, i) => outcomes[i]!.allowed && (job.writes?.length ?? 0) > 0) ? null : literalInserts(rows);
      if (literal !== null) {
        const closing = prunedAtOrBefore === null ? literal.statements : [...literal.statements, pruneStatement(prunedAtOrBefore)];
        return { value: { outcomes, inserted: [], limiterStatement: literal.limiterStatement }, closing };
      }
      const inserted = await insertRows(tx, rows);
      for (let i = 0; i < jobs.length; i++) {
        if (!outcomes[i]!.allowed) continue;
        for (const write of jobs[i]!.writes ?? []) await tx.run(write.sql, write.params);
      }
      if (prunedAtOrBefore !== null) await tx.query(pruneStatement(prunedAtOrBefore));
      return { value: { outcomes, inserted, limiterStatement: null } };
    });
    const { outcomes, inserted, limiterStatement } = value;
    return { outcomes, inserted: limiterStatement === null ? inserted : (closed[limiterStatement]!.rows as InsertedEvent[]) };
  }

  /** Add committed spends of ours to their windows. */
  private remember(inserted: readonly InsertedEvent[]): void {
    for (const row of inserted) {
      const window = this.windows.get(`${row.bucket}\u0000${row.client_key}`);
      if (window) addEvent(window, row.id, row.at_ms);
    }
  }

  /**
   * The windows a batch spends from, with the statement that locks them all. A window not in memory (or not back
   * far enough for this batch) is started empty from the batch's earliest window start when `start` is set (the
   * read then fills it), otherwise the answer is null.
   */
  private planWindows(jobs: readonly BatchJob[], start: boolean): WindowPlan | null {
    const byBucket = spendsByBucket(jobs);
    const plan: WindowPlan = { byBucket, keys: [], buckets: [], clients: [], from: [], afterId: [], lock: '', lockCount: 0 };
    const lockIds = new Set<bigint>();
    for (const [bucket, entry] of byBucket) {
      for (const clientKey of entry.keys) {
        const key = `${bucket}\u0000${clientKey}`;
        let window = this.windows.get(key);
        if (!window || window.from > entry.since) {
          if (!start) return null;
          window = { from: entry.since, times: [], lastId: 0 };
          this.windows.set(key, window);
        }
        plan.keys.push(key);
        plan.buckets.push(bucket);
        plan.clients.push(clientKey);
        plan.from.push(window.from);
        plan.afterId.push(window.lastId);
        lockIds.add(BigInt(advisoryLockId(`limiter\u0000${key}`)));
      }
    }
    // unnest yields the ids in array order, so the locks are taken in ascending order.
    const ordered = [...lockIds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    plan.lock = `SELECT pg_advisory_xact_lock(id) FROM unnest('{${ordered.join(',')}}'::int8[]) AS id`;
    plan.lockCount = ordered.length;
    return plan;
  }

  /** Window counts (events after each spend's window start) per `bucket\0clientKey`, from memory. */
  private countWindows(plan: WindowPlan): Map<string, number> {
    const counts = new Map<string, number>();
    for (const [bucket, entry] of plan.byBucket) {
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
  const statements = literalInsertStatements(rows, pgLiteral, (table) => (table === 'limiter_events' ? LIMITER_RETURNING : ''));
  if (statements === null) return null;
  const at = statements.findIndex((statement) => statement.startsWith('INSERT INTO limiter_events '));
  return { statements, limiterStatement: at === -1 ? null : at };
}

/** The windows of one batch: parallel arrays, one entry per (bucket, client). */
interface WindowPlan {
  byBucket: ReturnType<typeof spendsByBucket>;
  keys: string[];
  buckets: string[];
  clients: string[];
  /** Each window's start in memory, and the highest event id memory has of it. */
  from: number[];
  afterId: number[];
  /** Takes every window's advisory lock, in ascending id order. */
  lock: string;
  lockCount: number;
}

/**
 * The plan's windows as a relation (bucket, client_key, from_ms, after_id, i), written with literals. A client
 * key is text PostgreSQL can store (no NUL: the limiter row could not be stored either), so a literal exists.
 */
function windowsRelation(plan: WindowPlan): string {
  const texts = (values: readonly string[]): string => {
    const literals = values.map((value) => {
      const literal = pgLiteral(value);
      if (literal === null) throw new Error('a limiter key holds a character PostgreSQL text cannot store');
      return literal;
    });
    return `ARRAY[${literals.join(', ')}]::text[]`;
  };
  return `unnest(${texts(plan.buckets)}, ${texts(plan.clients)}, '{${plan.from.join(',')}}'::int8[], '{${plan.afterId.join(',')}}'::int8[]) WITH ORDINALITY AS w (bucket, client_key, from_ms, after_id, i)`;
}

const NEW_IN_WINDOW = 'e.bucket = w.bucket AND e.client_key = w.client_key AND e.id > w.after_id AND e.at_ms > w.from_ms';

/** Every row of the plan's windows that memory has not seen, with the window's 1-based position. */
function windowReadStatement(plan: WindowPlan): string {
  return `SELECT w.i::int AS i, e.id, e.at_ms FROM ${windowsRelation(plan)} JOIN limiter_events e ON ${NEW_IN_WINDOW}`;
}

const pruneStatement = (prunedAtOrBefore: number): string => `DELETE FROM limiter_events WHERE at_ms <= ${prunedAtOrBefore - PRUNE_MARGIN_MS}`;

/**
 * A statement that fails with STALE_WINDOW when any of the plan's windows gained a row above the id memory last
 * saw (plain SQL has no way to raise an error, hence the DO block).
 */
function staleWindowGuard(plan: WindowPlan): string {
  // Dollar-quoted: the tag must not occur in the body (a client key could hold "$guard$").
  const body = `BEGIN
  IF EXISTS (SELECT 1 FROM ${windowsRelation(plan)} JOIN limiter_events e ON ${NEW_IN_WINDOW}) THEN
    RAISE EXCEPTION USING ERRCODE = '${STALE_WINDOW}', MESSAGE = 'limiter window changed since it was read';
  END IF;
END`;
  let tag = '$guard$';
  for (let n = 0; body.includes(tag); n++) tag = `$guard${n}$`;
  return `DO ${tag} ${body} ${tag}`;
}
