// Several API processes on one PostgreSQL database: spawned `npm run api` processes, real HTTP on loopback.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../config/index.ts';
import { PostgresDatabase, openStore } from '../../store/index.ts';
import { createClientSecretHasher, newClientId, newClientSecret } from '../../api/oauth/secrets.ts';
import { pgLiteral, toPositional } from '../../store/postgres.ts';
import { PostgresBatchedWriter } from '../../store/postgres-writes.ts';
import { applyMigrations } from '../../store/migrations.ts';
import { createThrowawayDatabase } from './store-backends.ts';
import { freePort } from './ports.ts';
import { tempDir } from './harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** `npm run api` as its own process on `databaseUrl`; resolves once it answers HTTP. */
async function startApiProcess(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const data = tempDir('pqs-api-');
  cleanups.push(data.remove);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'api/main.ts')], {
    cwd: projectRoot(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: data.dir, TEMPORAL_ADDRESS: inject('temporalAddress'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  cleanups.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the API process did not come up:\n${output}`);
    const answered = await fetch(`${url}/openapi.json`).then((r) => r.ok, () => false);
    if (answered) return url;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };

describe('two API processes on one PostgreSQL database', () => {
  let database: { url: string; drop: () => Promise<void> };
  let urls: [string, string];
  const stack: (() => Promise<void> | void)[] = [];
  beforeAll(async () => {
    database = await createThrowawayDatabase();
    // Started together on an empty database: both migrate it at once (the advisory lock makes them take turns).
    urls = await Promise.all([startApiProcess(database.url), startApiProcess(database.url)]);
    stack.push(...cleanups.splice(0));
  }, 120_000);
  afterAll(async () => {
    for (const cleanup of stack.reverse()) await cleanup();
    await database?.drop();
  });

  /** `count` requests at once, alternating between the two processes; the status of each and which one answered. */
  async function split(count: number, request: (url: string, i: number) => Promise<Response>): Promise<{ status: number; error?: string; via: number }[]> {
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const response = await request(urls[i % 2]!, i);
        const body = (await response.json()) as { error?: string };
        return { status: response.status, error: body.error, via: i % 2 };
      }),
    );
  }

  it('let exactly 80 of 90 concurrent quotes of one client through, the rest 429', { timeout: 60_000 }, async () => {
    // One client (same address and User-Agent), 90 quotes at once, split between the two processes.
    const headers = { 'content-type': 'application/json', 'user-agent': 'scale-out-quotes/1.0' };
    const answers = await split(90, (url) => fetch(`${url}/quote`, { method: 'POST', headers, body: JSON.stringify(MANUAL) }));
    const passed = answers.filter((a) => a.status === 200);
    const limited = answers.filter((a) => a.status === 429);
    expect(passed).toHaveLength(80);
    expect(limited).toHaveLength(10);
    expect(limited.every((a) => a.error === 'rate_limited')).toBe(true);
    // Both processes answered some of the passing ones: the limit really was shared.
    expect(new Set(passed.map((a) => a.via)).size).toBe(2);

    const db = await PostgresDatabase.open(database.url);
    cleanups.push(() => db.close());
    expect(await db.get('SELECT count(*) AS n FROM limiter_events WHERE bucket = ?', ['quote-bucket'])).toEqual({ n: 80 });
    expect(await db.get('SELECT count(*) AS n FROM quotes')).toEqual({ n: 80 });
  });

  it('let exactly 60 of 90 concurrent status lookups of one client through, the rest 429', { timeout: 60_000 }, async () => {
    const headers = { 'user-agent': 'scale-out-status/1.0' };
    const answers = await split(90, (url, i) => fetch(`${url}/agent/checkout-session/cs_${String(i).padStart(22, 'x')}`, { headers }));
    // Every lookup spends first; the ids do not exist, so the 60 that pass are 404 not_found.
    expect(answers.filter((a) => a.status === 404)).toHaveLength(60);
    expect(answers.filter((a) => a.status === 429 && a.error === 'rate_limited')).toHaveLength(30);
  });

  it('issue exactly 20 of 30 concurrent token requests of one OAuth client, the rest 429 slow_down', { timeout: 90_000 }, async () => {
    const store = await openStore({ file: '', url: database.url });
    cleanups.push(() => store.close());
    const clientId = newClientId();
    const secret = newClientSecret();
    await store.oauth.createClient({ client_id: clientId, name: 'scale-out', contact: 'ops@example.com', quote_limit: 80, secret_hash: await createClientSecretHasher(store).hash(secret), created_at: new Date().toISOString(), secret_rotated_at: null, revoked_at: null });
    const headers = { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` };
    const answers = await split(30, (url) => fetch(`${url}/oauth/token`, { method: 'POST', headers, body: 'grant_type=client_credentials' }));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429 && a.error === 'slow_down')).toHaveLength(10);
    expect((await store.oauth.listClients({ nowMs: Date.now() }))[0]?.live_tokens).toBe(20);
  });
});

describe('PostgreSQL group commit', () => {
  it('reads a busy window once, then only the rows another process committed since, and stays exact', async () => {
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const [db1, db2] = await Promise.all([PostgresDatabase.open(database.url), PostgresDatabase.open(database.url)]);
    cleanups.push(() => db1.close(), () => db2.close());
    await applyMigrations(db1);
    const now = Date.now();
    await db1.run(`INSERT INTO limiter_events (bucket, client_key, at_ms) SELECT 'quote-bucket', 'anon:busy', ?::int8 - g FROM generate_series(1, 500) g`, [now]);
    const one = new PostgresBatchedWriter(db1);
    const two = new PostgresBatchedWriter(db2);
    const spend = (i: number) => ({ bucket: 'quote-bucket', clientKey: 'anon:busy', limit: 510, windowMs: 3_600_000, atMs: now + i });
    expect((await one.submit({ spend: spend(0) })).allowed).toBe(true);
    expect(one.stats.eventsRead).toBe(500);
    expect((await two.submit({ spend: spend(1) })).allowed).toBe(true);
    expect(two.stats.eventsRead).toBe(501);
    expect((await one.submit({ spend: spend(2) })).allowed).toBe(true);
    // Its own spend is in memory since it committed; the guard found the other process's row, so it read just that.
    expect(one.stats).toMatchObject({ eventsRead: 501, stale: 1, oneCall: 0 });
    // After a stale guard it reads first for a while (another process spends for this client too): nothing new.
    expect((await one.submit({ spend: spend(3) })).allowed).toBe(true);
    expect(one.stats).toMatchObject({ eventsRead: 501, stale: 1, oneCall: 0, stepwise: 3 });
    // 40 more from both at once: exactly 6 fit under 510.
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).submit({ spend: spend(4 + i) })));
    expect(results.filter((r) => r.allowed)).toHaveLength(6);
    expect(await db1.get('SELECT count(*) AS n FROM limiter_events')).toEqual({ n: 510 });
  });

  it('commits a batch whose windows it already holds in one round trip, and stays exact when another process slips a row in', async () => {
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const db = await PostgresDatabase.open(database.url);
    cleanups.push(() => db.close());
    await applyMigrations(db);
    const writer = new PostgresBatchedWriter(db);
    const now = Date.now();
    const spend = (i: number) => ({ bucket: 'quote-bucket', clientKey: "anon:it's", limit: 5, windowMs: 3_600_000, atMs: now + i });
    const row = (i: number) => ({ table: 'service_meta', columns: ['key', 'value', 'updated_at'], values: [`k${i}`, "v'\\", 'now'] });
    expect((await writer.submit({ spend: spend(0), rows: [row(0)] })).allowed).toBe(true);
    expect(writer.stats).toMatchObject({ stepwise: 1, oneCall: 0, eventsRead: 0 });
    expect((await Promise.all([1, 2].map((i) => writer.submit({ spend: spend(i), rows: [row(i)] })))).map((o) => o.allowed)).toEqual([true, true]);
    expect(writer.stats).toMatchObject({ stepwise: 1, oneCall: 1, eventsRead: 0 });
    // Another process spends twice behind this writer's back: the guard catches it, the batch reads the two rows.
    await db.run("INSERT INTO limiter_events (bucket, client_key, at_ms) VALUES ('quote-bucket', 'anon:it''s', ?), ('quote-bucket', 'anon:it''s', ?)", [now + 3, now + 4]);
    const last = await Promise.all([5, 6].map((i) => writer.submit({ spend: spend(i), rows: [row(i)] })));
    expect(last.map((o) => o.allowed)).toEqual([false, false]);
    expect(writer.stats).toMatchObject({ stale: 1, stepwise: 2, eventsRead: 2 });
    expect(await db.all('SELECT key, value FROM service_meta WHERE key LIKE ? ORDER BY key', ['k%'])).toEqual([0, 1, 2].map((i) => ({ key: `k${i}`, value: "v'\\" })));
  });
});

describe('PostgreSQL driver', () => {
  it('rewrites ? placeholders outside strings, quoted names and comments; answers BIGINT as numbers', async () => {
    expect(toPositional(`SELECT '?' AS "a?", ? AS v -- why?\n , ? AS w`)).toBe(`SELECT '?' AS "a?", $1 AS v -- why?\n , $2 AS w`);
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const db = await PostgresDatabase.open(database.url);
    cleanups.push(() => db.close());
    expect(await db.get(`SELECT '?' AS q, ?::int8 AS big, ?::text AS t, count(*) AS n FROM (VALUES (1), (2)) v (x)`, [2 ** 41, "it's"])).toEqual({ q: '?', big: 2 ** 41, t: "it's", n: 2 });
  });

  it('writes literals that read back as exactly what a bound parameter stores, under either standard_conforming_strings', async () => {
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const db = await PostgresDatabase.open(database.url);
    cleanups.push(() => db.close());
    await db.exec('CREATE TABLE lit (t TEXT, n DOUBLE PRECISION, b BIGINT, raw BYTEA)');
    const texts = ["it's", 'back\\slash \\n \\\'', 'ß é Ж 🚚', '$guard$ $$', "'; DROP TABLE lit; --", '', 'E\'x\''];
    const numbers = [0, -0, 1.5, -2.25e-7, 1e21, 2 ** 53 - 1];
    for (const conforming of ['on', 'off']) {
      for (const t of texts) {
        const bound = await db.get<{ t: string }>('SELECT ?::text AS t', [t]);
        const literal = await db.transactionScript([`SET LOCAL standard_conforming_strings = ${conforming}`, `SELECT ${pgLiteral(t)}::text AS t`]);
        expect(literal[1]!.rows[0]).toEqual(bound);
      }
    }
    for (const n of numbers) {
      await db.transactionScript([`INSERT INTO lit (n) VALUES (${pgLiteral(n)})`]);
    }
    expect((await db.all<{ n: number }>('SELECT n FROM lit ORDER BY n')).map((r) => r.n)).toEqual([...numbers].sort((a, b) => a - b).map((n) => (Object.is(n, -0) ? 0 : n)));
    await db.transactionScript([`INSERT INTO lit (b, raw) VALUES (${pgLiteral(2n ** 62n)}, ${pgLiteral(Buffer.from([0, 255, 39, 92]))})`]);
    expect(await db.get("SELECT b::text AS b, encode(raw, 'hex') AS raw FROM lit WHERE b IS NOT NULL")).toEqual({ b: String(2n ** 62n), raw: '00ff275c' });
    expect([pgLiteral('nul\u0000'), pgLiteral(Number.NaN), pgLiteral(Number.POSITIVE_INFINITY)]).toEqual([null, null, null]);
  });

  it('rolls a failing script back whole and keeps the connection usable', async () => {
    const database = await createThrowawayDatabase();
    cleanups.push(database.drop);
    const db = await PostgresDatabase.open(database.url, { maxConnections: 1 });
    cleanups.push(() => db.close());
    await db.exec('CREATE TABLE kept (x INT PRIMARY KEY)');
    await expect(db.transactionScript(['INSERT INTO kept VALUES (1)', 'INSERT INTO kept VALUES (1)'])).rejects.toThrow(/duplicate key/);
    expect(await db.get('SELECT count(*) AS n FROM kept')).toEqual({ n: 0 });
    await db.transactionScript(['INSERT INTO kept VALUES (2)']);
    expect(await db.all('SELECT x FROM kept')).toEqual([{ x: 2 }]);
  });

  it('fails to open with the driver message when nothing listens at the URL', async () => {
    const port = await freePort();
    await expect(PostgresDatabase.open(`postgres://postgres@127.0.0.1:${port}/nothing`)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('makes the PostgreSQL tests fail (never skip) with how to start PostgreSQL when none answers', async () => {
    const port = await freePort();
    const failure = createThrowawayDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`);
    await expect(failure).rejects.toThrow(`need a PostgreSQL server at postgres://postgres@127.0.0.1:${port}/postgres`);
    await expect(failure).rejects.toThrow(/pg_ctlcluster .* main start[\s\S]*docker run .*POSTGRES_HOST_AUTH_METHOD=trust/);
  });
});
