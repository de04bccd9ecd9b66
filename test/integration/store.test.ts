import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openStore, SqliteDatabase } from '../../store/index.ts';
import { MIGRATIONS, applyMigrations, schemaVersion } from '../../store/migrations.ts';
import { tempDir } from './harness.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshFile(): Promise<string> {
  const dir = tempDir('pqs-store-');
  cleanups.push(dir.remove);
  mkdirSync(path.join(dir.dir, 'nested'));
  return path.join(dir.dir, 'nested', 'store.sqlite');
}

describe('SQLite store', () => {
  it('creates the file, uses WAL and applies every migration once', async () => {
    const file = await freshFile();
    const store = await openStore({ file });
    cleanups.push(() => store.close());
    expect(await store.schemaVersion()).toBe(MIGRATIONS.at(-1)!.version);

    const db = await SqliteDatabase.open(file);
    cleanups.push(() => db.close());
    expect(await db.get<{ journal_mode: string }>('PRAGMA journal_mode')).toEqual({ journal_mode: 'wal' });
    expect(await applyMigrations(db)).toEqual([]);
    expect(await schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
  });

  it('keeps data across a restart', async () => {
    const file = await freshFile();
    const first = await openStore({ file });
    await first.meta.set('greeting', 'hello');
    await first.close();
    const second = await openStore({ file });
    cleanups.push(() => second.close());
    expect(await second.meta.get('greeting')).toBe('hello');
  });

  it('lets two processes-worth of connections migrate the same file at once', async () => {
    const file = await freshFile();
    const [a, b] = await Promise.all([openStore({ file }), openStore({ file })]);
    cleanups.push(() => a.close(), () => b.close());
    expect(await a.schemaVersion()).toBe(await b.schemaVersion());
  });

  it('applies a new migration on top of an existing schema', async () => {
    const file = await freshFile();
    const db = await SqliteDatabase.open(file);
    cleanups.push(() => db.close());
    await applyMigrations(db);
    const next = { version: 999, name: 'test table', sql: 'CREATE TABLE t_test (x INTEGER);' };
    expect(await applyMigrations(db, [...MIGRATIONS, next])).toEqual([999]);
    expect(await schemaVersion(db)).toBe(999);
  });

  it('rolls a failed transaction back', async () => {
    const file = await freshFile();
    const db = await SqliteDatabase.open(file);
    cleanups.push(() => db.close());
    await db.exec('CREATE TABLE t (x INTEGER)');
    await expect(
      db.transaction(async (tx) => {
        await tx.run('INSERT INTO t VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t')).toEqual({ n: 0 });
  });

  it('projects checkout stages forward only and idempotently', async () => {
    const store = await openStore({ file: await freshFile() });
    cleanups.push(() => store.close());
    const now = new Date().toISOString();
    await store.checkoutSessions.create({ session_id: 'cs_a', created_at: now, expires_at: now, amount_cents: 500, carrier: null, service: null, quote_id: null, quote_reused: false });
    expect((await store.checkoutSessions.get('cs_a'))?.checkout).toBeNull();
    expect(await store.checkoutSessions.applyStage('cs_a', 'checkout_started', { order_id: 'ord_1' }, now)).toBe('checkout_started');
    expect(await store.checkoutSessions.applyStage('cs_a', 'checkout_started', { order_id: 'ord_2' }, now)).toBe('checkout_started');
    expect(await store.checkoutSessions.applyStage('cs_a', 'label_ready', { tracking_number: '9400100000000000000000' }, now)).toBe('label_ready');
    expect(await store.checkoutSessions.applyStage('cs_a', 'paid', {}, now)).toBe('label_ready');
    const record = await store.checkoutSessions.get('cs_a');
    expect(record?.checkout).toMatchObject({ order_id: 'ord_1', paid: true, label_ready: true, tracking_number: '9400100000000000000000' });
    expect(await store.checkoutSessions.applyStage('cs_missing', 'paid', {}, now)).toBeUndefined();
  });
});

describe('sliding-window spends (group commit)', () => {
  it('counts only the last hour, exactly, and skips the writes of a refused spend', async () => {
    const store = await openStore({ file: await freshFile() });
    cleanups.push(() => store.close());
    // Relative to now: the writer prunes events older than an hour by the wall clock.
    const t0 = Date.now();
    const spend = (atMs: number) => ({ bucket: 'quote-bucket', clientKey: 'anon:x', limit: 3, windowMs: 3_600_000, atMs });
    const outcomes = await Promise.all([0, 1, 2, 3].map((i) => store.commit({ spend: spend(t0 + i), writes: [{ sql: 'INSERT INTO service_meta (key, value, updated_at) VALUES (?, ?, ?)', params: [`k${i}`, 'v', 'now'] }] })));
    expect(outcomes.map((o) => o.allowed)).toEqual([true, true, true, false]);
    expect(await store.meta.get('k3')).toBeUndefined();
    expect(await store.meta.get('k2')).toBe('v');
    // One ms before the first spend is an hour old: refused. Once it is an hour old it has slid out: allowed.
    expect(await store.spend(spend(t0 + 3_599_999))).toBe(false);
    expect(await store.spend(spend(t0 + 3_600_000))).toBe(true);
    expect(await store.spend(spend(t0 + 3_600_000))).toBe(false);
    // Other clients and buckets are separate.
    expect(await store.spend({ ...spend(t0 + 10), clientKey: 'anon:y' })).toBe(true);
    expect(await store.spend({ ...spend(t0 + 10), bucket: 'checkout-status-bucket' })).toBe(true);
  });

  it('keeps the limit exact between two connections to the same file (two API processes)', async () => {
    const file = await freshFile();
    const [a, b] = await Promise.all([openStore({ file }), openStore({ file })]);
    cleanups.push(() => a.close(), () => b.close());
    const at = Date.now();
    const spend = { bucket: 'quote-bucket', clientKey: 'anon:shared', limit: 80, windowMs: 3_600_000, atMs: at };
    const results = await Promise.all(Array.from({ length: 120 }, (_, i) => (i % 2 ? a : b).spend({ ...spend, atMs: at + i })));
    expect(results.filter(Boolean)).toHaveLength(80);
  });
});
