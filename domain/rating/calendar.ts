// Business-day arithmetic for estimated delivery dates. Days are counted as whole UTC day numbers (days since
// 1970-01-01) so the hot path does integer math only. Holidays are derived from the federal rules for any year
// and cached per year, instead of a hand-typed list that runs out.
import type { HolidayCalendar } from './tariff-types.ts';

const MS_PER_DAY = 86_400_000;

// The quote's calendar day is taken in US Eastern time: carriers count days from the shipper's side and most US
// shipping days have already begun there. One formatter, built once, because constructing it is the costly part.
const easternDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

export function dayNumberFromYmd(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

const MS_PER_HOUR = 3_600_000;
// Since 1970 US Eastern is a whole number of hours from UTC and switches at whole hours, so its calendar date is
// the same for every instant of one UTC hour: format once per hour instead of once per quote (Intl is slow).
let cachedHour = Number.NaN;
let cachedQuoteDay = 0;

/** Day number of the quote in US Eastern time. */
export function quoteDayNumber(quotedAt: Date): number {
  const hour = Math.floor(quotedAt.getTime() / MS_PER_HOUR);
  if (hour !== cachedHour || hour < 0) {
    const [year, month, day] = easternDate.format(quotedAt).split('-').map(Number);
    cachedQuoteDay = dayNumberFromYmd(year ?? 1970, month ?? 1, day ?? 1);
    cachedHour = hour;
  }
  return cachedQuoteDay;
}

export function dayNumberToIsoDate(dayNumber: number): string {
  return new Date(dayNumber * MS_PER_DAY).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
function weekday(dayNumber: number): number {
  return (((dayNumber + 4) % 7) + 7) % 7;
}

function nthWeekdayOfMonth(year: number, month: number, targetWeekday: number, nth: number): number {
  const first = dayNumberFromYmd(year, month, 1);
  const offset = (targetWeekday - weekday(first) + 7) % 7;
  return first + offset + (nth - 1) * 7;
}

function lastWeekdayOfMonth(year: number, month: number, targetWeekday: number): number {
  const last = dayNumberFromYmd(year, month + 1, 1) - 1;
  return last - ((weekday(last) - targetWeekday + 7) % 7);
}

/** A holiday on Saturday is observed on Friday, on Sunday on Monday (5 U.S.C. 6103 and carrier practice). */
function observed(dayNumber: number): number {
  const day = weekday(dayNumber);
  if (day === 6) return dayNumber - 1;
  if (day === 0) return dayNumber + 1;
  return dayNumber;
}

interface YearHolidays {
  federal: Set<number>;
  majorOnly: Set<number>;
}

function holidaysObservedIn(year: number): YearHolidays {
  const major = (y: number): number[] => [
    observed(dayNumberFromYmd(y, 1, 1)), // New Year's Day
    lastWeekdayOfMonth(y, 5, 1), // Memorial Day
    observed(dayNumberFromYmd(y, 7, 4)), // Independence Day
    nthWeekdayOfMonth(y, 9, 1, 1), // Labor Day
    nthWeekdayOfMonth(y, 11, 4, 4), // Thanksgiving
    observed(dayNumberFromYmd(y, 12, 25)), // Christmas
  ];
  const otherFederal = (y: number): number[] => [
    nthWeekdayOfMonth(y, 1, 1, 3), // Martin Luther King Jr. Day
    nthWeekdayOfMonth(y, 2, 1, 3), // Washington's Birthday
    observed(dayNumberFromYmd(y, 6, 19)), // Juneteenth
    nthWeekdayOfMonth(y, 10, 1, 2), // Columbus Day
    observed(dayNumberFromYmd(y, 11, 11)), // Veterans Day
  ];
  const start = dayNumberFromYmd(year, 1, 1);
  const end = dayNumberFromYmd(year + 1, 1, 1);
  // Next year's New Year's Day on a Saturday is observed on 31 December of this year.
  const majorDays = [...major(year), observed(dayNumberFromYmd(year + 1, 1, 1))].filter((d) => d >= start && d < end);
  const federalDays = [...majorDays, ...otherFederal(year)];
  return { federal: new Set(federalDays), majorOnly: new Set(majorDays) };
}

const holidayCache = new Map<number, YearHolidays>();

function yearOf(dayNumber: number): number {
  return new Date(dayNumber * MS_PER_DAY).getUTCFullYear();
}

export function isBusinessDay(dayNumber: number, calendar: HolidayCalendar): boolean {
  const day = weekday(dayNumber);
  if (day === 0 || day === 6) return false;
  const year = yearOf(dayNumber);
  let holidays = holidayCache.get(year);
  if (!holidays) {
    holidays = holidaysObservedIn(year);
    holidayCache.set(year, holidays);
  }
  return !(calendar === 'federal' ? holidays.federal : holidays.majorOnly).has(dayNumber);
}

// Every quote of a day asks for the same few (calendar, transit days) answers: remember them as ISO dates. The key
// is a number (a template-string key cost more than the lookup saves): transit days stay far below 1000.
const deliveryIsoCache: Record<HolidayCalendar, Map<number, string>> = { federal: new Map(), major_only: new Map() };
const DELIVERY_CACHE_MAX = 4096;

/** estimatedDeliveryDay as a YYYY-MM-DD string, memoised (pure function of its arguments). */
export function estimatedDeliveryIsoDate(quoteDay: number, transitDays: number, calendar: HolidayCalendar): string {
  const cache = deliveryIsoCache[calendar];
  const key = Number.isInteger(quoteDay) && Number.isInteger(transitDays) && transitDays >= 0 && transitDays < 1000 ? quoteDay * 1000 + transitDays : null;
  let iso = key === null ? undefined : cache.get(key);
  if (iso === undefined) {
    iso = dayNumberToIsoDate(estimatedDeliveryDay(quoteDay, transitDays, calendar));
    if (key !== null) {
      if (cache.size >= DELIVERY_CACHE_MAX) cache.clear();
      cache.set(key, iso);
    }
  }
  return iso;
}

/**
 * Delivery day for a parcel quoted on `quoteDay` that takes `transitDays` business days: it ships on the quote day
 * when that is a business day (else the next one) and arrives after that many further business days.
 */
export function estimatedDeliveryDay(quoteDay: number, transitDays: number, calendar: HolidayCalendar): number {
  let day = quoteDay;
  while (!isBusinessDay(day, calendar)) day++;
  for (let remaining = transitDays; remaining > 0; ) {
    day++;
    if (isBusinessDay(day, calendar)) remaining--;
  }
  return day;
}
