import { callbackTimeLabel } from '../../engine/callback/callback-slots.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { CallbackSlot } from '../domain/session/callback-slots.ts';
import { bookingLines, type BookingEmailContext } from './booking-emails.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { detail, type Line } from './compose/lines.ts';
import { longDate } from '../../engine/time/format.ts';

/**
 * The e-mail to the bar's party team when a brunch booker asks for a call about upgrading: who to
 * call, when (the window as the customer chose it), and their notes.
 */
export function brunchUpgradeRequestedEmail(c: BookingEmailContext, to: string, slot: CallbackSlot, notes: string | null): OutgoingEmail {
  const b = c.booking;
  const name = [b.forename, b.surname].filter(Boolean).join(' ');
  const lines: Line[] = [
    `${name} would like a call about upgrading their brunch.`,
    '',
    `Call on ${longDate(slot.date)}, ${callbackTimeLabel(slot)}`,
    detail('Phone', b.phone || 'not given'),
    detail('E-mail', b.email),
    '',
    ...bookingLines(c),
    '',
    'Notes:',
    notes ?? 'None',
  ];
  // The team answers the customer: a reply goes to them.
  return brandedEmail({ to, subject: `Brunch upgrade call: ${name} (${b.ref_code})`, lines, template: 'brunch-upgrade-requested', bookingId: b.id, brandId: c.brandId ?? b.brand_id, origin: c.publicUrl, replyTo: b.email });
}
