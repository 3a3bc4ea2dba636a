/**
 * Who may manage a booking's guests (spec §6): the lead booker (by the manage link, or signed in as the
 * booking's customer) and the co-hosts (a guest the lead booker made admin, signed in with the account the
 * guest joined by their invitation, or with the guest's address).
 * Another guest is refused; anyone else is told there is no such booking.
 */
import type { Queryable } from '../../db/index.ts';
import { findBooking, type BookingRow } from '../../db/repositories/bookings.ts';
import { findBookingGuest, findGuestOfAccount, type ListedGuestRow } from '../../db/repositories/guest-list.ts';
import { Forbidden, NotFound } from '../../domain/errors.ts';
import { guestMessages } from '../../domain/guests/guest-messages.ts';
import { resolveBooking } from '../bookings/access.ts';
import type { SignedIn } from '../bookings/my-bookings.ts';

/** By manage key (the token calls), or by id for the signed-in customer of the session. */
export type ManagerAccess = { manageKey: string } | { bookingId: string; sessionId: string | undefined };

export interface Manager {
  booking: BookingRow;
  /** The co-host's own guest id; null for the lead booker. */
  coHostId: number | null;
}

const ID = /^[1-9]\d{0,8}$/;
const noBooking = () => new NotFound('Booking not found.');

export async function managerOf(db: Queryable, signedIn: SignedIn, brandId: number, access: ManagerAccess): Promise<Manager> {
  if ('manageKey' in access) return { booking: await resolveBooking(db, brandId, { manageKey: access.manageKey }), coHostId: null };
  const customer = await signedIn.customer(access.sessionId);
  try {
    return { booking: await resolveBooking(db, brandId, { bookingId: access.bookingId, customer }), coHostId: null };
  } catch (error) {
    if (!(error instanceof NotFound) || !ID.test(access.bookingId)) throw error;
  }
  const booking = await findBooking(db, Number(access.bookingId));
  // As for the lead booker: the group's own site (brand 0) reaches every brand's bookings.
  if (!booking || (booking.brand_id !== brandId && brandId !== 0)) throw noBooking();
  const guest = await findGuestOfAccount(db, booking.id, customer);
  if (guest?.admin) return { booking, coHostId: guest.id };
  if (guest) throw new Forbidden(guestMessages.managersOnly);
  throw noBooking();
}

/** The guest of this booking with the path's id; another booking's guest is not found. */
export async function guestOf(db: Queryable, bookingId: number, guestId: string, options: { forUpdate?: boolean } = {}): Promise<ListedGuestRow> {
  const guest = ID.test(guestId) ? await findBookingGuest(db, bookingId, Number(guestId), options) : undefined;
  if (!guest) throw new NotFound(guestMessages.notFound);
  return guest;
}
