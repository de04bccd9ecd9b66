// Every activity the worker registers, built from injected dependencies.
import type { Store } from '../store/index.ts';
import { createCheckoutActivities } from './checkout/index.ts';
import type { CheckoutProviders } from './checkout/index.ts';
import { createPriceIndexActivities } from './price-index/index.ts';

export interface ActivityDeps {
  store: Store;
  clock?: () => Date;
  /** Label and payment providers of the checkout workflow (embedded sandbox defaults when absent). */
  providers?: CheckoutProviders;
}

export function createActivities(deps: ActivityDeps) {
  return {
    ...createCheckoutActivities(deps),
    ...createPriceIndexActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
