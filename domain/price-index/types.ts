// The stored shape of a price-index snapshot: what a monthly run produces and every reader of the index gets.
/** One rate as priced by the quote pipeline (the three money figures of a rate entry, in cents). */
export interface PriceIndexRate {
  carrier: string;
  service: string;
  service_code: string;
  /** Checkout total, service fee included (the rate entry's `amount`). */
  amount_cents: number;
  carrier_amount_cents: number;
  service_fee_cents: number;
  retail_amount_cents: number | null;
  delivery_days: number;
  billable_weight_kg: number;
}

export interface PriceIndexResult {
  box_id: string;
  lane_id: string;
  /** USPS-style zone of the lane (null if the pipeline gave none). */
  zone: number | null;
  /** The cheapest service by checkout total; also the first entry of `rates`. */
  cheapest: PriceIndexRate;
  /** Every rate the quote pipeline returned for this box and lane, cheapest first. */
  rates: PriceIndexRate[];
}

export interface PriceIndexBox {
  id: string;
  name: string;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
}

export interface PriceIndexLane {
  id: string;
  city: string;
  state: string;
  postal_code: string;
}

/** The basket as it was priced (copied into each snapshot so old months stay readable after the basket changes). */
export interface PriceIndexBasketRecord {
  version: string;
  origin: { postal_code: string; city: string; state: string; country: 'US' };
  boxes: PriceIndexBox[];
  lanes: PriceIndexLane[];
}

export interface PriceIndexSnapshot {
  month: string;
  ran_at: string;
  triggered_by: string;
  basket: PriceIndexBasketRecord;
  provider: string;
  tables_version: string;
  fee_policy: { percent: number; minimum_cents: number; maximum_cents: number };
  basket_average: { amount_cents: number; pairs: number; method: string };
  results: PriceIndexResult[];
}

export interface PriceIndexMonthSummary {
  month: string;
  ran_at: string;
  basket_version: string;
  basket_average_cents: number;
  pair_count: number;
}

/** What reading the index needs from storage (the store's price-index repository is one). */
export interface PriceIndexReader {
  get(month: string): Promise<PriceIndexSnapshot | undefined>;
  /** Months that have a snapshot, oldest first. */
  months(): Promise<string[]>;
  /** One line per stored month, oldest first. */
  summaries(): Promise<PriceIndexMonthSummary[]>;
}
