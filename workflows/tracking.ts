// One parcel's tracking: open the shipment record, then walk the sandbox carrier's scan timeline on workflow
// timers (the pace comes from the worker's setting through the first activity). The delivered scan reaches the
// checkout session through the checkout commands' outbox (recorded with the scan, in one transaction); histories
// from before that signalled the session from here and replay as they ran (patch DELIVERED_VIA_OUTBOX_PATCH).
// Deterministic: only @temporalio/workflow and types; no PII (ids and tracking numbers only).
import { getExternalWorkflowHandle, log, patched, proxyActivities, sleep } from '@temporalio/workflow';
import type { TrackingActivities } from '../activities/tracking.ts';
import { DELIVERED_VIA_OUTBOX_PATCH, checkoutWorkflowId, deliveredSignal } from './messages.ts';
import type { TrackingWorkflowInput } from './messages.ts';

const { openShipment, recordScanEvent } = proxyActivities<TrackingActivities>({
  startToCloseTimeout: '10 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export async function parcelTracking(input: TrackingWorkflowInput): Promise<string> {
  const steps = await openShipment(input);
  let status = 'pre_transit';
  for (const [index, step] of steps.entries()) {
    await sleep(step.after_ms);
    const { after_ms: _wait, ...event } = step;
    const recorded = await recordScanEvent({ tracking_number: input.tracking_number, seq: index + 1, step: event });
    status = recorded.status;
    if (recorded.status === 'delivered' && !patched(DELIVERED_VIA_OUTBOX_PATCH)) {
      try {
        await getExternalWorkflowHandle(checkoutWorkflowId(input.session_id)).signal(deliveredSignal, { delivered_at: recorded.at });
      } catch (error) {
        // The session may have ended (refunded, or its life ran out): the shipment record still says delivered.
        log.warn('could not signal delivered to the checkout session', { session_id: input.session_id, error: String(error) });
      }
    }
  }
  return status;
}
