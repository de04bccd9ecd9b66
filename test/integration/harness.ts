// Shared pieces for integration tests: a temp data dir, the API on a free loopback port, a worker on the
// run's dev server with the run's prebuilt workflow bundle.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime } from '@temporalio/worker';
import type { Worker } from '@temporalio/worker';
import { inject } from 'vitest';
import { createLogger } from '../../observability/logger.ts';
import type { Logger } from '../../observability/logger.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { loadConfig } from '../../config/index.ts';
import type { AppConfig } from '../../config/index.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { createWorker } from '../../worker/worker.ts';
import { startOutboxRelay } from '../../checkout/outbox-delivery.ts';
import { createThrowawayDatabase } from './store-backends.ts';

let runtimeInstalled = false;
function quietRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  Runtime.install({ logger: new DefaultLogger('WARN') });
}

export function tempDir(prefix = 'pqs-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Config for a test instance: temp data dir, OS-chosen port, the run's Temporal, a unique task queue. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TEMPORAL_ADDRESS: inject('temporalAddress'),
    TEMPORAL_TASK_QUEUE: `parcel-quote-test-${Math.random().toString(36).slice(2, 10)}`,
    LOG_LEVEL: 'warn',
    // Every test client calls from 127.0.0.1 under its own User-Agent, standing for many agents on many hosts; the
    // per-address ceiling has its own test (hostile-traffic.test.ts), which sets the multiple it checks.
    ADDRESS_CEILING_MULTIPLE: '1000',
    ...env,
  });
}

export interface CapturedLog {
  logger: Logger;
  lines: string[];
}

export function capturedLogger(level = 'info'): CapturedLog {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      callback();
    },
  });
  return { logger: createLogger({ level, destination }), lines };
}

export interface TestStack {
  config: AppConfig;
  store: Store;
  api: RunningApi;
  client: Client;
  worker: Worker;
  logs: string[];
  /** Stops the worker, API and store and deletes the data dir. */
  close(): Promise<void>;
}

export async function startTestWorker(config: AppConfig, store: Store): Promise<{ worker: Worker; running: Promise<void>; stop(): Promise<void> }> {
  quietRuntime();
  const connection = await NativeConnection.connect({ address: inject('temporalAddress') });
  const worker = await createWorker({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    store,
    workflowBundlePath: inject('workflowBundlePath'),
  });
  const running = worker.run();
  // The worker's outbox relay, as in `npm run worker`.
  const clientConnection = await Connection.connect({ address: inject('temporalAddress') });
  const client = new Client({ connection: clientConnection, namespace: config.temporal.namespace });
  const relay = startOutboxRelay({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger: capturedLogger('warn').logger, pollMs: 50 });
  return {
    worker,
    running,
    async stop() {
      await relay.stop();
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await connection.close();
      await clientConnection.close();
    },
  };
}

/**
 * `PQS_TEST_STORE=postgres` runs the stacks of the suites that use this on PostgreSQL (a throwaway database each),
 * to try whole flows on that store; tests that open the SQLite file themselves need the default.
 */
async function testStoreLocation(): Promise<{ url: string | null; drop(): Promise<void> }> {
  if (process.env.PQS_TEST_STORE !== 'postgres') return { url: null, drop: async () => undefined };
  return createThrowawayDatabase();
}

export async function startTestStack(env: Record<string, string> = {}): Promise<TestStack> {
  const data = tempDir();
  const database = await testStoreLocation();
  const config = { ...testConfig(data.dir, env), databaseUrl: database.url };
  const store = await openStore({ file: config.databaseFile, url: config.databaseUrl });
  const { logger, lines } = capturedLogger();
  const api = await startApiServer(config, logger, { store });
  const running = await startTestWorker(config, store);
  const connection = await Connection.connect({ address: inject('temporalAddress') });
  const client = new Client({ connection, namespace: config.temporal.namespace });
  return {
    config,
    store,
    api,
    client,
    worker: running.worker,
    logs: lines,
    async close() {
      await running.stop();
      await api.close();
      await connection.close();
      await store.close();
      await database.drop();
      data.remove();
    },
  };
}
