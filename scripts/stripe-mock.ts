// Find or build stripe-mock, Stripe's official mock of its API (the tests of the Stripe adapter run against it).
// Order: STRIPE_MOCK (a binary), `stripe-mock` on PATH, our cached build, and `go install` from the Go module proxy
// (built once, a minute or so, then reused), cached beside the Temporal CLI. `npm run stripe-mock` prints the path.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheRoot, isExecutable, onPath, run } from './temporal-cli.ts';

export const STRIPE_MOCK_VERSION = '0.203.0';
const GO_PACKAGE = 'github.com/stripe/stripe-mock';

type Env = Record<string, string | undefined>;
type Log = (line: string) => void;

export function cachedStripeMockPath(env: Env = process.env): string {
  return path.join(cacheRoot(env), 'stripe-mock', `v${STRIPE_MOCK_VERSION}`, 'stripe-mock');
}

export const STRIPE_MOCK_HINT = `stripe-mock is needed for the Stripe tests: install Go 1.25 or newer (https://go.dev/dl/) so it is built once with \`go install ${GO_PACKAGE}@v${STRIPE_MOCK_VERSION}\`, or set STRIPE_MOCK=/path/to/stripe-mock.`;

export class StripeMockUnavailableError extends Error {
  constructor(reasons: string[]) {
    super([STRIPE_MOCK_HINT, ...reasons.map((r) => `  - ${r}`)].join('\n'));
    this.name = 'StripeMockUnavailableError';
  }
}

async function goInstall(target: string, log: Log, env: Env): Promise<string | undefined> {
  const go = onPath('go', env);
  if (!go) return undefined;
  log(`building stripe-mock ${STRIPE_MOCK_VERSION} with Go, first run only (cached at ${path.dirname(target)})`);
  // Build into a private folder and rename into place, so a concurrent run never sees half a binary.
  const work = mkdtempSync(path.join(path.dirname(target), '.build-'));
  const started = Date.now();
  try {
    const result = await run(go, ['install', '-trimpath', '-ldflags', '-s -w', `${GO_PACKAGE}@v${STRIPE_MOCK_VERSION}`], {
      env: { ...env, GOBIN: work, CGO_ENABLED: '0', GOFLAGS: env.GOFLAGS ?? '-buildvcs=false' },
    });
    if (result.code !== 0) {
      log(`go install failed:\n${result.tail.join('\n')}`);
      return undefined;
    }
    renameSync(path.join(work, 'stripe-mock'), target);
    log(`built stripe-mock in ${Math.round((Date.now() - started) / 1000)} s`);
    return target;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function provisionStripeMock(options: { env?: Env; log?: Log } = {}): Promise<string> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`[stripe-mock] ${line}\n`));
  const reasons: string[] = [];
  if (env.STRIPE_MOCK) {
    if (isExecutable(env.STRIPE_MOCK)) return env.STRIPE_MOCK;
    reasons.push(`STRIPE_MOCK=${env.STRIPE_MOCK} is not an executable file`);
  }
  const fromPath = onPath('stripe-mock', env);
  if (fromPath) return fromPath;
  const target = cachedStripeMockPath(env);
  if (isExecutable(target)) return target;
  mkdirSync(path.dirname(target), { recursive: true });
  const built = await goInstall(target, log, env);
  if (built) return built;
  reasons.push(onPath('go', env) ? 'building it with `go install` failed (see the output above)' : 'Go is not installed, so it cannot be built');
  throw new StripeMockUnavailableError(reasons);
}

export interface RunningStripeMock {
  host: string;
  port: number;
  stop(): Promise<void>;
}

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function accepting(port: number, deadline: number): Promise<void> {
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`stripe-mock did not listen on 127.0.0.1:${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** stripe-mock on a free loopback port (plain HTTP), until stop(). */
export async function startStripeMock(binary: string): Promise<RunningStripeMock> {
  const port = await freeLoopbackPort();
  const child: ChildProcess = spawn(binary, ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await accepting(port, Date.now() + 20_000);
  } catch (error) {
    child.kill();
    throw error;
  }
  return {
    host: '127.0.0.1',
    port,
    async stop() {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  provisionStripeMock().then(
    (binary) => console.log(binary),
    (error: unknown) => {
      console.error((error as Error).message);
      process.exit(1);
    },
  );
}
