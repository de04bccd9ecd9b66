// POST /webhooks/easypost: EasyPost's tracker events for labels bought through EasyPost. The signature is checked
// first (the SDK's Utils.validateWebhook against EASYPOST_WEBHOOK_SECRET): a missing or wrong one is 400 and changes
// nothing. Each event is applied once (by event id); its scan events and the carrier's estimated delivery date go
// into the shipment record that GET /track and track_parcel read.
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
    const now = ctx.clock().toISOString();
    if (!(await ctx.store.orders.claimWebhookEvent('easypost', eventId, eventType, now))) return { received: true, duplicate: true, applied: 'ignored' };
    try {
      if (mapped.kind === 'ignored') return { received: true, duplicate: false, applied: 'ignored' };
      const { update } = mapped;
      const shipment = await ctx.store.tracking.get(update.tracking_number);
      if (!shipment) {
        ctx.logger.warn({ provider: 'easypost', event_type: eventType }, 'tracker event for a shipment we did not sell');
        return { received: true, duplicate: false, applied: 'unknown_shipment' };
      }
      // EasyPost sends the whole timeline each time: detail i is our scan event i + 1 (0 is our "label created").
      let added = 0;
      for (const [index, scan] of update.events.entries()) {
        const before = shipment.events[index + 1];
        await ctx.store.tracking.addEvent(update.tracking_number, index + 1, scan);
        if (!before) added += 1;
      }
      if (update.estimated_delivery) await ctx.store.tracking.setEstimatedDelivery(update.tracking_number, update.estimated_delivery, now);
      // TODO(lead, checkout command module): when update.status is 'delivered', send `delivered` to the session
      // workflow (checkoutWorkflowId(shipment.session_id)) through the command module that owns every workflow
      // signal, with the time of the last scan event. This route only records the shipment and its scan events.
      return { received: true, duplicate: false, applied: 'tracking', status: update.status, events_added: added };
    } catch (error) {
      await ctx.store.orders.releaseWebhookEvent('easypost', eventId).catch(() => undefined);
      throw error;
    }
  });
}
