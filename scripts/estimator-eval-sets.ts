// The estimator's evaluation files (test/eval/estimator-*.json): their schema, loading, and the input each row gives.
// Shared by scripts/score-estimator.ts (scores every set) and scripts/fit-confidence.ts (fits the confidence model
// on the sets the estimator is tuned on).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type } from 'arktype';
import type { EstimateInput } from '../domain/packaging/index.ts';

const EvalItem = type({
  id: 'string',
  category: 'string',
  product: 'string',
  'quantity?': 'number.integer >= 1',
  'freight?': 'boolean',
  'expected?': { length_cm: 'number > 0', weight_kg: 'number > 0', 'width_cm?': 'number > 0', 'height_cm?': 'number > 0' },
  source: 'string',
  /** Probe files: restricted flags the estimate must carry (an 18650 cell is a lithium battery). */
  'restricted?': 'string[]',
});
const EvalFile = type({
  about: 'string',
  targets: { weightTolerance: 'number', lengthTolerance: 'number', parcelHitRate: 'number' },
  items: EvalItem.array(),
});
export type EvalFile = typeof EvalFile.infer;
export type EvalItem = typeof EvalItem.infer;

/** One evaluation file by name; exits the script with a message when it is malformed. */
export function load(file: string): EvalFile {
  const path = fileURLToPath(new URL(`../test/eval/${file}`, import.meta.url));
  const parsed = EvalFile(JSON.parse(readFileSync(path, 'utf8')));
  if (parsed instanceof type.errors) {
    console.error(`${file} is malformed: ${parsed.summary}`);
    process.exit(2);
  }
  return parsed;
}

export const inputOf = (item: { product: string; quantity?: number }): EstimateInput => ({ product: item.product, ...(item.quantity !== undefined ? { quantity: item.quantity } : {}) });

interface Judged { weight_kg: number; length_cm: number; freight: unknown }
interface Truth { weight_kg: number; length_cm: number }

/** How an estimate stands against the real parcel: the ratios, and whether weight and length are each in tolerance (never when called freight). */
export function toleranceOf(estimate: Judged, expected: Truth, targets: EvalFile['targets']): { weightRatio: number; lengthRatio: number; calledFreight: boolean; weightOk: boolean; lengthOk: boolean } {
  const weightRatio = estimate.weight_kg / expected.weight_kg;
  const lengthRatio = estimate.length_cm / expected.length_cm;
  const calledFreight = estimate.freight !== null;
  return {
    weightRatio,
    lengthRatio,
    calledFreight,
    weightOk: Math.abs(weightRatio - 1) <= targets.weightTolerance && !calledFreight,
    lengthOk: Math.abs(lengthRatio - 1) <= targets.lengthTolerance && !calledFreight,
  };
}

/** Within the evaluation's tolerance: packed weight and longest side, and not called freight. */
export function withinTolerance(estimate: Judged, expected: Truth, targets: EvalFile['targets']): boolean {
  const { weightOk, lengthOk } = toleranceOf(estimate, expected, targets);
  return weightOk && lengthOk;
}

/**
 * The sets the estimator is tuned on: the development set and every sealed set a round has read the misses of
 * (sealed-5's were read at the start of round six, sealed-6's at the start of round seven, sealed-8's at the start of
 * round eight, sealed-9's at the start of round nine, sealed-10's at the start of round ten, sealed-11's at the start
 * of round eleven).
 */
export const TUNING_FILES = ['estimator-eval.json', 'estimator-sealed.json', 'estimator-sealed-2.json', 'estimator-sealed-3.json', 'estimator-sealed-4.json', 'estimator-sealed-5.json', 'estimator-sealed-6.json', 'estimator-sealed-8.json', 'estimator-sealed-9.json', 'estimator-sealed-10.json', 'estimator-sealed-11.json'] as const;

/**
 * The clean held-out sets: nobody has read their rows, so tuning runs, snapshots and probe scoring leave them out
 * and only their totals are ever printed (at the end of a round).
 */
export const CLEAN_FILES: readonly string[] = ['estimator-sealed-7.json', 'estimator-sealed-12.json', 'estimator-sealed-13.json'];

/** Clean sets written for a later round: nothing scores them until that round (sealed-13 is round twelve's). */
export const RESERVED_FILES: readonly string[] = ['estimator-sealed-13.json'];

/**
 * The sealed set the confidence's held-out recalibration is fitted on (scripts/fit-held-out-calibration.ts): the
 * newest one whose single clean scoring is done. It is never tuned on for accuracy.
 */
export const CALIBRATION_FILE = 'estimator-sealed-12.json';
