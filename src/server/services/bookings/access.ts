/** How a call names the booking it acts on, and finding that booking (or a 404 that says nothing more). */
import type { Queryable } from '../../db/index.ts';
import { findBooking, findBookingByManageKey, type BookingRow } from '../../db/repositories/bookings.ts';
import { sameSecret } from '../../domain/booking-codes.ts';
import { inBrand } from '../../domain/brand-scope.ts';
import { NotFound } from '../../domain/errors.ts';

/**
 * By manage key: whoever holds the link (the token calls). By id: a signed-in customer, whose booking
 * it must be (booked by them, or with their verified address).
 */
export type BookingAccess = { manageKey: string } | { bookingId: string; customer: { id: number; email: string } } | ManagedBooking;

/** A booking its caller has already been found to manage (the lead booker or a co-host, signed in). */
export interface ManagedBooking {
  managed: BookingRow;
}

/** Manage keys are URL-safe secrets: anything else cannot name a booking. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
const ID = /^[1-9]\d{0,8}$/;

const notFound = () => new NotFound('Booking not found.');

/**
 * The booking the caller may act on, of the brand the call is made for (by account on the group's site,
 * of any brand). An unknown key or id, another customer's booking and another brand's all answer the
 * same NotFound.
 */
export async function resolveBooking(db: Queryable, brandId: number, access: BookingAccess): Promise<BookingRow> {
  if ('managed' in access) return access.managed;
  let booking: BookingRow | undefined;
  if ('manageKey' in access) {
    if (!TOKEN.test(access.manageKey)) throw notFound();
    booking = await findBookingByManageKey(db, brandId, access.manageKey);
    if (booking && !sameSecret(access.manageKey, booking.manage_key)) booking = undefined;
  } else {
    if (!ID.test(access.bookingId)) throw notFound();
    booking = await findBooking(db, Number(access.bookingId));
    const mine = booking && (booking.customer_id === access.customer.id || booking.email.toLowerCase() === access.customer.email.toLowerCase());
    if (!mine) booking = undefined;
  }
  // The group's own site (brand 0, the default brand) is every brand's: a customer logged in there reaches all their
  // bookings, and a manage link followed there its booking (each booking is its bar's brand's, wherever it was made).
  if (!booking || !inBrand(booking.brand_id, brandId)) throw notFound();
  return booking;
}
