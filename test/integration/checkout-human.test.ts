// The human side over plain HTTP with the real dev server: the calculator's forms (CSRF, re-anchoring), the TEST
// MODE webhook (bad signature 400 and nothing changes; idempotent by event id), label → tracking timeline on an
// accelerated clock through to delivered (GET /track, track_parcel), no PII in status / logs / workflow history,
// the operator refund, and Stripe (SDK signature verification; Checkout Session creation against a local server).
import Stripe from 'stripe';
import { Worker } from '@temporalio/worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createStripePayments, signPayload } from '../../providers/payments/index.ts';
import type { StripeHttpClient } from '../../providers/payments/stripe.ts';
import { STRIPE_MOCK_HINT, provisionStripeMock, startStripeMock } from '../../scripts/stripe-mock.ts';
import type { RunningStripeMock } from '../../scripts/stripe-mock.ts';
import { missingTool } from '../system-tools.ts';
import { createApp } from '../../api/app.ts';
import { trackParcelSkill } from '../../api/agent/skills.ts';
import { checkoutWorkflowId, trackingWorkflowId } from '../../workflows/messages.ts';
import { refundOrder } from '../../scripts/ops/orders.ts';
import { call, newAgent } from './checkout-helpers.ts';
import { Browser, checkoutFormFields, csrfToken } from './browser-client.ts';
import { startTestStack } from './harness.ts';
import type { TestStack } from './harness.ts';

// The sandbox carrier's pace for this file's worker: a simulated day per 400 ms (read when the timeline is planned).
process.env.TRACKING_MS_PER_DAY = '400';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const PII = { sender: 'Zelda Quillfeather', recipient: 'Yorick Pemberton-Vance', street: '77 Massachusetts Ave', email: 'zelda.quill@example.net', phone: '+1 617 555 0199' };

const token = csrfToken;

async function waitStage(sessionId: string, stage: string, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await stack.store.checkoutSessions.get(sessionId))?.status !== stage) {
    if (Date.now() > until) throw new Error(`session ${sessionId} did not reach ${stage} (is ${(await stack.store.checkoutSessions.get(sessionId))?.status})`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function newSession(agent: string, shipment: Record<string, unknown> = { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' }) {
  const quote = await call(stack.api.url, 'POST', '/quote', agent, shipment);
  const created = await call(stack.api.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id });
  expect(created.status).toBe(201);
  return { sessionId: String(created.body.session_id), quote: quote.body };
}

const checkoutForm = (csrf: string, sessionId: string): Record<string, string> =>
  checkoutFormFields(csrf, sessionId, { sender_name: PII.sender, sender_street: PII.street, sender_email: PII.email, recipient_name: PII.recipient, recipient_phone: PII.phone });

/** Walk the calculator up to an opened order; returns the test checkout path. */
async function openCheckout(browser: Browser, sessionId: string): Promise<string> {
  const html = await browser.page(`/calculator?session=${sessionId}`);
  const response = await browser.post('/calculator/checkout', checkoutForm(token(html), sessionId));
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

describe('calculator forms', () => {
  it('refuses a form without a valid CSRF token and re-anchors the session when the person switches service', async () => {
    const agent = newAgent('human');
    const { sessionId, quote } = await newSession(agent);
    const browser = new Browser(stack.api.url);
    const html = await browser.page(`/calculator?session=${sessionId}`);
    expect(html).toContain('Other services for this quote');
    const forged = await browser.post('/calculator/switch', { session: sessionId, service_code: 'x', csrf_token: 'forged' });
    expect(forged.status).toBe(403);

    const rates = quote.rates as { service_code: string; amount: number; service: string }[];
    const other = [...rates].sort((a, b) => b.amount - a.amount)[0]!;
    const switched = await browser.post('/calculator/switch', { session: sessionId, service_code: other.service_code, csrf_token: token(html) });
    expect(switched.status).toBe(303);
    const status = await call(stack.api.url, 'GET', `/agent/checkout-session/${sessionId}`, agent);
    expect(status.body).toMatchObject({ status: 'awaiting_checkout', amount: other.amount, service: other.service });
  });

  it('blocks a service that cannot carry a prohibited item, with the reason', async () => {
    const agent = newAgent('human');
    const { sessionId } = await newSession(agent, { product: 'bottle of wine', from_postal_code: '10001', to_postal_code: '94105' });
    const browser = new Browser(stack.api.url);
    const html = await browser.page(`/calculator?session=${sessionId}`);
    expect(html).toMatch(/cannot carry this item|Not available for this item/);
    const response = await browser.post('/calculator/checkout', { ...checkoutForm(token(html), sessionId), contents: 'bottle of wine' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/alcohol/i);
    expect((await stack.store.checkoutSessions.get(sessionId))?.status).toBe('awaiting_checkout');
  });

  it('asks for a customs declaration on an international parcel and checks the foreign postal code', async () => {
    const agent = newAgent('human');
    const { sessionId } = await newSession(agent, { product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: 'M5V 2T6', to_country: 'CA' });
    const browser = new Browser(stack.api.url);
    const html = await browser.page(`/calculator?session=${sessionId}`);
    expect(html).toContain('Customs declaration');
    const base = { ...checkoutForm(token(html), sessionId), recipient_city: 'Toronto', recipient_state: 'ON', recipient_postal_code: 'M5V 2T6' };
    const missing = await browser.post('/calculator/checkout', base);
    expect(missing.status).toBe(400);
    const page = await missing.text();
    for (const field of ['customs_contents', 'customs_value', 'consent_customs']) expect(page).toContain(`id="${field}-error"`);
    const badPostal = await browser.post('/calculator/checkout', { ...base, recipient_postal_code: '12345', customs_contents: 'mugs', customs_value: '25', consent_customs: 'yes' });
    expect(badPostal.status).toBe(400);
    expect(await badPostal.text()).toContain('id="recipient_postal_code-error"');
    const ok = await browser.post('/calculator/checkout', { ...base, customs_contents: 'two ceramic mugs', customs_value: '25', consent_customs: 'yes' });
    expect(ok.status).toBe(303);
    const order = (await stack.store.orders.forSession(sessionId))!;
    expect(order.international).toBe(true);
    expect((await stack.store.orders.contacts(order.order_id))?.declarations.customs).toEqual({ contents: 'two ceramic mugs', value_usd: 25 });
  });

  it('serves a public calculator that spends the quote bucket', async () => {
    const browser = new Browser(stack.api.url);
    const html = await browser.page('/calculator');
    const bad = await browser.post('/calculator', { csrf_token: token(html), product: 'mug', from_postal_code: '00000', to_postal_code: '94105' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('aria-invalid="true"');
    const good = await browser.post('/calculator', { csrf_token: token(html), product: 'two ceramic coffee mugs', from_postal_code: '10001', to_postal_code: '94105' });
    expect(good.status).toBe(200);
    const results = await good.text();
    expect(results).toContain('Rates');
    // Delivery in words, not field values.
    expect(results).toMatch(/\d+ business days?, arriving by (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2}</);

    // Each rate leads to a checkout: a session anchored to that rate of the quote, opened at once.
    const [, quoteId, serviceCode] = /name="quote_id" value="([^"]+)"><input type="hidden" name="service_code" value="([^"]+)"/.exec(results)!;
    const started = await browser.post('/calculator/start', { csrf_token: token(results), quote_id: quoteId!, service_code: serviceCode! });
    expect(started.status).toBe(303);
    const location = started.headers.get('location')!;
    expect(location).toMatch(/^\/calculator\?session=cs_/);
    const sessionId = new URL(location, stack.api.url).searchParams.get('session')!;
    expect(await stack.store.checkoutSessions.get(sessionId)).toMatchObject({ quote_id: quoteId, service_code: serviceCode, quote_reused: true });
    const page = await browser.page(location);
    expect(page).toContain('<dd id="session-status" data-status="awaiting_checkout">Waiting for you to check out</dd>');
    // The same rate again is the same session (one session per rate of a quote); a forged token is refused.
    const again = await browser.post('/calculator/start', { csrf_token: token(results), quote_id: quoteId!, service_code: serviceCode! });
    expect(again.headers.get('location')).toBe(location);
    expect((await browser.post('/calculator/start', { csrf_token: 'forged', quote_id: quoteId!, service_code: serviceCode! })).status).toBe(403);
  });
});

describe('the person corrects the package before paying', () => {
  const packageForm = (csrf: string, sessionId: string, dims: [string, string, string, string], units = 'in_lb'): Record<string, string> => ({
    csrf_token: csrf,
    session: sessionId,
    package_units: units,
    package_length: dims[0],
    package_width: dims[1],
    package_height: dims[2],
    package_weight: dims[3],
  });

  it('sees the estimated box in inches and pounds with cm and kg beside them, corrects it, and the session follows the new price', { timeout: 30_000 }, async () => {
    const agent = newAgent('package');
    const { sessionId, quote } = await newSession(agent);
    const browser = new Browser(stack.api.url);
    const html = await browser.page(`/calculator?session=${sessionId}`);
    expect(html).toMatch(/<dd id="package-summary">[\d.]+ × [\d.]+ × [\d.]+ in \([\d.]+ × [\d.]+ × [\d.]+ cm\), [\d.]+ lb \([\d.]+ kg\) \(estimated\)/);
    expect(html).toContain('Length (in)');
    const before = (await call(stack.api.url, 'GET', `/agent/checkout-session/${sessionId}`, agent)).body;

    // A bigger, heavier box than the estimate: priced again, the session's amount follows.
    const corrected = await browser.post('/calculator/package', packageForm(token(html), sessionId, ['16', '12', '10', '9']));
    expect(corrected.status).toBe(200);
    const page = await corrected.text();
    expect(page).toMatch(/id="package-notice">(Price updated|.* cannot carry the corrected package)/);
    expect(page).toContain('16 × 12 × 10 in (40.6 × 30.5 × 25.4 cm), 9 lb (4.082 kg) (as given)');
    const record = (await stack.store.checkoutSessions.get(sessionId))!;
    expect(record.quote_id).not.toBe(quote.quote_id);
    const after = (await call(stack.api.url, 'GET', `/agent/checkout-session/${sessionId}`, agent)).body;
    expect(after.amount).toBe(record.amount_cents! / 100);
    expect(after.amount).toBeGreaterThan(Number(before.amount));
    // The quote the agent received stays as it was.
    expect((await stack.store.quotes.find(String(quote.quote_id)))!.answer.rates).toEqual(quote.rates);
    expect((await stack.store.quotes.find(record.quote_id!))!.answer.package).toMatchObject({ source: 'manual', length_cm: 40.6, weight_kg: 4.082 });

    // Metric works too.
    const metric = await browser.post('/calculator/package', packageForm(token(page), sessionId, ['30', '20', '15', '1.5'], 'cm_kg'));
    expect(await metric.text()).toContain('(30 × 20 × 15 cm), 3.3 lb (1.5 kg) (as given)');
  });

  it('explains a correction that makes the chosen service impossible, and moves the session to one that can carry it', { timeout: 30_000 }, async () => {
    const agent = newAgent('package-switch');
    const { sessionId } = await newSession(agent);
    const browser = new Browser(stack.api.url);
    const html = await browser.page(`/calculator?session=${sessionId}`);
    const chosen = (await stack.store.checkoutSessions.get(sessionId))!;
    expect(chosen.carrier).toBe('USPS');
    // 50 × 22 × 20 in: length + girth 134 in, over USPS's 130 in, within UPS and FedEx limits.
    const response = await browser.post('/calculator/package', packageForm(token(html), sessionId, ['50', '22', '20', '40']));
    const page = await response.text();
    expect(response.status).toBe(200);
    expect(page).toMatch(/id="package-notice">USPS .* cannot carry the corrected package.*so your checkout now uses (UPS|FedEx)/);
    expect((await stack.store.checkoutSessions.get(sessionId))!.carrier).not.toBe('USPS');
  });

  it('explains a correction that turns the parcel into freight and keeps the session as it was; refuses nonsense', { timeout: 30_000 }, async () => {
    const agent = newAgent('package-freight');
    const { sessionId } = await newSession(agent);
    const browser = new Browser(stack.api.url);
    const html = await browser.page(`/calculator?session=${sessionId}`);
    const before = (await stack.store.checkoutSessions.get(sessionId))!;
    const freight = await browser.post('/calculator/package', packageForm(token(html), sessionId, ['48', '40', '40', '600']));
    expect(freight.status).toBe(422);
    const page = await freight.text();
    expect(page).toContain('the parcel is freight');
    expect(page).toContain('Request a freight price');
    expect(await stack.store.checkoutSessions.get(sessionId)).toMatchObject({ quote_id: before.quote_id, amount_cents: before.amount_cents });
    const nonsense = await browser.post('/calculator/package', packageForm(token(page), sessionId, ['-1', 'abc', '', '0']));
    expect(nonsense.status).toBe(400);
    const errors = await nonsense.text();
    expect(errors).toContain('Enter the length in inches, a number above 0.');
    expect(errors).toContain('Enter the weight in pounds, a number above 0.');
    expect(errors).toContain('aria-invalid="true"');
  });
});

describe('TEST MODE payments, label, tracking, refund', () => {
  it('verifies webhook signatures, applies each event once, tracks to delivered, keeps PII out, refunds', { timeout: 60_000 }, async () => {
    const agent = newAgent('human');
    const { sessionId } = await newSession(agent);
    const browser = new Browser(stack.api.url);
    const payPath = await openCheckout(browser, sessionId);
    expect(payPath).toMatch(/^\/test-payments\/checkout\/ord_/);
    await waitStage(sessionId, 'checkout_started');
    const order = (await stack.store.orders.forSession(sessionId))!;

    // A forged webhook: 400, nothing changes.
    const body = JSON.stringify({ id: 'evt_forged', type: 'checkout.completed', created: Math.floor(Date.now() / 1000), data: { order_id: order.order_id, session_id: sessionId, payment_id: 'pi_forged', amount_cents: 1 } });
    const forged = await fetch(`${stack.api.url}/webhooks/test-payments`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-payments-signature': signPayload('whsec_wrong', body, Math.floor(Date.now() / 1000)) }, body });
    expect(forged.status).toBe(400);
    expect((await stack.store.orders.get(order.order_id))?.payment_id).toBeNull();
    expect((await stack.store.checkoutSessions.get(sessionId))?.status).toBe('checkout_started');

    // The TEST MODE page: labelled, fee itemized; paying sends the signed webhook to our own endpoint.
    const payPage = await browser.page(payPath);
    expect(payPage).toContain('TEST MODE');
    expect(payPage).toContain('Service fee');
    const paid = await browser.post(payPath, { csrf_token: token(payPage) });
    expect(paid.status).toBe(303);
    await waitStage(sessionId, 'label_ready');

    // The same event id again (a provider retry) is acknowledged and changes nothing.
    const secret = (await stack.store.meta.get('test_payments_webhook_secret'))!;
    const replayBody = JSON.stringify({ id: 'evt_replay_1', type: 'checkout.completed', created: Math.floor(Date.now() / 1000), data: { order_id: order.order_id, session_id: sessionId, payment_id: 'pi_other', amount_cents: 1 } });
    const send = () => fetch(`${stack.api.url}/webhooks/test-payments`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-test-payments-signature': signPayload(secret, replayBody, Math.floor(Date.now() / 1000)) }, body: replayBody });
    expect(await (await send()).json()).toMatchObject({ received: true, duplicate: false });
    expect(await (await send()).json()).toMatchObject({ received: true, duplicate: true });

    const label = await call(stack.api.url, 'GET', `/agent/checkout-session/${sessionId}`, agent);
    const tracking = String((label.body.checkout as Record<string, unknown>).tracking_number);

    // Tracking on the accelerated clock: through to delivered, which signals the session.
    await waitStage(sessionId, 'delivered', 30_000);
    const track = await call(stack.api.url, 'GET', `/track/${tracking}`, 'anyone');
    expect(track.status).toBe(200);
    expect(track.body).toMatchObject({ tracking_number: tracking, status: 'delivered' });
    const events = track.body.events as { status: string; status_code: string; location: string; time: string; description: string }[];
    expect(events[0]!.status).toBe('delivered');
    expect(events.at(-1)!.status).toBe('pre_transit');
    expect(events.map((e) => e.status)).toEqual(expect.arrayContaining(['in_transit', 'out_for_delivery']));
    for (const e of events) expect(e.location.length).toBeGreaterThan(0);
    expect((await call(stack.api.url, 'GET', '/track/9400100000000000000000', 'anyone')).body).toMatchObject({ error: 'tracking_not_found', status: 404 });
    const skill = await trackParcelSkill.run({ tracking_number: tracking }, { key: 'x' } as never, { store: stack.store } as never);
    expect(skill.structured).toMatchObject({ status: 'delivered' });

    const delivered = await call(stack.api.url, 'GET', `/agent/checkout-session/${sessionId}`, agent);
    expect(delivered.body).toMatchObject({ status: 'delivered', checkout: { tracking_status: 'delivered', paid: true, label_ready: true } });

    // No name, address, e-mail or phone in status answers, log lines or workflow histories.
    const histories: string[] = [];
    for (const id of [checkoutWorkflowId(sessionId), trackingWorkflowId(tracking)]) histories.push(decodePayloads(await stack.client.workflow.getHandle(id).fetchHistory()));
    const haystacks = [JSON.stringify(label.body), JSON.stringify(delivered.body), stack.logs.join('\n'), ...histories];
    expect(histories[0]).toContain(order.order_id);
    for (const hay of haystacks) for (const secretWord of Object.values(PII)) expect(hay).not.toContain(secretWord);

    // Both workflows replay deterministically from their histories (the checkout one with the tracking patch).
    for (const id of [checkoutWorkflowId(sessionId), trackingWorkflowId(tracking)]) {
      await Worker.runReplayHistory({ workflowBundle: { codePath: inject('workflowBundlePath') } }, await stack.client.workflow.getHandle(id).fetchHistory(), id);
    }

    // The operator refund: through the provider, then `refunded` on the session. Idempotent.
    const first = await refundOrder(order.order_id, 'operator_refund', { store: stack.store });
    const again = await refundOrder(sessionId, 'operator_refund', { store: stack.store });
    expect(again.refund.refund_id).toBe(first.refund.refund_id);
    await waitStage(sessionId, 'refunded');
  });
});

/** A fetched history with every payload decoded to text (payloads are JSON bytes inside the protobuf). */
function decodePayloads(value: unknown): string {
  const out: string[] = [];
  const walk = (v: unknown): void => {
    if (v instanceof Uint8Array) out.push(Buffer.from(v).toString('utf8'));
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
    else if (typeof v === 'string') out.push(v);
  };
  walk(value);
  return out.join('\n');
}

/** Stripe's own node HTTP client, recording each request it sends (path, form body, idempotency key). */
function recordingHttpClient(record: (request: { path: string; method: string; body: URLSearchParams; idempotency: string | undefined }) => void): StripeHttpClient {
  const real = Stripe.createNodeHttpClient();
  return Object.assign(Object.create(real) as StripeHttpClient, {
    makeRequest(...args: Parameters<StripeHttpClient['makeRequest']>) {
      const [, , path, method, headers, requestData] = args;
      const key = headers['Idempotency-Key'] ?? headers['idempotency-key'];
      record({ path, method, body: new URLSearchParams(requestData), idempotency: typeof key === 'string' ? key : undefined });
      return real.makeRequest(...args);
    },
  });
}

describe('Stripe', () => {
  // stripe-mock, Stripe's official mock server (built once with `go install`, cached like the Temporal CLI).
  let stripeMock: RunningStripeMock | undefined;
  beforeAll(async () => {
    let binary: string;
    try {
      binary = await provisionStripeMock();
    } catch {
      missingTool(STRIPE_MOCK_HINT);
      return;
    }
    stripeMock = await startStripeMock(binary);
  }, 300_000);
  afterAll(async () => {
    await stripeMock?.stop();
  });

  it('creates a Checkout Session with carrier cost and service fee as separate lines (stripe-mock validates it against Stripe\'s API)', async (context) => {
    if (!stripeMock) return context.skip();
    const sent: { path: string; method: string; body: URLSearchParams; idempotency: string | undefined }[] = [];
    const stripe = createStripePayments({
      secretKey: 'sk_test_local',
      webhookSecret: 'whsec_local',
      host: stripeMock.host,
      port: stripeMock.port,
      protocol: 'http',
      httpClient: recordingHttpClient((request) => sent.push(request)),
    });
    const hosted = await stripe.createCheckout({ order_id: 'ord_AAAAAAAAAAAAAAAAAAAAAA', session_id: 'cs_BBBBBBBBBBBBBBBBBBBBBB', description: 'USPS Ground Advantage postage', carrier_cents: 1234, fee_cents: 199, return_url: 'http://127.0.0.1/calculator?session=cs_BBBBBBBBBBBBBBBBBBBBBB' });
    // stripe-mock answered (it refuses any request its copy of Stripe's OpenAPI description does not allow).
    expect(hosted.provider_ref).toMatch(/^cs_test_/);
    expect(hosted.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    expect([request.method, request.path]).toEqual(['POST', '/v1/checkout/sessions']);
    expect(request.idempotency).toBe('checkout:ord_AAAAAAAAAAAAAAAAAAAAAA');
    expect(request.body.get('mode')).toBe('payment');
    expect(request.body.get('line_items[0][price_data][unit_amount]')).toBe('1234');
    expect(request.body.get('line_items[1][price_data][unit_amount]')).toBe('199');
    expect(request.body.get('line_items[1][price_data][product_data][name]')).toBe('Service fee');
    expect(request.body.get('metadata[session_id]')).toBe('cs_BBBBBBBBBBBBBBBBBBBBBB');
  });

  it('refunds through stripe-mock, with the idempotency key, and maps the refund', async (context) => {
    if (!stripeMock) return context.skip();
    const sent: { path: string; body: URLSearchParams; idempotency: string | undefined }[] = [];
    const stripe = createStripePayments({ secretKey: 'sk_test_local', webhookSecret: 'whsec_local', host: stripeMock.host, port: stripeMock.port, protocol: 'http', httpClient: recordingHttpClient((r) => sent.push(r)) });
    const refund = await stripe.refund({ idempotency_key: 'refund:cs_x', payment_id: 'pi_test_1', amount_cents: 1433, reason: 'label_failed' });
    expect(refund).toMatchObject({ payment_id: 'pi_test_1', amount_cents: 1433 });
    expect(refund.refund_id).toMatch(/^re_/);
    expect(refund.refunded_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(sent.map((r) => [r.path, r.idempotency, r.body.get('payment_intent'), r.body.get('amount'), r.body.get('metadata[reason]')])).toEqual([['/v1/refunds', 'refund:cs_x', 'pi_test_1', '1433', 'label_failed']]);
  });

  it('verifies webhook signatures with the SDK: checkout.session.completed → paid, charge.refunded → refunded, once each; a bad signature is 400', { timeout: 30_000 }, async () => {
    const webhookSecret = 'whsec_test_secret';
    const app = createApp({ ...stack.api.context, payments: createStripePayments({ secretKey: 'sk_test_unused', webhookSecret }) });
    const agent = newAgent('stripe');
    const { sessionId } = await newSession(agent);
    const { order } = await stack.api.context.checkout.openCheckout(
      { order_id: 'ord_STRIPEstripeSTRIPE000', session_id: sessionId, created_at: new Date().toISOString(), carrier: 'USPS', service: 'x', service_code: 'x', amount_cents: 1000, carrier_cents: 800, fee_cents: 200, international: false, provider: 'stripe' },
      { sender: {} as never, recipient: {} as never, declarations: {} as never },
    );
    const post = (payload: string, header: string) => app.fetch(new Request('http://local/webhooks/stripe', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': header }, body: payload }));
    const completed = JSON.stringify({ id: 'evt_stripe_1', object: 'event', type: 'checkout.session.completed', created: Math.floor(Date.now() / 1000), data: { object: { id: 'cs_test_x', object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_stripe_1', amount_total: 1000, client_reference_id: order.order_id, metadata: { order_id: order.order_id, session_id: sessionId } } } });
    const stripeSdk = new Stripe('sk_test_unused');

    const bad = await post(completed, stripeSdk.webhooks.generateTestHeaderString({ payload: completed, secret: 'whsec_other' }));
    expect(bad.status).toBe(400);
    expect((await stack.store.orders.get(order.order_id))?.payment_id).toBeNull();

    const good = await post(completed, stripeSdk.webhooks.generateTestHeaderString({ payload: completed, secret: webhookSecret }));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ duplicate: false, applied: 'paid' });
    const dup = await post(completed, stripeSdk.webhooks.generateTestHeaderString({ payload: completed, secret: webhookSecret }));
    expect(await dup.json()).toMatchObject({ duplicate: true });
    expect((await stack.store.orders.get(order.order_id))?.payment_id).toBe('pi_stripe_1');
    await waitStage(sessionId, 'label_ready');

    const refunded = JSON.stringify({ id: 'evt_stripe_2', object: 'event', type: 'charge.refunded', created: Math.floor(Date.now() / 1000), data: { object: { id: 'ch_1', object: 'charge', payment_intent: 'pi_stripe_1' } } });
    const r = await post(refunded, stripeSdk.webhooks.generateTestHeaderString({ payload: refunded, secret: webhookSecret }));
    expect(await r.json()).toMatchObject({ applied: 'refunded' });
    await waitStage(sessionId, 'refunded');
  });
});
