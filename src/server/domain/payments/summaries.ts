/**
 * What the payment pages read of a booking and of an order, pure: balances and what can be paid,
 * and an order's result in the customer's words.
 */
import { formatPence } from '../../../engine/money/money.ts';
import type { BookingRow } from '../../db/repositories/bookings.ts';
import type { OrderRow } from '../../db/repositories/payments.ts';
import type { Catalogue } from '../catalogue.ts';
import { MESSAGES, payableOnline } from './lifecycle.ts';
import { isCancelled, shownStatusId } from '../../../engine/bookings/status.ts';
import { bookingDateText } from '../../../engine/time/booking-instant.ts';

/** A hosted page with no answer after this long is reported as timed out (a late answer still counts). */
export const ORDER_ANSWER_TIMEOUT_MINUTES = 15;

/** What can be paid online now, by the booking type's rule for the balance. */
export function payable(booking: BookingRow, catalogue: Catalogue): number {
  return payableOnline(booking, catalogue.types.get(booking.booking_type_id)?.balance_on_arrival ?? false);
}

export function bookingSummary(b: BookingRow, catalogue: Catalogue) {
  const bar = catalogue.bars.get(b.bar_id);
  const type = catalogue.types.get(b.booking_type_id);
  const amount = payable(b, catalogue);
  return {
    id: b.id,
    ref_code: b.ref_code,
    status_id: shownStatusId(b.status_id),
    party_type: b.booking_type_id,
    party_type_name: type?.front_end_name ?? null,
    people: b.people,
    booking_date: bookingDateText(b.booking_date, b.booking_time),
    date: b.booking_date,
    time: b.booking_time,
    forename: b.forename,
    bar: bar ? { id: bar.id, bar_name: bar.bar_name, branded_name: bar.branded_name, phone: bar.phone, party_booking_email: bar.party_booking_email } : null,
    value: b.value,
    deposit: b.deposit,
    deposit_balance: b.deposit_balance,
    balance: b.balance,
    deposit_due_date: b.deposit_due_date,
    balance_due_date: b.balance_due_date,
    balance_on_arrival: type?.balance_on_arrival ?? false,
    hold_expires_at: b.hold_expires_at?.toISOString() ?? null,
    payable: amount,
    display_payable: formatPence(amount),
  };
}

export type BookingSummary = ReturnType<typeof bookingSummary>;

export function paymentOptions(b: BookingRow, catalogue: Catalogue) {
  const amount = payable(b, catalogue);
  const options: Array<{ type: 'deposit' | 'balance'; text: string; amount: number; display_amount: string }> = [];
  if (isCancelled(b.status_id)) return options;
  if (b.deposit_balance > 0) options.push({ type: 'deposit', text: 'Pay Deposit', amount: b.deposit_balance, display_amount: formatPence(b.deposit_balance) });
  if (amount > b.deposit_balance) options.push({ type: 'balance', text: 'Pay Balance', amount, display_amount: formatPence(amount) });
  return options;
}

/** An order's result as the verify screens poll it. */
export function orderResult(order: OrderRow, now: Date) {
  const received = order.responded_at !== null;
  const success = order.status === 'paid' || order.status === 'stored';
  const timedOut = !received && now.getTime() - order.created_at.getTime() > ORDER_ANSWER_TIMEOUT_MINUTES * 60_000;
  return {
    order_id: order.order_id,
    received_response: received,
    success,
    error: received && !success,
    timed_out: timedOut,
    result: order.result,
    message: received ? order.customer_message : timedOut ? MESSAGES.timeout : null,
    auth: order.authcode || null,
    amount: order.amount,
    display_amount: formatPence(order.amount),
    currency: order.currency,
    method: order.method,
    purpose: order.purpose,
    status: order.status,
  };
}
