// Helpers for the checkout tests: a stack whose worker takes injected label/payment faults, and HTTP shortcuts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Client, Connection } from '@temporalio/client';
import type { temporal } from '@temporalio/proto';
import { DefaultLogger, NativeConnection, Runtime, Worker, makeTelemetryFilterString } from '@temporalio/worker';
import { inject } from 'vitest';
import { startOutboxRelay } from '../../checkout/outbox-delivery.ts';
import { createActivities } from '../../activities/index.ts';
import type { CheckoutProviders } from '../../activities/checkout.ts';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import type { AppConfig } from '../../config/index.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';

let runtimeInstalled = false;
export function quietRuntime(): void {
  if (runtimeInstalled) return;
  runtimeInstalled = true;
  try {
    // Expected failures (injected carrier faults, the replay test's non-deterministic mutant) log at WARN; keep the
    // test output to real errors.
    Runtime.install({ logger: new DefaultLogger('ERROR'), telemetryOptions: { logging: { filter: makeTelemetryFilterString({ core: 'ERROR' }), forward: {} } } });
  } catch {
    // Already installed by the harness in this process.
  }
}

export interface RunningWorker {
  worker: Worker;
  stop(): Promise<void>;
}

/** A worker on `config`'s task queue with the run's prebuilt bundle and the given providers, and its outbox relay. */
export async function startCheckoutWorker(config: AppConfig, store: Store, providers: CheckoutProviders = {}, options: { relay?: boolean } = {}): Promise<RunningWorker> {
  quietRuntime();
  const connection = await NativeConnection.connect({ address: inject('temporalAddress') });
  const worker = await Worker.create({
    connection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    workflowBundle: { codePath: inject('workflowBundlePath') },
    activities: createActivities({ store, providers }),
  });
  const running = worker.run();
  const clientConnection = options.relay === false ? null : await Connection.connect({ address: inject('temporalAddress') });
  const client = clientConnection ? new Client({ connection: clientConnection, namespace: config.temporal.namespace }) : null;
  const relay = client ? startOutboxRelay({ store, client: () => Promise.resolve(client), taskQueue: config.temporal.taskQueue, logger: capturedLogger('warn').logger, pollMs: 50 }) : null;
  return {
    worker,
    async stop() {
      await relay?.stop();
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await running;
      await connection.close();
      await clientConnection?.close();
    },
  };
}

export interface CheckoutStack {
  config: AppConfig;
  store: Store;
  api: RunningApi;
  client: Client;
  worker: RunningWorker | null;
  close(): Promise<void>;
}

/** API + (optionally) a worker with injected providers, on a temp data dir and a task queue of its own. */
export async function startCheckoutStack(options: { env?: Record<string, string>; providers?: CheckoutProviders; worker?: boolean } = {}): Promise<CheckoutStack> {
  const data = tempDir('pqs-checkout-');
  const config = testConfig(data.dir, options.env ?? {});
  const store = await openStore({ file: config.databaseFile });
  const api = await startApiServer(config, capturedLogger('warn').logger, { store });
  const worker = options.worker === false ? null : await startCheckoutWorker(config, store, options.providers);
  const connection = await Connection.connect({ address: inject('temporalAddress') });
  const client = new Client({ connection, namespace: config.temporal.namespace });
  return {
    config,
    store,
    api,
    client,
    worker,
    async close() {
      await worker?.stop();
      await api.close();
      await connection.close();
      await store.close();
      data.remove();
    },
  };
}

let agentCounter = 0;
/** Each test gets its own limiter identity (SPEC: address + client signature). */
export const newAgent = (label = 'checkout-test'): string => `${label}/${++agentCounter}-${Math.random().toString(36).slice(2)}`;

export interface JsonAnswer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(baseUrl: string, method: 'GET' | 'POST', path: string, agent: string, body?: unknown, headers: Record<string, string> = {}): Promise<JsonAnswer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'user-agent': agent, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers };
}

export const MANUAL_SHIPMENT = { from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 };

/** A stored quote (spends one from `agent`'s quote bucket). */
export async function quoteId(baseUrl: string, agent: string, shipment: Record<string, unknown> = MANUAL_SHIPMENT): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/quote', agent, shipment);
  if (answer.status !== 200) throw new Error(`quote failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return String(answer.body.quote_id);
}

/** A session anchored to a fresh quote (reused, so creation itself spends nothing). */
export async function newSession(baseUrl: string, agent = newAgent()): Promise<Record<string, unknown>> {
  const quote = await quoteId(baseUrl, agent);
  const created = await call(baseUrl, 'POST', '/agent/checkout-session', agent, { quote_id: quote });
  if (created.status !== 201) throw new Error(`session failed: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

export const iso = (): string => new Date().toISOString();

/**
 * A recorded history file (the proto3 JSON of `temporal workflow show --output json`) as a History. This is
 * @temporalio/common's historyFromJSON, but run with the protobufjs copy that built @temporalio/proto's types: npm
 * nests separate protobufjs 8 copies under @temporalio/common and @temporalio/proto here (a protobufjs 7 is hoisted
 * for @grpc/proto-loader), and protobufjs's protojson rejects types made by another copy ("type must be a Type").
 */
export function historyFromFixture(file: string): temporal.api.history.v1.IHistory {
  const fromProto = createRequire(createRequire(import.meta.url).resolve('@temporalio/proto'));
  const { fromJson } = fromProto('protobufjs/ext/protojson') as { fromJson(type: unknown, json: unknown, options: object): temporal.api.history.v1.IHistory | null };
  const { patchProtobufRoot } = fromProto('@temporalio/proto/lib/patch-protobuf-root') as { patchProtobufRoot(root: unknown): { lookupType(name: string): unknown } };
  const historyType = patchProtobufRoot(fromProto('@temporalio/proto')).lookupType('temporal.api.history.v1.History');
  const history = fromJson(historyType, JSON.parse(readFileSync(file, 'utf8')), { ignoreUnknownFields: true });
  if (!history) throw new TypeError(`${file} is not a history`);
  return history;
}
