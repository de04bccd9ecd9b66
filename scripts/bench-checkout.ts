// Checkout benchmark (`npx tsx scripts/bench-checkout.ts`; part of `npm run bench`): session creations per second
// with reused quotes and their p50/p99 latency, status reads per second and p99, beside POST /quote for scale.
// It runs its own stack on free loopback ports with a temp data dir: a Temporal dev server, a worker process and an
// API process (separate processes so the load generator, the API and the worker do not share one event loop).
// Limits are raised in code only (config.limits in the API process); no request or environment variable can.
// Session creation does not wait on Temporal: the session and its outbox row commit together and the worker's relay
// starts the workflow (checkout/outbox-delivery.ts). The bench reports the relay lag (commit to workflow start) of
// the sessions it made, and, for scale, StartWorkflowExecution alone from the same number of callers. Every created
// session uses a quote of its own (one session per rate of a quote: a repeat would only be a replay).
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CHECKOUT_STATUS_SEARCH_ATTRIBUTE, loadConfig } from '../config/index.ts';

const SELF = fileURLToPath(import.meta.url);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BENCH_LIMIT = 1_000_000_000;
const MANUAL = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };

// ---- child roles -------------------------------------------------------------------------------------------

async function serveApi(): Promise<void> {
  const { createLogger } = await import('../observability/logger.ts');
  const { startApiServer } = await import('../api/server.ts');
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
  config.limits = { 'quote-bucket': BENCH_LIMIT, 'checkout-status-bucket': BENCH_LIMIT, 'oauth-token-bucket': BENCH_LIMIT };
  const api = await startApiServer(config, createLogger({ level: 'silent' }));
  process.stdout.write(`${api.url}\n`);
  process.on('SIGTERM', () => void api.close(1000).finally(() => process.exit(0)));
}

async function serveWorker(): Promise<void> {
  const { DefaultLogger, NativeConnection, Runtime } = await import('@temporalio/worker');
  const { openStore } = await import('../store/index.ts');
  const { createWorker } = await import('../worker/worker.ts');
  Runtime.install({ logger: new DefaultLogger('ERROR') });
  const config = loadConfig(process.env);
  const store = await openStore({ file: config.databaseFile, url: config.databaseUrl });
  const { Client, Connection } = await import('@temporalio/client');
  const { startOutboxRelay } = await import('../checkout/outbox-delivery.ts');
  const { createLogger } = await import('../observability/logger.ts');
  const connection = await NativeConnection.connect({ address: config.temporal.address! });
  const worker = await createWorker({ connection, namespace: config.temporal.namespace, taskQueue: config.temporal.taskQueue, store, workflowBundlePath: process.env.BENCH_BUNDLE! });
  const running = worker.run();
  const clientConnection = await Connection.connect({ address: config.temporal.address! });
  const client = new Client({ connection: clientConnection, namespace: config.temporal.namespace });
  const relay = startOutboxRelay({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger: createLogger({ level: 'silent' }) });
  process.stdout.write('ready\n');
  // The SDK's Runtime also shuts the worker down on SIGTERM: only ask when it is still running.
  process.on('SIGTERM', () =>
    void relay.stop().then(() => {
      if (worker.getState() === 'RUNNING') worker.shutdown();
    }),
  );
  await running;
  await clientConnection.close();
  await connection.close();
  await store.close();
}

// ---- the benchmark -----------------------------------------------------------------------------------------

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** The floor under session creation: StartWorkflowExecution alone, from `CONNECTIONS` concurrent callers. */
async function measureRawStarts(address: string): Promise<Measured> {
  const { Client, Connection } = await import('@temporalio/client');
  const { CHECKOUT_STATUS_KEY } = await import('../workflows/messages.ts');
  const connection = await Connection.connect({ address });
  const client = new Client({ connection });
  const run = async (seconds: number): Promise<number[]> => {
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await client.workflow.start('checkoutSession', {
            taskQueue: 'parcel-quote-bench-unpolled',
            workflowId: `bench-raw-${Math.random().toString(36).slice(2)}`,
            args: [],
            typedSearchAttributes: [{ key: CHECKOUT_STATUS_KEY, value: 'awaiting_checkout' }],
          });
          latencies.push(performance.now() - started);
        }
      }),
    );
    return latencies.sort((a, b) => a - b);
  };
  await run(2);
  const latencies = await run(DURATION_S);
  await connection.close();
  const at = (q: number): number => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))]!);
  return { name: 'Temporal start alone (no API)', rps: latencies.length / DURATION_S, p50: at(0.5), p99: at(0.99), non2xx: 0, errors: 0 };
}

const RELAY_WAIT_S = 120;

/** Wait for the relay to drain the outbox, then the commit-to-start lag of the messages made since `sinceMs`. */
async function relayLag(dataDir: string, sinceMs: number) {
  const { openStore } = await import('../store/index.ts');
  const store = await openStore({ file: path.join(dataDir, 'parcel-quote.sqlite') });
  try {
    const until = Date.now() + RELAY_WAIT_S * 1000;
    while ((await store.outbox.stats()).pending > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
    return await store.outbox.stats(sinceMs);
  } finally {
    await store.close();
  }
}

async function measure(name: string, options: autocannon.Options): Promise<Measured> {
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, sqlite page cache, Temporal sticky caches
  const result = await autocannon({ ...options, duration: DURATION_S });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function startChild(role: string, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF, role], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ child, line }));
    child.once('exit', (code) => reject(new Error(`${role} exited (${code}) before it was ready`)));
  });
}

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function bench(): Promise<void> {
  const { bundleWorkflowCode } = await import('@temporalio/worker');
  const { devServerArgs, stopChild, waitForFrontend } = await import('./dev-server.ts');
  const { provisionTemporalCli } = await import('./temporal-cli.ts');
  const { freePort } = await import('../test/integration/ports.ts');
  const { WORKFLOW_BUNDLE_OPTIONS } = await import('../worker/worker.ts');

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pqs-bench-checkout-'));
  const children: ChildProcess[] = [];
  let stopServer: (() => Promise<void>) | undefined;
  try {
    const cli = await provisionTemporalCli({ log: (line) => process.stderr.write(`[temporal-cli] ${line}\n`) });
    // The dev server runs as `npm start` runs it (scripts/dev-server.ts), with its SQLite store in the temp dir.
    // Creation latency is bounded by its StartWorkflowExecution; BENCH_TEMPORAL_SQLITE_PRAGMAS (comma-separated,
    // e.g. "journal_mode=wal,synchronous=normal") adds --sqlite-pragma flags to measure a tuned store.
    const pragmas = (process.env.BENCH_TEMPORAL_SQLITE_PRAGMAS ?? '').split(',').filter(Boolean);
    const port = await freePort();
    const args = [
      ...devServerArgs({ cliPath: cli.path, port, uiPort: null, dbFile: path.join(dataDir, 'temporal.sqlite'), searchAttributes: { [CHECKOUT_STATUS_SEARCH_ATTRIBUTE]: 'Keyword' } }),
      ...pragmas.flatMap((pragma) => ['--sqlite-pragma', pragma]),
    ];
    const temporal = spawn(cli.path, args, { stdio: 'ignore' });
    const address = `127.0.0.1:${port}`;
    stopServer = () => stopChild(temporal);
    await waitForFrontend(address, 60_000, () => (temporal.exitCode === null ? null : `temporal exited (${temporal.exitCode})`));
    const server = { address };
    const noop = (): void => undefined;
    const bundlePath = path.join(dataDir, 'workflow-bundle.js');
    writeFileSync(bundlePath, (await bundleWorkflowCode({ ...WORKFLOW_BUNDLE_OPTIONS, logger: { log: noop, trace: noop, debug: noop, info: noop, warn: noop, error: noop } })).code);

    const env = { ...process.env, DATA_DIR: dataDir, TEMPORAL_ADDRESS: server.address, TEMPORAL_TASK_QUEUE: 'parcel-quote-bench', LOG_LEVEL: 'silent', BENCH_BUNDLE: bundlePath };
    const worker = await startChild('--serve-worker', env);
    children.push(worker.child);
    const api = await startChild('--serve-api', env);
    children.push(api.child);
    const base = api.line.trim();

    const headers = { 'content-type': 'application/json', 'user-agent': 'bench-checkout' };
    // Quotes to reuse (one per session to make: a quote's rate has one session), and sessions to read.
    const QUOTES = Number(process.env.BENCH_QUOTES ?? 30_000);
    const quoteIds: string[] = [];
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (quoteIds.length < QUOTES) quoteIds.push(String((await json(`${base}/quote`, { method: 'POST', headers, body: JSON.stringify(MANUAL) })).quote_id));
      }),
    );
    let nextQuote = 0;
    const takeQuotes = (n: number): string[] => quoteIds.slice(nextQuote, (nextQuote += n));
    const sessionIds: string[] = [];
    for (const id of takeQuotes(200)) sessionIds.push(String((await json(`${base}/agent/checkout-session`, { method: 'POST', headers, body: JSON.stringify({ quote_id: id }) })).session_id));
    // Every request takes the next unused quote (autocannon would otherwise send each connection the same list).
    const fresh = (): autocannon.Request[] => [
      { method: 'POST', path: '/agent/checkout-session', headers, setupRequest: (request) => ({ ...request, body: JSON.stringify({ quote_id: quoteIds[nextQuote++ % quoteIds.length] }) }) },
    ];

    const results: Measured[] = [];
    results.push(await measure('POST /quote (manual dims)', { url: `${base}/quote`, method: 'POST', headers, body: JSON.stringify(MANUAL), connections: CONNECTIONS }));
    const creationStartedMs = Date.now();
    results.push(await measure('POST checkout-session (reused quote)', { url: base, connections: CONNECTIONS, requests: fresh() }));
    const lag = await relayLag(dataDir, creationStartedMs);
    results.push(
      await measure('GET checkout-session status', {
        url: base,
        connections: CONNECTIONS,
        requests: sessionIds.map((id) => ({ method: 'GET' as const, path: `/agent/checkout-session/${id}`, headers: { 'user-agent': 'bench-checkout' } })),
      }),
    );

    results.push(await measure('POST checkout-session, 1 connection', { url: base, connections: 1, requests: fresh() }));
    if (nextQuote > quoteIds.length) console.log(`note: ${nextQuote - quoteIds.length} creations reused a quote already taken (replays); raise BENCH_QUOTES`);
    results.push(await measureRawStarts(server.address));

    const quote = results[0]!;
    const creation = results[1]!;
    const status = results[2]!;
    console.log(`\nloopback, ${CONNECTIONS} connections, ${DURATION_S} s each (after a 2 s warm-up); ${os.cpus().length} CPUs; Temporal dev server as npm start runs it${pragmas.length ? ` + --sqlite-pragma ${pragmas.join(' ')}` : ''}\n`);
    console.log('scenario                               req/s   p50 ms  p99 ms  non-2xx  errors');
    for (const r of results) {
      console.log(`${r.name.padEnd(37)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.non2xx).padStart(7)}  ${String(r.errors).padStart(6)}`);
    }
    const statusShare = (status.rps / quote.rps) * 100;
    console.log(
      `\nrelay lag (session committed → workflow started), ${lag.delivered} sessions made under load: ${lag.lag_ms ? `p50 ${lag.lag_ms.p50} ms, p99 ${lag.lag_ms.p99} ms, max ${lag.lag_ms.max} ms` : 'none delivered'}; ${lag.pending} still pending after ${RELAY_WAIT_S} s`,
    );
    if (creation.non2xx > 0) console.log(`note: ${creation.non2xx} creations were not 2xx`);
    console.log(`targets: creation p99 ≤ 50 ms → ${creation.p99} ms ${creation.p99 <= 50 ? 'ok' : 'MISSED'}; status reads ≥ 50% of quote throughput → ${statusShare.toFixed(0)}% ${statusShare >= 50 ? 'ok' : 'MISSED'}`);
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await stopServer?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const role = process.argv[2];
if (role === '--serve-api') await serveApi();
else if (role === '--serve-worker') await serveWorker();
else await bench();
