// `npm run bench -- --soak`: five minutes of mixed traffic against one API process (quotes from words and from exact
// dimensions, live-priced checkout sessions, status reads, tracking and price-index lookups, discovery documents),
// reported in 10-second slices: throughput, p99, 5xx answers, errors, and the API's memory (RSS) after
// each slice, with the RSS trend over the run (least-squares slope after the first minute). `BENCH_SOAK_SECONDS`
// shortens or lengthens it. The API runs with limits raised in code (scripts/bench-server.ts), no Temporal needed:
// session creation never waits on it (the outbox keeps the starts).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const SLICE_S = Math.min(10, SECONDS);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const server = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
};

function slope(points: [number, number][]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const num = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const den = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const child = spawn(process.execPath, ['--import', 'tsx', server], { stdio: ['ignore', 'pipe', 'inherit'] });
const ports = await new Promise<{ api: string }>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as { api: string }));
  child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
});
const base = `http://127.0.0.1:${ports.api}`;
const json = { 'content-type': 'application/json' };
const manual = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };
const words = ['two ceramic coffee mugs', 'a pair of running shoes', '24 pack of soda cans', 'hardcover textbook', 'laptop', 'yoga mat'];

try {
  // A few sessions to read the status of.
  const sessions: string[] = [];
  for (let i = 0; i < 20; i++) {
    const made = (await (await fetch(`${base}/agent/checkout-session`, { method: 'POST', headers: { ...json, 'user-agent': 'soak-setup' }, body: JSON.stringify(manual) })).json()) as { session_id: string };
    sessions.push(made.session_id);
  }
  let n = 0;
  const requests: autocannon.Request[] = [
    { method: 'POST', path: '/quote', headers: json, body: JSON.stringify(manual) },
    { method: 'POST', path: '/quote', headers: json, setupRequest: (r) => ({ ...r, body: JSON.stringify({ product: words[n++ % words.length], from_postal_code: '43215', to_postal_code: '90012' }) }) },
    { method: 'POST', path: '/agent/checkout-session', headers: json, setupRequest: (r) => ({ ...r, body: JSON.stringify({ ...manual, weight_kg: 1 + (n++ % 20) }) }) },
    { method: 'GET', setupRequest: (r) => ({ ...r, path: `/agent/checkout-session/${sessions[n++ % sessions.length]}` }) },
    { method: 'GET', path: '/track/9400100000000000000000' },
    { method: 'GET', path: '/price-index' },
    { method: 'GET', path: '/status' },
    { method: 'GET', path: '/openapi.json' },
  ];
  const rows: { t: number; rps: number; p99: number; fives: number; errors: number; rss: number }[] = [];
  const startRss = rssMb(child.pid!);
  console.log(`soak: ${SECONDS} s of mixed traffic, ${CONNECTIONS} connections, ${os.cpus().length} CPUs; API RSS at start ${startRss.toFixed(0)} MB`);
  console.log('   t s    req/s   p99 ms       5xx   errors   RSS MB');
  for (let t = SLICE_S; t <= SECONDS; t += SLICE_S) {
    const result = await autocannon({ url: base, connections: CONNECTIONS, duration: SLICE_S, requests });
    // 404s (an unknown tracking number, no price index yet) are expected answers; 5xx are not.
    const row = { t, rps: result.requests.average, p99: result.latency.p99, fives: result['5xx'], errors: result.errors, rss: rssMb(child.pid!) };
    rows.push(row);
    console.log(`${String(t).padStart(6)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.fives).padStart(9)} ${String(row.errors).padStart(8)} ${row.rss.toFixed(0).padStart(8)}`);
  }
  const settled = rows.filter((r) => r.t > Math.min(60, SECONDS / 2));
  const trend = slope(settled.map((r) => [r.t / 60, r.rss]));
  const total = rows.reduce((s, r) => s + r.rps * SLICE_S, 0);
  const fives = rows.reduce((s, r) => s + r.fives, 0);
  const errors = rows.reduce((s, r) => s + r.errors, 0);
  console.log(
    `\n${Math.round(total)} requests, ${(total / SECONDS).toFixed(0)}/s; worst slice p99 ${Math.max(...rows.map((r) => r.p99))} ms; 5xx ${fives}; errors ${errors}; RSS ${startRss.toFixed(0)} → ${rows.at(-1)!.rss.toFixed(0)} MB, trend after the first minute ${trend >= 0 ? '+' : ''}${trend.toFixed(1)} MB/min`,
  );
} finally {
  child.kill('SIGTERM');
}
