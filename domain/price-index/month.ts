// Months are written YYYY-MM (UTC). Pure helpers shared by the activity, the API and the operator command.

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The UTC calendar month of `date`, e.g. 2026-11. */
export function monthOf(date: Date): string {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The calendar month before `month` (2026-01 → 2025-12). */
export function previousMonth(month: string): string {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  const year = Number(match[1]);
  const monthNumber = Number(match[2]);
  return monthNumber === 1 ? `${String(year - 1).padStart(4, '0')}-12` : `${match[1]}-${String(monthNumber - 1).padStart(2, '0')}`;
}
