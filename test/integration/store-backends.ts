// The two stores the repository contract tests run against: SQLite in a temp file, and PostgreSQL in a throwaway
// database (created per test, dropped after). PostgreSQL missing is a failure with a hint, never a skip.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PostgresDatabase, SqliteDatabase } from '../../store/index.ts';
import type { OpenStoreOptions, SqlDatabase } from '../../store/index.ts';

/** The server the PostgreSQL tests use; its user must be allowed to create databases. */
export const POSTGRES_ADMIN_URL = process.env.PQS_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const POSTGRES_MISSING_HINT = `The PostgreSQL store tests need a PostgreSQL server at ${POSTGRES_ADMIN_URL} (user postgres, trust auth on loopback).
Start one:
  Debian/Ubuntu: apt-get install -y postgresql && pg_ctlcluster $(ls /etc/postgresql) main start
                 (trust on loopback: "host all postgres 127.0.0.1/32 trust" in pg_hba.conf, then reload)
  Docker:        docker run -d -p 127.0.0.1:5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:17
or point PQS_TEST_POSTGRES_URL at another server (a user that may CREATE DATABASE).`;

export interface StoreBackend {
  name: 'SQLite' | 'PostgreSQL';
  /** A new, empty store location; `cleanup` collects what removes it. */
  fresh(cleanup: (fn: () => Promise<void> | void) => void): Promise<OpenStoreOptions>;
}

const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
let databases = 0;

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`${POSTGRES_MISSING_HINT.replace(POSTGRES_ADMIN_URL, adminUrl)}\n(${(error as Error).message})`);
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database: its URL, and a function that drops it (closing any connection left open). */
export async function createThrowawayDatabase(adminUrl = POSTGRES_ADMIN_URL): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `pqs_test_${runId}_${++databases}`;
  await admin(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(adminUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))) };
}

/** Drop a database by name (closing connections left open), e.g. one a tool created. */
export async function dropDatabase(name: string, adminUrl = POSTGRES_ADMIN_URL): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await admin(adminUrl, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
}

export const sqliteBackend: StoreBackend = {
  name: 'SQLite',
  async fresh(cleanup) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pqs-store-'));
    cleanup(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(path.join(dir, 'nested'));
    return { file: path.join(dir, 'nested', 'store.sqlite') };
  },
};

export const postgresBackend: StoreBackend = {
  name: 'PostgreSQL',
  async fresh(cleanup) {
    const database = await createThrowawayDatabase();
    cleanup(database.drop);
    return { file: '', url: database.url };
  },
};

export const STORE_BACKENDS: readonly StoreBackend[] = [sqliteBackend, postgresBackend];

/** The bare database of a location (migrations not applied), for tests of the driver and the migrations. */
export async function openDatabase(options: OpenStoreOptions): Promise<SqlDatabase> {
  return options.url ? PostgresDatabase.open(options.url) : SqliteDatabase.open(options.file);
}
