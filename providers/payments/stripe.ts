// Stripe Checkout through the official SDK, selected when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
// The Checkout Session itemizes the carrier cost and the service fee as separate lines (SPEC: the fee is itemized
// only on the checkout receipt). Webhooks are verified with the SDK (`stripe.webhooks.constructEvent`).
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { stripeKeysFrom } from '../../config/index.ts';
import { RefundError } from './types.ts';
import type { HostedPaymentProvider, PaymentEvent } from './types.ts';

export interface StripePaymentsOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at stripe-mock, Stripe's official mock of its API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The SDK's HTTP client (tests wrap Stripe's own node client to see what was sent). */
  httpClient?: StripeHttpClient;
}

export type StripeHttpClient = NonNullable<NonNullable<ConstructorParameters<typeof Stripe>[1]>['httpClient']>;

export interface StripePayments extends HostedPaymentProvider {
  /** Verify the `Stripe-Signature` header over the raw body; throws on a bad signature. */
  parseWebhook(rawBody: string, signature: string | null): PaymentEvent;
}

// The SDK (about 2 MB of modules) is loaded on the first Stripe provider made, i.e. only where Stripe is configured:
// a process on the embedded TEST MODE checkout never loads it.
const requireCommonJs = createRequire(import.meta.url);
let stripeSdk: typeof Stripe | undefined;
const loadStripeSdk = (): typeof Stripe => (stripeSdk ??= requireCommonJs('stripe') as typeof Stripe);

export function createStripePayments(options: StripePaymentsOptions): StripePayments {
  const Sdk = loadStripeSdk();
  const stripe = new Sdk(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    maxNetworkRetries: 2,
    telemetry: false,
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const metadata = { order_id: request.order_id, session_id: request.session_id };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: request.order_id,
          line_items: [
            { quantity: 1, price_data: { currency: 'usd', unit_amount: request.carrier_cents, product_data: { name: request.description } } },
            { quantity: 1, price_data: { currency: 'usd', unit_amount: request.fee_cents, product_data: { name: 'Service fee' } } },
          ],
          metadata,
          payment_intent_data: { metadata },
          success_url: request.return_url,
          cancel_url: request.return_url,
        },
        { idempotencyKey: `checkout:${request.order_id}` },
      );
      if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
      return { provider_ref: session.id, url: session.url };
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: request.payment_id, ...(request.amount_cents !== null ? { amount: request.amount_cents } : {}), metadata: { reason: request.reason } },
          { idempotencyKey: request.idempotency_key },
        );
        return { refund_id: refund.id, payment_id: request.payment_id, amount_cents: refund.amount, refunded_at: new Date(refund.created * 1000).toISOString() };
      } catch (error) {
        if (error instanceof Sdk.errors.StripeInvalidRequestError) throw new RefundError(error.message, true);
        throw error;
      }
    },
    parseWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      const at = new Date(event.created * 1000).toISOString();
      // Delayed payment methods complete the session unpaid and succeed later (async_payment_succeeded).
      if ((event.type === 'checkout.session.completed' && event.data.object.payment_status !== 'unpaid') || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object;
        const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? session.id);
        return {
          kind: 'paid',
          event_id: event.id,
          event_type: event.type,
          session_id: session.metadata?.session_id ?? null,
          order_id: session.metadata?.order_id ?? session.client_reference_id ?? null,
          payment_id: paymentIntent,
          amount_cents: session.amount_total ?? null,
          at,
        };
      }
      if (event.type === 'charge.refunded') {
        const charge = event.data.object;
        const paymentIntent = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? charge.id);
        return { kind: 'refunded', event_id: event.id, event_type: event.type, payment_id: paymentIntent, at };
      }
      return { kind: 'ignored', event_id: event.id, event_type: event.type };
    },
  };
}

/** Stripe when both keys are set, else null (the embedded TEST MODE checkout serves). */
export function stripeFromEnv(env: Record<string, string | undefined> = process.env): StripePayments | null {
  const keys = stripeKeysFrom(env);
  return keys ? createStripePayments(keys) : null;
}
