// The embedded sandbox payment provider's refund API: idempotent per key (ledger in our store), never fails
// unless a test injects a fault.
import type { ProviderLedger } from '../../store/index.ts';
import { newId } from '../../domain/ids/index.ts';
import { RefundError } from './types.ts';
import type { PaymentProvider, Refund, RefundRequest } from './types.ts';

export type RefundFault = 'transient' | 'permanent';

export interface SandboxPaymentsOptions {
  ledger: ProviderLedger;
  clock?: () => Date;
  faults?: (request: RefundRequest) => RefundFault | null | Promise<RefundFault | null>;
}

const PROVIDER = 'sandbox-payments:refund';

export function createSandboxPayments(options: SandboxPaymentsOptions): PaymentProvider {
  const clock = options.clock ?? (() => new Date());
  return {
    name: 'sandbox',
    async refund(request) {
      const fault = (await options.faults?.(request)) ?? null;
      if (fault === 'permanent') throw new RefundError(`sandbox payments refused to refund ${request.payment_id}`, true);
      if (fault === 'transient') throw new RefundError('sandbox payments temporarily unavailable (503)', false);
      return options.ledger.once<Refund>(PROVIDER, request.idempotency_key, () => ({
        refund_id: `re_${newId('pay').slice(4)}`,
        payment_id: request.payment_id,
        amount_cents: request.amount_cents,
        refunded_at: clock().toISOString(),
      }));
    },
  };
}
