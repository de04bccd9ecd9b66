// Version of the tariff data set as a whole. Bump it whenever any file under ./tables changes, so stored quotes
// and the price index can say which tables priced them.
export const TARIFF_TABLES_VERSION = '2026-11-tariff-1';
