// Daily retention: one activity that deletes what is past its keeping time (store/retention.ts). Started by the
// Schedule `retention-daily`; deterministic, only @temporalio/workflow and types from elsewhere.
import { log, proxyActivities } from '@temporalio/workflow';
import type { RetentionActivities } from '../activities/retention.ts';
import type { RetentionCounts } from '../store/index.ts';

export const RETENTION_SCHEDULE_ID = 'retention-daily';

const { applyRetention } = proxyActivities<RetentionActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '30 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes', maximumAttempts: 10 },
});

export async function retention(): Promise<RetentionCounts> {
  const counts = await applyRetention();
  log.info('retention pass done', { ...counts });
  return counts;
}
