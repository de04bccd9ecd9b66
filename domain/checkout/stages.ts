// A checkout session's stages (SPEC's status values) in stage order, the one rule for moving between them, and
// how each stage folds into the checkout object the status endpoint shows. Defined once: the workflow, the store's
// projection and the answer schema all use this list. No imports, so workflow code may load it.

/** SPEC's states, in stage order. */
export const CHECKOUT_STAGES = ['awaiting_checkout', 'checkout_started', 'paid', 'label_ready', 'delivered', 'refunded'] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

/** Forward-only in stage order; `refunded` is reachable from any live stage and is terminal. */
export function isForwardMove(current: CheckoutStage, next: CheckoutStage): boolean {
  if (current === 'refunded') return false;
  if (next === 'refunded') return true;
  return CHECKOUT_STAGES.indexOf(next) > CHECKOUT_STAGES.indexOf(current);
}

export interface CheckoutProgress {
  order_id: string | null;
  started_at: string | null;
  paid: boolean;
  label_ready: boolean;
  refunded: boolean;
  carrier: string | null;
  service: string | null;
  tracking_number: string | null;
  tracking_status: string | null;
  estimated_delivery: string | null;
  delivered_at: string | null;
}

const EMPTY_PROGRESS: CheckoutProgress = {
  order_id: null,
  started_at: null,
  paid: false,
  label_ready: false,
  refunded: false,
  carrier: null,
  service: null,
  tracking_number: null,
  tracking_status: null,
  estimated_delivery: null,
  delivered_at: null,
};

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Fold one stage's signal detail into the checkout object the status endpoint shows. */
export function foldStage(progress: CheckoutProgress | null, stage: CheckoutStage, detail: Record<string, unknown>, at: string): CheckoutProgress {
  const next: CheckoutProgress = { ...(progress ?? EMPTY_PROGRESS) };
  switch (stage) {
    case 'awaiting_checkout':
      break;
    case 'checkout_started':
      next.order_id = str(detail.order_id) ?? next.order_id;
      next.started_at = str(detail.started_at) ?? at;
      next.carrier = str(detail.carrier) ?? next.carrier;
      next.service = str(detail.service) ?? next.service;
      break;
    case 'paid':
      next.paid = true;
      break;
    case 'label_ready':
      next.paid = true;
      next.label_ready = true;
      next.tracking_number = str(detail.tracking_number) ?? next.tracking_number;
      next.carrier = str(detail.carrier) ?? next.carrier;
      next.service = str(detail.service) ?? next.service;
      next.estimated_delivery = str(detail.estimated_delivery) ?? next.estimated_delivery;
      next.tracking_status = next.tracking_status ?? 'pre_transit';
      break;
    case 'delivered':
      next.delivered_at = str(detail.delivered_at) ?? at;
      next.tracking_status = 'delivered';
      break;
    case 'refunded':
      next.refunded = true;
      break;
  }
  return next;
}
