// The embedded rating provider: the tariff engine behind the RatingProvider interface. A quote is priced with the
// tables in force on its date (domain/rating/tables/history.ts) and names their version in `pricing`; one compiled
// engine per edition, built on first use (today's is the default engine).
import { dayNumberToIsoDate, quoteDayNumber } from '../../domain/rating/calendar.ts';
import { DEFAULT_RATING_ENGINE, createRatingEngine, rateWithEngine } from '../../domain/rating/engine.ts';
import type { RatingEngine, RatingEngineOptions } from '../../domain/rating/engine.ts';
import { DEFAULT_TARIFF } from '../../domain/rating/tables/index.ts';
import { tariffInForce } from '../../domain/rating/tables/history.ts';
import type { RatingProvider, RatingRequest, RatingResult } from '../../domain/rating/types.ts';

export type TariffProviderOptions = RatingEngineOptions;

export const TARIFF_PROVIDER = 'tariff';

function settle(work: () => RatingResult): Promise<RatingResult> {
  try {
    return Promise.resolve(work());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function createTariffProvider(options: TariffProviderOptions = {}): RatingProvider {
  const customised = options.tariff !== undefined || options.fuelPercent !== undefined || options.restrictionRules !== undefined || options.remoteAreaSurcharge !== undefined;
  if (customised) {
    // One fixed table set (a test fixture or a replacement): no history.
    const engine = createRatingEngine(options);
    return { name: TARIFF_PROVIDER, tablesVersion: engine.tariff.version, rate: (req) => settle(() => rateWithEngine(req, engine)) };
  }

  const engines = new Map<string, RatingEngine>();
  // Quotes of one day share an edition: remember the last day's instead of looking it up on every quote.
  let lastDay = Number.NaN;
  let last: { engine: RatingEngine; version: string } | undefined;
  function editionOn(day: number): { engine: RatingEngine; version: string } {
    if (day === lastDay && last) return last;
    const tariff = tariffInForce(dayNumberToIsoDate(day));
    let engine = engines.get(tariff.version);
    if (!engine) {
      const isToday = tariff.carriers.every((carrier, i) => carrier === DEFAULT_TARIFF.carriers[i]);
      engine = isToday ? DEFAULT_RATING_ENGINE : createRatingEngine({ tariff });
      engines.set(tariff.version, engine);
    }
    lastDay = day;
    last = { engine, version: tariff.version };
    return last;
  }

  return {
    name: TARIFF_PROVIDER,
    /** The version of the tables in force now. */
    get tablesVersion() {
      return editionOn(quoteDayNumber(new Date())).version;
    },
    rate(req: RatingRequest): Promise<RatingResult> {
      return settle(() => {
        const { engine, version } = editionOn(quoteDayNumber(req.quotedAt));
        const result = rateWithEngine(req, engine);
        result.pricing = { provider: TARIFF_PROVIDER, tables_version: version };
        return result;
      });
    },
  };
}
