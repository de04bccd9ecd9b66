// The checkout request schema and the CheckoutStatus view (pure: no I/O).
import { describe, expect, it } from 'vitest';
import { checkoutStatusView, checkoutUrl, createdView, nextStep } from '../../../api/checkout-view.ts';
import { validateCheckoutSessionRequest } from '../../../api/schemas/checkout.ts';
import type { CheckoutSessionRecord } from '../../../store/index.ts';

describe('checkout session request', () => {
  it('accepts the tool names from_zip/to_zip as the REST names', () => {
    const result = validateCheckoutSessionRequest({ product: 'two mugs', from_zip: '10001', to_zip: '94105', service: ' usps_ground_advantage ' });
    expect(result).toEqual({ ok: true, value: { shipment: { product: 'two mugs', from_postal_code: '10001', to_postal_code: '94105' }, service: 'usps_ground_advantage', quote_id: null } });
  });

  it('takes a bare quote_id without a shipment', () => {
    expect(validateCheckoutSessionRequest({ quote_id: 'q_abc' })).toEqual({ ok: true, value: { shipment: null, service: null, quote_id: 'q_abc' } });
  });

  it('refuses disagreeing aliases, bad types and non-objects with field errors', () => {
    const disagree = validateCheckoutSessionRequest({ from_zip: '10001', from_postal_code: '10002' });
    expect(disagree).toMatchObject({ ok: false, errors: [{ field: 'from_zip' }] });
    expect(validateCheckoutSessionRequest({ weight_kg: 'heavy' })).toMatchObject({ ok: false, errors: [{ field: 'weight_kg' }] });
    expect(validateCheckoutSessionRequest({ quote_id: 7 })).toMatchObject({ ok: false, errors: [{ field: 'quote_id' }] });
    expect(validateCheckoutSessionRequest([])).toMatchObject({ ok: false, errors: [{ field: '(body)' }] });
    expect(validateCheckoutSessionRequest(null)).toMatchObject({ ok: false });
  });
});

const base: CheckoutSessionRecord = {
  session_id: 'cs_AAAAAAAAAAAAAAAAAAAAAA',
  status: 'awaiting_checkout',
  created_at: '2026-03-02T10:00:00.000Z',
  expires_at: '2026-04-01T10:00:00.000Z',
  amount_cents: 1234,
  currency: 'USD',
  carrier: 'USPS',
  service: 'Ground Advantage',
  service_code: 'usps_ground_advantage',
  quote_id: 'q_BBBBBBBBBBBBBBBBBBBBBB',
  quote_reused: true,
  checkout: null,
};

const progress = {
  order_id: 'ord_1',
  started_at: '2026-03-02T10:05:00.000Z',
  paid: true,
  label_ready: true,
  refunded: false,
  carrier: 'USPS',
  service: 'Ground Advantage',
  tracking_number: '9405511899223197428490',
  tracking_status: 'pre_transit',
  estimated_delivery: '2026-03-05',
  delivered_at: null,
};

describe('CheckoutStatus view', () => {
  it('has exactly SPEC fields, checkout null while awaiting_checkout', () => {
    const view = checkoutStatusView(base, 'https://parcel.example');
    expect(Object.keys(view).sort()).toEqual(['amount', 'checkout', 'created_at', 'currency', 'expires_at', 'next', 'quote_reused', 'service', 'session_id', 'status'].sort());
    expect(view).toMatchObject({ status: 'awaiting_checkout', amount: 12.34, currency: 'USD', checkout: null, quote_reused: true });
    expect(view.next).toContain(checkoutUrl('https://parcel.example', base.session_id));
  });

  it('shows the checkout with every SPEC field and the tracking number from label_ready on', () => {
    const view = checkoutStatusView({ ...base, status: 'label_ready', checkout: progress }, 'https://parcel.example');
    expect(Object.keys(view.checkout!).sort()).toEqual(
      ['order_id', 'started_at', 'paid', 'label_ready', 'refunded', 'carrier', 'service', 'tracking_number', 'tracking_status', 'estimated_delivery', 'delivered_at'].sort(),
    );
    expect(view.checkout?.tracking_number).toBe('9405511899223197428490');
    expect(view.next).toContain('9405511899223197428490');
    const paid = checkoutStatusView({ ...base, status: 'paid', checkout: { ...progress, label_ready: false, tracking_number: null } }, 'https://parcel.example');
    expect(paid.checkout?.tracking_number).toBeNull();
  });

  it('tells the agent what to do at every stage', () => {
    const statuses = ['awaiting_checkout', 'checkout_started', 'paid', 'label_ready', 'delivered', 'refunded'] as const;
    const texts = statuses.map((status) => nextStep({ ...base, status, checkout: progress }, 'u'));
    expect(new Set(texts).size).toBe(statuses.length);
    expect(texts.at(-1)).toMatch(/closed/);
  });

  it('answers a created session with the issue-4 fields', () => {
    const created = createdView(base, 'https://parcel.example');
    expect(created).toEqual({
      session_id: base.session_id,
      checkout_url: `https://parcel.example/calculator?session=${base.session_id}`,
      amount: 12.34,
      currency: 'USD',
      carrier: 'USPS',
      service: 'Ground Advantage',
      service_code: 'usps_ground_advantage',
      quote_id: base.quote_id,
      quote_reused: true,
      status: 'awaiting_checkout',
      created_at: base.created_at,
      expires_at: base.expires_at,
    });
  });
});
