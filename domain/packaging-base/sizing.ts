// Applies what the text states about the item's size to the catalog item: dimensions ("24x36"), a single length
// ("12 inch", "65 inch"), a capacity ("6 qt", "2 liter"), a weight ("30 lb") or a size word ("large"). Every change
// is written into the assumptions, because an agent has to be able to see why a number moved.
import type { Triple } from './boxes.ts';
import type { ParsedQuery, StatedLength } from './parse.ts';
import type { CatalogItem, SizingRule } from './types.ts';
import type { LengthUnit } from '../units/index.ts';
import { cmToInches, kgToPounds, lengthToCm, roundTo } from '../units/index.ts';
import { LITRES_PER_US_FLUID_OUNCE } from './catalog/define.ts';

export interface SizedItem {
  dims: Triple;
  weight_kg: number;
  /** The text gave the packed box itself ("box 16x12x10 in"): no further packing. */
  prePacked: boolean;
  /** "20 lb of books": the weight is a total, so it sets the count. */
  derivedQuantity: number | null;
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
  const [e0, e1, e2] = rule.dimensionExponents;
  return { dims: sortTriple([dims[0] * ratio ** e0, dims[1] * ratio ** e1, dims[2] * ratio ** e2]), weight: weight * ratio ** rule.weightExponent };
}

const GENERIC_DENSITY_KG_PER_CM3 = 0.9 / (30.5 * 25.4 * 20.3);

export function applyStatedMeasures(input: SizingInput, assumptions: string[]): SizedItem {
  const { item, parsed } = input;
  let dims: Triple = item?.dims_cm ?? input.fallback.dims;
  let weight = item?.weight_kg ?? input.fallback.weight_kg;
  let prePacked = false;
  let derivedQuantity: number | null = null;
  const name = item?.name ?? 'item';
  const itemWeightPerVolume = weight / (dims[0] * dims[1] * dims[2]);
  let measured = false;

  const stated = parsed.dimensions;
  if (stated !== null) {
    measured = true;
    const defaultUnit = item?.unitlessDimensionUnit ?? 'in';
    if (stated.units.some((unit) => unit === null)) {
      const why = defaultUnit === 'ft' ? ` (usual for ${name}s)` : item?.category === 'art' ? ' (usual for US prints and posters)' : ' (US default)';
      assumptions.push(`"${stated.text}" has no unit: read as ${UNIT_LABEL[defaultUnit]}${why}`);
    }
    const values = stated.values.map((value, index) => lengthToCm(value, stated.units[index] ?? defaultUnit));
    if (values.length >= 3) {
      const given = sortTriple(values);
      if (item === null || parsed.mentionsContainer) {
        prePacked = true;
        dims = given;
        weight = (item === null ? GENERIC_DENSITY_KG_PER_CM3 : itemWeightPerVolume) * given[0] * given[1] * given[2];
        assumptions.push(`${stated.text}: taken as the packed box, ${describeDims(given)}`);
      } else {
        const ratio = clamp((given[0] * given[1] * given[2]) / (dims[0] * dims[1] * dims[2]), 0.05, 20);
        dims = given;
        weight *= ratio;
        assumptions.push(`${stated.text}: used as the ${name}'s size; weight scaled with volume to ${lb(weight)}`);
      }
    } else {
      const sheet = sortTriple(values.concat(0)).slice(0, 2) as [number, number];
      const areaRatio = (sheet[0] * sheet[1]) / (dims[0] * dims[1]);
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

  const length: StatedLength | null = parsed.lengths[0] ?? (input.bareSizeInches !== null ? { value: input.bareSizeInches, unit: 'in', cm: lengthToCm(input.bareSizeInches, 'in'), text: `${input.bareSizeInches}` } : null);
  if (stated === null && length !== null && item !== null) {
    measured = true;
    const rule = item.sizing.find((candidate) => candidate.basis === 'length');
    if (rule !== undefined) {
      if (length.cm >= rule.plausible[0] && length.cm <= rule.plausible[1]) {
        const scaled = scaleBy(rule, length.cm / rule.reference, dims, weight);
        dims = scaled.dims;
        weight = scaled.weight;
        assumptions.push(`${length.text}${length.text === `${length.value}` ? ' (read as inches)' : ''} ${name}: scaled catalog ${name} (${roundTo(cmToInches(rule.reference), 1)} in) to ${roundTo(cmToInches(length.cm), 1)} in, ${lb(weight)}`);
      } else {
        assumptions.push(`${length.text} is not a plausible size for a ${name}: ignored`);
      }
    } else {
      const ratio = length.cm / dims[0];
      // Far off the item's size, the number is some other attribute ("6 inch work boots" is a boot height).
      if (ratio >= 0.5 && ratio <= 2) {
        dims = sortTriple([dims[0] * ratio, dims[1] * ratio ** 0.6, dims[2] * ratio ** 0.6]);
        weight *= ratio ** 1.6;
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
  if (volumeLitres !== null && item !== null) {
    measured = true;
    if (volumeRule !== undefined && volumeLitres.litres >= volumeRule.plausible[0] && volumeLitres.litres <= volumeRule.plausible[1]) {
      const scaled = scaleBy(volumeRule, volumeLitres.litres / volumeRule.reference, dims, weight);
      dims = scaled.dims;
      weight = scaled.weight;
      assumptions.push(`${volumeLitres.text}: scaled catalog ${name} (${roundTo(volumeRule.reference, 2)} L) to ${roundTo(volumeLitres.litres, 2)} L, ${lb(weight)}`);
    } else {
      assumptions.push(`${volumeLitres.text}: no capacity rule for ${name}; ignored`);
    }
  }

  if (statedWeight !== null) {
    measured = true;
    const statedKg = statedWeight.kg;
    if (item === null || prePacked) {
      weight = statedKg;
      assumptions.push(`${statedWeight.text}: used as the weight`);
    } else if (weightRule !== undefined && statedKg >= weightRule.plausible[0] && statedKg <= weightRule.plausible[1]) {
      const scaled = scaleBy(weightRule, statedKg / weightRule.reference, dims, weight);
      dims = scaled.dims;
      weight = statedKg;
      assumptions.push(`${statedWeight.text} ${name}: weight set to ${lb(statedKg)}, size scaled to ${describeDims(dims)}`);
    } else if (!input.hasCount && statedKg / weight >= 4) {
      derivedQuantity = Math.max(1, Math.round(statedKg / weight));
      assumptions.push(`${statedWeight.text} of ${name}: read as a total, about ${derivedQuantity} × ${name} of ${lb(weight)}`);
    } else {
      weight = statedKg;
      assumptions.push(`${statedWeight.text}: used as the ${name}'s weight`);
    }
  }

  if (!measured && input.sizeWordFactor !== null && item !== null) {
    const factor = input.sizeWordFactor;
    dims = sortTriple(dims.map((value) => value * factor));
    weight *= factor ** 2.5;
    assumptions.push(`size word: ${name} scaled ×${roundTo(factor, 2)} to ${describeDims(dims)}`);
  }
  return { dims, weight_kg: weight, prePacked, derivedQuantity };
}
