// Every workflow the worker registers.
export { checkoutSession } from './checkout-session.ts';
export { priceIndex, priceIndexMonthly } from './price-index.ts';
export { parcelTracking } from './tracking.ts';
export { retention } from './retention.ts';
