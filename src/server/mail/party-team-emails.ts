/**
 * What the bar's party team must act on (issue 28), each to the bar's party booking address and answered
 * straight to the customer (Reply-To): a new enquiry with its callback and all the customer typed, a booking
 * with special requirements, a change, a cancellation (and the money going back), a payment to refund. In
 * words a person can act on without logging in anywhere; never the customer's manage link (that is theirs).
 */
import { formatPence } from '../../engine/money/money.ts';
import { longDate, longDateTime } from '../../engine/time/format.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { bookingLines, type BookingBefore, type BookingEmailContext, type CancelledMoney } from './booking-emails.ts';
import { brandedEmail } from './compose/branded-email.ts';
import { detail, type Line } from './compose/lines.ts';

export type PartyTeamNews =
  | { kind: 'enquiry' }
  | { kind: 'special-requirements' }
  | { kind: 'changed'; before: BookingBefore; rebooked: boolean }
  | { kind: 'cancelled'; money: CancelledMoney }
  | { kind: 'refund-due'; amount: number; reason: string; payer: { forename: string; email: string } | null };

const name = (c: BookingEmailContext) => [c.booking.forename, c.booking.surname].filter(Boolean).join(' ');

const SUBJECTS: Record<PartyTeamNews['kind'], (c: BookingEmailContext) => string> = {
  enquiry: (c) => `New enquiry: ${name(c)}, ${c.booking.people} people, ${longDate(c.booking.booking_date)} (${c.booking.ref_code})`,
  'special-requirements': (c) => `Special requirements: ${name(c)}, ${longDate(c.booking.booking_date)} (${c.booking.ref_code})`,
  changed: (c) => `Booking changed: ${name(c)}, now ${longDate(c.booking.booking_date)} (${c.booking.ref_code})`,
  cancelled: (c) => `Booking cancelled: ${name(c)}, ${longDate(c.booking.booking_date)} (${c.booking.ref_code})`,
  'refund-due': (c) => `Refund due: ${name(c)} (${c.booking.ref_code})`,
};

function opening(c: BookingEmailContext, news: PartyTeamNews): Line[] {
  const b = c.booking;
  switch (news.kind) {
    case 'enquiry':
      return [
        `${name(c)} has sent an enquiry and is waiting for your call.`,
        b.callback_date ? `Call on ${longDate(b.callback_date)}${b.callback_time ? ` from ${b.callback_time}` : ''}.` : 'They did not choose a time to be called: call when you can.',
      ];
    case 'special-requirements':
      return [`${name(c)} has booked, with special requirements to prepare for.`];
    case 'changed':
      return [
        news.rebooked ? `${name(c)} has re-booked their postponed booking.` : `${name(c)} has changed their booking.`,
        `Before the change: ${longDateTime(news.before.booking_date, news.before.booking_time)}, ${news.before.people} ${news.before.people === 1 ? 'person' : 'people'}.`,
      ];
    case 'cancelled':
      return [
        `${name(c)} has cancelled their booking.`,
        ...(news.money.paid > 0 ? [`${formatPence(news.money.paid)} was paid towards it; ${formatPence(news.money.refunded)} goes back to the cards it was paid with.`] : []),
        ...(news.money.kept > 0 ? [`The deposit of ${formatPence(news.money.kept)} is kept (not refundable).`] : []),
      ];
    case 'refund-due':
      return [
        `A payment of ${formatPence(news.amount)} was taken that the booking could not accept, and must be refunded.`,
        `Why: ${news.reason}`,
        ...(news.payer ? [`Paid by: ${news.payer.forename} <${news.payer.email}>`] : []),
      ];
  }
}

/** The team's message, or none when the bar has no party booking address. */
export function partyTeamEmail(c: BookingEmailContext, news: PartyTeamNews): OutgoingEmail | null {
  if (!c.barEmail) return null;
  const b = c.booking;
  const lines: Line[] = [
    ...opening(c, news),
    '',
    detail('Name', name(c)),
    detail('Phone', b.phone || 'not given'),
    detail('E-mail', b.email),
    ...(b.company_name ? [detail('Company', b.company_name)] : []),
    '',
    ...bookingLines(c),
    ...(b.value > 0 ? [detail('Total', formatPence(b.value))] : []),
    '',
    'Special requirements:',
    b.special_requirements || 'None',
  ];
  return brandedEmail({
    to: c.barEmail,
    subject: SUBJECTS[news.kind](c),
    lines,
    template: `party-team-${news.kind}`,
    bookingId: b.id,
    brandId: c.brandId ?? b.brand_id,
    origin: c.publicUrl,
    replyTo: b.email,
  });
}
