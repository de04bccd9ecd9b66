// The embedded rating provider: the tariff engine behind the RatingProvider interface. The interface is async so
// a live provider (EasyPost, carrier APIs) can replace it without touching callers.
import { DEFAULT_RATING_ENGINE, createRatingEngine, rateWithEngine } from '../../domain/rating/engine.ts';
import type { RatingEngineOptions } from '../../domain/rating/engine.ts';
import type { RatingProvider, RatingRequest, RatingResult } from '../../domain/rating/types.ts';

export type TariffProviderOptions = RatingEngineOptions;

export function createTariffProvider(options: TariffProviderOptions = {}): RatingProvider {
  const customised = options.tariff !== undefined || options.fuelPercent !== undefined || options.restrictionRules !== undefined || options.remoteAreaSurcharge !== undefined;
  const engine = customised ? createRatingEngine(options) : DEFAULT_RATING_ENGINE;
  return {
    name: 'tariff',
    tablesVersion: engine.tariff.version,
    rate(req: RatingRequest): Promise<RatingResult> {
      try {
        return Promise.resolve(rateWithEngine(req, engine));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
}
