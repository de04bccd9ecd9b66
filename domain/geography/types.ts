// Shapes the API integrates against. Field names follow the quote answer's snake_case (DESIGN "Contracts").
import type { Country } from './countries.ts';

/** A US ZIP with the centroid the zone model measures from. `state` is the USPS code (also PR, GU, AS, …). */
export interface UsPlace {
  readonly country: 'US';
  /** Always the 5-digit ZIP. */
  readonly postal_code: string;
  /** The ZIP+4 add-on when the caller gave one; it never changes the zone. */
  readonly zip4?: string;
  readonly city: string;
  readonly state: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** A supported non-US destination: the postal code in its normalised form, plus what we can tell without data. */
export interface ForeignPlace {
  readonly country: Exclude<Country, 'US'>;
  readonly postal_code: string;
  readonly city?: string;
  /** Province (CA) or state/territory (AU) code when the postal code determines it. */
  readonly state?: string;
}

export type Place = UsPlace | ForeignPlace;

export type OriginResult = { ok: true; place: UsPlace } | { ok: false; message: string };

export type DestinationResult =
  | { kind: 'supported'; place: Place }
  /** Valid-looking, but not priced automatically: another country, or a country we cannot tell. Human review. */
  | { kind: 'unsupported'; country: string | null; reason: string }
  /** The caller has to fix the input: bad postal code for a supported country, or a bad `to_country`. */
  | { kind: 'invalid'; message: string };

export type CityStateMatch = { ok: true; match: 'exact' | 'same_area' } | { ok: false; message: string };
