// Payment operations the workflow performs itself (only refunds: charging happens on the provider's hosted
// checkout, behind the person's consent). The embedded default is the sandbox; Stripe implements the same interface.
export { createSandboxPayments } from './sandbox.ts';
export type { RefundFault, SandboxPaymentsOptions } from './sandbox.ts';

export * from './types.ts';
