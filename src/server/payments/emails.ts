import type { BookingRow } from '../db/repositories/bookings.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { formatPence } from '../../engine/money/money.ts';
import { paidInFull } from '../../engine/money/paid-in-full.ts';
import { longDateTime, shortDate } from '../../engine/time/format.ts';
import { brandedEmail } from '../mail/compose/branded-email.ts';
import { action, detail, type Line } from '../mail/compose/lines.ts';

export interface PaymentEmailContext {
  /** The booking after the payment was applied. */
  booking: BookingRow;
  amount: number;
  barName: string;
  brandName: string;
  publicUrl: string;
  /** The booking's type is paid in full up front (its deposit is its price). */
  fullPaymentRequired?: boolean;
  /** Someone other than the lead booker who paid (a guest paying their share). */
  payer?: { email: string; forename: string };
}

/** To whoever paid, in the booking's brand. */
function paymentEmail(c: PaymentEmailContext, subject: string, template: string, lines: Line[]) {
  return brandedEmail({ to: c.payer?.email ?? c.booking.email, subject, template, lines, bookingId: c.booking.id, brandId: c.booking.brand_id, origin: c.publicUrl });
}

/** Queued in the same transaction as the payment: one payment, one e-mail. */
export function paymentReceivedEmail(c: PaymentEmailContext): OutgoingEmail {
  const b = c.booking;
  const lines: Line[] = [
    `Hi ${c.payer?.forename ?? b.forename},`,
    '',
    `Thank you: we have received your payment of ${formatPence(c.amount)}.`,
    b.status_id === 1 && b.deposit_balance === 0 ? 'Your booking is confirmed. We look forward to seeing you!' : '',
    paidInFull(b, c.fullPaymentRequired ?? false) ? 'Your booking is now paid in full.' : '',
    b.deposit_balance > 0 ? `Deposit still to pay: ${formatPence(b.deposit_balance)}${b.deposit_due_date ? ` by ${shortDate(b.deposit_due_date)}` : ''}.` : '',
    b.balance > 0 ? `Balance still to pay: ${formatPence(b.balance)}${b.balance_due_date ? ` by ${shortDate(b.balance_due_date)}` : ''}.` : '',
    '',
    detail('Reference', b.ref_code),
    detail('Location', c.barName),
    detail('Date', longDateTime(b.booking_date, b.booking_time)),
    detail('People', String(b.people)),
    '',
    // The manage link is the lead booker's key: it goes to nobody else.
    c.payer ? '' : action('Manage your booking', `${c.publicUrl}/manage/${b.manage_key}`),
  ].filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
  return paymentEmail(c, `Payment received: ${formatPence(c.amount)} (${b.ref_code})`, 'payment-received', lines);
}

/** The gateway took money we could not accept: the customer hears it will come back. */
export function paymentRefundDueEmail(c: PaymentEmailContext & { reason: string }): OutgoingEmail {
  const b = c.booking;
  const lines = [
    `Hi ${c.payer?.forename ?? b.forename},`,
    '',
    `We received a payment of ${formatPence(c.amount)} for booking ${b.ref_code} at ${c.barName} but could not accept it:`,
    c.reason,
    '',
    'The payment will be refunded to your card. If you have any questions, please contact the venue.',
  ];
  return paymentEmail(c, `Your payment of ${formatPence(c.amount)} will be refunded (${b.ref_code})`, 'payment-refund-due', lines);
}
