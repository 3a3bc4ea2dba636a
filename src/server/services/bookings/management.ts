/** A booking's page: the booking as it shows it, and cancelling it (rest/my-bookings/token/{token}, rest/booking/manage/{code}). */
import type { Queryable } from '../../db/index.ts';
import { clearOwed, findBooking, lockCapacity, setBookingStatus, type BookingRow } from '../../db/repositories/bookings.ts';
import { isRegistered } from '../../db/repositories/customers.ts';
import { enqueueEmail } from '../../db/repositories/outbox.ts';
import { CANCELLED, isCancelled } from '../../../engine/bookings/status.ts';
import { bookingView, canChange, type BookingView } from '../../domain/bookings/view.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { Conflict, Forbidden } from '../../domain/errors.ts';
import { partyTeamEmail } from '../../mail/party-team-emails.ts';
import { bookingCancelledEmail, bookingEmailContext, guestCancelledEmail } from '../../mail/booking-emails.ts';
import { capturedPayments, insertRefund, refundsOfBooking } from '../../db/repositories/refunds.ts';
import { listBookingGuests } from '../../db/repositories/guest-list.ts';
import { cancellationSplit } from '../../domain/payments/refunds.ts';
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
      paid: (await capturedPayments(db, booking.id)).reduce((sum, p) => sum + p.amount, 0),
      refunds: await refundsOfBooking(db, booking.id),
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
      await setBookingStatus(tx, booking.id, CANCELLED);
      const row = await clearOwed(tx, booking.id);
      await this.refundCancelled(tx, row, catalogue);
      return row;
    });
    this.deps.coversChanged?.(cancelled.bar_id, cancelled.booking_type_id);
    return { message: CANCELLED_MESSAGE, booking: await this.viewOf(this.deps.db, cancelled, catalogue) };
  }

  /**
   * What was paid towards a booking just cancelled goes back, as its type allows (the balance always, the
   * deposit when it is refundable): a refund per payment, to whoever paid it; the lead booker and every guest
   * told by e-mail, each of their own money.
   */
  private async refundCancelled(tx: Queryable, booking: BookingRow, catalogue: Catalogue): Promise<void> {
    const refundable = catalogue.types.get(booking.booking_type_id)?.deposit_refundable ?? false;
    const paid = await capturedPayments(tx, booking.id);
    const guests = await listBookingGuests(tx, booking.id);
    const { refunds, kept } = cancellationSplit(paid, refundable, new Map(guests.map((g) => [g.id, g.deposit_total])));
    const now = new Date(this.deps.clock.now());
    for (const refund of refunds) await insertRefund(tx, { booking_id: booking.id, ...refund, reason: 'cancelled', created_at: now });
    const context = bookingEmailContext(booking, catalogue, this.deps.publicUrl);
    const sum = (parts: ReadonlyArray<{ amount: number }>) => parts.reduce((total, p) => total + p.amount, 0);
    const money = { paid: sum(paid), refunded: sum(refunds), kept: [...kept.values()].reduce((all, amount) => all + amount, 0) };
    await enqueueEmail(tx, bookingCancelledEmail(context, money));
    const team = partyTeamEmail(context, { kind: 'cancelled', money });
    if (team) await enqueueEmail(tx, team);
    // Every guest with an address hears of it, and one who paid, of their own money.
    for (const guest of guests) {
      if (!guest.email) continue;
      const theirs = paid.filter((p) => p.guest_id === guest.id);
      const back = refunds.filter((r) => r.guest_id === guest.id);
      await enqueueEmail(tx, guestCancelledEmail(context, guest, { paid: sum(theirs), refunded: sum(back), kept: kept.get(guest.id) ?? 0 }));
    }
  }
}
