// Scores domain/packaging against the held-out set in test/eval/estimator-eval.json, then times it.
// Run: npx tsx scripts/score-estimator.ts [--verbose]
// A parcel item is a hit when the packed weight is within 35% and the longest side within 30% of the real parcel
// (and it is not called freight). The run passes when at least 80% of parcel items hit on both and every freight
// item is recognised as freight; it exits 1 otherwise, so CI can gate on it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type } from 'arktype';
import { estimatePackage } from '../domain/packaging/index.ts';
import type { EstimateInput } from '../domain/packaging/index.ts';

const EvalItem = type({
  id: 'string',
  product: 'string',
  'quantity?': 'number.integer >= 1',
  'freight?': 'boolean',
  'expected?': { length_cm: 'number > 0', weight_kg: 'number > 0', 'width_cm?': 'number > 0', 'height_cm?': 'number > 0' },
  source: 'string',
});
const EvalFile = type({
  about: 'string',
  targets: { weightTolerance: 'number', lengthTolerance: 'number', parcelHitRate: 'number' },
  items: EvalItem.array(),
});

const path = fileURLToPath(new URL('../test/eval/estimator-eval.json', import.meta.url));
const parsed = EvalFile(JSON.parse(readFileSync(path, 'utf8')));
if (parsed instanceof type.errors) {
  console.error(`estimator-eval.json is malformed: ${parsed.summary}`);
  process.exit(2);
}
const { targets, items } = parsed;
const verbose = process.argv.includes('--verbose');

const pct = (value: number): string => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;
const pad = (text: string, width: number): string => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));
const inputOf = (item: { product: string; quantity?: number }): EstimateInput => ({ product: item.product, ...(item.quantity !== undefined ? { quantity: item.quantity } : {}) });

let parcelCount = 0;
let weightHits = 0;
let lengthHits = 0;
let bothHits = 0;
let freightCount = 0;
let freightHits = 0;
const misses: string[] = [];

console.log(`${pad('id', 18)} ${pad('matched', 24)} ${pad('conf', 5)} ${pad('len est/exp', 17)} ${pad('kg est/exp', 18)} result`);
for (const item of items) {
  const estimate = estimatePackage(inputOf(item));
  const matched = estimate.estimate.matched ?? '(none)';
  const conf = estimate.estimate.confidence.toFixed(2);
  if (item.freight === true) {
    freightCount++;
    const ok = estimate.freight !== null;
    if (ok) freightHits++;
    else misses.push(item.id);
    console.log(`${pad(item.id, 18)} ${pad(matched, 24)} ${pad(conf, 5)} ${pad('', 17)} ${pad('', 18)} ${ok ? 'FREIGHT ok' : 'FREIGHT MISSED'}${verbose || !ok ? `  (${estimate.freight?.reason ?? 'parcel'})` : ''}`);
    continue;
  }
  const expected = item.expected;
  if (expected === undefined) {
    console.error(`${item.id}: parcel item without expected dimensions`);
    process.exit(2);
  }
  parcelCount++;
  const weightError = (estimate.weight_kg - expected.weight_kg) / expected.weight_kg;
  const lengthError = (estimate.length_cm - expected.length_cm) / expected.length_cm;
  const weightOk = Math.abs(weightError) <= targets.weightTolerance && estimate.freight === null;
  const lengthOk = Math.abs(lengthError) <= targets.lengthTolerance && estimate.freight === null;
  if (weightOk) weightHits++;
  if (lengthOk) lengthHits++;
  if (weightOk && lengthOk) bothHits++;
  else misses.push(item.id);
  const result = weightOk && lengthOk ? 'ok' : `MISS${weightOk ? '' : ' weight'}${lengthOk ? '' : ' length'}${estimate.freight !== null ? ' (called freight)' : ''}`;
  console.log(
    `${pad(item.id, 18)} ${pad(matched, 24)} ${pad(conf, 5)} ${pad(`${estimate.length_cm}/${expected.length_cm} ${pct(lengthError)}`, 17)} ${pad(`${estimate.weight_kg}/${expected.weight_kg} ${pct(weightError)}`, 18)} ${result}`,
  );
  if (verbose) for (const assumption of estimate.estimate.assumptions) console.log(`${' '.repeat(20)}- ${assumption}`);
}

const rate = (hits: number, total: number): string => `${hits}/${total} (${total === 0 ? 0 : Math.round((hits / total) * 1000) / 10}%)`;
console.log('');
console.log(`parcel items: ${parcelCount}`);
console.log(`  weight within ${targets.weightTolerance * 100}%: ${rate(weightHits, parcelCount)}`);
console.log(`  longest side within ${targets.lengthTolerance * 100}%: ${rate(lengthHits, parcelCount)}`);
console.log(`  both: ${rate(bothHits, parcelCount)}  (target ${targets.parcelHitRate * 100}%)`);
console.log(`freight items recognised: ${rate(freightHits, freightCount)}  (target all)`);
if (misses.length > 0) console.log(`misses: ${misses.join(', ')}`);

// Timing: estimatePackage sits on the quote hot path. Warm up, then loop over the eval inputs.
const inputs = items.map(inputOf);
const warmup = 5_000;
const calls = 50_000;
for (let index = 0; index < warmup; index++) estimatePackage(inputs[index % inputs.length] ?? { product: '' });
const started = process.hrtime.bigint();
for (let index = 0; index < calls; index++) estimatePackage(inputs[index % inputs.length] ?? { product: '' });
const perCall = Number(process.hrtime.bigint() - started) / calls / 1000;
console.log(`timing: ${perCall.toFixed(1)} µs per call (mean of ${calls} calls over ${inputs.length} inputs, after ${warmup} warm-up calls)`);

const passed = parcelCount > 0 && bothHits / parcelCount >= targets.parcelHitRate && freightHits === freightCount;
console.log(passed ? 'PASS' : 'FAIL');
process.exit(passed ? 0 : 1);
