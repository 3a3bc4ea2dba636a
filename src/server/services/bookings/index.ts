import { BookingChanges } from './changes.ts';
import type { BookingsDeps } from './deps.ts';
import { BookingManagement } from './management.ts';

export type { BookingAccess } from './access.ts';

/**
 * Managing a booking after it is made: its page, changes, re-booking and cancelling. The calls by
 * manage key and the signed-in customer's calls by id share these; only the `BookingAccess` differs.
 */
export interface BookingServices {
  management: BookingManagement;
  changes: BookingChanges;
}

export function createBookingServices(deps: BookingsDeps): BookingServices {
  const management = new BookingManagement(deps);
  return { management, changes: new BookingChanges(deps, management) };
}
