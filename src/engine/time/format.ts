/**
 * Every date and time a person reads, in one place: the widget, the account site, the server's e-mails,
 * pages and PDFs all write them through these functions, so a booking reads the same on every screen
 * and in every message. Dates come in as London calendar dates ("YYYY-MM-DD", optionally followed by a
 * time) and times as London wall-clock times ("HH:mm", optionally ":ss"); an instant (a timestamp) is
 * first turned into London's date and time. The names are written out here rather than taken from
 * `Intl` or a date library: ICU versions differ on commas and a library's formatter and locale cost
 * ~6 KB gzip on every page (docs/decisions.md, "One formatter for dates").
 *
 * The spec's formats: 'DD/MM/YYYY' and 'DD/MM/YYYY HH:mm' (`shortDate`, `shortDateTime`), 'MMMM Do YYYY
 * at HH:mm' (`ordinalDateTime`) and the sites' long 'Sunday 6 December 2026 at 01:00' (`longDateTime`).
 */
import { isCalendarDate, isoWeekday } from './calendar-date.ts';
import { isClockTime } from './clock-time.ts';
import { londonWallClock } from './london.ts';

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** What a booking without an agreed start time says in place of one (an enquiry sent without a time). */
export const TIME_TO_BE_AGREED = 'time to be agreed';

/** The "YYYY-MM-DD" at the start of a value, or null when there is none. */
function dayOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const day = value.slice(0, 10);
  return isCalendarDate(day) ? day : null;
}

function parts(day: string): { y: number; m: number; d: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
}

/** "19:00:00" or "19:00" → "19:00"; anything that is not a time → "". */
export function clockText(time: unknown): string {
  return typeof time === 'string' && isClockTime(time) ? time.slice(0, 5) : '';
}

/** 1 → "1st", 2 → "2nd", 11 → "11th", 22 → "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 1 (Monday) … 7 (Sunday) → its name. */
export function weekdayName(isoDay: number): string {
  return WEEKDAY_NAMES[isoDay - 1] ?? '';
}

/** "2026-12-06" (or "2026-12-06 01:00") → "06/12/2026"; anything else → "". */
export function shortDate(date: unknown): string {
  const day = dayOf(date);
  if (!day) return '';
  const { y, m, d } = parts(day);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}

/** "2026-12-06", "01:00" → "06/12/2026 01:00" ('DD/MM/YYYY HH:mm'). */
export function shortDateTime(date: unknown, time: unknown): string {
  const day = shortDate(date);
  const clock = clockText(time);
  return day && clock ? `${day} ${clock}` : day;
}

/** "2026-12-06" → "Sunday 6 December 2026"; anything else → "". */
export function longDate(date: unknown): string {
  const day = dayOf(date);
  if (!day) return '';
  const { y, m, d } = parts(day);
  return `${weekdayName(isoWeekday(day))} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** "2026-12-06" → "Sunday 6 December": a date within the coming weeks, where the year goes without saying. */
export function dayAndMonth(date: unknown): string {
  const day = dayOf(date);
  if (!day) return '';
  const { m, d } = parts(day);
  return `${weekdayName(isoWeekday(day))} ${d} ${MONTH_NAMES[m - 1]}`;
}

/**
 * "2026-12-06", "01:00" → "Sunday 6 December 2026 at 01:00"; without a time (an enquiry sent without
 * one) → "Sunday 6 December 2026, time to be agreed".
 */
export function longDateTime(date: unknown, time: unknown): string {
  const day = longDate(date);
  if (!day) return '';
  const clock = clockText(time);
  return clock ? `${day} at ${clock}` : `${day}, ${TIME_TO_BE_AGREED}`;
}

/** "2026-12-06", "01:00" → "December 6th 2026 at 01:00" ('MMMM Do YYYY at HH:mm'). */
export function ordinalDateTime(date: unknown, time: unknown): string {
  const day = dayOf(date);
  if (!day) return '';
  const { y, m, d } = parts(day);
  const clock = clockText(time);
  return `${MONTH_NAMES[m - 1]} ${ordinal(d)} ${y}${clock ? ` at ${clock}` : ''}`;
}

/** The London date and time of an instant (a timestamp as the API sends one); null when it is not one. */
function londonOf(instant: unknown): { date: string; time: string } | null {
  if (!(instant instanceof Date) && typeof instant !== 'string') return null;
  const at = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(at.getTime()) ? null : londonWallClock(at);
}

/** An instant → its London day, "Sunday 6 December 2026" (a registration, an expiry, an upload). */
export function longDateOf(instant: unknown): string {
  const london = londonOf(instant);
  return london ? longDate(london.date) : '';
}

/** An instant → its London date and time, "December 6th 2026 at 14:03" (a contract signed, a visit). */
export function ordinalDateTimeOf(instant: unknown): string {
  const london = londonOf(instant);
  return london ? ordinalDateTime(london.date, london.time) : '';
}
