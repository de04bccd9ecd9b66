// PostgreSQL behind the same SqlDatabase interface as SQLite, on node-postgres (`pg`): a pool for single statements,
// one pooled connection per transaction. Many processes may share one database; what SQLite's single write lock
// gave for free (read-then-write without interleaving) is asked for explicitly with lockInTransaction.
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { RunResult, SqlDatabase, SqlParams, SqlValue } from './sql-database.ts';

const INT8_OID = 20;

// int8 (BIGINT columns, COUNT(*)) arrives as a string by default; every such value here (milliseconds, counts)
// is far below 2**53, so a number is exact and matches what SQLite answers.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => (oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format))) as pg.CustomTypesConfig['getTypeParser'],
};

const positional = new Map<string, string>();

/**
 * `?` placeholders as PostgreSQL's `$1, $2, …`, outside quoted strings, quoted identifiers and comments. The
 * repositories write `?` for both stores; results are cached per statement text.
 */
export function toPositional(sql: string): string {
  const cached = positional.get(sql);
  if (cached !== undefined) return cached;
  let out = '';
  let n = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i]!;
    if (c === "'" || c === '"') {
      const end = sql.indexOf(c, i + 1);
      const stop = end === -1 ? sql.length : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length - 1 : end;
      out += sql.slice(i, stop + 1);
      i = stop;
    } else if (c === '?') out += `$${++n}`;
    else out += c;
  }
  if (positional.size < 2000) positional.set(sql, out);
  return out;
}

/** A stable 64-bit advisory lock id for `key` (a collision only makes two keys wait for each other). */
export function advisoryLockId(key: string): string {
  return createHash('sha256').update(key).digest().readBigInt64BE(0).toString();
}

/**
 * The literal PostgreSQL reads back as exactly `value`, for a script sent in one simple-protocol message (which
 * takes no parameters); null when there is none (a string holding NUL, which text cannot store; a non-finite
 * number). A string without a backslash reads the same whatever standard_conforming_strings says; one with a
 * backslash is written as an escape string (E'…'), which reads the same under both settings too.
 */
export function pgLiteral(value: SqlValue): string | null {
  if (value === null) return 'NULL';
  switch (typeof value) {
    case 'string':
      if (value.indexOf('\u0000') !== -1) return null;
      if (value.indexOf('\\') !== -1) return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
      return value.indexOf("'") === -1 ? `'${value}'` : `'${value.replaceAll("'", "''")}'`;
    case 'number':
      return Number.isFinite(value) ? String(value) : null; // String(-0) is "0"; 1e+21 is a valid numeric literal
    case 'bigint':
      return String(value);
    default:
      return Buffer.isBuffer(value) ? `decode('${value.toString('hex')}', 'hex')` : null;
  }
}

/** Statements on one connection: the pool's, or a transaction's. */
class PostgresSession implements SqlDatabase {
  readonly dialect = 'postgres';
  constructor(protected readonly queryable: pg.Pool | pg.PoolClient) {}

  /** A statement with PostgreSQL's own `$n` placeholders and any parameter pg can send (arrays too). */
  async query<T>(sql: string, params: readonly unknown[] = []): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
    return this.queryable.query<T & pg.QueryResultRow>(sql, params as unknown[]);
  }

  async run(sql: string, params: SqlParams = []): Promise<RunResult> {
    const result = await this.query(toPositional(sql), params);
    return { changes: result.rowCount ?? 0 };
  }

  async get<T>(sql: string, params: SqlParams = []): Promise<T | undefined> {
    return (await this.query<T>(toPositional(sql), params)).rows[0];
  }

  async all<T>(sql: string, params: SqlParams = []): Promise<T[]> {
    return (await this.query<T>(toPositional(sql), params)).rows;
  }

  /** Several statements (no parameters: literals only) in one simple-protocol message: one round trip, one result each. */
  async script(statements: readonly string[]): Promise<pg.QueryResult[]> {
    if (statements.length === 0) return [];
    const results = (await this.queryable.query(statements.join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? results : [results];
  }

  async exec(sql: string): Promise<void> {
    // Without parameters pg uses the simple query protocol, which takes several statements at once.
    await this.queryable.query(sql);
  }

  transaction<T>(_work: (tx: SqlDatabase) => Promise<T>): Promise<T> {
    return Promise.reject(new Error('a transaction is already open on this connection'));
  }

  async lockInTransaction(key: string): Promise<void> {
    await this.queryable.query('SELECT pg_advisory_xact_lock($1::int8)', [advisoryLockId(key)]);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

export type PostgresTransaction = PostgresSession;

export class PostgresDatabase extends PostgresSession {
  private constructor(private readonly pool: pg.Pool) {
    super(pool);
  }

  /** Connects once up front, so a wrong URL or a stopped server fails at start-up with the driver's message. */
  static async open(url: string, options: { maxConnections?: number } = {}): Promise<PostgresDatabase> {
    const pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 10, types });
    // An idle pooled connection that the server drops must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    try {
      await pool.query('SELECT 1');
    } catch (error) {
      await pool.end();
      throw error;
    }
    return new PostgresDatabase(pool);
  }

  override async transaction<T>(work: (tx: PostgresTransaction) => Promise<T>): Promise<T> {
    return (await this.transactionOpenedWith([], async (tx) => ({ value: await work(tx) }))).value;
  }

  /**
   * A transaction in as few round trips as its work allows: BEGIN goes with `opening` (statements without
   * parameters), `work` gets their results and may run statements of its own, and COMMIT goes with the `closing`
   * statements it answers. Rolled back when anything throws.
   */
  transactionOpenedWith<T>(
    opening: readonly string[],
    work: (tx: PostgresTransaction, opened: pg.QueryResult[]) => Promise<{ value: T; closing?: readonly string[] }>,
  ): Promise<{ value: T; closed: pg.QueryResult[] }> {
    return this.onConnection(async (tx) => {
      const opened = await tx.script(['BEGIN', ...opening]);
      const { value, closing = [] } = await work(tx, opened.slice(1));
      const closed = await tx.script([...closing, 'COMMIT']);
      return { value, closed: closed.slice(0, -1) };
    });
  }

  /**
   * `statements` (no parameters: literals only) inside BEGIN … COMMIT, sent as one simple-protocol message, so the
   * whole transaction is one round trip. Each statement still runs with its own snapshot (READ COMMITTED), as if
   * sent one by one. Any error rolls everything back and is thrown. Answers each statement's result, in order.
   */
  transactionScript(statements: readonly string[]): Promise<pg.QueryResult[]> {
    return this.onConnection(async (tx) => (await tx.script(['BEGIN', ...statements, 'COMMIT'])).slice(1, -1));
  }

  /** `work` on one pooled connection; if it throws, whatever transaction it left open is rolled back. */
  private async onConnection<T>(work: (session: PostgresSession) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      return await work(new PostgresSession(client));
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      // A connection whose ROLLBACK failed is in an unknown state: the pool discards it instead of reusing it.
      client.release(broken);
    }
  }

  override async lockInTransaction(): Promise<void> {
    throw new Error('lockInTransaction needs a transaction (db.transaction(tx => tx.lockInTransaction(key)))');
  }

  override async close(): Promise<void> {
    await this.pool.end();
  }
}
