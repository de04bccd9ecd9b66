// The checkout session workflow on the real dev server: every transition, duplicate and out-of-order signals,
// refunded terminal, label retries and compensation, visibility, a killed worker, and replay of recorded histories.
import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Worker, bundleWorkflowCode } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LabelFault } from '../../activities/checkout.ts';
import { isValidTrackingNumber } from '../../providers/labels/index.ts';
import type { LabelCarrier, PurchasedLabel } from '../../providers/labels/index.ts';
import type { Refund } from '../../providers/payments/index.ts';
import type { SessionStage } from '../../store/index.ts';
import {
  CHECKOUT_STATUS_KEY,
  checkoutSnapshotQuery,
  checkoutStageQuery,
  checkoutStartedSignal,
  checkoutWorkflowId,
  deliveredSignal,
  labelReadySignal,
  paidSignal,
  refundedSignal,
} from '../../workflows/messages.ts';
import { call, historyFromFixture, iso, newAgent, newSession, quietRuntime, startCheckoutStack, startCheckoutWorker } from './checkout-helpers.ts';
import type { CheckoutStack } from './checkout-helpers.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const HISTORY_FIXTURES = { happy: 'checkout-session-history.json', compensated: 'checkout-session-compensated-history.json' } as const;


// Per-session label behaviour, keyed by session id (the carrier sees idempotency key `label:<session_id>`).
const labelPlans = new Map<string, (call: number) => LabelFault | null | Promise<LabelFault | null>>();
const labelCalls = new Map<string, number>();
const rejectRefunds = new Set<string>();

let stack: CheckoutStack;

beforeAll(async () => {
  stack = await startCheckoutStack({
    providers: {
      sandboxFaults: {
        label: (request) => {
          const sessionId = request.idempotency_key.replace(/^label:/, '');
          const n = (labelCalls.get(sessionId) ?? 0) + 1;
          labelCalls.set(sessionId, n);
          return labelPlans.get(sessionId)?.(n) ?? null;
        },
        refund: (request) => (rejectRefunds.has(request.idempotency_key.replace(/^refund:/, '')) ? 'permanent' : null),
      },
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

interface Session {
  id: string;
  agent: string;
  body: Record<string, unknown>;
  handle: ReturnType<CheckoutStack['client']['workflow']['getHandle']>;
}

async function session(target: CheckoutStack = stack): Promise<Session> {
  const agent = newAgent('checkout-workflow');
  const body = await newSession(target.api.url, agent);
  const id = String(body.session_id);
  const handle = target.client.workflow.getHandle(checkoutWorkflowId(id));
  // The workflow starts from the outbox right after the commit; these tests signal it directly, so wait for it.
  await expect.poll(() => handle.describe().then(() => true, () => false), { timeout: 20_000, interval: 25 }).toBe(true);
  return { id, agent, body, handle };
}

/** Poll the order record (not the API: that would spend the status bucket). */
async function recordReaches(s: Session, stage: SessionStage, target: CheckoutStack = stack, timeout = 20_000): Promise<void> {
  await expect.poll(async () => (await target.store.checkoutSessions.get(s.id))?.status, { timeout, interval: 100 }).toBe(stage);
}

const statusOf = async (s: Session, target: CheckoutStack = stack) => (await call(target.api.url, 'GET', `/agent/checkout-session/${s.id}`, s.agent)).body;
const searchAttribute = async (s: Session) => (await s.handle.describe()).typedSearchAttributes.get(CHECKOUT_STATUS_KEY);

const started = (orderId: string) => ({ order_id: orderId, started_at: iso() });
const paid = (paymentId = `pay_${Math.random().toString(36).slice(2)}`) => ({ payment_id: paymentId, paid_at: iso() });

describe('transitions', () => {
  it('walks awaiting_checkout → checkout_started → paid → label_ready (bought by the workflow) → delivered → refunded', async () => {
    const s = await session();
    expect(await searchAttribute(s)).toBe('awaiting_checkout');
    expect((await statusOf(s)).checkout).toBeNull();

    await s.handle.signal(checkoutStartedSignal, { ...started('ord_walk'), carrier: String(s.body.carrier), service: String(s.body.service) });
    await recordReaches(s, 'checkout_started');
    expect(await searchAttribute(s)).toBe('checkout_started');
    expect(await statusOf(s)).toMatchObject({
      status: 'checkout_started',
      checkout: { order_id: 'ord_walk', paid: false, label_ready: false, refunded: false, carrier: s.body.carrier, service: s.body.service, tracking_number: null, delivered_at: null },
    });

    // Paying makes the workflow buy the label itself.
    await s.handle.signal(paidSignal, paid('pay_walk'));
    await recordReaches(s, 'label_ready');
    expect(await searchAttribute(s)).toBe('label_ready');
    const labelled = await statusOf(s);
    const checkout = labelled.checkout as Record<string, unknown>;
    expect(checkout).toMatchObject({ order_id: 'ord_walk', paid: true, label_ready: true, refunded: false, tracking_status: 'pre_transit' });
    expect(isValidTrackingNumber(checkout.carrier as LabelCarrier, String(checkout.tracking_number))).toBe(true);
    expect(checkout.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(labelled.next)).toContain(String(checkout.tracking_number));
    const log = await stack.store.checkoutSessions.get(s.id);
    expect(log?.checkout?.paid).toBe(true);
    expect((await s.handle.query(checkoutSnapshotQuery)).tracking_number).toBe(checkout.tracking_number);

    const deliveredAt = iso();
    await s.handle.signal(deliveredSignal, { delivered_at: deliveredAt });
    await recordReaches(s, 'delivered');
    expect((await statusOf(s)).checkout).toMatchObject({ delivered_at: deliveredAt, tracking_status: 'delivered', tracking_number: checkout.tracking_number });

    // Late and duplicate signals change nothing (and are part of the recorded history fixture).
    await s.handle.signal(checkoutStartedSignal, started('ord_late'));
    await s.handle.signal(deliveredSignal, { delivered_at: iso() });
    await expect.poll(async () => (await s.handle.query(checkoutSnapshotQuery)).ignored_signals).toBe(2);
    expect((await statusOf(s)).checkout).toMatchObject({ order_id: 'ord_walk', delivered_at: deliveredAt });

    // A delivered parcel can still be refunded; refunded ends the session.
    await s.handle.signal(refundedSignal, { refunded_at: iso(), reason: 'customer_request' });
    expect(await s.handle.result()).toBe('refunded');
    const final = await statusOf(s);
    expect(final).toMatchObject({ status: 'refunded', checkout: { refunded: true, paid: true, label_ready: true, tracking_number: checkout.tracking_number } });
    expect(await searchAttribute(s)).toBe('refunded');
  });

  it.each(['awaiting_checkout', 'checkout_started', 'label_ready'] as const)('refunds from %s and ends the session', async (stage) => {
    const s = await session();
    if (stage !== 'awaiting_checkout') await s.handle.signal(checkoutStartedSignal, started(`ord_${stage}`));
    if (stage === 'label_ready') await s.handle.signal(paidSignal, paid());
    await recordReaches(s, stage);
    await s.handle.signal(refundedSignal, { refunded_at: iso(), reason: 'cancelled' });
    expect(await s.handle.result()).toBe('refunded');
    expect(await statusOf(s)).toMatchObject({ status: 'refunded', checkout: { refunded: true } });
    // A label bought before the refund is voided at the carrier (once); without one there is nothing to void.
    const ledger = stack.store.checkoutSessions.providerLedger;
    const label = await ledger.find<{ label_id: string }>('sandbox-carrier:label', `label:${s.id}`);
    if (stage === 'label_ready') expect(await ledger.find('sandbox-carrier:void', label!.label_id)).toEqual({ label_id: label!.label_id, status: 'refunded' });
    else expect(label).toBeUndefined();
  });
});

describe('duplicate and out-of-order signals', () => {
  it('ignores a duplicate checkoutStarted (the first order id stays) without failing', async () => {
    const s = await session();
    await s.handle.signal(checkoutStartedSignal, started('ord_first'));
    await s.handle.signal(checkoutStartedSignal, started('ord_second'));
    await s.handle.signal(checkoutStartedSignal, started('ord_first'));
    await expect.poll(async () => (await s.handle.query(checkoutSnapshotQuery)).ignored_signals).toBe(2);
    await recordReaches(s, 'checkout_started');
    expect((await statusOf(s)).checkout).toMatchObject({ order_id: 'ord_first' });
    expect((await s.handle.describe()).status.name).toBe('RUNNING');
  });

  it('applies a paid that overtook checkoutStarted and ignores the late checkoutStarted', async () => {
    const s = await session();
    await s.handle.signal(paidSignal, paid('pay_early'));
    await s.handle.signal(checkoutStartedSignal, started('ord_late'));
    await recordReaches(s, 'label_ready');
    const snapshot = await s.handle.query(checkoutSnapshotQuery);
    expect(snapshot).toMatchObject({ stage: 'label_ready', payment_id: 'pay_early', order_id: null, ignored_signals: 1 });
    expect((await statusOf(s)).checkout).toMatchObject({ paid: true, label_ready: true, order_id: null });
  });

  it('takes a label that arrived before the payment signal and buys none itself', async () => {
    const s = await session();
    await s.handle.signal(checkoutStartedSignal, started('ord_ext'));
    await s.handle.signal(labelReadySignal, { tracking_number: '1Z999AA10123456784', carrier: 'UPS', service: 'Ground', estimated_delivery: '2030-01-02' });
    await s.handle.signal(paidSignal, paid());
    await s.handle.signal(checkoutStartedSignal, started('ord_ext'));
    await recordReaches(s, 'label_ready');
    await expect.poll(async () => (await s.handle.query(checkoutSnapshotQuery)).ignored_signals).toBe(2);
    expect((await statusOf(s)).checkout).toMatchObject({ tracking_number: '1Z999AA10123456784', carrier: 'UPS', service: 'Ground', estimated_delivery: '2030-01-02' });
    expect(labelCalls.get(s.id)).toBeUndefined();
    expect(await stack.store.checkoutSessions.providerLedger.find('sandbox-carrier:label', `label:${s.id}`)).toBeUndefined();
  });

  it('keeps refunded terminal: later signals and the label result of a purchase in flight are ignored', async () => {
    const s = await session();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    labelPlans.set(s.id, async () => {
      await held;
      return null;
    });
    await s.handle.signal(checkoutStartedSignal, started('ord_term'));
    await s.handle.signal(paidSignal, paid());
    await recordReaches(s, 'paid');
    await expect.poll(() => labelCalls.get(s.id)).toBe(1); // the purchase is in flight
    await s.handle.signal(refundedSignal, { refunded_at: iso(), reason: 'disputed' });
    await s.handle.signal(deliveredSignal, { delivered_at: iso() });
    await s.handle.signal(paidSignal, paid());
    await s.handle.signal(labelReadySignal, { tracking_number: '797806677146', carrier: 'FedEx', service: 'Ground', estimated_delivery: null });
    await expect.poll(async () => (await s.handle.query(checkoutStageQuery))).toBe('refunded');
    release();
    expect(await s.handle.result()).toBe('refunded');
    const snapshot = await s.handle.query(checkoutSnapshotQuery).catch(() => null);
    if (snapshot) expect(snapshot.tracking_number).toBeNull();
    expect(await statusOf(s)).toMatchObject({ status: 'refunded', checkout: { refunded: true, label_ready: false, tracking_number: null } });
  });
});

describe('label purchase', () => {
  it('is retried after transient carrier failures and buys exactly one label', async () => {
    const s = await session();
    labelPlans.set(s.id, (n) => (n <= 2 ? 'transient' : null));
    await s.handle.signal(checkoutStartedSignal, started('ord_retry'));
    await s.handle.signal(paidSignal, paid());
    await recordReaches(s, 'label_ready');
    expect(labelCalls.get(s.id)).toBe(3);
    const label = await stack.store.checkoutSessions.providerLedger.find<PurchasedLabel>('sandbox-carrier:label', `label:${s.id}`);
    expect((await statusOf(s)).checkout).toMatchObject({ tracking_number: label?.tracking_number, label_ready: true });
  });

  it('is compensated with a refund when the carrier rejects it for good', async () => {
    const s = await session();
    labelPlans.set(s.id, () => 'permanent');
    await s.handle.signal(checkoutStartedSignal, started('ord_reject'));
    await s.handle.signal(paidSignal, paid('pay_reject'));
    expect(await s.handle.result()).toBe('refunded');
    expect(labelCalls.get(s.id)).toBe(1); // a rejection is not retried
    const refund = await stack.store.checkoutSessions.providerLedger.find<Refund>('sandbox-payments:refund', `refund:${s.id}`);
    expect(refund).toMatchObject({ payment_id: 'pay_reject', amount_cents: Math.round(Number(s.body.amount) * 100) });
    expect(await statusOf(s)).toMatchObject({ status: 'refunded', checkout: { paid: true, label_ready: false, refunded: true, tracking_number: null } });
    expect((await s.handle.query(checkoutSnapshotQuery)).refund_reason).toBe('label_purchase_failed');
  });
});

describe('a rejected refund', () => {
  it('keeps the session paid and flags it for an operator, who closes it with a refunded signal', async () => {
    const s = await session();
    labelPlans.set(s.id, () => 'permanent');
    rejectRefunds.add(s.id);
    await s.handle.signal(checkoutStartedSignal, started('ord_stuck'));
    await s.handle.signal(paidSignal, paid('pay_stuck'));
    await expect.poll(async () => (await s.handle.query(checkoutSnapshotQuery)).refund_reason, { timeout: 20_000 }).toBe('refund_rejected');
    const description = await s.handle.describe();
    expect(description.status.name).toBe('RUNNING');
    expect(description.memo?.needs_attention).toEqual(expect.stringContaining('refund by hand'));
    expect((await statusOf(s)).status).toBe('paid');
    expect(await stack.store.checkoutSessions.providerLedger.find('sandbox-payments:refund', `refund:${s.id}`)).toBeUndefined();
    await s.handle.signal(refundedSignal, { refunded_at: iso(), reason: 'refunded_by_operator' });
    expect(await s.handle.result()).toBe('refunded');
    expect(await statusOf(s)).toMatchObject({ status: 'refunded', checkout: { paid: true, label_ready: false, refunded: true } });
  });
});

describe('visibility', () => {
  it('finds the session with CheckoutStatus="paid" while its label is being bought, then under label_ready', async () => {
    const s = await session();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    labelPlans.set(s.id, async () => {
      await held;
      return null;
    });
    await s.handle.signal(checkoutStartedSignal, started('ord_vis'));
    await s.handle.signal(paidSignal, paid());
    const find = async (status: string, extra = ''): Promise<string[]> => {
      const ids: string[] = [];
      for await (const execution of stack.client.workflow.list({ query: `CheckoutStatus = "${status}"${extra}` })) ids.push(execution.workflowId);
      return ids;
    };
    // Visibility is eventually consistent: poll.
    await expect.poll(() => find('paid'), { timeout: 20_000, interval: 250 }).toContain(s.handle.workflowId);
    const [execution] = await (async () => {
      const rows = [];
      for await (const row of stack.client.workflow.list({ query: `WorkflowId = "${s.handle.workflowId}" AND CheckoutStatus = "paid"` })) rows.push(row);
      return rows;
    })();
    expect(execution?.memo).toMatchObject({ service: s.body.service, amount: s.body.amount, quote_reused: true });
    release();
    await expect.poll(() => find('label_ready', ` AND WorkflowId = "${s.handle.workflowId}"`), { timeout: 20_000, interval: 250 }).toEqual([s.handle.workflowId]);
    expect(await find('paid', ` AND WorkflowId = "${s.handle.workflowId}"`)).toEqual([]);
  });
});

describe('a worker killed mid-session', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
  });

  it('is replaced by a new worker that resumes the session with its state intact', { timeout: 90_000 }, async () => {
    const own = await startCheckoutStack({ worker: false });
    try {
      child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./checkout-worker-process.ts', import.meta.url))], {
        env: {
          ...process.env,
          TEMPORAL_ADDRESS: inject('temporalAddress'),
          TASK_QUEUE: own.config.temporal.taskQueue,
          DATABASE_FILE: own.config.databaseFile,
          BUNDLE_PATH: inject('workflowBundlePath'),
          CHECKOUT_LABEL_FAULT: 'transient',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        createInterface({ input: child!.stdout! }).once('line', () => resolve());
        child!.once('exit', (code) => reject(new Error(`worker process exited (${code})`)));
      });

      const s = await session(own);
      await s.handle.signal(checkoutStartedSignal, { ...started('ord_survivor'), carrier: String(s.body.carrier), service: String(s.body.service) });
      await s.handle.signal(paidSignal, paid('pay_survivor'));
      await recordReaches(s, 'paid', own);
      // The first worker is stuck retrying the label purchase (its carrier is down) when it dies.
      await expect
        .poll(async () => (await s.handle.describe()).raw.pendingActivities?.[0]?.attempt ?? 0, { timeout: 20_000, interval: 200 })
        .toBeGreaterThanOrEqual(2);
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const replacement = await startCheckoutWorker(own.config, own.store);
      try {
        await recordReaches(s, 'label_ready', own, 60_000);
        const snapshot = await s.handle.query(checkoutSnapshotQuery);
        expect(snapshot).toMatchObject({ stage: 'label_ready', order_id: 'ord_survivor', payment_id: 'pay_survivor', carrier: s.body.carrier, label_attempted: true });
        const status = await statusOf(s, own);
        expect(status.checkout).toMatchObject({ order_id: 'ord_survivor', paid: true, label_ready: true, tracking_number: snapshot.tracking_number });
        await s.handle.signal(deliveredSignal, { delivered_at: iso() });
        await recordReaches(s, 'delivered', own);
      } finally {
        await replacement.stop();
      }
    } finally {
      await own.close();
    }
  });
});

describe('replay', () => {
  const bundle = { codePath: inject('workflowBundlePath') };

  /** Runs that cover every path of the workflow code: the full walk with late and duplicate signals, and compensation. */
  async function completedRuns(): Promise<Record<keyof typeof HISTORY_FIXTURES, Session>> {
    const happy = await session();
    await happy.handle.signal(checkoutStartedSignal, started('ord_replay'));
    await happy.handle.signal(checkoutStartedSignal, started('ord_replay_dup'));
    await happy.handle.signal(paidSignal, paid('pay_replay'));
    await recordReaches(happy, 'label_ready');
    await happy.handle.signal(deliveredSignal, { delivered_at: iso() });
    await happy.handle.signal(paidSignal, paid('pay_replay_late'));
    await recordReaches(happy, 'delivered');
    await happy.handle.signal(refundedSignal, { refunded_at: iso(), reason: 'customer_request' });
    const compensated = await session();
    labelPlans.set(compensated.id, (n) => (n === 1 ? 'transient' : 'permanent'));
    await compensated.handle.signal(checkoutStartedSignal, started('ord_replay_comp'));
    await compensated.handle.signal(paidSignal, paid('pay_replay_comp'));
    expect(await happy.handle.result()).toBe('refunded');
    expect(await compensated.handle.result()).toBe('refunded');
    return { happy, compensated };
  }

  it('replays the histories of completed runs with the current workflow code', { timeout: 60_000 }, async () => {
    quietRuntime();
    for (const [name, run] of Object.entries(await completedRuns()) as [keyof typeof HISTORY_FIXTURES, Session][]) {
      const workflowId = run.handle.workflowId;
      const history = await run.handle.fetchHistory();
      await Worker.runReplayHistory({ workflowBundle: bundle }, history, workflowId);
      if (process.env.RECORD_CHECKOUT_HISTORY === '1') {
        // The CLI writes the proto3 JSON every Temporal tool reads (the format of the committed fixtures).
        const { stdout } = await promisify(execFile)(inject('temporalCliPath'), ['workflow', 'show', '--workflow-id', workflowId, '--address', inject('temporalAddress'), '--output', 'json']);
        mkdirSync(FIXTURES, { recursive: true });
        writeFileSync(path.join(FIXTURES, HISTORY_FIXTURES[name]), `${JSON.stringify(JSON.parse(stdout), null, 1)}\n`);
      }
    }
  });

  it('replays the committed recorded histories, so a non-deterministic change fails CI', { timeout: 120_000 }, async () => {
    for (const file of Object.values(HISTORY_FIXTURES)) {
      const fixture = path.join(FIXTURES, file);
      expect(existsSync(fixture), `${file} is committed (record with RECORD_CHECKOUT_HISTORY=1)`).toBe(true);
      await Worker.runReplayHistory({ workflowBundle: bundle }, historyFromFixture(fixture), 'checkout-recorded');
    }
    // The same history against a workflow with one extra command up front is caught.
    const mutant = await bundleWorkflowCode({
      workflowsPath: path.join(FIXTURES, 'checkout-nondeterministic-workflow.ts'),
      logger: { log: () => undefined, trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const history = historyFromFixture(path.join(FIXTURES, HISTORY_FIXTURES.happy));
    await expect(Worker.runReplayHistory({ workflowBundle: mutant }, history, 'checkout-recorded')).rejects.toThrow(/[Nn]ondetermin/);
  });
});
