import { SLOT_HIDE_WITHIN_MINUTES } from '../constants.ts';
import { NEXT_DAY_CUTOFF_MINUTES, endMinutes, parseClockTime, startMinutes } from '../time/clock-time.ts';
import { londonInstant } from '../time/london.ts';
import type { DayPart, Slot } from './types.ts';

const MINUTES_PER_DAY = 24 * 60;

/**
 * A part's window [start, end) in business-day minutes. An end at or before 08:00 is the next day;
 * a start before 08:00 is the next day too when the end is (an "After midnight" part 00:00–03:00),
 * but not when the part ends later that day (a breakfast part 07:00–11:00 keeps its morning).
 */
export function dayPartWindow(part: Pick<DayPart, 'start' | 'end'>): { start: number; end: number } {
  const end = endMinutes(part.end);
  let start = parseClockTime(part.start);
  if (start < NEXT_DAY_CUTOFF_MINUTES && end > MINUTES_PER_DAY) start += MINUTES_PER_DAY;
  return { start, end };
}

export function isInDayPart(slot: Pick<Slot, 'time'>, part: Pick<DayPart, 'start' | 'end'>): boolean {
  const minute = startMinutes(slot.time);
  const { start, end } = dayPartWindow(part);
  return minute >= start && minute < end;
}

/**
 * Whether a slot starts less than 30 minutes from `now` (or has passed). `date` is the business
 * date the slots belong to; a time before 08:00 happens on the next calendar morning, in London.
 */
export function isTooSoon(slot: Pick<Slot, 'time'>, date: string, now: number): boolean {
  const at = londonInstant(date, startMinutes(slot.time)).getTime();
  return at - now < SLOT_HIDE_WITHIN_MINUTES * 60_000;
}

export function hideTooSoon<S extends Slot>(slots: readonly S[], date: string, now: number): S[] {
  return slots.filter((slot) => !isTooSoon(slot, date, now));
}

export interface DayPartTab<S extends Slot = Slot> {
  part: DayPart;
  /** Slots of the part, too-soon ones removed, in the order given. */
  slots: S[];
  /** No slot to show: the tab is drawn but cannot be chosen. */
  disabled: boolean;
}

export function sortDayParts(parts: readonly DayPart[]): DayPart[] {
  return [...parts].sort((a, b) => a.display_order - b.display_order);
}

/**
 * The day-part tabs for a date, in display order. A slot may sit in two overlapping parts; it shows
 * in both, as the customer would look for it in either.
 */
export function dayPartTabs<S extends Slot>(
  slots: readonly S[],
  parts: readonly DayPart[],
  { date, now }: { date: string; now: number },
): DayPartTab<S>[] {
  const visible = hideTooSoon(slots, date, now);
  return sortDayParts(parts).map((part) => {
    const inPart = visible.filter((slot) => isInDayPart(slot, part));
    return { part, slots: inPart, disabled: inPart.length === 0 };
  });
}
