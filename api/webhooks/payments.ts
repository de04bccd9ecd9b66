// Payment events → the checkout workflow. Shared by the TEST MODE and Stripe webhooks: idempotent by event id
// (a repeat is acknowledged and changes nothing), signals carry ids and amounts only.
import { randomBytes } from 'node:crypto';
import { createStripePayments, createTestModePayments, stripeFromEnv } from '../../providers/payments/index.ts';
import type { HostedPaymentProvider, PaymentEvent, StripePayments } from '../../providers/payments/index.ts';
import { checkoutWorkflowId, paidSignal, refundedSignal } from '../../workflows/messages.ts';
import type { AppContext } from '../context.ts';

export { createStripePayments };

/** The provider the calculator opens checkouts with (and the webhook that belongs to it). */
export function paymentsFor(ctx: AppContext): HostedPaymentProvider {
  return (ctx.payments ??= stripeFromEnv() ?? createTestModePayments({ ledger: ctx.store.checkoutSessions.providerLedger, publicBaseUrl: ctx.config.publicBaseUrl, clock: () => ctx.clock() }));
}

export function isStripe(provider: HostedPaymentProvider): provider is StripePayments {
  return provider.name === 'stripe' && 'parseWebhook' in provider;
}

/** Per-installation secret the TEST MODE checkout signs its webhooks with. */
export async function testPaymentsSecret(ctx: AppContext): Promise<string> {
  const existing = await ctx.store.meta.get('test_payments_webhook_secret');
  if (existing) return existing;
  await ctx.store.meta.setIfAbsent('test_payments_webhook_secret', `whsec_${randomBytes(24).toString('base64url')}`);
  return (await ctx.store.meta.get('test_payments_webhook_secret'))!;
}

export interface Outcome {
  duplicate: boolean;
  applied: 'paid' | 'refunded' | 'ignored' | 'unknown_order';
}

/** Apply one verified event exactly once. On failure the claim is released so the provider's retry gets through. */
export async function applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<Outcome> {
  const fresh = await ctx.store.orders.claimWebhookEvent(provider, event.event_id, event.event_type, ctx.clock().toISOString());
  if (!fresh) return { duplicate: true, applied: 'ignored' };
  try {
    if (event.kind === 'ignored') return { duplicate: false, applied: 'ignored' };
    if (event.kind === 'paid') {
      const order = (event.order_id ? await ctx.store.orders.get(event.order_id) : undefined) ?? (event.session_id ? await ctx.store.orders.forSession(event.session_id) : undefined);
      if (!order) {
        ctx.logger.warn({ provider, event_type: event.event_type }, 'payment event for an unknown order');
        return { duplicate: false, applied: 'unknown_order' };
      }
      await ctx.store.orders.markPaid(order.order_id, event.payment_id);
      const client = await ctx.temporal.client();
      await client.workflow.getHandle(checkoutWorkflowId(order.session_id)).signal(paidSignal, { payment_id: event.payment_id, paid_at: event.at, ...(event.amount_cents !== null ? { amount_cents: event.amount_cents } : {}) });
      return { duplicate: false, applied: 'paid' };
    }
    const order = await ctx.store.orders.byPayment(event.payment_id);
    if (!order) return { duplicate: false, applied: 'unknown_order' };
    await ctx.store.orders.markRefunded(order.order_id);
    const client = await ctx.temporal.client();
    await client.workflow.getHandle(checkoutWorkflowId(order.session_id)).signal(refundedSignal, { refunded_at: event.at, reason: 'refunded_at_provider' });
    return { duplicate: false, applied: 'refunded' };
  } catch (error) {
    await ctx.store.orders.releaseWebhookEvent(provider, event.event_id).catch(() => undefined);
    throw error;
  }
}
