import { isoWeekday } from '../../../engine/time/calendar-date.ts';
import type { Bar, OpeningHours } from '../catalogue.ts';

/** A bar's hours on a date: its special date's if it has one (null when closed that day), else its week's. */
export function hoursOn(bar: Pick<Bar, 'hours' | 'special_hours'>, date: string): OpeningHours | null {
  const special = bar.special_hours[date];
  if (special) return special.hours;
  return bar.hours[isoWeekday(date)] ?? null;
}

/** A date the bar does not open at all (a special date closed, as Christmas Day, or a weekday without hours). */
export function closedOn(bar: Pick<Bar, 'hours' | 'special_hours'>, date: string): boolean {
  return hoursOn(bar, date) === null;
}

/** Closed for now: not open, closed by restrictions, or past its last trading day (YYYY-MM-DD, London). */
export function closedForNow(bar: Pick<Bar, 'open' | 'covid_closed' | 'close_date'>, today: string): boolean {
  return !bar.open || bar.covid_closed || (bar.close_date !== null && bar.close_date < today);
}
