// Run `temporal server start-dev` as a child process and wait until its frontend answers.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { Connection } from '@temporalio/client';

export interface DevServerOptions {
  cliPath: string;
  ip?: string;
  port: number;
  /** null: headless (no Web UI). */
  uiPort: number | null;
  /** Persistent SQLite file; omitted means in-memory. */
  dbFile?: string;
  namespace?: string;
  searchAttributes?: Record<string, 'Keyword' | 'Text' | 'Int' | 'Double' | 'Bool' | 'Datetime' | 'KeywordList'>;
  /** Where the server's own output goes. */
  logFile?: string;
  readyTimeoutMs?: number;
}

export interface RunningDevServer {
  address: string;
  uiUrl: string | null;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function devServerArgs(options: DevServerOptions): string[] {
  const args = ['server', 'start-dev', '--ip', options.ip ?? '127.0.0.1', '--port', String(options.port), '--log-level', 'warn', '--log-format', 'json'];
  args.push('--namespace', options.namespace ?? 'default');
  // WAL without per-commit fsync roughly triples workflow starts on a small machine (measured for issue 4).
  if (options.dbFile) args.push('--db-filename', options.dbFile, '--sqlite-pragma', 'journal_mode=wal', '--sqlite-pragma', 'synchronous=normal');
  if (options.uiPort === null) args.push('--headless');
  else args.push('--ui-port', String(options.uiPort));
  for (const [name, type] of Object.entries(options.searchAttributes ?? {})) args.push('--search-attribute', `${name}=${type}`);
  return args;
}

export async function waitForFrontend(address: string, timeoutMs: number, isDead: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const died = isDead();
    if (died) throw new Error(died);
    try {
      const connection = await Connection.connect({ address, connectTimeout: '1s' });
      try {
        const health = await connection.healthService.check({});
        if (health.status === 1) return;
      } finally {
        await connection.close();
      }
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Temporal dev server at ${address} did not become ready in ${timeoutMs} ms: ${(lastError as Error | undefined)?.message ?? 'no answer'}`);
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', killAfterMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

export async function startDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  if (options.dbFile) mkdirSync(path.dirname(options.dbFile), { recursive: true, mode: 0o700 });
  // The child inherits the umask: its SQLite files (temporal.sqlite, -wal, -shm) are created 0600, owner only.
  const previousUmask = process.umask(0o077);
  let child: ChildProcess;
  try {
    child = spawn(options.cliPath, devServerArgs(options), { stdio: ['ignore', 'pipe', 'pipe'] });
  } finally {
    process.umask(previousUmask);
  }
  const tail: string[] = [];
  const log = options.logFile ? createWriteStream(options.logFile, { flags: 'a', mode: 0o600 }) : undefined;
  const collect = (chunk: Buffer): void => {
    log?.write(chunk);
    for (const line of chunk.toString().split('\n')) if (line.trim()) tail.push(line);
    while (tail.length > 30) tail.shift();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  child.on('exit', () => log?.end());

  const address = `${options.ip ?? '127.0.0.1'}:${options.port}`;
  const isDead = (): string | null => {
    if (spawnError) return `could not start ${options.cliPath}: ${spawnError.message}`;
    if (child.exitCode !== null || child.signalCode !== null) {
      return `Temporal dev server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${tail.join('\n')}`;
    }
    return null;
  };
  try {
    await waitForFrontend(address, options.readyTimeoutMs ?? 60_000, isDead);
  } catch (error) {
    await stopChild(child, 'SIGKILL');
    throw error;
  }
  return {
    address,
    uiUrl: options.uiPort === null ? null : `http://${options.ip ?? '127.0.0.1'}:${options.uiPort}`,
    child,
    stop: () => stopChild(child, 'SIGTERM'),
  };
}
