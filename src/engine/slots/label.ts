import { longDate } from '../time/format.ts';
import { slotState, type Slot, type SlotState } from './types.ts';

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
