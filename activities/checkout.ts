// Activities of the checkout session workflow. Built by a factory so tests inject their own store and providers.
// Each one is idempotent: the projection through the stage log, the label and the refund through the provider's
// idempotency key.
import { log } from '@temporalio/activity';
import { createCheckoutCommands } from '../checkout/commands.ts';
import { ApplicationFailure } from '@temporalio/common';
import type { PartyDetails, SessionStage, Store } from '../store/index.ts';
import { CheckoutErrorType } from '../workflows/failure-types.ts';
import { LABEL_CARRIERS, LabelPurchaseError, createSandboxCarrier } from '../providers/labels/index.ts';
import type { LabelAddress, LabelCarrier, LabelFault, LabelProvider, PurchasedLabel, VoidedLabel } from '../providers/labels/index.ts';
import { RefundError, createSandboxPayments } from '../providers/payments/index.ts';
import type { PaymentProvider, Refund, RefundFault } from '../providers/payments/index.ts';

export interface RecordStageInput {
  session_id: string;
  stage: SessionStage;
  detail: Record<string, unknown>;
}

export interface PurchaseLabelInput {
  session_id: string;
  /** Idempotency key sent to the carrier: one label per session, however often the activity is retried. */
  idempotency_key: string;
  order_id: string | null;
  /** The person's choice at checkout; the session's anchored rate when absent. */
  carrier: string | null;
  service: string | null;
}

export interface RefundPaymentInput {
  session_id: string;
  idempotency_key: string;
  payment_id: string;
  /** Paid amount; the session's anchored amount when absent. */
  amount_cents: number | null;
  reason: string;
}

export interface CheckoutProviders {
  labels?: LabelProvider;
  payments?: PaymentProvider;
  /** Shorthand for tests: fault hooks for the embedded sandbox providers (ignored for a provider given above). */
  sandboxFaults?: {
    label?: Parameters<typeof createSandboxCarrier>[0]['faults'];
    refund?: Parameters<typeof createSandboxPayments>[0]['faults'];
  };
}

export type { LabelFault, RefundFault };

export interface CheckoutActivityDeps {
  store: Store;
  clock?: () => Date;
  providers?: CheckoutProviders;
}

const isLabelCarrier = (value: string): value is LabelCarrier => (LABEL_CARRIERS as readonly string[]).includes(value);

/** A party entered at the checkout as the label's address. */
function labelAddress(p: PartyDetails): LabelAddress {
  return {
    name: p.name,
    street1: p.street,
    ...(p.street2.trim() ? { street2: p.street2 } : {}),
    city: p.city,
    ...(p.state.trim() ? { state: p.state } : {}),
    zip: p.postal_code,
    country: p.country,
    ...(p.email.trim() ? { email: p.email } : {}),
    ...(p.phone.trim() ? { phone: p.phone } : {}),
  };
}

export function createCheckoutActivities(deps: CheckoutActivityDeps) {
  const clock = deps.clock ?? (() => new Date());
  const ledger = deps.store.checkoutSessions.providerLedger;
  const commands = createCheckoutCommands({ store: deps.store, clock });
  const labels = deps.providers?.labels ?? createSandboxCarrier({ ledger, clock, ...(deps.providers?.sandboxFaults?.label ? { faults: deps.providers.sandboxFaults.label } : {}) });
  const payments =
    deps.providers?.payments ?? createSandboxPayments({ ledger, clock, ...(deps.providers?.sandboxFaults?.refund ? { faults: deps.providers.sandboxFaults.refund } : {}) });

  return {
    /** Project a stage onto the order record the status endpoint reads. Idempotent under retries. */
    async recordCheckoutStage(input: RecordStageInput): Promise<SessionStage | null> {
      const result = await commands.projectStage(input.session_id, input.stage, input.detail);
      if (result === undefined) log.warn('checkout stage for a session without a record', { session_id: input.session_id, stage: input.stage });
      return result ?? null;
    },

    /** Buy the label for a paid session. Transient carrier failures are retried; a rejection is final. */
    async purchaseLabel(input: PurchaseLabelInput): Promise<PurchasedLabel> {
      const session = await deps.store.checkoutSessions.get(input.session_id);
      if (!session) throw ApplicationFailure.nonRetryable(`no session record ${input.session_id}`, CheckoutErrorType.InvalidCheckoutInput);
      const carrier = input.carrier ?? session.carrier;
      const service = input.service ?? session.service;
      if (!carrier || !isLabelCarrier(carrier) || !service) {
        throw ApplicationFailure.nonRetryable(`no purchasable carrier/service for ${input.session_id} (${carrier ?? '-'} ${service ?? '-'})`, CheckoutErrorType.InvalidCheckoutInput);
      }
      // Transit time of the rate the person chose, from the quote the session was anchored to.
      const quote = session.quote_id ? await deps.store.quotes.find(session.quote_id) : undefined;
      const rate =
        quote?.answer.rates.find((r) => r.carrier === carrier && r.service === service) ??
        (session.service_code && carrier === session.carrier ? quote?.answer.rates.find((r) => r.service_code === session.service_code) : undefined);
      // A live-priced quote kept its provider's shipment and rate ids: the label is bought for exactly that rate.
      const serviceCode = rate?.service_code ?? (service === session.service ? session.service_code : null);
      const providerRateId = serviceCode && quote?.provider_ref ? quote.provider_ref.rate_ids[serviceCode] : undefined;
      // A live shipment has postal codes only: the provider makes it again with the person's full addresses (read
      // here, in the worker, never passed through the workflow) and holds the price to what the person paid.
      const byId = quote?.provider_ref && providerRateId && input.order_id ? await deps.store.orders.get(input.order_id) : undefined;
      const order = quote?.provider_ref && providerRateId ? (byId?.session_id === input.session_id ? byId : await deps.store.orders.forSession(input.session_id)) : undefined;
      const contacts = order ? await deps.store.orders.contacts(order.order_id) : undefined;
      try {
        return await labels.purchase({
          idempotency_key: input.idempotency_key,
          reference: input.order_id ?? input.session_id,
          carrier,
          service,
          service_code: serviceCode,
          delivery_days: rate?.delivery_days ?? null,
          ...(quote?.provider_ref && providerRateId ? { provider_ref: { shipment_id: quote.provider_ref.shipment_id, rate_id: providerRateId } } : {}),
          ...(order ? { paid_carrier_cents: order.carrier_cents } : {}),
          ...(contacts ? { addresses: { from: labelAddress(contacts.sender), to: labelAddress(contacts.recipient) }, customs: contacts.declarations.customs } : {}),
        });
      } catch (error) {
        if (error instanceof LabelPurchaseError) {
          if (error.permanent) throw ApplicationFailure.nonRetryable(error.message, CheckoutErrorType.LabelRejected);
          throw ApplicationFailure.retryable(error.message, CheckoutErrorType.LabelUnavailable);
        }
        throw error;
      }
    },

    /**
     * Void a bought label: the session was refunded after (or while) its label was bought. Providers without voids
     * (the sandbox carrier) answer null. Idempotent per label.
     */
    async voidLabel(input: { session_id: string; label_id: string }): Promise<VoidedLabel | null> {
      if (!labels.void) return null;
      log.info('voiding the label of a refunded session', { session_id: input.session_id });
      return labels.void(input.label_id);
    },

    /** Refund a payment (compensation when no label can be bought). Idempotent per key. */
    async refundPayment(input: RefundPaymentInput): Promise<Refund> {
      const session = await deps.store.checkoutSessions.get(input.session_id);
      try {
        return await payments.refund({
          idempotency_key: input.idempotency_key,
          payment_id: input.payment_id,
          amount_cents: input.amount_cents ?? session?.amount_cents ?? null,
          reason: input.reason,
        });
      } catch (error) {
        if (error instanceof RefundError && error.permanent) throw ApplicationFailure.nonRetryable(error.message, CheckoutErrorType.RefundRejected);
        throw error;
      }
    },
  };
}

export type CheckoutActivities = ReturnType<typeof createCheckoutActivities>;
