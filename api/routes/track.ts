// GET /track/{tracking_number}: the shipment record and its scan timeline, read from our store only (no carrier
// call), for labels bought through the service. Exempt from limits (SPEC). Unknown → 404 tracking_not_found.
import { type } from 'arktype';
import type { H3 } from 'h3';
import { TRACKING_STATUSES } from '../../domain/tracking/statuses.ts';
import type { Store } from '../../store/index.ts';
import type { AppContext } from '../context.ts';
import { ProblemError } from '../problem.ts';
import { TRACK_PATH } from '../paths.ts';

const TRACKING_NUMBER = /^[A-Za-z0-9]{8,40}$/;

export const trackingNotFound = (): ProblemError =>
  new ProblemError(404, 'tracking_not_found', 'No shipment with this tracking number was bought through this service. Only labels bought at our checkout can be tracked here.');

export async function trackingView(store: Store, raw: string): Promise<TrackingAnswer> {
  const number = raw.replace(/\s+/g, '').toUpperCase();
  const shipment = TRACKING_NUMBER.test(number) ? await store.tracking.get(number) : undefined;
  if (!shipment) throw trackingNotFound();
  return {
    tracking_number: shipment.tracking_number,
    carrier: shipment.carrier,
    service: shipment.service,
    status: shipment.status,
    estimated_delivery: shipment.estimated_delivery,
    delivered_at: shipment.delivered_at,
    events: [...shipment.events].reverse().map((e) => ({ time: e.at, location: e.location, status: e.status, status_code: e.status_code, description: e.description })),
  };
}

export function registerTrackRoutes(app: H3, ctx: AppContext): void {
  app.get(TRACK_PATH, async (event) => {
    const answer = await trackingView(ctx.store, decodeURIComponent(event.context.params?.tracking_number ?? ''));
    event.res.headers.set('cache-control', 'no-store');
    return answer;
  });
}

// The track_parcel skill's argument and answer schemas (MCP/A2A), beside the view they describe.
export const TrackParcelArgsSchema = type({ tracking_number: '8 <= string <= 40' });
export type TrackParcelArgs = typeof TrackParcelArgsSchema.infer;
export const TRACK_PARCEL_ARG_DOCS: Record<keyof TrackParcelArgs, string> = {
  tracking_number: 'Tracking number of a label bought through this service (USPS 22 digits, UPS 1Z…, FedEx 12 digits, DHL 10 digits).',
};
export const TrackingAnswerSchema = type({
  tracking_number: 'string',
  carrier: 'string',
  service: 'string',
  status: type.enumerated(...TRACKING_STATUSES),
  estimated_delivery: 'string | null',
  delivered_at: 'string | null',
  /** Newest first. */
  events: type({ time: 'string', location: 'string', status: 'string', status_code: 'string', description: 'string' }).array(),
});
/** The answer of GET /track/{tracking_number} and track_parcel: derived from its schema, so the two cannot drift. */
export type TrackingAnswer = typeof TrackingAnswerSchema.infer;
