import type { RestrictedFlag } from './restricted.ts';
import type { LengthUnit } from '../units/index.ts';

export type ItemCategory =
  | 'electronics' | 'appliances' | 'kitchen' | 'home' | 'furniture' | 'apparel' | 'shoes' | 'accessories'
  | 'jewelry' | 'sports' | 'outdoors' | 'toys' | 'baby' | 'pets' | 'tools' | 'garden' | 'automotive'
  | 'books_media' | 'office' | 'art' | 'music' | 'food' | 'beverages' | 'health' | 'beauty' | 'hazmat'
  | 'vehicles';

/**
 * How an item behaves in a carton:
 * - box: rigid, in its retail carton (the default);
 * - soft: clothing and textiles, squashable, may go in a poly mailer;
 * - flat: thin and rigid (books, records, frames), may go in a padded mailer when not fragile;
 * - roll: a sheet shipped rolled (posters, rugs); dims_cm is the flat sheet, the thinnest side its thickness.
 */
export type ItemForm = 'box' | 'soft' | 'flat' | 'roll';

/**
 * How a stated measure ("65 inch", "45 qt", "30 lb") resizes a catalog item. The ratio stated/reference is raised
 * to one exponent per sorted dimension and one for weight: a TV's diagonal scales its box length and height fully
 * but its depth only a little, and its weight roughly with screen area.
 */
export interface SizingRule {
  /** keys: "61 key keyboard"; pieces: "3000 piece lego set"; watts: "15 watt combo amp" (an amplifier's power). */
  basis: 'length' | 'volume' | 'weight' | 'keys' | 'pieces' | 'watts';
  /** The catalog item's own value: cm for length, litres for volume, kg for weight, a count for keys and pieces. */
  reference: number;
  dimensionExponents: readonly [number, number, number];
  /**
   * Exponents used instead when the stated value is above the reference: larger bottles, jugs and tins grow
   * mostly in girth (a gallon jug is not a 2 L bottle stretched), smaller ones mostly in height.
   */
  growthExponents?: readonly [number, number, number];
  weightExponent: number;
  /** Stated values outside this range (same unit as reference) are not sizes of this item ("iPhone 15"). */
  plausible: readonly [number, number];
  /**
   * Typical retail-packed sizes of the item at several values (a 32, 43, 55… in TV's carton), ascending. When
   * present, a stated value is read off this table (interpolated between neighbours on a log scale) instead of
   * scaled by the exponents, which then only extrapolate beyond its ends.
   */
  variants?: readonly SizeVariant[];
  /** Weight rules: stated weights are contents, this share of the item's weight (the rest is jar, can or tin). */
  netFraction?: number;
  /** Length rules of round goods: the length is a diameter ("14 x 5.5 in snare" is 14 across, 5.5 deep). */
  round?: boolean;
}

export interface SizeVariant {
  /** Same unit as the rule's reference. */
  value: number;
  /** Retail-packed, longest first (cm). */
  dims_cm: readonly [number, number, number];
  weight_kg: number;
}

/** A variant named by a word or size label: "queen" mattress, "size 4" diapers, "king" comforter. */
export interface LabelVariant {
  labels: readonly string[];
  dims_cm: readonly [number, number, number];
  weight_kg: number;
}

export interface CatalogItem {
  /** Canonical name, reported as estimate.matched. */
  name: string;
  category: ItemCategory;
  /** Everyday names, singular, lower case. The name itself is always an alias. */
  aliases: readonly string[];
  /** Brand and product-line words that mean this item type ("kindle", "kitchenaid mixer"). */
  brands: readonly string[];
  /** One item in its retail packaging, longest first (cm). */
  dims_cm: readonly [number, number, number];
  /** One item in its retail packaging (kg). */
  weight_kg: number;
  fragile: boolean;
  restricted: readonly RestrictedFlag[];
  /** Ships on a pallet in practice even where a carrier might technically accept it (sofas, pianos). */
  freight: boolean;
  form: ItemForm;
  sizing: readonly SizingRule[];
  /** Unit of bare numbers in "24x36 poster" (inches) or "5x8 rug" (feet). */
  unitlessDimensionUnit: LengthUnit;
  /** "A pair of shoes" is one unit; "a pair of mugs" is two. */
  pairIsOneUnit: boolean;
  /**
   * The pair's two halves are each named and counted on their own ("a crutch", "2 ski poles"): a plain count of them
   * counts pieces, so two make the one pair the entry is. Shoes are not: "2 sneakers" are mostly two pairs.
   */
  pairOfCountedPieces: boolean;
  /** The entry is a retail pack of this many pieces (golf balls come 12 to a box): counts are divided by it. */
  unitCount: number;
  /**
   * Goods shipped knocked down or in sections (a floor lamp's pole, a cat tree's posts): the typical assembled height
   * the catalog's box holds, which a stated height is read against. Null for goods that ship as they stand.
   */
  assembledHeightCm: number | null;
  /**
   * Flat-pack furniture (bookcases, desks, TV stands, dressers): the typical assembled sides (cm, longest first) of
   * the piece the catalog's carton holds, which stated sides (three, or the two largest) are read against. Null for goods that ship as they stand.
   */
  flatPackAssembledCm: readonly [number, number, number] | null;
  /**
   * Goods bought in a set of this many by default ("curtains" are a pair of panels, "wiper blades" one per side): a
   * bare plural of the name, with no count, is this many. 1 for everything else.
   */
  pluralSet: number;
  /** A smaller retail pack the text may count instead ("a sleeve" of golf balls holds 3 of the box's 12). */
  subPack: { word: string; pieces: number } | null;
  /** Named variants (bed sizes, diaper sizes). */
  labelVariants: readonly LabelVariant[];
  /**
   * Tapered goods that stack one inside the next (clay pots): the share of one's height each further one adds to the
   * stack. Undefined for goods that pack side by side.
   */
  nestStep?: number;
  /** Where the dimensions and weight come from: a source, or the stated basis of the estimate. */
  basis: string;
}

export interface PackageEstimate {
  length_cm: number;
  width_cm: number;
  height_cm: number;
  /** Packed weight, packaging included. */
  weight_kg: number;
  source: 'estimated';
  estimate: {
    /** Catalog item name, or null when nothing matched. */
    matched: string | null;
    query: string;
    confidence: number;
    quantity: number;
    /** Box catalog name, or null when shipped in its own packaging or a made-to-size carton. */
    box: string | null;
    assumptions: string[];
    fragile: boolean;
    restricted: RestrictedFlag[];
    hint?: string;
  };
  freight: { reason: string } | null;
}

export interface EstimateInput {
  product: string;
  quantity?: number;
}
