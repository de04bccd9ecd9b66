// Group commit for the hot path. Each quote must spend from an exact sliding-window bucket and be durably
// stored before it is answered; doing that with separate awaited statements per request caps throughput at a few
// thousand per second. Instead requests queue their work and one BEGIN IMMEDIATE … COMMIT carries every request
// that arrived while the previous commit was running. The write lock makes the count-then-spend exact, across
// requests and across processes sharing the file.
//
// Each awaited statement is a round trip through libuv's thread pool, and on a busy 2-core machine every hop waits
// for a core: five hops per commit (BEGIN, data_version, two INSERTs, COMMIT) left the server thread idle a third
// of the time. When the limiter's in-memory log can decide the batch by itself (the usual case), the whole
// transaction goes down in one exec call instead, with a guard that aborts it if another connection has committed
// since the log was last validated; the batch then takes the statement-by-statement path, which reloads.
//
// The queue (GroupCommitQueue) is shared by both stores; how a batch is committed is each store's own:
// BatchedWriter below for SQLite, PostgresBatchedWriter (store/postgres-writes.ts) for PostgreSQL.
import { sqlLiteral } from './sql-literal.ts';
import type { SqlParams, SqlValue } from './sql-database.ts';
import type { SqliteDatabase } from './sqlite.ts';

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
  /** A second bucket spent together with `spend` (a ceiling over several clients): both must have room, or neither is spent. */
  ceiling?: BucketSpend;
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

export const MAX_PARAMS_PER_STATEMENT = 30_000;

// The grouping key of a column list, worked out once per list: rows are built from a few constant lists
// (QUOTE_COLUMNS, LIMITER_COLUMNS, …), and joining the names again for every row of every batch cost more than the
// grouping itself.
const columnKeys = new WeakMap<readonly string[], string>();

function columnKey(columns: readonly string[]): string {
  let key = columnKeys.get(columns);
  if (key === undefined) {
    key = columns.join(',');
    columnKeys.set(columns, key);
  }
  return key;
}

/** Rows grouped by table and columns: each group goes in as few multi-row statements as the limits allow. */
export function groupRows(rows: readonly RowInsert[]): RowInsert[][] {
  // By table, then by column list (no key string built per row); groups in the order their first row came.
  const byTable = new Map<string, Map<string, RowInsert[]>>();
  const groups: RowInsert[][] = [];
  for (const row of rows) {
    let byColumns = byTable.get(row.table);
    if (!byColumns) {
      byColumns = new Map();
      byTable.set(row.table, byColumns);
    }
    const key = columnKey(row.columns);
    const group = byColumns.get(key);
    if (group) group.push(row);
    else {
      const created = [row];
      byColumns.set(key, created);
      groups.push(created);
    }
  }
  return groups;
}

async function insertRows(tx: SqliteDatabase, rows: readonly RowInsert[]): Promise<void> {
  for (const group of groupRows(rows)) {
    const { table, columns } = group[0]!;
    const placeholders = `(${columns.map(() => '?').join(', ')})`;
    const perStatement = Math.max(1, Math.floor(MAX_PARAMS_PER_STATEMENT / columns.length));
    for (let start = 0; start < group.length; start += perStatement) {
      const chunk = group.slice(start, start + perStatement);
      // Prepared and cached per row count: a batch size repeats often under steady load.
      await tx.runPrepared(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')}`, chunk.flatMap((r) => r.values));
    }
  }
}

/**
 * The same inserts with literal values, one statement per group (in `literal`'s dialect, SQLite's by default, each
 * ending in `suffix(table)`); null when a value has no exact literal.
 */
export function literalInsertStatements(rows: readonly RowInsert[], literal: (value: SqlValue) => string | null = sqlLiteral, suffix: (table: string) => string = () => ''): string[] | null {
  const statements: string[] = [];
  for (const group of groupRows(rows)) {
    const { table, columns } = group[0]!;
    // One list of pieces per statement, joined once: no array and joined string per row (a batch has ~100 rows).
    const pieces: string[] = [`INSERT INTO ${table} (${columns.join(', ')}) VALUES `];
    for (let r = 0; r < group.length; r++) {
      const { values } = group[r]!;
      pieces.push(r === 0 ? '(' : ', (');
      for (let v = 0; v < values.length; v++) {
        const text = literal(values[v]!);
        if (text === null) return null;
        if (v > 0) pieces.push(', ');
        pieces.push(text);
      }
      pieces.push(')');
    }
    pieces.push(suffix(table));
    statements.push(pieces.join(''));
  }
  return statements;
}

/** Every limiter event of one bucket and client with at_ms > `from`, ascending. */
interface EventLog {
  from: number;
  times: number[];
}

/** Number of entries of an ascending array that are ≤ value. */
export function countAtMost(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * An exact in-memory copy of the limiter rows this writer has seen, so a window count is a binary search and not
 * an index scan: COUNT(*) over a busy client's window visits every row in it (about 4 ms at 20k rows, 17 ms at
 * 60k, on every batch). It stays exact across connections and processes because SQLite's data_version, read
 * under the write lock at the start of each batch, changes whenever any other connection has committed; then
 * the copy is dropped and reloaded from the table. Our own commits are added only once COMMIT has succeeded.
 */
class LimiterLog {
  private readonly logs = new Map<string, EventLog>();
  private version: number | null = null;

  /** Window counts (events with at_ms > since) per `bucket\0clientKey`; call inside the write transaction. */
  async counts(tx: SqliteDatabase, byBucket: ReadonlyMap<string, { since: number; keys: ReadonlySet<string> }>): Promise<Map<string, number>> {
    const [row] = await tx.allPrepared<{ v: number }>('SELECT data_version AS v FROM pragma_data_version');
    if (row?.v !== this.version) {
      this.logs.clear();
      this.version = row?.v ?? null;
    }
    for (const [bucket, { since, keys }] of byBucket) {
      const missing = [...keys].filter((key) => {
        const log = this.logs.get(`${bucket}\u0000${key}`);
        return !log || log.from > since;
      });
      if (missing.length > 0) {
        const loaded = missing.map((key): [string, EventLog] => [key, { from: since, times: [] }]);
        const byKey = new Map(loaded);
        const rows = await tx.allPrepared<{ client_key: string; at_ms: number }>(
          `SELECT client_key, at_ms FROM limiter_events
           WHERE bucket = ? AND client_key IN (${missing.map(() => '?').join(', ')}) AND at_ms > ?
           ORDER BY client_key, at_ms`,
          [bucket, ...missing, since],
        );
        for (const r of rows) byKey.get(r.client_key)?.times.push(r.at_ms);
        for (const [key, log] of loaded) this.logs.set(`${bucket}\u0000${key}`, log);
      }
    }
    return this.countLoaded(byBucket)!;
  }

  /**
   * Window counts from memory alone, valid only while data_version is still `version` (the one-call commit's guard
   * checks that); null when memory cannot answer: nothing validated yet, or a client not loaded back far enough.
   */
  countsInMemory(byBucket: ReadonlyMap<string, { since: number; keys: ReadonlySet<string> }>): { counts: Map<string, number>; version: number } | null {
    if (this.version === null) return null;
    const counts = this.countLoaded(byBucket);
    return counts && { counts, version: this.version };
  }

  /** Window counts from the loaded logs; null when a client is not loaded back far enough. */
  private countLoaded(byBucket: ReadonlyMap<string, { since: number; keys: ReadonlySet<string> }>): Map<string, number> | null {
    const counts = new Map<string, number>();
    for (const [bucket, { since, keys }] of byBucket) {
      for (const key of keys) {
        const log = this.logs.get(`${bucket}\u0000${key}`);
        if (!log || log.from > since) return null;
        counts.set(`${bucket}\u0000${key}`, log.times.length - countAtMost(log.times, since));
      }
    }
    return counts;
  }

  /** After COMMIT: add the spends it wrote and drop what its prune deleted. */
  committed(spent: readonly BucketSpend[], prunedAtOrBefore: number | null): void {
    for (const s of spent) {
      const log = this.logs.get(`${s.bucket}\u0000${s.clientKey}`);
      if (!log) continue;
      const { times } = log;
      if (times.length === 0 || times[times.length - 1]! <= s.atMs) times.push(s.atMs);
      else times.splice(countAtMost(times, s.atMs), 0, s.atMs);
    }
    if (prunedAtOrBefore !== null) {
      for (const [key, log] of this.logs) {
        const gone = countAtMost(log.times, prunedAtOrBefore);
        // `from` stays: the prune deleted the same rows from the table, so memory still holds exactly the table's
        // events after `from`. (Raising it to the cutoff made every spend queued before the prune miss memory.)
        if (gone === log.times.length) this.logs.delete(key);
        else if (gone > 0) log.times.splice(0, gone);
      }
    }
  }

  /** After a failed batch nothing in memory can be trusted. */
  reset(): void {
    this.logs.clear();
    this.version = null;
  }
}

interface Applied {
  outcomes: BatchOutcome[];
  spent: BucketSpend[];
  prunedAtOrBefore: number | null;
}

// Aborts a one-call commit when another connection has committed since the limiter log was validated: the
// CHECK fails only if the guard's SELECT finds data_version changed. A temp table is private to the connection.
const GUARD_TABLE = 'CREATE TEMP TABLE IF NOT EXISTS limiter_log_guard (stale INTEGER CONSTRAINT limiter_log_stale CHECK (stale = 0))';
const guardStatement = (version: number): string =>
  `INSERT INTO temp.limiter_log_guard (stale) SELECT 1 FROM pragma_data_version WHERE data_version <> ${version}`;

/** How batches were committed; tests and the benchmark read it. */
export interface WriterStats {
  /** Committed in one exec call from the in-memory limiter log. */
  oneCall: number;
  /** Committed statement by statement (first use, a client not in memory, writes with parameters). */
  stepwise: number;
  /** One-call attempts that fell back (another connection had committed, or a statement failed). */
  fallbacks: number;
}

/**
 * The group-commit queue: jobs submitted while a batch commits wait for the next batch; an idle queue starts at the
 * end of the turn. `commitBatch` commits one batch in one transaction and answers one outcome per job, or throws
 * (then every job of the batch is rejected and nothing of it is committed).
 */
export abstract class GroupCommitQueue {
  private queue: Pending[] = [];
  private flushing = false;
  /** The running (or scheduled) flush, so close() can wait for every submitted job to be committed. */
  private flushed: Promise<void> = Promise.resolve();
  private lastPruneMs = 0;
  private maxWindowMs = 3_600_000;

  submit(job: BatchJob): Promise<BatchOutcome> {
    for (const spend of spendsOf(job)) this.maxWindowMs = Math.max(this.maxWindowMs, spend.windowMs);
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      // An idle writer starts at the end of this turn, not now: the other quotes priced in this turn
      // (api/turn-queue.ts) then join the same commit. Started at once, 40 % of commits carried one or two rows.
      if (!this.flushing) {
        this.flushing = true;
        this.flushed = new Promise((done) => setImmediate(() => void this.flush().finally(done)));
      }
    });
  }

  /** Resolves once every job submitted so far has been committed (or failed). */
  async drained(): Promise<void> {
    while (this.flushing) await this.flushed;
  }

  protected abstract commitBatch(jobs: BatchJob[]): Promise<BatchOutcome[]>;

  /** Told of every committed batch: its duration and how many jobs it carried (metrics). */
  onCommit: ((seconds: number, size: number) => void) | undefined;

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const started = performance.now();
          const outcomes = await this.commitBatch(batch.map((p) => p.job));
          this.onCommit?.((performance.now() - started) / 1000, batch.length);
          batch.forEach((pending, i) => pending.resolve(outcomes[i]!));
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /** Call once a batch that pruned (pruneCutoff answered a number) has committed. */
  protected pruned(): void {
    this.lastPruneMs = Date.now();
  }

  /**
   * Limiter rows older than every window are deleted about once a minute, inside a batch. The cutoff is taken from
   * the batch's earliest spend, so no row inside the window of a spend being decided is ever deleted.
   */
  protected pruneCutoff(jobs: readonly BatchJob[]): number | null {
    const now = Date.now();
    if (now - this.lastPruneMs <= PRUNE_EVERY_MS) return null;
    let earliest = now;
    for (const job of jobs) for (const spend of spendsOf(job)) if (spend.atMs < earliest) earliest = spend.atMs;
    return earliest - this.maxWindowMs;
  }
}

/** SQLite's group commit: the in-memory limiter log, validated by data_version, and the one-call commit. */
export class BatchedWriter extends GroupCommitQueue {
  private readonly limiterLog = new LimiterLog();
  private guardReady = false;
  readonly stats: WriterStats = { oneCall: 0, stepwise: 0, fallbacks: 0 };

  constructor(private readonly db: SqliteDatabase) {
    super();
  }

  protected async commitBatch(jobs: BatchJob[]): Promise<BatchOutcome[]> {
    try {
      let applied = await this.commitInOneCall(jobs);
      if (applied) this.stats.oneCall++;
      else {
        applied = await this.db.transaction((tx) => this.apply(tx, jobs));
        this.stats.stepwise++;
      }
      const { outcomes, spent, prunedAtOrBefore } = applied;
      if (prunedAtOrBefore !== null) this.pruned();
      this.limiterLog.committed(spent, prunedAtOrBefore);
      return outcomes;
    } catch (error) {
      this.limiterLog.reset();
      throw error;
    }
  }

  /** The batch as one exec call, when memory can decide every spend and every value has an exact literal. */
  private async commitInOneCall(jobs: BatchJob[]): Promise<Applied | null> {
    if (jobs.some((job) => (job.writes?.length ?? 0) > 0)) return null;
    const byBucket = spendsByBucket(jobs);
    let counts = new Map<string, number>();
    let version: number | null = null;
    if (byBucket.size > 0) {
      const known = this.limiterLog.countsInMemory(byBucket);
      if (!known) return null;
      ({ counts, version } = known);
    }
    const { outcomes, spent } = decideSpends(jobs, counts);
    const statements: string[] = [];
    if (version !== null) {
      if (!this.guardReady) statements.push(GUARD_TABLE);
      statements.push(guardStatement(version));
    }
    const inserts = literalInsertStatements(rowsToInsert(jobs, outcomes, spent));
    if (!inserts) return null;
    statements.push(...inserts);
    const prunedAtOrBefore = this.pruneCutoff(jobs);
    if (prunedAtOrBefore !== null) statements.push(`DELETE FROM limiter_events WHERE at_ms <= ${sqlLiteral(prunedAtOrBefore)}`);
    if (statements.length === 0) return { outcomes, spent, prunedAtOrBefore };
    try {
      await this.db.execTransaction(statements);
    } catch {
      // Stale log (the guard) or a failing statement: the stepwise path reloads and reports a real error.
      this.stats.fallbacks++;
      this.limiterLog.reset();
      return null;
    }
    if (version !== null) this.guardReady = true;
    return { outcomes, spent, prunedAtOrBefore };
  }

  private async apply(tx: SqliteDatabase, jobs: BatchJob[]): Promise<Applied> {
    const byBucket = spendsByBucket(jobs);
    const counts = byBucket.size > 0 ? await this.limiterLog.counts(tx, byBucket) : new Map<string, number>();
    const { outcomes, spent } = decideSpends(jobs, counts);
    await insertRows(tx, rowsToInsert(jobs, outcomes, spent));
    for (let i = 0; i < jobs.length; i++) {
      if (!outcomes[i]!.allowed) continue;
      for (const write of jobs[i]!.writes ?? []) await tx.run(write.sql, write.params);
    }
    const prunedAtOrBefore = this.pruneCutoff(jobs);
    if (prunedAtOrBefore !== null) await tx.run('DELETE FROM limiter_events WHERE at_ms <= ?', [prunedAtOrBefore]);
    return { outcomes, spent, prunedAtOrBefore };
  }
}

const LIMITER_COLUMNS = ['bucket', 'client_key', 'at_ms'] as const;

/** The batch's rows: one limiter event per granted spend, then the rows of every allowed job. */
export function rowsToInsert(jobs: readonly BatchJob[], outcomes: readonly BatchOutcome[], spent: readonly BucketSpend[]): RowInsert[] {
  const events = spent.map((s): RowInsert => ({ table: 'limiter_events', columns: LIMITER_COLUMNS, values: [s.bucket, s.clientKey, s.atMs] }));
  return [...events, ...jobs.flatMap((job, i) => (outcomes[i]!.allowed ? (job.rows ?? []) : []))];
}

// Module level, not a closure per job: under tsx every named closure also costs a __name call.
const keyOf = (spend: BucketSpend): string => `${spend.bucket}\u0000${spend.clientKey}`;

/** Spend or refuse each job in order against the window counts (updated as spends are granted). */
export function decideSpends(jobs: readonly BatchJob[], counts: Map<string, number>): { outcomes: BatchOutcome[]; spent: BucketSpend[] } {
  const outcomes: BatchOutcome[] = [];
  const spent: BucketSpend[] = [];
  for (const job of jobs) {
    // A job spends from at most two buckets: each key is built once (it was built three times per spend).
    const first = job.spend ?? job.ceiling;
    const second = job.spend ? job.ceiling : undefined;
    const firstKey = first ? keyOf(first) : '';
    const secondKey = second ? keyOf(second) : '';
    const firstCount = first ? (counts.get(firstKey) ?? 0) : 0;
    const secondCount = second ? (counts.get(secondKey) ?? 0) : 0;
    const allowed = (!first || firstCount < first.limit) && (!second || secondCount < second.limit);
    if (allowed) {
      if (first) {
        counts.set(firstKey, firstCount + 1);
        spent.push(first);
      }
      if (second) {
        // The same bucket and client twice in one job counts twice, as it did.
        counts.set(secondKey, (secondKey === firstKey ? firstCount + 1 : secondCount) + 1);
        spent.push(second);
      }
    }
    outcomes.push({ allowed });
  }
  return { outcomes, spent };
}

export function spendsOf(job: BatchJob): BucketSpend[] {
  return job.spend ? (job.ceiling ? [job.spend, job.ceiling] : [job.spend]) : job.ceiling ? [job.ceiling] : [];
}

type SpendsByBucket = Map<string, { since: number; keys: Set<string> }>;

function addSpend(byBucket: SpendsByBucket, spend: BucketSpend): void {
  const since = spend.atMs - spend.windowMs;
  const entry = byBucket.get(spend.bucket);
  if (entry) {
    if (since < entry.since) entry.since = since;
    entry.keys.add(spend.clientKey);
  } else byBucket.set(spend.bucket, { since, keys: new Set([spend.clientKey]) });
}

/** The clients to count per bucket, each bucket from its earliest window start in the batch. */
export function spendsByBucket(jobs: readonly BatchJob[]): SpendsByBucket {
  const byBucket: SpendsByBucket = new Map();
  // No list of spends per job (spendsOf) on this path: it runs for every job of every batch.
  for (const job of jobs) {
    if (job.spend) addSpend(byBucket, job.spend);
    if (job.ceiling) addSpend(byBucket, job.ceiling);
  }
  return byBucket;
}
