import { brunchCallbackLabel } from '../../engine/callback/callback-slots.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { CallbackSlot } from '../domain/session/callback-slots.ts';
import { bookingLines, type BookingEmailContext } from './booking-emails.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { detail, type Line } from './compose/lines.ts';
import { mailWords } from './compose/wording.ts';
import { longDate } from '../../engine/time/format.ts';

/**
 * The e-mail to the bar's party team when a brunch booker asks for a call about upgrading: who to
 * call, when (the window as the customer chose it), and their notes.
 */
export function brunchUpgradeRequestedEmail(c: BookingEmailContext, to: string, slot: CallbackSlot, notes: string | null): OutgoingEmail {
  const b = c.booking;
  const name = [b.forename, b.surname].filter(Boolean).join(' ');
  const brandId = c.brandId ?? b.brand_id;
  const w = mailWords(brandId);
  const lines: Line[] = [
    w('team.brunchUpgrade', { name }),
    '',
    w('team.callWindow', { date: longDate(slot.date), window: brunchCallbackLabel(slot) }),
    detail(w('labels.phone'), b.phone || w('team.phoneNotGiven')),
    detail(w('labels.email'), b.email),
    '',
    ...bookingLines(c),
    '',
    w('team.notes'),
    notes ?? w('team.none'),
  ];
  // The team answers the customer: a reply goes to them.
  return brandedEmail({ to, subject: w('team.subjects.brunch-upgrade', { name, ref: b.ref_code }), lines, template: 'brunch-upgrade-requested', bookingId: b.id, brandId, origin: c.publicUrl, replyTo: b.email });
}
