// The Temporal SDK's log entries through our structured (pino) logger. Workflow and activity logs (`log` from
// @temporalio/workflow and @temporalio/activity) come at the configured level, so an operator sees, for example,
// "price index stored" when the first run finishes; the SDK's own worker lines (bundling, state changes) only from
// WARN up, as before, since at INFO they drown ours.
import { DefaultLogger } from '@temporalio/worker';
import type { LogLevel } from '@temporalio/worker';
import type { Logger } from '../observability/logger.ts';

const APPLICATION_COMPONENTS = new Set(['workflow', 'activity', 'nexus']);
const SEVERITY: Record<LogLevel, number> = { TRACE: 0, DEBUG: 1, INFO: 2, WARN: 3, ERROR: 4 };
const PINO_METHOD = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const satisfies Record<LogLevel, keyof Logger>;

export function sdkLogger(logger: Logger): DefaultLogger {
  const floor: LogLevel = logger.level === 'trace' ? 'TRACE' : logger.level === 'debug' ? 'DEBUG' : 'INFO';
  return new DefaultLogger(floor, (entry) => {
    const component = entry.meta?.sdkComponent;
    const application = typeof component === 'string' && APPLICATION_COMPONENTS.has(component);
    if (!application && SEVERITY[entry.level] < SEVERITY.WARN) return;
    logger[PINO_METHOD[entry.level]]({ ...entry.meta }, entry.message);
  });
}
