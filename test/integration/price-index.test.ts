// The monthly price index on the real dev server: the Schedule the worker creates at start-up, the first run on a
// fresh store, runs that match POST /quote, re-runs that replace, and the HTTP answers (JSON, problems, SVG chart).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PRICE_INDEX_BASKET, basketShipment, monthOf, previousMonth } from '../../activities/price-index/index.ts';
import type { PriceIndexAnswer } from '../../activities/price-index/index.ts';
import { PriceIndexAnswerSchema } from '../../api/schemas/price-index.ts';
import type { QuoteAnswer } from '../../domain/quoting/index.ts';
import { openDatabase } from './store-backends.ts';
import type { PriceIndexSnapshot } from '../../store/index.ts';
import { priceIndexScheduleOptions, setupWorkerSchedules, startPriceIndexRun } from '../../worker/schedules.ts';
import { PRICE_INDEX_SCHEDULE_ID, priceIndexWorkflowId } from '../../workflows/price-index.ts';
import { allElements, parseXml } from '../unit/price-index/xml.ts';
import { capturedLogger, startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

let stack: TestStack;
const month = monthOf(new Date());
const lastMonth = previousMonth(month);
const twoMonthsAgo = previousMonth(lastMonth);

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.client.schedule
    .getHandle(PRICE_INDEX_SCHEDULE_ID)
    .delete()
    .catch(() => undefined);
  await stack?.close();
});

const setup = () =>
  setupWorkerSchedules({
    address: inject('temporalAddress'),
    namespace: stack.config.temporal.namespace,
    taskQueue: stack.config.temporal.taskQueue,
    store: stack.store,
    logger: capturedLogger().logger,
  });

async function getJson<T>(path: string): Promise<{ status: number; contentType: string | null; body: T }> {
  const response = await fetch(`${stack.api.url}${path}`);
  return { status: response.status, contentType: response.headers.get('content-type'), body: (await response.json()) as T };
}

async function rawResultRows(forMonth: string): Promise<number> {
  const db = await openDatabase({ file: stack.config.databaseFile, url: stack.config.databaseUrl });
  try {
    return (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM price_index_results WHERE month = ?', [forMonth]))!.n;
  } finally {
    await db.close();
  }
}

describe('worker start-up', () => {
  it('creates the price-index-monthly Schedule and runs the current month on a fresh store', async () => {
    expect(await stack.store.priceIndex.months()).toEqual([]);
    const first = await setup();
    expect(first).toEqual({ schedule: 'created', triggered: priceIndexWorkflowId(month) });

    const description = await stack.client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID).describe();
    expect(description.action).toMatchObject({ type: 'startWorkflow', workflowType: 'priceIndexMonthly', taskQueue: stack.config.temporal.taskQueue });
    const calendar = description.spec.calendars?.[0];
    expect(calendar?.dayOfMonth).toEqual([expect.objectContaining({ start: 1 })]);
    expect(calendar?.hour).toEqual([expect.objectContaining({ start: 6 })]);
    expect(calendar?.minute).toEqual([expect.objectContaining({ start: 0 })]);
    expect(description.spec.timezone ?? 'UTC').toBe('UTC');
    expect(description.policies.overlap).toBe('SKIP');
    expect(description.state.paused).toBe(false);
    const next = description.info.nextActionTimes[0]!;
    expect([next.getUTCDate(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([1, 6, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());

    // The run the worker triggered stores the month.
    const summary = await stack.client.workflow.getHandle(priceIndexWorkflowId(month)).result();
    expect(summary).toMatchObject({ month, pairs: 30, replaced: false, basket_version: PRICE_INDEX_BASKET.version });
    expect(await stack.store.priceIndex.months()).toEqual([month]);
  });

  it('is idempotent: a second start changes nothing and triggers nothing', async () => {
    expect(await setup()).toEqual({ schedule: 'unchanged', triggered: null });
  });

  it('brings a drifted Schedule back in line', async () => {
    const handle = stack.client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID);
    const drifted = priceIndexScheduleOptions('some-other-queue');
    await handle.update(() => ({ spec: { calendars: [{ dayOfMonth: 15, hour: 1 }] }, action: drifted.action, policies: drifted.policies, state: {} }));
    expect(await setup()).toEqual({ schedule: 'updated', triggered: null });
    const description = await handle.describe();
    expect(description.action).toMatchObject({ taskQueue: stack.config.temporal.taskQueue });
    expect(description.spec.calendars?.[0]?.dayOfMonth).toEqual([expect.objectContaining({ start: 1 })]);
  });
});

describe('the stored snapshot', () => {
  it('holds 30 box-lane results whose rates are what POST /quote returns for the same shipment', async () => {
    const snapshot = (await stack.store.priceIndex.get(month)) as PriceIndexSnapshot;
    expect(snapshot.results).toHaveLength(30);
    expect(snapshot.provider).toBe('tariff');
    expect(snapshot.tables_version).toMatch(/\S/);
    expect(snapshot.basket_average.method).toMatch(/mean of the cheapest/i);

    for (const box of PRICE_INDEX_BASKET.boxes) {
      for (const lane of PRICE_INDEX_BASKET.lanes) {
        const result = snapshot.results.find((r) => r.box_id === box.id && r.lane_id === lane.id);
        expect(result, `${box.id} → ${lane.id}`).toBeDefined();
        const response = await fetch(`${stack.api.url}/quote`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(basketShipment(PRICE_INDEX_BASKET, box, lane)),
        });
        expect(response.status, `${box.id} → ${lane.id}`).toBe(200);
        const quote = (await response.json()) as QuoteAnswer;
        expect(quote.mode).toBe('parcel');
        expect(quote.pricing).toEqual({ provider: snapshot.provider, tables_version: snapshot.tables_version });
        // Same services, same money, compared by service_code; the cheapest is the quote's cheapest.
        const byCode = (rates: { service_code: string; amount: number; carrier_amount: number; service_fee: number; retail_amount: number | null }[]) =>
          Object.fromEntries(rates.map((r) => [r.service_code, [r.amount, r.carrier_amount, r.service_fee, r.retail_amount]]));
        const indexRates = result!.rates.map((r) => ({
          service_code: r.service_code,
          amount: r.amount_cents / 100,
          carrier_amount: r.carrier_amount_cents / 100,
          service_fee: r.service_fee_cents / 100,
          retail_amount: r.retail_amount_cents === null ? null : r.retail_amount_cents / 100,
        }));
        expect(byCode(indexRates), `${box.id} → ${lane.id}`).toEqual(byCode(quote.rates));
        const quoteCheapest = Math.min(...quote.rates.map((r) => r.amount));
        expect(result!.cheapest.amount_cents / 100).toBe(quoteCheapest);
        expect(quote.rates.find((r) => r.service_code === result!.cheapest.service_code)?.amount).toBe(quoteCheapest);
      }
    }
  });

  it('is replaced, not duplicated, by a re-run of the same month', async () => {
    const before = (await stack.store.priceIndex.get(month))!;
    const handle = await startPriceIndexRun(stack.client, { month, taskQueue: stack.config.temporal.taskQueue, triggeredBy: 'operator' });
    expect(handle.workflowId).toBe(priceIndexWorkflowId(month));
    expect(await handle.result()).toMatchObject({ month, pairs: 30, replaced: true });
    const after = (await stack.store.priceIndex.get(month))!;
    expect(after.triggered_by).toBe('operator');
    expect(after.ran_at > before.ran_at).toBe(true);
    expect(after.results).toHaveLength(30);
    expect(await rawResultRows(month)).toBe(30);
    expect(await stack.store.priceIndex.months()).toEqual([month]);
  });

  it('runs from the Schedule itself under the month key, replacing the month again', async () => {
    const before = (await stack.store.priceIndex.get(month))!;
    await stack.client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID).trigger();
    await expect
      .poll(async () => (await stack.store.priceIndex.get(month))?.triggered_by, { timeout: 30_000, interval: 250 })
      .toBe('schedule');
    const after = (await stack.store.priceIndex.get(month))!;
    expect(after.ran_at > before.ran_at).toBe(true);
    expect(await rawResultRows(month)).toBe(30);
    expect(await stack.store.priceIndex.months()).toEqual([month]);
    const description = await stack.client.workflow.getHandle(priceIndexWorkflowId(month)).describe();
    expect(description.type).toBe('priceIndex');
    // The Schedule's own run (named by the server) delegated to the month's business key.
    const taken = (await stack.client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID).describe()).info.recentActions.at(-1)!;
    expect(taken.action.workflow.workflowId.startsWith(`${PRICE_INDEX_SCHEDULE_ID}-`)).toBe(true);
    expect(await stack.client.workflow.getHandle(taken.action.workflow.workflowId).result()).toMatchObject({ month, status: 'stored', summary: { month, pairs: 30, replaced: true } });
  });

  it('takes the month from the scheduled time: a Schedule backfill of an earlier 1st stores that month', async () => {
    const [year, monthNumber] = twoMonthsAgo.split('-').map(Number) as [number, number];
    const at = Date.UTC(year, monthNumber - 1, 1, 6, 0);
    await stack.client.schedule.getHandle(PRICE_INDEX_SCHEDULE_ID).backfill({ start: new Date(at - 60_000), end: new Date(at + 60_000), overlap: 'ALLOW_ALL' });
    await expect.poll(() => stack.store.priceIndex.has(twoMonthsAgo), { timeout: 30_000, interval: 250 }).toBe(true);
    expect((await stack.store.priceIndex.get(twoMonthsAgo))!).toMatchObject({ month: twoMonthsAgo, triggered_by: 'schedule' });
    expect(await stack.store.priceIndex.months()).toEqual([twoMonthsAgo, month]);
  });

  it('keeps the old snapshot when a replacement fails half-way (one transaction)', async () => {
    const before = (await stack.store.priceIndex.get(month))!;
    const broken: PriceIndexSnapshot = { ...before, ran_at: new Date().toISOString(), results: [...before.results, before.results[0]!] };
    await expect(stack.store.priceIndex.replace(broken)).rejects.toThrow(/UNIQUE|constraint/i);
    expect(await stack.store.priceIndex.get(month)).toEqual(before);
    expect(await rawResultRows(month)).toBe(30);
  });
});

describe('GET /price-index', () => {
  it('answers the latest month when none is given, exempt from limits', async () => {
    const answers = await Promise.all(Array.from({ length: 90 }, () => fetch(`${stack.api.url}/price-index`).then((r) => r.status)));
    expect(new Set(answers)).toEqual(new Set([200]));
    const { body } = await getJson<PriceIndexAnswer>('/price-index');
    PriceIndexAnswerSchema.assert(body);
    expect(body.month).toBe(month);
    expect(body.results).toHaveLength(30);
    expect(body.results[0]!.cheapest).toMatchObject({ amount: expect.any(Number), carrier_amount: expect.any(Number), service_fee: expect.any(Number), currency: 'USD' });
    expect(body.basket.lanes.map((l) => l.zone)).toEqual([4, 3, 5, 6, 8]);
    // The month before has no snapshot (only the one before that): no change is stated.
    expect(body.previous_month).toBeNull();
    expect(body.basket_average.change).toBeNull();
    expect(body.results.every((r) => r.change === null)).toBe(true);
  });

  it('states month-over-month change once the previous month exists (operator backfill)', async () => {
    const handle = await startPriceIndexRun(stack.client, { month: lastMonth, taskQueue: stack.config.temporal.taskQueue, triggeredBy: 'operator' });
    await handle.result();
    const { status, body } = await getJson<PriceIndexAnswer>(`/price-index?month=${month}`);
    expect(status).toBe(200);
    PriceIndexAnswerSchema.assert(body);
    expect(body.previous_month).toBe(lastMonth);
    expect(body.available_months).toEqual([twoMonthsAgo, lastMonth, month]);
    // Same tariff tables both months: nothing moved.
    expect(body.basket_average.change).toEqual({ previous_month: lastMonth, previous_amount: body.basket_average.amount, change_amount: 0, change_percent: 0 });
    expect(body.lanes).toHaveLength(5);
    expect(body.lanes.every((l) => l.change?.change_amount === 0)).toBe(true);
    expect(body.results.every((r) => r.change?.change_amount === 0)).toBe(true);
  });

  it('is an HTML page for a browser (chart, tables with month-over-month change, tariff tables); JSON stays the default', async () => {
    const browser = await fetch(`${stack.api.url}/price-index?month=${month}`, { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(browser.status).toBe(200);
    expect(browser.headers.get('content-type')).toMatch(/^text\/html/);
    expect(browser.headers.get('vary')).toBe('Accept');
    const html = await browser.text();
    const { body } = await getJson<PriceIndexAnswer>(`/price-index?month=${month}`);
    expect(html).toContain(`<h1>Shipping price index, ${month}</h1>`);
    expect(html).toContain(`src="/price-index/chart.svg?month=${month}"`);
    expect(html).toContain(`<td id="basket-average">$${body.basket_average.amount.toFixed(2)}</td><td>±$0.00 (±0.0 %)</td>`);
    expect(html).toContain(`<dd id="tables-version">${body.pricing.tables_version}</dd>`);
    expect((html.match(/<tr><th scope="row">/g) ?? []).length).toBe(5 + 30);
    expect(html).toContain(`<a href="/price-index?month=${lastMonth}">${lastMonth}</a>`);
    // Agents: no Accept, */* or JSON first all get JSON.
    for (const accept of [undefined, '*/*', 'application/json', 'application/json, text/html;q=0.5']) {
      const response = await fetch(`${stack.api.url}/price-index?month=${month}`, { headers: accept ? { accept } : {} });
      expect(response.headers.get('content-type'), String(accept)).toMatch(/^application\/json/);
    }
  });

  it('is a 404 problem listing the months that exist for a month without snapshot', async () => {
    const { status, contentType, body } = await getJson<Record<string, unknown>>('/price-index?month=1999-01');
    expect(status).toBe(404);
    expect(contentType).toBe('application/problem+json');
    expect(body).toMatchObject({ status: 404, error: 'not_found', available_months: [twoMonthsAgo, lastMonth, month] });
  });

  it.each(['2026-13', '2026-1', 'latest', '2026-11-01'])('is a 400 invalid_request for month=%s', async (bad) => {
    const { status, contentType, body } = await getJson<Record<string, unknown>>(`/price-index?month=${encodeURIComponent(bad)}`);
    expect(status).toBe(400);
    expect(contentType).toBe('application/problem+json');
    expect(body).toMatchObject({ status: 400, error: 'invalid_request', errors: [expect.objectContaining({ field: 'month' })] });
  });
});

describe('GET /price-index/chart.svg', () => {
  it('is a well-formed SVG plotting every box and lane and the basket average of each stored month', async () => {
    const response = await fetch(`${stack.api.url}/price-index/chart.svg?month=${month}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const root = parseXml(await response.text());
    expect(root.name).toBe('svg');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    const elements = allElements(root);
    expect(elements.filter((e) => e.name === 'rect' && e.children.some((c) => c.name === 'title'))).toHaveLength(30);
    expect(elements.filter((e) => e.name === 'circle').map((c) => c.children[0]!.text.slice(0, 7))).toEqual([twoMonthsAgo, lastMonth, month]);
  });

  it('answers the latest month without a month, and problems like the JSON endpoint', async () => {
    expect((await fetch(`${stack.api.url}/price-index/chart.svg?month=`)).status).toBe(200);
    const missing = await fetch(`${stack.api.url}/price-index/chart.svg?month=1999-01`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'not_found', available_months: [twoMonthsAgo, lastMonth, month] });
    const bad = await fetch(`${stack.api.url}/price-index/chart.svg?month=nope`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'invalid_request' });
  });
});
