// Geography: where a parcel starts and ends, and how far apart that is in USPS zones. Pure and synchronous; the
// ZIP data (`zipcodes`) is loaded and indexed once at import, nothing is read or fetched per call.
export { SUPPORTED_DESTINATIONS, describeCountry, isSupportedCountry, normalizeCountryCode } from './countries.ts';
export type { Country, CountryCodeResult } from './countries.ts';
export { resolveDestination, resolveOrigin } from './resolve.ts';
export {
  US_ZIP_DATA_SUMMARY,
  canonicalCityName,
  lookupUsZip,
  normalizeUsState,
  parseUsZip,
  usZipMatchesCityState,
} from './us-zips.ts';
export type { ParsedUsZip } from './us-zips.ts';
export { EARTH_RADIUS_MILES, ZONE_9_STATES, greatCircleMiles, usZone, zoneForMiles } from './zones.ts';
export type { Coordinates, UsZone, ZonePoint } from './zones.ts';
export type { CityStateMatch, DestinationResult, ForeignPlace, OriginResult, Place, UsPlace } from './types.ts';
