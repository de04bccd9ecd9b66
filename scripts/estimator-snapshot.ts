// Writes estimatePackage's full output for every evaluation and probe row to a JSON file, so a refactor or a speed-up
// can be checked byte for byte (diff two snapshots). The clean held-out sets (CLEAN_FILES) are left out.
// Run: npx tsx scripts/estimator-snapshot.ts <out.json>
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { estimatePackage } from '../domain/packaging/index.ts';
import type { EstimateInput } from '../domain/packaging/index.ts';
import { CLEAN_FILES } from './estimator-eval-sets.ts';

const CLEAN_SETS = new Set(CLEAN_FILES);
const evalDir = fileURLToPath(new URL('../test/eval/', import.meta.url));

/** Every input the snapshot covers, in a fixed order: the JSON sets' rows by file name, then the catalog probes. */
export function snapshotInputs(): EstimateInput[] {
  const inputs: EstimateInput[] = [];
  for (const file of readdirSync(evalDir).filter((name) => name.endsWith('.json') && !CLEAN_SETS.has(name)).sort()) {
    const { items } = JSON.parse(readFileSync(evalDir + file, 'utf8')) as { items: { product: string; quantity?: number }[] };
    for (const item of items) inputs.push(item.quantity !== undefined ? { product: item.product, quantity: item.quantity } : { product: item.product });
  }
  for (const line of readFileSync(evalDir + 'catalog-probes.txt', 'utf8').split('\n')) {
    const product = line.trim();
    if (product !== '' && !product.startsWith('#')) inputs.push({ product });
  }
  return inputs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = process.argv[2];
  if (out === undefined) {
    console.error('usage: npx tsx scripts/estimator-snapshot.ts <out.json>');
    process.exit(2);
  }
  const inputs = snapshotInputs();
  writeFileSync(out, inputs.map((input) => JSON.stringify({ input, output: estimatePackage(input) })).join('\n') + '\n');
  console.log(`${inputs.length} inputs -> ${out}`);
}
