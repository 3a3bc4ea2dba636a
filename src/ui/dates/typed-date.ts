/**
 * Dates as a customer types and reads them, whichever site asks: dd/MM/yyyy whatever the browser's
 * language. Pure: literal inputs, literal outputs.
 */
import { isCalendarDate } from '../../engine/time/calendar-date.ts';


/**
 * A date as a customer types it → "YYYY-MM-DD", or "" while it is not a whole date: day first
 * ("28/11/2026", "28.11.2026", "28-11-2026", "28 11 2026", "1/2/2027"), or year first as a date
 * pasted from elsewhere ("2026-11-28"). The year has its four digits.
 */
export function parseTypedDate(text: string): string {
  const parts = text.trim().split(/[\s/.-]+/);
  if (parts.length !== 3 || !parts.every((p) => /^\d+$/.test(p))) return '';
  const [d, m, y] = parts[0]!.length === 4 ? [parts[2]!, parts[1]!, parts[0]!] : parts;
  const iso = `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
  return isWholeDate(iso) ? iso : '';
}

/** The same day a number of months on (the month's last day when it has fewer days). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** A value typed into a date input is worth sending once its year is whole (not "0002-11-28" half way through typing). */
export function isWholeDate(value: string): boolean {
  return isCalendarDate(value) && Number(value.slice(0, 4)) >= 2000;
}
