// Round ten of issue 15: sealed-10's rows of toys, sports, beauty, tools, auto, pet goods and groceries (s10-049 to
// s10-095) became tuning rows. Each class below failed before its rule, in the row's words and in others.
import { describe, it } from 'vitest';
import { expectEstimateWithin } from './estimate-within.ts';

type Row = readonly [product: string, length: readonly [number, number], weight: readonly [number, number], matched: string];

const ROWS: readonly Row[] = [
  // A leading "1 gallon" before a catalog name that starts with the unit ("gallon jug") still measures the goods
  // (s10-091 was a litre of syrup, 1.55 kg; a gallon of syrup is ~5 kg).
  ['sending a 1 gallon jug of real maple syrup from Vermont to California, how much?', [30, 42], [4.5, 6.5], 'maple syrup'],
  ['1 gallon jug of maple syrup', [30, 42], [4.5, 6.5], 'maple syrup'],
  ['shipping a 1 gal jug of grade A maple syrup', [30, 42], [4.5, 6.5], 'maple syrup'],
  ['a 1 gallon jug of olive oil', [30, 50], [4, 6], 'olive oil'],
  ['1 gallon jug of water', [25, 35], [3.8, 5], 'gallon jug'],
];

describe('round ten, sealed-10 rows b', () => {
  for (const [product, length, weight, matched] of ROWS) {
    it(product, () => {
      expectEstimateWithin(product, length, weight, matched);
    });
  }
});
