// Spec numbers of trade goods that are neither box dimensions nor counts (issue 15, round five): nominal lumber
// sizes ("2x4x8"), a cross-section before a length ("3/8 x 50 ft" hose), metric thread sizes ("M8 x 40" bolts) and
// battery ratings ("12V 7Ah"). Each turns into what it says about the parcel: a length, a weight of contents.
import type { LengthUnit } from '../units/index.ts';

/** Nominal lumber thickness and width (inches) as sold: 1x6, 2x4, 4x4, 2x12. */
const NOMINAL_THICKNESS = new Set([1, 2, 4, 6]);
const NOMINAL_WIDTH = new Set([2, 3, 4, 6, 8, 10, 12]);
/** Words that say a nominal size is lumber ("2x6 joist hangers" fit lumber of that size). */
export const LUMBER_WORDS = /\b(?:lumber|stud|studs|board|boards|post|posts|joist|joists|beam|beams|plank|planks|timber|cedar|pine|fir|spf|treated|hanger|hangers|picket|pickets|rafter|rafters|decking|framing)\b/;
/** Kiln-dried softwood, roughly: SPF 0.42, treated pine wetter; g/cm³. */
const LUMBER_DENSITY_G_CM3 = 0.5;
const CM3_PER_CUBIC_INCH = 16.387064;

/** Actual dressed size of a nominal dimension: a 2 is 1.5 in, a 6 is 5.5 in, an 8 is 7.25 in, a 1 is 0.75 in. */
const dressedInches = (nominal: number): number => (nominal <= 1 ? 0.75 : nominal <= 6 ? nominal - 0.5 : nominal - 0.75);

export interface NominalLumber {
  /** Length in feet when the third number gave it ("2x4x8"). */
  lengthFt: number | null;
  /** Wood weight of one piece of that length (kg), when the length is known. */
  weightKg: number | null;
}

/**
 * "2x4x8", "2x4", "1x6 … 6 ft": unitless nominal lumber. Two numbers count only beside a lumber word; three (the
 * last a length in feet, 4-20) also stand alone unless the text speaks of a box.
 */
export function nominalLumber(values: readonly number[], rawUnits: readonly (LengthUnit | null)[], normalized: string, mentionsContainer: boolean): NominalLumber | null {
  if (rawUnits.some((unit) => unit !== null) || values.length < 2) return null;
  const [thickness = 0, width = 0, length] = values;
  const nominal = NOMINAL_THICKNESS.has(Math.min(thickness, width)) && NOMINAL_WIDTH.has(Math.max(thickness, width));
  if (!nominal) return null;
  const lumberWord = LUMBER_WORDS.test(normalized);
  if (length === undefined) return lumberWord ? { lengthFt: null, weightKg: null } : null;
  if (!Number.isInteger(length) || length < 4 || length > 20 || (!lumberWord && mentionsContainer)) return null;
  return { lengthFt: length, weightKg: lumberWeightKg(thickness, width, length) };
}

export function lumberWeightKg(thickness: number, width: number, lengthFt: number): number {
  const cubicInches = dressedInches(thickness) * dressedInches(width) * lengthFt * 12;
  return (cubicInches * CM3_PER_CUBIC_INCH * LUMBER_DENSITY_G_CM3) / 1000;
}

/**
 * "3/8 x 50 ft" (a hose's bore), "1 inch x 15 ft" (a strap's width): a small cross-section, then a length in feet or
 * metres. The first number is not a side of the parcel; the second is how much there is.
 */
export function crossSectionThenLength(values: readonly number[], rawUnits: readonly (LengthUnit | null)[]): boolean {
  if (values.length !== 2) return false;
  const [first = 0] = values;
  const [firstUnit, secondUnit] = rawUnits;
  const long = secondUnit === 'ft' || secondUnit === 'm';
  return long && (firstUnit === 'in' || firstUnit === 'mm' || (firstUnit === null && first < 1));
}

/** A metric thread ("m8", "m3", "m2.5") and, after "x", its length in mm. */
export interface ThreadSize { diameterMm: number; lengthMm: number | null; text: string }
export const THREAD_TOKEN = /^m(\d{1,2}(?:\.\d)?)$/;
/** Words that make a bare "m6" a thread size ("m6 bolts"), not a model ("milwaukee m18"). */
export const FASTENER_WORDS = new Set(['bolt', 'bolts', 'screw', 'screws', 'nut', 'nuts', 'washer', 'washers', 'standoff', 'standoffs', 'socket', 'cap', 'hex', 'threaded', 'rod', 'stud', 'insert', 'inserts', 'set', 'countersunk', 'flat', 'button', 'head', 'stainless', 'zinc', 'steel', 'nylon', 'lock', 'wing', 'carriage', 'machine', 'eye', 'anchor', 'anchors']);
const STEEL_KG_PER_MM3 = 7.85e-6;
/** Nouns after which "3/8 x 3" is a fastener's diameter and length in inches. */
const FASTENER_NOUNS = /\b(?:bolts?|screws?|anchors?|lags?|studs?)\b/;

/** "3/8 x 3 anchors", "1/2 x 6 lag bolts": an inch diameter below one inch, then a length in inches (at most 12). */
export function inchFastenerSize(values: readonly number[], rawUnits: readonly (LengthUnit | null)[], normalized: string): ThreadSize | null {
  if (values.length !== 2 || rawUnits[0] !== null || (rawUnits[1] !== null && rawUnits[1] !== 'in')) return null;
  const [diameter = 0, length = 0] = values;
  if (!(diameter > 0 && diameter < 1 && length > 0 && length <= 12) || !FASTENER_NOUNS.test(normalized)) return null;
  return { diameterMm: diameter * 25.4, lengthMm: length * 25.4, text: `${diameter} x ${length} in` };
}

/**
 * "deck screws 4.5 x 60 mm", "wood screws 5 x 80mm": a screw's gauge and length in mm (gauge 2-12 mm, the length at
 * least twice it), not the sides of its box (it had shrunk the box to 6 x 3 x 0 cm).
 */
export function metricFastenerSize(values: readonly number[], rawUnits: readonly (LengthUnit | null)[], normalized: string): ThreadSize | null {
  if (values.length !== 2 || rawUnits[1] !== 'mm' || (rawUnits[0] !== null && rawUnits[0] !== 'mm')) return null;
  const [diameter = 0, length = 0] = values;
  if (!(diameter >= 2 && diameter <= 12 && length >= 2 * diameter && length <= 400) || !FASTENER_NOUNS.test(normalized)) return null;
  return { diameterMm: diameter, lengthMm: length, text: `${diameter} x ${length} mm` };
}

/** How a fastener of a thread size is shaped: a screw or bolt (a shank), a hex nut or a flat washer. */
export type FastenerShape = 'shank' | 'nut' | 'washer';
/**
 * Steel in one fastener. A screw or bolt: the shank, plus about one diameter of head; with no length, three
 * diameters. A hex nut: 1.6 diameters across flats, 0.8 high, less the hole (an M4 nut ~0.6 g, a 1/2 in nut ~18 g).
 * A flat washer: 2.1 diameters across, a 1.05 hole, 0.18 thick (an M5 washer ~0.5 g, a 1/2 in SAE washer ~7.5 g).
 */
export function fastenerPieceKg(thread: ThreadSize, shape: FastenerShape = 'shank'): number {
  const d = thread.diameterMm;
  if (shape === 'nut') return ((Math.sqrt(3) / 2) * (1.6 * d) ** 2 - (Math.PI / 4) * d ** 2) * 0.8 * d * STEEL_KG_PER_MM3;
  if (shape === 'washer') return (Math.PI / 4) * ((2.1 * d) ** 2 - (1.05 * d) ** 2) * 0.18 * d * STEEL_KG_PER_MM3;
  const shank = thread.lengthMm ?? d * 3;
  return (Math.PI / 4) * d ** 2 * (shank + d) * STEEL_KG_PER_MM3;
}

/** Nouns of fastener pieces: a fraction of an inch before one ("1/4 inch bolts", "1/2 in washers") is its thread size. */
export const FASTENER_PIECE_NOUNS = new Set(['bolt', 'bolts', 'screw', 'screws', 'nut', 'nuts', 'washer', 'washers', 'rivet', 'rivets', 'lag', 'lags', 'anchor', 'anchors']);

interface BatteryChemistry { kgPerWh: number; defaultVolts: number }
/**
 * Battery energy (Wh) to cell weight (kg) by chemistry: sealed lead acid ~40 Wh/kg (12 V 7 Ah is 2.1 kg), LiFePO4
 * packs ~115 Wh/kg (12 V 100 Ah is ~11 kg), power-tool Li-ion packs ~140 Wh/kg with their casing (18 V 5 Ah ~0.65 kg).
 */
export const BATTERY_KG_PER_WH: ReadonlyMap<string, BatteryChemistry> = new Map(Object.entries<BatteryChemistry>({
  'sealed lead acid battery': { kgPerWh: 1 / 40, defaultVolts: 12 },
  'lithium battery': { kgPerWh: 1 / 115, defaultVolts: 12 },
  'power tool battery': { kgPerWh: 1 / 140, defaultVolts: 18 },
  'car battery': { kgPerWh: 1 / 35, defaultVolts: 12 },
}));

/** "12v 100ah", "18V 5.0Ah", "7 ah": the battery's energy in Wh, volts defaulting to the kind's usual pack. */
export function batteryWattHours(normalized: string, defaultVolts: number): number | null {
  const amps = /\b(\d+(?:\.\d+)?) ?ah\b/.exec(normalized);
  if (amps === null) return null;
  const volts = /\b(\d+(?:\.\d+)?) ?v(?:olts?)?\b/.exec(normalized);
  const voltage = volts === null ? defaultVolts : Number(volts[1]);
  const wattHours = Number(amps[1]) * voltage;
  return Number.isFinite(wattHours) && wattHours > 0 ? wattHours : null;
}
