// Payment providers behind one interface: the workflow refunds through it; the calculator opens a hosted checkout
// through it (charging only ever happens there, behind the person's consent). The embedded default is the TEST
// MODE checkout served by this app; Stripe implements the same interface when its keys are set.
export { createSandboxPayments } from './sandbox.ts';
export type { RefundFault, SandboxPaymentsOptions } from './sandbox.ts';
export { createTestModePayments, testCheckoutPath } from './test-mode.ts';
export type { TestModePaymentsOptions } from './test-mode.ts';
export { createStripePayments, stripeFromEnv } from './stripe.ts';
export type { StripePayments, StripePaymentsOptions } from './stripe.ts';
export { TEST_PAYMENTS_SIGNATURE_HEADER, signPayload, verifySignature } from './signatures.ts';

export * from './types.ts';
