// The basket file: six boxes with exact sizes, one US origin, five US cities in five different zones.
import { describe, expect, it } from 'vitest';
import { resolveDestination, resolveOrigin, usZone } from '../../../domain/geography/index.ts';
import type { UsPlace } from '../../../domain/geography/index.ts';
import { PRICE_INDEX_BASKET } from '../../../domain/price-index/basket.ts';

describe('price index basket', () => {
  it('is versioned and has six boxes and five lanes with unique ids', () => {
    expect(PRICE_INDEX_BASKET.version).toMatch(/\S/);
    expect(PRICE_INDEX_BASKET.boxes).toHaveLength(6);
    expect(PRICE_INDEX_BASKET.lanes).toHaveLength(5);
    expect(new Set(PRICE_INDEX_BASKET.boxes.map((b) => b.id)).size).toBe(6);
    expect(new Set(PRICE_INDEX_BASKET.lanes.map((l) => l.id)).size).toBe(5);
  });

  it('gives every box exact positive dimensions and weight', () => {
    for (const box of PRICE_INDEX_BASKET.boxes) {
      for (const value of [box.length_cm, box.width_cm, box.height_cm, box.weight_kg]) expect(value).toBeGreaterThan(0);
    }
  });

  it('ships from one US origin to five US cities spread over five zones', () => {
    const origin = resolveOrigin(PRICE_INDEX_BASKET.origin.postal_code);
    if (!origin.ok) throw new Error(origin.message);
    expect(origin.place.state).toBe(PRICE_INDEX_BASKET.origin.state);
    const zones = PRICE_INDEX_BASKET.lanes.map((lane) => {
      const destination = resolveDestination(lane.postal_code);
      if (destination.kind !== 'supported' || destination.place.country !== 'US') throw new Error(`${lane.postal_code} is not a US ZIP`);
      expect(destination.place.state).toBe(lane.state);
      return usZone(origin.place, destination.place as UsPlace);
    });
    expect(new Set(zones).size).toBe(5);
    expect(zones).toEqual([4, 3, 5, 6, 8]);
  });
});
