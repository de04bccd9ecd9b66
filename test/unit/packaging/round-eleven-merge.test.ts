// Round eleven, found at the merge: a list part naming the goods' measured package reads the same with its tens
// spelt out ("…, twenty lb box" as "…, 20 lb box"); the surface-forms test caught it on sealed-11's cat litter row,
// which had been a 93 cm litter box of 10.8 kg.
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';

describe('a measured package part with its tens spelt out', () => {
  it.each([
    ["order_item: 'Tidy Cats clumping cat litter, twenty lb box' (monthly subscription shipment)", "order_item: 'Tidy Cats clumping cat litter, 20 lb box' (monthly subscription shipment)"],
    ['Purina cat chow, forty lb bag', 'Purina cat chow, 40 lb bag'],
    ['cat litter; thirty-five lb pail', 'cat litter; 35 lb pail'],
  ])('%s reads as %s', (spelt, digits) => {
    const a = estimatePackage({ product: spelt });
    const b = estimatePackage({ product: digits });
    expect(a.estimate.matched).toBe(b.estimate.matched);
    expect([a.length_cm, a.weight_kg]).toEqual([b.length_cm, b.weight_kg]);
  });
});
