// Quantity monotonicity sweep for packItems: every soft and flat catalog item, scaled to a stated size, fragile or
// not, for quantities 1..40. Prints each step where one more item packs lighter or smaller.
// Usage: npx tsx scripts/packing-monotonicity.ts [--max-quantity N] [--all-forms]
import { ITEM_CATALOG, packItems } from '../domain/packaging/index.ts';
import type { PackableItem } from '../domain/packaging/pack.ts';

const SCALES = [0.3, 0.45, 0.6, 0.8, 1, 1.25, 1.6, 2.2, 3];

const argValue = (name: string): string | undefined => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const maxQuantity = Number(argValue('--max-quantity') ?? 40);
const allForms = process.argv.includes('--all-forms');
const volume = (dims: readonly number[]): number => (dims[0] ?? 0) * (dims[1] ?? 0) * (dims[2] ?? 0);

let steps = 0;
let breaks = 0;
const started = performance.now();
for (const entry of ITEM_CATALOG) {
  if (!allForms && entry.form !== 'soft' && entry.form !== 'flat') continue;
  for (const scale of SCALES) {
    for (const fragile of [entry.fragile, !entry.fragile]) {
      const item: PackableItem = {
        dims: [entry.dims_cm[0] * scale, entry.dims_cm[1] * scale, entry.dims_cm[2] * scale],
        weight_kg: entry.weight_kg * scale ** 2,
        fragile,
        form: entry.form,
        prePacked: false,
      };
      let fewer = packItems(item, 1);
      for (let quantity = 2; quantity <= maxQuantity; quantity++) {
        const more = packItems(item, quantity);
        steps++;
        const lighter = more.weight_kg < fewer.weight_kg - 1e-9;
        const smaller = volume(more.dims) < volume(fewer.dims) - 1e-6;
        if (lighter || smaller) {
          breaks++;
          const describe = (parcel: typeof more): string =>
            `${parcel.dims.map((side) => side.toFixed(1)).join('x')} ${parcel.weight_kg.toFixed(3)} kg ${parcel.container?.name ?? parcel.kind} [${parcel.arrangement.join(',')}]`;
          console.log(
            `${entry.name} (${entry.form}${fragile ? ', fragile' : ''}) scale ${scale} x${quantity - 1} -> x${quantity}: ${lighter ? 'lighter ' : ''}${smaller ? 'smaller ' : ''}| ${describe(fewer)} -> ${describe(more)}`,
          );
        }
        fewer = more;
      }
    }
  }
}
console.log(`summary: ${breaks} breaks in ${steps} quantity steps (${((performance.now() - started) / 1000).toFixed(1)} s)`);
