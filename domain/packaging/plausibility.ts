// The plausibility layer: after the text's numbers have resized a catalog item, the result is checked against what
// a packed item of its kind can be. Bounds are kept per category and derived from the catalog itself (module data,
// built once): the lightest and heaviest item, the shortest and longest, and the lowest and highest density (kg per
// litre of retail-packed volume), each widened by a margin so that real outliers pass. Each item also keeps to a
// band around its own catalog values unless the text stated its weight. A value outside is pulled to the nearest
// bound, the confidence drops and the assumptions say so: a wrong reading of a number must never ship as an
// absurd parcel with high confidence.
import type { Triple } from './boxes.ts';
import { ITEM_CATALOG } from './catalog/index.ts';
import type { CatalogItem, ItemCategory } from './types.ts';
import { roundTo } from '../units/index.ts';

export interface CategoryBounds {
  weight_kg: readonly [number, number];
  longest_cm: readonly [number, number];
  /** kg per litre of the item's retail-packed box. */
  density: readonly [number, number];
}

/** How far beyond the catalog's own extremes a category reaches before a value is implausible. */
const WEIGHT_MARGIN = 2;
const LENGTH_MARGIN = 1.5;
const DENSITY_MARGIN = 2;
/**
 * A derived (not stated) weight stays within this factor of the matched item's catalog range (the item and its
 * variants); the longest side likewise.
 */
const ITEM_WEIGHT_FACTOR = 3;
const ITEM_LENGTH_FACTOR = 2.5;

const volumeLitres = (dims: Triple): number => (dims[0] * dims[1] * dims[2]) / 1000;

interface Extremes { weight: [number, number]; longest: [number, number]; density: [number, number] }

/** The item and every variant of it (size tables, named sizes): what the catalog itself says it can be. */
function extremesOf(item: CatalogItem): Extremes {
  const forms = [{ dims_cm: item.dims_cm, weight_kg: item.weight_kg }, ...item.labelVariants, ...item.sizing.flatMap((rule) => rule.variants ?? [])];
  const extremes: Extremes = { weight: [Infinity, 0], longest: [Infinity, 0], density: [Infinity, 0] };
  for (const form of forms) {
    const density = form.weight_kg / volumeLitres(form.dims_cm);
    extremes.weight = [Math.min(extremes.weight[0], form.weight_kg), Math.max(extremes.weight[1], form.weight_kg)];
    extremes.longest = [Math.min(extremes.longest[0], form.dims_cm[0]), Math.max(extremes.longest[1], form.dims_cm[0])];
    extremes.density = [Math.min(extremes.density[0], density), Math.max(extremes.density[1], density)];
  }
  return extremes;
}

const ITEM_EXTREMES = new Map<CatalogItem, Extremes>(ITEM_CATALOG.map((item) => [item, extremesOf(item)]));

function buildBounds(catalog: readonly CatalogItem[]): ReadonlyMap<ItemCategory, CategoryBounds> {
  const raw = new Map<ItemCategory, Extremes>();
  for (const item of catalog) {
    if (item.form === 'roll') continue; // a roll's catalog dims are its flat sheet, not a packed volume
    const own = ITEM_EXTREMES.get(item) ?? extremesOf(item);
    const entry = raw.get(item.category);
    if (entry === undefined) {
      raw.set(item.category, { weight: [...own.weight], longest: [...own.longest], density: [...own.density] });
      continue;
    }
    entry.weight = [Math.min(entry.weight[0], own.weight[0]), Math.max(entry.weight[1], own.weight[1])];
    entry.longest = [Math.min(entry.longest[0], own.longest[0]), Math.max(entry.longest[1], own.longest[1])];
    entry.density = [Math.min(entry.density[0], own.density[0]), Math.max(entry.density[1], own.density[1])];
  }
  const bounds = new Map<ItemCategory, CategoryBounds>();
  for (const [category, entry] of raw) {
    bounds.set(category, {
      weight_kg: [entry.weight[0] / WEIGHT_MARGIN, entry.weight[1] * WEIGHT_MARGIN],
      longest_cm: [entry.longest[0] / LENGTH_MARGIN, entry.longest[1] * LENGTH_MARGIN],
      density: [entry.density[0] / DENSITY_MARGIN, entry.density[1] * DENSITY_MARGIN],
    });
  }
  return bounds;
}

export const CATEGORY_BOUNDS: ReadonlyMap<ItemCategory, CategoryBounds> = buildBounds(ITEM_CATALOG);

export interface PlausibleItem {
  dims: Triple;
  weight_kg: number;
  /** True when a value was pulled back. */
  pulled: boolean;
}

const clamp = (value: number, low: number, high: number): number => Math.min(high, Math.max(low, value));
const scaleDims = (dims: Triple, factor: number): Triple => [dims[0] * factor, dims[1] * factor, dims[2] * factor];
const describe = (dims: Triple, weight: number): string => `${dims.map((side) => roundTo(side, 0)).join(' x ')} cm, ${roundTo(weight, 2)} kg`;

/**
 * One sized item (before packing, so a larger quantity can never pack smaller) checked against its category and
 * its catalog entry. `weightStated`: the text gave the weight of one item, which is then trusted over the size.
 * `freeform`: the size did not come from one of the item's rules (see SizedItem.freeform).
 */
export function checkPlausibility(item: CatalogItem, dims: Triple, weight_kg: number, weightStated: boolean, assumptions: string[], freeform = true): PlausibleItem {
  if (item.form === 'roll') return { dims, weight_kg, pulled: false };
  const bounds = CATEGORY_BOUNDS.get(item.category);
  if (bounds === undefined) return { dims, weight_kg, pulled: false };
  const reasons: string[] = [];
  let nextDims = dims;
  let weight = weight_kg;

  // A size read off the item's own rules stays within their plausible ranges; only freeform changes get the
  // tighter band around the catalog item.
  const own = freeform ? (ITEM_EXTREMES.get(item) ?? extremesOf(item)) : { weight: [0, Infinity], longest: [0, Infinity] };
  const longestLow = Math.max(bounds.longest_cm[0], own.longest[0] / ITEM_LENGTH_FACTOR);
  const longestHigh = Math.min(bounds.longest_cm[1], own.longest[1] * ITEM_LENGTH_FACTOR);
  if (nextDims[0] < longestLow || nextDims[0] > longestHigh) {
    const factor = clamp(nextDims[0], longestLow, longestHigh) / nextDims[0];
    nextDims = scaleDims(nextDims, factor);
    if (!weightStated) weight *= factor ** 2;
    reasons.push(`longest side outside ${roundTo(longestLow, 0)}-${roundTo(longestHigh, 0)} cm`);
  }
  if (!weightStated) {
    const low = Math.max(bounds.weight_kg[0], own.weight[0] / ITEM_WEIGHT_FACTOR);
    const high = Math.min(bounds.weight_kg[1], own.weight[1] * ITEM_WEIGHT_FACTOR);
    if (weight < low || weight > high) {
      weight = clamp(weight, low, high);
      reasons.push(`weight outside ${roundTo(low, 2)}-${roundTo(high, 1)} kg`);
    }
  }
  const density = weight / volumeLitres(nextDims);
  const [densityLow, densityHigh] = bounds.density;
  if (density < densityLow || density > densityHigh) {
    const target = clamp(density, densityLow, densityHigh);
    // A stated weight is trusted: the box grows or shrinks around it. Otherwise the weight follows the box.
    if (weightStated) nextDims = scaleDims(nextDims, Math.cbrt(density / target));
    else weight = target * volumeLitres(nextDims);
    reasons.push(`density ${roundTo(density, 2)} kg/L outside ${roundTo(densityLow, 2)}-${roundTo(densityHigh, 2)} for ${item.category}`);
  }
  if (reasons.length === 0) return { dims, weight_kg, pulled: false };
  assumptions.push(`plausibility: ${describe(dims, weight_kg)} is not a plausible ${item.name} (${reasons.join('; ')}); pulled to ${describe(nextDims, weight)}`);
  return { dims: nextDims, weight_kg: weight, pulled: true };
}

/** The heaviest parcel-sized (not freight, not rolled) catalog item of each category, variants included. */
function heaviestParcelItems(catalog: readonly CatalogItem[]): ReadonlyMap<ItemCategory, number> {
  const heaviest = new Map<ItemCategory, number>();
  for (const item of catalog) {
    if (item.freight || item.form === 'roll') continue;
    const own = ITEM_EXTREMES.get(item) ?? extremesOf(item);
    heaviest.set(item.category, Math.max(heaviest.get(item.category) ?? 0, own.weight[1]));
  }
  return heaviest;
}
const HEAVIEST_PARCEL_ITEM = heaviestParcelItems(ITEM_CATALOG);
/**
 * A retail set or pack of more than SET_SMALL_COUNT always fits this: 50 kg, or 1.5x the heaviest parcel-sized item
 * of its category. Small sets of heavy things are real ("set of 4 tires", "set of 2 50 lb dumbbells").
 */
const SET_FLOOR_KG = 50;
const SET_SMALL_COUNT = 4;
const SET_CATEGORY_FACTOR = 1.5;

/**
 * The absurdity guard on the whole parcel: a retail set or pack ("set of 24 …", "12 pack …") is one thing a shop
 * sells, so it never weighs more than the heaviest parcel-sized item of its category (with a margin) or 50 kg.
 * When N units would, the matched unit is too big for what is in the set (a house-paint can for an art tube): the
 * count is capped, and the caller lowers the confidence. Returns the capped count, or null when N is plausible.
 */
export function capRetailSet(item: CatalogItem, count: number, unitPackedKg: number, totalKg: number, assumptions: string[]): number | null {
  const capKg = Math.max(SET_FLOOR_KG, SET_CATEGORY_FACTOR * (HEAVIEST_PARCEL_ITEM.get(item.category) ?? 0));
  if (totalKg <= capKg || count <= SET_SMALL_COUNT) return null;
  const capped = Math.max(1, Math.min(count - 1, Math.floor(capKg / Math.max(unitPackedKg, 1e-6))));
  assumptions.push(`plausibility: a set or pack of ${count} ${item.name} would weigh ${roundTo(totalKg, 1)} kg, more than any ${item.category} parcel (${roundTo(capKg, 0)} kg); the ${item.name} is probably bigger than one piece of the set: estimated as ${capped}, low confidence`);
  return capped;
}
