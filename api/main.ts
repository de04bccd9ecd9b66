// `npm run api`: the HTTP edge on its own (deployments run it beside `npm run worker`).
import { configOrExit } from '../config/index.ts';
import { createLogger } from '../observability/logger.ts';
import { startApiServer } from './server.ts';

const config = configOrExit();
const logger = createLogger({ level: config.logLevel, name: 'api' });
const api = await startApiServer(config, logger);
logger.info({ url: api.url }, `API listening on ${api.url}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining in-flight requests');
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
