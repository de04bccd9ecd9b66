// Unit conversions. Exact factors (NIST): 1 in = 2.54 cm, 1 lb = 0.45359237 kg.
export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;

export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
export const cmToInches = (cm: number): number => cm / CM_PER_INCH;
export const poundsToKg = (pounds: number): number => pounds * KG_PER_POUND;
export const kgToPounds = (kg: number): number => kg / KG_PER_POUND;
export const ouncesToKg = (ounces: number): number => poundsToKg(ounces / 16);
export const gramsToKg = (grams: number): number => grams / 1000;

/** Round to a fixed number of decimals without binary drift showing up in answers (2.675 → 2.68). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

export type LengthUnit = 'cm' | 'mm' | 'm' | 'in' | 'ft';
export type WeightUnit = 'kg' | 'g' | 'lb' | 'oz';

const CM_PER: Record<LengthUnit, number> = { cm: 1, mm: 0.1, m: 100, in: CM_PER_INCH, ft: CM_PER_INCH * 12 };
const KG_PER: Record<WeightUnit, number> = { kg: 1, g: 0.001, lb: KG_PER_POUND, oz: KG_PER_POUND / 16 };

export const lengthToCm = (value: number, unit: LengthUnit): number => value * CM_PER[unit];
export const weightToKg = (value: number, unit: WeightUnit): number => value * KG_PER[unit];
