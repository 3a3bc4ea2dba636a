/**
 * The payment pages' lookups by code: a booking by its payment token (what can be paid, what has
 * been), by its reference (the /pay page), and an order by its id (the verify screens).
 */
import { formatPence } from '../../../engine/money/money.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findStoredCard, listPayments } from '../../db/repositories/payments.ts';
import { MalformedInput } from '../../domain/errors.ts';
import { holds, MESSAGES } from '../../domain/payments/lifecycle.ts';
import { bookingSummary, orderResult, paymentOptions } from '../../domain/payments/summaries.ts';
import { stillFitsNow } from './bookings.ts';
import type { PaymentsDeps } from './deps.ts';
import { bookingByCode, bookingForBrand, orderForBrand } from './finders.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

export class PaymentLookups {
  constructor(private readonly deps: Pick<PaymentsDeps, 'db' | 'catalogue' | 'clock'>) {}

  /** What a booking's payment pages show: balances, what can be paid, and whether its slot is safe. */
  async paymentState(booking: BookingRow) {
    const catalogue = await this.deps.catalogue.get();
    const now = new Date(this.deps.clock.now());
    const payments = await listPayments(this.deps.db, booking.id);
    const card = await findStoredCard(this.deps.db, { sessionId: booking.session_id, bookingId: booking.id });
    const canConfirm = booking.status_id === 0 ? holds(booking.hold_expires_at, now) || (await stillFitsNow(this.deps.db, booking, now, catalogue)) : !isCancelled(booking.status_id);
    return {
      has_payment: payments.some((p) => p.status === 'captured'),
      has_stored_card: Boolean(card),
      can_auto_confirm: canConfirm,
      payment_options: paymentOptions(booking, catalogue),
      payments: payments
        .filter((p) => p.status === 'captured')
        .map((p) => ({ amount: p.amount, display_amount: formatPence(p.amount), method: p.method, auth_code: p.authcode, date: p.created_at.toISOString() })),
    };
  }

  /** GET rest/deposit/manage?token=<payment token> */
  async byPaymentToken(brandId: number, token: string | undefined) {
    if (!token) throw new MalformedInput('token is required.', { token: ['token is required.'] });
    const booking = await bookingForBrand(this.deps.db, brandId, { paymentToken: token });
    const catalogue = await this.deps.catalogue.get();
    const state = await this.paymentState(booking);
    const summary = bookingSummary(booking, catalogue);
    return {
      ...summary,
      ...state,
      can_pay: !isCancelled(booking.status_id) && summary.payable > 0,
      message: isCancelled(booking.status_id) ? MESSAGES.cancelled : summary.payable === 0 ? "You've paid!" : null,
    };
  }

  /** GET rest/deposits/payment-request?code=<booking reference>&include=booking */
  async byReference(brandId: number, code: string | undefined, include: readonly string[]) {
    const booking = await bookingByCode(this.deps.db, brandId, code);
    const catalogue = await this.deps.catalogue.get();
    const summary = bookingSummary(booking, catalogue);
    return {
      code: booking.ref_code,
      amount: summary.payable,
      display_amount: summary.display_payable,
      can_pay: !isCancelled(booking.status_id) && summary.payable > 0,
      message: isCancelled(booking.status_id) ? MESSAGES.cancelled : summary.payable === 0 ? "You've paid!" : null,
      ...(include.includes('booking') ? { booking: summary } : {}),
    };
  }

  /** GET rest/deposit/payment/check?code=<order_id>: the order's result, with its booking. */
  async order(brandId: number, code: string | undefined) {
    if (!code) throw new MalformedInput('code is required.', { code: ['code is required.'] });
    const order = await orderForBrand(this.deps.db, brandId, code);
    const catalogue = await this.deps.catalogue.get();
    const booking = order.booking_id ? await findBooking(this.deps.db, order.booking_id) : undefined;
    return { ...orderResult(order, new Date(this.deps.clock.now())), booking: booking ? bookingSummary(booking, catalogue) : null };
  }
}
