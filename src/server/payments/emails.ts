import type { BookingRow } from '../db/repositories/bookings.ts';
import type { OutgoingEmail } from '../db/repositories/outbox.ts';
import { formatPence } from '../../engine/money/money.ts';
import { paidInFull } from '../../engine/money/paid-in-full.ts';
import { longDateTime, shortDate } from '../../engine/time/format.ts';
import { brandedEmail } from '../mail/compose/branded-email.ts';
import { action, detail, type Line } from '../mail/compose/lines.ts';
import { mailWords, type MailWords } from '../mail/compose/wording.ts';

export interface PaymentEmailContext {
  /** The booking after the payment was applied. */
  booking: BookingRow;
  amount: number;
  barName: string;
  brandName: string;
  publicUrl: string;
  /** The booking's type is paid in full up front (its deposit is its price). */
  fullPaymentRequired?: boolean;
  /** The brand it is sent in: the booking's, or its bar's when booked on the group's own site (brand 0). */
  brandId?: number;
  /** Someone other than the lead booker who paid (a guest paying their share). */
  payer?: { email: string; forename: string };
}

const brandOf = (c: PaymentEmailContext) => c.brandId ?? c.booking.brand_id;

/** To whoever paid, in the booking's brand. */
function paymentEmail(c: PaymentEmailContext, subject: string, template: string, lines: Line[]) {
  return brandedEmail({ to: c.payer?.email ?? c.booking.email, subject, template, lines, bookingId: c.booking.id, brandId: brandOf(c), origin: c.publicUrl });
}

/** "… still to pay: £x (by date)." */
function stillToPay(w: MailWords, key: 'depositLeft' | 'balanceLeft', amount: number, due: string | null): string {
  return amount > 0 ? w(`payment.received.${key}${due ? 'By' : ''}`, { amount: formatPence(amount), due: due ? shortDate(due) : '' }) : '';
}

/** Queued in the same transaction as the payment: one payment, one e-mail. */
export function paymentReceivedEmail(c: PaymentEmailContext): OutgoingEmail {
  const b = c.booking;
  const w = mailWords(brandOf(c));
  const lines: Line[] = [
    w('greeting', { name: c.payer?.forename ?? b.forename }),
    '',
    w('payment.received.thanks', { amount: formatPence(c.amount) }),
    b.status_id === 1 && b.deposit_balance === 0 ? w('booking.confirmed') : '',
    paidInFull(b, c.fullPaymentRequired ?? false) ? w('payment.received.paidInFull') : '',
    stillToPay(w, 'depositLeft', b.deposit_balance, b.deposit_due_date),
    stillToPay(w, 'balanceLeft', b.balance, b.balance_due_date),
    '',
    detail(w('labels.reference'), b.ref_code),
    detail(w('labels.location'), c.barName),
    detail(w('labels.date'), longDateTime(b.booking_date, b.booking_time)),
    detail(w('labels.people'), String(b.people)),
    '',
    // The manage link is the lead booker's key: it goes to nobody else.
    c.payer ? '' : action(w('booking.manageBooking'), `${c.publicUrl}/manage/${b.manage_key}`),
  ].filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''));
  return paymentEmail(c, w('payment.received.subject', { amount: formatPence(c.amount), ref: b.ref_code }), 'payment-received', lines);
}

/** The gateway took money we could not accept: the customer hears it will come back. */
export function paymentRefundDueEmail(c: PaymentEmailContext & { reason: string }): OutgoingEmail {
  const b = c.booking;
  const w = mailWords(brandOf(c));
  const money = { amount: formatPence(c.amount), ref: b.ref_code };
  const lines = [w('greeting', { name: c.payer?.forename ?? b.forename }), '', w('payment.refundDue.intro', { ...money, bar: c.barName }), c.reason, '', w('payment.refundDue.after')];
  return paymentEmail(c, w('payment.refundDue.subject', money), 'payment-refund-due', lines);
}
