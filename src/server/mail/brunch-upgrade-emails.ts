import { callbackTimeLabel } from '../../engine/callback/callback-slots.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { CallbackSlot } from '../domain/session/callback-slots.ts';
import { bookingLines, type BookingEmailContext } from './booking-emails.ts';
import { longDate } from '../../engine/time/format.ts';

/**
 * The e-mail to the bar's party team when a brunch booker asks for a call about upgrading: who to
 * call, when (the window as the customer chose it), and their notes.
 */
export function brunchUpgradeRequestedEmail(c: BookingEmailContext, to: string, slot: CallbackSlot, notes: string | null): OutgoingEmail {
  const b = c.booking;
  const name = [b.forename, b.surname].filter(Boolean).join(' ');
  const lines = [
    `${name} would like a call about upgrading their brunch.`,
    '',
    `Call on ${longDate(slot.date)}, ${callbackTimeLabel(slot)}`,
    `Phone: ${b.phone || 'not given'}`,
    `E-mail: ${b.email}`,
    '',
    ...bookingLines(c),
    '',
    'Notes:',
    notes ?? 'None',
  ];
  return {
    to_address: to,
    subject: `Brunch upgrade call: ${name} (${b.ref_code})`,
    body_text: lines.join('\n'),
    template: 'brunch-upgrade-requested',
    booking_id: b.id,
  };
}
