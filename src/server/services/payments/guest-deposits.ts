/**
 * A guest's share of a booking as a payment request: asked for by the lead booker (the booking's manage
 * key, or their account), or by the guest themselves (their own page's code, or their account once
 * linked by the guest-join link), who may ask only for their own share.
 */
import { formatPence } from '../../../engine/money/money.ts';
import { findGuestAccount, findGuestOfCustomer, type GuestAccountRow } from '../../db/repositories/guest-accounts.ts';
import { insertDepositRequest } from '../../db/repositories/payments.ts';
import { sameSecret, urlSecret } from '../../domain/booking-codes.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';
import { Conflict, InvalidInput, NotFound } from '../../domain/errors.ts';
import { guestPayable } from '../../domain/guests/share.ts';
import { penceField, type WireAmount } from '../../domain/payments/input.ts';
import { MESSAGES } from '../../domain/payments/lifecycle.ts';
import { payable } from '../../domain/payments/summaries.ts';
import type { PaymentsDeps } from './deps.ts';
import { bookingForBrand } from './finders.ts';

/** POST rest/booking/{id}/create-guest-deposit/{guest_id}. */
export interface GuestDeposit {
  brandId: number;
  /** The path's ids, as given. */
  bookingId: string;
  guestId: string;
  manageKey: string | undefined;
  /** The guest's own page code: the guest asking for their own share. */
  guestCode: string | undefined;
  /** The logged-in customer's session, if any: the lead booker, or the guest linked to that account. */
  sessionId: string | undefined;
  /** The guest's whole share when absent. */
  amount: WireAmount | undefined;
}

/** Said to whoever asked: the guest about their own share, the lead booker about a guest's. */
const NOTHING_TO_PAY = {
  guest: 'Your share is paid: there is nothing left for you to pay.',
  lead: 'This guest’s share is paid: there is nothing left for them to pay.',
};

export class GuestDeposits {
  constructor(private readonly deps: Pick<PaymentsDeps, 'db' | 'catalogue' | 'accounts'>) {}

  async create(command: GuestDeposit) {
    const { brandId, bookingId, guestId } = command;
    if (!/^\d{1,9}$/.test(bookingId)) throw new NotFound('Booking not found.');
    if (!/^\d{1,9}$/.test(guestId)) throw new NotFound('Guest not found');
    const booking = await bookingForBrand(this.deps.db, brandId, { id: Number(bookingId) });
    const guest = await findGuestAccount(this.deps.db, booking.id, Number(guestId));
    const asker = await this.asker(command, booking, guest);
    // Not theirs is answered as not there: a stranger learns nothing of which bookings exist.
    if (!asker) throw new NotFound('Booking not found.');
    if (!guest) throw new NotFound('Guest not found');
    if (isCancelled(booking.status_id)) throw new Conflict(MESSAGES.cancelled);
    const catalogue = await this.deps.catalogue.get();
    // What the guest still owes of their share, no more than the booking can take: the settlement checks both again.
    const most = guestPayable(guest, payable(booking, catalogue));
    if (most === 0) throw new Conflict(NOTHING_TO_PAY[asker]);
    const amount = penceField(command.amount) ?? most;
    if (amount > most) {
      const message = `The most this guest can pay is ${formatPence(most)}.`;
      throw new InvalidInput(message, { amount: [message] });
    }
    const request = await insertDepositRequest(this.deps.db, { token: urlSecret(), booking_id: booking.id, guest_id: guest.id, kind: 'guest', amount });
    return { token: request.token, amount, display_amount: formatPence(amount), guest_id: guest.id };
  }

  /**
   * Who asks: the lead booker may ask for any guest's share (the manage key, or logged in as the booking's
   * customer); a guest only for their own (their page's code, or logged in as the guest). An id in the URL
   * never grants anything on its own: undefined, nobody who may.
   */
  private async asker(command: GuestDeposit, booking: { id: number; manage_key: string; customer_id: number | null; email: string }, guest: GuestAccountRow | undefined): Promise<'lead' | 'guest' | undefined> {
    if (command.manageKey && sameSecret(command.manageKey, booking.manage_key)) return 'lead';
    if (command.guestCode && guest?.unique_code && sameSecret(command.guestCode, guest.unique_code)) return 'guest';
    const customer = await this.deps.accounts?.customerOf(command.sessionId);
    if (!customer) return undefined;
    if (booking.customer_id === customer.id || booking.email.toLowerCase() === customer.email.toLowerCase()) return 'lead';
    return guest !== undefined && (await findGuestOfCustomer(this.deps.db, booking.id, customer.id))?.id === guest.id ? 'guest' : undefined;
  }
}
