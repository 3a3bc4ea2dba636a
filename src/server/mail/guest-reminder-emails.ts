import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { ReminderKind } from '../db/repositories/guest-reminders.ts';
import { bookingEmail, bookingLines, leadBookerName, type BookingEmailContext } from './booking-emails.ts';
import { action, type Line } from './compose/lines.ts';
import { mailWords } from './compose/wording.ts';
import { longDateTime } from '../../engine/time/format.ts';

export interface ReminderGuest {
  forename: string;
  email: string;
  /** The guest's own path: their invitation (/guest-join/{join_code}) or their page (/guest/{unique_code}). */
  link: string;
}

/** A lead booker's (or co-host's) reminder to a guest, with the guest's own link. */
export function guestReminderEmail(c: BookingEmailContext, guest: ReminderGuest, kind: ReminderKind): OutgoingEmail {
  const w = mailWords(c.brandId ?? c.booking.brand_id);
  const names = { host: leadBookerName(c), bar: c.barName };
  const lines: Line[] = [
    w('greeting', { name: guest.forename }),
    '',
    w(`guest.reminders.${kind}.ask`, names),
    '',
    ...bookingLines(c, { reference: false }),
    '',
    action(w(`guest.reminders.${kind}.action`), `${c.publicUrl}${guest.link}`),
  ];
  return bookingEmail(c, { to: guest.email, subject: w(`guest.reminders.${kind}.subject`, names), lines, template: `guest-${kind}` });
}

/** The server's own notice to a guest (once) that the booking's pre-order closes soon, with their page's link. */
export function preOrderClosingEmail(c: BookingEmailContext, guest: ReminderGuest, lockAt: { date: string; time: string }): OutgoingEmail {
  const w = mailWords(c.brandId ?? c.booking.brand_id);
  const names = { host: leadBookerName(c), bar: c.barName };
  const lines: Line[] = [
    w('greeting', { name: guest.forename }),
    '',
    w('guest.closing.intro', { ...names, when: longDateTime(lockAt.date, lockAt.time) }),
    '',
    ...bookingLines(c, { reference: false }),
    '',
    action(w('guest.closing.action'), `${c.publicUrl}${guest.link}`),
  ];
  return bookingEmail(c, { to: guest.email, subject: w('guest.closing.subject', names), lines, template: 'guest-pre-order-closing' });
}
