// Child process of `npm run bench`: a trivial h3 handler and the real API (temp data dir, limits raised in code
// only — no request or environment variable can raise them) on free loopback ports. Prints the ports as JSON.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { H3, serve } from 'h3';
import { createLogger } from '../observability/logger.ts';
import { startApiServer } from '../api/server.ts';
import { loadConfig } from '../config/index.ts';

const BENCH_LIMIT = 1_000_000_000;

const trivial = new H3().get('/status', () => ({ status: 'ok' })).post('/quote', () => ({ ok: true }));
const trivialServer = serve(trivial, { port: 0, hostname: '127.0.0.1', silent: true, gracefulShutdown: false });
await trivialServer.ready();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pqs-bench-'));
const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
config.limits = { 'quote-bucket': BENCH_LIMIT, 'checkout-status-bucket': BENCH_LIMIT, 'oauth-token-bucket': BENCH_LIMIT };
const api = await startApiServer(config, createLogger({ level: 'silent' }));

const trivialAddress = trivialServer.node?.server?.address();
process.stdout.write(`${JSON.stringify({ trivial: typeof trivialAddress === 'object' && trivialAddress ? trivialAddress.port : 0, api: new URL(api.url).port, dataDir })}\n`);
process.on('SIGTERM', () => {
  // Each run writes tens of MB of quotes: remove the temp data dir with the server.
  void api
    .close(1000)
    .finally(() => rmSync(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
