import { BrunchUpgrade } from './brunch-upgrade.ts';
import { BookingChanges } from './changes.ts';
import type { BookingsDeps } from './deps.ts';
import { BookingManagement } from './management.ts';
import { MyBookings, type ManagedBy, type SignedIn } from './my-bookings.ts';
import { BookingPackages } from './packages.ts';
import { BookingPreOrders } from './pre-orders.ts';
import type { GuestPreOrders } from '../pre-orders/index.ts';

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
  /** The Packages and Pre Order tabs' reads, and the packages' menu groups. */
  packages: BookingPackages;
  /** The Pre Order tab's saves: a guest on a per-person package, a per-booking package's items. */
  preOrders: BookingPreOrders;
}

/**
 * `guestPreOrders` is the one pre-order save (its lock and choice rules), which the booking page's saves go
 * through; `managedBy` finds a booking its signed-in admin manages (lead booker or co-host, the guests' rule).
 */
export function createBookingServices(deps: BookingsDeps, signedIn: SignedIn, guestPreOrders: GuestPreOrders, managedBy: ManagedBy): BookingServices {
  const management = new BookingManagement(deps);
  const changes = new BookingChanges(deps, management);
  const packages = new BookingPackages(deps);
  const preOrders = new BookingPreOrders(deps, guestPreOrders, management);
  return { management, changes, mine: new MyBookings(deps, signedIn, management, changes, packages, preOrders, managedBy), brunchUpgrade: new BrunchUpgrade(deps), packages, preOrders };
}
