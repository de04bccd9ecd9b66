// Scores domain/packaging against two evaluation sets, then times it:
// - development (test/eval/estimator-eval.json): the set the estimator is tuned on;
// - sealed (test/eval/estimator-sealed.json): written before the first round of issue-15 changes, never tuned on;
// - sealed-2 (test/eval/estimator-sealed-2.json): written before the second round, by another author, never tuned on;
// - sealed-3 (test/eval/estimator-sealed-3.json): written before the third round, never tuned on;
// - sealed-4 (test/eval/estimator-sealed-4.json): written before the fourth round by an author who saw neither the
//   estimator nor the earlier rows; scored once at the end of that round (65.2 %), then its misses were read;
// - sealed-5 (test/eval/estimator-sealed-5.json): written during the fourth round by another such author; scored,
//   totals only, at the end of rounds four (53.3 %) and five (56.6 %), then its rows were read at the start of round
//   six and it became a tuning set.
// - sealed-6 (test/eval/estimator-sealed-6.json): written at the start of the fifth round, before any of its changes,
//   by an author who read neither the estimator nor earlier rows. Clean: scored, totals only, at the end of round
//   five (58.0 % at the round's start, 58.8 % at its end) and of round six (58.8 % at both). The held-out
//   recalibration of the confidence is fitted on it from round six (CALIBRATION_FILE). Round seven read its rows at
//   its start (after scoring the start code, totals only: 58.8 %), so it is now a tuning set (TUNING_FILES).
// - sealed-7 (test/eval/estimator-sealed-7.json): written at the end of round five for round six, by an author who
//   chose its style alone (plain names, pasted listing titles, questions, mixed units). Clean: scored, totals only,
//   at the end of round six (66.1 % at the round's start, 66.9 % at its end).
// - sealed-8 (test/eval/estimator-sealed-8.json): written early in round six for round seven, by an author who saw
//   neither the estimator nor any evaluation row and chose its style alone (chat messages to an assistant, with
//   context, condition words, typos and mixed units; a quarter terse agent lines). Reserved until round seven, whose
//   start code scored 60.0 % on it (totals only: its first scoring) and its end code 58.4 %. Round eight read its rows
//   at its start, so it is now a tuning set (TUNING_FILES).
// - sealed-9 (test/eval/estimator-sealed-9.json): written early in round seven for round eight, by an author who saw
//   neither the estimator nor any evaluation row and chose its style alone (inventory and spreadsheet lines). Clean.
//   Reserved until round eight, whose start code scored 48.3 % on it (58/120, 29 absurd, freight 12/15; totals only:
//   its first scoring) and its end code 55.8 % (67/120, 26 absurd, freight 14/15; totals only). Its author told the
//   lead only its style and category counts. Round nine read its rows at its start (its end-of-round-eight
//   score above is its last clean one), so it is now a tuning set (TUNING_FILES).
// - sealed-10 (test/eval/estimator-sealed-10.json): written at the start of round eight for round nine, by an author
//   who read no project code or data and chose its style alone; the lead knows only its row and category counts (120
//   parcel rows, 7 or 8 a category, and 15 freight rows). Reserved until round nine, whose start code (c2c1143)
//   scored 66.7 % on it (80/120, 10 absurd, freight 15/15; totals only: its first scoring) and its end code 67.5 %
//   (81/120, 10 absurd, freight 15/15; totals only). Round ten read its rows at its start (the end-of-round-nine score
//   above is its last clean one), so it is now a tuning set (TUNING_FILES).
// - sealed-11 (test/eval/estimator-sealed-11.json): written at the start of round nine for round ten, by an author
//   who read no project code or data and chose its style alone; the lead knows only its counts (120 parcel rows, 7
//   or 8 a category, 15 freight rows, 6 rows with a quantity field). Reserved until round ten, whose start code
//   (54521b3) scored 60.0 % on it (72/120, 17 absurd, freight 13/15; totals only: its first scoring) and its end
//   code (37ce7ff) 60.0 % (72/120, 16 absurd, freight 13/15; totals only). Round eleven read its rows at its start
//   (that score is its last clean one), so it is now a tuning set (TUNING_FILES).
// - sealed-12 (test/eval/estimator-sealed-12.json): written at the start of round ten for round eleven, by an author
//   who read no project code or data and chose its style alone; the lead knows only its counts (120 parcel rows, 6 in
//   each of 20 categories, 15 freight rows, 6 rows with a quantity field). Reserved until round eleven, whose start
//   code (37ce7ff) scored 65.8 % on it (79/120, 17 absurd, freight 15/15; totals only: its first scoring). Clean.
// - sealed-13 (test/eval/estimator-sealed-13.json): written at the start of round eleven for round twelve, by an
//   author who read no project code or data and chose its style alone; the lead knows only its counts (120 parcel
//   rows, 6 in each of 20 categories, 15 freight rows, 6 rows with a quantity field). Clean and reserved
//   (RESERVED_FILES): nothing scores it until round twelve.
//   The clean sets (CLEAN_FILES in estimator-eval-sets.ts) are skipped by --tuning; their rows print only with
//   --clean-rows, and reading them ends their use as a held-out measure.
//   The gap between the development and the sealed sets is the honest measure of how well the estimator generalises.
// Run: npx tsx scripts/score-estimator.ts [--all] [--verbose] [--sealed-rows] [--clean-rows] [--dev-only] [--tuning]
//      npx tsx scripts/score-estimator.ts --file phrasing-probes.json [--all] [--verbose]
// (--file scores one other file in test/eval, e.g. a probe batch, with its misses and any restricted flags a row asks
// for that the estimate lacks, and nothing else; never a sealed set)
// (--all prints every row, not only the misses; --verbose the assumptions; the sealed sets' rows are printed only
// with --sealed-rows, so tuning sessions see their totals and not which items missed; --dev-only skips the sealed
// sets' scores altogether, for tuning runs that must not peek at them)
// A parcel item is a hit when the packed weight is within 35% and the longest side within 30% of the real parcel
// (and it is not called freight). It is absurd when the weight is off by more than 3x or the longest side by more
// than 2x. The run passes when the development set reaches its hit rate with every freight item recognised (absurd
// estimates are reported); the sealed set is reported, never gated, so nobody is tempted to tune on it.
import { CATALOG_ENTRY_COUNT } from '../domain/packaging/catalog/index.ts';
import { ITEM_CATALOG, estimatePackage } from '../domain/packaging/index.ts';
import type { PackageEstimate } from '../domain/packaging/index.ts';
import { CLEAN_FILES, RESERVED_FILES, inputOf, load, toleranceOf } from './estimator-eval-sets.ts';
import type { EvalFile, EvalItem } from './estimator-eval-sets.ts';

/** Weight off by more than this factor, or the longest side by more than ABSURD_LENGTH_FACTOR, is absurd. */
const ABSURD_WEIGHT_FACTOR = 3;
const ABSURD_LENGTH_FACTOR = 2;
const CONFIDENCE_BANDS: readonly (readonly [number, number])[] = [[0, 0.4], [0.4, 0.6], [0.6, 0.75], [0.75, 0.85], [0.85, 1.01]];

const showAll = process.argv.includes('--all');
const verbose = process.argv.includes('--verbose');
const pct = (value: number): string => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;
const pad = (text: string, width: number): string => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));
const rate = (hits: number, total: number): string => `${hits}/${total} (${total === 0 ? 0 : Math.round((hits / total) * 1000) / 10}%)`;

interface Outcome {
  item: EvalItem;
  estimate: PackageEstimate;
  hit: boolean;
  absurd: boolean;
  freight: boolean;
  line: string;
  /** Restricted flags the row asks for that the estimate lacks (probe files only). */
  missingFlags: string[];
}

function missingFlagsOf(item: EvalItem, estimate: PackageEstimate): string[] {
  const carried: readonly string[] = estimate.estimate.restricted;
  return (item.restricted ?? []).filter((flag) => !carried.includes(flag));
}

function judge(item: EvalItem, targets: EvalFile['targets']): Outcome {
  const estimate = estimatePackage(inputOf(item));
  const matched = estimate.estimate.matched ?? '(none)';
  const conf = estimate.estimate.confidence.toFixed(2);
  if (item.freight === true) {
    const ok = estimate.freight !== null;
    return { item, estimate, hit: ok, absurd: false, freight: true, missingFlags: missingFlagsOf(item, estimate), line: `${pad(item.id, 20)} ${pad(matched, 24)} ${pad(conf, 5)} ${pad('', 18)} ${pad('', 19)} ${ok ? 'FREIGHT ok' : 'FREIGHT MISSED'}  (${estimate.freight?.reason ?? 'parcel'})` };
  }
  const expected = item.expected;
  if (expected === undefined) {
    console.error(`${item.id}: parcel item without expected dimensions`);
    process.exit(2);
  }
  const { weightRatio, lengthRatio, calledFreight, weightOk, lengthOk } = toleranceOf(estimate, expected, targets);
  const absurd = weightRatio > ABSURD_WEIGHT_FACTOR || weightRatio < 1 / ABSURD_WEIGHT_FACTOR || lengthRatio > ABSURD_LENGTH_FACTOR || lengthRatio < 1 / ABSURD_LENGTH_FACTOR;
  const result = weightOk && lengthOk ? 'ok' : `MISS${weightOk ? '' : ' weight'}${lengthOk ? '' : ' length'}${calledFreight ? ' (called freight)' : ''}${absurd ? ' ABSURD' : ''}`;
  const line = `${pad(item.id, 20)} ${pad(matched, 24)} ${pad(conf, 5)} ${pad(`${estimate.length_cm}/${expected.length_cm} ${pct(lengthRatio - 1)}`, 18)} ${pad(`${estimate.weight_kg}/${expected.weight_kg} ${pct(weightRatio - 1)}`, 19)} ${result}`;
  return { item, estimate, hit: weightOk && lengthOk, absurd, freight: false, missingFlags: missingFlagsOf(item, estimate), line };
}

interface SetScore {
  parcel: number;
  hits: number;
  freight: number;
  freightHits: number;
  absurd: number;
}

function score(name: string, file: string, rows: boolean): SetScore {
  const { targets, items } = load(file);
  const outcomes = items.map((item) => judge(item, targets));
  console.log(`\n=== ${name} (${file}, ${items.length} items) ===`);
  if (rows) console.log(`${pad('id', 20)} ${pad('matched', 24)} ${pad('conf', 5)} ${pad('len est/exp', 18)} ${pad('kg est/exp', 19)} result`);
  for (const outcome of outcomes) {
    if (!rows || (!showAll && outcome.hit && outcome.missingFlags.length === 0)) continue;
    console.log(outcome.missingFlags.length === 0 ? outcome.line : `${outcome.line}  RESTRICTED missing ${outcome.missingFlags.join(', ')}`);
    if (verbose) for (const assumption of outcome.estimate.estimate.assumptions) console.log(`${' '.repeat(22)}- ${assumption}`);
  }
  const parcels = outcomes.filter((outcome) => !outcome.freight);
  const freight = outcomes.filter((outcome) => outcome.freight);
  const result: SetScore = {
    parcel: parcels.length,
    hits: parcels.filter((outcome) => outcome.hit).length,
    freight: freight.length,
    freightHits: freight.filter((outcome) => outcome.hit).length,
    absurd: parcels.filter((outcome) => outcome.absurd).length,
  };
  console.log(`\n${name}: parcel items within tolerance: ${rate(result.hits, result.parcel)}  (target ${targets.parcelHitRate * 100}%)`);
  const absurdIds = rows && result.absurd > 0 ? ` (${parcels.filter((outcome) => outcome.absurd).map((outcome) => outcome.item.id).join(', ')})` : '';
  console.log(`${name}: absurd (weight off >${ABSURD_WEIGHT_FACTOR}x or longest side >${ABSURD_LENGTH_FACTOR}x): ${result.absurd}${absurdIds}`);
  console.log(`${name}: freight items recognised: ${rate(result.freightHits, result.freight)}`);
  const flagMisses = outcomes.filter((outcome) => outcome.missingFlags.length > 0).length;
  if (outcomes.some((outcome) => outcome.item.restricted !== undefined)) console.log(`${name}: rows missing a restricted flag they ask for: ${flagMisses}`);
  const categories = [...new Set(outcomes.map((outcome) => outcome.item.category))].sort();
  console.log(`${name}: by category: ${categories.map((category) => {
    const inCategory = outcomes.filter((outcome) => outcome.item.category === category);
    return `${category} ${inCategory.filter((outcome) => outcome.hit).length}/${inCategory.length}`;
  }).join(', ')}`);
  console.log(`${name}: calibration (parcel items; share within tolerance per confidence band):`);
  for (const [low, high] of CONFIDENCE_BANDS) {
    const inBand = parcels.filter((outcome) => outcome.estimate.estimate.confidence >= low && outcome.estimate.estimate.confidence < high);
    const meanConfidence = inBand.length === 0 ? 0 : inBand.reduce((sum, outcome) => sum + outcome.estimate.estimate.confidence, 0) / inBand.length;
    console.log(`  confidence ${low.toFixed(2)}-${Math.min(1, high).toFixed(2)}: ${pad(rate(inBand.filter((outcome) => outcome.hit).length, inBand.length), 16)} mean confidence ${meanConfidence.toFixed(2)}`);
  }
  return result;
}

// `clean`: the newest sealed sets, skipped by --tuning; its rows print only when asked for by name (--clean-rows):
// reading them ends its use as a held-out measure.
const SEALED_SETS: readonly { name: string; file: string; clean: boolean }[] = ['', '-2', '-3', '-4', '-5', '-6', '-7', '-8', '-9', '-10', '-11', '-12', '-13'].map((suffix) => {
  const file = `estimator-sealed${suffix}.json`;
  return { name: `sealed${suffix}`, file, clean: CLEAN_FILES.includes(file) };
});
const fileFlag = process.argv.indexOf('--file');
if (fileFlag >= 0) {
  const file = process.argv[fileFlag + 1] ?? '';
  // Every sealed set, also one written for a later round (sealed-7) that no list here names yet.
  if (file === '' || file.startsWith('estimator-sealed') || SEALED_SETS.some((set) => set.file === file)) {
    console.error('--file takes a file in test/eval that is not a sealed set');
    process.exit(2);
  }
  const result = score(file.replace(/\.json$/, ''), file, true);
  console.log(`summary: ${file} ${rate(result.hits, result.parcel)} absurd ${result.absurd}, freight ${result.freightHits}/${result.freight}`);
  process.exit(0);
}
const devOnly = process.argv.includes('--dev-only');
const tuning = process.argv.includes('--tuning');
const development = score('development', 'estimator-eval.json', true);
const sealedRows = process.argv.includes('--sealed-rows');
const cleanRows = process.argv.includes('--clean-rows');
const sealedScores = SEALED_SETS.map((set) => ({ name: set.name, score: devOnly || (set.clean && tuning) || RESERVED_FILES.includes(set.file) ? null : score(set.name, set.file, set.clean ? cleanRows : sealedRows) }));

// Timing: estimatePackage sits on the quote hot path. Warm up, then loop over the development set's and the first two
// sealed sets' inputs (the same inputs in every round, so µs per call stays comparable across rounds).
const inputs = ['estimator-eval.json', 'estimator-sealed.json', 'estimator-sealed-2.json'].flatMap((file) => load(file).items).map(inputOf);
const warmup = 5_000;
const calls = 50_000;
for (let index = 0; index < warmup; index++) estimatePackage(inputs[index % inputs.length] ?? { product: '' });
const started = process.hrtime.bigint();
for (let index = 0; index < calls; index++) estimatePackage(inputs[index % inputs.length] ?? { product: '' });
const perCall = Number(process.hrtime.bigint() - started) / calls / 1000;
console.log(`\ncatalog: ${ITEM_CATALOG.length} items, ${CATALOG_ENTRY_COUNT} items and variants`);
console.log(`timing: ${perCall.toFixed(1)} µs per call (mean of ${calls} calls over ${inputs.length} inputs, after ${warmup} warm-up calls)`);
const summaryOf = (name: string, set: SetScore | null): string => (set === null ? `${name} not scored` : `${name} ${rate(set.hits, set.parcel)} absurd ${set.absurd}, freight ${set.freightHits}/${set.freight}`);
console.log(`summary: ${[summaryOf('development', development), ...sealedScores.map((set) => summaryOf(set.name, set.score))].join('; ')}`);

const { targets } = load('estimator-eval.json');
const passed = development.parcel > 0 && development.hits / development.parcel >= targets.parcelHitRate && development.freightHits === development.freight;
console.log(passed ? 'PASS' : 'FAIL');
process.exit(passed ? 0 : 1);
