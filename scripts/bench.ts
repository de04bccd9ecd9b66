// `npm run bench`: throughput and latency of the quote hot path beside a trivial h3 handler, on loopback.
// Servers run in a child process so the load generator does not share their event loop.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import path from 'node:path';
import autocannon from 'autocannon';
import { projectRoot } from '../config/index.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
// BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the server process there (open it in Chrome DevTools).
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF;
// BENCH_ONLY=manual|estimated: measure the trivial handler and one scenario (shorter profiling runs).
const ONLY = process.env.BENCH_ONLY;

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Measured> {
  // Warm up (JIT, sqlite page cache) before the measured run.
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: DURATION_S });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

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
  const results: Measured[] = [];
  results.push(await measure('trivial h3 handler', { url: `http://127.0.0.1:${ports.trivial}/quote`, method: 'POST', body: MANUAL, headers, connections: CONNECTIONS }));
  if (ONLY !== 'estimated') results.push(await measure('POST /quote manual', { url: `http://127.0.0.1:${ports.api}/quote`, method: 'POST', body: MANUAL, headers, connections: CONNECTIONS }));
  if (ONLY !== 'manual') {
    results.push(
      await measure('POST /quote estimated', {
        url: `http://127.0.0.1:${ports.api}/quote`,
        connections: CONNECTIONS,
        requests: ESTIMATED.map((body) => ({ method: 'POST' as const, body, headers })),
      }),
    );
  }
  const base = results[0]!.rps;
  console.log(`\nloopback, ${CONNECTIONS} connections, ${DURATION_S} s each (after a 2 s warm-up)\n`);
  console.log('scenario                 req/s     share   p50 ms  p99 ms  non-2xx  errors');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(24)} ${r.rps.toFixed(0).padStart(7)}  ${((r.rps / base) * 100).toFixed(1).padStart(6)}%  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.non2xx).padStart(7)}  ${String(r.errors).padStart(6)}`,
    );
  }
  console.log('\ntargets: manual ≥ 25% and estimated ≥ 15% of the trivial handler, p99 ≤ 25 ms');
} finally {
  child.kill('SIGTERM');
  // Let the server exit by itself so a CPU profile gets written.
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}
