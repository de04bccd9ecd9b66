// Every workflow the worker registers.
export { checkoutSession } from './checkout-session.ts';
