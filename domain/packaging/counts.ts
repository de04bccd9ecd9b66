// Counts of things the estimator cannot size one by one.
// - Goods the text does not name ("samples x 5", "5 misc items", "3 gifts", "various items"): the unknown item is a
//   whole medium box (12x10x8 in, 2 lb), and N of them made N boxes' worth in one carton (77 cm, 4 kg for five
//   samples). A shipper packs several unnamed things into one carton that grows modestly with their number: the
//   pieces are smaller the more of them one parcel holds.
// - Sets of a product's generic part ("ceiling fan blades set of 5", "set of 4 chair legs"): the generic part
//   (catalog/parts.ts) is sized as one structural part; the pieces of a set are the product's repeated members (legs,
//   blades, wheels), each far lighter, so the set grows with its count much as unnamed goods do.
import type { Triple } from './boxes.ts';
import type { MatchResult } from './match.ts';
import { parseQuery } from './parse.ts';
import type { ParsedQuery, QueryToken } from './parse.ts';

/**
 * Nouns for goods of no stated kind. Several are stop words that never reach the tokens ("items", "things",
 * "stuff", "products"), so the normalized text is read.
 */
const UNNAMED_NOUN = /\b(?:items?|things?|stuff|gifts?|presents?|samples?|swatch(?:es)?|products?|merchandise|merch|goods|belongings|prototypes?|swag|units?|objects?|articles?|parts)\b/;
/**
 * Samples, swatches, swag and promotional giveaways are small, as are things said to be small: about half the
 * contents of a medium box each, before the count's share.
 */
const SMALL_UNNAMED_NOUN = /\b(?:samples?|swatch(?:es)?|swag|promotional|small|tiny|little)\b/;
const SMALL_UNNAMED_SHARE = 0.45;
/** Words that may stand with those nouns without naming a kind of goods (stems and raw words). */
const UNNAMED_WORDS: ReadonlySet<string> = new Set([
  'gift', 'gifts', 'present', 'presents', 'sample', 'samples', 'swatch', 'swatches', 'merchandise', 'merch', 'good', 'goods',
  'belonging', 'belongings', 'prototype', 'prototypes', 'swag', 'unit', 'units', 'object', 'objects', 'article', 'articles',
  'part', 'parts', 'assorted', 'various', 'random', 'misc', 'miscellaneous', 'mixed', 'personal', 'promotional', 'spare',
  'small', 'tiny', 'little', 'different', 'few', 'several', 'couple', 'dozen', 'x', 'pcs', 'piece', 'pieces', 'lot', 'set', 'sets',
  // Occasions and wrapping say why, not what: "christmas gifts", "birthday presents x3", "wrapped gifts".
  'christmas', 'xmas', 'birthday', 'holiday', 'holidays', 'wedding', 'anniversary', 'graduation', 'wrapped',
  // A container of them: "box of gifts", "bag of samples".
  'box', 'boxes', 'bag', 'bags', 'bundle', 'batch', 'assortment', 'selection', 'bunch',
]);
/** A later part after these names a recipient, a source or a purpose ("for my sister", "from my shop"), not goods. */
const PURPOSE_SEPARATORS: ReadonlySet<string> = new Set(['for', 'from', 'to', 'as']);
const BARE_COUNT = /\b(\d+) (?:(?:misc|miscellaneous|assorted|various|random|small|different|personal|promotional|spare|christmas|birthday|holiday|wrapped) )?(?:items|things|products|units|objects|articles)\b/;
const LIST_SEPARATORS: ReadonlySet<string> = new Set(['and', 'or']);
/** "various items", "some samples": a plural of unnamed goods without a number is a few of them. */
export const UNNAMED_PLURAL_COUNT = 3;
/**
 * How the contents of one carton of N unnamed things grow: N^0.65 times one medium box's contents (2 pieces 1.6x,
 * 5 2.8x, 10 4.5x), not N times. A judgement (issue #15 round six): the count says there are several, not how big.
 */
const UNNAMED_GROWTH = 0.65;
/** A set of N generic parts weighs N^0.3 of one generic part (5 fan blades 1.6x, 4 chair legs 1.5x). */
const PART_SET_GROWTH = 0.3;

export interface UnnamedGoods {
  /** Samples or swatches: smaller pieces. */
  small: boolean;
  /** The text names a plural ("gifts", "various items"). */
  plural: boolean;
  /**
   * A number right before the plural noun ("10 items", "12 products"): those nouns are stop words, so the number
   * reaches the count reading with no noun after it.
   */
  count: number | null;
}

/**
 * The text names goods of no kind ("3 gifts", "samples x 5", "a few things for my sister"): every word of its first
 * part is an unnamed-goods word or a number, and a later part (if any) names a recipient or purpose. Null otherwise.
 */
export function unnamedGoods(parsed: ParsedQuery): UnnamedGoods | null {
  const noun = UNNAMED_NOUN.exec(parsed.normalized);
  if (noun === null) return null;
  const tokens: readonly QueryToken[] = parsed.tokens;
  const firstSeparator = tokens.find((token) => token.kind === 'separator');
  const purpose = firstSeparator !== undefined && PURPOSE_SEPARATORS.has(firstSeparator.raw);
  // Without a purpose, every part is read: "gifts and samples" names no goods, "gifts with a card" may.
  if (!purpose && tokens.some((token) => token.kind === 'separator' && !LIST_SEPARATORS.has(token.raw))) return null;
  const named = tokens.some((token) => (purpose ? token.segment === 0 : true) && token.kind === 'word' && !UNNAMED_WORDS.has(token.raw) && !UNNAMED_WORDS.has(token.stem));
  if (named) return null;
  // Mass nouns ("my stuff", "merchandise") say nothing of a count: one box, as before.
  const plural = /\b(?:items|things|gifts|presents|samples|swatches|products|prototypes|units|objects|articles|parts)\b/.test(parsed.normalized);
  const bare = BARE_COUNT.exec(parsed.normalized);
  const count = bare === null ? null : Number(bare[1]);
  return { small: SMALL_UNNAMED_NOUN.test(parsed.normalized), plural, count: count !== null && Number.isInteger(count) && count >= 1 ? count : null };
}

/** The text (one part of a list) names goods of no kind: "3 gifts" in "3 gifts and a coffee mug". */
export const namesNoGoods = (text: string): boolean => unnamedGoods(parseQuery(text)) !== null;

/**
 * A partial-search match on unnamed-goods words ("gifts" as a wine gift set, "personal items" as a hearing aid,
 * "random items from my shop" as a shop light) is no match. A whole catalog name stands ("gift bags assorted",
 * "a few spare parts for my dishwasher").
 */
export function matchOfUnnamed(match: MatchResult | null, unnamed: UnnamedGoods | null, assumptions: string[]): MatchResult | null {
  if (match === null || unnamed === null || match.via !== 'fuzzy-search') return match;
  assumptions.push(`no kind of goods named: not read as "${match.item.name}"`);
  return null;
}

interface Unit {
  dims: Triple;
  weight_kg: number;
}

/**
 * The contents of one carton of `count` unnamed things: a block of the generic unit's shape, count^0.65 times its
 * volume and weight (smaller for samples). Null for one plain unknown item, which stays the medium box.
 */
export function unnamedContents(unit: Unit, count: number, small: boolean): Unit | null {
  if (count <= 1 && !small) return null;
  const share = (small ? SMALL_UNNAMED_SHARE : 1) * Math.max(1, count) ** UNNAMED_GROWTH;
  const side = Math.cbrt(share);
  return { dims: [unit.dims[0] * side, unit.dims[1] * side, unit.dims[2] * side], weight_kg: unit.weight_kg * share };
}

/**
 * One piece of a set of `count` generic parts: lighter by the set's share, and thinner (the two shorter sides), as
 * long as one part: a fan blade or a table leg is as long in a set as alone.
 */
export function partSetPiece(unit: Unit, count: number): Unit {
  const share = Math.max(1, count) ** (PART_SET_GROWTH - 1);
  const side = Math.sqrt(share);
  return { dims: [unit.dims[0], unit.dims[1] * side, unit.dims[2] * side], weight_kg: unit.weight_kg * share };
}
