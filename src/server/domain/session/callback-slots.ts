import { addDays } from '../../../engine/time/calendar-date.ts';
import { londonInstant, londonWallClock } from '../../../engine/time/london.ts';

export interface CallbackSlot {
  date: string;
  /** Whole hours, London time: the team calls between start and end. */
  start: number;
  end: number;
}

/** The party team calls back between 10:00 and 17:00, in one-hour windows. */
export const CALLBACK_FIRST_HOUR = 10;
export const CALLBACK_LAST_END_HOUR = 17;
export const CALLBACK_SLOTS_SHOWN = 12;
/** A window must start at least this long after the enquiry, so someone can pick it up. */
const LEAD_MINUTES = 60;

/**
 * The next callback windows, soonest first, ending before the booking itself starts (when known).
 * An empty list means the booking is too close for a callback: the widget shows the bar's phone.
 */
export function callbackSlots(now: Date, bookingStart: Date | null, count = CALLBACK_SLOTS_SHOWN): CallbackSlot[] {
  const slots: CallbackSlot[] = [];
  const today = londonWallClock(now).date;
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  for (let day = 0; slots.length < count && day < 14; day++) {
    const date = addDays(today, day);
    for (let hour = CALLBACK_FIRST_HOUR; hour < CALLBACK_LAST_END_HOUR && slots.length < count; hour++) {
      const start = londonInstant(date, hour * 60).getTime();
      const end = londonInstant(date, (hour + 1) * 60).getTime();
      if (start < earliest) continue;
      if (bookingStart && end > bookingStart.getTime()) return slots;
      slots.push({ date, start: hour, end: hour + 1 });
    }
  }
  return slots;
}
