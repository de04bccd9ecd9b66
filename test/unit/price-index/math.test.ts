// The snapshot math: basket average (mean of the cheapest amounts, whole cents) and month-over-month change.
import { describe, expect, it } from 'vitest';
import { BASKET_AVERAGE_METHOD, basketAverageCents, changeCents, laneAveragesCents, meanCents } from '../../../domain/price-index/math.ts';
import { isMonth, monthOf, previousMonth } from '../../../domain/price-index/month.ts';
import { rate } from './fixtures.ts';

describe('meanCents', () => {
  it('is the arithmetic mean in whole cents', () => {
    expect(meanCents([1000, 2000, 3000])).toBe(2000);
    expect(meanCents([999])).toBe(999);
  });

  it('rounds half up to the cent', () => {
    expect(meanCents([1000, 1001])).toBe(1001); // 1000.5
    expect(meanCents([1000, 1000, 1001])).toBe(1000); // 1000.33…
    expect(meanCents([1000, 1001, 1001])).toBe(1001); // 1000.67…
  });

  it('never drifts on large sums (integer arithmetic)', () => {
    expect(meanCents(Array.from({ length: 30 }, (_, i) => 123_456 + i))).toBe(123_471); // 123,470.5 → up
  });

  it('refuses an empty list and non-integer cents', () => {
    expect(() => meanCents([])).toThrow(RangeError);
    expect(() => meanCents([10.5])).toThrow(RangeError);
  });
});

describe('basket and lane averages', () => {
  const results = [
    { box_id: 'b1', lane_id: 'l1', cheapest: rate('a', 1000) },
    { box_id: 'b1', lane_id: 'l2', cheapest: rate('a', 2001) },
    { box_id: 'b2', lane_id: 'l1', cheapest: rate('a', 3000) },
    { box_id: 'b2', lane_id: 'l2', cheapest: rate('a', 4000) },
  ];

  it('averages the cheapest amount of every pair', () => {
    expect(basketAverageCents(results)).toBe(2500); // 10001 / 4 = 2500.25
  });

  it('averages each lane over its boxes, lanes in first-seen order', () => {
    expect([...laneAveragesCents(results)]).toEqual([
      ['l1', 2000],
      ['l2', 3001], // 3000.5 → up
    ]);
  });

  it('states its method in words', () => {
    expect(BASKET_AVERAGE_METHOD).toMatch(/mean of the cheapest/i);
    expect(BASKET_AVERAGE_METHOD).toMatch(/integer cents/);
  });
});

describe('changeCents (month over month)', () => {
  it('gives the difference and the percentage with two decimals', () => {
    expect(changeCents(1100, 1000)).toEqual({ previous_cents: 1000, change_cents: 100, change_percent: 10 });
    expect(changeCents(1000, 1100)).toEqual({ previous_cents: 1100, change_cents: -100, change_percent: -9.09 });
    expect(changeCents(1001, 3000)).toEqual({ previous_cents: 3000, change_cents: -1999, change_percent: -66.63 });
  });

  it('is zero without a sign when nothing moved', () => {
    const change = changeCents(1234, 1234);
    expect(change.change_cents).toBe(0);
    expect(Object.is(change.change_percent, 0)).toBe(true);
  });

  it('has no percentage against a zero base', () => {
    expect(changeCents(500, 0)).toEqual({ previous_cents: 0, change_cents: 500, change_percent: null });
  });
});

describe('months', () => {
  it('accepts YYYY-MM only', () => {
    for (const ok of ['2026-11', '2026-01', '1999-12']) expect(isMonth(ok)).toBe(true);
    for (const bad of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', '2026/11', ' 2026-11', '']) expect(isMonth(bad)).toBe(false);
  });

  it('finds the previous calendar month across a year end', () => {
    expect(previousMonth('2026-11')).toBe('2026-10');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(() => previousMonth('2026-13')).toThrow(RangeError);
  });

  it('takes the UTC month of an instant', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(monthOf(new Date('2026-12-01T01:00:00+02:00'))).toBe('2026-11');
  });
});
