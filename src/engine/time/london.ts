import { TZDate } from '@date-fns/tz';
import { formatClockTime } from './clock-time.ts';

/** Every venue is in the UK; all wall-clock times are Europe/London (GMT in winter, BST in summer). */
export const VENUE_TIME_ZONE = 'Europe/London';

function exactInstant(y: number, m: number, d: number, minutesIntoDay: number): number {
  const days = Math.floor(minutesIntoDay / 1440);
  const minute = minutesIntoDay - days * 1440;
  return new TZDate(y, m - 1, d + days, Math.floor(minute / 60), minute % 60, VENUE_TIME_ZONE).getTime();
}

/**
 * Per calendar date: its UTC midnight and, when London keeps one offset from that midnight to 08:00
 * two days on, that offset. Slots, callback windows and cut-offs convert hundreds of wall-clock times
 * per request; a full time-zone conversion for each costs ~10 µs, this costs a map lookup.
 */
const dayOffsets = new Map<string, { y: number; m: number; d: number; utcMidnight: number; offset: number | null }>();

function dayOffset(date: string) {
  let info = dayOffsets.get(date);
  if (!info) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const utcMidnight = Date.UTC(y, m - 1, d);
    const start = utcMidnight - exactInstant(y, m, d, 0);
    const end = utcMidnight + 2 * 86_400_000 + 8 * 3_600_000 - exactInstant(y, m, d, 2 * 1440 + 8 * 60);
    info = { y, m, d, utcMidnight, offset: start === end ? start : null };
    if (dayOffsets.size > 5000) dayOffsets.clear();
    dayOffsets.set(date, info);
  }
  return info;
}

/** The instant at which a business day's minute (possibly past midnight) happens in London. */
export function londonInstant(date: string, minutesIntoDay: number): Date {
  const info = dayOffset(date);
  if (info.offset === null || minutesIntoDay < 0 || minutesIntoDay > 2 * 1440) {
    return new Date(exactInstant(info.y, info.m, info.d, minutesIntoDay));
  }
  return new Date(info.utcMidnight + minutesIntoDay * 60_000 - info.offset);
}

/**
 * London's offset from UTC in each UTC hour: the offset only ever changes on the hour, so one full
 * conversion per hour seen serves every instant in it.
 */
const hourOffsets = new Map<number, number>();

function offsetAt(epochMs: number): number {
  const hour = Math.floor(epochMs / 3_600_000);
  let offset = hourOffsets.get(hour);
  if (offset === undefined) {
    const local = new TZDate(hour * 3_600_000, VENUE_TIME_ZONE);
    offset = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes()) - hour * 3_600_000;
    if (hourOffsets.size > 5000) hourOffsets.clear();
    hourOffsets.set(hour, offset);
  }
  return offset;
}

/** The London calendar date and wall-clock time of an instant. */
export function londonWallClock(instant: Date): { date: string; time: string; minutes: number } {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime()));
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  const date = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(local.getUTCDate()).padStart(2, '0')}`;
  return { date, time: formatClockTime(minutes), minutes };
}

/** Today's date in London. */
export function londonToday(now: Date): string {
  return londonWallClock(now).date;
}
