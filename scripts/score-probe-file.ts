// Scores the estimator against one probe file in test/eval (same schema as the evaluation sets, plus an optional
// `restricted` list per row: flags the estimate must carry). Prints every miss, the absurd rows and the restricted
// mismatches; no timing loop, so it is cheap to run while tuning.
// Run: npx tsx scripts/score-probe-file.ts spec-probes.json [--all]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { estimatePackage } from '../domain/packaging/index.ts';
import { inputOf, load, toleranceOf } from './estimator-eval-sets.ts';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (file === undefined) {
  console.error('usage: npx tsx scripts/score-probe-file.ts <file in test/eval> [--all]');
  process.exit(2);
}
const showAll = process.argv.includes('--all');
const { targets, items } = load(file);
// The eval schema does not declare `restricted`; read it from the raw rows by id.
const raw = JSON.parse(readFileSync(fileURLToPath(new URL(`../test/eval/${file}`, import.meta.url)), 'utf8')) as { items: { id: string; restricted?: string[] }[] };
const restrictedById = new Map(raw.items.map((row) => [row.id, row.restricted ?? []]));
const pad = (text: string, width: number): string => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));
const pct = (value: number): string => `${value >= 0 ? '+' : ''}${Math.round(value * 100)}%`;

let parcels = 0;
let hits = 0;
let absurd = 0;
let freight = 0;
let freightHits = 0;
let restrictedMisses = 0;
for (const item of items) {
  const estimate = estimatePackage(inputOf(item));
  const matched = estimate.estimate.matched ?? '(none)';
  const wanted = restrictedById.get(item.id) ?? [];
  const missingFlags = wanted.filter((flag) => !(estimate.estimate.restricted as string[]).includes(flag));
  if (missingFlags.length > 0) restrictedMisses++;
  const flagNote = missingFlags.length > 0 ? `  RESTRICTED missing ${missingFlags.join(',')}` : '';
  if (item.freight === true) {
    freight++;
    const ok = estimate.freight !== null;
    if (ok) freightHits++;
    if (!ok || showAll) console.log(`${pad(item.id, 20)} ${pad(matched, 24)} ${ok ? 'FREIGHT ok' : 'FREIGHT MISSED'}  ${item.product}${flagNote}`);
    continue;
  }
  if (item.expected === undefined) continue;
  parcels++;
  const { weightRatio, lengthRatio, weightOk, lengthOk, calledFreight } = toleranceOf(estimate, item.expected, targets);
  const isAbsurd = weightRatio > 3 || weightRatio < 1 / 3 || lengthRatio > 2 || lengthRatio < 1 / 2;
  const hit = weightOk && lengthOk;
  if (hit) hits++;
  if (isAbsurd) absurd++;
  if (!hit || showAll || flagNote !== '') {
    const result = hit ? 'ok' : `MISS${weightOk ? '' : ' weight'}${lengthOk ? '' : ' length'}${calledFreight ? ' (freight)' : ''}${isAbsurd ? ' ABSURD' : ''}`;
    console.log(`${pad(item.id, 20)} ${pad(matched, 24)} ${pad(`${estimate.length_cm}/${item.expected.length_cm} ${pct(lengthRatio - 1)}`, 18)} ${pad(`${estimate.weight_kg}/${item.expected.weight_kg} ${pct(weightRatio - 1)}`, 19)} ${result}  ${item.product}${flagNote}`);
  }
}
console.log(`\n${file}: parcel within tolerance ${hits}/${parcels} (${Math.round((hits / parcels) * 1000) / 10}%), absurd ${absurd}, freight recognised ${freightHits}/${freight}, restricted flags missing on ${restrictedMisses} rows`);
