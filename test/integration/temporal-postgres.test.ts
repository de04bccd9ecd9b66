// Beyond one machine, for real: a Temporal server built from source (not the dev server) on PostgreSQL, its schema
// set up with Temporal's own SQL tool, and two `npm run worker` and two `npm run api` processes on one PostgreSQL
// app database. A checkout runs from quote to label_ready with each step sent to the other API process, and the
// price index Schedule runs on that server. Needs Go (first run builds the server, then it is cached) and
// PostgreSQL at 127.0.0.1:5432; either missing fails with how to get it, never a skip.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { monthOf } from '../../activities/price-index/index.ts';
import { CHECKOUT_STATUS_SEARCH_ATTRIBUTE, projectRoot } from '../../config/index.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { PRICE_INDEX_SCHEDULE_ID } from '../../workflows/price-index.ts';
import { checkoutWorkflowId } from '../../workflows/messages.ts';
import { TEMPORAL_SERVER_VERSION, TemporalServerUnavailableError, provisionTemporalServer, registerNamespace, setupTemporalSchema, startTemporalServer, temporalPostgresFrom } from '../../scripts/temporal-server.ts';
import type { RunningTemporalServer } from '../../scripts/temporal-server.ts';
import { POSTGRES_ADMIN_URL, createThrowawayDatabase, dropDatabase } from './store-backends.ts';
import { Browser, checkoutFormFields, csrfToken } from './browser-client.ts';
import { call, newAgent } from './checkout-helpers.ts';
import { freePort } from './ports.ts';
import { startServiceProcess } from './processes.ts';
import type { ServiceProcess } from './processes.ts';
import { tempDir } from './harness.ts';

const NAMESPACE = 'default';
const TASK_QUEUE = 'parcel-quote';

/** A browser-like client of one API process (forms carry their CSRF token). */
// The person's browser: its cookies (the per-browser CSRF cookie) go with every request, to either API process.
const person = new Browser('', 'scale-out-human');
const page = (base: string, route: string): Promise<string> => person.page(`${base}${route}`);
const submit = (base: string, route: string, form: Record<string, string>): Promise<Response> => person.post(`${base}${route}`, form);

async function waitStage(store: Store, sessionId: string, stage: string): Promise<void> {
  await expect.poll(async () => (await store.checkoutSessions.get(sessionId))?.status, { timeout: 30_000, interval: 200 }).toBe(stage);
}

describe('a Temporal server on PostgreSQL with two workers and two API processes', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  let server: RunningTemporalServer;
  let client: Client;
  let store: Store;
  let apis: [string, string];
  let workers: ServiceProcess[];

  beforeAll(async () => {
    const steps: string[] = [];
    const began = Date.now();
    const step = (what: string): void => void steps.push(`${what} at ${((Date.now() - began) / 1000).toFixed(1)} s`);
    // PostgreSQL first: without it this fails with how to start it, before any build.
    const app = await createThrowawayDatabase();
    cleanups.push(app.drop);
    const built = await provisionTemporalServer({ log: (line) => process.stderr.write(`[temporal-server] ${line}\n`) });
    step(`server ${built.source}`);

    const postgres = temporalPostgresFrom(POSTGRES_ADMIN_URL, `pqs_temporal_${process.pid}_${randomBytes(3).toString('hex')}`);
    cleanups.push(() => dropDatabase(postgres.database), () => dropDatabase(postgres.visibilityDatabase));
    await setupTemporalSchema(built.sqlTool, postgres);
    step('schema');

    const work = tempDir('pqs-temporal-server-');
    cleanups.push(work.remove);
    const ports = {
      frontend: await freePort(),
      frontendHttp: await freePort(),
      history: await freePort(),
      matching: await freePort(),
      worker: await freePort(),
      frontendMembership: await freePort(),
      historyMembership: await freePort(),
      matchingMembership: await freePort(),
      workerMembership: await freePort(),
    };
    server = await startTemporalServer({ serverPath: built.server, postgres, ports, workDir: work.dir, numHistoryShards: 4 });
    cleanups.push(() => server.stop());
    step('server up');
    await registerNamespace(server.address, NAMESPACE, [CHECKOUT_STATUS_SEARCH_ATTRIBUTE]);
    step('namespace');

    const connection = await Connection.connect({ address: server.address });
    cleanups.push(() => connection.close());
    client = new Client({ connection, namespace: NAMESPACE });
    store = await openStore({ file: '', url: app.url });
    cleanups.push(() => store.close());

    const env = { DATABASE_URL: app.url, TEMPORAL_ADDRESS: server.address, TEMPORAL_NAMESPACE: NAMESPACE, TEMPORAL_TASK_QUEUE: TASK_QUEUE };
    const data = tempDir('pqs-scale-');
    cleanups.push(data.remove);
    const apiPorts = [await freePort(), await freePort()];
    const started = await Promise.allSettled([
      ...[0, 1].map(() =>
        startServiceProcess('worker/main.ts', { ...env, DATA_DIR: data.dir, WORKFLOW_BUNDLE: inject('workflowBundlePath'), LOG_LEVEL: 'info' }, (output) => output.includes('worker started')),
      ),
      ...apiPorts.map((port) =>
        startServiceProcess('api/main.ts', { ...env, DATA_DIR: data.dir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' }, () =>
          fetch(`http://127.0.0.1:${port}/openapi.json`).then((r) => r.ok, () => false),
        ),
      ),
    ]);
    // Stopped before the server beneath them (cleanups run in reverse), also when another one failed to start.
    const services: ServiceProcess[] = [];
    for (const outcome of started) if (outcome.status === 'fulfilled') services.push(outcome.value);
    for (const service of services) cleanups.push(() => service.stop());
    const failed = started.find((outcome) => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    workers = services.slice(0, 2);
    apis = [`http://127.0.0.1:${apiPorts[0]}`, `http://127.0.0.1:${apiPorts[1]}`];
    step('2 workers and 2 APIs up');
    process.stderr.write(`[temporal-postgres] ${steps.join('; ')}\n`);
  }, 20 * 60_000);

  afterAll(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  }, 120_000);

  it('is the built server release with 4 history shards, its state and visibility in PostgreSQL', async () => {
    const info = await client.workflowService.getClusterInfo({});
    expect(info).toMatchObject({ serverVersion: TEMPORAL_SERVER_VERSION, historyShardCount: 4, persistenceStore: 'postgres12', visibilityStore: 'postgres12' });
  });

  it('has both workers polling the task queue', async () => {
    const pids = workers.map((w) => String(w.child.pid));
    await expect
      .poll(async () => {
        const described = await client.workflowService.describeTaskQueue({ namespace: NAMESPACE, taskQueue: { name: TASK_QUEUE }, taskQueueType: 1 });
        return new Set((described.pollers ?? []).map((p) => String(p.identity).split('@')[0]));
      }, { timeout: 20_000, interval: 500 })
      .toEqual(new Set(pids));
  });

  it('runs a checkout from quote to label_ready, each step on the other API process', { timeout: 120_000 }, async () => {
    const [a, b] = apis;
    const agent = newAgent('scale-out');
    const quote = await call(a, 'POST', '/quote', agent, { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' });
    expect(quote.status).toBe(200);
    const created = await call(b, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'awaiting_checkout', quote_reused: true });
    const sessionId = String(created.body.session_id);

    // The person: the calculator on one process, the form posted to the other (the CSRF secret is in the store).
    const calculator = await page(a, `/calculator?session=${sessionId}`);
    const opened = await submit(b, '/calculator/checkout', checkoutFormFields(csrfToken(calculator), sessionId));
    expect(opened.status).toBe(303);
    const payPath = opened.headers.get('location') ?? '';
    expect(payPath).toMatch(/^\/test-payments\/checkout\/ord_/);
    await waitStage(store, sessionId, 'checkout_started');

    const payPage = await page(a, payPath);
    expect(payPage).toContain('TEST MODE');
    expect((await submit(b, payPath, { csrf_token: csrfToken(payPage) })).status).toBe(303);
    await waitStage(store, sessionId, 'label_ready');

    // Both API processes answer the same status from the store.
    for (const base of apis) {
      const status = await call(base, 'GET', `/agent/checkout-session/${sessionId}`, agent);
      expect(status.body).toMatchObject({ session_id: sessionId, status: 'label_ready', checkout: { paid: true, label_ready: true } });
      expect(String((status.body.checkout as Record<string, unknown>).tracking_number)).toMatch(/\w{10,}/);
    }

    // One workflow for the session (both relays delivered its start; deduplication kept one), found through the
    // search attribute in the server's PostgreSQL visibility store.
    const workflowId = checkoutWorkflowId(sessionId);
    await expect
      .poll(async () => {
        const found: string[] = [];
        for await (const run of client.workflow.list({ query: `WorkflowId = '${workflowId}' AND ${CHECKOUT_STATUS_SEARCH_ATTRIBUTE} = 'label_ready'` })) found.push(run.workflowId);
        return found;
      }, { timeout: 20_000, interval: 500 })
      .toEqual([workflowId]);
  });

  it('creates the price-index Schedule, stores this month from the first run, and runs it again when triggered', { timeout: 120_000 }, async () => {
    const month = monthOf(new Date());
    const schedule = client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID);
    const description = await schedule.describe();
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: 'priceIndexMonthly', taskQueue: TASK_QUEUE });

    // The workers' start-up run (the month had no snapshot), readable on both API processes.
    await expect.poll(() => store.priceIndex.has(month), { timeout: 60_000, interval: 500 }).toBe(true);
    for (const base of apis) {
      const answer = await call(base, 'GET', `/price-index?month=${month}`, 'scale-out-reader');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ month, basket_average: { pairs: 30 } });
    }

    const before = (await store.priceIndex.get(month))!;
    expect(before.triggered_by).toBe('startup');
    await schedule.trigger();
    await expect.poll(async () => (await store.priceIndex.get(month))?.triggered_by, { timeout: 60_000, interval: 500 }).toBe('schedule');
    const after = (await store.priceIndex.get(month))!;
    expect(after.ran_at > before.ran_at).toBe(true);
    expect(after.results).toHaveLength(30);
  });
});

describe('the compose file\'s Temporal server', () => {
  it('takes its dynamic config: the built release validates it without errors or unknown keys', { timeout: 20 * 60_000 }, async () => {
    const built = await provisionTemporalServer({ log: (line) => process.stderr.write(`[temporal-server] ${line}\n`) });
    const file = path.join(projectRoot(), 'deploy/temporal-dynamic-config.yaml');
    const result = spawnSync(built.server, ['validate-dynamic-config', file], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(file);
  });
});

describe('provisioning the Temporal server', () => {
  it('fails with how to get Go when there is no cached build and no Go', async () => {
    const empty = tempDir('pqs-no-go-');
    try {
      const failure = provisionTemporalServer({ env: { PATH: empty.dir, PARCEL_QUOTE_CACHE_DIR: empty.dir, HOME: empty.dir }, log: () => undefined });
      await expect(failure).rejects.toThrow(TemporalServerUnavailableError);
      await expect(failure).rejects.toThrow(/Go is not installed[\s\S]*install Go 1\.25 or newer \(https:\/\/go\.dev\/dl\/[\s\S]*npm run temporal:server/);
    } finally {
      empty.remove();
    }
  });
});
