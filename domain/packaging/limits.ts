// Parcel limits per carrier (facts/carriers.md §1). A shipment is freight only when it exceeds EVERY carrier's
// parcel limits: if any one carrier would still take it as a parcel, the quote stays a parcel quote.
import { cmToInches, kgToPounds, lengthToCm, roundTo, weightToKg } from '../units/index.ts';

export type ParcelCarrier = 'USPS' | 'UPS' | 'FedEx' | 'DHL';

export interface CarrierParcelLimit {
  carrier: ParcelCarrier;
  service: string;
  maxWeight_kg: number;
  /** Longest side; null when the carrier states no separate length limit. */
  maxLength_cm: number | null;
  /** Length + girth, girth = 2 × width + 2 × height; null when not stated. */
  maxLengthPlusGirth_cm: number | null;
  /** UPS measures each side to the nearest whole inch before comparing. */
  roundsSidesToInch: boolean;
  source: string;
  note?: string;
}

export interface PackageDimensions {
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
}

export const PARCEL_LIMITS: readonly CarrierParcelLimit[] = [
  {
    carrier: 'USPS',
    service: 'Ground Advantage (largest USPS domestic size)',
    maxWeight_kg: weightToKg(70, 'lb'),
    maxLength_cm: null,
    maxLengthPlusGirth_cm: lengthToCm(130, 'in'),
    roundsSidesToInch: false,
    source: 'about.usps.com Postal Bulletin 22511 (2019) and PB 22104 (2003) [A], via facts/carriers.md §1',
    note: 'Priority/Express stop at 108 in L+G; 108–130 in is the Ground Advantage oversized band',
  },
  {
    carrier: 'UPS',
    service: 'all services',
    maxWeight_kg: weightToKg(150, 'lb'),
    maxLength_cm: lengthToCm(108, 'in'),
    maxLengthPlusGirth_cm: lengthToCm(165, 'in'),
    roundsSidesToInch: true,
    source: 'ups.com "Weight and Size" page [A], via facts/carriers.md §1',
  },
  {
    carrier: 'FedEx',
    service: 'Ground / Express (US)',
    maxWeight_kg: weightToKg(150, 'lb'),
    maxLength_cm: lengthToCm(108, 'in'),
    maxLengthPlusGirth_cm: lengthToCm(165, 'in'),
    roundsSidesToInch: false,
    source: 'FedEx packaging guidelines (scribd copy; cjexpress.us 2019) [A-copy], via facts/carriers.md §1',
    note: 'Express US allows 119 in length; Ground 108 in is used because it is the parcel network most quotes use',
  },
  {
    carrier: 'DHL',
    service: 'Express piece',
    maxWeight_kg: 70,
    maxLength_cm: 120,
    maxLengthPlusGirth_cm: null,
    roundsSidesToInch: false,
    source: 'chookash.com forwarder note [B], via facts/carriers.md §1',
    note: '120 cm is the over-size surcharge threshold; a DHL-owned hard maximum was not found, so it is used as the ceiling',
  },
];

/** The package's sides, longest first (every estimate checks them: three compares, no array sorted). */
function sortedSides(pkg: PackageDimensions, roundToInch: boolean): [number, number, number] {
  let a = roundToInch ? toWholeInch(pkg.length_cm) : pkg.length_cm;
  let b = roundToInch ? toWholeInch(pkg.width_cm) : pkg.width_cm;
  let c = roundToInch ? toWholeInch(pkg.height_cm) : pkg.height_cm;
  if (a < b) [a, b] = [b, a];
  if (b < c) [b, c] = [c, b];
  if (a < b) [a, b] = [b, a];
  return [a, b, c];
}

function toWholeInch(cm: number): number {
  return lengthToCm(Math.round(cmToInches(cm)), 'in');
}

const inches = (cm: number): string => `${roundTo(cmToInches(cm), 1)} in`;
const pounds = (kg: number): string => `${roundTo(kgToPounds(kg), 1)} lb`;

/** Which of one carrier's limits the package breaks, as readable phrases (empty when it fits). */
export function parcelLimitExcess(pkg: PackageDimensions, limit: CarrierParcelLimit): string[] {
  const [length, width, height] = sortedSides(pkg, limit.roundsSidesToInch);
  const excess: string[] = [];
  if (pkg.weight_kg > limit.maxWeight_kg) {
    excess.push(`weight ${pounds(pkg.weight_kg)} > ${pounds(limit.maxWeight_kg)}`);
  }
  if (limit.maxLength_cm !== null && length > limit.maxLength_cm) {
    excess.push(`length ${inches(length)} > ${inches(limit.maxLength_cm)}`);
  }
  const lengthPlusGirth = length + 2 * width + 2 * height;
  if (limit.maxLengthPlusGirth_cm !== null && lengthPlusGirth > limit.maxLengthPlusGirth_cm) {
    excess.push(`length+girth ${inches(lengthPlusGirth)} > ${inches(limit.maxLengthPlusGirth_cm)}`);
  }
  return excess;
}

/** parcelLimitExcess(pkg, limit).length > 0, without writing the phrases. */
function breaksLimit(pkg: PackageDimensions, limit: CarrierParcelLimit): boolean {
  if (pkg.weight_kg > limit.maxWeight_kg) return true;
  const [length, width, height] = sortedSides(pkg, limit.roundsSidesToInch);
  if (limit.maxLength_cm !== null && length > limit.maxLength_cm) return true;
  return limit.maxLengthPlusGirth_cm !== null && length + 2 * width + 2 * height > limit.maxLengthPlusGirth_cm;
}

/** True when no carrier in `limits` would take the package as a parcel. */
export function exceedsParcelLimits(
  pkg: PackageDimensions,
  limits: readonly CarrierParcelLimit[] = PARCEL_LIMITS,
): boolean {
  if (limits.length === 0) return false;
  for (const limit of limits) if (!breaksLimit(pkg, limit)) return false;
  return true;
}

/**
 * A parcel's four measures as the limit check and the rating request get them: a class, not an object literal.
 * Literals with these four keys (in the estimator and in the quote pipeline) shared one V8 map, and as sizes came
 * whole (21) or fractional (31.1) V8 kept changing that map's field kinds: under load every quote took the slow store
 * path and neither estimateOneItem nor quoteShipment was optimised (measured by the round-seven bench helper: IC log
 * misses on every request; 165 -> 143 µs of server CPU per estimated quote with both changes). A class's objects get
 * their fields in the constructor, from the class's own map, and settle on number fields once.
 */
export class MeasuredParcel implements PackageDimensions {
  declare length_cm: number;
  declare width_cm: number;
  declare height_cm: number;
  declare weight_kg: number;
  constructor(length_cm: number, width_cm: number, height_cm: number, weight_kg: number) {
    this.length_cm = length_cm;
    this.width_cm = width_cm;
    this.height_cm = height_cm;
    this.weight_kg = weight_kg;
  }
}

/** A sentence naming what each carrier's limit the package breaks, or null when some carrier takes it. */
export function describeParcelLimitExcess(
  pkg: PackageDimensions,
  limits: readonly CarrierParcelLimit[] = PARCEL_LIMITS,
): string | null {
  if (!exceedsParcelLimits(pkg, limits)) return null;
  const perCarrier = limits.map((limit) => `${limit.carrier}: ${parcelLimitExcess(pkg, limit).join(', ')}`);
  return `exceeds every carrier's parcel limits (${perCarrier.join('; ')})`;
}
