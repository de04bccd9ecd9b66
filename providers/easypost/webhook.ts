// EasyPost webhooks (POST /webhooks/easypost): the signature checked by the SDK's own `Utils.validateWebhook`
// (HMAC-SHA256 over the raw body with the NFKD-normalised secret, header `X-Hmac-Signature`), and a tracker event
// mapped to our tracking vocabulary (domain/tracking/statuses.ts) and scan events.
import type { ITrackerStatus } from '@easypost/api';
import { type } from 'arktype';
import type { Carrier } from '../../domain/rating/index.ts';
import type { ScanEvent, TrackingStatus } from '../../domain/tracking/statuses.ts';
import { createEasyPostClient } from './client.ts';
import { ourCarrier } from './services.ts';

export const EASYPOST_SIGNATURE_HEADER = 'X-Hmac-Signature';

// Verification needs no account: this client never sends a request.
const verifier = createEasyPostClient({ apiKey: 'webhook-verification-only' });

/** The verified event (parsed), or null when the signature is missing or does not match the raw body. */
export function verifyEasyPostWebhook(rawBody: Buffer, signature: string | null, secret: string): unknown {
  if (!signature || !secret) return null;
  try {
    return verifier.Utils.validateWebhook(rawBody, { [EASYPOST_SIGNATURE_HEADER]: signature }, secret);
  } catch {
    return null;
  }
}

/**
 * Every EasyPost tracker status → ours. `unknown` is a label nobody has scanned yet; `available_for_pickup` did not
 * reach the door and waits for the person, like every other state that needs someone to act (`exception`).
 */
export const EASYPOST_TRACKER_STATUSES: Readonly<Record<ITrackerStatus, TrackingStatus>> = {
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
};

/** Ours for an EasyPost status; a status EasyPost adds later counts as in transit until it is mapped here. */
export function ourTrackingStatus(status: string): TrackingStatus {
  return Object.hasOwn(EASYPOST_TRACKER_STATUSES, status) ? EASYPOST_TRACKER_STATUSES[status as ITrackerStatus] : 'in_transit';
}

const Location = type({ 'city?': 'string | null', 'state?': 'string | null', 'zip?': 'string | null', 'country?': 'string | null' });
const TrackingDetail = type({
  'message?': 'string | null',
  'description?': 'string | null',
  status: 'string',
  'status_detail?': 'string | null',
  datetime: 'string',
  'carrier_code?': 'string | null',
  'tracking_location?': Location.or('null'),
});
const Tracker = type({
  object: "'Tracker'",
  tracking_code: 'string',
  status: 'string',
  'carrier?': 'string | null',
  'est_delivery_date?': 'string | null',
  'tracking_details?': TrackingDetail.array().or('null'),
});
const Event = type({ id: 'string', description: 'string', 'result?': 'unknown' });

export interface TrackerUpdate {
  event_id: string;
  /** `tracker.created` or `tracker.updated`. */
  event_type: string;
  tracking_number: string;
  carrier: Carrier | null;
  status: TrackingStatus;
  /** ISO date the carrier expects to deliver, when it says. */
  estimated_delivery: string | null;
  /** The carrier's whole timeline so far, oldest first (EasyPost sends all of it on every update). */
  events: ScanEvent[];
}

export type EasyPostEvent = { kind: 'tracker'; update: TrackerUpdate } | { kind: 'ignored'; event_id: string; event_type: string };

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function place(location: typeof Location.infer | null | undefined): string {
  const parts = [location?.city, location?.state, location?.zip, location?.country].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return clip(parts.join(', '), 120);
}

function isoInstant(text: string): string | null {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A verified EasyPost event → what it means for a shipment, or `ignored` (other objects, unreadable parts). */
export function easypostEvent(payload: unknown): EasyPostEvent | null {
  const event = Event(payload);
  if (event instanceof type.errors) return null;
  const tracker = event.description.startsWith('tracker.') ? Tracker(event.result) : null;
  if (!tracker || tracker instanceof type.errors) return { kind: 'ignored', event_id: event.id, event_type: event.description };
  const events: ScanEvent[] = [];
  for (const detail of tracker.tracking_details ?? []) {
    const at = isoInstant(detail.datetime);
    if (!at) continue;
    events.push({
      at,
      location: place(detail.tracking_location),
      status: ourTrackingStatus(detail.status),
      status_code: clip(detail.carrier_code || detail.status_detail || detail.status, 40),
      description: clip(detail.message || detail.description || detail.status, 300),
    });
  }
  const estimated = tracker.est_delivery_date && /^\d{4}-\d{2}-\d{2}/.test(tracker.est_delivery_date) ? tracker.est_delivery_date.slice(0, 10) : null;
  return {
    kind: 'tracker',
    update: {
      event_id: event.id,
      event_type: event.description,
      tracking_number: tracker.tracking_code,
      carrier: tracker.carrier ? ourCarrier(tracker.carrier) : null,
      status: ourTrackingStatus(tracker.status),
      estimated_delivery: estimated,
      events,
    },
  };
}
