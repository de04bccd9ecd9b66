// A person's whole checkout with EasyPost configured, on a real Temporal worker, against EasyPost's recorded traffic
// replayed on loopback: the quote is priced by EasyPost (recorded shp_eb44…, postal codes only), the calculator
// verifies both addresses (recorded verification of 179 N Harbor Dr, Redondo Beach), the person pays on the TEST MODE
// page, and the workflow buys the label on the shipment made again with the person's full addresses (recorded
// shp_c19ef…): one shipment made, one purchase, for the service paid for. When that service is no longer offered
// for the full addresses, nothing is bought and the workflow refunds the payment, the reason in its history.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEasyPostLabels } from '../../providers/labels/index.ts';
import { checkoutWorkflowId } from '../../workflows/messages.ts';
import type { SessionStage } from '../../store/index.ts';
import { Browser, checkoutFormFields, csrfToken } from './browser-client.ts';
import { call, newAgent, startCheckoutStack, startCheckoutWorker } from './checkout-helpers.ts';
import type { CheckoutStack, RunningWorker } from './checkout-helpers.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { RecordedAnswer, ReplayServer } from './easypost-replay.ts';

const QUOTED = 'shp_eb44b23e83a44682b0b13881b61682c8';
const REMADE = 'shp_c19ef39504854bdeb0647fe46d9aa6ae';
const REMADE_GA = 'rate_1417b8ba15e0420287f0249d36bb0ef6'; // USPS GroundAdvantage 5.93, as on the quote's shipment

let replay: ReplayServer;
let stack: CheckoutStack;
let worker: RunningWorker;

beforeAll(async () => {
  replay = await startReplayServer([]);
  stack = await startCheckoutStack({ env: { EASYPOST_API_KEY: 'EZTK_test', EASYPOST_BASE_URL: replay.baseUrl }, worker: false });
  // The worker as worker/main.ts builds it with the key set: labels through EasyPost, the ledger in the store.
  worker = await startCheckoutWorker(stack.config, stack.store, {
    labels: createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl, ledger: stack.store.checkoutSessions.providerLedger }),
  });
}, 60_000);
afterAll(async () => {
  await worker?.stop();
  await stack?.close();
  await replay?.close();
});

/**
 * The recorded traffic in the order a checkout asks for it: the quote's shipment (its first POST shipments), the two
 * address verifications, then the shipment made again for the label (the second POST shipments) and its purchase.
 */
const traffic = (remade: RecordedAnswer[] = recording('Shipment-Service--buys-a-shipment.har')): RecordedAnswer[] => [
  ...recording('Shipment-Service--creates-a-shipment.har'),
  ...recording('Address-Service--verifies-an-address.har'),
  ...remade,
];

const KNOWN = { street: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', postal_code: '90277-2506' };
const form = (csrf: string, sessionId: string): Record<string, string> =>
  checkoutFormFields(csrf, sessionId, {
    ...Object.fromEntries(Object.entries(KNOWN).flatMap(([k, v]) => [[`sender_${k}`, v], [`recipient_${k}`, v]])),
    recipient_email: 'bo@example.net',
    recipient_phone: '',
    contents: 'a ceramic vase',
  });

/** Quote through EasyPost, a session on Ground Advantage, the calculator's checkout and the TEST MODE payment. */
async function payForGroundAdvantage(): Promise<{ sessionId: string; carrierCents: number }> {
  const agent = newAgent('easypost-checkout');
  const quote = await call(stack.api.url, 'POST', '/quote', agent, { from_postal_code: '90277', to_postal_code: '90277', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 });
  expect(quote.status).toBe(200);
  expect(quote.body.pricing).toMatchObject({ provider: 'easypost' });
  const created = await call(stack.api.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id, service: 'usps_ground_advantage' });
  expect(created.status).toBe(201);
  const sessionId = String(created.body.session_id);
  const person = new Browser(stack.api.url);
  const html = await person.page(`/calculator?session=${sessionId}`);
  const checkout = await person.post('/calculator/checkout', form(csrfToken(html), sessionId));
  expect(checkout.status).toBe(303);
  const payPath = checkout.headers.get('location')!;
  expect(payPath).toMatch(/^\/test-payments\/checkout\/ord_/);
  const payPage = await person.page(payPath);
  expect((await person.post(payPath, { csrf_token: csrfToken(payPage) })).status).toBe(303);
  const order = (await stack.store.orders.forSession(sessionId))!;
  return { sessionId, carrierCents: order.carrier_cents };
}

async function reaches(sessionId: string, stage: SessionStage): Promise<void> {
  await expect.poll(async () => (await stack.store.checkoutSessions.get(sessionId))?.status, { timeout: 30_000, interval: 100 }).toBe(stage);
}

const buys = (): string[] => replay.received.filter((r) => r.method === 'POST' && r.path.endsWith('/buy')).map((r) => `${r.path} ${JSON.stringify(r.body)}`);
const shipmentsMade = (): { shipment: Record<string, unknown> }[] => replay.received.filter((r) => r.method === 'POST' && r.path === 'shipments').map((r) => r.body as { shipment: Record<string, unknown> });

describe('a paid checkout with EasyPost', () => {
  it('buys the label once, on a shipment made again with the full addresses, for the service paid for', { timeout: 60_000 }, async () => {
    replay.replay(traffic());
    replay.received.length = 0;
    const { sessionId, carrierCents } = await payForGroundAdvantage();
    expect(carrierCents).toBe(593);
    await reaches(sessionId, 'label_ready');
    const made = shipmentsMade();
    expect(made).toHaveLength(2);
    // The quote's shipment: postal codes only. The label's: the addresses the person entered (and confirmed).
    expect(made[0]!.shipment.from_address).toEqual({ zip: '90277', country: 'US' });
    expect(made[1]!.shipment).toMatchObject({
      from_address: { name: 'Ada Sender', street1: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', zip: '90277-2506', country: 'US', email: 'ada@example.net' },
      to_address: { name: 'Bo Recipient', street1: '179 N HARBOR DR', city: 'REDONDO BEACH', state: 'CA', zip: '90277-2506', country: 'US', email: 'bo@example.net' },
      parcel: { length: 10, width: 8, height: 4, weight: 15.4 },
    });
    expect(buys()).toEqual([`shipments/${REMADE}/buy {"rate":{"id":"${REMADE_GA}"}}`]);
    expect(replay.received.some((r) => r.method === 'POST' && r.path === `shipments/${QUOTED}/buy`)).toBe(false);
    const session = await stack.store.checkoutSessions.get(sessionId);
    expect(session?.checkout).toMatchObject({ label_ready: true, tracking_number: '9400100110368068953228', carrier: 'USPS' });
  });

  it('buys nothing when the service paid for is no longer offered for the full addresses, and refunds the payment with the reason in the history', { timeout: 60_000 }, async () => {
    // EasyPost's recorded answer to the re-made shipment with its Ground Advantage rate taken out.
    const gone = recording('Shipment-Service--buys-a-shipment.har').map((a) => {
      if (!(a.method === 'POST' && a.path === 'shipments')) return a;
      const shipment = JSON.parse(a.body) as { rates: { service: string }[] };
      return { ...a, body: JSON.stringify({ ...shipment, rates: shipment.rates.filter((r) => r.service !== 'GroundAdvantage') }) };
    });
    replay.replay(traffic(gone));
    replay.received.length = 0;
    const { sessionId } = await payForGroundAdvantage();
    await reaches(sessionId, 'refunded');
    expect(shipmentsMade()).toHaveLength(2);
    expect(buys()).toEqual([]);
    const history = await stack.client.workflow.getHandle(checkoutWorkflowId(sessionId)).fetchHistory();
    const failures = (history.events ?? []).flatMap((e) => (e.activityTaskFailedEventAttributes?.failure?.message ? [e.activityTaskFailedEventAttributes.failure.message] : []));
    // One attempt: a final failure, not retried.
    expect(failures).toEqual(['EasyPost no longer offers USPS Ground Advantage for this parcel with the full addresses; nothing was bought']);
  });
});
