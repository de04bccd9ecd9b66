// Tracking statuses and the scan event a shipment's timeline is made of (SPEC's tracking record).
export const TRACKING_STATUSES = ['pre_transit', 'in_transit', 'out_for_delivery', 'delivered', 'exception', 'returned'] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

export interface ScanEvent {
  at: string;
  location: string;
  status: TrackingStatus;
  /** The carrier's own event code. */
  status_code: string;
  description: string;
}

