// Shapes of the tariff data modules in ./tables. Data files hold money in dollars exactly as carriers print it;
// the compiler (compile.ts) turns everything into integer cents once, at module load.
import type { Carrier, InternationalCountry } from './types.ts';

export type ServiceScope = 'domestic' | 'international';
/** How the parcel travels; restricted-item rules (aerosols, lithium) key on it. */
export type Transport = 'ground' | 'air';
/** Carriers publish separate fuel percentages for ground, domestic air and international traffic. */
export type FuelClass = 'ground' | 'domestic_air' | 'international';
/** USPS closes on all eleven federal holidays; UPS, FedEx and DHL only on the six major ones. */
export type HolidayCalendar = 'federal' | 'major_only';

export interface ServiceLimits {
  /** Actual (scale) weight limit. */
  maxWeightLb: number;
  /** Longest side, in the carrier's rounded inches. */
  maxLengthIn?: number;
  /** Length + girth (girth = 2 × width + 2 × height), in the carrier's rounded inches. */
  maxLengthPlusGirthIn?: number;
}

export interface ServiceDefinition {
  code: string;
  name: string;
  scope: ServiceScope;
  transport: Transport;
  fuelClass: FuelClass;
  /** Set when a product line is split by address type (FedEx Ground vs Home Delivery): the other half is skipped. */
  addressType?: 'business' | 'residential';
  limits: ServiceLimits;
  /** Business days by price column (zone or country group). A column missing here falls back to `transitDefault`. */
  transitDays: Readonly<Record<string, number>>;
  transitDefault: number;
  /** USPS Ground Advantage prices 108–130 in length + girth in a flat "oversized" band: we bill it at this weight. */
  oversized?: { aboveLengthPlusGirthIn: number; billAtLeastLb: number };
}

export interface DimensionalRule {
  /** in³ per lb. */
  divisorIn3PerLb: number;
  /** DIM weight counts only when the (rounded) cube is strictly above this; 0 = every parcel. */
  appliesAboveIn3: number;
  /** 'nearest_inch': each side rounded half up before cubing (USPS, UPS, FedEx); 'exact': no rounding (DHL). */
  dimensionRounding: 'nearest_inch' | 'exact';
}

/** Dollar amounts by the carrier's domestic zone band; international traffic uses the `international` amount. */
export interface ZoneBandedAmount {
  zone2: number;
  zone3to4: number;
  zone5to6: number;
  zone7plus: number;
  international: number;
}

export interface AdditionalHandlingRule {
  /** Actual weight above which the weight-based charge applies. */
  domesticWeightAboveLb: number;
  internationalWeightAboveLb: number;
  longestSideAboveIn: number;
  secondSideAboveIn: number;
  lengthPlusGirthAboveIn: number;
  /** Cube (rounded inches) at or above which the dimension charge applies; omit when the carrier has no cube rule. */
  cubicAtLeastIn3?: number;
  weightCharge: ZoneBandedAmount;
  dimensionCharge: ZoneBandedAmount;
}

export interface LargePackageRule {
  lengthPlusGirthAboveIn: number;
  longestSideAboveIn: number;
  cubicAtLeastIn3?: number;
  minimumBillableLb: number;
  charge: ZoneBandedAmount;
}

export interface UspsNonstandardFees {
  /** Longest side above this many inches … */
  lengthAboveIn: number;
  /** … costs this many dollars. */
  lengthFee: number;
  /** Cube above this many in³ (2 ft³ = 3,456) … */
  volumeAboveIn3: number;
  volumeFee: number;
}

export interface RemoteAreaRule {
  /** Destination postal-code prefixes treated as remote, per country. */
  postalPrefixes: Readonly<Partial<Record<InternationalCountry, readonly string[]>>>;
  /** Greater of a flat charge and a per-billable-lb charge, in dollars. */
  minimumCharge: number;
  perLb: number;
}

export interface CarrierRules {
  carrier: Carrier;
  source: string;
  dimensional: DimensionalRule;
  calendar: HolidayCalendar;
  /** USPS-style zone (1..9) → this carrier's domestic price column. A zone missing here is not served. */
  domesticColumns: Readonly<Record<number, string>>;
  /** Destination country → this carrier's international price group. A country missing here is not served. */
  internationalColumns: Readonly<Partial<Record<InternationalCountry, string>>>;
  /** Fuel surcharge in percent of the transportation charge plus accessorials. */
  fuelPercent: Readonly<Record<FuelClass, number>>;
  /** Residential delivery surcharge in dollars by transport; null = carrier charges none. */
  residentialSurcharge: Readonly<Record<Transport, number>> | null;
  additionalHandling?: AdditionalHandlingRule;
  largePackage?: LargePackageRule;
  nonstandardFees?: UspsNonstandardFees;
  remoteArea?: RemoteAreaRule;
  services: readonly ServiceDefinition[];
}

/**
 * A price grid: `columns` name the zones or price groups; each row is `[weightLb, dollars per column…]`.
 * Rows ascend by weight and start at 1 lb. Weights between rows are interpolated linearly, weights above the
 * last row extrapolate the last row's per-lb step (dimensional weight may exceed the weight limit).
 * A full official table simply lists every pound and nothing is interpolated.
 */
export interface PriceGrid {
  columns: readonly string[];
  rows: readonly (readonly number[])[];
}

export interface RetailPriceList {
  carrier: Carrier;
  level: 'retail';
  effective: string;
  source: string;
  /** Services with no entry here have no published retail price (retail_amount null). */
  services: Readonly<Record<string, PriceGrid>>;
}

export type NegotiatedPricing =
  | { basis: 'discount_off_retail'; discount: number }
  | { basis: 'table'; grid: PriceGrid };

export interface NegotiatedPriceList {
  carrier: Carrier;
  level: 'negotiated';
  effective: string;
  source: string;
  /** Fraction taken off the residential surcharge (contracts often discount it; small accounts rarely). */
  residentialDiscount: number;
  services: Readonly<Record<string, NegotiatedPricing>>;
}

export interface CarrierTariff {
  rules: CarrierRules;
  retail: RetailPriceList;
  negotiated: NegotiatedPriceList;
}

export interface Tariff {
  version: string;
  carriers: readonly CarrierTariff[];
}
