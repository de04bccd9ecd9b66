// POST /webhooks/easypost with EasyPost's recorded tracker.updated body and its real signature: accepted once (by
// event id), scan events and the estimated delivery stored for GET /track; one changed byte changes nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer } from '../../api/server.ts';
import type { RunningApi } from '../../api/server.ts';
import { openStore } from '../../store/index.ts';
import type { Store } from '../../store/index.ts';
import { EASYPOST_FIXTURES } from './easypost-replay.ts';
import { capturedLogger, tempDir, testConfig } from './harness.ts';

const signed = JSON.parse(readFileSync(path.join(EASYPOST_FIXTURES, 'webhook-signature.json'), 'utf8')) as { body_file: string; secret: string; hmac_signature: string };
const body = readFileSync(path.join(EASYPOST_FIXTURES, signed.body_file));
const TRACKING = '1'; // the recorded tracker's tracking_code

let api: RunningApi;
let store: Store;
let data: { dir: string; remove(): void };
beforeAll(async () => {
  data = tempDir('pqs-easypost-webhook-');
  const config = testConfig(data.dir, { EASYPOST_WEBHOOK_SECRET: signed.secret });
  store = await openStore({ file: config.databaseFile });
  api = await startApiServer(config, capturedLogger('fatal').logger, { store });
  await store.tracking.createShipment(
    { tracking_number: TRACKING, session_id: 'cs_webhook_test', order_id: null, carrier: 'FedEx', service: 'FedEx Ground', estimated_delivery: null, created_at: '2024-07-31T14:45:27.000Z' },
    { at: '2024-07-31T14:45:27.000Z', location: 'Origin', status: 'pre_transit', status_code: 'label_created', description: 'Label created' },
  );
});
afterAll(async () => {
  await api?.close();
  await store?.close();
  data?.remove();
});

const post = (payload: Buffer, signature: string | null): Promise<Response> =>
  fetch(`${api.url}/webhooks/easypost`, { method: 'POST', headers: { 'content-type': 'application/json', ...(signature ? { 'X-Hmac-Signature': signature } : {}) }, body: new Uint8Array(payload) });

describe('POST /webhooks/easypost', () => {
  it('refuses a body with one changed byte (400) and changes nothing, not even the event id', async () => {
    const forged = Buffer.from(body);
    const at = forged.indexOf('"in_transit"', forged.indexOf('"result"')) + 1;
    forged[at] = 'x'.charCodeAt(0);
    const response = await post(forged, signed.hmac_signature);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request' });
    expect((await post(body, null)).status).toBe(400);
    const shipment = await store.tracking.get(TRACKING);
    expect(shipment?.events).toHaveLength(1);
    expect(shipment?.estimated_delivery).toBeNull();
  });

  it('accepts the recorded signature: every scan event and the estimated delivery stored, the status moved', async () => {
    const response = await post(body, signed.hmac_signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, duplicate: false, applied: 'tracking', status: 'in_transit', events_added: 7 });
    const shipment = await store.tracking.get(TRACKING);
    expect(shipment).toMatchObject({ status: 'in_transit', estimated_delivery: '2024-08-05' });
    expect(shipment?.events.map((e) => [e.at, e.location, e.description])).toEqual([
      ['2024-07-31T14:45:27.000Z', 'Origin', 'Label created'],
      ['2024-07-31T15:00:00.000Z', '32837, US', 'Shipment information sent to FedEx'],
      ['2024-07-31T19:27:00.000Z', 'ORLANDO, FL, 32809, US', 'Picked up'],
      ['2024-07-31T22:35:00.000Z', 'ORLANDO, FL, 32809, US', 'Arrived at FedEx location'],
      ['2024-08-01T14:42:13.000Z', 'ORLANDO, FL, 32809, US', 'Departed FedEx location'],
      ['2024-08-02T02:46:19.000Z', 'KENLY, NC, 27542, US', 'On the way'],
      ['2024-08-02T18:35:20.000Z', 'EDISON TWP, NJ, 08817, US', 'On the way'],
      ['2024-08-02T18:50:00.000Z', 'EDISON, NJ, 08817, US', 'Arrived at FedEx location'],
    ]);
  });

  it('is idempotent by event id: the same event again is acknowledged and changes nothing', async () => {
    const response = await post(body, signed.hmac_signature);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: true, events_added: 0 });
    expect((await store.tracking.get(TRACKING))?.events).toHaveLength(8);
  });

  it('refuses an oversized body before reading it (413) and a body that is not an event (400)', async () => {
    const huge = await fetch(`${api.url}/webhooks/easypost`, { method: 'POST', headers: { 'content-type': 'application/json', 'X-Hmac-Signature': signed.hmac_signature }, body: 'x'.repeat(300 * 1024) });
    expect(huge.status).toBe(413);
    expect((await post(Buffer.from('not json'), signed.hmac_signature)).status).toBe(400);
  });

  it('is not there without EASYPOST_WEBHOOK_SECRET (404)', async () => {
    const other = tempDir('pqs-easypost-webhook-off-');
    const config = testConfig(other.dir);
    const plain = await startApiServer(config, capturedLogger('fatal').logger);
    try {
      const response = await fetch(`${plain.url}/webhooks/easypost`, { method: 'POST', headers: { 'X-Hmac-Signature': signed.hmac_signature }, body: new Uint8Array(body) });
      expect(response.status).toBe(404);
    } finally {
      await plain.close();
      other.remove();
    }
  });
});
