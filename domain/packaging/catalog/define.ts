// Authoring helpers for the catalog files: each item is one readable line, and the helpers fill defaults and
// convert the units catalog authors think in (inches for screens and pans, quarts for cookers).
import { lengthToCm } from '../../units/index.ts';
import type { RestrictedFlag } from '../restricted.ts';
import type { CatalogItem, ItemCategory, ItemForm, LabelVariant, SizeVariant, SizingRule } from '../types.ts';
import type { LengthUnit } from '../../units/index.ts';

export const LITRES_PER_US_QUART = 0.946352946;
export const LITRES_PER_US_GALLON = 3.785411784;
export const LITRES_PER_US_FLUID_OUNCE = 0.0295735295625;
export const LITRES_PER_CUBIC_FOOT = 28.316846592;

export interface ItemOptions {
  aliases?: readonly string[];
  brands?: readonly string[];
  fragile?: boolean;
  restricted?: readonly RestrictedFlag[];
  freight?: boolean;
  form?: ItemForm;
  sizing?: readonly (SizingRule | 'by-weight')[];
  unit?: LengthUnit;
  pair?: boolean;
  /** With pair: a count of the item counts its halves ("2 crutches" is one pair). */
  countedInPieces?: boolean;
  unitCount?: number;
  /** Ships knocked down or in sections: the typical assembled height (cm) the catalog's box holds. */
  assembledHeightCm?: number;
  /** Ships flat-packed: the typical assembled sides (cm) of the piece the catalog's carton holds. */
  flatPackAssembledCm?: readonly [number, number, number];
  /** A bare plural of the name, with no count, is a set of this many ("curtains": a pair of panels). */
  pluralSet?: number;
  /** With unitCount: a smaller retail pack and its pieces ("sleeve", 3 golf balls). */
  subPack?: { word: string; pieces: number };
  labels?: readonly LabelVariant[];
  /** Tapered goods that nest: the share of one's height each further one adds to a stack of them. */
  nestStep?: number;
  /** For 'by-weight' items: the share of the item's weight that is contents ("14 oz candle" is 14 oz of wax in a jar). */
  netFraction?: number;
  /** Source or stated basis; the catalog file's default when omitted (see withBasis). */
  basis?: string;
}

/** A weight rule whose reference is the item's own weight: bags of food, soil, dumbbells. */
function weightRule(weight_kg: number, netFraction = 1): SizingRule {
  const net = weight_kg * netFraction;
  return { basis: 'weight', reference: net, dimensionExponents: [1 / 3, 1 / 3, 1 / 3], weightExponent: 1, plausible: [net / 20, net * 20], ...(netFraction !== 1 ? { netFraction } : {}) };
}

export function item(
  name: string,
  category: ItemCategory,
  dims_cm: readonly [number, number, number],
  weight_kg: number,
  options: ItemOptions = {},
): CatalogItem {
  const sorted = [...dims_cm].sort((a, b) => b - a);
  return {
    name,
    category,
    aliases: options.aliases ?? [],
    brands: options.brands ?? [],
    dims_cm: [sorted[0] ?? 0, sorted[1] ?? 0, sorted[2] ?? 0],
    weight_kg,
    fragile: options.fragile ?? false,
    restricted: options.restricted ?? [],
    freight: options.freight ?? false,
    form: options.form ?? 'box',
    sizing: (options.sizing ?? []).map((rule) => (rule === 'by-weight' ? weightRule(weight_kg, options.netFraction) : rule)),
    unitlessDimensionUnit: options.unit ?? 'in',
    pairIsOneUnit: options.pair ?? false,
    pairOfCountedPieces: (options.pair ?? false) && (options.countedInPieces ?? false),
    unitCount: options.unitCount ?? 1,
    pluralSet: options.pluralSet ?? 1,
    subPack: options.subPack ?? null,
    assembledHeightCm: options.assembledHeightCm ?? null,
    flatPackAssembledCm: options.flatPackAssembledCm === undefined ? null : sortedDims(...options.flatPackAssembledCm),
    labelVariants: options.labels ?? [],
    basis: options.basis ?? '',
    ...(options.nestStep !== undefined ? { nestStep: options.nestStep } : {}),
  };
}

/** Gives every item of a catalog file without its own basis the file's stated basis. */
export function withBasis(items: readonly CatalogItem[], basis: string): CatalogItem[] {
  return items.map((entry) => (entry.basis === '' ? { ...entry, basis } : entry));
}

const sortedDims = (a: number, b: number, c: number): readonly [number, number, number] => {
  const s = [a, b, c].sort((x, y) => y - x);
  return [s[0] ?? 0, s[1] ?? 0, s[2] ?? 0];
};

/** Size variants from US listing rows [value, l, w, h (in), lb]; `toReference` converts the value to the rule's unit. */
export function variantsInLb(rows: readonly (readonly [number, number, number, number, number])[], toReference: (value: number) => number = (value) => value): SizeVariant[] {
  return rows.map(([value, l, w, h, lb]) => ({ value: toReference(value), dims_cm: sortedDims(inches(l), inches(w), inches(h)), weight_kg: lb * 0.45359237 }));
}

/** Size variants from metric rows [value, l, w, h (cm), kg]. */
export function variantsMetric(rows: readonly (readonly [number, number, number, number, number])[], toReference: (value: number) => number = (value) => value): SizeVariant[] {
  return rows.map(([value, l, w, h, kg]) => ({ value: toReference(value), dims_cm: sortedDims(l, w, h), weight_kg: kg }));
}

/** Named variants from rows [labels, l, w, h (in), lb]. */
export function labelsInLb(rows: readonly (readonly [readonly string[], number, number, number, number])[]): LabelVariant[] {
  return rows.map(([labels, l, w, h, lb]) => ({ labels, dims_cm: sortedDims(inches(l), inches(w), inches(h)), weight_kg: lb * 0.45359237 }));
}

/** Key count: 88 keys is a full keyboard; fewer keys shorten it and lighten it. */
export function keyCount(reference: number, variants?: readonly SizeVariant[]): SizingRule {
  return { basis: 'keys', reference, dimensionExponents: [1, 0.5, 0.5], weightExponent: 1.5, plausible: [25, 88], ...(variants !== undefined ? { variants } : {}) };
}

/** Piece count (construction sets, puzzles): the box grows slowly, the weight about with the pieces. */
export function pieceCount(reference: number, plausible: readonly [number, number], variants?: readonly SizeVariant[]): SizingRule {
  return { basis: 'pieces', reference, dimensionExponents: [0.3, 0.3, 0.3], weightExponent: 0.85, plausible, ...(variants !== undefined ? { variants } : {}) };
}

/**
 * An amplifier's rated power: more watts take a bigger transformer, cabinet and speakers, so the box and the weight
 * grow with it, slowly (a 10 W practice combo is about 4 kg, a 100 W one about 15 kg).
 */
export function powerWatts(reference: number, plausible: readonly [number, number], weightExponent: number): SizingRule {
  const side = weightExponent / 3;
  return { basis: 'watts', reference, dimensionExponents: [side, side, side], weightExponent, plausible };
}

/** Adds a table of variants to a rule. */
export function withVariants(rule: SizingRule, variants: readonly SizeVariant[]): SizingRule {
  return { ...rule, variants };
}

/** Screens: the diagonal scales box length and height, depth a little, weight about with area. */
export function diagonalInches(reference: number, plausible: readonly [number, number], weightExponent = 1.8): SizingRule {
  return { basis: 'length', reference: lengthToCm(reference, 'in'), dimensionExponents: [1, 1, 0.5], weightExponent, plausible: [lengthToCm(plausible[0], 'in'), lengthToCm(plausible[1], 'in')] };
}

/** Pans, pizza stones, round things: diameter scales the footprint, depth a little, weight with area. */
export function diameterInches(reference: number, plausible: readonly [number, number], weightExponent = 2): SizingRule {
  return { basis: 'length', reference: lengthToCm(reference, 'in'), dimensionExponents: [1, 1, 0.5], weightExponent, plausible: [lengthToCm(plausible[0], 'in'), lengthToCm(plausible[1], 'in')], round: true };
}

/** Long things (ladders, crates, mirrors by height): the stated length is the longest side. */
export function lengthInches(
  reference: number,
  plausible: readonly [number, number],
  dimensionExponents: readonly [number, number, number] = [1, 0.6, 0.6],
  weightExponent = 1.6,
): SizingRule {
  return { basis: 'length', reference: lengthToCm(reference, 'in'), dimensionExponents, weightExponent, plausible: [lengthToCm(plausible[0], 'in'), lengthToCm(plausible[1], 'in')] };
}

/** Containers and appliances sized by capacity: all sides grow with the cube root, weight a bit slower than volume. */
export function capacityLitres(reference: number, plausible: readonly [number, number], weightExponent = 0.75): SizingRule {
  return { basis: 'volume', reference, dimensionExponents: [1 / 3, 1 / 3, 1 / 3], weightExponent, plausible };
}

/** Bottles and jugs: smaller ones are mostly shorter, larger ones mostly wider (a 3 L tin, a gallon jug, a handle). */
export function bottleLitres(reference: number, plausible: readonly [number, number], weightExponent = 1): SizingRule {
  return { ...capacityLitres(reference, plausible, weightExponent), dimensionExponents: [0.45, 0.28, 0.27], growthExponents: [0.15, 0.45, 0.4] };
}

export const quarts = (value: number): number => value * LITRES_PER_US_QUART;
export const gallons = (value: number): number => value * LITRES_PER_US_GALLON;
export const fluidOunces = (value: number): number => value * LITRES_PER_US_FLUID_OUNCE;
export const cubicFeet = (value: number): number => value * LITRES_PER_CUBIC_FOOT;
/** Inches to cm, for catalog lines copied from US listings. */
export const inches = (value: number): number => lengthToCm(value, 'in');
