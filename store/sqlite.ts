// A small promise layer over sqlite3. One connection per process; WAL lets the API and the worker share the file.
import sqlite3 from 'sqlite3';
import type { RunResult, SqlDatabase, SqlParams } from './sql-database.ts';

export type { RunResult, SqlParams, SqlValue } from './sql-database.ts';

/** Prepared statements kept per connection (least recently used dropped first). */
const MAX_CACHED_STATEMENTS = 512;

// Checkpoints off the commit path. By default SQLite copies the WAL into the database file (and syncs) inside the
// COMMIT that crosses 1000 pages; under load that stalls every request of that group commit for tens of ms (the
// p99). A second connection copies committed frames every CHECKPOINT_EVERY_MS instead (PASSIVE: it never blocks
// the writer), and the writer's own checkpoint stays as a backstop that bounds the WAL, by then with little left
// to copy. Durability is unchanged: a commit is durable once in the WAL, checkpointed or not.
const CHECKPOINT_EVERY_MS = 100;
const WRITER_AUTOCHECKPOINT_PAGES = 8000;

export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite';
  private txQueue: Promise<unknown> = Promise.resolve();
  private readonly statements = new Map<string, Promise<sqlite3.Statement>>();
  private checkpointer: { db: sqlite3.Database; timer: NodeJS.Timeout; running: Promise<void> } | null = null;

  private constructor(
    private readonly db: sqlite3.Database,
    private readonly busyTimeoutMs: number,
  ) {}

  /** Retry `work` while SQLite answers SQLITE_BUSY, for up to the busy timeout. */
  async retryWhileBusy<T>(work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.busyTimeoutMs;
    for (let delay = 5; ; delay = Math.min(delay * 2, 100)) {
      try {
        return await work();
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  static async open(filename: string, options: { busyTimeoutMs?: number } = {}): Promise<SqliteDatabase> {
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const handle = new sqlite3.Database(filename, (err) => (err ? reject(err) : resolve(handle)));
    });
    const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
    const wrapped = new SqliteDatabase(db, busyTimeoutMs);
    db.configure('busyTimeout', busyTimeoutMs);
    // Switching a new file to WAL needs an exclusive lock and may answer SQLITE_BUSY at once (without the busy
    // handler) while a second process opens the same file: retry like the busy handler would.
    await wrapped.retryWhileBusy(() => wrapped.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;'));
    if (filename !== ':memory:' && filename !== '') await wrapped.startCheckpointer(filename);
    return wrapped;
  }

  private async startCheckpointer(filename: string): Promise<void> {
    await this.exec(`PRAGMA wal_autocheckpoint = ${WRITER_AUTOCHECKPOINT_PAGES}`);
    const db = await new Promise<sqlite3.Database>((resolve, reject) => {
      const handle = new sqlite3.Database(filename, (err) => (err ? reject(err) : resolve(handle)));
    });
    const checkpointer = { db, timer: setInterval(() => tick(), CHECKPOINT_EVERY_MS), running: Promise.resolve() };
    let busy = false;
    const tick = (): void => {
      if (busy) return;
      busy = true;
      // Errors (SQLITE_BUSY while another checkpoint runs) only mean: try again next tick.
      checkpointer.running = new Promise<void>((resolve) => db.exec('PRAGMA wal_checkpoint(PASSIVE)', () => resolve())).then(() => {
        busy = false;
      });
    };
    checkpointer.timer.unref();
    this.checkpointer = checkpointer;
  }

  run(sql: string, params: SqlParams = []): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      this.db.run(sql, params, function (this: sqlite3.RunResult, err: Error | null) {
        if (err) reject(err);
        else resolve({ changes: this.changes });
      });
    });
  }

  get<T>(sql: string, params: SqlParams = []): Promise<T | undefined> {
    return new Promise((resolve, reject) => {
      this.db.get(sql, params, (err: Error | null, row: T | undefined) => (err ? reject(err) : resolve(row)));
    });
  }

  all<T>(sql: string, params: SqlParams = []): Promise<T[]> {
    return new Promise((resolve, reject) => {
      this.db.all(sql, params, (err: Error | null, rows: T[]) => (err ? reject(err) : resolve(rows)));
    });
  }

  /**
   * Like run(), through a statement prepared once and reused. sqlite3's Database#run prepares, runs and
   * finalizes on every call (two thread-pool round trips, plus SQL parsing); a cached statement costs one. For
   * hot statements that run to completion (BEGIN/COMMIT, INSERT without RETURNING): run() steps only once,
   * so a statement that returns rows would stay open.
   */
  async runPrepared(sql: string, params: SqlParams = []): Promise<RunResult> {
    const statement = await this.prepared(sql);
    return new Promise((resolve, reject) => {
      statement.run(params, function (this: sqlite3.RunResult, err: Error | null) {
        if (err) reject(err);
        else resolve({ changes: this.changes });
      });
    });
  }

  /** Like all(), through a statement prepared once and reused (Statement#all reads to the end and resets). */
  async allPrepared<T>(sql: string, params: SqlParams = []): Promise<T[]> {
    const statement = await this.prepared(sql);
    return new Promise((resolve, reject) => {
      statement.all(params, (err: Error | null, rows: T[]) => (err ? reject(err) : resolve(rows)));
    });
  }

  private prepared(sql: string): Promise<sqlite3.Statement> {
    let statement = this.statements.get(sql);
    if (statement) {
      // Map order is the LRU order: move this one to the back.
      this.statements.delete(sql);
      this.statements.set(sql, statement);
      return statement;
    }
    if (this.statements.size >= MAX_CACHED_STATEMENTS) {
      const [oldestSql, oldest] = this.statements.entries().next().value!;
      this.statements.delete(oldestSql);
      // Finalize is queued behind any run still pending on that statement.
      void oldest.then((st) => st.finalize(), () => undefined);
    }
    // Wait for the prepare so a bad statement rejects here (and is not cached) instead of failing later.
    statement = new Promise<sqlite3.Statement>((resolve, reject) => {
      const st = this.db.prepare(sql, (err: Error | null) => (err ? reject(err) : resolve(st)));
    });
    this.statements.set(sql, statement);
    statement.catch(() => this.statements.delete(sql));
    return statement;
  }

  exec(sql: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.db.exec(sql, (err: Error | null) => (err ? reject(err) : resolve()));
    });
  }

  /**
   * Run `work` inside BEGIN IMMEDIATE … COMMIT. Transactions on this connection are queued one after another,
   * because sqlite3 shares one connection between all callers and interleaved statements would join the
   * wrong transaction. IMMEDIATE takes the write lock up front so two processes never deadlock on upgrade.
   */
  transaction<T>(work: (db: SqliteDatabase) => Promise<T>): Promise<T> {
    return this.queued(async () => {
      // Prepared once: every group commit runs these, and each saves a thread-pool round trip this way.
      await this.retryWhileBusy(() => this.runPrepared('BEGIN IMMEDIATE'));
      const result = await work(this);
      await this.runPrepared('COMMIT');
      return result;
    });
  }

  /** Nothing to wait for: a transaction here already holds the database's one write lock (BEGIN IMMEDIATE). */
  lockInTransaction(_key: string): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Run `statements` as one transaction in a single thread-pool call (Database#exec): BEGIN IMMEDIATE, the
   * statements, COMMIT. exec stops at the first failing statement, so COMMIT only runs when every statement before
   * it succeeded; after a failure the transaction is rolled back and the error rethrown. Queued with transaction()
   * so nothing else joins it. Statements carry literals, not parameters (see sql-literal.ts).
   */
  execTransaction(statements: readonly string[]): Promise<void> {
    return this.queued(() => this.exec(`BEGIN IMMEDIATE;\n${statements.join(';\n')};\nCOMMIT;`));
  }

  /** One transaction at a time on this connection; a failure rolls back ("no transaction is active" is fine). */
  private queued<T>(work: () => Promise<T>): Promise<T> {
    const next = this.txQueue.then(async () => {
      try {
        return await work();
      } catch (error) {
        await this.runPrepared('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
    this.txQueue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    if (this.checkpointer) {
      const { db, timer, running } = this.checkpointer;
      this.checkpointer = null;
      clearInterval(timer);
      await running;
      await new Promise<void>((resolve) => db.close(() => resolve()));
    }
    // sqlite3 refuses to close a connection with statements left unfinalized.
    const cached = [...this.statements.values()];
    this.statements.clear();
    for (const statement of cached) {
      const st = await statement.catch(() => null);
      if (st) await new Promise<void>((resolve) => st.finalize(() => resolve()));
    }
    return new Promise((resolve, reject) => this.db.close((err) => (err ? reject(err) : resolve())));
  }
}
