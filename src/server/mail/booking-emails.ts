import type { MailAttachment, OutgoingEmail } from '../db/repositories/outbox.ts';
import type { BookingRow } from '../db/repositories/bookings.ts';
import type { Catalogue } from '../domain/catalogue.ts';
import { formatPence } from '../../engine/money/money.ts';
import { longDate, longDateTime, shortDate } from '../../engine/time/format.ts';
import { getBrand } from '../../engine/i18n/brand.ts';
import { brandedEmail, type BrandedMessage } from './compose/branded-email.ts';
import { action, detail, type Line } from './compose/lines.ts';

export interface BookingEmailContext {
  booking: BookingRow;
  barName: string;
  brandName: string;
  typeName: string;
  publicUrl: string;
  /** The bar's party team: where a customer's reply goes. */
  barEmail?: string;
  /** The brand it is sent in: the booking's, or its bar's when booked on the group's own site (brand 0). */
  brandId?: number;
}

/** The context of an e-mail about `booking`, its names read from the catalogue. */
export function bookingEmailContext(booking: BookingRow, catalogue: Catalogue, publicUrl: string): BookingEmailContext {
  const bar = catalogue.bars.get(booking.bar_id);
  return {
    booking,
    barName: bar?.branded_name ?? '',
    brandName: catalogue.brands.get(booking.brand_id)?.name ?? 'Covers',
    typeName: catalogue.types.get(booking.booking_type_id)?.front_end_name ?? '',
    publicUrl,
    barEmail: bar?.party_booking_email || undefined,
    brandId: booking.brand_id || bar?.brand_id || 0,
  };
}

/**
 * What every booking e-mail says the booking is. A guest's is told without the reference: it is the booking's
 * payment code, which is the lead booker's to give.
 */
export const bookingLines = (c: BookingEmailContext, options: { reference?: boolean } = {}): Line[] => [
  ...(options.reference === false ? [] : [detail('Reference', c.booking.ref_code)]),
  detail('Location', c.barName),
  detail('Booking', c.typeName),
  detail('Date', longDateTime(c.booking.booking_date, c.booking.booking_time)),
  detail('People', String(c.booking.people)),
];

/** A message about the booking, to `to` (the lead booker unless said), in the booking's brand; a reply reaches the bar. */
export function bookingEmail(c: BookingEmailContext, m: Pick<BrandedMessage, 'subject' | 'template' | 'lines'> & { to?: string; attachments?: MailAttachment[] }): OutgoingEmail {
  return brandedEmail({ ...m, to: m.to ?? c.booking.email, bookingId: c.booking.id, brandId: c.brandId ?? c.booking.brand_id, origin: c.publicUrl, replyTo: c.barEmail ?? null });
}

const STATUS_SUBJECTS: Record<number, (c: BookingEmailContext) => string> = {
  0: (c) => `Your ${c.brandName} booking is reserved: deposit due (${c.booking.ref_code})`,
  1: (c) => `Your ${c.brandName} booking is confirmed (${c.booking.ref_code})`,
  3: (c) => `We've received your enquiry (${c.booking.ref_code})`,
};

/** The e-mail queued when a booking or enquiry is made; a booking's carries its calendar file. */
export function bookingCreatedEmail(c: BookingEmailContext, calendar?: { fileName: string; ics: string }): OutgoingEmail {
  const b = c.booking;
  const manage = `${c.publicUrl}/manage/${b.manage_key}`;
  const lines: Line[] = [
    `Hi ${b.forename},`,
    '',
    b.status_id === 3
      ? `Thanks for your enquiry. Our party team will call you back${b.callback_date ? ` on ${longDate(b.callback_date)}${b.callback_time ? ` from ${b.callback_time}` : ''}` : ''}.`
      : b.status_id === 0
        ? `Your booking is reserved. Please pay the deposit of ${formatPence(b.deposit_balance)} by ${shortDate(b.deposit_due_date)} to confirm it.`
        : 'Your booking is confirmed. We look forward to seeing you!',
    '',
    ...bookingLines(c),
    ...(b.value > 0 ? [detail('Total', formatPence(b.value))] : []),
    ...(b.balance > 0 && b.balance_due_date ? [`Balance of ${formatPence(b.balance)} due by ${shortDate(b.balance_due_date)}`] : []),
    '',
    action(b.status_id === 3 ? 'Manage your enquiry' : 'Manage your booking', manage),
  ];
  return bookingEmail(c, {
    subject: (STATUS_SUBJECTS[b.status_id] ?? STATUS_SUBJECTS[1]!)(c),
    lines,
    template: b.status_id === 3 ? 'enquiry-received' : b.status_id === 0 ? 'booking-provisional' : 'booking-confirmed',
    attachments: calendar ? [{ filename: calendar.fileName, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar.ics }] : [],
  });
}

/** What a cancellation did with the money paid: everything paid, what goes back to the cards, the deposit kept. */
export interface CancelledMoney {
  paid: number;
  refunded: number;
  kept: number;
}

/** What the money lines of a cancellation say to the person they are about. */
function refundLines(money: CancelledMoney, whose: 'booking' | 'own'): Line[] {
  if (money.paid === 0) return [];
  return [
    '',
    whose === 'booking' ? `${formatPence(money.paid)} was paid towards this booking.` : `You paid ${formatPence(money.paid)} towards this booking.`,
    ...(money.refunded > 0 ? [`${formatPence(money.refunded)} will be refunded to the card${whose === 'booking' ? 's it was paid with' : ' you paid with'}.`] : []),
    ...(money.kept > 0 ? [`The deposit of ${formatPence(money.kept)} is not refundable for this booking.`] : []),
  ];
}

/** The e-mail queued when the customer cancels a booking online. */
export function bookingCancelledEmail(c: BookingEmailContext, money: CancelledMoney): OutgoingEmail {
  const b = c.booking;
  const lines: Line[] = [
    `Hi ${b.forename},`,
    '',
    'Your booking has been cancelled, as you asked.',
    '',
    ...bookingLines(c),
    ...refundLines(money, 'booking'),
    '',
    'We hope to see you another time.',
    action('Book again', `${c.publicUrl}/new-booking?brand=${getBrand(c.brandId ?? b.brand_id).code}`),
  ];
  return bookingEmail(c, { subject: `Your ${c.brandName} booking is cancelled (${b.ref_code})`, lines, template: 'booking-cancelled' });
}

/** The booking as it was before a change: what the change e-mail says it moved from. */
export interface BookingBefore {
  booking_date: string;
  booking_time: string | null;
  people: number;
}

/**
 * The e-mail queued when the customer changes a booking's date, time or party online, or re-books a
 * postponed one: what it is now, what it was, and the link to manage it (the one the first e-mail gave).
 */
export function bookingChangedEmail(c: BookingEmailContext, before: BookingBefore, rebooked: boolean): OutgoingEmail {
  const b = c.booking;
  const lines: Line[] = [
    `Hi ${b.forename},`,
    '',
    rebooked ? 'You are re-booked! Your booking has a new date.' : 'Your booking has been updated, as you asked.',
    '',
    ...bookingLines(c),
    ...(b.balance > 0 && b.balance_due_date ? [`Balance of ${formatPence(b.balance)} due by ${shortDate(b.balance_due_date)}`] : []),
    '',
    `Before this change: ${longDateTime(before.booking_date, before.booking_time)}, ${before.people} ${before.people === 1 ? 'person' : 'people'}.`,
    '',
    action('Manage your booking', `${c.publicUrl}/manage/${b.manage_key}`),
  ];
  return bookingEmail(c, {
    subject: rebooked ? `Your ${c.brandName} booking is re-booked (${b.ref_code})` : `Your ${c.brandName} booking has been updated (${b.ref_code})`,
    lines,
    template: rebooked ? 'booking-rebooked' : 'booking-updated',
  });
}

/** A guest who paid towards a booking now cancelled hears what of their money goes back. */
export function guestCancelledEmail(c: BookingEmailContext, guest: { email: string; forename: string }, money: CancelledMoney): OutgoingEmail {
  const b = c.booking;
  const lines: Line[] = [
    `Hi ${guest.forename},`,
    '',
    `${[b.forename, b.surname].filter(Boolean).join(' ')} has cancelled the booking you joined.`,
    '',
    ...bookingLines(c),
    ...refundLines(money, 'own'),
  ];
  return bookingEmail(c, { to: guest.email, subject: `The ${c.brandName} booking you joined is cancelled (${b.ref_code})`, lines, template: 'guest-booking-cancelled' });
}

/** A guest of a booking whose date, time or party changed hears what it is now (and was), with their own page's news left to it. */
export function guestChangedEmail(c: BookingEmailContext, guest: { email: string; forename: string }, before: BookingBefore): OutgoingEmail {
  const b = c.booking;
  const lines: Line[] = [
    `Hi ${guest.forename},`,
    '',
    `${[b.forename, b.surname].filter(Boolean).join(' ')} has changed the booking you joined.`,
    '',
    ...bookingLines(c, { reference: false }),
    '',
    `Before this change: ${longDateTime(before.booking_date, before.booking_time)}.`,
  ];
  return bookingEmail(c, { to: guest.email, subject: `The ${c.brandName} booking you joined has changed: ${longDate(b.booking_date)}`, lines, template: 'guest-booking-changed' });
}
