// When `npm start` restarts a crashed child: at once the first time, then with a doubling delay; a child that ran
// for a while before crashing starts over from the shortest delay; too many crashes in a short window means
// something is broken for good, and the supervisor stops instead of restarting forever.
export interface RestartPolicyOptions {
  /** Delay before the first restart; doubles with each quick crash. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A child that ran at least this long before crashing counts as healthy: the backoff starts over. */
  healthyAfterMs?: number;
  /** More than `maxCrashes` crashes within `windowMs` stop everything. */
  maxCrashes?: number;
  windowMs?: number;
}

export type RestartDecision = { restart: true; delayMs: number; crashesInWindow: number } | { restart: false; crashesInWindow: number };

export function createRestartPolicy(options: RestartPolicyOptions = {}) {
  const initial = options.initialDelayMs ?? 500;
  const max = options.maxDelayMs ?? 15_000;
  const healthyAfter = options.healthyAfterMs ?? 30_000;
  const maxCrashes = options.maxCrashes ?? 5;
  const windowMs = options.windowMs ?? 60_000;
  let crashes: number[] = [];
  let delay = initial;
  return {
    /** A child that started at `startedAtMs` exited unexpectedly at `nowMs`. */
    crashed(startedAtMs: number, nowMs: number): RestartDecision {
      crashes = [...crashes.filter((at) => at > nowMs - windowMs), nowMs];
      if (crashes.length > maxCrashes) return { restart: false, crashesInWindow: crashes.length };
      if (nowMs - startedAtMs >= healthyAfter) delay = initial;
      const decision = { restart: true as const, delayMs: delay, crashesInWindow: crashes.length };
      delay = Math.min(max, delay * 2);
      return decision;
    },
  };
}
