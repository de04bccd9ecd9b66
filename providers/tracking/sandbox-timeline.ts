// The sandbox carrier's scan timeline: what a real parcel shows on its way, spread over its transit days.
// Pure: the tracking workflow sleeps `after_ms` between events (scaled by the ms-per-day setting).
import { trackingMsPerDayFrom } from '../../config/index.ts';
import type { ScanEvent, TrackingStatus } from '../../domain/tracking/statuses.ts';

export interface TimelineStep {
  /** Wait this long after the previous event. */
  after_ms: number;
  location: string;
  status: TrackingStatus;
  status_code: string;
  description: string;
}

export interface TimelinePlaces {
  origin: string;
  destination: string;
  international: boolean;
}

/** ms per simulated day: TRACKING_MS_PER_DAY, else real days; TRACKING_SPEED (e.g. 1440 = a day per minute) divides. */
export function trackingMsPerDay(env: Record<string, string | undefined> = process.env): number {
  return trackingMsPerDayFrom(env);
}

export function labelCreatedEvent(carrier: string, origin: string, at: string): ScanEvent {
  return { at, location: origin, status: 'pre_transit', status_code: 'PRE', description: `Shipping label created, ${carrier} awaiting item` };
}

/** The steps after "label created", ending in delivered. `days` = business days in transit (at least 1). */
export function sandboxTimeline(carrier: string, days: number | null, places: TimelinePlaces, msPerDay: number): TimelineStep[] {
  const transit = Math.max(1, Math.round(days ?? 3));
  const d = (fraction: number): number => Math.max(1, Math.round(fraction * msPerDay));
  const steps: TimelineStep[] = [
    { after_ms: d(0.3), location: places.origin, status: 'in_transit', status_code: 'AC', description: `Accepted at ${carrier} origin facility` },
    { after_ms: d(0.2), location: places.origin, status: 'in_transit', status_code: 'DP', description: 'Departed origin facility' },
  ];
  if (places.international) {
    steps.push({ after_ms: d(Math.max(0.3, transit - 1.9) / 2), location: 'International service center', status: 'in_transit', status_code: 'EX', description: 'Processed through export facility' });
    steps.push({ after_ms: d(Math.max(0.3, transit - 1.9) / 2), location: places.destination, status: 'in_transit', status_code: 'CC', description: 'Cleared customs' });
  } else if (transit > 1) {
    steps.push({ after_ms: d(transit - 1.9), location: 'Regional network facility', status: 'in_transit', status_code: 'IT', description: 'In transit to next facility' });
  }
  steps.push(
    { after_ms: d(0.5), location: places.destination, status: 'in_transit', status_code: 'AR', description: 'Arrived at destination facility' },
    { after_ms: d(0.35), location: places.destination, status: 'out_for_delivery', status_code: 'OD', description: 'Out for delivery' },
    { after_ms: d(0.25), location: places.destination, status: 'delivered', status_code: 'DL', description: 'Delivered, front door or porch' },
  );
  return steps;
}
