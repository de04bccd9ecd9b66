// Every activity the worker registers, built from injected dependencies.
import type { Store } from '../store/index.ts';
import { createCheckoutActivities } from './checkout/index.ts';

export interface ActivityDeps {
  store: Store;
  clock?: () => Date;
}

export function createActivities(deps: ActivityDeps) {
  return {
    ...createCheckoutActivities(deps),
  };
}

export type Activities = ReturnType<typeof createActivities>;
