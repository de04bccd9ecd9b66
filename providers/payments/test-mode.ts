// The embedded default payment provider: a TEST MODE hosted checkout page served by this app. Confirming it sends
// a signed webhook (Stripe's scheme, per-installation secret) to our own POST /webhooks/test-payments, exactly as a
// real provider would. Refunds go through the sandbox refund API (idempotent per key, ledger in our store).
import type { ProviderLedger } from '../../store/index.ts';
import { createSandboxPayments } from './sandbox.ts';
import type { RefundFault } from './sandbox.ts';
import type { HostedPaymentProvider, RefundRequest } from './types.ts';

export interface TestModePaymentsOptions {
  ledger: ProviderLedger;
  /** Base of the links we hand out (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  clock?: () => Date;
  faults?: (request: RefundRequest) => RefundFault | null | Promise<RefundFault | null>;
}

export function testCheckoutPath(orderId: string): string {
  return `/test-payments/checkout/${encodeURIComponent(orderId)}`;
}

export function createTestModePayments(options: TestModePaymentsOptions): HostedPaymentProvider {
  const refunds = createSandboxPayments({ ledger: options.ledger, ...(options.clock ? { clock: options.clock } : {}), ...(options.faults ? { faults: options.faults } : {}) });
  return {
    name: 'test',
    refund: (request) => refunds.refund(request),
    async createCheckout(request) {
      return { provider_ref: `tcs_${request.order_id.slice(4)}`, url: `${options.publicBaseUrl}${testCheckoutPath(request.order_id)}` };
    },
  };
}
