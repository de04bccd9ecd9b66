// Webhooks (POST /webhooks/test-payments, POST /webhooks/stripe; POST /webhooks/easypost in easypost.ts) and the embedded TEST MODE hosted checkout page
// (GET/POST /test-payments/checkout/{order_id}). A bad signature is 400 and changes nothing; every event is applied
// once (by event id). The TEST MODE page confirms by sending a signed webhook to our own endpoint over HTTP-shaped
// dispatch, exactly as a real provider would.
import { type } from 'arktype';
import type { H3 } from 'h3';
import { newId } from '../../domain/ids/index.ts';
import { formatUsd } from '../../domain/money/index.ts';
import { TEST_PAYMENTS_SIGNATURE_HEADER, signPayload, verifySignature } from '../../providers/payments/index.ts';
import type { PaymentEvent } from '../../providers/payments/index.ts';
import type { AppContext } from '../context.ts';
import { createCsrfTokens, formRejected } from '../csrf.ts';
import { readFormBody } from '../form-body.ts';
import { parseJsonText, readLimitedText } from '../json-body.ts';
import { escapeHtml, page } from '../html.ts';
import { ProblemError, invalidRequest } from '../problem.ts';
import { registerEasyPostWebhookRoute } from './easypost.ts';
import { applyPaymentEvent, isStripe, paymentsFor, testPaymentsSecret } from './payments.ts';
import { STRIPE_WEBHOOK_PATH, TEST_PAYMENTS_CHECKOUT_PATH, TEST_PAYMENTS_WEBHOOK_PATH } from '../paths.ts';

const ORDER_ID = /^ord_[A-Za-z0-9_-]{22}$/;
const MAX_WEBHOOK_BYTES = 256 * 1024;

const badSignature = (): ProblemError => new ProblemError(400, 'invalid_request', 'The webhook signature is missing or does not verify.');

const TestPaymentBodySchema = type({
  id: '0 < string <= 100',
  type: '0 < string <= 100',
  created: '0 <= number.integer <= 99999999999',
  data: { order_id: 'string <= 100', session_id: 'string <= 100', payment_id: 'string <= 100', amount_cents: 'number.integer' },
});
type TestPaymentBody = typeof TestPaymentBodySchema.infer;

const rawBody = (req: Request): Promise<string> => readLimitedText(req, MAX_WEBHOOK_BYTES);

export function registerWebhookRoutes(app: H3, ctx: AppContext): void {
  const csrf = createCsrfTokens(ctx);
  registerEasyPostWebhookRoute(app, ctx);

  app.post(TEST_PAYMENTS_WEBHOOK_PATH, async (event) => {
    // No signature header: refused before a byte of the body is read.
    if (!event.req.headers.get(TEST_PAYMENTS_SIGNATURE_HEADER)) throw badSignature();
    const body = await rawBody(event.req);
    const secret = await testPaymentsSecret(ctx);
    if (!verifySignature(secret, body, event.req.headers.get(TEST_PAYMENTS_SIGNATURE_HEADER), Math.floor(ctx.clock().getTime() / 1000))) throw badSignature();
    const parsed = TestPaymentBodySchema(parseJsonText(body));
    // Signed, yet not an event of ours: refused as malformed, never a crash on a missing field.
    if (parsed instanceof type.errors) throw invalidRequest(`The webhook body is not a test-payments event: ${parsed.summary}`);
    const payment: PaymentEvent =
      parsed.type === 'checkout.completed'
        ? { kind: 'paid', event_id: parsed.id, event_type: parsed.type, order_id: parsed.data.order_id, session_id: parsed.data.session_id, payment_id: parsed.data.payment_id, amount_cents: parsed.data.amount_cents, at: new Date(parsed.created * 1000).toISOString() }
        : parsed.type === 'payment.refunded'
          ? { kind: 'refunded', event_id: parsed.id, event_type: parsed.type, payment_id: parsed.data.payment_id, at: new Date(parsed.created * 1000).toISOString() }
          : { kind: 'ignored', event_id: parsed.id, event_type: parsed.type };
    const outcome = await applyPaymentEvent(ctx, 'test', payment);
    return { received: true, ...outcome };
  });

  app.post(STRIPE_WEBHOOK_PATH, async (event) => {
    const provider = paymentsFor(ctx);
    if (!isStripe(provider)) throw new ProblemError(404, 'not_found', 'Stripe is not configured on this installation.');
    if (!event.req.headers.get('stripe-signature')) throw badSignature();
    const body = await rawBody(event.req);
    let payment: PaymentEvent;
    try {
      payment = provider.parseWebhook(body, event.req.headers.get('stripe-signature'));
    } catch {
      throw badSignature();
    }
    const outcome = await applyPaymentEvent(ctx, 'stripe', payment);
    return { received: true, ...outcome };
  });

  // ---------------------------------------------------------------- the embedded TEST MODE hosted checkout page

  async function loadOrder(orderId: string) {
    const order = ORDER_ID.test(orderId) ? await ctx.store.orders.get(orderId) : undefined;
    if (!order || order.provider !== 'test') throw new ProblemError(404, 'not_found', 'No test checkout with this id.');
    return order;
  }

  app.get(TEST_PAYMENTS_CHECKOUT_PATH, async (event) => {
    const order = await loadOrder(event.context.params?.order_id ?? '');
    const back = `/calculator?session=${encodeURIComponent(order.session_id)}`;
    if (order.payment_id !== null) {
      return page('Test checkout', `<p class="test-banner" role="note"><strong>TEST MODE</strong></p><h1>Already paid</h1><p><a href="${escapeHtml(back)}">Back to your shipment</a></p>`);
    }
    const token = await csrf.issue(event, `test-pay:${order.order_id}`);
    return page(
      'TEST MODE checkout',
      `<p role="note" style="background:#fff4ce;border:2px solid #b58900;padding:.5rem;font-weight:700">TEST MODE — no real card is charged. This is the embedded test payment page; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take real payments with Stripe.</p>
<h1>Pay for your label (TEST)</h1>
<table aria-label="Receipt" style="border-collapse:collapse;width:100%;text-align:left">
<tr><th scope="row">${escapeHtml(order.service.startsWith(order.carrier) ? order.service : `${order.carrier} ${order.service}`)} postage</th><td>${escapeHtml(formatUsd(order.carrier_cents))}</td></tr>
<tr><th scope="row">Service fee</th><td>${escapeHtml(formatUsd(order.fee_cents))}</td></tr>
<tr><th scope="row">Total</th><td><strong>${escapeHtml(formatUsd(order.amount_cents))}</strong></td></tr>
</table>
<p>Order <code>${escapeHtml(order.order_id)}</code></p>
<form method="post" action="/test-payments/checkout/${escapeHtml(order.order_id)}">
<input type="hidden" name="csrf_token" value="${escapeHtml(token)}">
<button type="submit">Pay ${escapeHtml(formatUsd(order.amount_cents))} (TEST)</button>
</form>
<p><a href="${escapeHtml(back)}">Cancel and go back</a></p>`,
    );
  });

  app.post(TEST_PAYMENTS_CHECKOUT_PATH, async (event) => {
    const order = await loadOrder(event.context.params?.order_id ?? '');
    csrf.checkRequest(event);
    const form = await readFormBody(event);
    if (!(await csrf.verify(event, `test-pay:${order.order_id}`, form.csrf_token))) throw formRejected();
    if (order.payment_id === null) {
      const created = Math.floor(ctx.clock().getTime() / 1000);
      const body: TestPaymentBody = {
        id: newId('evt'),
        type: 'checkout.completed',
        created,
        data: { order_id: order.order_id, session_id: order.session_id, payment_id: `pi_test_${order.order_id.slice(4)}`, amount_cents: order.amount_cents },
      };
      const text = JSON.stringify(body);
      // Delivered to our own webhook endpoint through the app, signed like a provider's (the handler verifies it).
      const response = await app.fetch(
        new Request(`${ctx.config.publicBaseUrl}${TEST_PAYMENTS_WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [TEST_PAYMENTS_SIGNATURE_HEADER]: signPayload(await testPaymentsSecret(ctx), text, created), 'user-agent': 'parcel-quote-test-payments/1' },
          body: text,
        }),
      );
      if (!response.ok) throw new ProblemError(502, 'service_unavailable', 'The test payment could not be confirmed; try again.');
    }
    return new Response(null, { status: 303, headers: { location: `/calculator?session=${encodeURIComponent(order.session_id)}&paid=1` } });
  });
}
