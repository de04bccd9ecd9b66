// The one interface the repositories talk to; SQLite (store/sqlite.ts) and PostgreSQL (store/postgres.ts) implement
// it. Statements use `?` placeholders (PostgreSQL's driver rewrites them to $1, $2, …). Where the two dialects
// differ, the repository says so in place with `db.dialect`, so every difference stays small and visible.

export type SqlValue = string | number | bigint | null | Buffer;
export type SqlParams = readonly SqlValue[];

export interface RunResult {
  /** Rows inserted, updated or deleted by the statement. */
  changes: number;
}

export type SqlDialect = 'sqlite' | 'postgres';

export interface SqlDatabase {
  readonly dialect: SqlDialect;
  run(sql: string, params?: SqlParams): Promise<RunResult>;
  get<T>(sql: string, params?: SqlParams): Promise<T | undefined>;
  all<T>(sql: string, params?: SqlParams): Promise<T[]>;
  /** One or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Run `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlDatabase) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: wait until no other transaction (of any process) holds `key`, then hold it until this
   * transaction ends. Use it before a read-then-write that must not interleave with another one on the same key.
   * SQLite: nothing to do, every write transaction already holds the database's one write lock (BEGIN IMMEDIATE).
   * PostgreSQL: a transaction-level advisory lock.
   */
  lockInTransaction(key: string): Promise<void>;
  close(): Promise<void>;
}
