// Delivery days per service and lane, and estimated_delivery counted in business days.
import { describe, expect, it } from 'vitest';
import { rateWithTariffs } from '../../../domain/rating/index.ts';
import type { RatingRequest } from '../../../domain/rating/index.ts';
import { dayNumberFromYmd, dayNumberToIsoDate, estimatedDeliveryDay, isBusinessDay, quoteDayNumber } from '../../../domain/rating/calendar.ts';
import { domestic, international, parcelIn } from './helpers.ts';

const TINY = parcelIn(6, 4, 2, 2);
const daysOf = (req: RatingRequest, code: string) => rateWithTariffs(req).rates.find((r) => r.service_code === code)?.delivery_days;
const dateOf = (req: RatingRequest, code: string) => rateWithTariffs(req).rates.find((r) => r.service_code === code)?.estimated_delivery;

describe('delivery days', () => {
  it.each([
    ['ups_ground', 1, 1],
    ['ups_ground', 2, 1],
    ['ups_ground', 4, 3],
    ['ups_ground', 8, 5],
    ['fedex_ground', 8, 5],
    ['usps_ground_advantage', 1, 2],
    ['usps_ground_advantage', 8, 5],
    ['usps_priority_mail', 5, 3],
    ['usps_priority_mail_express', 4, 1],
    ['ups_3_day_select', 8, 3],
    ['fedex_2day', 8, 2],
    ['fedex_standard_overnight', 8, 1],
  ])('%s zone %i: %i days', (code, zone, days) => {
    expect(daysOf(domestic(zone, TINY), code)).toBe(days);
  });

  it.each([
    ['usps_priority_mail_international', 'CA', 6],
    ['usps_priority_mail_international', 'AU', 10],
    ['ups_worldwide_saver', 'GB', 2],
    ['fedex_international_economy', 'DE', 4],
    ['dhl_express_worldwide', 'DE', 2],
    ['dhl_express_worldwide', 'AU', 3],
    ['ups_standard', 'CA', 5],
  ] as const)('%s to %s: %i days', (code, country, days) => {
    expect(daysOf(international(country, TINY), code)).toBe(days);
  });
});

describe('estimated_delivery', () => {
  const at = (iso: string) => domestic(8, TINY, { quotedAt: new Date(iso) });

  it('counts business days from a weekday quote', () => {
    // Wednesday 4 Nov 2026 + 1 business day = Thursday 5 Nov.
    expect(dateOf(at('2026-11-04T15:00:00Z'), 'fedex_standard_overnight')).toBe('2026-11-05');
    // + 5 business days = Wednesday 11 Nov, but that is Veterans Day: USPS skips it, UPS does not.
    expect(dateOf(at('2026-11-04T15:00:00Z'), 'usps_ground_advantage')).toBe('2026-11-12');
    expect(dateOf(at('2026-11-04T15:00:00Z'), 'ups_ground')).toBe('2026-11-11');
  });

  it('ships a weekend quote on Monday', () => {
    // Saturday 7 Nov 2026 → ships Monday 9 Nov → overnight Tuesday 10 Nov.
    expect(dateOf(at('2026-11-07T15:00:00Z'), 'ups_next_day_air_saver')).toBe('2026-11-10');
  });

  it('skips Thanksgiving and Christmas for every carrier', () => {
    // Wednesday 25 Nov 2026 + 1 → Friday 27 Nov (Thanksgiving 26th).
    expect(dateOf(at('2026-11-25T15:00:00Z'), 'fedex_standard_overnight')).toBe('2026-11-27');
    // Thursday 24 Dec 2026 + 1 → Monday 28 Dec (Christmas Friday 25th).
    expect(dateOf(at('2026-12-24T15:00:00Z'), 'fedex_standard_overnight')).toBe('2026-12-28');
    expect(dateOf(domestic(4, TINY, { quotedAt: new Date('2026-12-24T15:00:00Z') }), 'usps_priority_mail_express')).toBe('2026-12-28');
  });

  it('takes the quote day in US Eastern time', () => {
    // 03:00 UTC Saturday is still Friday evening in New York: ships Friday, overnight lands Monday.
    expect(dateOf(at('2026-11-07T03:00:00Z'), 'fedex_standard_overnight')).toBe('2026-11-09');
    expect(quoteDayNumber(new Date('2026-11-07T03:00:00Z'))).toBe(dayNumberFromYmd(2026, 11, 6));
  });
});

describe('holiday calendar', () => {
  const federal2026 = ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25'];
  const federal2027 = ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25', '2027-12-24', '2027-12-31'];

  it.each([...federal2026, ...federal2027])('%s is a USPS holiday', (iso) => {
    const [y, m, d] = iso.split('-').map(Number);
    expect(isBusinessDay(dayNumberFromYmd(y ?? 0, m ?? 0, d ?? 0), 'federal')).toBe(false);
  });

  it('UPS/FedEx work on Columbus Day, Veterans Day and Juneteenth but not on the major six', () => {
    expect(isBusinessDay(dayNumberFromYmd(2026, 10, 12), 'major_only')).toBe(true);
    expect(isBusinessDay(dayNumberFromYmd(2026, 11, 11), 'major_only')).toBe(true);
    expect(isBusinessDay(dayNumberFromYmd(2026, 6, 19), 'major_only')).toBe(true);
    expect(isBusinessDay(dayNumberFromYmd(2026, 7, 3), 'major_only')).toBe(false);
    expect(isBusinessDay(dayNumberFromYmd(2027, 12, 31), 'major_only')).toBe(false); // New Year 2028 is a Saturday
  });

  it('adds business days across a year end', () => {
    const start = dayNumberFromYmd(2026, 12, 30); // Wednesday
    expect(dayNumberToIsoDate(estimatedDeliveryDay(start, 2, 'federal'))).toBe('2027-01-04');
  });
});
