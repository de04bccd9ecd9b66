// Shipments (labels bought through the service) and their scan events: what GET /track and track_parcel read.
import type { ScanEvent, TrackingStatus } from '../domain/tracking/statuses.ts';
import { enqueue } from './outbox.ts';
import type { SqlDatabase } from './sql-database.ts';

export { TRACKING_STATUSES } from '../domain/tracking/statuses.ts';
export type { ScanEvent, TrackingStatus } from '../domain/tracking/statuses.ts';

export interface ShipmentRecord {
  tracking_number: string;
  session_id: string;
  order_id: string | null;
  carrier: string;
  service: string;
  status: TrackingStatus;
  estimated_delivery: string | null;
  delivered_at: string | null;
  created_at: string;
  /** Oldest first. */
  events: ScanEvent[];
}

export type NewShipment = Omit<ShipmentRecord, 'status' | 'delivered_at' | 'events'>;

export interface TrackingRepository {
  /** Idempotent: a second call for the same tracking number changes nothing. */
  createShipment(shipment: NewShipment, first: ScanEvent): Promise<void>;
  /**
   * Append scan event number `seq` (idempotent per seq); moves the shipment status and the session's tracking_status.
   * The first delivered event also enqueues the session's `delivered` signal, in the same transaction.
   */
  addEvent(trackingNumber: string, seq: number, event: ScanEvent, nowMs?: number): Promise<ScanEvent>;
  get(trackingNumber: string): Promise<ShipmentRecord | undefined>;
  /** The carrier's latest expected delivery date (ISO date); true when the shipment exists. */
  setEstimatedDelivery(trackingNumber: string, date: string, at: string): Promise<boolean>;
}

// checkout_json is JSON kept as TEXT on both stores; each dialect sets one member its own way.
const setTrackingStatus = {
  sqlite: "json_set(checkout_json, '$.tracking_status', ?)",
  postgres: "jsonb_set(checkout_json::jsonb, '{tracking_status}', to_jsonb(?::text))::text",
} as const;

export function createTrackingRepository(db: SqlDatabase): TrackingRepository {
  return {
    async createShipment(shipment, first) {
      await db.transaction(async (tx) => {
        const inserted = await tx.run(
          `INSERT INTO shipments (tracking_number, session_id, order_id, carrier, service, status, estimated_delivery, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
          [shipment.tracking_number, shipment.session_id, shipment.order_id, shipment.carrier, shipment.service, first.status, shipment.estimated_delivery, shipment.created_at, shipment.created_at],
        );
        if (inserted.changes === 1) {
          await tx.run('INSERT INTO scan_events (tracking_number, seq, at, location, status, status_code, description) VALUES (?, 0, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING', [
            shipment.tracking_number,
            first.at,
            first.location,
            first.status,
            first.status_code,
            first.description,
          ]);
        }
      });
    },
    addEvent(trackingNumber, seq, event, nowMs = Date.now()) {
      return db.transaction(async (tx) => {
        const inserted = await tx.run('INSERT INTO scan_events (tracking_number, seq, at, location, status, status_code, description) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING', [
          trackingNumber,
          seq,
          event.at,
          event.location,
          event.status,
          event.status_code,
          event.description,
        ]);
        if (inserted.changes === 1) {
          await tx.run(
            "UPDATE shipments SET status = ?, delivered_at = CASE WHEN ? = 'delivered' AND delivered_at IS NULL THEN ? ELSE delivered_at END, updated_at = ? WHERE tracking_number = ?",
            [event.status, event.status, event.at, event.at, trackingNumber],
          );
          // The status answer's checkout.tracking_status (no PII: a vocabulary word).
          await tx.run(
            `UPDATE checkout_sessions SET checkout_json = ${setTrackingStatus[db.dialect]}
             WHERE session_id = (SELECT session_id FROM shipments WHERE tracking_number = ?) AND checkout_json IS NOT NULL`,
            [event.status, trackingNumber],
          );
          if (event.status === 'delivered') {
            const shipment = await tx.get<{ session_id: string; delivered_at: string | null }>('SELECT session_id, delivered_at FROM shipments WHERE tracking_number = ?', [trackingNumber]);
            // delivered_at was just set by this event when it equals it: a second delivered scan signals nothing.
            if (shipment && shipment.delivered_at === event.at) await enqueue(tx, [{ session_id: shipment.session_id, message: 'delivered', payload: { delivered_at: event.at } }], nowMs);
          }
        }
        const stored = await tx.get<ScanEvent>('SELECT at, location, status, status_code, description FROM scan_events WHERE tracking_number = ? AND seq = ?', [trackingNumber, seq]);
        return stored ?? event;
      });
    },
    async setEstimatedDelivery(trackingNumber, date, at) {
      const result = await db.run('UPDATE shipments SET estimated_delivery = ?, updated_at = ? WHERE tracking_number = ?', [date, at, trackingNumber]);
      return result.changes === 1;
    },
    async get(trackingNumber) {
      const row = await db.get<Omit<ShipmentRecord, 'events'>>(
        'SELECT tracking_number, session_id, order_id, carrier, service, status, estimated_delivery, delivered_at, created_at FROM shipments WHERE tracking_number = ?',
        [trackingNumber],
      );
      if (!row) return undefined;
      const events = await db.all<ScanEvent>('SELECT at, location, status, status_code, description FROM scan_events WHERE tracking_number = ? ORDER BY seq', [trackingNumber]);
      return { ...row, events };
    },
  };
}
