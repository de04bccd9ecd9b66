// Systematic bias of the estimator on the tuning sets: the median and spread (quartiles) of estimate/truth for the
// packed weight and the longest side, by truth-weight band, set, category, quantity, where the item's size came from
// (a stated box, a catalog item resized by a stated measure, a catalog item as it is, or the unknown-item fallback)
// and what it shipped in, and by the item's form within that (soft goods in a carton are not rigid goods in one).
// A median off 1 in one group is a rule to look at, not a row to fix. Each group also shows its hits (weight and
// longest side both within tolerance), so a rule change can be checked group by group: no group should lose hits.
// Light parcels get finer bands, by the truth's and by the estimate's weight (round eleven: the light-grade box).
// Only TUNING_FILES are read (never the clean sets); --skip FILE leaves one of them out, --file FILE reads one other
// file in test/eval instead (a probe batch). Freight rows and rows without a parcel truth are left out.
// Run: npx tsx scripts/estimator-bias.ts [--skip estimator-sealed-6.json] [--file small-probes.json] [--min 5]
import { ITEM_CATALOG, estimatePackage } from '../domain/packaging/index.ts';
import type { PackageEstimate } from '../domain/packaging/index.ts';
import { CLEAN_FILES, RESERVED_FILES, TUNING_FILES, inputOf, load, withinTolerance } from './estimator-eval-sets.ts';

const argument = (flag: string): string | undefined => {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const skipped = new Set(process.argv.flatMap((value, index) => (process.argv[index - 1] === '--skip' ? [value] : [])));
const single = argument('--file');
const minRows = Number(argument('--min') ?? '5');
if (single !== undefined && (single.startsWith('estimator-sealed') || CLEAN_FILES.includes(single) || RESERVED_FILES.includes(single))) {
  console.error('--file takes a probe file, not a sealed set (the tuning sets are read without it)');
  process.exit(2);
}
const files: readonly string[] = single !== undefined ? [single] : TUNING_FILES.filter((file) => !skipped.has(file) && !CLEAN_FILES.includes(file));

interface Row {
  set: string;
  category: string;
  truthKg: number;
  estimateKg: number;
  /** Weight and longest side both within the evaluation's tolerance. */
  hit: boolean;
  weightRatio: number;
  lengthRatio: number;
  quantity: number;
  source: string;
  container: string;
  /** The matched item's form (box, soft, flat, roll), or 'unknown item'. */
  form: string;
  /** Packed with fragile padding. */
  fragile: boolean;
}

const STATED_BOX = '(the parcel as stated: no packaging added)';
const MEASURE_MARKS = ['scaled catalog', 'resized', 'used as the', 'weight set to', 'read as one small', 'contents; with its container', ': scaled'];

/** Where the size of what was packed came from. */
function sourceOf(estimate: PackageEstimate): string {
  const { assumptions, matched } = estimate.estimate;
  if (assumptions.some((text) => text.includes(STATED_BOX))) return 'stated box';
  if (matched === null) return 'fallback (unknown item)';
  if (assumptions.some((text) => MEASURE_MARKS.some((mark) => text.includes(mark)))) return 'catalog + stated measure';
  return 'catalog';
}

/** What it shipped in. */
function containerOf(estimate: PackageEstimate): string {
  const box = estimate.estimate.box;
  const assumptions = estimate.estimate.assumptions;
  if (box === null) {
    if (assumptions.some((text) => text.includes(STATED_BOX))) return 'as stated';
    return assumptions.some((text) => text.includes('a carton cut to size')) ? 'made-to-size carton' : 'own packaging';
  }
  if (box.includes('poly mailer')) return 'poly mailer';
  if (box.includes('padded mailer')) return 'padded mailer';
  if (box.includes('tube')) return 'tube';
  return box.includes('long box') || box.includes('flat box') ? 'long or flat box' : 'stock box';
}

const formOf = new Map(ITEM_CATALOG.map((item) => [item.name, item.form]));
const rows: Row[] = [];
for (const file of files) {
  const { items, targets } = load(file);
  for (const item of items) {
    if (item.freight === true || item.expected === undefined) continue;
    const estimate = estimatePackage(inputOf(item));
    if (estimate.freight !== null) continue;
    rows.push({
      set: file.replace(/^estimator-|\.json$/g, ''),
      category: item.category,
      truthKg: item.expected.weight_kg,
      estimateKg: estimate.weight_kg,
      hit: withinTolerance(estimate, item.expected, targets),
      weightRatio: estimate.weight_kg / item.expected.weight_kg,
      lengthRatio: estimate.length_cm / item.expected.length_cm,
      quantity: estimate.estimate.quantity,
      source: sourceOf(estimate),
      container: containerOf(estimate),
      form: estimate.estimate.matched === null ? 'unknown item' : (formOf.get(estimate.estimate.matched) ?? 'unknown item'),
      fragile: estimate.estimate.fragile,
    });
  }
}

function quantile(sortedValues: readonly number[], q: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const position = (sortedValues.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sortedValues[low] ?? 0) + ((sortedValues[high] ?? 0) - (sortedValues[low] ?? 0)) * (position - low);
}
const fixed = (value: number): string => (Number.isNaN(value) ? '   -' : value.toFixed(2));
const pad = (text: string, width: number): string => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));
const padLeft = (text: string, width: number): string => (text.length >= width ? text : ' '.repeat(width - text.length) + text);

/** median [p25-p75] of one ratio, and the share within the evaluation's tolerance. */
function summary(values: readonly number[], tolerance: number): string {
  const ordered = [...values].sort((a, b) => a - b);
  const within = values.filter((value) => Math.abs(value - 1) <= tolerance).length;
  return `${fixed(quantile(ordered, 0.5))} [${fixed(quantile(ordered, 0.25))}-${fixed(quantile(ordered, 0.75))}] ${padLeft(String(Math.round((within / Math.max(1, values.length)) * 100)), 3)}%`;
}

function table(title: string, keyOf: (row: Row) => string, order?: readonly string[]): void {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  const keys = order ?? [...groups.keys()].sort((a, b) => (groups.get(b)?.length ?? 0) - (groups.get(a)?.length ?? 0));
  console.log(`\n${title}`);
  console.log(`  ${pad('', 26)} ${padLeft('n', 4)}  ${pad('weight: median [p25-p75] in 35%', 33)}  ${pad('longest side: median [p25-p75] in 30%', 38)}  hits`);
  for (const key of keys) {
    const group = groups.get(key) ?? [];
    if (group.length < minRows) continue;
    console.log(`  ${pad(key, 26)} ${padLeft(String(group.length), 4)}  ${pad(summary(group.map((row) => row.weightRatio), 0.35), 33)}  ${pad(summary(group.map((row) => row.lengthRatio), 0.3), 38)}  ${group.filter((row) => row.hit).length}`);
  }
}

const BANDS: readonly (readonly [string, number, number])[] = [['< 0.2 kg', 0, 0.2], ['0.2-1 kg', 0.2, 1], ['1-5 kg', 1, 5], ['5-20 kg', 5, 20], ['> 20 kg', 20, Infinity]];
const bandOf = (row: Row): string => BANDS.find(([, low, high]) => row.truthKg >= low && row.truthKg < high)?.[0] ?? '?';
const LIGHT_BANDS: readonly (readonly [string, number, number])[] = [['< 0.1 kg', 0, 0.1], ['0.1-0.2 kg', 0.1, 0.2], ['0.2-0.35 kg', 0.2, 0.35], ['0.35-0.5 kg', 0.35, 0.5], ['0.5-0.75 kg', 0.5, 0.75], ['0.75-1 kg', 0.75, 1], ['1-1.5 kg', 1, 1.5], ['1.5 kg and over', 1.5, Infinity]];
const lightBandOf = (kg: number): string => LIGHT_BANDS.find(([, low, high]) => kg >= low && kg < high)?.[0] ?? '?';

console.log(`estimate/truth over ${rows.length} parcel rows of ${files.join(', ')} (groups under ${minRows} rows not shown)`);
table('all', () => 'all');
table('by truth weight', bandOf, BANDS.map(([name]) => name));
table('light parcels, by truth weight', (row) => lightBandOf(row.truthKg), LIGHT_BANDS.map(([name]) => name));
table('light parcels, by estimated weight', (row) => lightBandOf(row.estimateKg), LIGHT_BANDS.map(([name]) => name));
table('light parcels, by container and truth weight', (row) => (row.truthKg < 1 ? `${row.container}, ${lightBandOf(row.truthKg)}` : '(1 kg and over)'), ['stock box', 'padded mailer', 'poly mailer'].flatMap((container) => LIGHT_BANDS.slice(0, 6).map(([name]) => `${container}, ${name}`)));
table('by set', (row) => row.set, files.map((file) => file.replace(/^estimator-|\.json$/g, '')));
table('by set, truth under 1 kg', (row) => (row.truthKg < 1 ? row.set : '(1 kg and over)'), files.map((file) => file.replace(/^estimator-|\.json$/g, '')));
table('by quantity', (row) => (row.quantity > 1 ? 'quantity > 1' : 'quantity 1'), ['quantity 1', 'quantity > 1']);
table('by quantity and truth weight', (row) => `${row.quantity > 1 ? 'qty > 1' : 'qty 1'}, ${bandOf(row)}`, ['qty 1', 'qty > 1'].flatMap((q) => BANDS.map(([name]) => `${q}, ${name}`)));
table('by size source', (row) => row.source);
table('by size source and truth weight', (row) => `${row.source.split(' ')[0] ?? ''}${row.source.includes('measure') ? '+m' : ''}, ${bandOf(row)}`);
table('by container', (row) => row.container);
table('by container and truth weight', (row) => `${row.container}, ${bandOf(row)}`);
// Soft goods (clothes, bedding, plush) and rigid goods in the same container class are packed differently.
table('by item form and container', (row) => `${row.form}, ${row.container}`);
table('by category', (row) => row.category);
// Fragile goods get cushioning and bubble wrap, and several of them a grid of wrapped items.
table('fragile goods by container', (row) => (row.fragile ? `fragile, ${row.container}` : '(not fragile)'));
table('fragile goods in a stock box, by set and quantity', (row) => (row.fragile && row.container === 'stock box' ? `${row.set}, ${row.quantity > 1 ? 'qty > 1' : 'qty 1'}` : '(other)'), files.flatMap((file) => ['qty 1', 'qty > 1'].map((q) => `${file.replace(/^estimator-|\.json$/g, '')}, ${q}`)));
