// POST /webhooks/easypost: EasyPost's tracker events for labels bought through EasyPost. The signature is checked
// first (the SDK's Utils.validateWebhook against EASYPOST_WEBHOOK_SECRET): a missing or wrong one is 400 and changes
// nothing. Its scan events and the carrier's estimated delivery date go into the shipment record that GET /track and
// track_parcel read, through the checkout commands; the first delivered scan sends `delivered` to the session's
// workflow (outbox). A repeated event id is reported as a duplicate and changes nothing.
import type { H3 } from 'h3';
import type { TrackingStatus } from '../../domain/tracking/statuses.ts';
import { EASYPOST_SIGNATURE_HEADER, easypostEvent, verifyEasyPostWebhook } from '../../providers/easypost/webhook.ts';
import type { AppContext } from '../context.ts';
import { ProblemError } from '../problem.ts';

const MAX_WEBHOOK_BYTES = 256 * 1024;

export interface EasyPostWebhookOutcome {
  received: true;
  duplicate: boolean;
  applied: 'tracking' | 'ignored' | 'unknown_shipment';
  /** Our tracking status after the event. */
  status?: TrackingStatus;
  /** Scan events newly stored by this event. */
  events_added?: number;
}

export function registerEasyPostWebhookRoute(app: H3, ctx: AppContext): void {
  app.post('/webhooks/easypost', async (event): Promise<EasyPostWebhookOutcome> => {
    const secret = ctx.config.easypost.webhookSecret;
    if (!secret) throw new ProblemError(404, 'not_found', 'EasyPost is not configured on this installation.');
    const declared = Number(event.req.headers.get('content-length') ?? 0);
    if (declared > MAX_WEBHOOK_BYTES) throw new ProblemError(413, 'payload_too_large', 'Webhook body too large.');
    const raw = Buffer.from(await event.req.arrayBuffer());
    if (raw.byteLength > MAX_WEBHOOK_BYTES) throw new ProblemError(413, 'payload_too_large', 'Webhook body too large.');
    const payload = verifyEasyPostWebhook(raw, event.req.headers.get(EASYPOST_SIGNATURE_HEADER), secret);
    if (payload === null) throw new ProblemError(400, 'invalid_request', 'The webhook signature is missing or does not verify.');
    const mapped = easypostEvent(payload);
    if (!mapped) throw new ProblemError(400, 'invalid_request', 'The webhook body is not an EasyPost event.');

    const eventId = mapped.kind === 'tracker' ? mapped.update.event_id : mapped.event_id;
    const eventType = mapped.kind === 'tracker' ? mapped.update.event_type : mapped.event_type;
    const claim = { provider: 'easypost', event_id: eventId, event_type: eventType, received_at: ctx.clock().toISOString() };
    if (mapped.kind === 'ignored') return { received: true, duplicate: !(await ctx.checkout.ignoreEvent(claim)), applied: 'ignored' };
    const { update } = mapped;
    const shipment = await ctx.store.tracking.get(update.tracking_number);
    if (!shipment) {
      ctx.logger.warn({ provider: 'easypost', event_type: eventType }, 'tracker event for a shipment we did not sell');
      return { received: true, duplicate: !(await ctx.checkout.ignoreEvent(claim)), applied: 'unknown_shipment' };
    }
    // Every effect is idempotent (scan i is stored once; the first delivered scan queues the session's `delivered`
    // with it, through the checkout commands), so the event is applied first and its id remembered after: a failure
    // in between is retried by EasyPost and applied again without harm.
    // EasyPost sends the whole timeline each time: detail i is our scan event i + 1 (0 is our "label created").
    let added = 0;
    for (const [index, scan] of update.events.entries()) {
      const before = shipment.events[index + 1];
      await ctx.checkout.trackingUpdate(update.tracking_number, index + 1, scan);
      if (!before) added += 1;
    }
    if (update.estimated_delivery) await ctx.checkout.estimatedDelivery(update.tracking_number, update.estimated_delivery);
    if (update.status === 'delivered') ctx.workflowOutbox.kick();
    const fresh = await ctx.checkout.ignoreEvent(claim);
    return { received: true, duplicate: !fresh, applied: 'tracking', status: update.status, events_added: added };
  });
}
