// Types and errors of the labels interface.
import type { PostalAddress } from '../address/easypost.ts';
import type { LabelCarrier } from './tracking-numbers.ts';

export const LABEL_CARRIERS: readonly LabelCarrier[] = ['USPS', 'UPS', 'FedEx', 'DHL'];

export interface LabelPurchaseRequest {
  /** The provider answers every repeat of this key with the first label: a retried purchase never buys twice. */
  idempotency_key: string;
  /** Our order reference, printed on the label. */
  reference: string;
  carrier: LabelCarrier;
  service: string;
  service_code: string | null;
  /** Transit time of the quoted rate, for the estimated delivery date. */
  delivery_days: number | null;
  /** The live provider's shipment and the rate the person paid for, kept with the quote (EasyPost). */
  provider_ref?: { shipment_id: string; rate_id: string };
  /**
   * The person's full addresses from the checkout. A quote's live shipment has postal codes only; with these the
   * live provider makes the shipment again before buying (the embedded sandbox carrier ignores them).
   */
  addresses?: { from: LabelAddress; to: LabelAddress };
  /** The customs declaration the person made at checkout (international). */
  customs?: { contents: string; value_usd: number } | null;
  /** What the person paid for the carrier's part (carrier_amount): a live price above it is never bought. */
  paid_carrier_cents?: number;
}

/** A full postal address for the label. */
export interface LabelAddress extends PostalAddress {
  name: string;
  email?: string;
  phone?: string;
}

export interface PurchasedLabel {
  label_id: string;
  tracking_number: string;
  carrier: LabelCarrier;
  service: string;
  /** ISO date. */
  estimated_delivery: string | null;
  purchased_at: string;
  /** Where the carrier's label file is (a live provider's), for the shipment record. */
  label_url?: string | null;
}

/** A label voided (refunded) at the provider: `submitted` until the carrier confirms, then `refunded`. */
export interface VoidedLabel {
  label_id: string;
  status: 'submitted' | 'refunded';
}

/** A failed purchase. `permanent`: retrying cannot help (rejected address, withdrawn service). */
export class LabelPurchaseError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'LabelPurchaseError';
  }
}

export interface LabelProvider {
  readonly name: string;
  purchase(request: LabelPurchaseRequest): Promise<PurchasedLabel>;
  /** Void a bought label (compensation, a refund arriving while it was bought). Idempotent per label. */
  void?(labelId: string): Promise<VoidedLabel>;
}
