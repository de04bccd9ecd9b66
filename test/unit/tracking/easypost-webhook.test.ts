// EasyPost's webhook: the recorded tracker.updated body with its real signature and secret (test/fixtures/easypost/,
// from EasyPost's client test suites) verified by the SDK's own Utils.validateWebhook, and mapped to our statuses
// and scan events.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ITrackerStatus } from '@easypost/api';
import { describe, expect, it } from 'vitest';
import { TRACKING_STATUSES } from '../../../domain/tracking/statuses.ts';
import { EASYPOST_TRACKER_STATUSES, easypostEvent, ourTrackingStatus, verifyEasyPostWebhook } from '../../../providers/easypost/webhook.ts';

const FIXTURES = path.join(import.meta.dirname, '..', '..', 'fixtures', 'easypost');
const signed = JSON.parse(readFileSync(path.join(FIXTURES, 'webhook-signature.json'), 'utf8')) as { body_file: string; secret: string; header: string; hmac_signature: string };
const body = readFileSync(path.join(FIXTURES, signed.body_file));

describe('EasyPost webhook signature (SDK Utils.validateWebhook)', () => {
  it('accepts the recorded body with its recorded X-Hmac-Signature and secret', () => {
    expect(signed.header).toBe('X-Hmac-Signature');
    const event = verifyEasyPostWebhook(body, signed.hmac_signature, signed.secret);
    expect(event).toMatchObject({ id: 'evt_1', description: 'tracker.updated' });
  });

  it('refuses the body with any one byte changed', () => {
    for (const offset of [0, Math.floor(body.length / 2), body.length - 1]) {
      const forged = Buffer.from(body);
      forged[offset] = forged[offset]! ^ 0x01;
      expect(verifyEasyPostWebhook(forged, signed.hmac_signature, signed.secret), `byte ${offset}`).toBeNull();
    }
    const changedStatus = Buffer.from(body.toString('utf8').replace('"status":"in_transit","status_detail":"arrived_at_facility","created_at"', '"status":"delivered","status_detail":"arrived_at_facility","created_at"'));
    expect(changedStatus.equals(body)).toBe(false);
    expect(verifyEasyPostWebhook(changedStatus, signed.hmac_signature, signed.secret)).toBeNull();
  });

  it('refuses a missing or altered signature, and another secret (the secret is compared NFKD-normalised)', () => {
    expect(verifyEasyPostWebhook(body, null, signed.secret)).toBeNull();
    expect(verifyEasyPostWebhook(body, signed.hmac_signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')), signed.secret)).toBeNull();
    expect(verifyEasyPostWebhook(body, signed.hmac_signature, 'secret')).toBeNull();
    expect(verifyEasyPostWebhook(body, signed.hmac_signature, '')).toBeNull();
    // "sécret" with a combining accent is the same secret after NFKD.
    expect(verifyEasyPostWebhook(body, signed.hmac_signature, signed.secret.normalize('NFD'))).not.toBeNull();
  });
});

describe('EasyPost tracker statuses → ours', () => {
  const EVERY_EASYPOST_STATUS: ITrackerStatus[] = ['unknown', 'pre_transit', 'in_transit', 'out_for_delivery', 'delivered', 'available_for_pickup', 'return_to_sender', 'failure', 'cancelled', 'error'];

  it('maps every status the SDK declares onto our vocabulary', () => {
    expect(Object.keys(EASYPOST_TRACKER_STATUSES).sort()).toEqual([...EVERY_EASYPOST_STATUS].sort());
    expect(Object.fromEntries(EVERY_EASYPOST_STATUS.map((s) => [s, ourTrackingStatus(s)]))).toEqual({
      unknown: 'pre_transit',
      pre_transit: 'pre_transit',
      in_transit: 'in_transit',
      out_for_delivery: 'out_for_delivery',
      delivered: 'delivered',
      available_for_pickup: 'exception',
      return_to_sender: 'returned',
      failure: 'exception',
      cancelled: 'exception',
      error: 'exception',
    });
    for (const ours of Object.values(EASYPOST_TRACKER_STATUSES)) expect(TRACKING_STATUSES).toContain(ours);
    // Every one of our statuses is reachable from EasyPost.
    expect(new Set(Object.values(EASYPOST_TRACKER_STATUSES))).toEqual(new Set(TRACKING_STATUSES));
  });

  it('treats a status EasyPost adds later (or a prototype key) as in transit', () => {
    expect(ourTrackingStatus('in_customs')).toBe('in_transit');
    expect(ourTrackingStatus('__proto__')).toBe('in_transit');
    expect(ourTrackingStatus('constructor')).toBe('in_transit');
  });
});

describe('EasyPost tracker event → our shipment update', () => {
  it('maps the recorded tracker.updated event: status, estimated delivery and every scan (time, place, message)', () => {
    const payload = verifyEasyPostWebhook(body, signed.hmac_signature, signed.secret);
    const event = easypostEvent(payload);
    expect(event?.kind).toBe('tracker');
    if (event?.kind !== 'tracker') return;
    const { events, ...update } = event.update;
    expect(update).toEqual({ event_id: 'evt_1', event_type: 'tracker.updated', tracking_number: '1', carrier: 'FedEx', status: 'in_transit', estimated_delivery: '2024-08-05' });
    expect(events).toHaveLength(7);
    expect(events[0]).toEqual({ at: '2024-07-31T15:00:00.000Z', location: '32837, US', status: 'pre_transit', status_code: 'OC', description: 'Shipment information sent to FedEx' });
    expect(events[1]).toEqual({ at: '2024-07-31T19:27:00.000Z', location: 'ORLANDO, FL, 32809, US', status: 'in_transit', status_code: 'PU', description: 'Picked up' });
    expect(events[6]).toEqual({ at: '2024-08-02T18:50:00.000Z', location: 'EDISON, NJ, 08817, US', status: 'in_transit', status_code: 'AR', description: 'Arrived at FedEx location' });
  });

  it('ignores events about other objects and refuses a payload that is not an event', () => {
    expect(easypostEvent({ id: 'evt_2', description: 'batch.updated', result: { object: 'Batch' } })).toEqual({ kind: 'ignored', event_id: 'evt_2', event_type: 'batch.updated' });
    expect(easypostEvent({ id: 'evt_3', description: 'tracker.updated', result: { object: 'Tracker' } })).toEqual({ kind: 'ignored', event_id: 'evt_3', event_type: 'tracker.updated' });
    expect(easypostEvent([1, 2])).toBeNull();
    expect(easypostEvent(null)).toBeNull();
  });
});
