// `npm run bench`: throughput and latency of the quote hot path beside a trivial h3 handler, on loopback.
// Servers run in a child process so the load generator does not share their event loop.
import { spawn } from 'node:child_process';
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
// BENCH_ONLY=manual|estimated: measure the trivial handler and one scenario (shorter profiling runs).
const ONLY = process.env.BENCH_ONLY;

interface Slice {
  requests: number;
  /** Server CPU (every thread of the child: HTTP, SQLite's thread pool, GC) in this slice, µs; null without /proc. */
  serverCpuUs: number | null;
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

/** utime + stime of the server process (all its threads) in µs, or null where /proc is not there. */
function serverCpuUs(): number | null {
  try {
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

async function slice(options: autocannon.Options, seconds: number): Promise<Slice> {
  const cpuBefore = serverCpuUs();
  const result = await autocannon({ ...options, duration: seconds });
  const cpuAfter = serverCpuUs();
  return {
    requests: result.requests.total,
    serverCpuUs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Server CPU per request over the slices: what a request costs, whatever the machine's speed at the time. */
function cpuPerRequest(slices: readonly Slice[]): string {
  if (slices.some((s) => s.serverCpuUs === null)) return 'n/a';
  const requests = slices.reduce((n, s) => n + s.requests, 0);
  return requests === 0 ? 'n/a' : ((slices.reduce((n, s) => n + (s.serverCpuUs ?? 0), 0) / requests)).toFixed(0);
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

const profileArgs = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
const child = spawn(process.execPath, [...profileArgs, '--import', 'tsx', path.join(projectRoot(), 'scripts/bench-server.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const ports = JSON.parse(firstLine) as { trivial: number; api: string };

try {
  const headers = { 'content-type': 'application/json', 'user-agent': 'bench' };
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
  console.log('targets: manual ≥ 25% and estimated ≥ 15% of the trivial handler, p99 ≤ 25 ms');
} finally {
  child.kill('SIGTERM');
  // Let the server exit by itself so a CPU profile gets written.
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}
