// The embedded sandbox carrier: issues labels with real-format tracking numbers and honours idempotency keys like
// a real label API (the ledger lives in our store, so a retry after a worker crash gets the same label). Tests can
// make it fail, transiently or for good, through the injected `faults` hook; nothing else ever fails it. A label of a
// refunded session is voided here too (recorded in the same ledger).
import type { ProviderLedger } from '../../store/index.ts';
import { newId } from '../../domain/ids/index.ts';
import { LabelPurchaseError } from './types.ts';
import type { LabelProvider, LabelPurchaseRequest, PurchasedLabel, VoidedLabel } from './types.ts';
import { newTrackingNumber } from './tracking-numbers.ts';

export type LabelFault = 'transient' | 'permanent';

export interface SandboxCarrierOptions {
  ledger: ProviderLedger;
  clock?: () => Date;
  /** Injected by tests: decide per call whether the carrier fails (may wait first, like a slow carrier). */
  faults?: (request: LabelPurchaseRequest) => LabelFault | null | Promise<LabelFault | null>;
}

const PROVIDER = 'sandbox-carrier:label';

/** Business days after `from` (Saturdays and Sundays skipped), as an ISO date. */
export function addBusinessDays(from: Date, days: number): string {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = Math.max(0, Math.round(days));
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}

export const SANDBOX_VOID_PROVIDER = 'sandbox-carrier:void';

export function createSandboxCarrier(options: SandboxCarrierOptions): LabelProvider & { void(labelId: string): Promise<VoidedLabel> } {
  const clock = options.clock ?? (() => new Date());
  return {
    name: 'sandbox',
    async purchase(request) {
      const fault = (await options.faults?.(request)) ?? null;
      if (fault === 'permanent') throw new LabelPurchaseError(`sandbox carrier rejected the ${request.carrier} ${request.service} label`, true);
      if (fault === 'transient') throw new LabelPurchaseError('sandbox carrier temporarily unavailable (503)', false);
      return options.ledger.once<PurchasedLabel>(PROVIDER, request.idempotency_key, () => {
        const now = clock();
        return {
          label_id: newId('shp'),
          tracking_number: newTrackingNumber(request.carrier, request.service_code ?? request.service),
          carrier: request.carrier,
          service: request.service,
          estimated_delivery: request.delivery_days === null ? null : addBusinessDays(now, request.delivery_days),
          purchased_at: now.toISOString(),
        };
      });
    },
    /** Voided at once (a sandbox label never enters the mail stream); one void per label, however often asked. */
    void(labelId) {
      return options.ledger.once<VoidedLabel>(SANDBOX_VOID_PROVIDER, labelId, () => ({ label_id: labelId, status: 'refunded' }));
    },
  };
}
