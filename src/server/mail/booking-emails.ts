import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import type { BookingRow } from '../db/repositories/bookings.ts';
import { formatPence } from '../../engine/money/money.ts';

export interface BookingEmailContext {
  booking: BookingRow;
  barName: string;
  brandName: string;
  typeName: string;
  publicUrl: string;
}

/** What every booking e-mail says the booking is. */
const bookingLines = (c: BookingEmailContext) => [
  `Reference: ${c.booking.ref_code}`,
  `Location: ${c.barName}`,
  `Booking: ${c.typeName}`,
  `Date: ${c.booking.booking_date} at ${c.booking.booking_time}`,
  `People: ${c.booking.people}`,
];

const STATUS_SUBJECTS: Record<number, (c: BookingEmailContext) => string> = {
  0: (c) => `Your ${c.brandName} booking is reserved: deposit due (${c.booking.ref_code})`,
  1: (c) => `Your ${c.brandName} booking is confirmed (${c.booking.ref_code})`,
  3: (c) => `We've received your enquiry (${c.booking.ref_code})`,
};

/** The e-mail queued when a booking or enquiry is made. */
export function bookingCreatedEmail(c: BookingEmailContext): OutgoingEmail {
  const b = c.booking;
  const manage = `${c.publicUrl}/manage/${b.manage_key}`;
  const lines = [
    `Hi ${b.forename},`,
    '',
    b.status_id === 3
      ? `Thanks for your enquiry. Our party team will call you back${b.callback_date ? ` on ${b.callback_date}${b.callback_time ? ` from ${b.callback_time}` : ''}` : ''}.`
      : b.status_id === 0
        ? `Your booking is reserved. Please pay the deposit of ${formatPence(b.deposit_balance)} by ${b.deposit_due_date} to confirm it.`
        : 'Your booking is confirmed. We look forward to seeing you!',
    '',
    ...bookingLines(c),
    ...(b.value > 0 ? [`Total: ${formatPence(b.value)}`] : []),
    ...(b.balance > 0 && b.balance_due_date ? [`Balance of ${formatPence(b.balance)} due by ${b.balance_due_date}`] : []),
    '',
    `${b.status_id === 3 ? 'Manage your enquiry' : 'Manage your booking'}: ${manage}`,
  ];
  return {
    to_address: b.email,
    subject: (STATUS_SUBJECTS[b.status_id] ?? STATUS_SUBJECTS[1]!)(c),
    body_text: lines.join('\n'),
    template: b.status_id === 3 ? 'enquiry-received' : b.status_id === 0 ? 'booking-provisional' : 'booking-confirmed',
    booking_id: b.id,
  };
}

/** The e-mail queued when the customer cancels a booking online. */
export function bookingCancelledEmail(c: BookingEmailContext): OutgoingEmail {
  const b = c.booking;
  const paid = Math.max(0, b.value - b.deposit_balance - b.balance);
  const lines = [
    `Hi ${b.forename},`,
    '',
    'Your booking has been cancelled, as you asked.',
    '',
    ...bookingLines(c),
    ...(paid > 0 ? ['', `You have paid ${formatPence(paid)} towards this booking: the team at ${c.barName} will be in touch about it.`] : []),
    '',
    `We hope to see you another time. Book again: ${c.publicUrl}/new-booking`,
  ];
  return {
    to_address: b.email,
    subject: `Your ${c.brandName} booking is cancelled (${b.ref_code})`,
    body_text: lines.join('\n'),
    template: 'booking-cancelled',
    booking_id: b.id,
  };
}
