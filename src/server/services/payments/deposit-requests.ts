/**
 * Payment requests: an amount of a booking to be paid by whoever holds the request's token — the
 * booking's own confirmed amount (from the /pay page) or a guest's share. Looked up by that token.
 */
import { formatPence } from '../../../engine/money/money.ts';
import { insertDepositRequest, listOrdersForRequest, type OrderRow } from '../../db/repositories/payments.ts';
import { urlSecret } from '../../domain/booking-codes.ts';
import { Conflict, InvalidInput } from '../../domain/errors.ts';
import { penceField, type WireAmount } from '../../domain/payments/input.ts';
import { MESSAGES } from '../../domain/payments/lifecycle.ts';
import { bookingSummary, payable } from '../../domain/payments/summaries.ts';
import type { PaymentsDeps } from './deps.ts';
import { bookingByCode, requestByToken } from './finders.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

/** POST rest/deposits/payment-request/create-deposit: the confirmed amount of a booking, by its reference. */
export interface PaymentCodeDeposit {
  brandId: number;
  paymentCode: string | undefined;
  amount: WireAmount | undefined;
}

export class DepositRequests {
  constructor(private readonly deps: Pick<PaymentsDeps, 'db' | 'catalogue'>) {}

  /** POST rest/deposit/payment/{code}: the deposit request with its results and booking. */
  async show(brandId: number, token: string | undefined) {
    const { request, booking } = await requestByToken(this.deps.db, brandId, token);
    const catalogue = await this.deps.catalogue.get();
    const orders = await listOrdersForRequest(this.deps.db, request.id);
    const result = (o: OrderRow) => ({ id: o.order_id, auth_code: o.authcode || null, message: o.customer_message, date: o.responded_at?.toISOString() ?? null });
    return {
      token: request.token,
      kind: request.kind,
      amount: request.amount,
      display_amount: formatPence(request.amount),
      completed: request.completed_at !== null,
      can_pay: request.completed_at === null && !isCancelled(booking.status_id),
      message: isCancelled(booking.status_id) ? MESSAGES.cancelled : request.completed_at ? MESSAGES.paid : null,
      success: orders.filter((o) => o.status === 'paid').map(result),
      fail: orders.filter((o) => o.status === 'declined' || o.status === 'refused').map(result),
      booking: bookingSummary(booking, catalogue),
    };
  }

  /** GET rest/deposit/{id}: whether a deposit request is still open (the page ignores the answer). */
  async status(brandId: number, token: string | undefined) {
    const { request } = await requestByToken(this.deps.db, brandId, token);
    return { amount: request.amount, display_amount: formatPence(request.amount), completed: request.completed_at !== null };
  }

  /** The confirmed amount becomes a payment token. */
  async createFromPaymentCode(command: PaymentCodeDeposit) {
    const booking = await bookingByCode(this.deps.db, command.brandId, command.paymentCode);
    const amount = penceField(command.amount);
    if (amount === undefined) throw new InvalidInput('amount is required.', { amount: ['amount is required.'] });
    if (isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    const most = payable(booking, await this.deps.catalogue.get());
    if (most === 0) throw new Conflict(MESSAGES.nothingToPay);
    if (amount > most) {
      const message = `The most that can be paid now is ${formatPence(most)}.`;
      throw new InvalidInput(message, { amount: [message] });
    }
    const request = await insertDepositRequest(this.deps.db, { token: urlSecret(), booking_id: booking.id, guest_id: null, kind: 'payment_request', amount });
    return { token: request.token, amount, display_amount: formatPence(amount) };
  }
}
