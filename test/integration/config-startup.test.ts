// A bad environment value stops each process before it binds, loads the store or dials Temporal, with one line
// naming the variable and exit status 78 (EX_CONFIG).
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../config/index.ts';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], env: Record<string, string>): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Our lines only: npm may warn about the machine's npmrc, and a newer Node about a dependency's deprecated API. */
const ourLines = (text: string): string[] =>
  text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('npm warn') && !/^\(node:\d+\) |^\(Use `node --trace/.test(line));

describe('start-up with a bad environment value', () => {
  it('npm run api stops at a non-numeric PORT with one line naming it', async () => {
    const exit = await run('npm', ['run', '--silent', 'api'], { PORT: 'eighty' });
    expect(exit.code).toBe(78);
    expect(ourLines(exit.stderr)).toEqual(['invalid configuration: PORT must be a port number from 0 to 65535 (was "eighty")']);
    expect(exit.stdout).not.toMatch(/listening/);
  });

  it('the worker stops at a negative session life', async () => {
    const exit = await run(process.execPath, ['--import', 'tsx', 'worker/main.ts'], { SESSION_LIFE_SECONDS: '-5' });
    expect(exit.code).toBe(78);
    expect(ourLines(exit.stderr)).toEqual(['invalid configuration: SESSION_LIFE_SECONDS must be at least 1 (was -5)']);
  });

  it('npm start stops at an unknown TRUST_PROXY word before starting Temporal', async () => {
    const exit = await run(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { TRUST_PROXY: 'maybe' });
    expect(exit.code).toBe(78);
    expect(ourLines(exit.stderr)).toEqual(['invalid configuration: TRUST_PROXY must be "0", "1", "false", "no", "true" or "yes" (was "maybe")']);
    expect(exit.stdout).toBe('');
  });
});
