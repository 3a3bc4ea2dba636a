/**
 * What the bar's party team must act on (issue 28), each to the bar's party booking address and answered
 * straight to the customer (Reply-To): a new enquiry with its callback and all the customer typed, a booking
 * with special requirements, a change, a cancellation (and the money going back), a payment to refund. In
 * words a person can act on without logging in anywhere; never the customer's manage link (that is theirs).
 */
import { formatPence } from '../../engine/money/money.ts';
import { longDate, longDateTime } from '../../engine/time/format.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { bookingLines, leadBookerName, type BookingBefore, type BookingEmailContext, type CancelledMoney } from './booking-emails.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { detail, type Line } from './compose/lines.ts';
import { mailWords, type MailWords } from './compose/wording.ts';

export type PartyTeamNews =
  | { kind: 'enquiry' }
  | { kind: 'special-requirements' }
  | { kind: 'changed'; before: BookingBefore; rebooked: boolean }
  | { kind: 'cancelled'; money: CancelledMoney }
  | { kind: 'refund-due'; amount: number; reason: string; payer: { forename: string; email: string } | null };

const name = (c: BookingEmailContext) => leadBookerName(c);

function opening(w: MailWords, c: BookingEmailContext, news: PartyTeamNews): Line[] {
  const b = c.booking;
  const who = { name: name(c) };
  switch (news.kind) {
    case 'enquiry':
      return [
        w('team.enquiry', who),
        !b.callback_date ? w('team.callWhenYouCan') : b.callback_time ? w('team.callOnFrom', { date: longDate(b.callback_date), time: b.callback_time }) : w('team.callOn', { date: longDate(b.callback_date) }),
      ];
    case 'special-requirements':
      return [w('team.specialRequirements', who)];
    case 'changed':
      return [w(news.rebooked ? 'team.rebooked' : 'team.changed', who), w('team.before', { when: longDateTime(news.before.booking_date, news.before.booking_time), count: news.before.people })];
    case 'cancelled':
      return [
        w('team.cancelled', who),
        ...(news.money.paid > 0 ? [w('team.cancelledMoney', { paid: formatPence(news.money.paid), refunded: formatPence(news.money.refunded) })] : []),
        ...(news.money.kept > 0 ? [w('team.depositKept', { amount: formatPence(news.money.kept) })] : []),
      ];
    case 'refund-due':
      return [
        w('team.refundDue', { amount: formatPence(news.amount) }),
        w('team.why', { reason: news.reason }),
        ...(news.payer ? [w('team.paidBy', { name: news.payer.forename, email: news.payer.email })] : []),
      ];
  }
}

/** The team's message, or none when the bar has no party booking address. */
export function partyTeamEmail(c: BookingEmailContext, news: PartyTeamNews): OutgoingEmail | null {
  if (!c.barEmail) return null;
  const b = c.booking;
  const w = mailWords(c.brandId ?? b.brand_id);
  const lines: Line[] = [
    ...opening(w, c, news),
    '',
    detail(w('labels.name'), name(c)),
    detail(w('labels.phone'), b.phone || w('team.phoneNotGiven')),
    detail(w('labels.email'), b.email),
    ...(b.company_name ? [detail(w('labels.company'), b.company_name)] : []),
    '',
    ...bookingLines(c),
    ...(b.value > 0 ? [detail(w('labels.total'), formatPence(b.value))] : []),
    '',
    w('team.requirements'),
    b.special_requirements || w('team.none'),
  ];
  return brandedEmail({
    to: c.barEmail,
    subject: w(`team.subjects.${news.kind}`, { name: name(c), people: b.people, date: longDate(b.booking_date), ref: b.ref_code }),
    lines,
    template: `party-team-${news.kind}`,
    bookingId: b.id,
    brandId: c.brandId ?? b.brand_id,
    origin: c.publicUrl,
    replyTo: b.email,
  });
}
