// Labels through EasyPost against its recorded purchase and refund (replayed to the official client on loopback):
// the stored rate is bought once however often the activity retries, even when the purchase's answer is lost, and
// a void is asked once.
import { ApplicationFailure } from '@temporalio/common';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCheckoutActivities } from '../../activities/checkout.ts';
import { createActivities } from '../../activities/index.ts';
import { startApiServer } from '../../api/server.ts';
import { createCheckoutCommands } from '../../checkout/commands.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { CheckoutErrorType } from '../../workflows/failure-types.ts';
import { EASYPOST_LABEL_SHIPMENT } from '../../providers/labels/easypost.ts';
import { LabelPurchaseError, LabelVoidError, createEasyPostLabels } from '../../providers/labels/index.ts';
import type { LabelPurchaseRequest } from '../../providers/labels/index.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { RecordedAnswer, ReplayServer } from './easypost-replay.ts';
import { call } from './checkout-helpers.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';

const BOUGHT_SHIPMENT = 'shp_c19ef39504854bdeb0647fe46d9aa6ae';
const PAID_RATE = 'rate_1417b8ba15e0420287f0249d36bb0ef6'; // USPS GroundAdvantage 5.93 in the recording

const REQUEST: LabelPurchaseRequest = {
  idempotency_key: 'label-cs_test',
  reference: 'ord_test',
  carrier: 'USPS',
  service: 'USPS Ground Advantage',
  service_code: 'usps_ground_advantage',
  delivery_days: 3,
  provider_ref: { shipment_id: BOUGHT_SHIPMENT, rate_id: PAID_RATE },
};

let replay: ReplayServer | undefined;
afterEach(async () => {
  await replay?.close();
  replay = undefined;
});

const buys = (server: ReplayServer): string[] => server.received.filter((r) => r.method === 'POST' && r.path.endsWith('/buy')).map((r) => `${r.path} ${JSON.stringify(r.body)}`);

describe('EasyPost labels', () => {
  it('buys exactly the stored rate, maps the label, and a retried purchase reuses it (one purchase)', async () => {
    replay = await startReplayServer(recording('Shipment-Service--buys-a-shipment.har'));
    const labels = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl });
    const first = await labels.purchase(REQUEST);
    expect(first).toEqual({
      label_id: BOUGHT_SHIPMENT,
      tracking_number: '9400100110368068953228',
      carrier: 'USPS',
      service: 'USPS Ground Advantage',
      // The recording gives no delivery date: three business days from the label date (Tue 2024-07-30).
      estimated_delivery: '2024-08-02',
      purchased_at: '2024-07-30T16:12:08Z',
      label_url: 'https://easypost-files.s3.us-west-2.amazonaws.com/files/postage_label/20240730/e80af044eacbb34c648540530560435ed0.png',
    });
    const retried = await labels.purchase(REQUEST);
    expect(retried).toEqual(first);
    // Looked at the shipment first both times; bought once, for the rate the person paid for.
    expect(replay.received.map((r) => `${r.method} ${r.path}`)).toEqual([`GET shipments/${BOUGHT_SHIPMENT}`, `POST shipments/${BOUGHT_SHIPMENT}/buy`, `GET shipments/${BOUGHT_SHIPMENT}`]);
    expect(buys(replay)).toEqual([`shipments/${BOUGHT_SHIPMENT}/buy {"rate":{"id":"${PAID_RATE}"}}`]);
  });

  it('a purchase whose answer is lost (deadline passed) is read back from the shipment, and a retry buys nothing', async () => {
    replay = await startReplayServer(recording('Shipment-Service--buys-a-shipment.har'), { delayMs: 1000, delayOnly: [`POST shipments/${BOUGHT_SHIPMENT}/buy`] });
    const labels = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl, deadlineMs: 200 });
    const found = await labels.purchase(REQUEST);
    expect(found.tracking_number).toBe('9400100110368068953228');
    expect(replay.received.map((r) => `${r.method} ${r.path}`)).toEqual([`GET shipments/${BOUGHT_SHIPMENT}`, `POST shipments/${BOUGHT_SHIPMENT}/buy`, `GET shipments/${BOUGHT_SHIPMENT}`]);
    // The activity retried anyway (its own answer lost): still one purchase.
    expect((await labels.purchase(REQUEST)).tracking_number).toBe('9400100110368068953228');
    expect(buys(replay)).toHaveLength(1);
  });

  it('a purchase that fails for a while is retryable, a refused one is final', async () => {
    replay = await startReplayServer(recording('Shipment-Service--buys-a-shipment.har'), { delayMs: 1000 });
    const slow = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl, deadlineMs: 150 });
    const timedOut = await slow.purchase(REQUEST).catch((e: unknown) => e);
    expect(timedOut).toBeInstanceOf(LabelPurchaseError);
    expect((timedOut as LabelPurchaseError).permanent).toBe(false);
    replay.replay(
      recording('Address-Service--throws-an-error-when-we-cannot-verify-an-address.har')
        .filter((a) => a.status === 422)
        .map((a) => ({ ...a, path: `shipments/${BOUGHT_SHIPMENT}` })),
    );
    const refused = await createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl }).purchase(REQUEST).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(LabelPurchaseError);
    expect((refused as LabelPurchaseError).permanent).toBe(true);
    expect(buys(replay)).toEqual([]);
  });

  it('a quote priced without EasyPost ids cannot be bought through EasyPost (a final failure, nothing called)', async () => {
    replay = await startReplayServer(recording('Shipment-Service--buys-a-shipment.har'));
    const labels = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl });
    const { provider_ref: _omitted, ...withoutRef } = REQUEST;
    const error = await labels.purchase(withoutRef).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LabelPurchaseError);
    expect((error as LabelPurchaseError).permanent).toBe(true);
    expect(replay.received).toEqual([]);
  });

  it('voids (refunds) a bought label once: a repeated void reads the submitted refund and asks nothing again', async () => {
    replay = await startReplayServer(recording('Shipment-Service--refunds-a-shipment.har'));
    const labels = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl });
    const shipment = 'shp_7800715831eb412a8376c0733f6a7974';
    expect(await labels.void(shipment)).toEqual({ label_id: shipment, status: 'submitted' });
    expect(await labels.void(shipment)).toEqual({ label_id: shipment, status: 'submitted' });
    expect(replay.received.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([`shipments/${shipment}/refund`]);
  });

  it('an EasyPost error answer to a void is a final LabelVoidError', async () => {
    replay = await startReplayServer(
      recording('Address-Service--throws-an-error-when-we-cannot-verify-an-address.har')
        .filter((a) => a.status === 422)
        .map((a) => ({ ...a, path: 'shipments/shp_unknown' })),
    );
    const labels = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl });
    const error = await labels.void('shp_unknown').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LabelVoidError);
    expect((error as LabelVoidError).permanent).toBe(true);
  });
});

describe('the label activity with an EasyPost-priced quote', () => {
  it('buys exactly the rate of the quote the session was anchored to, once, however often the activity runs', async () => {
    replay = await startReplayServer(recording('Shipment-Service--buys-a-shipment.har'));
    const data = tempDir('pqs-easypost-label-');
    const config = testConfig(data.dir, { EASYPOST_API_KEY: 'EZTK_test', EASYPOST_BASE_URL: replay.baseUrl });
    const store = await openStore({ file: config.databaseFile });
    const api = await startApiServer(config, capturedLogger('fatal').logger, { store });
    try {
      // Priced by EasyPost (the recorded shipment shp_c19ef…), then a session anchored to Ground Advantage.
      const agent = 'easypost-label-activity/1';
      const quote = await call(api.url, 'POST', '/quote', agent, { from_postal_code: '94107', to_postal_code: '90277', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 });
      expect(quote.status).toBe(200);
      const session = await call(api.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id, service: 'usps_ground_advantage' });
      expect(session.status).toBe(201);

      const activities = createCheckoutActivities({ store, providers: { labels: createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl }) } });
      const input = { session_id: String(session.body.session_id), idempotency_key: `label-${String(session.body.session_id)}`, order_id: null, carrier: null, service: null };
      const first = await activities.purchaseLabel(input);
      const retried = await activities.purchaseLabel(input);
      expect(first).toMatchObject({ label_id: BOUGHT_SHIPMENT, tracking_number: '9400100110368068953228', carrier: 'USPS' });
      expect(retried).toEqual(first);
      expect(buys(replay)).toEqual([`shipments/${BOUGHT_SHIPMENT}/buy {"rate":{"id":"${PAID_RATE}"}}`]);

      // The worker's activities with EasyPost labels: the shipment record is opened for EasyPost's webhook, and no
      // sandbox timeline is walked (its scans come from EasyPost's tracker).
      const all = createActivities({ store, providers: { labels: createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl }) } });
      const steps = await all.openShipment({ session_id: String(session.body.session_id), order_id: null, tracking_number: first.tracking_number, carrier: first.carrier, service: first.service, estimated_delivery: null });
      expect(steps).toEqual([]);
      expect((await store.tracking.get(first.tracking_number))?.events).toHaveLength(1);
    } finally {
      await api.close();
      await store.close();
      data.remove();
    }
  });
});

// ------------------------------------------------------------------------------------ with the full addresses
//
// The quote's shipment (postal codes only) is EasyPost's recorded shp_eb44… ("creates a shipment"), read back as
// EasyPost serves a shipment; the shipment made again with the person's addresses is the recorded shp_c19ef…
// ("buys a shipment", its create and its purchase). Both recordings offer USPS Express 33.10, Priority 6.90 and
// Ground Advantage 5.93.
const QUOTED = 'shp_eb44b23e83a44682b0b13881b61682c8';
const QUOTED_GA = 'rate_440371076f8c429381dc82df7b078b48'; // USPS GroundAdvantage 5.93 on the quote's shipment
const REMADE = BOUGHT_SHIPMENT;
const REMADE_GA = PAID_RATE; // USPS GroundAdvantage 5.93 on the re-made shipment

const quotedShipment = (): RecordedAnswer => {
  const created = recording('Shipment-Service--creates-a-shipment.har')[0]!;
  return { ...created, method: 'GET', path: `shipments/${QUOTED}`, status: 200 };
};
/** The recorded traffic: the quote's shipment read back, the shipment made again, and its purchase. */
const remakeTraffic = (remade: RecordedAnswer[] = recording('Shipment-Service--buys-a-shipment.har')): RecordedAnswer[] => [quotedShipment(), ...remade];
/**
 * EasyPost's recorded answer to the re-made shipment without its Ground Advantage rate (derived from the recording
 * by taking that one rate out: what EasyPost answers when the service no longer serves the addresses).
 */
const withoutGroundAdvantage = (): RecordedAnswer[] =>
  recording('Shipment-Service--buys-a-shipment.har').map((a) => {
    if (!(a.method === 'POST' && a.path === 'shipments')) return a;
    const shipment = JSON.parse(a.body) as { rates: { service: string }[] };
    return { ...a, body: JSON.stringify({ ...shipment, rates: shipment.rates.filter((r) => r.service !== 'GroundAdvantage') }) };
  });

/**
 * The same, and a carrier message in EasyPost's shape instead (`type: rate_error`; the text is ours, no recording
 * holds one): the carrier could not rate just now, which says nothing about the service.
 */
const carrierCouldNotRate = (): RecordedAnswer[] =>
  withoutGroundAdvantage().map((a) => {
    if (!(a.method === 'POST' && a.path === 'shipments')) return a;
    const shipment = JSON.parse(a.body) as Record<string, unknown>;
    return { ...a, body: JSON.stringify({ ...shipment, messages: [{ carrier: 'USPS', carrier_account_id: 'ca_5ba7ca3632c54adeb17ad4bcac13c890', type: 'rate_error', message: 'carrier timed out' }] }) };
  });

const FULL: LabelPurchaseRequest = {
  ...REQUEST,
  provider_ref: { shipment_id: QUOTED, rate_id: QUOTED_GA },
  addresses: {
    from: { name: 'Ada Sender', street1: '388 Townsend St', street2: 'Apt 20', city: 'San Francisco', state: 'CA', zip: '94107', country: 'US', email: 'ada@example.net' },
    to: { name: 'Bo Recipient', street1: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', zip: '90277', country: 'US', phone: '+1 310 555 0100' },
  },
  customs: null,
  paid_carrier_cents: 593,
};

const creates = (server: ReplayServer): unknown[] => server.received.filter((r) => r.method === 'POST' && r.path === 'shipments').map((r) => r.body);

describe('EasyPost labels with the person\'s full addresses (the quote\'s shipment has postal codes only)', () => {
  const data = tempDir('pqs-easypost-remake-');
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ file: testConfig(data.dir).databaseFile });
  });
  afterAll(async () => {
    await store?.close();
    data.remove();
  });
  let n = 0;
  /** A fresh purchase (its own idempotency key) against the ledger in the store. */
  const fresh = (overrides: Partial<LabelPurchaseRequest> = {}): LabelPurchaseRequest => ({ ...FULL, idempotency_key: `label:cs_remake_${++n}`, ...overrides });
  const provider = (server: ReplayServer, deadlineMs?: number) =>
    createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: server.baseUrl, ledger: store.checkoutSessions.providerLedger, ...(deadlineMs ? { deadlineMs } : {}) });

  it('makes the shipment again with the full addresses and the same parcel, buys the same service on it, and a retried purchase (another worker) buys nothing more', async () => {
    replay = await startReplayServer(remakeTraffic());
    const request = fresh();
    const first = await provider(replay).purchase(request);
    expect(first).toMatchObject({ label_id: REMADE, tracking_number: '9400100110368068953228', carrier: 'USPS', service: 'USPS Ground Advantage' });
    expect(replay.received.map((r) => `${r.method} ${r.path}`)).toEqual([`GET shipments/${QUOTED}`, 'POST shipments', `POST shipments/${REMADE}/buy`]);
    expect(creates(replay)).toEqual([
      {
        shipment: {
          from_address: { name: 'Ada Sender', street1: '388 Townsend St', street2: 'Apt 20', city: 'San Francisco', state: 'CA', zip: '94107', country: 'US', email: 'ada@example.net' },
          to_address: { name: 'Bo Recipient', street1: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', zip: '90277', country: 'US', phone: '+1 310 555 0100' },
          // The quote's parcel as EasyPost holds it (inches, ounces); a domestic lane carries no customs.
          parcel: { length: 10, width: 8, height: 4, weight: 15.4 },
          reference: 'ord_test',
        },
      },
    ]);
    // Ground Advantage on the re-made shipment: the same carrier and service as the rate paid for.
    expect(buys(replay)).toEqual([`shipments/${REMADE}/buy {"rate":{"id":"${REMADE_GA}"}}`]);
    expect(await store.checkoutSessions.providerLedger.find(EASYPOST_LABEL_SHIPMENT, request.idempotency_key)).toEqual({ shipment_id: REMADE });

    const retried = await provider(replay).purchase(request);
    expect(retried).toEqual(first);
    expect(replay.received.slice(3).map((r) => `${r.method} ${r.path}`)).toEqual([`GET shipments/${QUOTED}`, `GET shipments/${REMADE}`]);
    expect(creates(replay)).toHaveLength(1);
    expect(buys(replay)).toHaveLength(1);
  });

  it('a purchase whose answer is lost is read back from the re-made shipment, and a retry makes and buys nothing more', async () => {
    replay = await startReplayServer(remakeTraffic(), { delayMs: 1000, delayOnly: [`POST shipments/${REMADE}/buy`] });
    const request = fresh();
    expect((await provider(replay, 200).purchase(request)).tracking_number).toBe('9400100110368068953228');
    expect((await provider(replay, 200).purchase(request)).tracking_number).toBe('9400100110368068953228');
    expect(creates(replay)).toHaveLength(1);
    expect(buys(replay)).toHaveLength(1);
  });

  it('an attempt that gave up waiting for the shipment to be made buys nothing; the retry makes it again and buys once', async () => {
    replay = await startReplayServer(remakeTraffic(), { delayMs: 1000, delayOnly: ['POST shipments'] });
    const request = fresh();
    // The first attempt gives up waiting for the shipment; EasyPost made it anyway (its answer arrives too late).
    const lost = await provider(replay, 200).purchase(request).catch((e: unknown) => e);
    expect(lost).toBeInstanceOf(LabelPurchaseError);
    expect((lost as LabelPurchaseError).permanent).toBe(false);
    expect(buys(replay)).toEqual([]);
    replay.replay(remakeTraffic());
    const label = await provider(replay).purchase(request);
    expect(label.label_id).toBe(REMADE);
    // The unanswered shipment was never kept in the ledger, so nothing is ever bought on it.
    expect(creates(replay)).toHaveLength(2);
    expect(buys(replay)).toHaveLength(1);
  });

  it('buys nothing when the service now costs more than the person paid: a final failure that says so', async () => {
    replay = await startReplayServer(remakeTraffic());
    // The person paid $5.50 for Ground Advantage; with the full addresses EasyPost asks $5.93.
    const request = fresh({ paid_carrier_cents: 550 });
    const error = await provider(replay).purchase(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LabelPurchaseError);
    expect((error as LabelPurchaseError).permanent).toBe(true);
    expect((error as Error).message).toBe('USPS Ground Advantage now costs $5.93 with the full addresses, more than the $5.50 paid for it; nothing was bought');
    // Not the cheaper or any other service either; the shipment is not kept, and a retry (were there one) buys
    // nothing either.
    expect(await store.checkoutSessions.providerLedger.find(EASYPOST_LABEL_SHIPMENT, request.idempotency_key)).toBeUndefined();
    await expect(provider(replay).purchase(request)).rejects.toThrow('now costs $5.93');
    expect(buys(replay)).toEqual([]);
  });

  it('buys nothing when the service is no longer offered for the full addresses (never another service)', async () => {
    replay = await startReplayServer(remakeTraffic(withoutGroundAdvantage()));
    const error = await provider(replay).purchase(fresh()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LabelPurchaseError);
    expect((error as LabelPurchaseError).permanent).toBe(true);
    expect((error as Error).message).toBe('EasyPost no longer offers USPS Ground Advantage for this parcel with the full addresses; nothing was bought');
    expect(buys(replay)).toEqual([]);
  });

  it('a carrier that could not rate just now is asked again: nothing kept or bought, the retry makes a new shipment and buys once', async () => {
    replay = await startReplayServer(remakeTraffic(carrierCouldNotRate()));
    const request = fresh();
    const error = await provider(replay).purchase(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LabelPurchaseError);
    expect((error as LabelPurchaseError).permanent).toBe(false);
    expect((error as Error).message).toBe('EasyPost could not rate USPS Ground Advantage just now (USPS answered with an error instead of rates); nothing was bought');
    expect(await store.checkoutSessions.providerLedger.find(EASYPOST_LABEL_SHIPMENT, request.idempotency_key)).toBeUndefined();
    replay.replay(remakeTraffic());
    expect((await provider(replay).purchase(request)).label_id).toBe(REMADE);
    expect(creates(replay)).toHaveLength(2);
    expect(buys(replay)).toEqual([`shipments/${REMADE}/buy {"rate":{"id":"${REMADE_GA}"}}`]);
  });

  it('an international shipment carries the customs declaration the person made, signed by the sender', async () => {
    replay = await startReplayServer(remakeTraffic());
    const request = fresh({
      addresses: { from: FULL.addresses!.from, to: { name: 'Cleo Empfänger', street1: 'Straße des 17. Juni 135', city: 'Berlin', zip: '10623', country: 'DE', email: 'cleo@example.net' } },
      customs: { contents: 'two ceramic\tmugs', value_usd: 40 },
    });
    await provider(replay).purchase(request);
    const sent = creates(replay)[0] as { shipment: { to_address: unknown; customs_info: unknown } };
    expect(sent.shipment.to_address).toEqual({ name: 'Cleo Empfänger', street1: 'Straße des 17. Juni 135', city: 'Berlin', zip: '10623', country: 'DE', email: 'cleo@example.net' });
    // The quote's customs information (recorded: one item, 2 × 11 oz, HS 654321), with the person's words and value.
    expect(sent.shipment.customs_info).toEqual({
      contents_type: 'merchandise',
      contents_explanation: '',
      customs_certify: true,
      customs_signer: 'Ada Sender',
      eel_pfc: 'NOEEI 30.37(a)',
      non_delivery_option: 'return',
      restriction_type: 'none',
      customs_items: [{ description: 'two ceramic mugs', quantity: 2, weight: 11, origin_country: 'US', value: 40, hs_tariff_number: '654321' }],
    });
  });
});

describe('the label activity with the addresses entered at checkout', () => {
  it('buys the same service on a shipment made with the full addresses, once; a service gone is a final failure the workflow refunds', async () => {
    // The quote is priced by EasyPost (recorded shp_eb44…); the label's shipment is made again (recorded shp_c19ef…).
    replay = await startReplayServer([...recording('Shipment-Service--creates-a-shipment.har'), ...recording('Shipment-Service--buys-a-shipment.har')]);
    const data = tempDir('pqs-easypost-label-remake-');
    const config = testConfig(data.dir, { EASYPOST_API_KEY: 'EZTK_test', EASYPOST_BASE_URL: replay.baseUrl });
    const store = await openStore({ file: config.databaseFile });
    const api = await startApiServer(config, capturedLogger('fatal').logger, { store });
    try {
      const agent = 'easypost-label-remake/1';
      const quote = await call(api.url, 'POST', '/quote', agent, { from_postal_code: '94107', to_postal_code: '90277', package_source: 'manual', length_cm: 30, width_cm: 20, height_cm: 15, weight_kg: 2 });
      expect(quote.status).toBe(200);
      const paidFor = (quote.body.rates as { service_code: string; carrier_amount: number; amount: number; service_fee: number }[]).find((r) => r.service_code === 'usps_ground_advantage')!;
      expect(paidFor.carrier_amount).toBe(5.93);
      const created = await call(api.url, 'POST', '/agent/checkout-session', agent, { quote_id: quote.body.quote_id, service: 'usps_ground_advantage' });
      expect(created.status).toBe(201);
      const sessionId = String(created.body.session_id);
      // The person's checkout, as the calculator records it (order and contacts through the checkout commands).
      const party = (name: string, street: string, city: string, zip: string) => ({ name, street, street2: '', city, state: 'CA', postal_code: zip, country: 'US', email: `${name.split(' ')[0]!.toLowerCase()}@example.net`, phone: '' });
      const { order } = await createCheckoutCommands({ store }).openCheckout(
        {
          order_id: `ord_remake${Date.now()}`,
          session_id: sessionId,
          created_at: new Date().toISOString(),
          carrier: 'USPS',
          service: 'USPS Ground Advantage',
          service_code: 'usps_ground_advantage',
          amount_cents: Math.round(paidFor.amount * 100),
          carrier_cents: Math.round(paidFor.carrier_amount * 100),
          fee_cents: Math.round(paidFor.service_fee * 100),
          international: false,
          provider: 'test',
        },
        {
          sender: party('Ada Sender', '388 Townsend St', 'San Francisco', '94107'),
          recipient: party('Bo Recipient', '179 N Harbor Dr', 'Redondo Beach', '90277'),
          declarations: { truthful: true, no_prohibited: true, carrier_terms: true, restricted_declared: [], customs: null },
        },
      );
      const labels = createEasyPostLabels({ apiKey: 'EZTK_test', baseUrl: replay.baseUrl, ledger: store.checkoutSessions.providerLedger });
      const activities = createCheckoutActivities({ store, providers: { labels } });
      const input = { session_id: sessionId, idempotency_key: `label:${sessionId}`, order_id: order.order_id, carrier: null, service: null };
      const first = await activities.purchaseLabel(input);
      expect(first).toMatchObject({ label_id: REMADE, tracking_number: '9400100110368068953228', carrier: 'USPS' });
      expect(await activities.purchaseLabel(input)).toEqual(first);
      const made = creates(replay).slice(1) as { shipment: { from_address: unknown; to_address: unknown; reference: string } }[];
      expect(made).toHaveLength(1);
      expect(made[0]!.shipment).toMatchObject({
        from_address: { name: 'Ada Sender', street1: '388 Townsend St', city: 'San Francisco', state: 'CA', zip: '94107', country: 'US', email: 'ada@example.net' },
        to_address: { name: 'Bo Recipient', street1: '179 N Harbor Dr', city: 'Redondo Beach', state: 'CA', zip: '90277', country: 'US', email: 'bo@example.net' },
        reference: order.order_id,
      });
      expect(buys(replay)).toEqual([`shipments/${REMADE}/buy {"rate":{"id":"${REMADE_GA}"}}`]);

      // Another purchase of the same quote whose service is gone on the re-made shipment: non-retryable
      // LabelRejected, the failure type the workflow answers with the refund; nothing bought.
      replay.replay([quotedShipment(), ...withoutGroundAdvantage()]);
      const failure = await activities.purchaseLabel({ ...input, idempotency_key: `label:${sessionId}:again` }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApplicationFailure);
      expect((failure as ApplicationFailure).nonRetryable).toBe(true);
      expect((failure as ApplicationFailure).type).toBe(CheckoutErrorType.LabelRejected);
      expect((failure as Error).message).toContain('EasyPost no longer offers USPS Ground Advantage');
      expect(buys(replay)).toHaveLength(1);
    } finally {
      await api.close();
      await store.close();
      data.remove();
    }
  });
});
