// `npm start`: the whole service on one machine. Temporal dev server (unless TEMPORAL_ADDRESS), worker and API
// as child processes; Ctrl-C (SIGINT) or SIGTERM stops every one of them. A worker or API that crashes is started
// again with backoff and a visible line (scripts/restart-policy.ts); only repeated rapid crashes stop everything.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CHECKOUT_STATUS_SEARCH_ATTRIBUTE, configOrExit, projectRoot } from '../config/index.ts';
import { startDevServer, stopChild } from './dev-server.ts';
import type { RunningDevServer } from './dev-server.ts';
import { createRestartPolicy } from './restart-policy.ts';
import { provisionTemporalCli } from './temporal-cli.ts';

const say = (line: string): void => {
  process.stdout.write(`[start] ${line}\n`);
};

const config = configOrExit();
mkdirSync(config.dataDir, { recursive: true });

const children: { name: string; child: ChildProcess }[] = [];
let devServer: RunningDevServer | undefined;
let stopping = false;

async function stopAll(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    say('stopping…');
    // API first (drains requests), then the worker (finishes its tasks), then Temporal underneath them.
    for (const { child } of [...children].reverse()) await stopChild(child, 'SIGTERM', 15_000);
    if (devServer) await devServer.stop();
    say('stopped');
  }
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

function startNodeChild(name: string, entry: string, env: NodeJS.ProcessEnv, policy = createRestartPolicy()): ChildProcess {
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), entry)], {
    cwd: projectRoot(),
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const entryIndex = children.findIndex((c) => c.name === name);
  if (entryIndex >= 0) children[entryIndex] = { name, child };
  else children.push({ name, child });
  say(`${name} started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const decision = policy.crashed(startedAt, Date.now());
    if (!decision.restart) {
      say(`${name} exited unexpectedly (${code ?? signal}), ${decision.crashesInWindow} times within a minute; stopping everything`);
      void stopAll(1);
      return;
    }
    say(`${name} exited unexpectedly (${code ?? signal}); restarting in ${decision.delayMs} ms`);
    setTimeout(() => {
      if (!stopping) startNodeChild(name, entry, env, policy);
    }, decision.delayMs);
  });
  return child;
}

async function waitForStatus(url: string, timeoutMs: number): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/status`);
      const body = (await response.json()) as Record<string, unknown>;
      if (body.status === 'ok') return body;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API did not report ok within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

try {
  let temporalAddress = config.temporal.address;
  if (!temporalAddress) {
    const cli = await provisionTemporalCli({ log: (line) => say(line) });
    say(`Temporal CLI: ${cli.path} (${cli.source})`);
    devServer = await startDevServer({
      cliPath: cli.path,
      port: config.temporal.port,
      uiPort: config.temporal.uiPort,
      dbFile: path.join(config.dataDir, 'temporal.sqlite'),
      namespace: config.temporal.namespace,
      searchAttributes: { [CHECKOUT_STATUS_SEARCH_ATTRIBUTE]: 'Keyword' },
      logFile: path.join(config.dataDir, 'temporal.log'),
    });
    devServer.child.on('exit', (code, signal) => {
      if (stopping) return;
      say(`Temporal dev server exited unexpectedly (${code ?? signal}); see ${path.join(config.dataDir, 'temporal.log')}`);
      void stopAll(1);
    });
    temporalAddress = devServer.address;
  } else {
    say(`using the Temporal cluster at ${temporalAddress} (TEMPORAL_ADDRESS)`);
  }

  const childEnv: NodeJS.ProcessEnv = { ...process.env, TEMPORAL_ADDRESS: temporalAddress, DATA_DIR: config.dataDir };
  startNodeChild('worker', 'worker/main.ts', childEnv);
  startNodeChild('api', 'api/main.ts', childEnv);

  const apiUrl = config.publicBaseUrl;
  await waitForStatus(`http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`, 90_000);
  say('Parcel Quote Service is up');
  say(`  API          ${apiUrl}   (try: curl ${apiUrl}/status)`);
  say(`  MCP          ${apiUrl}/mcp`);
  say(`  Temporal UI  ${devServer?.uiUrl ?? '(your cluster’s UI)'}`);
  say(`  Temporal     ${temporalAddress}, task queue ${config.temporal.taskQueue}`);
  say(`  data         ${config.dataDir}`);
  if (config.databaseUrl) say(`  store        PostgreSQL ${withoutPassword(config.databaseUrl)}`);
  say('Press Ctrl-C to stop.');
} catch (error) {
  process.stderr.write(`[start] ${(error as Error).message}\n`);
  await stopAll(1);
}

/** A database URL fit for a terminal or a log: the password is never printed. */
function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
