// Types and errors of the labels interface.
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
}

export interface PurchasedLabel {
  label_id: string;
  tracking_number: string;
  carrier: LabelCarrier;
  service: string;
  /** ISO date. */
  estimated_delivery: string | null;
  purchased_at: string;
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
}
