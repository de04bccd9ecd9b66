// A real Temporal server on PostgreSQL (not the dev server): the server and Temporal's own SQL schema tool built
// once with `go install` from the Go module proxy and cached beside the CLI, the schema set up with that tool, a
// config written for loopback, the namespace and our search attribute registered. Used by the integration test of
// several workers and API processes (test/integration/temporal-postgres.test.ts); `npm run temporal:server`
// provisions the build and prints where it is.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import type { temporal } from '@temporalio/proto';
import { stopChild, waitForFrontend } from './dev-server.ts';
import { cacheRoot, isExecutable, onPath, run } from './temporal-cli.ts';
import type { Env, Log } from './temporal-cli.ts';

/** The server release whose Go module the proxy serves and whose build the integration test runs against. */
export const TEMPORAL_SERVER_VERSION = '1.29.1';
const GO_PACKAGES = { 'temporal-server': 'go.temporal.io/server/cmd/server', 'temporal-sql-tool': 'go.temporal.io/server/cmd/tools/sql' } as const;

export interface ProvisionedServer {
  server: string;
  sqlTool: string;
  source: 'cache' | 'go install';
}

export function cachedServerDir(env: Env = process.env): string {
  return path.join(cacheRoot(env), 'temporal-server', `v${TEMPORAL_SERVER_VERSION}`);
}

export class TemporalServerUnavailableError extends Error {
  constructor(reason: string) {
    super(
      [
        `A Temporal server ${TEMPORAL_SERVER_VERSION} is needed (built from source once, then cached at ${cachedServerDir()}), and it could not be built:`,
        `  - ${reason}`,
        'Fix it with one of these:',
        '  1. install Go 1.25 or newer (https://go.dev/dl/, or `apt-get install golang-go` where that is new enough) and run `npm run temporal:server` (a few minutes, first run only);',
        `  2. or build it elsewhere with \`go install go.temporal.io/server/cmd/server@v${TEMPORAL_SERVER_VERSION} go.temporal.io/server/cmd/tools/sql@v${TEMPORAL_SERVER_VERSION}\``,
        `     and copy the two binaries to ${cachedServerDir()}/temporal-server and …/temporal-sql-tool.`,
      ].join('\n'),
    );
    this.name = 'TemporalServerUnavailableError';
  }
}

/** The cached build, or a fresh `go install` of the server and its SQL tool (progress on `log`). */
export async function provisionTemporalServer(options: { env?: Env; log?: Log } = {}): Promise<ProvisionedServer> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`[temporal-server] ${line}\n`));
  const dir = cachedServerDir(env);
  const server = path.join(dir, 'temporal-server');
  const sqlTool = path.join(dir, 'temporal-sql-tool');
  if (isExecutable(server) && isExecutable(sqlTool)) return { server, sqlTool, source: 'cache' };

  const go = onPath('go', env);
  if (!go) throw new TemporalServerUnavailableError('Go is not installed (no `go` on PATH), so the server cannot be built from source');
  mkdirSync(dir, { recursive: true });
  log(`building Temporal server ${TEMPORAL_SERVER_VERSION} and its SQL tool with Go, first run only (several minutes; cached at ${dir})`);
  // Build into a private folder and rename into place, so a concurrent run never sees half a binary.
  const work = mkdtempSync(path.join(dir, '.build-'));
  const started = Date.now();
  let compiled = 0;
  let downloaded = 0;
  const seconds = (): number => Math.round((Date.now() - started) / 1000);
  try {
    const result = await run(go, ['install', '-v', '-trimpath', '-ldflags', '-s -w', ...Object.values(GO_PACKAGES).map((p) => `${p}@v${TEMPORAL_SERVER_VERSION}`)], {
      env: { ...env, GOBIN: work, CGO_ENABLED: '0', GOFLAGS: env.GOFLAGS ?? '-buildvcs=false' },
      onLine: (line) => {
        if (line.startsWith('go: downloading')) {
          downloaded += 1;
          if (downloaded % 50 === 0) log(`  …downloaded ${downloaded} modules (${seconds()} s)`);
          return;
        }
        compiled += 1;
        if (compiled % 200 === 0) log(`  …compiled ${compiled} packages (${seconds()} s; about 600 in all)`);
      },
    });
    if (result.code !== 0) throw new TemporalServerUnavailableError(`\`go install\` failed:\n${result.tail.join('\n')}`);
    renameSync(path.join(work, 'sql'), sqlTool);
    renameSync(path.join(work, 'server'), server);
    log(`built Temporal server ${TEMPORAL_SERVER_VERSION} in ${seconds()} s`);
    return { server, sqlTool, source: 'go install' };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Where Temporal's two databases live; the user must be allowed to CREATE DATABASE. */
export interface TemporalPostgres {
  host: string;
  port: number;
  user: string;
  password: string;
  /** Workflow state (history, mutable state, task queues, schedules). */
  database: string;
  /** Visibility (List/Count, search attributes such as CheckoutStatus). */
  visibilityDatabase: string;
}

export function temporalPostgresFrom(serverUrl: string, database: string): TemporalPostgres {
  const url = new URL(serverUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password),
    database,
    visibilityDatabase: `${database}_visibility`,
  };
}

/** Create both databases and bring them to the build's schema with Temporal's own SQL tool (its embedded schema). */
export async function setupTemporalSchema(sqlTool: string, postgres: TemporalPostgres, log: Log = () => undefined): Promise<void> {
  const connection = ['--plugin', 'postgres12', '--endpoint', postgres.host, '--port', String(postgres.port), '--user', postgres.user, '--password', postgres.password];
  for (const [database, schemaName] of [
    [postgres.database, 'postgresql/v12/temporal'],
    [postgres.visibilityDatabase, 'postgresql/v12/visibility'],
  ] as const) {
    for (const command of [['create-database'], ['setup-schema', '--version', '0.0'], ['update-schema', '--schema-name', schemaName]]) {
      const result = await run(sqlTool, [...connection, '--db', database, ...command], { env: process.env });
      if (result.code !== 0) throw new Error(`temporal-sql-tool ${command[0]} on ${database} failed:\n${result.tail.join('\n')}`);
    }
    log(`schema ${schemaName} set up in database ${database}`);
  }
}

export interface TemporalServerPorts {
  frontend: number;
  frontendHttp: number;
  history: number;
  matching: number;
  worker: number;
  /** Ringpop membership, one per service. */
  frontendMembership: number;
  historyMembership: number;
  matchingMembership: number;
  workerMembership: number;
}

export interface TemporalServerOptions {
  serverPath: string;
  postgres: TemporalPostgres;
  ports: TemporalServerPorts;
  /** Where the config and the server's log go. */
  workDir: string;
  numHistoryShards?: number;
  readyTimeoutMs?: number;
}

/** The server's static config (YAML; JSON is YAML, so it is written as JSON). Every service on loopback. */
export function temporalServerConfig(options: TemporalServerOptions, dynamicConfigFile: string): Record<string, unknown> {
  const { postgres, ports } = options;
  const datastore = (databaseName: string, maxConns: number): Record<string, unknown> => ({
    sql: {
      pluginName: 'postgres12',
      databaseName,
      connectAddr: `${postgres.host}:${postgres.port}`,
      connectProtocol: 'tcp',
      user: postgres.user,
      password: postgres.password,
      maxConns,
      maxIdleConns: maxConns,
      maxConnLifetime: '1h',
    },
  });
  const service = (grpcPort: number, membershipPort: number, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
    rpc: { grpcPort, membershipPort, bindOnLocalHost: true, ...extra },
  });
  return {
    log: { stdout: true, level: 'warn', format: 'json' },
    persistence: {
      defaultStore: 'postgres-default',
      visibilityStore: 'postgres-visibility',
      // Fixed for the life of a cluster; 4 is enough for a test and a small deployment.
      numHistoryShards: options.numHistoryShards ?? 4,
      datastores: { 'postgres-default': datastore(postgres.database, 20), 'postgres-visibility': datastore(postgres.visibilityDatabase, 4) },
    },
    global: { membership: { maxJoinDuration: '30s', broadcastAddress: '127.0.0.1' } },
    services: {
      frontend: service(ports.frontend, ports.frontendMembership, { httpPort: ports.frontendHttp }),
      history: service(ports.history, ports.historyMembership),
      matching: service(ports.matching, ports.matchingMembership),
      worker: service(ports.worker, ports.workerMembership),
    },
    clusterMetadata: {
      enableGlobalNamespace: false,
      failoverVersionIncrement: 10,
      masterClusterName: 'active',
      currentClusterName: 'active',
      clusterInformation: { active: { enabled: true, initialFailoverVersion: 1, rpcName: 'frontend', rpcAddress: `127.0.0.1:${ports.frontend}` } },
    },
    dcRedirectionPolicy: { policy: 'noop' },
    archival: { history: { state: 'disabled' }, visibility: { state: 'disabled' } },
    namespaceDefaults: { archival: { history: { state: 'disabled' }, visibility: { state: 'disabled' } } },
    dynamicConfigClient: { filepath: dynamicConfigFile, pollInterval: '10s' },
  };
}

/** Dynamic config: a new namespace and search attribute are usable within a second instead of after the caches' 10 s. */
export const TEMPORAL_DYNAMIC_CONFIG: Record<string, { value: unknown; constraints: Record<string, never> }[]> = {
  'system.namespaceCacheRefreshInterval': [{ value: '1s', constraints: {} }],
  'system.forceSearchAttributesCacheRefreshOnRead': [{ value: true, constraints: {} }],
  'frontend.persistenceMaxQPS': [{ value: 10_000, constraints: {} }],
  'history.persistenceMaxQPS': [{ value: 45_000, constraints: {} }],
};

export interface RunningTemporalServer {
  address: string;
  logFile: string;
  stop(): Promise<void>;
}

/** Start the server on an already set-up schema; resolves once its frontend reports SERVING. */
export async function startTemporalServer(options: TemporalServerOptions): Promise<RunningTemporalServer> {
  const configDir = path.join(options.workDir, 'config');
  mkdirSync(configDir, { recursive: true });
  const dynamicConfigFile = path.join(configDir, 'dynamic.yaml');
  writeFileSync(dynamicConfigFile, JSON.stringify(TEMPORAL_DYNAMIC_CONFIG, null, 2));
  writeFileSync(path.join(configDir, 'development.yaml'), JSON.stringify(temporalServerConfig(options, dynamicConfigFile), null, 2));
  const logFile = path.join(options.workDir, 'temporal-server.log');
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(options.serverPath, ['--root', options.workDir, '--config', 'config', '--env', 'development', '--allow-no-auth', 'start'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  const collect = (chunk: Buffer): void => {
    log.write(chunk);
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line);
    while (tail.length > 30) tail.shift();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  child.on('exit', () => log.end());
  const address = `127.0.0.1:${options.ports.frontend}`;
  const isDead = (): string | null => {
    if (spawnError) return `could not start ${options.serverPath}: ${spawnError.message}`;
    if (child.exitCode !== null || child.signalCode !== null) return `the Temporal server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail.join('\n')}`;
    return null;
  };
  try {
    await waitForFrontend(address, options.readyTimeoutMs ?? 90_000, isDead);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    throw error;
  }
  return { address, logFile, stop: () => stopChild(child, 'SIGTERM', 20_000) };
}

const KEYWORD = 2 as temporal.api.enums.v1.IndexedValueType; // INDEXED_VALUE_TYPE_KEYWORD
const ALREADY_EXISTS = 6; // gRPC status

function grpcCode(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' ? error.code : undefined;
}

async function retryUntil<T>(what: string, timeoutMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms: ${(lastError as Error | undefined)?.message ?? 'not yet'}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Register the namespace and Keyword search attributes (idempotent), and wait until the frontend serves both. */
export async function registerNamespace(address: string, namespace: string, keywordAttributes: string[], timeoutMs = 60_000): Promise<void> {
  const connection = await Connection.connect({ address });
  try {
    try {
      await connection.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
    } catch (error) {
      if (grpcCode(error) !== ALREADY_EXISTS) throw error;
    }
    // Counting resolves the name through the frontend's namespace cache, which is what every later call needs.
    await retryUntil(`namespace ${namespace} did not become usable`, timeoutMs, async () => {
      await connection.workflowService.countWorkflowExecutions({ namespace });
      return true;
    });
    const searchAttributes = Object.fromEntries(keywordAttributes.map((name) => [name, KEYWORD]));
    await retryUntil(`search attributes ${keywordAttributes.join(', ')} could not be added`, timeoutMs, async () => {
      try {
        await connection.operatorService.addSearchAttributes({ namespace, searchAttributes });
      } catch (error) {
        if (grpcCode(error) !== ALREADY_EXISTS) throw error;
      }
      const listed = await connection.operatorService.listSearchAttributes({ namespace });
      return keywordAttributes.every((name) => listed.customAttributes?.[name] === KEYWORD) ? true : undefined;
    });
  } finally {
    await connection.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  provisionTemporalServer().then(
    (built) => console.log(`${built.server}\n${built.sqlTool} (${built.source})`),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
