// npm start's restart policy: backoff doubling from the first restart, reset after a healthy run, a stop after
// repeated rapid crashes.
import { describe, expect, it } from 'vitest';
import { createRestartPolicy } from '../../../scripts/restart-policy.ts';

describe('restart policy', () => {
  it('restarts with a doubling delay, capped', () => {
    const policy = createRestartPolicy({ initialDelayMs: 500, maxDelayMs: 3_000, maxCrashes: 10, windowMs: 60_000 });
    const delays = [0, 1, 2, 3, 4].map((i) => policy.crashed(i * 1000, i * 1000 + 100));
    expect(delays.map((d) => (d.restart ? d.delayMs : null))).toEqual([500, 1000, 2000, 3000, 3000]);
  });

  it('starts the backoff over after a child ran healthy for a while', () => {
    const policy = createRestartPolicy({ initialDelayMs: 500, healthyAfterMs: 30_000 });
    policy.crashed(0, 100);
    policy.crashed(1_000, 1_100);
    expect(policy.crashed(2_000, 2_000 + 45_000)).toMatchObject({ restart: true, delayMs: 500 });
  });

  it('gives up after more than maxCrashes crashes within the window, but not when they are spread out', () => {
    const rapid = createRestartPolicy({ maxCrashes: 3, windowMs: 60_000 });
    const outcomes = [1, 2, 3, 4].map((i) => rapid.crashed(i * 1000, i * 1000 + 10).restart);
    expect(outcomes).toEqual([true, true, true, false]);
    const spread = createRestartPolicy({ maxCrashes: 3, windowMs: 60_000 });
    expect([1, 2, 3, 4, 5, 6].map((i) => spread.crashed(i * 61_000, i * 61_000 + 10).restart)).toEqual([true, true, true, true, true, true]);
  });
});
