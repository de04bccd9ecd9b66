// `npm run ops -- orders refund <order_id|session_id> [--reason text]`: refund an order through the provider it was
// paid with (Stripe, or the embedded TEST MODE payments), then record it through the checkout commands, which put
// `refunded` in the workflow outbox; the worker's relay delivers it (a Stripe `charge.refunded` webhook records it
// too; the workflow ignores the second one).
import { parseArgs } from 'node:util';
import { createCheckoutCommands } from '../../checkout/commands.ts';
import { createSandboxPayments, stripeFromEnv } from '../../providers/payments/index.ts';
import type { PaymentProvider, Refund } from '../../providers/payments/index.ts';
import type { Store } from '../../store/index.ts';
import type { OpsArea } from '../ops.ts';

export interface RefundDeps {
  store: Store;
  /** The provider of the order (default: Stripe for Stripe orders when its keys are set, the sandbox otherwise). */
  payments?: PaymentProvider;
  clock?: () => Date;
}

export async function refundOrder(reference: string, reason: string, deps: RefundDeps): Promise<{ order_id: string; session_id: string; refund: Refund }> {
  const store = deps.store;
  const order = reference.startsWith('cs_') ? await store.orders.forSession(reference) : await store.orders.get(reference);
  if (!order) throw new Error(`no order for ${reference}`);
  if (!order.payment_id) throw new Error(`order ${order.order_id} was never paid; nothing to refund`);
  const payments =
    deps.payments ??
    (order.provider === 'stripe'
      ? (stripeFromEnv() ?? (() => { throw new Error('this order was paid with Stripe: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'); })())
      : createSandboxPayments({ ledger: store.checkoutSessions.providerLedger, ...(deps.clock ? { clock: deps.clock } : {}) }));
  // The same key as the workflow's compensation: an order is never refunded twice.
  const refund = await payments.refund({ idempotency_key: `refund:${order.session_id}`, payment_id: order.payment_id, amount_cents: order.amount_cents, reason });
  await createCheckoutCommands({ store, ...(deps.clock ? { clock: deps.clock } : {}) }).recordRefund({ event: null, order_id: order.order_id, refunded_at: refund.refunded_at, reason });
  return { order_id: order.order_id, session_id: order.session_id, refund };
}

export const orderCommands: OpsArea = {
  refund: {
    summary: 'refund an order through its payment provider and mark its session refunded',
    usage: 'orders refund <order_id|session_id> [--reason operator_refund]',
    async run(args, { store, print }) {
      const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { reason: { type: 'string', default: 'operator_refund' } } });
      const reference = positionals[0];
      if (!reference) throw new Error('usage: orders refund <order_id|session_id>');
      const done = await refundOrder(reference, values.reason ?? 'operator_refund', { store });
      print(`refunded ${done.order_id} (session ${done.session_id}): refund ${done.refund.refund_id} at ${done.refund.refunded_at}`);
      return 0;
    },
  },
};
