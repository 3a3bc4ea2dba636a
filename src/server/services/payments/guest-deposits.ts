/** A guest's share of a booking as a payment request the lead booker sends them. */
import { formatPence } from '../../../engine/money/money.ts';
import { findGuest, insertDepositRequest } from '../../db/repositories/payments.ts';
import { sameSecret, urlSecret } from '../../domain/booking-codes.ts';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../domain/errors.ts';
import { penceField, type WireAmount } from '../../domain/payments/input.ts';
import { MESSAGES } from '../../domain/payments/lifecycle.ts';
import { payable } from '../../domain/payments/summaries.ts';
import type { PaymentsDeps } from './deps.ts';
import { bookingForBrand } from './finders.ts';
import { isCancelled } from '../../domain/bookings/status.ts';

/** POST rest/booking/{id}/create-guest-deposit/{guest_id}. */
export interface GuestDeposit {
  brandId: number;
  /** The path's ids, as given. */
  bookingId: string;
  guestId: string;
  manageKey: string | undefined;
  /** The guest's whole share when absent. */
  amount: WireAmount | undefined;
}

export class GuestDeposits {
  constructor(private readonly deps: Pick<PaymentsDeps, 'db' | 'catalogue'>) {}

  async create(command: GuestDeposit) {
    const { brandId, bookingId, guestId } = command;
    if (!/^\d{1,9}$/.test(bookingId)) throw new NotFound('Booking not found.');
    if (!/^\d{1,9}$/.test(guestId)) throw new NotFound('Guest not found');
    const booking = await bookingForBrand(this.deps.db, brandId, { id: Number(bookingId) });
    // Until customers can log in, knowing the booking's manage key is what proves it is yours.
    const key = command.manageKey;
    if (!key || !sameSecret(key, booking.manage_key)) throw new Forbidden('You cannot request payments for this booking.');
    const guest = await findGuest(this.deps.db, booking.id, Number(guestId));
    if (!guest) throw new NotFound('Guest not found');
    if (isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    const catalogue = await this.deps.catalogue.get();
    const payableNow = payable(booking, catalogue);
    const owed = guest.deposit_balance + guest.balance;
    const amount = penceField(command.amount) ?? owed;
    if (!amount) throw new InvalidInput('amount is required: this guest has nothing outstanding.', { amount: ['amount is required.'] });
    const most = owed > 0 ? Math.min(owed, payableNow) : payableNow;
    if (amount > most) {
      const message = `The most this guest can pay is ${formatPence(most)}.`;
      throw new InvalidInput(message, { amount: [message] });
    }
    const request = await insertDepositRequest(this.deps.db, { token: urlSecret(), booking_id: booking.id, guest_id: guest.id, kind: 'guest', amount });
    return { token: request.token, amount, display_amount: formatPence(amount), guest_id: guest.id };
  }
}
