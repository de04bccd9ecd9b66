// Labels through EasyPost: buy exactly the rate kept with the quote (its shipment and rate ids), and void it.
//
// Idempotent without trusting a retry: before buying, the shipment is read back, and a label it already carries is
// the label (a purchase whose answer was lost to a timeout or a worker crash is found, never bought twice). Two
// purchases racing past the read meet EasyPost's own refusal to buy a shipment twice, and the loser reads the label
// back too. EasyPost attaches a tracker to every label it sells, so tracking starts with the purchase.
import { type } from 'arktype';
import { createEasyPostClient, describeEasyPostFailure } from '../easypost/client.ts';
import type { EasyPost, EasyPostSettings } from '../easypost/client.ts';
import { ourCarrier } from '../easypost/services.ts';
import { addBusinessDays } from './sandbox-carrier.ts';
import { LabelPurchaseError } from './types.ts';
import type { LabelProvider, LabelPurchaseRequest, PurchasedLabel, VoidedLabel } from './types.ts';

export interface EasyPostLabelOptions extends EasyPostSettings {
  /** Deadline of one call (the activity retries; a purchase whose answer is lost is found by the next attempt). */
  deadlineMs?: number;
  clock?: () => Date;
}

/** A void EasyPost (or the carrier) refused: final. */
export class LabelVoidError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'LabelVoidError';
  }
}

const Shipment = type({
  id: 'string',
  'tracking_code?': 'string | null',
  'postage_label?': type({ 'label_url?': 'string | null', 'label_date?': 'string | null' }).or('null'),
  'selected_rate?': type({ id: 'string', carrier: 'string', service: 'string', 'delivery_date?': 'string | null' }).or('null'),
  'tracker?': type({ 'est_delivery_date?': 'string | null' }).or('null'),
  'refund_status?': "'submitted' | 'refunded' | 'rejected' | null",
});
type Shipment = typeof Shipment.infer;

const isoDate = (value: string | null | undefined): string | null => (value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null);

/** The label a bought shipment carries, or null when it carries none yet. */
export function labelOf(shipment: Shipment, request: LabelPurchaseRequest, now: Date): PurchasedLabel | null {
  if (!shipment.postage_label || !shipment.tracking_code) return null;
  const purchasedAt = shipment.postage_label.label_date ?? now.toISOString();
  return {
    label_id: shipment.id,
    tracking_number: shipment.tracking_code,
    carrier: (shipment.selected_rate && ourCarrier(shipment.selected_rate.carrier)) ?? request.carrier,
    service: request.service,
    estimated_delivery:
      isoDate(shipment.selected_rate?.delivery_date) ??
      isoDate(shipment.tracker?.est_delivery_date) ??
      (request.delivery_days === null ? null : addBusinessDays(new Date(purchasedAt), request.delivery_days)),
    purchased_at: purchasedAt,
    label_url: shipment.postage_label.label_url ?? null,
  };
}

/** A 4xx answer (other than a timeout or throttling) will not change on retry; anything else may. */
const permanentStatus = (status: number | null): boolean => status !== null && status >= 400 && status < 500 && status !== 408 && status !== 429;

export function createEasyPostLabels(options: EasyPostLabelOptions, client?: EasyPost): LabelProvider & { void(labelId: string): Promise<VoidedLabel> } {
  const easypost = client ?? createEasyPostClient(options, options.deadlineMs ?? 30_000);
  const clock = options.clock ?? (() => new Date());

  async function read(shipmentId: string): Promise<Shipment> {
    return Shipment.assert(await easypost.Shipment.retrieve(shipmentId));
  }

  function purchaseError(error: unknown, doing: string): LabelPurchaseError {
    if (error instanceof LabelPurchaseError) return error;
    const failure = describeEasyPostFailure(error);
    const what = failure.status ? ` (HTTP ${failure.status}${failure.code ? `, ${failure.code}` : ''})` : failure.code ? ` (${failure.code})` : '';
    return new LabelPurchaseError(`EasyPost could not ${doing}${what}`, failure.kind === 'failed' && permanentStatus(failure.status));
  }

  return {
    name: 'easypost',

    async purchase(request) {
      const ref = request.provider_ref;
      if (!ref) throw new LabelPurchaseError(`no EasyPost rate was kept for the ${request.carrier} ${request.service} quote; it cannot be bought through EasyPost`, true);
      try {
        const existing = labelOf(await read(ref.shipment_id), request, clock());
        if (existing) return existing;
      } catch (error) {
        throw purchaseError(error, 'read the shipment');
      }
      try {
        const bought = labelOf(Shipment.assert(await easypost.Shipment.buy(ref.shipment_id, ref.rate_id)), request, clock());
        if (!bought) throw new LabelPurchaseError('EasyPost answered the purchase without a label', false);
        return bought;
      } catch (error) {
        // Bought meanwhile (a concurrent attempt, or EasyPost refusing a second purchase): read the label back.
        const again = await read(ref.shipment_id).catch(() => null);
        const label = again && labelOf(again, request, clock());
        if (label) return label;
        throw purchaseError(error, 'buy the label');
      }
    },

    async void(labelId) {
      let shipment: Shipment;
      try {
        shipment = await read(labelId);
        // Asked before: EasyPost's answer stands, nothing is asked twice.
        if (shipment.refund_status === 'submitted' || shipment.refund_status === 'refunded') return { label_id: labelId, status: shipment.refund_status };
        // No label on it: nothing was bought, so nothing is owed back.
        if (!shipment.postage_label) return { label_id: labelId, status: 'refunded' };
        shipment = Shipment.assert(await easypost.Shipment.refund(labelId));
      } catch (error) {
        const failure = describeEasyPostFailure(error);
        throw new LabelVoidError(`EasyPost could not void label ${labelId}${failure.status ? ` (HTTP ${failure.status})` : ''}`, failure.kind === 'failed' && permanentStatus(failure.status));
      }
      if (shipment.refund_status === 'submitted' || shipment.refund_status === 'refunded') return { label_id: labelId, status: shipment.refund_status };
      throw new LabelVoidError(`EasyPost refused to void label ${labelId} (${shipment.refund_status ?? 'no refund status'})`, true);
    },
  };
}
