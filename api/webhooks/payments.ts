// Payment events → the checkout commands. Shared by the TEST MODE and Stripe webhooks: idempotent by event id
// (a repeat is acknowledged and changes nothing), signals carry ids and amounts only.
import { randomBytes } from 'node:crypto';
import { createStripePayments, createTestModePayments, stripeFromEnv } from '../../providers/payments/index.ts';
import type { HostedPaymentProvider, PaymentEvent, StripePayments } from '../../providers/payments/index.ts';
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

/**
 * Apply one verified event exactly once (by event id, in the same transaction as its change) through the checkout
 * commands; the workflow hears of it through the outbox, so a Temporal outage never loses or fails a payment.
 */
export async function applyPaymentEvent(ctx: AppContext, provider: string, event: PaymentEvent): Promise<Outcome> {
  const claim = { provider, event_id: event.event_id, event_type: event.event_type, received_at: ctx.clock().toISOString() };
  if (event.kind === 'ignored') return { duplicate: !(await ctx.checkout.ignoreEvent(claim)), applied: 'ignored' };
  const outcome =
    event.kind === 'paid'
      ? await ctx.checkout.confirmPayment({ event: claim, order_id: event.order_id, session_id: event.session_id, payment_id: event.payment_id, paid_at: event.at, amount_cents: event.amount_cents })
      : await ctx.checkout.recordRefund({ event: claim, payment_id: event.payment_id, refunded_at: event.at, reason: 'refunded_at_provider' });
  if (!outcome.applied) {
    if (outcome.reason === 'duplicate') return { duplicate: true, applied: 'ignored' };
    ctx.logger.warn({ provider, event_type: event.event_type }, 'payment event for an unknown order');
    return { duplicate: false, applied: 'unknown_order' };
  }
  ctx.workflowOutbox.kick();
  return { duplicate: false, applied: event.kind };
}
