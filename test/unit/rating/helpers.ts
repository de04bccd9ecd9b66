// Request builders shared by the rating tests.
import { inchesToCm, poundsToKg } from '../../../domain/units/index.ts';
import type { DestinationCountry, ParcelDimensions, RatingRequest } from '../../../domain/rating/index.ts';

/** A Wednesday with no holiday near it, mid-morning in New York. */
export const QUOTED_AT = new Date('2026-11-04T15:00:00Z');

/** A parcel given in inches and pounds, converted the way callers convert (exact NIST factors). */
export function parcelIn(lengthIn: number, widthIn: number, heightIn: number, weightLb: number): ParcelDimensions {
  return { length_cm: inchesToCm(lengthIn), width_cm: inchesToCm(widthIn), height_cm: inchesToCm(heightIn), weight_kg: poundsToKg(weightLb) };
}

/** A small box (8 × 6 × 4 in, 192 in³): no DIM weight at USPS, no nonstandard fee, no handling charge. */
export const SMALL_BOX = (weightLb: number): ParcelDimensions => parcelIn(8, 6, 4, weightLb);

export function domestic(zone: number, parcel: ParcelDimensions, extra: Partial<RatingRequest> = {}): RatingRequest {
  return {
    origin: { country: 'US', postal_code: '10001' },
    destination: { country: 'US', postal_code: '94105' },
    zone,
    parcel,
    residential: false,
    quotedAt: QUOTED_AT,
    ...extra,
  };
}

const SAMPLE_POSTAL: Record<Exclude<DestinationCountry, 'US'>, string> = { CA: 'M5V 2T6', GB: 'SW1A 1AA', DE: '10115', AU: '2000' };

export function international(country: Exclude<DestinationCountry, 'US'>, parcel: ParcelDimensions, extra: Partial<RatingRequest> = {}): RatingRequest {
  return {
    origin: { country: 'US', postal_code: '10001' },
    destination: { country, postal_code: SAMPLE_POSTAL[country] },
    zone: null,
    parcel,
    residential: false,
    quotedAt: QUOTED_AT,
    ...extra,
  };
}
