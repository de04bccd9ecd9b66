// The service's own fee between the carrier cost and the checkout total. Integer cents throughout, so
// amount = carrier_amount + service_fee holds exactly.
import { applyRate } from '../money/index.ts';
import type { PricedRate } from './selection.ts';
import type { CarrierRate } from './types.ts';

export interface FeePolicy {
  /** Percentage of the carrier cost (carrier_amount), e.g. 8 for 8 %. */
  readonly percent: number;
  /** The fee never goes below this (covers payment processing on cheap labels). */
  readonly minimumCents: number;
  /** … nor above this (an expensive overnight label should not carry a large fee). */
  readonly maximumCents: number;
}

/** Default: 8 % of carrier cost, at least $0.99, at most $9.99. */
export const DEFAULT_FEE_POLICY: FeePolicy = Object.freeze({ percent: 8, minimumCents: 99, maximumCents: 999 });

export function assertFeePolicy(policy: FeePolicy): FeePolicy {
  const { percent, minimumCents, maximumCents } = policy;
  if (!Number.isFinite(percent) || percent < 0) throw new RangeError(`fee percent must be a number ≥ 0, got ${percent}`);
  if (!Number.isSafeInteger(minimumCents) || minimumCents < 0) throw new RangeError(`fee minimum must be whole cents ≥ 0, got ${minimumCents}`);
  if (!Number.isSafeInteger(maximumCents) || maximumCents < minimumCents) {
    throw new RangeError(`fee maximum must be whole cents ≥ the minimum, got ${maximumCents}`);
  }
  return policy;
}

export function serviceFeeCents(carrierCents: number, policy: FeePolicy): number {
  if (!Number.isSafeInteger(carrierCents) || carrierCents < 0) throw new RangeError(`carrier cost must be whole cents ≥ 0, got ${carrierCents}`);
  const proportional = applyRate(carrierCents, policy.percent / 100);
  return Math.min(policy.maximumCents, Math.max(policy.minimumCents, proportional));
}

export function applyFees(rates: readonly CarrierRate[], policy: FeePolicy): PricedRate[] {
  assertFeePolicy(policy);
  return rates.map((rate) => {
    const fee = serviceFeeCents(rate.carrier_amount_cents, policy);
    return { ...rate, service_fee_cents: fee, amount_cents: rate.carrier_amount_cents + fee };
  });
}
