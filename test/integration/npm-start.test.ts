// `npm start` as a user runs it: every child comes up, /status says ok, SIGINT stops all of them, data persists.
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { projectRoot } from '../../config/index.ts';
import { freePort } from './ports.ts';
import { tempDir } from './harness.ts';

const data = tempDir('pqs-start-');
afterAll(() => data.remove());

function descendants(pid: number): number[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const direct = out.split('\n').map((s) => Number(s.trim())).filter((n) => n > 0);
  return direct.flatMap((child) => [child, ...descendants(child)]);
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function startService(ports: { api: number; temporal: number; ui: number }): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'scripts/start.ts')], {
    cwd: projectRoot(),
    env: {
      ...process.env,
      PORT: String(ports.api),
      TEMPORAL_PORT: String(ports.temporal),
      TEMPORAL_UI_PORT: String(ports.ui),
      DATA_DIR: data.dir,
      TEMPORAL_CLI: inject('temporalCliPath'),
      TEMPORAL_ADDRESS: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  while (!output.includes('Press Ctrl-C to stop.')) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}

async function stopWithSigint(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  return exited;
}

describe('npm start', () => {
  it('starts Temporal, the worker and the API, and SIGINT stops every child', { timeout: 180_000 }, async () => {
    const ports = { api: await freePort(), temporal: await freePort(), ui: await freePort() };
    const { child, output } = await startService(ports);

    const status = (await (await fetch(`http://127.0.0.1:${ports.api}/status`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ status: 'ok', checks: { store: 'ok', temporal: 'ok' } });
    expect(output()).toContain(`http://127.0.0.1:${ports.api}/mcp`);
    expect(output()).toContain(`http://127.0.0.1:${ports.ui}`);
    const ui = await fetch(`http://127.0.0.1:${ports.ui}/`);
    expect(ui.status).toBe(200);

    // A crashed API is started again with backoff and a visible line; the service comes back without a restart.
    const apiPid = Number(/\[start\] api started \(pid (\d+)\)/.exec(output())?.[1]);
    expect(apiPid).toBeGreaterThan(0);
    process.kill(apiPid, 'SIGKILL');
    await expect.poll(() => output(), { timeout: 20_000 }).toMatch(/api exited unexpectedly \(SIGKILL\); restarting in \d+ ms/);
    await expect
      .poll(async () => ((await (await fetch(`http://127.0.0.1:${ports.api}/status`).catch(() => null))?.json().catch(() => null)) as { status?: string } | null)?.status, { timeout: 60_000, interval: 250 })
      .toBe('ok');
    expect(child.exitCode).toBeNull();

    const family = descendants(child.pid!);
    expect(family.length).toBeGreaterThanOrEqual(3); // dev server, worker, API (plus any helpers)
    expect(await stopWithSigint(child)).toBe(0);
    await expect.poll(() => family.filter(alive), { timeout: 20_000 }).toEqual([]);
    expect(existsSync(path.join(data.dir, 'temporal.sqlite'))).toBe(true);
    expect(existsSync(path.join(data.dir, 'parcel-quote.sqlite'))).toBe(true);
    // Contact details and workflow state: every SQLite file (store and Temporal's, with -wal/-shm) is owner-only.
    for (const name of readdirSync(data.dir).filter((f) => f.includes('.sqlite'))) expect(statSync(path.join(data.dir, name)).mode & 0o777, name).toBe(0o600);

    // A second start on the same data dir comes up again (state kept, search attribute already registered).
    const again = await startService(ports);
    const second = (await (await fetch(`http://127.0.0.1:${ports.api}/status`)).json()) as Record<string, unknown>;
    expect(second).toMatchObject({ status: 'ok' });
    expect(await stopWithSigint(again.child)).toBe(0);
  });
});
