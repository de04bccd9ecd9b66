// Every activity the worker registers, built from injected dependencies.
import type { RatingProvider } from '../domain/rating/index.ts';
import type { Store } from '../store/index.ts';
import { createCheckoutActivities } from './checkout.ts';
import type { CheckoutProviders } from './checkout.ts';
import { stripeFromEnv } from '../providers/payments/index.ts';
import { createPriceIndexActivities } from './price-index/index.ts';
import { createTrackingActivities } from './tracking.ts';
import { createRetentionActivities } from './retention.ts';
import type { RetentionSettings } from './retention.ts';

export interface ActivityDeps {
  store: Store;
  clock?: () => Date;
  /** Label and payment providers of the checkout workflow (embedded sandbox defaults when absent). */
  providers?: CheckoutProviders;
  /** Sandbox tracking pace (ms per simulated day); TRACKING_MS_PER_DAY / TRACKING_SPEED, else real days. */
  trackingMsPerDay?: number;
  /** How long contact details and ended sessions are kept (CONTACT_RETENTION_DAYS, SESSION_RECORD_RETENTION_DAYS). */
  retention?: RetentionSettings;
  /** What the price index prices with: the API's provider (EasyPost when configured), else the tariff engine. */
  rating?: RatingProvider;
}

export function createActivities(deps: ActivityDeps) {
  // Refunds go through Stripe when its keys are set (payments were taken there), else the sandbox.
  const stripe = deps.providers?.payments ? null : stripeFromEnv();
  const providers: CheckoutProviders | undefined = stripe ? { ...deps.providers, payments: stripe } : deps.providers;
  return {
    ...createCheckoutActivities({ ...deps, ...(providers ? { providers } : {}) }),
    ...createPriceIndexActivities({ store: deps.store, ...(deps.clock ? { clock: deps.clock } : {}), ...(deps.rating ? { rating: deps.rating } : {}) }),
    ...createRetentionActivities({ store: deps.store, ...(deps.clock ? { clock: deps.clock } : {}), ...(deps.retention ? { retention: deps.retention } : {}) }),
    ...createTrackingActivities({
      store: deps.store,
      ...(deps.clock ? { clock: deps.clock } : {}),
      ...(deps.trackingMsPerDay ? { msPerDay: deps.trackingMsPerDay } : {}),
      // Labels from a real provider are tracked by its own tracker (webhook), not the sandbox timeline.
      scans: deps.providers?.labels && deps.providers.labels.name !== 'sandbox' ? 'provider' : 'sandbox',
    }),
  };
}

export type Activities = ReturnType<typeof createActivities>;
