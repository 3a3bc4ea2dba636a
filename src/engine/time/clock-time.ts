/**
 * Wall-clock times of a venue's business day. A business day runs from 08:00 to 08:00 the next
 * morning: a time at or before 08:00 belongs to the night of the previous calendar date, so an
 * end of 02:00 is 26 * 60 minutes after the day's midnight.
 */
export const NEXT_DAY_CUTOFF_MINUTES = 8 * 60;
const MINUTES_PER_DAY = 24 * 60;

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

export function isClockTime(value: string): boolean {
  return HHMM.test(value);
}

/** "19:30" (or "19:30:00") → 1170. Throws on anything else. */
export function parseClockTime(value: string): number {
  const match = HHMM.exec(value);
  if (!match) throw new Error(`Not a HH:mm time: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** 1170 → "19:30"; 1530 → "01:30" (minutes past midnight wrap to the next day). */
export function formatClockTime(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** A start time as minutes into the business day: times before 08:00 are after midnight. */
export function startMinutes(value: string): number {
  const m = parseClockTime(value);
  return m < NEXT_DAY_CUTOFF_MINUTES ? m + MINUTES_PER_DAY : m;
}

/** An end time as minutes into the business day: an end at or before 08:00 ends the next day. */
export function endMinutes(value: string): number {
  const m = parseClockTime(value);
  return m <= NEXT_DAY_CUTOFF_MINUTES ? m + MINUTES_PER_DAY : m;
}

/**
 * A window [start, end) in business-day minutes, e.g. a day part 17:00–02:00 → [1020, 1560). When the
 * end is the next morning, a start before 08:00 is too: an "after midnight" part 00:00–03:00 is
 * [1440, 1620), not the whole day.
 */
export function windowMinutes(start: string, end: string): { start: number; end: number } {
  const e = endMinutes(end);
  const s = parseClockTime(start);
  return { start: e > MINUTES_PER_DAY && s < NEXT_DAY_CUTOFF_MINUTES ? s + MINUTES_PER_DAY : s, end: e };
}
