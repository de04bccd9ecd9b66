// The worker process (`npm run worker`) as an operator runs it: with WORKER_METRICS_PORT the Temporal SDK's
// Prometheus exporter answers GET /metrics on that port (read with Prometheus's own text parser), and workflow logs
// come through the same structured logger as the API. The worker runs in a namespace of its own, so its
// price-index schedule and first run never meet another test's.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { Connection } from '@temporalio/client';
import { msToTs } from '@temporalio/common/lib/time.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot } from '../../config/index.ts';
import { tempDir } from './harness.ts';
import { parsePrometheusText } from './prometheus-text.ts';
import { freePort } from './ports.ts';

let worker: ChildProcess | undefined;
let output = '';
let data: ReturnType<typeof tempDir>;
let port: number;
let healthPort: number;
const namespace = `worker-metrics-${Math.random().toString(36).slice(2, 10)}`;
const taskQueue = `worker-metrics-${Math.random().toString(36).slice(2, 10)}`;

beforeAll(async () => {
  const connection = await Connection.connect({ address: inject('temporalAddress') });
  try {
    await connection.workflowService.registerNamespace({ namespace, workflowExecutionRetentionPeriod: msToTs('1 day') });
    for (let i = 0; ; i++) {
      try {
        await connection.workflowService.describeNamespace({ namespace });
        break;
      } catch (error) {
        if (i > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await connection.close();
  }
  data = tempDir('pqs-worker-metrics-');
  port = await freePort();
  healthPort = await freePort();
  worker = spawn(process.execPath, ['--import', 'tsx', 'worker/main.ts'], {
    cwd: projectRoot(),
    env: { ...process.env, TEMPORAL_ADDRESS: inject('temporalAddress'), TEMPORAL_NAMESPACE: namespace, TEMPORAL_TASK_QUEUE: taskQueue, DATA_DIR: data.dir, LOG_LEVEL: 'info', WORKER_METRICS_PORT: String(port), WORKER_HEALTH_PORT: String(healthPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  worker.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  worker.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (!output.includes('worker started')) {
    if (worker.exitCode !== null) throw new Error(`the worker exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the worker did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (worker && worker.exitCode === null) {
    const exited = new Promise((resolve) => worker!.once('exit', resolve));
    worker.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (worker.exitCode === null) worker.kill('SIGKILL');
  }
  data?.remove();
});

describe('worker metrics', () => {
  it('serves the Temporal SDK metrics of this worker in Prometheus text', { timeout: 60_000 }, async () => {
    let families: ReturnType<typeof parsePrometheusText> = [];
    const deadline = Date.now() + 30_000;
    // Poller and slot metrics appear once the worker has polled its task queue; the counters of a first poll can come
    // a scrape before the gauges, so wait for both.
    const ready = (): boolean => families.some((f) => f.metrics.some((m) => m.labels.task_queue === taskQueue)) && families.some((f) => f.type === 'GAUGE');
    while (!ready()) {
      if (Date.now() > deadline) throw new Error(`no metric for task queue ${taskQueue} and no gauge: ${families.map((f) => `${f.name} ${f.type}`).join(', ')}`);
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      families = parsePrometheusText(await response.text());
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(families.every((f) => f.name.startsWith('temporal_'))).toBe(true);
    const ours = families.filter((f) => f.metrics.some((m) => m.labels.task_queue === taskQueue && m.labels.namespace === namespace));
    expect(ours.length).toBeGreaterThan(0);
    expect(families.map((f) => f.type)).toEqual(expect.arrayContaining(['GAUGE']));
  });

  it('logs workflow lines through the structured logger: the first price-index run finishing', { timeout: 90_000 }, async () => {
    const stored = (): Record<string, unknown> | undefined =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .find((entry) => entry.msg === 'price index stored');
    const deadline = Date.now() + 80_000;
    while (!stored()) {
      if (Date.now() > deadline) throw new Error(`no "price index stored" line:\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(stored()).toMatchObject({ level: 30, service: 'worker', sdkComponent: 'workflow', namespace, taskQueue, month: expect.stringMatching(/^\d{4}-\d{2}$/), pairs: 30 });
  });

  it('answers GET /health with the worker state and its store and Temporal checks', async () => {
    let response = await fetch(`http://127.0.0.1:${healthPort}/health`);
    for (let i = 0; response.status !== 200 && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response = await fetch(`http://127.0.0.1:${healthPort}/health`);
    }
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', worker: 'RUNNING', checks: { store: 'ok', temporal: 'ok' } });
    expect((await fetch(`http://127.0.0.1:${healthPort}/metrics`)).status).toBe(404);
  });
});
