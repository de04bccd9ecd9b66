// Failure types the checkout activities throw and the workflow's retry policies name. Its own module, with no
// imports, so activities share it without loading the workflow's message definitions.
/** ApplicationFailure types the checkout activities raise; the workflow's retry policies name them. */
export const CheckoutErrorType = {
  /** The carrier refused the label for good (bad address, service withdrawn…): compensate with a refund. */
  LabelRejected: 'LabelRejected',
  /** The carrier could not be reached or answered 5xx: retried. */
  LabelUnavailable: 'LabelUnavailable',
  /** The payment provider refused the refund for good: an operator must act. */
  RefundRejected: 'RefundRejected',
  /** The activity was called with input it can never accept. */
  InvalidCheckoutInput: 'InvalidCheckoutInput',
} as const;
