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
