// Metamorphic check over every evaluation and probe description (the clean held-out sets excepted): how a
// description is written (units glued to numbers or not, "x" or "×", capitals, "ship …", a question around it) must
// not change the parcel. Needs no truths, so it finds parser faults on text nobody scored: it found "60x90cm"
// read as sixty mirrors, "ship gallon of maple syrup" losing its gallon, and capitals hiding a list's "AND".
import { describe, expect, it } from 'vitest';
import { estimatePackage } from '../../../domain/packaging/index.ts';
import { snapshotInputs } from '../../../scripts/estimator-snapshot.ts';

const UNIT = '(cm|mm|in|inch|kg|lb|lbs|oz|ml|l|g|ft|qt|gal|pk|pcs|ct)';
const REWRITES: readonly (readonly [string, (text: string) => string])[] = [
  ['units glued to numbers', (text) => text.replace(new RegExp(String.raw`(\d) ${UNIT}\b`, 'gi'), '$1$2')],
  ['units spaced from numbers', (text) => text.replace(new RegExp(String.raw`(\d)${UNIT}\b`, 'gi'), '$1 $2')],
  ['dimensions glued', (text) => text.replace(/(\d) ?x ?(\d)/gi, '$1x$2')],
  ['dimensions spaced', (text) => text.replace(/(\d)x(\d)/gi, '$1 x $2')],
  ['a times sign', (text) => text.replace(/(\d) ?x ?(\d)/gi, '$1 × $2')],
  ['capitals', (text) => text.toUpperCase()],
  ['"ship" before it', (text) => `ship ${text}`],
  ['a question around it', (text) => `how much to ship ${text}?`],
  ['a sentence around it', (text) => `I have ${text} to send.`],
];
/** Known and left alone: each names the rewrite and the description. */
const KNOWN: ReadonlySet<string> = new Set([
  // A thread size glued to its length ("1/4-20x1") reads the "x1" apart from the thread.
  'dimensions glued: 1/4-20 x 1 inch carriage bolts 50 pack',
  // In capitals "LAUGH AND LEARN" is no longer a capitalised name, so the chair is read as a second item.
  'capitals: Fisher-Price Laugh and Learn Smart Stages Chair',
]);

describe('the way a description is written does not change its parcel', () => {
  const inputs = snapshotInputs();
  it.each(REWRITES)('%s', (name, rewrite) => {
    const changed: string[] = [];
    for (const input of inputs) {
      const product = rewrite(input.product);
      if (product === input.product || KNOWN.has(`${name}: ${input.product}`)) continue;
      const base = estimatePackage(input);
      const other = estimatePackage({ ...input, product });
      const weightRatio = other.weight_kg / base.weight_kg;
      const lengthRatio = other.length_cm / base.length_cm;
      if (weightRatio > 1.3 || weightRatio < 1 / 1.3 || lengthRatio > 1.2 || lengthRatio < 1 / 1.2 || (other.freight === null) !== (base.freight === null)) {
        changed.push(`${input.product} (${base.length_cm} cm, ${base.weight_kg} kg) -> ${product} (${other.length_cm} cm, ${other.weight_kg} kg)`);
      }
    }
    expect(changed).toEqual([]);
  });
});
