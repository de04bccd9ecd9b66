// Public contract of a rating provider. The embedded tariff engine implements it today; an EasyPost adapter
// (or direct carrier APIs) can implement the same interface later, which is why `rate` is async.

export type Carrier = 'USPS' | 'UPS' | 'FedEx' | 'DHL';
export type DestinationCountry = 'US' | 'CA' | 'GB' | 'DE' | 'AU';
export type InternationalCountry = Exclude<DestinationCountry, 'US'>;

export type ExclusionReason =
  | 'lane_not_served'
  | 'over_size_limit'
  | 'over_weight_limit'
  | 'restricted_item'
  | 'not_selected';

export interface ParcelDimensions {
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
}

export interface RatingRequest {
  origin: { country: 'US'; postal_code: string };
  destination: { country: DestinationCountry; postal_code: string };
  /** USPS-style domestic zone 1..9 (computed elsewhere from ZIP distance); null for international lanes. */
  zone: number | null;
  parcel: ParcelDimensions;
  residential: boolean;
  quotedAt: Date;
  /** Restricted-item flags found by the caller, e.g. 'lithium_battery', 'alcohol', 'aerosol'. */
  restricted?: readonly string[];
}

export interface CarrierRate {
  carrier: Carrier;
  /** Display name, e.g. 'USPS Ground Advantage'. */
  service: string;
  /** Stable machine code, e.g. 'usps_ground_advantage'. */
  service_code: string;
  /** Negotiated (commercial) carrier cost in cents: what the operator pays the carrier. */
  carrier_amount_cents: number;
  /** Carrier counter / list price for the same parcel, or null where the carrier publishes none. */
  retail_amount_cents: number | null;
  delivery_days: number;
  /** YYYY-MM-DD, counted in business days from the quote time. */
  estimated_delivery: string;
  billable_weight_kg: number;
  dim_weight_applied: boolean;
  /** Dimensional divisor in in³ per lb when the carrier's DIM rule was in force for this parcel, else null. */
  dim_divisor: number | null;
}

export interface Exclusion {
  carrier: string;
  service: string;
  service_code: string;
  reason: ExclusionReason;
  message: string;
}

export interface RatingResult {
  rates: CarrierRate[];
  excluded: Exclusion[];
}

export interface RatingProvider {
  readonly name: string;
  readonly tablesVersion: string;
  rate(req: RatingRequest): Promise<RatingResult>;
}
