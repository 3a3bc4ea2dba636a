import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { ReminderKind } from '../db/repositories/guest-reminders.ts';
import { bookingEmail, type BookingEmailContext } from './booking-emails.ts';
import { action, detail, type Line } from './compose/lines.ts';
import { longDateTime } from '../../engine/time/format.ts';

export interface ReminderGuest {
  forename: string;
  email: string;
  /** The guest's own path: their invitation (/guest-join/{join_code}) or their page (/guest/{unique_code}). */
  link: string;
}

const ASKS: Record<ReminderKind, { subject: string; ask: string; action: string }> = {
  'invite-reminder': { subject: "You're invited", ask: 'has invited you to their booking and is waiting to hear from you.', action: 'Accept the invitation' },
  'pre-order': { subject: 'Choose your pre-order', ask: 'is asking you to choose your pre-order for their booking.', action: 'Choose your pre-order' },
  'guest-details': { subject: 'Add your details', ask: 'is asking you to add your details to their booking.', action: 'Add your details' },
};

/** A lead booker's (or co-host's) reminder to a guest, with the guest's own link. */
export function guestReminderEmail(c: BookingEmailContext, guest: ReminderGuest, kind: ReminderKind): OutgoingEmail {
  const b = c.booking;
  const host = [b.forename, b.surname].filter(Boolean).join(' ');
  const { subject, ask, action: label } = ASKS[kind];
  const lines: Line[] = [
    `Hi ${guest.forename},`,
    '',
    `${host} ${ask}`,
    '',
    // Not the reference: it is the booking's payment code, which is the lead booker's to give.
    detail('Location', c.barName),
    detail('Booking', c.typeName),
    detail('Date', longDateTime(b.booking_date, b.booking_time)),
    '',
    action(label, `${c.publicUrl}${guest.link}`),
  ];
  return bookingEmail(c, { to: guest.email, subject: `${subject}: ${host}'s booking at ${c.barName}`, lines, template: `guest-${kind}` });
}
