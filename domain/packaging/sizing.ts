// Applies what the text states about the item's size to the catalog item: dimensions ("24x36"), a single length
// ("12 inch", "65 inch"), a capacity ("6 qt", "2 liter"), a weight ("30 lb") or a size word ("large"). Every change
// is written into the assumptions, because an agent has to be able to see why a number moved.
import type { Triple } from './boxes.ts';
import { CAPACITY_SPEC_WORDS, COUNTED_PART_SPECS } from './parse.ts';
import type { ParsedQuery, StatedDimensions, StatedLength } from './parse.ts';
import type { CatalogItem, SizingRule } from './types.ts';
import type { LengthUnit } from '../units/index.ts';
import { cmToInches, kgToPounds, lengthToCm, roundTo } from '../units/index.ts';
import { LITRES_PER_US_FLUID_OUNCE } from './catalog/define.ts';

/** How a length stated without a sizing rule resizes the item: longest side, other sides, weight (exponents of the ratio). */
const PACKED_LENGTH_EXPONENTS = [1, 0.6, 1.6] as const;
const ASSEMBLED_LENGTH_EXPONENTS = [0.6, 0.4, 1.2] as const;
/**
 * A stated height of goods shipped knocked down, against the catalog's assembled height: a taller floor lamp has one
 * more pole section, a taller cat tree more posts and platforms, so the box grows little and the weight with the height.
 */
const KNOCKED_DOWN_HEIGHT_EXPONENTS = [0.3, 0.3, 1] as const;
/** Stated heights of knocked-down goods read as their height within this range of the catalog's assembled one. */
const KNOCKED_DOWN_HEIGHT_RATIOS = [0.3, 2.5] as const;
/** Flat-pack furniture's stated assembled sides change its panel area (and weight) within this range of the typical piece's. */
const FLAT_PACK_AREA_RATIOS = [0.1, 6] as const;
/** ...and its carton's cross-section (the panels' width and stack) within this range. */
const FLAT_PACK_CROSS_RATIOS = [0.5, 2] as const;
/** The surface of a box with these sides: a flat-pack piece's panels are about its assembled surface. */
const panelArea = (sides: readonly [number, number, number]): number => 2 * (sides[0] * sides[1] + sides[1] * sides[2] + sides[0] * sides[2]);
/**
 * A flat-pack piece of these assembled sides, from the catalog's carton for the typical piece: the panels are about
 * its surface, so the weight and the carton's cross-section follow that area, not the assembled volume; the carton
 * is about as long as the longest side.
 */
function flatPacked(dims: Triple, weight: number, given: Triple, typical: readonly [number, number, number]): { dims: Triple; weight: number } {
  const areaRatio = clamp(panelArea(given) / panelArea(typical), FLAT_PACK_AREA_RATIOS[0], FLAT_PACK_AREA_RATIOS[1]);
  const longRatio = given[0] / typical[0];
  const crossRatio = clamp(Math.sqrt(areaRatio / longRatio), FLAT_PACK_CROSS_RATIOS[0], FLAT_PACK_CROSS_RATIOS[1]);
  return { dims: sortTriple([dims[0] * longRatio, dims[1] * crossRatio, dims[2] * crossRatio]), weight: weight * areaRatio };
}
/** A stated length up to this many times the catalog piece's, with a stated weight to match, is one bigger piece. */
const ONE_BIG_PIECE_MAX_RATIO = 6;
/** A stated weight under this share of the catalog piece's is a smaller piece; its sides shrink no further than this share's cube root. */
const SMALLER_PIECE_RATIO = 0.4;
const SMALLEST_PIECE_RATIO = 0.03;
/** Goods sold in any weight (a bag of rice, coffee, soil, pet food): a weight is a pack size. Elsewhere "9 kg" or "72 oz" is a capacity. */
const SOLD_BY_WEIGHT: ReadonlySet<string> = new Set(['food', 'beverages', 'pets', 'garden']);

export interface SizedItem {
  dims: Triple;
  weight_kg: number;
  /** The text gave the packed box itself ("box 16x12x10 in"): no further packing. */
  prePacked: boolean;
  /** "20 lb of books": the weight is a total, so it sets the count. */
  derivedQuantity: number | null;
  /** A stated measure changed the catalog item's size or weight. */
  measured: boolean;
  /** The weight of one item is the one the text gave ("30 lb dumbbell"), not a scaled one. */
  weightStated: boolean;
  /**
   * A change not backed by one of the item's sizing rules or variants (stated dimensions, a length read as the
   * longest side, a size word): the plausibility layer also holds it to a band around the catalog item.
   */
  freeform: boolean;
  /** Sized as one small tube or bottle from a stated capacity (smallUnitOf): below the catalog's own sizes by design. */
  smallUnit: boolean;
}

export interface SizingInput {
  item: CatalogItem | null;
  /** Dims and weight used when nothing matched. */
  fallback: { dims: Triple; weight_kg: number };
  parsed: ParsedQuery;
  /** A bare number read as a size in inches ("samsung 65 tv"). */
  bareSizeInches: number | null;
  /** Product of the size words left over ("large" 1.25). */
  sizeWordFactor: number | null;
  /** The text or the field already gives a count. */
  hasCount: boolean;
  /** The token segment the item's name was matched in (0 when unmatched). */
  matchSegment?: number;

}

const UNIT_LABEL: Readonly<Record<LengthUnit, string>> = { mm: 'mm', cm: 'cm', m: 'm', in: 'inches', ft: 'feet' };
const sortTriple = (values: readonly number[]): Triple => {
  const s = [...values].sort((a, b) => b - a);
  return [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0];
};
const describeDims = (dims: Triple): string => dims.map((value) => roundTo(cmToInches(value), 1)).join(' x ') + ' in';
const lb = (kg: number): string => `${roundTo(kgToPounds(kg), 1)} lb`;
const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));

function scaleBy(rule: SizingRule, ratio: number, dims: Triple, weight: number): { dims: Triple; weight: number } {
  const [e0, e1, e2] = ratio > 1 && rule.growthExponents !== undefined ? rule.growthExponents : rule.dimensionExponents;
  return { dims: sortTriple([dims[0] * ratio ** e0, dims[1] * ratio ** e1, dims[2] * ratio ** e2]), weight: weight * ratio ** rule.weightExponent };
}

const logLerp = (a: number, b: number, t: number): number => Math.exp(Math.log(a) + (Math.log(b) - Math.log(a)) * t);

/**
 * The item at `value` of the rule's measure: read off the rule's variant table when it has one (log-interpolated
 * between the two neighbouring variants, scaled by the exponents from the nearest end beyond it), else scaled from
 * the catalog item by the exponents.
 */
function sizeByRule(rule: SizingRule, value: number, dims: Triple, weight: number): { dims: Triple; weight: number } {
  const table = rule.variants;
  if (table === undefined || table.length === 0) return scaleBy(rule, value / rule.reference, dims, weight);
  const first = table[0];
  const last = table[table.length - 1];
  if (first === undefined || last === undefined) return scaleBy(rule, value / rule.reference, dims, weight);
  if (value <= first.value) return scaleBy(rule, value / first.value, first.dims_cm, first.weight_kg);
  if (value >= last.value) return scaleBy(rule, value / last.value, last.dims_cm, last.weight_kg);
  for (let index = 1; index < table.length; index++) {
    const upper = table[index];
    const lower = table[index - 1];
    if (upper === undefined || lower === undefined || value > upper.value) continue;
    const t = Math.log(value / lower.value) / Math.log(upper.value / lower.value);
    return {
      dims: sortTriple([logLerp(lower.dims_cm[0], upper.dims_cm[0], t), logLerp(lower.dims_cm[1], upper.dims_cm[1], t), logLerp(lower.dims_cm[2], upper.dims_cm[2], t)]),
      weight: logLerp(lower.weight_kg, upper.weight_kg, t),
    };
  }
  return scaleBy(rule, value / last.value, last.dims_cm, last.weight_kg);
}

/**
 * A set's listed pieces: their contents at about water's density, in bottles, jars and pumps that weigh about as much
 * again (glass jars and droppers of a gift set), plus the gift box and its insert.
 */
const SET_PIECES_KG_PER_LITRE = 2.1;
const SET_BOX_KG = 0.2;
/** A box, bag or case weighing at least this many of the item holds several of them. */
const CONTAINER_TOTAL_MIN_ITEMS = 2;
/** Items that are already a collection of pieces ("clothing lot", "lego set"): a box of them by weight is one, scaled. */
const COLLECTION_NAME = /\b(?:pack|multipack|set|kit|assortment|bundle|lot)$/;
/** Spec words that count like pieces: "1000 piece puzzle", the capacities ("4 person tent") and "15 disc box set". */
const COUNTED_SPECS: ReadonlySet<string> = new Set(['pieces', ...CAPACITY_SPEC_WORDS, ...COUNTED_PART_SPECS]);

const WATT_WORDS: ReadonlySet<string> = new Set(['w', 'watt', 'watts']);
/** "15 watt", "100 W", or glued ("40w", which the parser keeps as a size label): an amplifier's power. */
function statedWatts(parsed: ParsedQuery): { value: number; text: string } | null {
  const spec = parsed.specs.find((candidate) => WATT_WORDS.has(candidate.word));
  if (spec !== undefined) return { value: spec.value, text: spec.text };
  const glued = parsed.sizeLabels.find((label) => /^\d+(?:\.\d+)?w$/.test(label));
  return glued === undefined ? null : { value: Number(glued.slice(0, -1)), text: glued };
}

const KID_WORDS: ReadonlySet<string> = new Set(['kid', 'kids', 'child', 'children', 'childrens', 'boys', 'girls', 'youth', 'toddler', 'toddlers', 'infant', 'baby']);
const KIDS_CLOTHES_SIDE = 0.8;
const KIDS_CLOTHES_WEIGHT = 0.55;

const KIDS_SHOES = 'kids shoes';
type ChildsShoe = 'toddler' | 'child';
/**
 * A child's pair against the adult one, from the sneaker and boot tables: a toddler's shoe box is about two thirds
 * as long (9x6x4 in against 13x9x5) at 0.4 of the weight, an older child's four fifths at 0.57.
 */
const CHILDS_SHOE_SCALE: Readonly<Record<ChildsShoe, { side: number; weight: number }>> = { toddler: { side: 0.7, weight: 0.4 }, child: { side: 0.8, weight: 0.57 } };
const TODDLER_WORDS: ReadonlySet<string> = new Set(['toddler', 'toddlers', 'infant', 'baby']);
/** EU shoe sizes: toddlers' up to 26, children's 27-34, adults' from 35 (no US or UK size reaches 17). */
const EU_TODDLER_MAX = 26;
const EU_CHILD_MIN = 17;
const EU_ADULT_MIN = 35;
/** US children's sizes: "8c" (toddler, up to 10c), "12c", "2y" (child). */
const US_CHILD_SIZE = /^(\d+(?:\.\d+)?)(c|y)$/;

/** A child's or toddler's shoe by the words or the size label, or null for an adult's. */
function childsShoeSize(parsed: ParsedQuery): ChildsShoe | null {
  for (const label of parsed.sizeLabels) {
    const us = US_CHILD_SIZE.exec(label);
    if (us !== null) return us[2] === 'c' && Number(us[1]) <= 10 ? 'toddler' : 'child';
    const eu = Number(label);
    // (A mondopoint is the foot's length in cm: 27.5 is an adult's.)
    if (Number.isFinite(eu) && !parsed.normalized.includes('mondo') && eu >= EU_CHILD_MIN && eu < EU_ADULT_MIN) return eu <= EU_TODDLER_MAX ? 'toddler' : 'child';
  }
  if (parsed.tokens.some((token) => TODDLER_WORDS.has(token.raw))) return 'toddler';
  return parsed.tokens.some((token) => KID_WORDS.has(token.raw)) ? 'child' : null;
}

/** Categories whose bare "NxM" or sizes are clothing sizes (waist x inseam, shoe and hat sizes). */
const WORN_CATEGORIES: ReadonlySet<string> = new Set(['apparel', 'shoes', 'accessories', 'jewelry']);

/**
 * Stated dimensions, or null when for this item they are not a size of the packed thing: on clothing "32x30" is
 * waist x inseam; on textiles shipped folded (curtains, blankets, towels) "52x84" is the flat size, which the
 * folded parcel does not follow.
 */
function statedDimensionsFor(item: CatalogItem | null, parsed: ParsedQuery, assumptions: string[]): StatedDimensions | null {
  const stated = parsed.dimensions;
  // A box has three sides: two on a textile are its flat size though a box is named ("silk scarf 90 x 90 cm in gift
  // box": the gift box holds the folded scarf, ~25 cm, not a 90 cm square).
  const flatSizeOfTextile = item?.form === 'soft' && stated?.values.length === 2;
  if (stated === null || item === null || (parsed.mentionsContainer && !flatSizeOfTextile)) return stated;
  if (WORN_CATEGORIES.has(item.category) && (item.form === 'soft' || stated.units.some((unit) => unit === null))) {
    assumptions.push(`"${stated.text}" read as a clothing size (e.g. waist x inseam), not a parcel size`);
    return null;
  }
  if (item.form === 'soft') {
    assumptions.push(`"${stated.text}": the flat size of a ${item.name}, which ships folded; folded size from the catalog`);
    return null;
  }
  return stated;
}

/**
 * Mattress footprints by their width (cm, up to): twin or single 90-100 (US 99), full or double 135-140 (US 137),
 * queen 150-160 (US 152), king 180-200 (US 193). A footprint is 185-215 cm long (US 190-203, EU 190-200, cal king 213).
 */
const BED_WIDTHS: readonly (readonly [number, string])[] = [[115, 'twin'], [145, 'full'], [170, 'queen'], [215, 'king']];
const BED_LENGTH_CM = [185, 215] as const;
/** Unitless footprints whose short side is from this up are centimetres ("160 x 200"), below it inches ("39x75", "60 x 80"). */
const BED_CM_FROM = 85;

/** A third stated side up to this (cm) is the bed's height ("80 x 60 x 14 in" queen frame), not part of its footprint. */
const BED_HEIGHT_MAX_CM = 60;

/**
 * Stated sides of a bed frame or mattress sold by bed size (two, or three with a height): the mattress footprint, and
 * the size it names.
 */
function bedSizeOf(item: CatalogItem | null, parsed: ParsedQuery): { label: string; variant: CatalogItem['labelVariants'][number]; text: string } | null {
  const stated = parsed.dimensions;
  if (stated === null || item === null || stated.values.length < 2 || item.form !== 'box' || parsed.mentionsContainer || item.labelVariants.length === 0) return null;
  const sorted = [...stated.values].sort((a, b) => b - a);
  const unitless = (sorted[1] ?? 0) >= BED_CM_FROM ? 'cm' : 'in';
  const [long = 0, short = 0, height = 0] = stated.values.map((value, index) => lengthToCm(value, stated.units[index] ?? unitless)).sort((a, b) => b - a);
  if (long < BED_LENGTH_CM[0] || long > BED_LENGTH_CM[1] || height > BED_HEIGHT_MAX_CM) return null;
  const label = BED_WIDTHS.find(([width]) => short <= width)?.[1];
  const variant = label === undefined ? undefined : item.labelVariants.find((candidate) => candidate.labels.includes(label));
  return label === undefined || variant === undefined ? null : { label, variant, text: stated.text };
}

/** "in a 10 inch pot": a nursery pot's diameter, the usual gauge of a live plant's size. */
const POT_SIZE = /\b(\d+(?:\.\d+)?) ?(?:inch|inches|in)(?: nursery| grow| plastic| ceramic)? (?:pot|planter)\b/;
/** Pots under this many inches hold tabletop plants, which the catalog's own size covers. */
const FLOOR_PLANT_POT_INCHES = 8;

/**
 * A live plant's height from its pot: growers pot a plant about a quarter of its height across (a 6 in pot holds a
 * 12-18 in plant, a 10 in pot a 3 ft floor plant, a 14 in pot a 4-5 ft tree), so the height is about 4 x pot - 8 in.
 */
function plantHeightOfPot(normalized: string): { pot: number; inches: number } | null {
  const found = POT_SIZE.exec(normalized);
  const pot = found === null ? NaN : Number(found[1]);
  if (!Number.isFinite(pot) || pot < FLOOR_PLANT_POT_INCHES || pot > 24) return null;
  return { pot, inches: 4 * pot - 8 };
}

/** Goods sold in sections that ship taken apart: "7 ft 2 piece rod" is a 42 in package. */
const BREAKDOWN_ITEMS: ReadonlySet<string> = new Set(['fishing rod', 'pool cue', 'kayak paddle']);
const BREAKDOWN = /\b([2-6]|two|three|four|five|six)[ -]?(?:piece|pieces|pc|section|sections)\b/;
const BREAKDOWN_WORDS: ReadonlyMap<string, number> = new Map(Object.entries<number>({ two: 2, three: 3, four: 4, five: 5, six: 6 }));
/** The catalog's rods ship in two sections: its length rule's reference is half the rod. */
const BREAKDOWN_REFERENCE_PIECES = 2;
/** Shorter stated lengths are already the packed length (or a reel size), not the assembled rod. */
const BREAKDOWN_MIN_INCHES = 48;

function breakdownPieces(normalized: string): number {
  const found = BREAKDOWN.exec(normalized);
  if (found === null) return 1;
  const word = found[1] ?? '';
  return BREAKDOWN_WORDS.get(word) ?? Number(word);
}

/**
 * The stated length that sizes the item: a measure ("12 inch"), a bare number read as inches ("65 tv"), or a named
 * wheel size ("29er"). Measures of something else are dropped: a frame or blade size, a body measure.
 */
function statedLengthFor(item: CatalogItem | null, parsed: ParsedQuery, bareSizeInches: number | null, matchSegment: number, assumptions: string[]): StatedLength | null {
  const potHeight = item?.name === 'potted plant' ? plantHeightOfPot(parsed.normalized) : null;
  if (potHeight !== null) {
    assumptions.push(`${potHeight.pot} in pot: a plant about ${potHeight.inches} in tall`);
    return { value: potHeight.inches, unit: 'in', cm: lengthToCm(potHeight.inches, 'in'), text: `${potHeight.pot} in pot` };
  }
  const pieces = item !== null && BREAKDOWN_ITEMS.has(item.name) ? breakdownPieces(parsed.normalized) : 1;
  for (const length of parsed.lengths) {
    if (pieces > 1 && length.cm >= lengthToCm(BREAKDOWN_MIN_INCHES, 'in')) {
      const value = length.value / pieces;
      assumptions.push(`${length.text} in ${pieces} pieces: it ships broken down, ${Math.round(length.cm / pieces)} cm long`);
      return { ...length, value, cm: length.cm / pieces, text: `${length.text} / ${pieces}`, pieces };
    }
    if (length.attribute === 'frame' || length.attribute === 'blade' || length.attribute === 'body-measure' || length.attribute === 'reel') {
      assumptions.push(`${length.text}: a ${length.attribute === 'body-measure' ? 'body measure' : `${length.attribute} size`}, not the size of the ${item?.name ?? 'item'}`);
      continue;
    }
    // "baby monitor w/ 2 cameras, 5\" parent unit": a length after a "with" that follows the name, on goods no length
    // sizes, sizes what comes with them.
    if (length.withSegment !== undefined && length.withSegment > matchSegment && item !== null && !item.sizing.some((rule) => rule.basis === 'length')) {
      assumptions.push(`${length.text}: read as a size of what comes with the ${item.name}, not its parcel size`);
      continue;
    }
    // "replacement remote for a Samsung 65 inch TV": a length after a "for" that follows the name, on goods no length
    // sizes, sizes what the goods fit.
    if (length.forSegment !== undefined && length.forSegment > matchSegment && item !== null && !item.sizing.some((rule) => rule.basis === 'length')) {
      assumptions.push(`${length.text}: read as a size of what the ${item.name} is for, not its parcel size`);
      continue;
    }
    if (item !== null && WORN_CATEGORIES.has(item.category) && item.sizing.length === 0) {
      assumptions.push(`${length.text}: read as a size or detail of the ${item.name}, not its parcel size`);
      continue;
    }
    return length;
  }
  if (parsed.wheelInches !== null) return { value: parsed.wheelInches, unit: 'in', cm: lengthToCm(parsed.wheelInches, 'in'), text: `${parsed.wheelInches} in wheels` };
  return bareSizeInches !== null ? { value: bareSizeInches, unit: 'in', cm: lengthToCm(bareSizeInches, 'in'), text: `${bareSizeInches}` } : null;
}

/** A single mailer or envelope named with its face size ("poly mailer", "padded envelope"); "mailers" are goods. */
const STATED_MAILER = /\b(?:mailer|envelope)\b/;
const MAILER_CONTENTS_KG_PER_CM3 = 0.0002;
const GENERIC_DENSITY_KG_PER_CM3 = 0.9 / (30.5 * 25.4 * 20.3);

/** Above this a stated capacity is no small tube, vial or bottle. */
export const SMALL_UNIT_MAX_LITRES = 0.5;
/**
 * One small container of a stated capacity ("12ml" paint tube, "30 ml" vial, "100ml" bottle): contents at about
 * water's density plus a quarter for the tube or bottle and its label, in a tube-shaped slot (4.5 : 1.4 : 1) of
 * 2.5x the contents' volume. A 12 ml tube is about 8 x 2.4 x 1.7 cm and 24 g; a 75 ml one 14 x 4.3 x 3.1 cm, 0.1 kg.
 */
export function smallUnitOf(litres: number): { dims: Triple; weight_kg: number } {
  const side = Math.cbrt((litres * 1000 * 2.5) / (4.5 * 1.4));
  return { dims: [4.5 * side, 1.4 * side, side], weight_kg: litres * 1.05 * 1.25 + 0.008 };
}

/** The longest short side read as feet where feet are the usual unit; and from where bare numbers are centimetres. */
const MAX_UNITLESS_SHORT_FEET = 12;
const MIN_UNITLESS_CM = 60;

/** Framed art's stated sides are the picture's; a frame's stated width (up to this) goes on each side. */
const FRAMED_ART = 'framed art';
const MAX_FRAME_WIDTH_CM = 20;

/** The round length rule of an item two stated sides fit as diameter and a smaller depth; null otherwise. */
function roundOf(item: CatalogItem | null, values: readonly number[]): SizingRule | null {
  const rule = item?.sizing.find((candidate) => candidate.basis === 'length' && candidate.round === true);
  const diameter = Math.max(...values);
  return rule === undefined || values.length !== 2 || diameter < rule.plausible[0] || diameter > rule.plausible[1] ? null : rule;
}

export function applyStatedMeasures(input: SizingInput, assumptions: string[]): SizedItem {
  const { item, parsed } = input;
  let dims: Triple = item?.dims_cm ?? input.fallback.dims;
  let weight = item?.weight_kg ?? input.fallback.weight_kg;
  let prePacked = false;
  let derivedQuantity: number | null = null;
  let weightStated = false;
  let freeform = false;
  let oneBigPiece = false;
  let smallUnit = false;
  const name = item?.name ?? 'item';
  const itemWeightPerVolume = weight / (dims[0] * dims[1] * dims[2]);
  let measured = false;

  const bedSize = bedSizeOf(item, parsed);
  const stated = bedSize === null ? statedDimensionsFor(item, parsed, assumptions) : null;
  if (bedSize !== null) {
    // "bed frame 160 x 200 cm", "twin bed frame 39x75": the mattress footprint names the bed size; the frame or
    // mattress ships at that size's carton (resized as a sheet, a bed frame was 80 kg and freight).
    measured = true;
    dims = bedSize.variant.dims_cm;
    weight = bedSize.variant.weight_kg;
    assumptions.push(`${bedSize.text}: a ${bedSize.label} bed's mattress size; ${bedSize.label} ${name}: ${describeDims(dims)}, ${lb(weight)}`);
  }
  if (stated !== null) {
    measured = true;
    // Sizes said in feet without a unit have a short side of a few feet ("5x8 rug", "3x50 landscape fabric"); with a
    // short side past that, bare numbers are inches ("24x36") or, from 60 on, centimetres ("120x170" is a metric rug
    // size: read as feet it was a 37 m, 5.7 t rug).
    const smallest = Math.min(...stated.values.filter((_value, index) => stated.units[index] === null));
    const footDefault = item?.unitlessDimensionUnit === 'ft';
    const defaultUnit = footDefault && smallest > MAX_UNITLESS_SHORT_FEET ? (smallest >= MIN_UNITLESS_CM ? 'cm' : 'in') : (item?.unitlessDimensionUnit ?? 'in');
    if (stated.units.some((unit) => unit === null)) {
      const why = defaultUnit === 'ft' ? ` (usual for ${name}s)` : footDefault ? ' (too large for feet)' : item?.category === 'art' ? ' (usual for US prints and posters)' : ' (US default)';
      assumptions.push(`"${stated.text}" has no unit: read as ${UNIT_LABEL[defaultUnit]}${why}`);
    }
    const values = stated.values.map((value, index) => lengthToCm(value, stated.units[index] ?? defaultUnit));
    if (values.length >= 3) {
      const given = sortTriple(values);
      if (item === null || parsed.mentionsContainer) {
        prePacked = true;
        dims = given;
        weight = (item === null ? GENERIC_DENSITY_KG_PER_CM3 : itemWeightPerVolume) * given[0] * given[1] * given[2];
        assumptions.push(`${stated.text}: taken as the packed box, ${describeDims(given)} (the parcel as stated: no packaging added)`);
      } else if (item.flatPackAssembledCm !== null) {
        // "180 x 80 x 30 cm bookshelf": the assembled piece, shipped as panels in a carton about as long as its longest
        // side (read as the box it was 92 kg against ~30).
        freeform = true;
        ({ dims, weight } = flatPacked(dims, weight, given, item.flatPackAssembledCm));
        assumptions.push(`${stated.text}: the ${name}'s assembled size (typical ${describeDims(item.flatPackAssembledCm)}); it ships flat-packed, ${describeDims(dims)}, ${lb(weight)}`);
      } else {
        const ratio = clamp((given[0] * given[1] * given[2]) / (dims[0] * dims[1] * dims[2]), 0.05, 20);
        freeform = true;
        dims = given;
        weight *= ratio;
        assumptions.push(`${stated.text}: used as the ${name}'s size; weight scaled with volume to ${lb(weight)}`);
      }
    } else if (roundOf(item, values) !== null) {
      // "snare drum 14x5.5 in", "cake pan 9 x 2": round goods give their diameter and depth, not two sides of a box.
      const rule = roundOf(item, values);
      const diameter = Math.max(...values);
      if (rule !== null) {
        freeform = true;
        const scaled = sizeByRule(rule, diameter, dims, weight);
        dims = scaled.dims;
        weight = scaled.weight;
        assumptions.push(`${stated.text}: a round ${name}'s diameter and depth; scaled catalog ${name} (${roundTo(cmToInches(rule.reference), 1)} in across) to ${roundTo(cmToInches(diameter), 1)} in, ${lb(weight)}`);
      }
    } else {
      // "oil on canvas 24 x 36 in, in 4\" gilt frame": framed art's stated sides are the picture's; the frame adds its width.
      const frame = item?.name === FRAMED_ART ? parsed.lengths.find((length) => length.attribute === 'frame' && length.cm <= MAX_FRAME_WIDTH_CM) : undefined;
      if (frame !== undefined) assumptions.push(`${frame.text} frame: the picture's ${stated.text} plus the frame on each side`);
      const sheet = sortTriple(values.map((value) => value + 2 * (frame?.cm ?? 0)).concat(0)).slice(0, 2) as [number, number];
      const areaRatio = (sheet[0] * sheet[1]) / (dims[0] * dims[1]);
      const mailerWeight = parsed.weights[0];
      if (STATED_MAILER.test(parsed.normalized) && mailerWeight !== undefined && !input.hasCount && stated.units.some((unit) => unit !== null)) {
        // "poly mailer 14x10 in, 1 lb": the face of the mailer that ships and its weight, so the parcel as stated; its
        // thickness is what that weight of goods fills at about a fifth of water's density, 1 to 8 cm.
        prePacked = true;
        const thickness = clamp(mailerWeight.kg / MAILER_CONTENTS_KG_PER_CM3 / (sheet[0] * sheet[1]), 1, 8);
        dims = [sheet[0], sheet[1], thickness];
        weight = mailerWeight.kg;
        assumptions.push(`${stated.text}: taken as the mailer that ships, ${describeDims(dims)} (the parcel as stated: no packaging added)`);
      } else if (item !== null && item.form === 'box' && stated.units.some((unit) => unit === null) && (sheet[0] / dims[0] < 0.5 || sheet[0] / dims[0] > 2.2)) {
        // "lego technic 4x4", "2x4 lumber set": two bare numbers far off the item's size name a model, not a size.
        assumptions.push(`"${stated.text}" read as part of the name, not the ${name}'s size`);
        measured = false;
      } else if (item !== null && item.flatPackAssembledCm !== null && item.form === 'box') {
        // "bookcase 80 x 180 cm", "desk 120 x 60": two assembled sides (a front, a top); the third is the typical
        // piece's smallest (a bookcase's depth). Resized as a sheet it was an 85 kg bookcase.
        const typical = item.flatPackAssembledCm;
        const given = sortTriple([sheet[0], sheet[1], typical[2]]);
        freeform = true;
        ({ dims, weight } = flatPacked(dims, weight, given, typical));
        assumptions.push(`${stated.text}: the ${name}'s assembled size, ${describeDims(given)} with a typical ${Math.round(typical[2])} cm third side; it ships flat-packed, ${describeDims(dims)}, ${lb(weight)}`);
      } else {
        freeform = true;
        if (item?.form === 'flat' || item?.form === 'roll') {
          dims = sortTriple([sheet[0], sheet[1], dims[2]]);
          weight *= areaRatio;
        } else {
          dims = sortTriple([sheet[0], sheet[1], dims[2] * areaRatio ** 0.25]);
          weight *= areaRatio ** 1.25;
        }
        assumptions.push(`${stated.text}: ${name} resized to ${describeDims(dims)}, ${lb(weight)}`);
      }
    }
  }

  const length = statedLengthFor(item, parsed, input.bareSizeInches, input.matchSegment ?? 0, assumptions);
  if (stated === null && length !== null && item !== null) {
    measured = true;
    const rule = item.sizing.find((candidate) => candidate.basis === 'length');
    if (rule !== undefined) {
      if (length.cm >= rule.plausible[0] && length.cm <= rule.plausible[1]) {
        const scaled = sizeByRule(rule, length.cm, dims, weight);
        dims = scaled.dims;
        // A rod in more sections than the catalog's two is as long and heavy as its full length says, in a shorter
        // tube ("9 ft 4-piece fly rod" had weighed what a 27 in rod does).
        weight = scaled.weight * ((length.pieces ?? BREAKDOWN_REFERENCE_PIECES) / BREAKDOWN_REFERENCE_PIECES) ** rule.weightExponent;
        assumptions.push(`${length.text}${length.text === `${length.value}` ? ' (read as inches)' : ''} ${name}: scaled catalog ${name} (${roundTo(cmToInches(rule.reference), 1)} in) to ${roundTo(cmToInches(length.cm), 1)} in, ${lb(weight)}`);
      } else {
        assumptions.push(`${length.text} is not a plausible size for a ${name}: ignored`);
      }
    } else if (item.assembledHeightCm !== null) {
      // "floor lamp 65 inch", "cat tree 72 in tall": the assembled height, which the catalog's box already assumes
      // at its typical value; the box follows the sections it ships in, not the height.
      const ratio = length.cm / item.assembledHeightCm;
      if (ratio >= KNOCKED_DOWN_HEIGHT_RATIOS[0] && ratio <= KNOCKED_DOWN_HEIGHT_RATIOS[1]) {
        const [long, short, mass] = KNOCKED_DOWN_HEIGHT_EXPONENTS;
        freeform = true;
        dims = sortTriple([dims[0] * ratio ** long, dims[1] * ratio ** short, dims[2] * ratio ** short]);
        weight *= ratio ** mass;
        assumptions.push(`${length.text}: the ${name}'s assembled height (typical ${Math.round(item.assembledHeightCm)} cm); it ships knocked down, ${describeDims(dims)}, ${lb(weight)}`);
      } else {
        assumptions.push(`${length.text} does not fit a ${name}: ignored`);
      }
    } else {
      const ratio = length.cm / dims[0];
      // "bronze sculpture 45 cm, 12 kg": a length and a weight both far above the catalog's piece describe one big
      // piece, not some other attribute and a total of many small ones.
      const statedKg = parsed.weights[0]?.kg;
      oneBigPiece = ratio > 2 && ratio <= ONE_BIG_PIECE_MAX_RATIO && statedKg !== undefined && statedKg >= weight * ratio;
      // "small bronze sculpture, about 25 cm tall and 4 kg": both far below it describe one small piece of the kind
      // (the length had been ignored, and a 4 kg bronze packed in the 60 cm box of a 40 kg bust).
      const oneSmallPiece = ratio < 0.5 && ratio >= 1 / ONE_BIG_PIECE_MAX_RATIO && statedKg !== undefined && statedKg <= weight * ratio;
      // Far off the item's size, the number is some other attribute ("6 inch work boots" is a boot height).
      if ((ratio >= 0.5 && ratio <= 2) || oneBigPiece || oneSmallPiece) {
        freeform = true;
        // A length above the packed one is mostly the assembled product's ("52 inch cat tree", "65 inch floor
        // lamp"): the carton of a knocked-down product grows less than the product does.
        const [long, short, mass] = ratio > 1 && !oneBigPiece ? ASSEMBLED_LENGTH_EXPONENTS : PACKED_LENGTH_EXPONENTS;
        dims = sortTriple([dims[0] * ratio ** long, dims[1] * ratio ** short, dims[2] * ratio ** short]);
        weight *= ratio ** mass;
        assumptions.push(`${length.text}: read as the ${name}'s longest side; resized to ${describeDims(dims)}, ${lb(weight)}`);
      } else {
        assumptions.push(`${length.text} does not fit a ${name}: ignored`);
      }
    }
  }

  // "20 oz tumbler": ounces on drinkware are fluid ounces.
  const volumeRule = item?.sizing.find((candidate) => candidate.basis === 'volume');
  const weightRule = item?.sizing.find((candidate) => candidate.basis === 'weight');
  let volumeLitres: { litres: number; text: string } | null = parsed.volumes[0] ?? null;
  let statedWeight = parsed.weights[0] ?? null;
  if (volumeLitres === null && statedWeight?.unit === 'oz' && volumeRule !== undefined && weightRule === undefined) {
    volumeLitres = { litres: statedWeight.value * LITRES_PER_US_FLUID_OUNCE, text: `${statedWeight.text} (fluid ounces)` };
    statedWeight = null;
  }
  if (volumeLitres !== null && item !== null && volumeRule === undefined && parsed.volumes.length >= 2 && COLLECTION_NAME.test(item.name)) {
    // "skincare gift set 3 pc (cleanser 150 ml, serum 30 ml, cream 50 ml)": a set listing its pieces' capacities holds
    // them all, not one small tube of the first (0.27 kg against 0.9).
    measured = true;
    const litres = parsed.volumes.reduce((total, volume) => total + volume.litres, 0);
    const setKg = litres * SET_PIECES_KG_PER_LITRE + SET_BOX_KG;
    if (setKg > weight) {
      const side = Math.cbrt(setKg / weight);
      dims = sortTriple([dims[0] * side, dims[1] * side, dims[2] * side]);
      weight = setKg;
    }
    assumptions.push(`${parsed.volumes.map((volume) => volume.text).join(' + ')}: the ${name}'s pieces, ${roundTo(litres * 1000, 0)} ml in all, ${lb(weight)}`);
    volumeLitres = null;
  }
  if (volumeLitres !== null && item !== null) {
    measured = true;
    if (volumeRule !== undefined && volumeLitres.litres >= volumeRule.plausible[0] && volumeLitres.litres <= volumeRule.plausible[1]) {
      const scaled = sizeByRule(volumeRule, volumeLitres.litres, dims, weight);
      dims = scaled.dims;
      weight = scaled.weight;
      assumptions.push(`${volumeLitres.text}: scaled catalog ${name} (${roundTo(volumeRule.reference, 2)} L) to ${roundTo(volumeLitres.litres, 2)} L, ${lb(weight)}`);
    } else if (volumeRule !== undefined && volumeLitres.litres > volumeRule.plausible[1] && !input.hasCount) {
      // "2 gallons of water" of half-litre bottles, "6 gallons" of gallon jugs: more than one holds is a total.
      derivedQuantity = Math.max(1, Math.round(volumeLitres.litres / volumeRule.reference));
      assumptions.push(`${volumeLitres.text} of ${name}: more than one holds, read as a total, about ${derivedQuantity} × ${roundTo(volumeRule.reference, 2)} L`);
    } else if (volumeLitres.litres <= SMALL_UNIT_MAX_LITRES && (volumeRule === undefined || volumeLitres.litres < volumeRule.plausible[0]) && smallUnitOf(volumeLitres.litres).weight_kg < weight) {
      // "24 acrylic paints 12ml": a capacity far below anything the matched item holds is the size of one small
      // unit (a tube, a vial), not a paint can; the unit is sized from it so that a set of them stays small.
      const unit = smallUnitOf(volumeLitres.litres);
      smallUnit = true;
      dims = unit.dims;
      weight = unit.weight_kg;
      assumptions.push(`${volumeLitres.text}: far below a ${name}'s capacity, read as one small tube or bottle of ${volumeLitres.text}, ${describeDims(dims)}, ${lb(weight)}`);
    } else {
      assumptions.push(`${volumeLitres.text}: ${volumeRule === undefined ? `no capacity rule for ${name}` : `not a plausible capacity for a ${name}`}; ignored`);
    }
  }

  if (statedWeight !== null) {
    measured = true;
    const statedKg = statedWeight.kg;
    if (item === null || prePacked) {
      weight = statedKg;
      assumptions.push(`${statedWeight.text}: used as the ${prePacked ? "parcel's " : ''}weight`);
    } else if (statedWeight.ofContainer !== undefined && !item.name.startsWith(`${statedWeight.ofContainer} of `) && item.unitCount === 1 && !COLLECTION_NAME.test(item.name) && !input.hasCount && statedKg / weight >= CONTAINER_TOTAL_MIN_ITEMS) {
      // "10 lb box of candles": the box's weight, so about that many candles, not one 10 lb candle.
      derivedQuantity = Math.max(1, Math.round(statedKg / weight));
      assumptions.push(`${statedWeight.text} ${statedWeight.ofContainer} of ${name}: the ${statedWeight.ofContainer}'s weight, about ${derivedQuantity} × ${name} of ${lb(weight)}`);
    } else if (weightRule !== undefined && statedKg >= weightRule.plausible[0] && statedKg <= weightRule.plausible[1]) {
      const scaled = sizeByRule(weightRule, statedKg, dims, weight);
      dims = scaled.dims;
      // A stated weight of jarred or canned goods is the contents: the jar or can comes on top.
      weight = statedKg / (weightRule.netFraction ?? 1);
      weightStated = true;
      assumptions.push(`${statedWeight.text} ${name}: ${weightRule.netFraction === undefined ? 'weight set to' : 'contents; with its container'} ${lb(weight)}, size scaled to ${describeDims(dims)}`);
    } else if (!input.hasCount && !oneBigPiece && stated === null && statedKg / weight >= 4) {
      // (With stated sides the weight is that one piece's: "wooden sign 48 x 12 in, 6 lb" is one sign, not 15 banners.)
      derivedQuantity = Math.max(1, Math.round(statedKg / weight));
      assumptions.push(`${statedWeight.text} of ${name}: read as a total, about ${derivedQuantity} × ${name} of ${lb(weight)}`);
    } else {
      // Far lighter than the catalog's piece, and no size said otherwise: a smaller one ("12 oz" of what the catalog
      // holds as a 20 lb sack), scaled by the cube root of the weights (a sack a third the weight, 70 % the side).
      const ratio = statedKg / weight;
      if (ratio < SMALLER_PIECE_RATIO && stated === null && length === null && item !== null && SOLD_BY_WEIGHT.has(item.category)) {
        const side = Math.cbrt(Math.max(ratio, SMALLEST_PIECE_RATIO));
        dims = sortTriple([dims[0] * side, dims[1] * side, dims[2] * side]);
        assumptions.push(`${statedWeight.text}: used as the ${name}'s weight; a smaller one, ${describeDims(dims)}`);
      } else {
        assumptions.push(`${statedWeight.text}: used as the ${name}'s weight`);
      }
      weight = statedKg;
      weightStated = true;
    }
  }

  if (!measured && item !== null && item.labelVariants.length > 0) {
    const said = new Set([...parsed.sizeLabels, ...parsed.tokens.map((token) => token.raw)]);
    const variant = item.labelVariants.find((candidate) => candidate.labels.some((label) => said.has(label)));
    if (variant !== undefined) {
      measured = true;
      dims = variant.dims_cm;
      weight = variant.weight_kg;
      assumptions.push(`${variant.labels[0] ?? ''} ${name}: ${describeDims(dims)}, ${lb(weight)}`);
    }
  }

  const wattsRule = measured || item === null || stated !== null ? undefined : item.sizing.find((rule) => rule.basis === 'watts');
  const watts = wattsRule === undefined ? null : statedWatts(parsed);
  if (wattsRule !== undefined && watts !== null) {
    if (watts.value >= wattsRule.plausible[0] && watts.value <= wattsRule.plausible[1]) {
      measured = true;
      const scaled = sizeByRule(wattsRule, watts.value, dims, weight);
      dims = scaled.dims;
      weight = scaled.weight;
      assumptions.push(`${watts.text}: scaled catalog ${name} (${wattsRule.reference} W) to ${describeDims(dims)}, ${lb(weight)}`);
    } else {
      assumptions.push(`${watts.text} is not a plausible power for a ${name}: ignored`);
    }
  }

  for (const spec of parsed.specs) {
    // "4 person tent": a capacity counts like pieces.
    const basis = spec.word === 'key' ? 'keys' : COUNTED_SPECS.has(spec.word) ? 'pieces' : null;
    const rule = basis === null ? undefined : item?.sizing.find((candidate) => candidate.basis === basis);
    // "(1 pc)" says one of the item, not a one-piece set.
    if (rule === undefined || item === null || stated !== null || (spec.word === 'pieces' && spec.value < 2)) continue;
    if (spec.value < rule.plausible[0] || spec.value > rule.plausible[1]) {
      assumptions.push(`"${spec.text}" is not a plausible ${basis === 'keys' ? 'key count' : 'piece count'} for a ${name}: ignored`);
      continue;
    }
    measured = true;
    const scaled = sizeByRule(rule, spec.value, dims, weight);
    dims = scaled.dims;
    weight = scaled.weight;
    assumptions.push(`"${spec.text}": scaled catalog ${name} (${rule.reference} ${basis === 'keys' ? 'keys' : 'pieces'}) to ${describeDims(dims)}, ${lb(weight)}`);
    break;
  }

  const childsShoe = !measured && item !== null && item.category === 'shoes' && item.name !== KIDS_SHOES ? childsShoeSize(parsed) : null;
  if (childsShoe !== null && item !== null) {
    // "toddler Crocs clog, EU size 28": a child's pair ships in a child's shoe box (only sneakers and boots have a
    // table of their own).
    measured = true;
    const scale = CHILDS_SHOE_SCALE[childsShoe];
    dims = sortTriple(dims.map((value) => value * scale.side));
    weight *= scale.weight;
    assumptions.push(`${childsShoe}'s ${name}: ${describeDims(dims)}, ${lb(weight)}`);
  }

  if (!measured && item !== null && WORN_CATEGORIES.has(item.category) && item.form === 'soft' && parsed.tokens.some((token) => KID_WORDS.has(token.raw))) {
    // Children's clothes: smaller folded, about half the cloth.
    measured = true;
    dims = sortTriple(dims.map((value) => value * KIDS_CLOTHES_SIDE));
    weight *= KIDS_CLOTHES_WEIGHT;
    assumptions.push(`children's ${name}: ${describeDims(dims)}, ${lb(weight)}`);
  }

  if (!measured && input.sizeWordFactor !== null && item !== null && WORN_CATEGORIES.has(item.category) && item.form === 'soft') {
    // "XL", "large" on clothing is a clothing size: a little more cloth, folded to the same size.
    weight *= Math.sqrt(input.sizeWordFactor);
    assumptions.push(`size word on clothing: a clothing size, ${name} weight ×${roundTo(Math.sqrt(input.sizeWordFactor), 2)}, folded size unchanged`);
  } else if (!measured && input.sizeWordFactor !== null && item !== null) {
    const factor = input.sizeWordFactor;
    freeform = true;
    dims = sortTriple(dims.map((value) => value * factor));
    weight *= factor ** 2.5;
    assumptions.push(`size word: ${name} scaled ×${roundTo(factor, 2)} to ${describeDims(dims)}`);
  }
  return { dims, weight_kg: weight, prePacked, derivedQuantity, measured, weightStated, freeform, smallUnit };
}
