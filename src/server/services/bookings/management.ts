/** A booking's page: the booking as it shows it, and cancelling it (rest/my-bookings/token/{token}, rest/booking/manage/{code}). */
import type { Queryable } from '../../db/index.ts';
import { findBooking, lockCapacity, setBookingStatus, type BookingRow } from '../../db/repositories/bookings.ts';
import { isRegistered } from '../../db/repositories/customers.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { CANCELLED, isCancelled } from '../../domain/bookings/status.ts';
import { bookingView, canChange, type BookingView } from '../../domain/bookings/view.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, Forbidden } from '../../domain/errors.ts';
import { bookingCancelledEmail, bookingEmailContext } from '../../mail/booking-emails.ts';
import { resolveBooking, type BookingAccess } from './access.ts';
import type { BookingsDeps } from './deps.ts';

export interface BookingCommand {
  brandId: number;
  access: BookingAccess;
}

export const CANCELLED_MESSAGE = 'Your booking has been cancelled';
const ALREADY_CANCELLED = 'This booking has been cancelled';

/** Why the customer may not change this booking online, in the words the page shows (spec §2.3, §4). */
export function cannotChangeMessage(booking: BookingRow, bar: { party_booking_email: string } | undefined, what: 'change' | 'cancel'): string {
  if (booking.agency_name !== null) return `This booking was made through ${booking.agency_name}: please contact them to change or cancel it.`;
  return `To ${what} this booking please e-mail the bar at ${bar?.party_booking_email ?? ''}`;
}

export class BookingManagement {
  constructor(private readonly deps: BookingsDeps) {}

  async view(command: BookingCommand): Promise<BookingView> {
    const booking = await resolveBooking(this.deps.db, command.brandId, command.access);
    return this.viewOf(this.deps.db, booking, await this.deps.catalogue.get());
  }

  /** The view of a booking as just read or written. */
  async viewOf(db: Queryable, booking: BookingRow, catalogue: Catalogue): Promise<BookingView> {
    return bookingView(booking, {
      bar: catalogue.bars.get(booking.bar_id),
      type: catalogue.types.get(booking.booking_type_id),
      now: new Date(this.deps.clock.now()),
      registered: await isRegistered(db, booking.email),
    });
  }

  /**
   * Cancels the booking (status 4): its covers are free again at once, and the customer is e-mailed.
   * Only while the customer may change it; a cancelled one is a conflict.
   */
  async cancel(command: BookingCommand): Promise<{ message: string; booking: BookingView }> {
    const found = await resolveBooking(this.deps.db, command.brandId, command.access);
    const catalogue = await this.deps.catalogue.get();
    const bar = catalogue.bars.get(found.bar_id);
    const cancelled = await this.deps.db.transaction(async (tx) => {
      // The capacity before the booking, as every transaction that takes both.
      await lockCapacity(tx, found.bar_id, found.booking_type_id);
      const booking = (await findBooking(tx, found.id, { forUpdate: true }))!;
      if (isCancelled(booking.status_id)) throw new Conflict(ALREADY_CANCELLED);
      if (!canChange(booking, new Date(this.deps.clock.now()))) throw new Forbidden(cannotChangeMessage(booking, bar, 'cancel'));
      const row = await setBookingStatus(tx, booking.id, CANCELLED);
      await enqueueEmail(tx, bookingCancelledEmail(bookingEmailContext(row, catalogue, this.deps.publicUrl)));
      return row;
    });
    this.deps.coversChanged?.(cancelled.bar_id, cancelled.booking_type_id);
    return { message: CANCELLED_MESSAGE, booking: await this.viewOf(this.deps.db, cancelled, catalogue) };
  }
}
