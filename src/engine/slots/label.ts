import { isoWeekday } from '../time/calendar-date.ts';
import { slotState, type Slot, type SlotState } from './types.ts';

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
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

/** "2026-12-12" → "Saturday 12 December 2026", fixed in code because ICU versions differ on the comma. */
export function longDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_NAMES[isoWeekday(date) - 1]} ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** Words for each state; the widget passes translated ones, English is the fallback. */
export type SlotStateWords = Record<SlotState, string>;

export const ENGLISH_SLOT_STATE_WORDS: SlotStateWords = {
  available: 'available',
  enquiry: 'enquiry only',
  unavailable: 'not available',
};

/**
 * A screen-reader label, e.g. "Saturday 12 December 2026, 19:00, available". The date is the slot's
 * calendar date (`full_date`), so a 01:00 slot reads as the morning it happens on.
 */
export function slotAriaLabel(
  slot: Pick<Slot, 'time' | 'full_date' | 'available' | 'can_fallback'>,
  words: SlotStateWords = ENGLISH_SLOT_STATE_WORDS,
): string {
  const date = slot.full_date.slice(0, 10);
  return `${longDate(date)}, ${slot.time.slice(0, 5)}, ${words[slotState(slot)]}`;
}
