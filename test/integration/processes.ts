// Our own entry points (`npm run api`, `npm run worker`) as separate Node processes, for tests of several processes
// on one store and one Temporal cluster.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../config/index.ts';
import { stopChild } from '../../scripts/dev-server.ts';

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything it printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Start `entry` (e.g. `worker/main.ts`) under tsx with `env` on top of ours; resolves once `ready()` is true. */
export async function startServiceProcess(entry: string, env: Record<string, string>, ready: (output: string) => boolean | Promise<boolean>, timeoutMs = 90_000): Promise<ServiceProcess> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), entry)], {
    cwd: projectRoot(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const service: ServiceProcess = { child, output: () => output, stop: () => stopChild(child, 'SIGTERM', 15_000) };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited early (${child.exitCode}):\n${output}`);
    if (await ready(output)) return service;
    if (Date.now() > deadline) {
      await stopChild(child, 'SIGKILL');
      throw new Error(`${entry} was not ready within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
