// A small promise layer over sqlite3. One connection per process; WAL lets the API and the worker share the file.
import sqlite3 from 'sqlite3';

export type SqlValue = string | number | bigint | null | Buffer;
export type SqlParams = readonly SqlValue[] | Record<string, SqlValue>;

export interface RunResult {
  changes: number;
  lastID: number;
}

export class SqliteDatabase {
  private txQueue: Promise<unknown> = Promise.resolve();

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
    return wrapped;
  }

  run(sql: string, params: SqlParams = []): Promise<RunResult> {
    return new Promise((resolve, reject) => {
      this.db.run(sql, params, function (this: sqlite3.RunResult, err: Error | null) {
        if (err) reject(err);
        else resolve({ changes: this.changes, lastID: this.lastID });
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
    const next = this.txQueue.then(async () => {
      await this.retryWhileBusy(() => this.run('BEGIN IMMEDIATE'));
      try {
        const result = await work(this);
        await this.run('COMMIT');
        return result;
      } catch (error) {
        await this.run('ROLLBACK').catch(() => undefined);
        throw error;
      }
    });
    this.txQueue = next.catch(() => undefined);
    return next;
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) => this.db.close((err) => (err ? reject(err) : resolve())));
  }
}
