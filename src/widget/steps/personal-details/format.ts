/** Dates and times as the later steps show them to customers. */
import { longDate } from '../../../engine/slots/label.ts';
import { isCalendarDate } from '../../../engine/time/calendar-date.ts';

/** "2026-11-28" (or "2026-11-28 19:00") → "Saturday 28 November 2026"; anything else as it is. */
export function dayText(date: unknown): string {
  if (typeof date !== 'string') return '';
  const day = date.slice(0, 10);
  return isCalendarDate(day) ? longDate(day) : date;
}

/** "19:00:00" → "19:00". */
export function timeText(time: unknown): string {
  return typeof time === 'string' ? time.slice(0, 5) : '';
}
