import type { SlotData } from '../../../schemas/api/types.generated.ts';

/** A bookable start time on the chosen date, as the session answer sends it (`all_slots`). */
export type Slot = SlotData;

/** A day part (Lunch, Evening...) with the bar's overrides already applied by the server. */
export interface DayPart {
  id: number | string;
  name: string;
  start: string;
  end: string;
  display_order: number;
  is_default: boolean;
}

/**
 * What a slot offers: `available` books it (Book now → step 3); `enquiry` is unavailable but can
 * fall back to an enquiry (Let's talk → step 99); `unavailable` is shown disabled.
 */
export type SlotState = 'available' | 'enquiry' | 'unavailable';

export function slotState(slot: Pick<Slot, 'available' | 'can_fallback'>): SlotState {
  if (slot.available) return 'available';
  return slot.can_fallback ? 'enquiry' : 'unavailable';
}
