import { BrunchUpgrade } from './brunch-upgrade.ts';
import { BookingChanges } from './changes.ts';
import type { BookingsDeps } from './deps.ts';
import { BookingManagement } from './management.ts';
import { MyBookings, type SignedIn } from './my-bookings.ts';

export type { BookingAccess } from './access.ts';

/**
 * Managing a booking after it is made: its page, changes, re-booking and cancelling. The calls by
 * manage key and the signed-in customer's calls by id share these; only the `BookingAccess` differs.
 */
export interface BookingServices {
  management: BookingManagement;
  changes: BookingChanges;
  /** The logged-in customer's list, and their bookings by id. */
  mine: MyBookings;
  /** The brunch upgrade callback request, by manage key. */
  brunchUpgrade: BrunchUpgrade;
}

export function createBookingServices(deps: BookingsDeps, signedIn: SignedIn): BookingServices {
  const management = new BookingManagement(deps);
  const changes = new BookingChanges(deps, management);
  return { management, changes, mine: new MyBookings(deps, signedIn, management, changes), brunchUpgrade: new BrunchUpgrade(deps) };
}
