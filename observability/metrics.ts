// Prometheus metrics of one API process (prom-client, its own registry per process so tests can run several):
// requests by route and status with a latency histogram, quotes by mode and provider, limiter refusals by bucket,
// the store's group commits (latency and batch size) and checkout sessions by status (read from the store when
// scraped). Served on a separate listener (METRICS_PORT), never on the public API port.
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  readonly registry: Registry;
  request(route: string, method: string, status: number, seconds: number): void;
  quote(mode: string, provider: string): void;
  refusal(bucket: string): void;
  commit(seconds: number, batchSize: number): void;
  /** Where `sessions_by_status` reads from at each scrape. */
  readSessionsFrom(count: () => Promise<Record<string, number>>): void;
  /** The exposition text (Prometheus text format 0.0.4). */
  text(): Promise<string>;
  readonly contentType: string;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const requests = new Counter({ name: 'pqs_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status.', labelNames: ['route', 'method', 'status'], registers: [registry] });
  const latency = new Histogram({
    name: 'pqs_http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const quotes = new Counter({ name: 'pqs_quotes_total', help: 'Quotes answered (REST, MCP, A2A, checkout), by mode and pricing provider.', labelNames: ['mode', 'provider'], registers: [registry] });
  const refusals = new Counter({ name: 'pqs_limiter_refusals_total', help: 'Spends the sliding-window limiter refused, by bucket.', labelNames: ['bucket'], registers: [registry] });
  const commitLatency = new Histogram({ name: 'pqs_store_commit_duration_seconds', help: 'Duration of one group commit of the store.', buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1], registers: [registry] });
  const batchSize = new Histogram({ name: 'pqs_store_commit_batch_size', help: 'Jobs (quotes, spends, writes) carried by one group commit.', buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256, 512], registers: [registry] });
  let countSessions: (() => Promise<Record<string, number>>) | undefined;
  new Gauge({
    name: 'pqs_checkout_sessions',
    help: 'Checkout sessions in the store, by status.',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      if (!countSessions) return;
      this.reset();
      for (const [status, count] of Object.entries(await countSessions())) this.set({ status }, count);
    },
  });
  return {
    registry,
    contentType: registry.contentType,
    request(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    quote: (mode, provider) => quotes.inc({ mode, provider }),
    refusal: (bucket) => refusals.inc({ bucket }),
    commit(seconds, size) {
      commitLatency.observe(seconds);
      batchSize.observe(size);
    },
    readSessionsFrom(count) {
      countSessions = count;
    },
    text: () => registry.metrics(),
  };
}
