import { TZDate } from '@date-fns/tz';
import { formatClockTime } from './clock-time.ts';

/** Every venue is in the UK; all wall-clock times are Europe/London (GMT in winter, BST in summer). */
export const VENUE_TIME_ZONE = 'Europe/London';

/** The instant at which a business day's minute (possibly past midnight) happens in London. */
export function londonInstant(date: string, minutesIntoDay: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const days = Math.floor(minutesIntoDay / 1440);
  const minute = minutesIntoDay - days * 1440;
  return new Date(new TZDate(y, m - 1, d + days, Math.floor(minute / 60), minute % 60, VENUE_TIME_ZONE).getTime());
}

/** The London calendar date and wall-clock time of an instant. */
export function londonWallClock(instant: Date): { date: string; time: string; minutes: number } {
  const local = new TZDate(instant.getTime(), VENUE_TIME_ZONE);
  const minutes = local.getHours() * 60 + local.getMinutes();
  const date = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
  return { date, time: formatClockTime(minutes), minutes };
}

/** Today's date in London. */
export function londonToday(now: Date): string {
  return londonWallClock(now).date;
}
