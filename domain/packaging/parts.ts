// Spare parts and accessories named after their product: "lawn mower blade", "instant pot sealing ring", "sofa
// cover", "hoover bags". English puts the part last, so the product's name matches first and, left alone, the
// estimate is the whole product: a 33 kg mower for its blade, a 63 kg sofa (freight) for its cover. When the last
// plain word of the first phrase is a part noun and the best catalog name stops before it, the item is a generic
// part of that kind (catalog/parts.ts), never larger than half the product it belongs to. Stands, mounts, bases,
// arms and handles are left out: "umbrella stand", "hitch mount" or "single handle faucet" name products or their
// build, and a stand is often heavier than what it holds.
import { PART_ITEM_NAMES } from './catalog/parts.ts';
import type { QueryToken } from './parse.ts';
import { stem } from './text.ts';
import type { CatalogItem } from './types.ts';

export type PartKind = keyof typeof PART_ITEM_NAMES;

const PART_WORDS: readonly (readonly [string, PartKind])[] = [
  ...(['ring', 'gasket', 'seal', 'key', 'knob', 'remote', 'fuse', 'switch', 'clip', 'nozzle', 'bulb', 'igniter', 'thermostat', 'valve', 'spring', 'sensor', 'button', 'footswitch', 'descaler', 'hook', 'latch', 'hinge', 'grommet'] as const).map((word) => [word, 'small'] as const),
  ...(['filter', 'cartridge'] as const).map((word) => [word, 'filter'] as const),
  ...(['cover', 'slipcover', 'net', 'canopy', 'liner', 'footprint', 'skirt'] as const).map((word) => [word, 'cover'] as const),
  ['bag', 'bags'] as const,
  ...(['wheel', 'caster', 'castor'] as const).map((word) => [word, 'wheel'] as const),
  ...(['blade', 'shelf', 'tray', 'basket', 'grate', 'bowl', 'jar', 'carafe', 'lid', 'seat', 'cylinder', 'leg', 'drawer', 'door', 'panel', 'belt', 'hose', 'pump', 'motor', 'bracket', 'pedal', 'attachment', 'portafilter', 'cushion', 'element'] as const).map((word) => [word, 'part'] as const),
];
const PART_NOUNS: ReadonlyMap<string, PartKind> = new Map(PART_WORDS.map(([word, kind]) => [stem(word), kind] as const));

/** The part nouns (stems): known words, so typo repair leaves "portafilter" or "descaler" alone. */
export const PART_NOUN_STEMS: ReadonlySet<string> = new Set(PART_NOUNS.keys());

/** Words that may trail the part noun without being the item: "lawn mower blade replacement", "… set of 2". */
const TRAILING_WORDS = new Set(['replacement', 'replacements', 'only', 'oem', 'new', 'genuine', 'original', 'spare', 'compatible', 'universal', 'set', 'pack', 'kit', 'pair', 'pcs', 'piece', 'pieces', 'part', 'parts'].map(stem));

/** Bags are a part only of what takes them (a vacuum): "gucci bags" and "3 bags of flour" are not. */
const BAG_PRODUCTS: ReadonlySet<string> = new Set(['upright vacuum', 'canister vacuum', 'stick vacuum', 'shop vac']);

/** Goods that are a blade with a handle: a singular "blade" after their name is the goods, not a spare part. */
const BLADED_GOODS = /\b(?:knife|knives|sword|machete|axe|hatchet|cleaver|dagger|katana)$/;
const BLADE = stem('blade');

/**
 * "dog crate, double door", "fridge 2 door", "dual drawer dishwasher": a part noun counted by a multiplier word, or by a
 * number before the singular noun (a compound, "2 door"), says how the item is built, not a spare part (a 42 in wire
 * crate had been a 1.5 kg replacement part). "lawn mower 2 blades" stays two blades.
 */
const BUILD_MULTIPLIERS: ReadonlySet<string> = new Set(['double', 'single', 'dual', 'twin', 'triple', 'quad', 'two', 'three']);
function isBuildFeature(tokens: readonly QueryToken[], index: number): boolean {
  const before = tokens[index - 1];
  if (before === undefined) return false;
  return (before.kind === 'word' && BUILD_MULTIPLIERS.has(before.raw)) || (before.kind === 'number' && (before.value ?? 0) >= 2 && tokens[index]?.plural !== true);
}

/** Kinds of goods that are worn. */
export const WORN_CATEGORIES: ReadonlySet<string> = new Set(['apparel', 'shoes', 'accessories']);
const BOOK_CATEGORIES: ReadonlySet<string> = new Set(['books_media']);

/**
 * Words that, after goods of these kinds, describe them, though each is also a one-word catalog name of its own: a
 * garment's or shoe's parts (a "hood" is a car hood, 20 kg of freight; a "collar" a dog collar) and a book's binding
 * ("dictionary, hardback" is one dictionary, not a dictionary and a novel). (Not buttons: a spare one is a small part,
 * partNounAfter's.)
 */
export const DESCRIBED_KINDS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ...['hood', 'collar', 'cuff', 'sleeve', 'lapel', 'lining', 'pocket', 'zipper', 'trim', 'strap', 'sole', 'toe', 'tongue', 'lace', 'insole', 'drawstring'].map((word) => [stem(word), WORN_CATEGORIES] as const),
  ...['hardback', 'hardcover', 'paperback', 'softcover', 'softback'].map((word) => [stem(word), BOOK_CATEGORIES] as const),
]);
/** The generic book: a binding word says more about it than it does ("novel, paperback" is a paperback). */
export const GENERIC_BOOK = 'book';

export interface PartReading {
  /** Token index of the part noun. */
  index: number;
  kind: PartKind;
}

/**
 * The part noun after the matched product name, or null: it is the last plain word of the first segment (trailing
 * words such as "replacement" or "set" aside), after `productEnd`.
 */
export function partNounAfter(tokens: readonly QueryToken[], productEnd: number, product: CatalogItem): PartReading | null {
  let found: PartReading | null = null;
  let otherWords = false;
  for (let index = productEnd + 1; index < tokens.length; index++) {
    const token = tokens[index];
    if (token === undefined || token.segment > 0) break;
    if (token.kind !== 'word') continue;
    const kind = PART_NOUNS.get(token.stem);
    // "dining table seats 8": a part noun with a number right after is a verb or a spec, not a part; "dinner plates,
    // 4 side plates, 4 bowls": one counted after other goods counts another item of a list (the bowls were a part
    // of a dinner plate, and the dinner set a 0.4 kg spare part). "lawn mower 2 blades" stays two blades.
    const countedAfterOthers = otherWords && tokens[index - 1]?.kind === 'number';
    // "Dyson Airwrap, all attachments": the goods come with all their parts, not a part of them.
    const allOf = tokens[index - 1]?.raw === 'all';
    if (kind !== undefined && tokens[index + 1]?.kind !== 'number' && !countedAfterOthers && !allOf && !isBuildFeature(tokens, index)) found = { index, kind };
    else if (!TRAILING_WORDS.has(token.stem)) {
      found = null;
      otherWords = true;
    }
  }
  if (found === null) return null;
  if (found.kind === 'bags' && !BAG_PRODUCTS.has(product.name)) return null;
  // "blackout curtain panels 52x84 in, 2 pcs, grommet": one part noun after goods named in the plural says how they
  // are made (grommet tops), not a spare part of them.
  if (tokens[productEnd]?.plural === true && tokens[found.index]?.plural !== true) return null;
  // "chef knife 210 mm, blade + saya": a knife's (sword's, axe's) one blade is the knife itself; "utility knife
  // blades" are spare ones.
  if (BLADED_GOODS.test(product.name) && tokens[found.index]?.stem === BLADE && tokens[found.index]?.plural !== true) return null;
  return found;
}

/**
 * The generic part for a product: its kind's entry, or a lighter one (an accessory, then a small part) when that
 * entry would weigh more than half the product ("headphone stand" is no 1.4 kg part). Null when even the small part
 * would (the product is a small accessory itself, and the current reading stands). `itemsByName`: the catalog by
 * name, built once by the caller (a search of the list per reading cost up to three scans of it).
 */
export function partItemFor(kind: PartKind, product: CatalogItem, itemsByName: ReadonlyMap<string, CatalogItem>): CatalogItem | null {
  for (const name of [PART_ITEM_NAMES[kind], PART_ITEM_NAMES.accessory, PART_ITEM_NAMES.small]) {
    const entry = itemsByName.get(name);
    if (entry !== undefined && entry.weight_kg * 2 <= product.weight_kg) return entry;
  }
  return null;
}

/** The part noun's kind when `word` (a stem) is one. */
export const partKindOf = (word: string): PartKind | undefined => PART_NOUNS.get(word);
