// Rating providers behind one interface (`RatingProvider`, domain/rating/types.ts): the embedded tariff engine
// (default) and EasyPost (live, when an API key is configured), with the operator's opt-in fallback to the engine.
import type { RatingProvider } from '../../domain/rating/types.ts';
import { createEasyPostRatingProvider } from './easypost.ts';
import type { EasyPostRatingOptions } from './easypost.ts';
import { withRatingFallback } from './fallback.ts';
import { createTariffProvider } from './tariff.ts';

export { createTariffProvider } from './tariff.ts';
export type { TariffProviderOptions } from './tariff.ts';
export { EASYPOST_PROVIDER, EASYPOST_TABLES_VERSION, createEasyPostRatingProvider, easypostRatingResult, easypostShipmentParams } from './easypost.ts';
export type { EasyPostRatingOptions } from './easypost.ts';
export { withRatingFallback } from './fallback.ts';
export type { RatingProvider, RatingRequest, RatingResult } from '../../domain/rating/types.ts';

export interface RatingSelection {
  /** Set (EASYPOST_API_KEY): price live through EasyPost. Null: the embedded tariff engine, as without any key. */
  easypost: EasyPostRatingOptions | null;
  /** 'tariff': the engine prices when EasyPost fails, and the answer says so. */
  fallback: 'tariff' | null;
}

/** The provider the configuration asks for. */
export function createRatingProvider(selection: RatingSelection): RatingProvider {
  if (!selection.easypost) return createTariffProvider();
  const live = createEasyPostRatingProvider(selection.easypost);
  return selection.fallback === 'tariff' ? withRatingFallback(live, createTariffProvider()) : live;
}
