// Authoring helpers for the catalog files: each item is one readable line, and the helpers fill defaults and
// convert the units catalog authors think in (inches for screens and pans, quarts for cookers).
import { lengthToCm } from '../../units/index.ts';
import type { RestrictedFlag } from '../restricted.ts';
import type { CatalogItem, ItemCategory, ItemForm, SizingRule } from '../types.ts';
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
  unitCount?: number;
}

/** A weight rule whose reference is the item's own weight: bags of food, soil, dumbbells. */
function weightRule(weight_kg: number): SizingRule {
  return { basis: 'weight', reference: weight_kg, dimensionExponents: [1 / 3, 1 / 3, 1 / 3], weightExponent: 1, plausible: [weight_kg / 20, weight_kg * 20] };
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
    sizing: (options.sizing ?? []).map((rule) => (rule === 'by-weight' ? weightRule(weight_kg) : rule)),
    unitlessDimensionUnit: options.unit ?? 'in',
    pairIsOneUnit: options.pair ?? false,
    unitCount: options.unitCount ?? 1,
  };
}

/** Screens: the diagonal scales box length and height, depth a little, weight about with area. */
export function diagonalInches(reference: number, plausible: readonly [number, number], weightExponent = 1.8): SizingRule {
  return { basis: 'length', reference: lengthToCm(reference, 'in'), dimensionExponents: [1, 1, 0.5], weightExponent, plausible: [lengthToCm(plausible[0], 'in'), lengthToCm(plausible[1], 'in')] };
}

/** Pans, pizza stones, round things: diameter scales the footprint, depth a little, weight with area. */
export function diameterInches(reference: number, plausible: readonly [number, number], weightExponent = 2): SizingRule {
  return { basis: 'length', reference: lengthToCm(reference, 'in'), dimensionExponents: [1, 1, 0.5], weightExponent, plausible: [lengthToCm(plausible[0], 'in'), lengthToCm(plausible[1], 'in')] };
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

export const quarts = (value: number): number => value * LITRES_PER_US_QUART;
export const gallons = (value: number): number => value * LITRES_PER_US_GALLON;
export const fluidOunces = (value: number): number => value * LITRES_PER_US_FLUID_OUNCE;
export const cubicFeet = (value: number): number => value * LITRES_PER_CUBIC_FOOT;
/** Inches to cm, for catalog lines copied from US listings. */
export const inches = (value: number): number => lengthToCm(value, 'in');
