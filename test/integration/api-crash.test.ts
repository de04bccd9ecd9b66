// The API killed mid-burst: every quote it answered was committed before the answer (group commit), so every
// answered quote_id is readable after the crash, and the API starts again on the same data.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { projectRoot } from '../../config/index.ts';
import { openStore } from '../../store/index.ts';
import { tempDir } from './harness.ts';
import { freePort } from './ports.ts';

const data = tempDir('pqs-crash-');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  data.remove();
});

async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot(), 'api/main.ts')], {
    cwd: projectRoot(),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: data.dir, TEMPORAL_ADDRESS: inject('temporalAddress'), LOG_LEVEL: 'silent', ADDRESS_CEILING_MULTIPLE: '1000' },
    stdio: 'ignore',
  });
  children.push(child);
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}) before it answered`);
    const ok = await fetch(`http://127.0.0.1:${port}/status`).then((r) => r.ok, () => false);
    if (ok) return child;
    if (Date.now() > until) throw new Error('the API did not come up');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the API killed mid-burst', () => {
  it('loses no answered quote, and starts again on the same data', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const api = await startApi(port);
    const answered: string[] = [];
    let failed = 0;
    // 16 clients, each its own limiter identity, quoting until the process dies under them.
    const burst = Array.from({ length: 16 }, async (_, client) => {
      for (let i = 0; i < 60; i++) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/quote`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'user-agent': `crash-test/${client}` },
            body: JSON.stringify({ from_postal_code: '10001', to_postal_code: '94105', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 10 + (i % 10), weight_kg: 2 }),
          });
          const body = (await response.json()) as { quote_id?: string };
          if (response.status === 200 && body.quote_id) answered.push(body.quote_id);
        } catch {
          failed++;
          return;
        }
      }
    });
    // Kill it hard once it has answered a good number of quotes, while the rest are in flight.
    await (async () => {
      const until = Date.now() + 30_000;
      while (answered.length < 150 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
      api.kill('SIGKILL');
    })();
    await Promise.all(burst);
    expect(answered.length).toBeGreaterThanOrEqual(150);
    expect(failed).toBeGreaterThan(0); // the kill really happened mid-burst

    const store = await openStore({ file: path.join(data.dir, 'parcel-quote.sqlite') });
    try {
      const missing: string[] = [];
      for (const id of answered) if (!(await store.quotes.find(id))) missing.push(id);
      expect(missing).toEqual([]);
    } finally {
      await store.close();
    }

    // The same data dir serves again, and the answered quotes are still reusable.
    const again = await startApi(port);
    const reuse = await fetch(`http://127.0.0.1:${port}/agent/checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'crash-test/after' },
      body: JSON.stringify({ quote_id: answered[0] }),
    });
    expect(reuse.status).toBe(201);
    again.kill('SIGTERM');
  });
});
