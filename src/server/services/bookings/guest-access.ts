/**
 * A booking as one of its guests reaches it by account: a guest linked to the logged-in customer by
 * their invitation (guest join by code) opens /edit-booking/{id} too, with the guest's view.
 */
import type { Queryable } from '../../db/index.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findGuestOfCustomer, findGuestsOfCustomer, type GuestAccountRow } from '../../db/repositories/guest-accounts.ts';
import { inBrand } from '../../domain/brand-scope.ts';

const ID = /^[1-9]\d{0,8}$/;

/** The booking and the customer's guest on it, of the call's brand (any on the group's site); undefined when they are not its guest. */
export async function guestBooking(db: Queryable, brandId: number, bookingId: string, customerId: number): Promise<{ booking: BookingRow; guest: GuestAccountRow } | undefined> {
  if (!ID.test(bookingId)) return undefined;
  const guest = await findGuestOfCustomer(db, Number(bookingId), customerId);
  const booking = guest ? await findBooking(db, guest.booking_id) : undefined;
  if (!guest || !booking || (booking.brand_id !== brandId && brandId !== 0)) return undefined;
  return { booking, guest };
}

/** The bookings of the call's brand (every brand on the group's site) the customer is a guest on, each with their guest. */
export async function guestBookingsOf(db: Queryable, brandId: number, customerId: number): Promise<Array<{ booking: BookingRow; guest: GuestAccountRow }>> {
  const found = [];
  for (const guest of await findGuestsOfCustomer(db, customerId)) {
    const booking = await findBooking(db, guest.booking_id);
    if (booking && inBrand(booking.brand_id, brandId)) found.push({ booking, guest });
  }
  return found;
}
