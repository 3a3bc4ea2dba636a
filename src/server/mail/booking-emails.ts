import type { MailAttachment, OutgoingEmail } from '../db/repositories/outbox.ts';
import type { BookingRow } from '../db/repositories/bookings.ts';
import type { Catalogue } from '../domain/catalogue.ts';
import { formatPence } from '../../engine/money/money.ts';
import { longDate, longDateTime, shortDate } from '../../engine/time/format.ts';
import { getBrand } from '../../engine/i18n/brand.ts';
import { brandedEmail, type BrandedMessage } from './compose/branded-email.ts';
import { action, detail, type Line } from './compose/lines.ts';
import { mailWords } from './compose/wording.ts';

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
  const brandId = booking.brand_id || bar?.brand_id || 0;
  return {
    booking,
    barName: bar?.branded_name ?? '',
    brandName: catalogue.brands.get(brandId)?.name ?? 'Covers',
    typeName: catalogue.types.get(booking.booking_type_id)?.front_end_name ?? '',
    publicUrl,
    barEmail: bar?.party_booking_email || undefined,
    brandId,
  };
}

/**
 * What every booking e-mail says the booking is. A guest's is told without the reference: it is the booking's
 * payment code, which is the lead booker's to give.
 */
export const bookingLines = (c: BookingEmailContext, options: { reference?: boolean } = {}): Line[] => {
  const w = mailWords(c.brandId ?? c.booking.brand_id);
  return [
    ...(options.reference === false ? [] : [detail(w('labels.reference'), c.booking.ref_code)]),
    detail(w('labels.location'), c.barName),
    detail(w('labels.booking'), c.typeName),
    detail(w('labels.date'), longDateTime(c.booking.booking_date, c.booking.booking_time)),
    detail(w('labels.people'), String(c.booking.people)),
  ];
};

/** The lead booker's name, as guests are told who asks. */
export const leadBookerName = (c: BookingEmailContext) => [c.booking.forename, c.booking.surname].filter(Boolean).join(' ');

/** The brand's words for a message about this booking. */
const wordsOf = (c: BookingEmailContext) => mailWords(c.brandId ?? c.booking.brand_id);

/** The subject, with the brand's name and the booking's reference. */
const subjectOf = (c: BookingEmailContext, key: string) => wordsOf(c)(`booking.subjects.${key}`, { brandName: c.brandName, ref: c.booking.ref_code });

/** "Balance of … due by …", when a balance is due on a date. */
const balanceLine = (c: BookingEmailContext): Line[] =>
  c.booking.balance > 0 && c.booking.balance_due_date ? [wordsOf(c)('booking.balanceDue', { balance: formatPence(c.booking.balance), due: shortDate(c.booking.balance_due_date) })] : [];

/** A message about the booking, to `to` (the lead booker unless said), in the booking's brand; a reply reaches the bar. */
export function bookingEmail(c: BookingEmailContext, m: Pick<BrandedMessage, 'subject' | 'template' | 'lines'> & { to?: string; attachments?: MailAttachment[] }): OutgoingEmail {
  return brandedEmail({ ...m, to: m.to ?? c.booking.email, bookingId: c.booking.id, brandId: c.brandId ?? c.booking.brand_id, origin: c.publicUrl, replyTo: c.barEmail ?? null });
}

const STATUS_SUBJECTS: Record<number, string> = { 0: 'reserved', 1: 'confirmed', 3: 'enquiry' };

/** What the customer is told first of a new booking or enquiry. */
function createdSentence(c: BookingEmailContext): string {
  const b = c.booking;
  const w = wordsOf(c);
  if (b.status_id === 3) {
    if (!b.callback_date) return w('booking.enquiryThanks');
    return b.callback_time ? w('booking.enquiryThanksOnFrom', { date: longDate(b.callback_date), time: b.callback_time }) : w('booking.enquiryThanksOn', { date: longDate(b.callback_date) });
  }
  return b.status_id === 0 ? w('booking.reserved', { deposit: formatPence(b.deposit_balance), due: shortDate(b.deposit_due_date) }) : w('booking.confirmed');
}

/** The e-mail queued when a booking or enquiry is made; a booking's carries its calendar file. */
export function bookingCreatedEmail(c: BookingEmailContext, calendar?: { fileName: string; ics: string }): OutgoingEmail {
  const b = c.booking;
  const w = wordsOf(c);
  const lines: Line[] = [
    w('greeting', { name: b.forename }),
    '',
    createdSentence(c),
    '',
    ...bookingLines(c),
    ...(b.value > 0 ? [detail(w('labels.total'), formatPence(b.value))] : []),
    ...balanceLine(c),
    '',
    action(w(b.status_id === 3 ? 'booking.manageEnquiry' : 'booking.manageBooking'), `${c.publicUrl}/manage/${b.manage_key}`),
  ];
  return bookingEmail(c, {
    subject: subjectOf(c, STATUS_SUBJECTS[b.status_id] ?? 'confirmed'),
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
function refundLines(w: ReturnType<typeof mailWords>, money: CancelledMoney, whose: 'booking' | 'own'): Line[] {
  if (money.paid === 0) return [];
  return [
    '',
    w(whose === 'booking' ? 'booking.paidTowards' : 'guest.cancelled.paid', { amount: formatPence(money.paid) }),
    ...(money.refunded > 0 ? [w(whose === 'booking' ? 'booking.refundedToCards' : 'guest.cancelled.refunded', { amount: formatPence(money.refunded) })] : []),
    ...(money.kept > 0 ? [w('booking.depositKept', { amount: formatPence(money.kept) })] : []),
  ];
}

/** The e-mail queued when the customer cancels a booking online. */
export function bookingCancelledEmail(c: BookingEmailContext, money: CancelledMoney): OutgoingEmail {
  const b = c.booking;
  const w = wordsOf(c);
  const lines: Line[] = [
    w('greeting', { name: b.forename }),
    '',
    w('booking.cancelled'),
    '',
    ...bookingLines(c),
    ...refundLines(w, money, 'booking'),
    '',
    w('booking.seeYouAgain'),
    action(w('booking.bookAgain'), `${c.publicUrl}/new-booking?brand=${getBrand(c.brandId ?? b.brand_id).code}`),
  ];
  return bookingEmail(c, { subject: subjectOf(c, 'cancelled'), lines, template: 'booking-cancelled' });
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
  const w = wordsOf(c);
  const lines: Line[] = [
    w('greeting', { name: b.forename }),
    '',
    w(rebooked ? 'booking.rebooked' : 'booking.updated'),
    '',
    ...bookingLines(c),
    ...balanceLine(c),
    '',
    w('booking.before', { when: longDateTime(before.booking_date, before.booking_time), count: before.people }),
    '',
    action(w('booking.manageBooking'), `${c.publicUrl}/manage/${b.manage_key}`),
  ];
  return bookingEmail(c, { subject: subjectOf(c, rebooked ? 'rebooked' : 'updated'), lines, template: rebooked ? 'booking-rebooked' : 'booking-updated' });
}

/** A guest who paid towards a booking now cancelled hears what of their money goes back. */
export function guestCancelledEmail(c: BookingEmailContext, guest: { email: string; forename: string }, money: CancelledMoney): OutgoingEmail {
  const w = wordsOf(c);
  const lines: Line[] = [
    w('greeting', { name: guest.forename }),
    '',
    w('guest.cancelled.intro', { host: leadBookerName(c) }),
    '',
    ...bookingLines(c),
    ...refundLines(w, money, 'own'),
  ];
  return bookingEmail(c, { to: guest.email, subject: w('guest.cancelled.subject', { brandName: c.brandName, ref: c.booking.ref_code }), lines, template: 'guest-booking-cancelled' });
}

/** A guest of a booking whose date, time or party changed hears what it is now (and was), with their own page's news left to it. */
export function guestChangedEmail(c: BookingEmailContext, guest: { email: string; forename: string }, before: BookingBefore): OutgoingEmail {
  const w = wordsOf(c);
  const lines: Line[] = [
    w('greeting', { name: guest.forename }),
    '',
    w('guest.changed.intro', { host: leadBookerName(c) }),
    '',
    ...bookingLines(c, { reference: false }),
    '',
    w('guest.changed.before', { when: longDateTime(before.booking_date, before.booking_time) }),
  ];
  return bookingEmail(c, { to: guest.email, subject: w('guest.changed.subject', { brandName: c.brandName, date: longDate(c.booking.booking_date) }), lines, template: 'guest-booking-changed' });
}
