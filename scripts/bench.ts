// `npm run bench`: throughput and latency of the quote hot path beside a trivial h3 handler, on loopback; then the
// same quotes on the three store setups side by side (SQLite; PostgreSQL with one API process; PostgreSQL with two).
// Servers run in child processes so the load generator does not share their event loop.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../config/index.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// Seconds of measurement per scenario, split into ROUNDS slices that alternate with slices of the trivial handler:
// a shared 2-core VM drifts by a quarter within a minute, and interleaving keeps the baseline under the same drift.
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 12);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 4));
// BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the server process there (open it in Chrome DevTools).
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
// BENCH_ONLY=manual|estimated: measure the trivial handler and one scenario (shorter profiling runs);
// BENCH_ONLY=stores: only the store setups side by side.
const ONLY = process.env.BENCH_ONLY;
// The PostgreSQL server the store comparison makes its two throwaway databases on (a user that may CREATE DATABASE).
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.PQS_TEST_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

interface Slice {
  requests: number;
  /** Server CPU (every thread of the child: HTTP, SQLite's thread pool, GC) in this slice, µs; null without /proc. */
  serverCpuUs: number | null;
  /** CPU of the PostgreSQL backends serving the setup's database in this slice, µs (store setups on a local server). */
  dbCpuUs: number | null;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Measured {
  name: string;
  slices: Slice[];
  /** The trivial handler's slices taken between this scenario's, for its share. */
  baseline: Slice[];
}

// Clock ticks per second of /proc/<pid>/stat's utime and stime: 100 on every Linux this runs on (USER_HZ).
const TICKS_PER_SECOND = 100;

/** utime + stime of server processes (all their threads) in µs, or null where /proc is not there. */
function serverCpuUs(pids: readonly (number | undefined)[] = [child.pid]): number | null {
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
    } catch {
      return null;
    }
  }
  return total;
}

/**
 * One measurement slice: every load in `loads` at once (one per server process), `pids` the processes serving them.
 * Requests, errors and CPU add up; p99 is the worst load's, p50 the mean of theirs.
 */
async function slice(loads: autocannon.Options | autocannon.Options[], seconds: number, pids?: readonly (number | undefined)[], dbPids: readonly number[] = []): Promise<Slice> {
  const cpuBefore = serverCpuUs(pids);
  const dbBefore = dbPids.length > 0 ? serverCpuUs(dbPids) : null;
  const results = await Promise.all([loads].flat().map((options) => autocannon({ ...options, duration: seconds })));
  const cpuAfter = serverCpuUs(pids);
  const dbAfter = dbPids.length > 0 ? serverCpuUs(dbPids) : null;
  return {
    requests: results.reduce((n, r) => n + r.requests.total, 0),
    serverCpuUs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    dbCpuUs: dbBefore === null || dbAfter === null ? null : dbAfter - dbBefore,
    seconds,
    p50: Math.round((results.reduce((n, r) => n + r.latency.p50, 0) / results.length) * 10) / 10,
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

/** Server CPU per request over the slices: what a request costs, whatever the machine's speed at the time. */
function cpuPerRequest(slices: readonly Slice[], of: 'serverCpuUs' | 'dbCpuUs' = 'serverCpuUs'): string {
  if (slices.some((s) => s[of] === null)) return 'n/a';
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  return requests === 0 ? 'n/a' : ((slices.reduce((n, s) => n + (s[of] ?? 0), 0) / requests)).toFixed(0);
}

/** The scenario and the trivial handler in alternating slices, after a warm-up of each (JIT, sqlite page cache). */
async function measure(name: string, options: autocannon.Options, trivial: autocannon.Options): Promise<Measured> {
  await autocannon({ ...trivial, duration: 1 });
  await autocannon({ ...options, duration: 2 });
  const measured: Measured = { name, slices: [], baseline: [] };
  const seconds = DURATION_S / ROUNDS;
  for (let round = 0; round < ROUNDS; round++) {
    measured.baseline.push(await slice(trivial, seconds));
    measured.slices.push(await slice(options, seconds));
  }
  return measured;
}

const rate = (slices: readonly Slice[]): number => slices.reduce((sum, s) => sum + s.requests, 0) / slices.reduce((sum, s) => sum + s.seconds, 0);
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const MANUAL = JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 });
const ESTIMATED = [
  { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '60601' },
  { product: '12 inch cast iron skillet', from_postal_code: '94105', to_postal_code: '30301' },
  { product: 'pair of running shoes', from_postal_code: '77002', to_postal_code: '98101' },
  { product: '30 lb bag of dog food', from_postal_code: '80202', to_postal_code: '02108' },
  { product: 'hardcover books x3', from_postal_code: '60601', to_postal_code: 'K1A 0B1' },
].map((b) => JSON.stringify(b));

interface BenchServer {
  child: ChildProcess;
  ports: { trivial: number; api: string };
  stop(): Promise<void>;
}

/** scripts/bench-server.ts as a child process (`env` on top of ours, e.g. DATABASE_URL); resolves with its ports. */
async function startBenchServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<BenchServer> {
  const server = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(projectRoot(), 'scripts/bench-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: server.stdout! }).once('line', resolve);
    server.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return {
    child: server,
    ports: JSON.parse(firstLine) as { trivial: number; api: string },
    async stop() {
      server.kill('SIGTERM');
      // Let the server exit by itself so a CPU profile gets written.
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    },
  };
}

/** A throwaway PostgreSQL database for one setup, or null (with why) when no server answers. */
async function throwawayDatabase(): Promise<{ url: string; drop(): Promise<void>; backendPids(): Promise<number[]> } | { missing: string }> {
  const { default: pg } = await import('pg');
  const name = `pqs_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string, params: unknown[] = []): Promise<{ pid: number }[]> => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return (await client.query<{ pid: number }>(sql, params)).rows;
    } finally {
      await client.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { missing: `no PostgreSQL at ${POSTGRES_URL} (${(error as Error).message}); start one (see README "On PostgreSQL") or set BENCH_POSTGRES_URL` };
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
    // The server processes serving this database (its API processes' pooled connections); their CPU is read from
    // /proc, so only when the server runs on this machine.
    backendPids: async () => (await admin('SELECT pid FROM pg_stat_activity WHERE datname = $1', [name])).map((r) => r.pid),
  };
}

const profileArgs = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
const main = await startBenchServer({}, profileArgs);
const child = main.child;
const ports = main.ports;

const headers = { 'content-type': 'application/json', 'user-agent': 'bench' };

/** The quote scenario beside the trivial handler (skipped with BENCH_ONLY=stores). */
async function quoteScenarios(): Promise<void> {
  const trivial: autocannon.Options = { url: `http://127.0.0.1:${ports.trivial}/quote`, method: 'POST', body: MANUAL, headers, connections: CONNECTIONS };
  const results: Measured[] = [];
  if (ONLY !== 'estimated') results.push(await measure('POST /quote manual', { url: `http://127.0.0.1:${ports.api}/quote`, method: 'POST', body: MANUAL, headers, connections: CONNECTIONS }, trivial));
  if (ONLY !== 'manual') {
    const requests = ESTIMATED.map((body) => ({ method: 'POST' as const, body, headers }));
    results.push(await measure('POST /quote estimated', { url: `http://127.0.0.1:${ports.api}/quote`, connections: CONNECTIONS, requests }, trivial));
  }
  const trivialAll = results.flatMap((r) => r.baseline);
  console.log(`\nloopback, ${CONNECTIONS} connections; each scenario ${DURATION_S} s in ${ROUNDS} slices alternating with the trivial handler (after warm-ups)\n`);
  console.log('scenario                 req/s     share   p50 ms  p99 ms  non-2xx  errors  cpu µs/req  (share per slice)');
  const row = (name: string, slices: readonly Slice[], share: string, perSlice: string): void => {
    const line = [
      name.padEnd(24),
      rate(slices).toFixed(0).padStart(7),
      share.padStart(8),
      String(median(slices.map((s) => s.p50))).padStart(7),
      String(Math.max(...slices.map((s) => s.p99))).padStart(7),
      String(slices.reduce((n, s) => n + s.non2xx, 0)).padStart(8),
      String(slices.reduce((n, s) => n + s.errors, 0)).padStart(7),
      cpuPerRequest(slices).padStart(11),
    ];
    console.log(`${line.join(' ')}  ${perSlice}`);
  };
  row('trivial h3 handler', trivialAll, '100.0%', '');
  for (const r of results) {
    const perSlice = r.slices.map((s, i) => `${((s.requests / r.baseline[i]!.requests) * 100).toFixed(1)}%`);
    row(r.name, r.slices, `${((rate(r.slices) / rate(r.baseline)) * 100).toFixed(1)}%`, `(${perSlice.join(' ')})`);
  }
  console.log("\nshare: the scenario's requests over the trivial handler's in the slices between them; p50: median over slices; p99: the worst slice's (the pooled p99 is at most that)");
  console.log('cpu µs/req: server process CPU (all threads) per request; it drifts with the machine too, but less than req/s');
  console.log('targets (issue 15): manual ≥ 25% and estimated ≥ 20% of the trivial handler, p99 ≤ 15 ms');
}

interface StoreSetup {
  name: string;
  servers: BenchServer[];
  slices: Slice[];
  /** PostgreSQL: lists the backends serving the setup's database (read after the warm-up, when the pools are full). */
  backendPids?: () => Promise<number[]>;
}

/**
 * Manual quotes on SQLite, PostgreSQL with one API process and PostgreSQL with two, side by side: the same
 * CONNECTIONS in all (split evenly between two processes), slices taken in turn so machine drift hits each alike.
 */
async function storeSetups(): Promise<void> {
  const one = await throwawayDatabase();
  const two = await throwawayDatabase();
  if ('missing' in one || 'missing' in two) {
    console.log(`\nstore setups: skipped, ${'missing' in one ? one.missing : 'missing' in two ? two.missing : ''}`);
    return;
  }
  const setups: StoreSetup[] = [{ name: 'SQLite, 1 API process', servers: [main], slices: [] }];
  try {
    setups.push({ name: 'PostgreSQL, 1 API process', servers: [await startBenchServer({ DATABASE_URL: one.url })], slices: [], backendPids: one.backendPids });
    setups.push({ name: 'PostgreSQL, 2 API processes', servers: await Promise.all([startBenchServer({ DATABASE_URL: two.url }), startBenchServer({ DATABASE_URL: two.url })]), slices: [], backendPids: two.backendPids });
    const loads = (setup: StoreSetup): autocannon.Options[] =>
      setup.servers.map((server) => ({ url: `http://127.0.0.1:${server.ports.api}/quote`, method: 'POST', body: MANUAL, headers, connections: Math.max(1, Math.round(CONNECTIONS / setup.servers.length)) }));
    for (const setup of setups) await slice(loads(setup), 2); // warm-up: JIT, caches, connection pools
    const dbPids = await Promise.all(setups.map((setup) => setup.backendPids?.() ?? []));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, setup] of setups.entries()) setup.slices.push(await slice(loads(setup), DURATION_S / ROUNDS, setup.servers.map((s) => s.child.pid), dbPids[i]));
    }
  } finally {
    for (const setup of setups.slice(1)) for (const server of setup.servers) await server.stop();
    await one.drop();
    await two.drop();
  }
  const sqlite = rate(setups[0]!.slices);
  console.log(`\nstore setups: POST /quote manual, ${CONNECTIONS} connections in all (split between processes); each setup ${DURATION_S} s in ${ROUNDS} slices taken in turn (after warm-ups)\n`);
  console.log('setup                        quotes/s  vs SQLite  p50 ms  p99 ms  non-2xx  errors  api cpu µs/quote  db cpu µs/quote');
  for (const setup of setups) {
    const line = [
      setup.name.padEnd(28),
      rate(setup.slices).toFixed(0).padStart(8),
      `${((rate(setup.slices) / sqlite) * 100).toFixed(1)}%`.padStart(10),
      String(median(setup.slices.map((s) => s.p50))).padStart(7),
      String(Math.max(...setup.slices.map((s) => s.p99))).padStart(7),
      String(setup.slices.reduce((n, s) => n + s.non2xx, 0)).padStart(8),
      String(setup.slices.reduce((n, s) => n + s.errors, 0)).padStart(7),
      cpuPerRequest(setup.slices).padStart(17),
      (setup.backendPids ? cpuPerRequest(setup.slices, 'dbCpuUs') : 'in api').padStart(16),
    ];
    console.log(line.join(' '));
  }
  console.log('api cpu µs/quote: CPU of the API process(es) per quote (SQLite works inside it); db cpu µs/quote: CPU of the PostgreSQL backends serving the setup\'s database (n/a when the server is not on this machine); both share the same cores here');
  console.log('target: PostgreSQL with one API process ≥ 50% of SQLite\'s quotes/s');
}

try {
  if (ONLY !== 'stores') await quoteScenarios();
  if (ONLY === undefined || ONLY === 'stores') await storeSetups();
} finally {
  await main.stop();
}
