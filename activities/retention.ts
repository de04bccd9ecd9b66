// The retention activity: one purge pass over the store (store/retention.ts), run daily by the Schedule
// `retention-daily` (worker/schedules.ts). Idempotent: a retried pass deletes what is still due.
import type { RetentionCounts, Store } from '../store/index.ts';

export interface RetentionSettings {
  /** Contact details are deleted this long after a session ended (CONTACT_RETENTION_DAYS, default 30 days). */
  contactsAfterEndMs: number;
  /** A session's whole record is deleted this long after it expired (SESSION_RECORD_RETENTION_DAYS, default 90 days). */
  sessionRecordsAfterExpiryMs: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { contactsAfterEndMs: 30 * 86_400_000, sessionRecordsAfterExpiryMs: 90 * 86_400_000 };

export function createRetentionActivities(deps: { store: Store; clock?: () => Date; retention?: RetentionSettings }) {
  const clock = deps.clock ?? (() => new Date());
  const settings = deps.retention ?? DEFAULT_RETENTION;
  return {
    async applyRetention(): Promise<RetentionCounts> {
      return deps.store.retention.purge({ nowMs: clock().getTime(), ...settings });
    },
  };
}

export type RetentionActivities = ReturnType<typeof createRetentionActivities>;
