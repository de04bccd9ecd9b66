// Pure mapping from the order record to what the API answers. Never a name, address or e-mail: the record holds
// none, and the CheckoutStatus is built field by field from SPEC's list.
import { centsToAmount } from '../domain/money/index.ts';
import type { CheckoutSessionRecord } from '../store/index.ts';
import type { CheckoutSessionCreated, CheckoutStatusBody } from './schemas/checkout.ts';

export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_-]{22}$/;

export function checkoutUrl(publicBaseUrl: string, sessionId: string): string {
  return `${publicBaseUrl}/calculator?session=${encodeURIComponent(sessionId)}`;
}

/** What, if anything, the agent should do now. */
export function nextStep(record: CheckoutSessionRecord, url: string): string {
  switch (record.status) {
    case 'awaiting_checkout':
      return `Share checkout_url (${url}) with the person; they confirm the details and pay there (you never pay). Check back in a few minutes, not sooner.`;
    case 'checkout_started':
      return 'The person is at the checkout. Nothing to do now; check back in a few minutes.';
    case 'paid':
      return 'Paid. The label is being bought; check back in a few minutes for the tracking number.';
    case 'label_ready':
      return `Label bought. Give the person tracking number ${record.checkout?.tracking_number ?? '(see checkout.tracking_number)'}; nothing else to do.`;
    case 'delivered':
      return 'Delivered. Nothing left to do.';
    case 'refunded':
      return 'Refunded; this session is closed. To ship after all, get a new quote and create a new session.';
  }
}

export function checkoutStatusView(record: CheckoutSessionRecord, publicBaseUrl: string): CheckoutStatusBody {
  const c = record.checkout;
  return {
    session_id: record.session_id,
    status: record.status,
    created_at: record.created_at,
    expires_at: record.expires_at,
    amount: record.amount_cents === null ? null : centsToAmount(record.amount_cents),
    currency: 'USD',
    service: record.service,
    quote_reused: record.quote_reused,
    checkout:
      record.status === 'awaiting_checkout' || !c
        ? null
        : {
            order_id: c.order_id,
            started_at: c.started_at,
            paid: c.paid,
            label_ready: c.label_ready,
            refunded: c.refunded,
            carrier: c.carrier,
            service: c.service,
            tracking_number: c.label_ready ? c.tracking_number : null,
            tracking_status: c.tracking_status,
            estimated_delivery: c.estimated_delivery,
            delivered_at: c.delivered_at,
          },
    next: nextStep(record, checkoutUrl(publicBaseUrl, record.session_id)),
  };
}

export function createdView(record: CheckoutSessionRecord, publicBaseUrl: string): CheckoutSessionCreated {
  return {
    session_id: record.session_id,
    checkout_url: checkoutUrl(publicBaseUrl, record.session_id),
    amount: centsToAmount(record.amount_cents ?? 0),
    currency: 'USD',
    carrier: record.carrier ?? '',
    service: record.service ?? '',
    service_code: record.service_code,
    quote_id: record.quote_id ?? '',
    quote_reused: record.quote_reused,
    status: record.status,
    created_at: record.created_at,
    expires_at: record.expires_at,
  };
}
