// Types and errors of the payments interface.

export interface RefundRequest {
  /** The provider answers every repeat of this key with the first refund: a retry never refunds twice. */
  idempotency_key: string;
  payment_id: string;
  /** Whole payment when null. */
  amount_cents: number | null;
  reason: string;
}

export interface Refund {
  refund_id: string;
  payment_id: string;
  amount_cents: number | null;
  refunded_at: string;
}

/** A failed refund. `permanent`: retrying cannot help (payment unknown, already disputed). */
export class RefundError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'RefundError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  refund(request: RefundRequest): Promise<Refund>;
}

/** What the person pays for: the fee is itemized only here (SPEC), as its own line beside the carrier cost. */
export interface HostedCheckoutRequest {
  order_id: string;
  session_id: string;
  /** e.g. "USPS Ground Advantage postage" */
  description: string;
  carrier_cents: number;
  fee_cents: number;
  /** Where the provider sends the person back (after paying, or cancelling). */
  return_url: string;
}

export interface HostedCheckout {
  /** The provider's id of this checkout (Stripe Checkout Session id). */
  provider_ref: string;
  /** The page where the person pays. */
  url: string;
}

/** A payment provider with a hosted checkout page (charging only ever happens there, behind the person's consent). */
export interface HostedPaymentProvider extends PaymentProvider {
  /** 'test' (the embedded TEST MODE checkout) or 'stripe'. */
  readonly name: string;
  createCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
}

/** A verified webhook turned into what the checkout workflow understands. */
export type PaymentEvent =
  | { kind: 'paid'; event_id: string; event_type: string; session_id: string | null; order_id: string | null; payment_id: string; amount_cents: number | null; at: string }
  | { kind: 'refunded'; event_id: string; event_type: string; payment_id: string; at: string }
  | { kind: 'ignored'; event_id: string; event_type: string };
