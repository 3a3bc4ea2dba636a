import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { ReminderKind } from '../db/repositories/guest-reminders.ts';
import { bookingEmail, bookingLines, type BookingEmailContext } from './booking-emails.ts';
import { action, type Line } from './compose/lines.ts';
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
    ...bookingLines(c, { reference: false }),
    '',
    action(label, `${c.publicUrl}${guest.link}`),
  ];
  return bookingEmail(c, { to: guest.email, subject: `${subject}: ${host}'s booking at ${c.barName}`, lines, template: `guest-${kind}` });
}

/** The server's own notice to a guest (once) that the booking's pre-order closes soon, with their page's link. */
export function preOrderClosingEmail(c: BookingEmailContext, guest: ReminderGuest, lockAt: { date: string; time: string }): OutgoingEmail {
  const b = c.booking;
  const host = [b.forename, b.surname].filter(Boolean).join(' ');
  const lines: Line[] = [
    `Hi ${guest.forename},`,
    '',
    `The pre-order for ${host}'s booking closes on ${longDateTime(lockAt.date, lockAt.time)}. After that your choices cannot be changed here.`,
    '',
    ...bookingLines(c, { reference: false }),
    '',
    action('Check your choices', `${c.publicUrl}${guest.link}`),
  ];
  return bookingEmail(c, { to: guest.email, subject: `Your pre-order closes soon: ${host}'s booking at ${c.barName}`, lines, template: 'guest-pre-order-closing' });
}
