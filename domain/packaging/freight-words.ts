// Words that say "this is a freight shipment" whatever the item is. Matching is on whole words, and each word
// has the everyday phrases where it does NOT mean freight ("dog crate", "non-skid mat", "pallet wood sign").
//
// "palette" is the usual misspelling of "pallet" ("a palette of bricks"), but it is also makeup and paint
// ("eyeshadow palette"). Decision: "palette" counts only in "palette(s) of X" where X is not a cosmetic or art
// word; anything else ("palette", "eyeshadow palette", "palette of colors") does not trigger.

type FreightWord = 'pallet' | 'crate' | 'skid' | 'LTL' | 'freight' | 'truckload';

// A Map: a plain object answered "constructor" with Object's own member.
const CANONICAL: ReadonlyMap<string, FreightWord> = new Map(Object.entries<FreightWord>({
  pallet: 'pallet',
  pallets: 'pallet',
  palletized: 'pallet',
  palletised: 'pallet',
  crate: 'crate',
  crates: 'crate',
  crated: 'crate',
  crating: 'crate',
  skid: 'skid',
  skids: 'skid',
  ltl: 'LTL',
  freight: 'freight',
  truckload: 'truckload',
  truckloads: 'truckload',
  ftl: 'truckload',
}));

/** Words before "crate" that make it a pet or storage product, not a shipping crate. */
const CRATE_PRODUCT_BEFORE = new Set([
  'dog', 'dogs', 'pet', 'pets', 'cat', 'cats', 'puppy', 'kennel', 'wire', 'plastic', 'milk', 'storage', 'travel',
  'rabbit', 'bunny', 'folding', 'collapsible', 'soft', 'record', 'vinyl', 'toy', 'decorative', 'mini',
]);
/** Words after "crate" that make it a product ("crate training pad") or the retailer "Crate and Barrel". */
const CRATE_PRODUCT_AFTER = new Set(['and', 'barrel', 'training', 'trained', 'pad', 'pads', 'mat', 'mats', 'bed', 'cover', 'divider', 'liner', 'tray', 'fan']);
/** "pallet wood sign", "pallet knife" (misspelled palette knife), "pallet planter": crafts and tools. */
const PALLET_PRODUCT_AFTER = new Set([
  'wood', 'wooden', 'board', 'boards', 'sign', 'signs', 'art', 'planter', 'shelf', 'shelves', 'knife', 'knives',
  'coaster', 'coasters', 'decor', 'wall',
]);
/** A misspelled makeup or paint palette: "eyeshadow pallet". */
const PALETTE_CONTEXT = new Set([
  'eyeshadow', 'eye', 'shadow', 'makeup', 'make', 'up', 'paint', 'paints', 'color', 'colors', 'colour', 'colours',
  'watercolor', 'watercolors', 'watercolour', 'artist', 'artists', 'blush', 'highlighter', 'contour', 'lipstick',
  'lip', 'concealer', 'bronzer', 'glitter', 'nail', 'cosmetic', 'cosmetics', 'pigment', 'pigments', 'oil',
]);
const SKID_PRODUCT_BEFORE = new Set(['non', 'anti', 'no']);
const SKID_PRODUCT_AFTER = new Set(['plate', 'plates', 'proof', 'resistant', 'pad', 'pads', 'mat', 'mats', 'mark', 'marks', 'sock', 'socks']);
/** Toy and model trains: "lego freight train", "ho scale freight car". */
const FREIGHT_MODEL_AFTER = new Set(['train', 'trains', 'car', 'cars', 'wagon', 'wagons', 'locomotive']);
const ARTICLES = new Set(['a', 'an', 'the', 'some', 'my', 'of']);

// Tab to tilde is its own NFKD form: only other text has accents folded off (every quote checks its words).
const NEEDS_FOLDING = /[^\t-~]/;

function foldedLower(text: string): string {
  const lower = text.toLowerCase();
  return NEEDS_FOLDING.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
}

/**
 * Whether the text can hold a freight word at all: each one (and "truck load", "palette of") has one of these inside.
 * Most texts have none, and skip the split into words.
 */
function mayHoldFreightWord(lower: string): boolean {
  return lower.includes('pallet') || lower.includes('palette') || lower.includes('crat') || lower.includes('skid') || lower.includes('ltl') || lower.includes('freight') || lower.includes('truck') || lower.includes('ftl');
}

function nextContentWord(words: readonly string[], from: number): string | undefined {
  for (let index = from; index < words.length; index++) {
    const word = words[index];
    if (word !== undefined && !ARTICLES.has(word)) return word;
  }
  return undefined;
}

function isFreightUse(word: FreightWord, words: readonly string[], index: number): boolean {
  const before = words[index - 1];
  const after = words[index + 1];
  switch (word) {
    case 'crate':
      return !(before !== undefined && CRATE_PRODUCT_BEFORE.has(before)) && !(after !== undefined && CRATE_PRODUCT_AFTER.has(after));
    case 'pallet':
      return !(after !== undefined && PALLET_PRODUCT_AFTER.has(after)) && !(before !== undefined && PALETTE_CONTEXT.has(before));
    case 'skid':
      return !(before !== undefined && SKID_PRODUCT_BEFORE.has(before)) && !(after !== undefined && SKID_PRODUCT_AFTER.has(after));
    case 'freight':
      return !(after !== undefined && FREIGHT_MODEL_AFTER.has(after));
    case 'LTL':
    case 'truckload':
      return true;
  }
}

/**
 * The freight word the text uses as a shipping mode ("pallet", "crate", "skid", "LTL", "freight", "truckload"),
 * or null. Whole words only: "cratered" and "eyeshadow palette" do not count.
 */
export function freightWordsIn(text: string): string | null {
  const lower = foldedLower(text);
  if (!mayHoldFreightWord(lower)) return null;
  const words = lower.match(/[a-z0-9]+/g) ?? [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] ?? '';
    const canonical = CANONICAL.get(word);
    if (canonical !== undefined && isFreightUse(canonical, words, index)) return canonical;
    if (word === 'truck' && (words[index + 1] === 'load' || words[index + 1] === 'loads')) return 'truckload';
    if ((word === 'palette' || word === 'palettes') && words[index + 1] === 'of') {
      const goods = nextContentWord(words, index + 2);
      if (goods !== undefined && !PALETTE_CONTEXT.has(goods)) return 'pallet';
    }
  }
  return null;
}
