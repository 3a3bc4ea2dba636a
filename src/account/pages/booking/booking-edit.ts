/**
 * The edit form's rules (account-and-guest-features §4, §5): what is sent, and when Save may be
 * pressed — not for a date and time that have passed (London time), nor for the booking as it is.
 * Pure.
 */
import type { BookingChangeRequest, ManagedBooking } from '../../../api-client/bookings.ts';
import { isCalendarDate } from '../../../engine/time/calendar-date.ts';
import { isClockTime, startMinutes } from '../../../engine/time/clock-time.ts';
import { londonInstant } from '../../../engine/time/london.ts';

export interface EditDraft {
  /** "YYYY-MM-DD", or "" while none is chosen. */
  date: string;
  /** "HH:mm", or "" while none is chosen (an enquiry sent without a time). */
  time: string;
  people: number;
}

export function draftOf(booking: Pick<ManagedBooking, 'date' | 'time' | 'people'>): EditDraft {
  return { date: booking.date, time: booking.time?.slice(0, 5) ?? '', people: booking.people };
}

/** Save is offered for a whole, changed draft whose date and time are still to come. */
export function canSave(booking: Pick<ManagedBooking, 'date' | 'time' | 'people'>, draft: EditDraft, now: Date): boolean {
  if (!isCalendarDate(draft.date) || !isClockTime(draft.time) || !Number.isInteger(draft.people) || draft.people < 1) return false;
  const was = draftOf(booking);
  if (draft.date === was.date && draft.time === was.time && draft.people === was.people) return false;
  return londonInstant(draft.date, startMinutes(draft.time)).getTime() > now.getTime();
}

/** The call's body: the date and time as one London wall-clock value. */
export function changeRequest(draft: EditDraft): BookingChangeRequest {
  return { date: `${draft.date} ${draft.time}`, people: draft.people };
}
