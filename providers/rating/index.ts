// Rating providers behind one interface (`RatingProvider`, domain/rating/types.ts). The embedded default is the
// tariff engine; a live adapter (EasyPost) implements the same interface.
export { createTariffProvider } from './tariff.ts';
export type { TariffProviderOptions } from './tariff.ts';
export type { RatingProvider, RatingRequest, RatingResult } from '../../domain/rating/types.ts';
