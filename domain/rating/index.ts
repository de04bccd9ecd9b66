// Rating: the embedded tariff provider (default) and the fee and selection steps that follow any provider.
export type {
  Carrier,
  CarrierRate,
  DestinationCountry,
  Exclusion,
  ExclusionReason,
  InternationalCountry,
  ParcelDimensions,
  PricingSource,
  RatingProvider,
  RatingRequest,
  RatingResult,
} from './types.ts';
export { RatingProviderError } from './types.ts';
export type * from './tariff-types.ts';
export { TARIFF_TABLES_VERSION, DEFAULT_TARIFF } from './tables/index.ts';
export { compileTariff, basePriceCents } from './compile.ts';
export type { CompiledTariff, CompileOptions, FuelPercentOverrides } from './compile.ts';
export {
  DEFAULT_RATING_ENGINE,
  createRatingEngine,
  exceedsEveryCarrierLimit,
  rateWithEngine,
  rateWithTariffs,
  validateRatingRequest,
} from './engine.ts';
export type { RatingEngine, RatingEngineOptions } from './engine.ts';
export { DEFAULT_FEE_POLICY, applyFees, assertFeePolicy, serviceFeeCents } from './fees.ts';
export type { FeePolicy } from './fees.ts';
export { selectRates } from './selection.ts';
export type { PricedRate } from './selection.ts';
export { DEFAULT_RESTRICTION_RULES, RESTRICTED_ITEM_RULES, findRestriction, restrictedItemRule } from './restrictions.ts';
export type { RestrictedItemRule, RestrictionRule } from './restrictions.ts';
