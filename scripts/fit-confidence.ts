// Fits the estimator's confidence model (domain/packaging/confidence.ts): a logistic regression, with a ridge
// penalty, of "within tolerance" on the signals each estimate reports, over the parcel rows of the sets the
// estimator is tuned on (never the newest sealed set, which stays held out to show how well it is calibrated).
// Run: npx tsx scripts/fit-confidence.ts [--write]   (--write replaces the CONFIDENCE_MODEL block in confidence.ts)
// The held-out recalibration on top of it is fitted by scripts/fit-held-out-calibration.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CONFIDENCE_MODEL, confidenceFeatures, confidenceOf } from '../domain/packaging/confidence.ts';
import type { ConfidenceFeature, ConfidenceSignals } from '../domain/packaging/confidence.ts';
import { estimateWithSignals } from '../domain/packaging/estimate.ts';
import { TUNING_FILES, inputOf, load, withinTolerance } from './estimator-eval-sets.ts';

/** Ridge penalty on every weight but the intercept: keeps rare signals from getting extreme weights. */
const RIDGE = 2;
const IN_SAMPLE = { offset: 0, slope: 1 } as const;
const NEWTON_STEPS = 30;

interface Row { signals: ConfidenceSignals; hit: boolean; file: string }

const rows: Row[] = [];
for (const file of TUNING_FILES) {
  const set = load(file);
  for (const item of set.items) {
    if (item.freight === true || item.expected === undefined) continue;
    const { estimate, signals } = estimateWithSignals(inputOf(item));
    if (signals === null) continue; // unmatched text keeps its fixed low confidence
    rows.push({ signals, hit: withinTolerance(estimate, item.expected, set.targets), file });
  }
}

const names = Object.keys(CONFIDENCE_MODEL).filter((name): name is ConfidenceFeature => name !== 'intercept');
const vectorOf = (signals: ConfidenceSignals): number[] => {
  const features = confidenceFeatures(signals);
  return [1, ...names.map((name) => features[name])];
};
const X = rows.map((row) => vectorOf(row.signals));
const y = rows.map((row) => (row.hit ? 1 : 0));
const size = names.length + 1;

/** Solves A x = b by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(matrix: number[][], vector: number[]): number[] {
  const a = matrix.map((row, index) => [...row, vector[index] ?? 0]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    [a[column], a[pivot]] = [a[pivot] ?? [], a[column] ?? []];
    const lead = a[column]?.[column] ?? 1;
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const factor = (a[row]?.[column] ?? 0) / lead;
      for (let k = column; k <= size; k++) (a[row] as number[])[k] = (a[row]?.[k] ?? 0) - factor * (a[column]?.[k] ?? 0);
    }
  }
  return a.map((row, index) => (row[size] ?? 0) / (row[index] ?? 1));
}

/**
 * Signals that can only make an estimate less sure: a weight the data would make positive (three typo rows that
 * happened to be hits) is held at zero instead, and the rest refitted.
 */
const NEVER_RAISE: ReadonlySet<ConfidenceFeature> = new Set(['fuzzy', 'leftoverWords', 'otherPartWords', 'gaps', 'corrections', 'laterPart', 'pulled']);

/**
 * Priors for signals the sets hardly hold (a partial search match: one evaluation row, and about half of the 17
 * among the catalog probes named the wrong kind of goods, e.g. "outdoor playhouse" a play kitchen, so it costs what
 * a pulled value does); a typo correction is a guess at the word (three corrected rows in all,
 * too few to fit), so it costs what one leftover word does; a pulled value (six rows in round four, half of them
 * within tolerance against 82 % of the rest) would be shrunk towards zero by the ridge, so it is held at -0.9. A
 * leftover word is text the estimator did not read: in round ten the tuning rows, whose leftovers have been turned
 * into notes round by round, fitted it to zero, but on new text an unread word is still a risk, so it costs -0.1.
 */
const PRIORS: Readonly<Partial<Record<ConfidenceFeature, number>>> = { corrections: -0.3, pulled: -0.9, fuzzy: -0.9, leftoverWords: -0.1 };
const priorAt = new Map(names.flatMap((name, index) => (PRIORS[name] === undefined ? [] : [[index + 1, PRIORS[name] ?? 0] as const])));

/** Newton's method on the penalised log-likelihood, with the weights in `fixed` held at zero and priors at theirs. */
function fit(fixed: ReadonlySet<number>): number[] {
let weights = Array.from({ length: size }, (_, index) => priorAt.get(index) ?? 0);
for (let step = 0; step < NEWTON_STEPS; step++) {
  const gradient = new Array<number>(size).fill(0);
  const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  X.forEach((x, index) => {
    const p = 1 / (1 + Math.exp(-x.reduce((sum, value, k) => sum + value * (weights[k] ?? 0), 0)));
    const residual = (y[index] ?? 0) - p;
    for (let j = 0; j < size; j++) {
      gradient[j] = (gradient[j] ?? 0) + residual * (x[j] ?? 0);
      for (let k = 0; k < size; k++) (hessian[j] as number[])[k] = (hessian[j]?.[k] ?? 0) + p * (1 - p) * (x[j] ?? 0) * (x[k] ?? 0);
    }
  });
  for (let j = 1; j < size; j++) {
    gradient[j] = (gradient[j] ?? 0) - RIDGE * (weights[j] ?? 0);
    (hessian[j] as number[])[j] = (hessian[j]?.[j] ?? 0) + RIDGE;
  }
  for (const j of [...fixed, ...priorAt.keys()]) {
    gradient[j] = 0;
    for (let k = 0; k < size; k++) {
      (hessian[j] as number[])[k] = j === k ? 1 : 0;
      (hessian[k] as number[])[j] = j === k ? 1 : 0;
    }
  }
  const delta = solve(hessian, gradient);
  weights = weights.map((weight, index) => (fixed.has(index) ? 0 : priorAt.get(index) ?? weight + (delta[index] ?? 0)));
  if (Math.max(...delta.map(Math.abs)) < 1e-6) break;
}
return weights;
}

const fixed = new Set<number>();
let weights = fit(fixed);
for (;;) {
  const wrong = names.findIndex((name, index) => NEVER_RAISE.has(name) && (weights[index + 1] ?? 0) > 0 && !fixed.has(index + 1));
  if (wrong < 0) break;
  fixed.add(wrong + 1);
  weights = fit(fixed);
}

const model = Object.fromEntries([['intercept', weights[0] ?? 0], ...names.map((name, index) => [name, weights[index + 1] ?? 0])]) as Record<'intercept' | ConfidenceFeature, number>;
const rounded = Object.fromEntries(Object.entries(model).map(([name, value]) => [name, Math.round(value * 100) / 100])) as Record<'intercept' | ConfidenceFeature, number>;

console.log(`fitted on ${rows.length} parcel rows of ${TUNING_FILES.join(', ')} (${y.filter((value) => value === 1).length} within tolerance)`);
const bands: readonly (readonly [number, number])[] = [[0, 0.4], [0.4, 0.6], [0.6, 0.75], [0.75, 0.85], [0.85, 1.01]];
for (const [label, chosen] of [['current model', CONFIDENCE_MODEL], ['fitted model', rounded]] as const) {
  let logLoss = 0;
  const counts = bands.map(() => ({ n: 0, hits: 0, predicted: 0 }));
  rows.forEach((row) => {
    const p = confidenceOf(row.signals, chosen, IN_SAMPLE); // the model itself, before held-out recalibration
    logLoss -= row.hit ? Math.log(p) : Math.log(1 - p);
    const band = bands.findIndex(([low, high]) => p >= low && p < high);
    const entry = counts[band];
    if (entry !== undefined) {
      entry.n++;
      entry.hits += row.hit ? 1 : 0;
      entry.predicted += p;
    }
  });
  console.log(`${label}: log loss ${(logLoss / rows.length).toFixed(3)}; ${counts.map((entry, index) => `${bands[index]?.[0]}-${Math.min(1, bands[index]?.[1] ?? 1)}: ${entry.hits}/${entry.n} within, predicted ${entry.n === 0 ? '-' : (entry.predicted / entry.n).toFixed(2)}`).join('; ')}`);
}

const block = `export const CONFIDENCE_MODEL = {\n${Object.entries(rounded).map(([name, value]) => `  ${name}: ${value},`).join('\n')}\n} as const;`;
console.log(`\n${block}`);
if (process.argv.includes('--write')) {
  const path = fileURLToPath(new URL('../domain/packaging/confidence.ts', import.meta.url));
  const source = readFileSync(path, 'utf8');
  const updated = source.replace(/export const CONFIDENCE_MODEL = \{[\s\S]*?\} as const;/, block);
  writeFileSync(path, updated);
  console.log(`\nwritten to ${path}`);
}
