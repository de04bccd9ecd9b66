// createTurnQueue: inputs of one event-loop turn run together, in order, once the turn's I/O is done.
import { describe, expect, it } from 'vitest';
import { createTurnQueue } from '../../../api/turn-queue.ts';

describe('createTurnQueue', () => {
  it('runs the inputs of one turn back to back, in order, after the current turn', async () => {
    const ran: number[] = [];
    const queue = createTurnQueue((n: number) => {
      ran.push(n);
      return n * 2;
    });
    const pending = [queue(1), queue(2), queue(3)];
    expect(ran).toEqual([]); // nothing runs while the turn that queued them is still going
    expect(await Promise.all(pending)).toEqual([2, 4, 6]);
    expect(ran).toEqual([1, 2, 3]);
  });

  it('runs a turn in one go: nothing queued in between by timers or I/O gets in the middle', async () => {
    const events: string[] = [];
    const queue = createTurnQueue((n: number) => {
      events.push(`work ${n}`);
      return n;
    });
    const pending = [queue(1), queue(2)];
    setImmediate(() => events.push('later immediate'));
    await Promise.all(pending);
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['work 1', 'work 2', 'later immediate']);
  });

  it('rejects only the input whose work failed, sync or async', async () => {
    const queue = createTurnQueue(async (n: number) => {
      if (n === 2) throw new Error('async two');
      return n;
    });
    const syncQueue = createTurnQueue((n: number) => {
      if (n === 2) throw new Error('sync two');
      return n;
    });
    const results = await Promise.allSettled([queue(1), queue(2), queue(3), syncQueue(1), syncQueue(2), syncQueue(3)]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 'async two', 3, 1, 'sync two', 3]);
  });

  it('starts every input of a turn before the first one finishes (work waiting on I/O overlaps)', async () => {
    let running = 0;
    let most = 0;
    const queue = createTurnQueue(async (n: number) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return n;
    });
    expect(await Promise.all([queue(1), queue(2), queue(3)])).toEqual([1, 2, 3]);
    expect(most).toBe(3);
  });

  it('puts inputs queued while a turn runs into the next turn', async () => {
    const turns: number[][] = [];
    let current: number[] = [];
    const queue = createTurnQueue((n: number) => {
      current.push(n);
      return n;
    });
    const first = Promise.all([queue(1), queue(2)]).then(() => {
      turns.push(current);
      current = [];
      return queue(3);
    });
    await first;
    turns.push(current);
    expect(turns).toEqual([[1, 2], [3]]);
  });
});
