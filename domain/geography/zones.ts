// USPS-style zones from distance (facts/carriers.md §3).
//
// USPS measures from the centre of the 30' lat/long cell holding the origin's sectional centre facility (SCF)
// to the destination SCF, and publishes the result as a ZIP3 × ZIP3 chart with 5-digit exceptions. We have no
// SCF table, so we approximate with the great-circle distance between the two ZIPs' own centroids. Pairs near
// a band edge can land one zone off the official chart; checked samples: 85027 → 902xx is zone 4 and
// 43194 → 902xx is zone 8, as on the real charts.
import type { UsPlace } from './types.ts';

export interface Coordinates {
  readonly latitude: number;
  readonly longitude: number;
}

export type UsZone = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

/** Mean Earth radius in statute miles, as USPS-zone tools use it. */
export const EARTH_RADIUS_MILES = 3958.8;

const RADIANS_PER_DEGREE = Math.PI / 180;

/** Haversine great-circle distance in statute miles. Symmetric and never negative. */
export function greatCircleMiles(a: Coordinates, b: Coordinates): number {
  const latitudeA = a.latitude * RADIANS_PER_DEGREE;
  const latitudeB = b.latitude * RADIANS_PER_DEGREE;
  const halfLatitudeDelta = Math.sin((latitudeB - latitudeA) / 2);
  const halfLongitudeDelta = Math.sin(((b.longitude - a.longitude) * RADIANS_PER_DEGREE) / 2);
  const haversine =
    halfLatitudeDelta * halfLatitudeDelta +
    Math.cos(latitudeA) * Math.cos(latitudeB) * halfLongitudeDelta * halfLongitudeDelta;
  // Rounding can push the term a hair outside [0, 1] for (near-)antipodal points; asin would return NaN.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, Math.max(0, haversine))));
}

// Upper bound (inclusive) of each distance band, zone 1 first; beyond the last bound is zone 8.
const ZONE_UPPER_MILES = [50, 150, 300, 600, 1000, 1400, 1800] as const;

/** Distance band → zone 1..8 (≤50 mi → 1, 51–150 → 2, …, ≥1,801 → 8); fractions go to the higher band. */
export function zoneForMiles(miles: number): Exclude<UsZone, 9> {
  if (!Number.isFinite(miles) || miles < 0) throw new RangeError(`distance must be a finite number of miles ≥ 0, got ${miles}`);
  for (const [band, upperMiles] of ZONE_UPPER_MILES.entries()) {
    if (miles <= upperMiles) return (band + 1) as Exclude<UsZone, 9>;
  }
  return 8;
}

/**
 * Guam, American Samoa, the Northern Marianas and the Freely Associated States (Palau, Micronesia, Marshall
 * Islands). USPS assigns them zone 9 by ZIP, not by distance (ribbs.usps.gov zone 9 notice, 2014).
 */
export const ZONE_9_STATES: ReadonlySet<string> = new Set(['GU', 'AS', 'MP', 'PW', 'FM', 'MH']);

export type ZonePoint = Pick<UsPlace, 'state' | 'latitude' | 'longitude'>;

/**
 * USPS-style zone between two US ZIPs. Zone 9 when exactly one end lies in the zone-9 islands; between two
 * of those islands (e.g. Guam → Saipan) or anywhere else the distance band decides.
 */
export function usZone(origin: ZonePoint, destination: ZonePoint): UsZone {
  if (ZONE_9_STATES.has(origin.state) !== ZONE_9_STATES.has(destination.state)) return 9;
  return zoneForMiles(greatCircleMiles(origin, destination));
}
