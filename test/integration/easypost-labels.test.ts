// Labels through EasyPost against its recorded purchase and refund (replayed to the official client on loopback):
// the stored rate is bought once however often the activity retries, even when the purchase's answer is lost, and
// a void is asked once.
import { afterEach, describe, expect, it } from 'vitest';
import { createCheckoutActivities } from '../../activities/checkout.ts';
import { createActivities } from '../../activities/index.ts';
import { startApiServer } from '../../api/server.ts';
import { openStore } from '../../store/index.ts';
import { LabelPurchaseError, LabelVoidError, createEasyPostLabels } from '../../providers/labels/index.ts';
import type { LabelPurchaseRequest } from '../../providers/labels/index.ts';
import { recording, startReplayServer } from './easypost-replay.ts';
import type { ReplayServer } from './easypost-replay.ts';
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
