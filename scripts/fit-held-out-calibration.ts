// Fits the held-out recalibration of the estimator's confidence (HELD_OUT_CALIBRATION in
// domain/packaging/confidence.ts): a two-parameter logistic map (offset + slope x the model's logit) fitted on the
// parcel rows of CALIBRATION_FILE, a sealed set that has had its one clean scoring and was never tuned on. The model
// underneath is fitted on tuning rows, where the estimator is right more often than on new text; this map carries
// its chances over to new text. It prints totals per confidence band only, never a row, so a set can be checked
// with --check without reading it.
// Run: npx tsx scripts/fit-held-out-calibration.ts [--write] [--check estimator-sealed-6.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HELD_OUT_CALIBRATION, chanceOf, confidenceLogit } from '../domain/packaging/confidence.ts';
import { estimateWithSignals } from '../domain/packaging/estimate.ts';
import { CALIBRATION_FILE, inputOf, load, withinTolerance } from './estimator-eval-sets.ts';

interface Calibration { offset: number; slope: number }
interface Row { logit: number; hit: boolean }

/** The rows of one set the model speaks for: parcel rows whose text matched (unmatched text has a fixed confidence). */
function rowsOf(file: string): Row[] {
  const set = load(file);
  const rows: Row[] = [];
  for (const item of set.items) {
    if (item.freight === true || item.expected === undefined) continue;
    const { estimate, signals } = estimateWithSignals(inputOf(item));
    if (signals === null) continue;
    rows.push({ logit: confidenceLogit(signals), hit: withinTolerance(estimate, item.expected, set.targets) });
  }
  return rows;
}

/** Newton's method for the two-parameter logistic fit, with a small ridge pulling the slope towards 1. */
export function fitCalibration(rows: readonly Row[], ridge = 1): Calibration {
  let offset = 0;
  let slope = 1;
  for (let step = 0; step < 50; step++) {
    let g0 = 0, g1 = -ridge * (slope - 1), h00 = 0, h01 = 0, h11 = ridge;
    for (const row of rows) {
      const p = 1 / (1 + Math.exp(-(offset + slope * row.logit)));
      const residual = (row.hit ? 1 : 0) - p;
      const weight = p * (1 - p);
      g0 += residual;
      g1 += residual * row.logit;
      h00 += weight;
      h01 += weight * row.logit;
      h11 += weight * row.logit * row.logit;
    }
    const determinant = h00 * h11 - h01 * h01;
    const d0 = (h11 * g0 - h01 * g1) / determinant;
    const d1 = (h00 * g1 - h01 * g0) / determinant;
    offset += d0;
    slope += d1;
    if (Math.abs(d0) + Math.abs(d1) < 1e-9) break;
  }
  return { offset, slope };
}

const BANDS: readonly (readonly [number, number])[] = [[0, 0.4], [0.4, 0.6], [0.6, 0.75], [0.75, 0.85], [0.85, 1.01]];

function bandsLine(rows: readonly Row[], calibration: Calibration): string {
  const counts = BANDS.map(() => ({ n: 0, hits: 0, predicted: 0 }));
  let predicted = 0;
  for (const row of rows) {
    const p = chanceOf(calibration.offset + calibration.slope * row.logit);
    predicted += p;
    const entry = counts[BANDS.findIndex(([low, high]) => p >= low && p < high)];
    if (entry === undefined) continue;
    entry.n++;
    entry.hits += row.hit ? 1 : 0;
    entry.predicted += p;
  }
  const hits = rows.filter((row) => row.hit).length;
  const perBand = counts.map((entry, index) => `${BANDS[index]?.[0]}-${Math.min(1, BANDS[index]?.[1] ?? 1)}: ${entry.hits}/${entry.n}${entry.n === 0 ? '' : ` (${Math.round((100 * entry.hits) / entry.n)} %) at ${(entry.predicted / entry.n).toFixed(2)}`}`);
  return `${hits}/${rows.length} within, mean confidence ${(predicted / Math.max(1, rows.length)).toFixed(2)}; ${perBand.join('; ')}`;
}

const round = (value: number): number => Math.round(value * 100) / 100;

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = rowsOf(CALIBRATION_FILE);
  const fitted = fitCalibration(rows);
  const written = { offset: round(fitted.offset), slope: round(fitted.slope) };
  console.log(`${CALIBRATION_FILE}, ${rows.length} matched parcel rows`);
  console.log(`  model alone:       ${bandsLine(rows, { offset: 0, slope: 1 })}`);
  console.log(`  current (${HELD_OUT_CALIBRATION.offset}, ${HELD_OUT_CALIBRATION.slope}): ${bandsLine(rows, HELD_OUT_CALIBRATION)}`);
  console.log(`  fitted (${written.offset}, ${written.slope}):  ${bandsLine(rows, written)}`);
  const checkAt = process.argv.indexOf('--check');
  const checkFile = checkAt === -1 ? undefined : process.argv[checkAt + 1];
  if (checkFile !== undefined) {
    const checked = rowsOf(checkFile);
    console.log(`${checkFile} (not fitted on), ${checked.length} matched parcel rows`);
    console.log(`  model alone:       ${bandsLine(checked, { offset: 0, slope: 1 })}`);
    console.log(`  fitted (${written.offset}, ${written.slope}):  ${bandsLine(checked, written)}`);
  }
  if (process.argv.includes('--write')) {
    const path = fileURLToPath(new URL('../domain/packaging/confidence.ts', import.meta.url));
    const block = `export const HELD_OUT_CALIBRATION = {\n  offset: ${written.offset},\n  slope: ${written.slope},\n} as const;`;
    writeFileSync(path, readFileSync(path, 'utf8').replace(/export const HELD_OUT_CALIBRATION = \{[\s\S]*?\} as const;/, block));
    console.log(`written to ${path}`);
  }
}
