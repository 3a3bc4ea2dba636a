/**
 * A booking as payments see it: locked for a change of its money, whether its slot still fits once
 * its hold has lapsed, and its hold moved on while the customer pays.
 */
import type { Queryable } from '../../db/index.ts';
import { findBooking, lockCapacity, occupancyBetween, type BookingRow } from '../../db/repositories/bookings.ts';
import { holdLimitOf, lockBooking, setBookingHold } from '../../db/repositories/payments.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { DEPOSIT_HOLD_MINUTES, extendedHold, holdLimit, stillFits } from '../../domain/payments/lifecycle.ts';

export async function lockedBooking(tx: Queryable, booking: BookingRow): Promise<BookingRow> {
  // Capacity first, then the booking: the same order as booking completion, so neither waits on the other in a cycle.
  if (booking.status_id === 0) await lockCapacity(tx, booking.bar_id, booking.booking_type_id);
  await lockBooking(tx, booking.id);
  return (await findBooking(tx, booking.id))!;
}

/** Whether a provisional booking whose hold has lapsed could still have its slot. */
export async function stillFitsNow(db: Queryable, booking: BookingRow, now: Date, catalogue: Catalogue): Promise<boolean> {
  if (booking.booking_time === null) return true; // an enquiry without a time holds no covers
  const booked = await occupancyBetween(db, booking.bar_id, booking.booking_type_id, booking.trading_date, booking.trading_date, now);
  const duration = Math.round((booking.end_at.getTime() - booking.start_at.getTime()) / 60_000);
  const capacity = catalogue.capacityOf(booking.bar_id, booking.booking_type_id) ?? 0;
  return stillFits({ trading_date: booking.trading_date, booking_time: booking.booking_time, people: booking.people, duration_minutes: duration }, capacity, booked);
}

/** Opening a payment moves a provisional booking's hold on, up to its limit. */
export async function extendHold(tx: Queryable, booking: BookingRow, now: Date): Promise<void> {
  const limit = await holdLimitOf(tx, booking.id, (first) => holdLimit(first, DEPOSIT_HOLD_MINUTES));
  const hold = limit ? extendedHold(booking.hold_expires_at, limit, now) : null;
  if (hold) await setBookingHold(tx, booking.id, hold);
}
