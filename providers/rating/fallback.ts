// The operator's opt-in fallback (RATING_FALLBACK=tariff): when the live provider fails, the embedded engine prices
// the quote and the answer's `pricing` says so, with the reason. Without it a failure is a problem answer.
import { RatingProviderError } from '../../domain/rating/index.ts';
import type { RatingProvider } from '../../domain/rating/index.ts';

export function withRatingFallback(primary: RatingProvider, fallback: RatingProvider): RatingProvider {
  return {
    name: primary.name,
    tablesVersion: primary.tablesVersion,
    live: primary.live === true,
    async rate(req) {
      try {
        return await primary.rate(req);
      } catch (error) {
        if (!(error instanceof RatingProviderError)) throw error;
        const result = await fallback.rate(req);
        const tablesVersion = result.pricing?.tables_version ?? fallback.tablesVersion;
        return { ...result, pricing: { provider: fallback.name, tables_version: tablesVersion, fallback: { from: error.provider, reason: error.message } } };
      }
    },
  };
}
