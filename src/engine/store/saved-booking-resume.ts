/**
 * A reload that finds its saved session already made a booking (issue 29, point 8). The session call
 * refuses a completed session (409), so the store reads it through the deposit call (include=session)
 * and decides from the booking as it stands: still to be paid, already paid, or its time gone.
 */
import type { SessionData } from '../flow/types.ts';

export type SavedBooking =
  /** Provisional and its time still its own (held, or free again after the hold): "Pay Now!" for it. */
  | { kind: 'payNow'; session: SessionData; deposit: SessionData }
  /** Paid meanwhile (the card page's payment went through): its "Booking Confirmed". */
  | { kind: 'paid'; session: SessionData; deposit: SessionData }
  /** The hold lapsed and the time went to others: the spec's "no longer available", the answers kept. */
  | { kind: 'timeGone'; answers: Record<string, unknown> }
  /** Nothing to come back to (cancelled, an enquiry, no booking): a new booking. */
  | { kind: 'none' };

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** The answers a new booking starts from when the saved one's time went: where, when, how many, what. */
const KEPT_ANSWERS = ['bar_id', 'date', 'no_people', 'party_type'] as const;

/** `data`: the deposit call's answer with include=session. */
export function savedBooking(data: SessionData): SavedBooking {
  const booking = record(data.booking);
  const session = record(data.session);
  if (booking.status_id !== 0 && booking.status_id !== 1) return { kind: 'none' };
  if (booking.status_id === 0 && data.can_auto_confirm === false) {
    const answers: Record<string, unknown> = {};
    for (const key of KEPT_ANSWERS) if (session[key] !== undefined && session[key] !== null) answers[key] = session[key];
    return { kind: 'timeGone', answers };
  }
  const paid = booking.status_id === 1;
  const restored: SessionData = {
    ...session,
    session_id: data.session_id,
    // The session's facts as they were when the booking was made: the view read now counts the
    // booking's own covers against its time, and would call it an enquiry or the time gone.
    can_auto_confirm: true,
    is_completed: true,
    can_complete: false,
    flash_messages: [],
    validation_errors: [],
    has_payment: data.has_payment === true || paid,
    payment_options: data.payment_options,
    booking: data.booking,
  };
  const { session: _session, gp: _gp, ...deposit } = data;
  return { kind: paid ? 'paid' : 'payNow', session: restored, deposit };
}
