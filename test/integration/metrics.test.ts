// GET /metrics on its own listener (METRICS_PORT), scraped after real traffic and read with Prometheus's own text
// parser (expfmt.TextParser from github.com/prometheus/common, built from test/tools/promparse with Go): requests
// by route and status, latency histogram, quotes by mode and provider, limiter refusals by bucket, group-commit
// latency and batch size, checkout sessions by status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

import { parsePrometheusText } from './prometheus-text.ts';
import type { Family, Sample } from './prometheus-text.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ METRICS_PORT: '0' });
});
afterAll(async () => {
  await stack?.close();
});

const quote = (agent: string) =>
  fetch(`${stack.api.url}/quote`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body: JSON.stringify({ product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' }) });

function family(families: Family[], name: string, type: Family['type']): Family {
  const found = families.find((f) => f.name === name);
  expect(found, name).toBeDefined();
  expect(found!.type).toBe(type);
  return found!;
}

const sample = (f: Family, labels: Record<string, string>): Sample | undefined => f.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

describe('GET /metrics', () => {
  it('is not on the public API port', async () => {
    expect(stack.api.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(stack.api.metricsUrl!).port).not.toBe(new URL(stack.api.url).port);
    expect((await fetch(`${stack.api.url}/metrics`)).status).toBe(404);
    expect((await fetch(stack.api.metricsUrl!.replace('/metrics', '/other'))).status).toBe(404);
  });

  it('counts requests, latency, quotes, refusals, commits and sessions in Prometheus text', async () => {
    const agent = `metrics-test/${Math.random().toString(36).slice(2)}`;
    const first = await quote(agent);
    expect(first.status).toBe(200);
    const { quote_id: quoteId } = (await first.json()) as { quote_id: string };
    expect((await quote(agent)).status).toBe(200);
    const limits = stack.config.limits;
    const saved = limits['quote-bucket'];
    limits['quote-bucket'] = 2;
    try {
      expect((await quote(agent)).status).toBe(429);
    } finally {
      limits['quote-bucket'] = saved;
    }
    // Random paths and methods share one label each: a caller cannot grow the label sets.
    for (const junk of ['/no/such/path-1', '/no/such/path-2']) expect((await fetch(`${stack.api.url}${junk}`, { method: 'PROPFIND' })).status).toBeGreaterThanOrEqual(400);
    const session = await fetch(`${stack.api.url}/agent/checkout-session`, { method: 'POST', headers: { 'content-type': 'application/json', 'user-agent': agent }, body: JSON.stringify({ quote_id: quoteId }) });
    expect(session.status).toBe(201);

    const response = await fetch(stack.api.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusText(await response.text());

    const requests = family(families, 'pqs_http_requests_total', 'COUNTER');
    expect(Number(sample(requests, { route: '/quote', method: 'POST', status: '200' })?.value)).toBeGreaterThanOrEqual(2);
    expect(Number(sample(requests, { route: '/quote', method: 'POST', status: '429' })?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(sample(requests, { route: '/agent/checkout-session', method: 'POST', status: '201' })?.value)).toBeGreaterThanOrEqual(1);

    expect(requests.metrics.some((m) => m.labels.route?.startsWith('/no/such'))).toBe(false);
    expect(sample(requests, { route: '(unmatched)', method: 'OTHER' })?.value).toBeGreaterThanOrEqual(2);

    const latency = family(families, 'pqs_http_request_duration_seconds', 'HISTOGRAM');
    const quoteLatency = sample(latency, { route: '/quote', method: 'POST' })!;
    expect(Number(quoteLatency.count)).toBeGreaterThanOrEqual(3);
    expect(quoteLatency.buckets!['+Inf']).toBe(quoteLatency.count);
    expect(Number(quoteLatency.sum)).toBeGreaterThan(0);

    expect(Number(sample(family(families, 'pqs_quotes_total', 'COUNTER'), { mode: 'parcel', provider: 'tariff' })?.value)).toBeGreaterThanOrEqual(2);
    expect(Number(sample(family(families, 'pqs_limiter_refusals_total', 'COUNTER'), { bucket: 'quote-bucket' })?.value)).toBeGreaterThanOrEqual(1);

    const commits = family(families, 'pqs_store_commit_duration_seconds', 'HISTOGRAM').metrics[0]!;
    const batches = family(families, 'pqs_store_commit_batch_size', 'HISTOGRAM').metrics[0]!;
    expect(Number(commits.count)).toBeGreaterThanOrEqual(3);
    expect(Number(batches.count)).toBe(Number(commits.count));
    expect(Number(batches.sum)).toBeGreaterThanOrEqual(Number(batches.count));

    const sessions = family(families, 'pqs_checkout_sessions', 'GAUGE');
    expect(Number(sample(sessions, { status: 'awaiting_checkout' })?.value)).toBeGreaterThanOrEqual(1);
  });
});
