// Runs the estimator on every line of test/eval/catalog-probes.txt (everyday product descriptions, written before
// looking at which ones fail) and prints what matched, so wrong matches (a namesake, a catch-all, none) stand out.
// Run: npx tsx scripts/probe-catalog.ts [--tsv]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ITEM_CATALOG, estimatePackage } from '../domain/packaging/index.ts';

const path = fileURLToPath(new URL('../test/eval/catalog-probes.txt', import.meta.url));
const probes = readFileSync(path, 'utf8').split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#'));
const pad = (text: string, width: number): string => (text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length));
const tsv = process.argv.includes('--tsv');

let unmatched = 0;
for (const product of probes) {
  const estimate = estimatePackage({ product });
  const matched = estimate.estimate.matched;
  if (matched === null) unmatched++;
  const longest = Math.max(estimate.length_cm, estimate.width_cm, estimate.height_cm);
  const fields = [product, matched ?? '(none)', `${longest.toFixed(0)}cm`, `${estimate.weight_kg.toFixed(2)}kg`, estimate.estimate.confidence.toFixed(2)];
  console.log(tsv ? fields.join('\t') : `${pad(fields[0] ?? '', 44)} ${pad(fields[1] ?? '', 30)} ${pad(fields[2] ?? '', 6)} ${pad(fields[3] ?? '', 8)} ${fields[4] ?? ''}`);
}
console.log(`\n${probes.length} probes, ${unmatched} unmatched, catalog ${ITEM_CATALOG.length} items`);
