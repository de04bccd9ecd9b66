// Find or build the Temporal CLI (dev server + Web UI). Order: TEMPORAL_CLI, `temporal` on PATH, our cached
// build, the official download the SDK uses, and finally `go install` from the Go module proxy (our machines reach
// that but not the download host). `npm run temporal:cli` prints the path it settled on.
import { spawn } from 'node:child_process';
import { accessSync, constants, createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { temporalCliSettings } from '../config/index.ts';

/** v1.5.1 is the newest tag whose go.mod has no `replace`, so `go install …@v1.5.1` works (facts/temporal-cli.md). */
export const TEMPORAL_CLI_VERSION = '1.5.1';
const GO_PACKAGE = 'github.com/temporalio/cli/cmd/temporal';

export type CliSource = 'TEMPORAL_CLI' | 'PATH' | 'cache' | 'download' | 'go install';
export interface ProvisionedCli {
  path: string;
  source: CliSource;
}

export type Env = Record<string, string | undefined>;
export type Log = (line: string) => void;

export function cacheRoot(env: Env = process.env): string {
  return temporalCliSettings(env).cacheRoot;
}

export function cachedCliPath(env: Env = process.env): string {
  return path.join(cacheRoot(env), 'temporal-cli', `v${TEMPORAL_CLI_VERSION}`, 'temporal');
}

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function onPath(command: string, env: Env): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export class TemporalCliUnavailableError extends Error {
  constructor(reasons: string[]) {
    super(
      [
        'The Temporal CLI is needed to run the local Temporal dev server, and none could be found or built.',
        ...reasons.map((r) => `  - ${r}`),
        'Fix one of these:',
        '  1. install the Temporal CLI (https://docs.temporal.io/cli) and put `temporal` on PATH, or set TEMPORAL_CLI=/path/to/temporal;',
        '  2. install Go 1.25 or newer (https://go.dev/dl/) so we can build it once with `go install` (a few minutes, first run only);',
        '  3. or point the service at an existing cluster with TEMPORAL_ADDRESS=host:7233.',
      ].join('\n'),
    );
    this.name = 'TemporalCliUnavailableError';
  }
}

export function run(command: string, args: string[], options: { env: Env; onLine?: Log }): Promise<{ code: number; tail: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const onData = (chunk: Buffer): void => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 20) tail.shift();
        options.onLine?.(line);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, tail }));
  });
}

async function tryDownload(target: string, log: Log, env: Env): Promise<string | undefined> {
  // The same archive the SDK's ephemeral server downloads; skipped quickly where that host is unreachable.
  const platform = process.platform === 'darwin' ? 'darwin' : process.platform === 'win32' ? 'windows' : 'linux';
  const arch = process.arch === 'arm64' ? 'arm64' : 'amd64';
  const url = `https://temporal.download/cli/archive/v${TEMPORAL_CLI_VERSION}?platform=${platform}&arch=${arch}`;
  if (temporalCliSettings(env).skipDownload) return undefined;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
    log(`downloading Temporal CLI ${TEMPORAL_CLI_VERSION}…`);
    const work = mkdtempSync(path.join(path.dirname(target), '.download-'));
    try {
      const archive = path.join(work, 'temporal.tar.gz');
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(archive));
      const untar = await run('tar', ['-xzf', archive, '-C', work], { env });
      if (untar.code !== 0) throw new Error(`tar failed: ${untar.tail.join(' ')}`);
      const binary = readdirSync(work).find((name) => name === 'temporal');
      if (!binary) throw new Error('archive had no temporal binary');
      renameSync(path.join(work, binary), target);
      return target;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  } catch (error) {
    log(`download unavailable (${(error as Error).message}); trying a source build`);
    return undefined;
  }
}

async function goInstall(target: string, log: Log, env: Env): Promise<string | undefined> {
  const go = onPath('go', env);
  if (!go) return undefined;
  log(`building Temporal CLI ${TEMPORAL_CLI_VERSION} with Go, first run only (a few minutes; cached at ${path.dirname(target)})`);
  // Build into a private folder and rename into place, so a concurrent run never sees half a binary.
  const work = mkdtempSync(path.join(path.dirname(target), '.build-'));
  let compiled = 0;
  const started = Date.now();
  try {
    const result = await run(
      go,
      ['install', '-v', '-trimpath', '-ldflags', `-s -w -X github.com/temporalio/cli/temporalcli.Version=${TEMPORAL_CLI_VERSION}`, `${GO_PACKAGE}@v${TEMPORAL_CLI_VERSION}`],
      {
        env: { ...env, GOBIN: work, CGO_ENABLED: '0', GOFLAGS: env.GOFLAGS ?? '-buildvcs=false' },
        onLine: (line) => {
          if (line.startsWith('go: downloading')) return;
          compiled += 1;
          if (compiled % 100 === 0) log(`  …compiled ${compiled} packages (${Math.round((Date.now() - started) / 1000)} s)`);
        },
      },
    );
    if (result.code !== 0) {
      log(`go install failed:\n${result.tail.join('\n')}`);
      return undefined;
    }
    renameSync(path.join(work, 'temporal'), target);
    log(`built Temporal CLI in ${Math.round((Date.now() - started) / 1000)} s`);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function provisionTemporalCli(options: { env?: Env; log?: Log } = {}): Promise<ProvisionedCli> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`[temporal-cli] ${line}\n`));
  const reasons: string[] = [];

  const configuredCli = temporalCliSettings(env).cli;
  if (configuredCli) {
    if (isExecutable(configuredCli)) return { path: configuredCli, source: 'TEMPORAL_CLI' };
    reasons.push(`TEMPORAL_CLI=${configuredCli} is not an executable file`);
  }
  const fromPath = onPath('temporal', env);
  if (fromPath) return { path: fromPath, source: 'PATH' };
  reasons.push('no `temporal` on PATH');

  const target = cachedCliPath(env);
  if (isExecutable(target)) return { path: target, source: 'cache' };
  mkdirSync(path.dirname(target), { recursive: true });

  const downloaded = await tryDownload(target, log, env);
  if (downloaded) return { path: downloaded, source: 'download' };
  reasons.push('the official download is not reachable from here');

  const built = await goInstall(target, log, env);
  if (built) return { path: built, source: 'go install' };
  reasons.push(onPath('go', env) ? 'building it with `go install` failed (see the output above)' : 'Go is not installed, so it cannot be built from source');
  if (existsSync(target)) rmSync(target, { force: true });
  throw new TemporalCliUnavailableError(reasons);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  provisionTemporalCli().then(
    (cli) => console.log(`${cli.path} (${cli.source})`),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
