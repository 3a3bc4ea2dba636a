/** The customer's booking list (spec §2.3): which bookings are upcoming and which previous, and the request's flag. */
import { addDays } from '../../../engine/time/calendar-date.ts';
import { londonInstant, londonToday } from '../../../engine/time/london.ts';
import { MalformedInput } from '../errors.ts';

/** The list turns over at 06:00 London time (spec §9): a late night's bookings stay upcoming until then. */
const CUT_OFF_MINUTES = 6 * 60;

/**
 * The last 06:00 in London (today's once it has struck, else yesterday's): bookings starting before it are
 * previous. Before 06:00, tonight's 01:00 booking (already "today" by the calendar) is still current.
 */
export function previousBefore(now: Date): Date {
  const today = londonToday(now);
  const cutOff = londonInstant(today, CUT_OFF_MINUTES);
  return cutOff.getTime() <= now.getTime() ? cutOff : londonInstant(addDays(today, -1), CUT_OFF_MINUTES);
}

/** Upcoming soonest first, previous latest first. */
export function splitBookings<T extends { start_at: Date; id: number }>(bookings: T[], now: Date): { upcoming: T[]; previous: T[] } {
  const cutOff = previousBefore(now).getTime();
  const byStart = [...bookings].sort((a, b) => a.start_at.getTime() - b.start_at.getTime() || a.id - b.id);
  return {
    upcoming: byStart.filter((b) => b.start_at.getTime() >= cutOff),
    previous: byStart.filter((b) => b.start_at.getTime() < cutOff).reverse(),
  };
}

/** include_previous (spec §7.2: 0 or 1; true and false as well); absent leaves the previous bookings out. */
export function includePreviousFlag(value: unknown): boolean {
  if (value === undefined || value === 0 || value === '0' || value === false || value === 'false') return false;
  if (value === 1 || value === '1' || value === true || value === 'true') return true;
  const message = 'include_previous must be 0 or 1.';
  throw new MalformedInput(message, { include_previous: [message] });
}
