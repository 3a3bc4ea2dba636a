/**
 * A guest's place linked to the account their invitation's address just proved (a guest who joined by their
 * code before they had an account, once the verification link is followed). Only the guest of that address,
 * not yet anyone's, on a booking that is not the customer's own and has them as no other guest: anything
 * else leaves the place as it is, and the new account stands on its own.
 */
import type { Queryable } from '../../db/index.ts';
import { findBooking } from '../../db/repositories/bookings.ts';
import { findGuestOfCustomer, linkGuestAccount, lockGuest } from '../../db/repositories/guest-accounts.ts';
import { isCancelled } from '../../../engine/bookings/status.ts';

/** The booking's id when the guest is now the customer's. */
export async function linkInvitedGuest(tx: Queryable, guestId: number, customer: { id: number; email: string }): Promise<number | undefined> {
  const guest = await lockGuest(tx, guestId);
  if (!guest || guest.customer_id !== null || guest.email.toLowerCase() !== customer.email.toLowerCase()) return undefined;
  const booking = await findBooking(tx, guest.booking_id);
  if (!booking || isCancelled(booking.status_id) || booking.customer_id === customer.id) return undefined;
  if (await findGuestOfCustomer(tx, booking.id, customer.id)) return undefined;
  await linkGuestAccount(tx, guest.id, customer.id);
  return booking.id;
}
