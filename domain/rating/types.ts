// Public contract of a rating provider. The embedded tariff engine and the EasyPost adapter implement it (direct
// carrier APIs could too), which is why `rate` is async.

export type Carrier = 'USPS' | 'UPS' | 'FedEx' | 'DHL';
export type DestinationCountry = 'US' | 'CA' | 'GB' | 'DE' | 'AU';
export type InternationalCountry = Exclude<DestinationCountry, 'US'>;

export type ExclusionReason =
  | 'lane_not_served'
  | 'over_size_limit'
  | 'over_weight_limit'
  | 'restricted_item'
  | 'not_selected'
  /** A live provider offered a service this service does not sell (or priced it in another currency). */
  | 'not_offered';

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
  /** What is inside, in the caller's words: a live provider declares it to customs on international lanes. */
  contents?: { description: string; quantity: number; declared_value_cents: number | null };
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
  /** A live provider's id of this offer (EasyPost `rate_…`): the label is bought for exactly this rate. */
  provider_rate_id?: string;
}

export interface Exclusion {
  carrier: string;
  service: string;
  service_code: string;
  reason: ExclusionReason;
  message: string;
}

/** Who priced a quote, as the answer's `pricing` states it. */
export interface PricingSource {
  provider: string;
  tables_version: string;
  /** Set when the configured provider failed and the operator's fallback priced the quote instead. */
  fallback?: { from: string; reason: string };
}

export interface RatingResult {
  rates: CarrierRate[];
  excluded: Exclusion[];
  /** A live provider's shipment the rates belong to (EasyPost `shp_…`). */
  provider_shipment_id?: string;
  /** Who priced it, when not simply the provider's own name and version (a fallback says so here). */
  pricing?: PricingSource;
}

export interface RatingProvider {
  readonly name: string;
  readonly tablesVersion: string;
  /** Each call goes to an outside party that bills the operator (EasyPost): callers check limits before it. */
  readonly live?: boolean;
  rate(req: RatingRequest): Promise<RatingResult>;
}

/**
 * A live rating provider did not price the shipment: `timeout` (no answer before the deadline) or `failed` (an
 * error answer, an unreadable answer, or no connection). The API answers 504 or 502 naming the provider.
 */
export class RatingProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly kind: 'timeout' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'RatingProviderError';
  }
}
