// The confidence model: a calibrated chance of being within tolerance, never raised by a sign of doubt, and still
// calibrated on the rows it was fitted on (a change to the estimator that is not followed by a refit fails here).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chanceOf, confidenceLogit, confidenceOf } from '../../../domain/packaging/confidence.ts';
import type { ConfidenceSignals } from '../../../domain/packaging/confidence.ts';
import { estimateWithSignals } from '../../../domain/packaging/estimate.ts';
import { CALIBRATION_FILE, TUNING_FILES, inputOf, load, withinTolerance } from '../../../scripts/estimator-eval-sets.ts';
import { fitCalibration } from '../../../scripts/fit-held-out-calibration.ts';

const plain: ConfidenceSignals = {
  found: 'phrase', brand: false, leftoverWords: 0, otherPartWords: 0, gaps: 0, corrections: 0, laterPart: false, form: 'box',
  aliasCount: 4, itemWeightKg: 1, quantity: 1, measured: false, pulled: false, ownPackaging: false, shoes: false,
};

describe('confidence model', () => {
  it('stays within [0.05, 0.95] for any signals', () => {
    fc.assert(fc.property(
      fc.record({ leftoverWords: fc.nat(40), otherPartWords: fc.nat(40), gaps: fc.nat(10), corrections: fc.nat(10), aliasCount: fc.nat(500), itemWeightKg: fc.double({ min: 0, max: 5000, noNaN: true }), quantity: fc.integer({ min: 1, max: 100_000 }), pulled: fc.boolean(), brand: fc.boolean() }),
      (partial) => {
        const value = confidenceOf({ ...plain, ...partial });
        return value >= 0.05 && value <= 0.95;
      },
    ));
  });

  it.each([
    ['a leftover word', { leftoverWords: 2 }],
    ['words in another part', { otherPartWords: 2 }],
    ['a typo correction', { corrections: 1 }],
    ['a skipped word inside the name', { gaps: 1 }],
    ['a pulled value', { pulled: true }],
    ['a partial search match', { found: 'fuzzy-search' }],
  ] as const)('%s never raises it', (_, change) => {
    expect(confidenceOf({ ...plain, ...change })).toBeLessThanOrEqual(confidenceOf(plain));
  });

  it('a pulled value lowers it', () => {
    expect(confidenceOf({ ...plain, pulled: true })).toBeLessThan(confidenceOf(plain) - 0.1);
  });

  it('is calibrated on the rows it was fitted on: each band of 30+ rows is within 10 points of its mean confidence', () => {
    const bands = [[0, 0.6], [0.6, 0.75], [0.75, 0.85], [0.85, 1.01]] as const;
    const tally = bands.map(() => ({ rows: 0, hits: 0, predicted: 0 }));
    for (const file of TUNING_FILES) {
      const set = load(file);
      for (const item of set.items) {
        if (item.freight === true || item.expected === undefined) continue;
        const { estimate, signals } = estimateWithSignals(inputOf(item));
        if (signals === null) continue;
        // The model itself, before the held-out recalibration that carries it over to new text.
        const chance = chanceOf(confidenceLogit(signals));
        const band = tally[bands.findIndex(([low, high]) => chance >= low && chance < high)];
        if (band === undefined) continue;
        band.rows++;
        band.hits += withinTolerance(estimate, item.expected, set.targets) ? 1 : 0;
        band.predicted += chance;
      }
    }
    for (const [index, band] of tally.entries()) {
      if (band.rows < 30) continue;
      const share = band.hits / band.rows;
      expect(Math.abs(share - band.predicted / band.rows), `band ${bands[index]?.join('-')}: ${band.hits}/${band.rows} within, mean confidence ${(band.predicted / band.rows).toFixed(2)}; refit with scripts/fit-confidence.ts --write`).toBeLessThanOrEqual(0.1);
    }
  });

  it('recalibration recovers the offset and slope that generated outcomes (its fit, on 20,000 seeded rows)', () => {
    let seed = 7;
    const random = (): number => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    const rows = Array.from({ length: 20_000 }, () => {
      const logit = random() * 6 - 2;
      return { logit, hit: random() < 1 / (1 + Math.exp(-(-0.5 + 0.6 * logit))) };
    });
    const fitted = fitCalibration(rows, 0);
    expect(fitted.offset).toBeCloseTo(-0.5, 1);
    expect(fitted.slope).toBeCloseTo(0.6, 1);
  });

  it('a recalibration keeps the order of confidences and its bounds', () => {
    const lower = { ...plain, leftoverWords: 3 };
    expect(confidenceOf(lower, undefined, { offset: -0.8, slope: 0.7 })).toBeLessThan(confidenceOf(plain, undefined, { offset: -0.8, slope: 0.7 }));
    expect(confidenceOf(plain, undefined, { offset: -0.8, slope: 0.7 })).toBeLessThan(confidenceOf(plain, undefined, { offset: 0, slope: 1 }));
    expect(confidenceOf(plain, undefined, { offset: -50, slope: 1 })).toBe(0.05);
  });

  it('is calibrated on the held-out set its recalibration was fitted on: mean confidence within 5 points of the share within tolerance', () => {
    // Totals only: the set's rows are never printed. A change to the estimator that moves this asks for a refit
    // (scripts/fit-held-out-calibration.ts --write).
    const set = load(CALIBRATION_FILE);
    let rows = 0;
    let hits = 0;
    let predicted = 0;
    for (const item of set.items) {
      if (item.freight === true || item.expected === undefined) continue;
      const { estimate, signals } = estimateWithSignals(inputOf(item));
      if (signals === null) continue;
      rows++;
      hits += withinTolerance(estimate, item.expected, set.targets) ? 1 : 0;
      predicted += confidenceOf(signals);
    }
    expect(rows).toBeGreaterThan(100);
    const gap = hits / rows - predicted / rows;
    const message = `${hits}/${rows} within, mean confidence ${(predicted / rows).toFixed(2)}; refit with scripts/fit-held-out-calibration.ts --write`;
    // Once a round reads the set's misses and tunes on it (it is then in TUNING_FILES), the estimator does better on
    // it than on new text: the confidence may then sit below its share within tolerance, never above it. The next
    // clean set takes over at the end of the round.
    if ((TUNING_FILES as readonly string[]).includes(CALIBRATION_FILE)) expect(gap, message).toBeGreaterThanOrEqual(-0.05);
    else expect(Math.abs(gap), message).toBeLessThanOrEqual(0.05);
  });
});
