// Activities of the tracking workflow: open the shipment record (with its "label created" event) and plan the
// sandbox carrier's timeline; then record each scan event as the workflow's timers fire. Idempotent under retries.
import { createCheckoutCommands } from '../checkout/commands.ts';
import type { ScanEvent, Store } from '../store/index.ts';
import { labelCreatedEvent, sandboxTimeline, trackingMsPerDay } from '../providers/tracking/sandbox-timeline.ts';
import type { TimelineStep } from '../providers/tracking/sandbox-timeline.ts';

export { TRACKING_STATUSES } from '../store/tracking.ts';
export { labelCreatedEvent, sandboxTimeline, trackingMsPerDay } from '../providers/tracking/sandbox-timeline.ts';
export type { TimelinePlaces, TimelineStep } from '../providers/tracking/sandbox-timeline.ts';

export interface OpenShipmentInput {
  session_id: string;
  order_id: string | null;
  tracking_number: string;
  carrier: string;
  service: string;
  estimated_delivery: string | null;
}

export interface RecordScanInput {
  tracking_number: string;
  seq: number;
  step: Omit<TimelineStep, 'after_ms'>;
}

export interface TrackingActivityDeps {
  store: Store;
  clock?: () => Date;
  /** Sandbox pace; TRACKING_MS_PER_DAY / TRACKING_SPEED from the worker's environment when absent. */
  msPerDay?: number;
  /**
   * Where scan events come from: the sandbox carrier's timeline (walked by the tracking workflow), or the label
   * provider's own tracker (EasyPost's webhook), in which case the workflow has no timeline to walk.
   */
  scans?: 'sandbox' | 'provider';
}

const placeName = (p: { postal_code: string; country: string | null; city?: string; state?: string } | undefined, fallback: string): string =>
  p ? [p.city, p.state, p.postal_code, p.country].filter(Boolean).join(', ') : fallback;

export function createTrackingActivities(deps: TrackingActivityDeps) {
  const clock = deps.clock ?? (() => new Date());
  const commands = createCheckoutCommands({ store: deps.store, clock });
  return {
    /** Create the shipment record and return the timeline the workflow walks (sandbox carrier). */
    async openShipment(input: OpenShipmentInput): Promise<TimelineStep[]> {
      const session = await deps.store.checkoutSessions.get(input.session_id);
      const quote = session?.quote_id ? await deps.store.quotes.find(session.quote_id) : undefined;
      const answer = quote?.answer;
      const origin = placeName(answer?.origin, 'Origin facility');
      const destination = placeName(answer?.destination, 'Destination facility');
      const rate = answer?.rates.find((r) => r.carrier === input.carrier && r.service === input.service);
      const now = clock().toISOString();
      await commands.labelBought(
        { tracking_number: input.tracking_number, session_id: input.session_id, order_id: input.order_id, carrier: input.carrier, service: input.service, estimated_delivery: input.estimated_delivery, created_at: now },
        labelCreatedEvent(input.carrier, origin, now),
      );
      if (deps.scans === 'provider') return [];
      const international = (answer?.destination.country ?? 'US') !== 'US';
      return sandboxTimeline(input.carrier, rate?.delivery_days ?? null, { origin, destination, international }, deps.msPerDay ?? trackingMsPerDay());
    },

    /** Record scan event `seq`; the stored event (time included) is returned, the same on every retry. */
    async recordScanEvent(input: RecordScanInput): Promise<ScanEvent> {
      return commands.trackingUpdate(input.tracking_number, input.seq, { at: clock().toISOString(), ...input.step });
    },
  };
}

export type TrackingActivities = ReturnType<typeof createTrackingActivities>;
