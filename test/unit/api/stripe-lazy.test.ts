// Optional providers cost nothing until configured: no module imports the Stripe SDK as a value (eslint, shown by
// boundaries.test.ts); providers/payments/stripe.ts requires it when the first Stripe provider is made.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const loadedStripe = (): string[] => Object.keys(createRequire(import.meta.url).cache).filter((file) => file.includes('/node_modules/stripe/'));

describe('the Stripe SDK', () => {
  it('is loaded only when a Stripe provider is made', async () => {
    const payments = await import('../../../api/webhooks/payments.ts');
    expect(loadedStripe()).toEqual([]);
    const provider = payments.createStripePayments({ secretKey: 'sk_test_unused', webhookSecret: 'whsec_unused' });
    expect(provider.name).toBe('stripe');
    expect(loadedStripe().length).toBeGreaterThan(0);
  });
});
