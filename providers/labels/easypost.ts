// Labels through EasyPost: buy the rate kept with the quote, and void it.
//
// A quote's EasyPost shipment has postal codes only, and a production label needs full addresses. So when the
// request carries the person's addresses (from the checkout), the shipment is made again with them, the same parcel
// and (internationally) the customs declaration, and the label is bought for the rate of the same carrier and
// service as the one paid for (our service code, through providers/easypost/services.ts). If that service is no
// longer offered, or costs more than the person paid for the carrier's part, nothing is bought: a final failure,
// which the workflow answers with a refund. Never a different or dearer service. A carrier that answered EasyPost
// with an error instead of rates is asked again (a retryable failure, on a new shipment).
//
// Idempotent without trusting a retry: the quote's shipment is read first (a label bought on it is the label), and
// the re-made shipment's id (once it offers the service at the price paid) is kept in the provider ledger (our
// store) under the purchase's idempotency key before anything is bought on it; a retry reads that shipment back,
// and a label it carries is the label (a purchase whose answer was lost to a timeout or a worker crash is found,
// never bought twice). Two attempts racing to make the shipment both store under one key, and the loser uses the
// winner's. Two purchases racing past the read meet EasyPost's own refusal to buy a shipment twice, and the loser
// reads the label back too. EasyPost attaches a tracker to every label it sells, so tracking starts with the purchase.
import { type } from 'arktype';
import type { ProviderLedger } from '../../store/index.ts';
import { createEasyPostClient, describeEasyPostFailure } from '../easypost/client.ts';
import type { EasyPost, EasyPostSettings } from '../easypost/client.ts';
import { ourCarrier, ourService } from '../easypost/services.ts';
import { CUSTOMS_DEFAULTS, customsDescription, easypostCents } from '../rating/easypost.ts';
import { addBusinessDays } from './sandbox-carrier.ts';
import { LabelPurchaseError } from './types.ts';
import type { LabelAddress, LabelProvider, LabelPurchaseRequest, PurchasedLabel, VoidedLabel } from './types.ts';

/**
 * Deadline of one label call at least (the worker takes the longer of this and EASYPOST_DEADLINE_MS, the quote's
 * deadline): making a shipment with full addresses rates it with every carrier, and nobody waits on a label the way a
 * person waits on a quote. A call cut off is retried by the activity, idempotently.
 */
export const MIN_LABEL_DEADLINE_MS = 10_000;

/** Ledger entries: the shipment made with the full addresses for one purchase (idempotency key). */
export const EASYPOST_LABEL_SHIPMENT = 'easypost:label-shipment';

export interface EasyPostLabelOptions extends EasyPostSettings {
  /** Deadline of one call (the activity retries; a purchase whose answer is lost is found by the next attempt). */
  deadlineMs?: number;
  clock?: () => Date;
  /** Where the shipment re-made with the full addresses is remembered per purchase (the store's provider ledger). */
  ledger?: ProviderLedger;
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

const Rate = type({ id: 'string', carrier: 'string', service: 'string', rate: 'string | number', 'currency?': 'string | null', 'carrier_account_id?': 'string | null' });
type Rate = typeof Rate.infer;
const Shipment = type({
  id: 'string',
  'tracking_code?': 'string | null',
  'postage_label?': type({ 'label_url?': 'string | null', 'label_date?': 'string | null' }).or('null'),
  'selected_rate?': type({ id: 'string', carrier: 'string', service: 'string', 'delivery_date?': 'string | null' }).or('null'),
  'tracker?': type({ 'est_delivery_date?': 'string | null' }).or('null'),
  'refund_status?': "'submitted' | 'refunded' | 'rejected' | null",
  'rates?': Rate.array().or('null'),
  'messages?': type({ 'carrier?': 'string | null', 'message?': 'unknown', 'type?': 'string | null' }).array().or('null'),
  'parcel?': type({ length: 'number | null', width: 'number | null', height: 'number | null', weight: 'number' }).or('null'),
  'to_address?': type({ 'residential?': 'boolean | null' }).or('null'),
  'customs_info?': type({
    'contents_type?': 'string | null',
    'contents_explanation?': 'string | null',
    'eel_pfc?': 'string | null',
    'non_delivery_option?': 'string | null',
    'restriction_type?': 'string | null',
    'customs_items?': type({
      'description?': 'string | null',
      'quantity?': 'number | null',
      'weight?': 'number | null',
      'value?': 'string | number | null',
      'hs_tariff_number?': 'string | null',
      'origin_country?': 'string | null',
    })
      .array()
      .or('null'),
  }).or('null'),
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

const usd = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

const easypostAddress = (a: LabelAddress): Record<string, string> => ({
  name: a.name,
  street1: a.street1,
  ...(a.street2 ? { street2: a.street2 } : {}),
  city: a.city,
  ...(a.state ? { state: a.state } : {}),
  zip: a.zip,
  country: a.country,
  ...(a.email ? { email: a.email } : {}),
  ...(a.phone ? { phone: a.phone } : {}),
});

/**
 * The shipment to buy on: the quote's, with the person's full addresses, the same parcel (inches, ounces) and, on an
 * international lane, the quote's customs information carrying the person's own declaration (contents, value) and
 * the sender as its signer.
 */
export function shipmentWithAddresses(quoted: Shipment, request: LabelPurchaseRequest & { addresses: NonNullable<LabelPurchaseRequest['addresses']> }): Record<string, unknown> {
  const { from, to } = request.addresses;
  const parcel = quoted.parcel;
  if (!parcel) throw new LabelPurchaseError(`the quote's EasyPost shipment ${quoted.id} has no parcel to ship`, true);
  const residential = quoted.to_address?.residential;
  const declared = request.customs ?? null;
  const international = to.country !== 'US';
  let customs: Record<string, unknown> | undefined;
  if (international && (quoted.customs_info || declared)) {
    const info = quoted.customs_info;
    const items = (info?.customs_items?.length ? info.customs_items : [{ quantity: 1, weight: parcel.weight, origin_country: 'US' }]).map((item) => ({
      description: item.description ?? 'Merchandise',
      quantity: item.quantity ?? 1,
      weight: item.weight ?? parcel.weight,
      origin_country: item.origin_country ?? 'US',
      ...(item.value !== null && item.value !== undefined ? { value: Number(item.value) } : {}),
      ...(item.hs_tariff_number ? { hs_tariff_number: item.hs_tariff_number } : {}),
    }));
    // The person's declaration is what goes on the customs form (one item: the parcel's contents).
    if (declared && items.length === 1) Object.assign(items[0]!, { description: customsDescription(declared.contents), value: declared.value_usd });
    customs = {
      contents_type: info?.contents_type ?? CUSTOMS_DEFAULTS.contents_type,
      contents_explanation: info?.contents_explanation ?? CUSTOMS_DEFAULTS.contents_explanation,
      customs_certify: true,
      customs_signer: from.name,
      eel_pfc: info?.eel_pfc ?? CUSTOMS_DEFAULTS.eel_pfc,
      non_delivery_option: info?.non_delivery_option ?? CUSTOMS_DEFAULTS.non_delivery_option,
      restriction_type: info?.restriction_type ?? CUSTOMS_DEFAULTS.restriction_type,
      customs_items: items,
    };
  }
  return {
    from_address: easypostAddress(from),
    to_address: { ...easypostAddress(to), ...(typeof residential === 'boolean' ? { residential } : {}) },
    parcel: { length: parcel.length, width: parcel.width, height: parcel.height, weight: parcel.weight },
    ...(customs ? { customs_info: customs } : {}),
    reference: request.reference,
  };
}

/**
 * The rate to buy on the re-made shipment: the same carrier and service as the rate paid for (our service code;
 * the same EasyPost carrier account and spelling first, then the cheapest), at no more than the person paid for the
 * carrier's part. Throws a final LabelPurchaseError when the service is gone or its price rose, a retryable one when
 * the carrier answered EasyPost with an error instead of rates.
 */
export function sameServiceRate(quoted: Shipment, paidRateId: string, remade: Shipment, request: LabelPurchaseRequest): Rate {
  const paid = quoted.rates?.find((r) => r.id === paidRateId);
  const paidLookup = paid ? ourService(paid.carrier, paid.service) : null;
  const code = paidLookup?.sold ? paidLookup.service.definition.code : request.service_code;
  const limit = request.paid_carrier_cents ?? (paid ? easypostCents(paid.rate) : null);
  if (!code || limit === null) throw new LabelPurchaseError(`the rate paid for (${request.service}) cannot be found on the quote's EasyPost shipment; nothing was bought`, true);
  const rank = (r: Rate): number => (paid && r.carrier_account_id && r.carrier_account_id === paid.carrier_account_id ? 0 : 2) + (paid && r.carrier === paid.carrier && r.service === paid.service ? 0 : 1);
  const candidates = (remade.rates ?? [])
    .filter((r) => (r.currency ?? 'USD') === 'USD' && easypostCents(r.rate) !== null)
    .filter((r) => {
      const lookup = ourService(r.carrier, r.service);
      return lookup.sold && lookup.service.definition.code === code;
    })
    .sort((a, b) => rank(a) - rank(b) || easypostCents(a.rate)! - easypostCents(b.rate)!);
  if (!candidates.length) {
    // The carrier answered with an error instead of rates (its API down, a timeout): not an answer about the
    // service, so the purchase is tried again (on a new shipment) rather than refunded at once.
    const said = (remade.messages ?? []).find((m) => m.carrier && ourCarrier(m.carrier) === request.carrier);
    // (The carrier's own words are left out: they may repeat the addresses, which never enter the workflow history.)
    if (said) throw new LabelPurchaseError(`EasyPost could not rate ${request.service} just now (${request.carrier} answered with an error instead of rates); nothing was bought`, false);
    throw new LabelPurchaseError(`EasyPost no longer offers ${request.service} for this parcel with the full addresses; nothing was bought`, true);
  }
  // The best-ranked one the person's price covers (another account of the same carrier may sell it for less).
  const best = candidates.find((r) => easypostCents(r.rate)! <= limit);
  if (!best) {
    const cents = Math.min(...candidates.map((r) => easypostCents(r.rate)!));
    throw new LabelPurchaseError(`${request.service} now costs ${usd(cents)} with the full addresses, more than the ${usd(limit)} paid for it; nothing was bought`, true);
  }
  return best;
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

  /** Buy `rateId` on the shipment; a purchase that fails because it happened meanwhile reads the label back. */
  async function buy(shipmentId: string, rateId: string, request: LabelPurchaseRequest): Promise<PurchasedLabel> {
    try {
      const bought = labelOf(Shipment.assert(await easypost.Shipment.buy(shipmentId, rateId)), request, clock());
      if (!bought) throw new LabelPurchaseError('EasyPost answered the purchase without a label', false);
      return bought;
    } catch (error) {
      // Bought meanwhile (a concurrent attempt, or EasyPost refusing a second purchase): read the label back.
      const again = await read(shipmentId).catch(() => null);
      const label = again && labelOf(again, request, clock());
      if (label) return label;
      throw purchaseError(error, 'buy the label');
    }
  }

  /** The shipment made again with the full addresses for this purchase: the one kept in the ledger, else a new one. */
  async function remake(quoted: Shipment, paidRateId: string, request: LabelPurchaseRequest & { addresses: NonNullable<LabelPurchaseRequest['addresses']> }): Promise<Shipment> {
    const ledger = options.ledger;
    if (!ledger) throw new LabelPurchaseError('no ledger to keep the shipment made with the full addresses; refusing to buy without one', true);
    const kept = await ledger.find<{ shipment_id: string }>(EASYPOST_LABEL_SHIPMENT, request.idempotency_key);
    if (kept) {
      try {
        return await read(kept.shipment_id);
      } catch (error) {
        throw purchaseError(error, 'read the shipment');
      }
    }
    let made: Shipment;
    try {
      made = Shipment.assert(await easypost.Shipment.create(shipmentWithAddresses(quoted, request)));
    } catch (error) {
      throw purchaseError(error, 'make the shipment with the full addresses');
    }
    // Only a shipment that offers the service at the price paid is kept (a carrier that could not rate it just now is
    // asked again on a new shipment by the retry), and it is kept before anything is bought on it. An attempt that
    // stored first wins; its shipment is the one bought on.
    sameServiceRate(quoted, paidRateId, made, request);
    const winner = await ledger.once(EASYPOST_LABEL_SHIPMENT, request.idempotency_key, () => ({ shipment_id: made.id }));
    if (winner.shipment_id === made.id) return made;
    try {
      return await read(winner.shipment_id);
    } catch (error) {
      throw purchaseError(error, 'read the shipment');
    }
  }

  return {
    name: 'easypost',

    async purchase(request) {
      const ref = request.provider_ref;
      if (!ref) throw new LabelPurchaseError(`no EasyPost rate was kept for the ${request.carrier} ${request.service} quote; it cannot be bought through EasyPost`, true);
      let quoted: Shipment;
      try {
        quoted = await read(ref.shipment_id);
      } catch (error) {
        throw purchaseError(error, 'read the shipment');
      }
      // A label already on the quote's shipment (bought before the shipment was made again with the addresses).
      const existing = labelOf(quoted, request, clock());
      if (existing) return existing;
      if (!request.addresses) return buy(ref.shipment_id, ref.rate_id, request);
      const remade = await remake(quoted, ref.rate_id, { ...request, addresses: request.addresses });
      const label = labelOf(remade, request, clock());
      if (label) return label;
      return buy(remade.id, sameServiceRate(quoted, ref.rate_id, remade, request).id, request);
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
