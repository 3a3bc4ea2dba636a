/**
 * Every kind of e-mail, made from sample data for one brand (issue 28): what `covers emails preview` writes for
 * a brand manager to look at, and what the tests check (both parts, the brand's look, links whole, axe in
 * Chromium). The samples are a booking at one of the brand's bars; nothing here reads a database.
 */
import { getBrand } from '../../engine/i18n/brand.ts';
import type { BookingRow } from '../db/repositories/bookings.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { paymentReceivedEmail, paymentRefundDueEmail } from '../payments/emails.ts';
import { alreadyRegisteredEmail, emailVerificationEmail, passwordResetEmail, verifyAccountEmail } from './account-emails.ts';
import { bookingCancelledEmail, bookingChangedEmail, bookingCreatedEmail, guestCancelledEmail, guestChangedEmail, type BookingEmailContext } from './booking-emails.ts';
import { brunchUpgradeRequestedEmail } from './brunch-upgrade-emails.ts';
import { guestJoinedEmail } from './guest-emails.ts';
import { guestReminderEmail, preOrderClosingEmail } from './guest-reminder-emails.ts';
import { partyTeamEmail } from './party-team-emails.ts';
import { studentSignUpEmail } from './student-sign-up-emails.ts';

export interface EmailPreview {
  /** A file-name-safe name of the kind, e.g. "booking-confirmed". */
  kind: string;
  email: OutgoingEmail;
}

const SAMPLE_ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Covers//Bookings//EN', 'END:VCALENDAR', ''].join('\r\n');

function sampleBooking(brandId: number, status: number): BookingRow {
  return {
    id: 1,
    ref_code: 'K7P2QX',
    status_id: status,
    brand_id: brandId,
    bar_id: 1,
    booking_type_id: 1,
    customer_id: 1,
    session_id: null,
    people: 8,
    booking_date: '2026-12-12',
    booking_time: '19:30',
    start_at: new Date('2026-12-12T19:30:00Z'),
    end_at: new Date('2026-12-12T21:30:00Z'),
    trading_date: '2026-12-12',
    value: 28_000,
    deposit: 8_000,
    deposit_balance: status === 0 ? 8_000 : 0,
    balance: 20_000,
    deposit_due_date: status === 0 ? '2026-12-01' : null,
    balance_due_date: '2026-12-05',
    hold_expires_at: null,
    manage_key: 'sample-manage-key-0123456789abcdef',
    invite_code: 'X2JBCH',
    payment_token: 'sample-payment-token',
    forename: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    phone: '07700 900123',
    company_name: status === 3 ? 'Analytical Engines Ltd' : '',
    special_requirements: 'One guest uses a wheelchair; two are vegan.',
    callback_date: status === 3 ? '2026-12-01' : null,
    callback_time: status === 3 ? '11:00' : null,
    approx_time: null,
    is_standing: false,
    agency_name: null,
    created_at: new Date('2026-11-28T12:00:00Z'),
  };
}

/** Every kind of message of the brand, from sample data; links on `origin`. */
export function emailPreviews(brandId: number, origin: string): EmailPreview[] {
  const brand = getBrand(brandId);
  const context = (status: number): BookingEmailContext => ({
    booking: sampleBooking(brand.id, status),
    barName: `${brand.name} Manchester`,
    brandName: brand.name,
    typeName: 'Bottomless Brunch',
    publicUrl: origin,
    barEmail: `manchester@${brand.mail.fromAddress.split('@')[1]}`,
    brandId: brand.id,
  });
  const confirmed = context(1);
  const before = { booking_date: '2026-12-11', booking_time: '18:00', people: 6 };
  const money = { paid: 8_000, refunded: 0, kept: 8_000 };
  const guest = { forename: 'Grace', email: 'grace@example.com' };
  const account = { to: 'ada@example.com', brandName: brand.name, brandId: brand.id };
  const payment = { booking: confirmed.booking, amount: 8_000, barName: confirmed.barName, brandName: brand.name, publicUrl: origin };
  const link = (path: string) => `${origin}${path}?brand=${brand.code}`;
  const previews: Array<[string, OutgoingEmail | null]> = [
    ['booking-confirmed', bookingCreatedEmail(confirmed, { fileName: 'booking-K7P2QX.ics', ics: SAMPLE_ICS })],
    ['booking-provisional', bookingCreatedEmail(context(0), { fileName: 'booking-K7P2QX.ics', ics: SAMPLE_ICS })],
    ['enquiry-received', bookingCreatedEmail(context(3))],
    ['booking-updated', bookingChangedEmail(confirmed, before, false)],
    ['booking-rebooked', bookingChangedEmail(confirmed, before, true)],
    ['booking-cancelled', bookingCancelledEmail(context(4), money)],
    ['guest-joined', guestJoinedEmail({ to: guest.email, forename: guest.forename, bookingId: 1, leadBookerName: 'Ada Lovelace', bookingText: `8 people at ${confirmed.barName} on Saturday 12 December 2026 at 19:30`, brandName: brand.name, brandId: brand.id, guestPageLink: link('/guest/GUEST1'), guestJoinLink: link('/guest-join/JOIN1') })],
    ['guest-invite-reminder', guestReminderEmail(confirmed, { ...guest, link: '/guest-join/JOIN1' }, 'invite-reminder')],
    ['guest-pre-order', guestReminderEmail(confirmed, { ...guest, link: '/guest/GUEST1' }, 'pre-order')],
    ['guest-details', guestReminderEmail(confirmed, { ...guest, link: '/guest/GUEST1' }, 'guest-details')],
    ['guest-pre-order-closing', preOrderClosingEmail(confirmed, { ...guest, link: '/guest/GUEST1' }, { date: '2026-12-10', time: '19:30' })],
    ['guest-booking-changed', guestChangedEmail(confirmed, guest, before)],
    ['guest-booking-cancelled', guestCancelledEmail(context(4), guest, { paid: 3_500, refunded: 3_500, kept: 0 })],
    ['payment-received', paymentReceivedEmail(payment)],
    ['payment-refund-due', paymentRefundDueEmail({ ...payment, reason: 'This booking was cancelled before the payment arrived.' })],
    ['account-verify', verifyAccountEmail({ ...account, link: link('/verify/TOKEN'), passwordChosen: true })],
    ['account-exists', alreadyRegisteredEmail({ ...account, link: link('/forgot-password') })],
    ['password-reset', passwordResetEmail({ ...account, link: link('/password-reset/TOKEN') })],
    ['email-verify', emailVerificationEmail({ ...account, link: link('/email-verify/TOKEN'), code: '482913', student: true })],
    ['student-sign-up', studentSignUpEmail({ to: 'student@example.ac.uk', forename: 'Ada', brandName: brand.name, brandId: brand.id, origin, barName: confirmed.barName, optIns: ['E-Mail'], unsubscribeLink: `${origin}/unsubscribe/sample-unsubscribe-secret-0123456` })],
    ['brunch-upgrade-requested', brunchUpgradeRequestedEmail(confirmed, confirmed.barEmail!, { date: '2026-12-01', start: 11, end: 12 }, 'Could we add prosecco for everyone?')],
    ['party-team-enquiry', partyTeamEmail(context(3), { kind: 'enquiry' })],
    ['party-team-special-requirements', partyTeamEmail(confirmed, { kind: 'special-requirements' })],
    ['party-team-changed', partyTeamEmail(confirmed, { kind: 'changed', before, rebooked: false })],
    ['party-team-cancelled', partyTeamEmail(context(4), { kind: 'cancelled', money })],
    ['party-team-refund-due', partyTeamEmail(confirmed, { kind: 'refund-due', amount: 3_500, reason: 'This share was already paid.', payer: guest })],
  ];
  return previews.flatMap(([kind, email]) => (email ? [{ kind, email }] : []));
}
