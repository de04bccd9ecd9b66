// What every route needs, passed explicitly so tests can build an app around their own parts.
import type { CheckoutCommands } from '../checkout/commands.ts';
import type { AddressVerifier } from '../providers/address/easypost.ts';
import type { AppConfig } from '../config/index.ts';
import type { FeePolicy, RatingProvider } from '../domain/rating/index.ts';
import type { HostedPaymentProvider } from '../providers/payments/index.ts';
import type { Store } from '../store/index.ts';
import type { IdentityResolver } from './identity.ts';
import type { Logger } from '../observability/logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import type { TemporalGateway } from './temporal.ts';

export interface AppContext {
  config: AppConfig;
  store: Store;
  temporal: TemporalGateway;
  logger: Logger;
  identity: IdentityResolver;
  rating: RatingProvider;
  /** Address verification at the calculator: EasyPost when configured; null keeps the embedded ZIP/format checks only. */
  addresses?: AddressVerifier | null;
  feePolicy: FeePolicy;
  /** The one command path of checkout state (sessions, orders, shipments, workflow messages). */
  checkout: CheckoutCommands;
  /** Deliver workflow messages just committed, without waiting (the worker's relay guarantees delivery). */
  workflowOutbox: { kick(): void };
  /** Injected clock so expiry logic is testable. */
  clock: () => Date;
  /** Hosted payment checkout; default: Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else TEST MODE. */
  payments?: HostedPaymentProvider;
  /** Prometheus metrics of this process, when METRICS_PORT is set. */
  metrics?: Metrics;
}
