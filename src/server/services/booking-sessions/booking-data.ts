import type { BookingRow } from '../../db/repositories/bookings.ts';
import type { Catalogue } from '../../domain/catalogue.ts';
import { bookingDateText } from '../../../engine/time/booking-instant.ts';

/** The booking as the widget's completion screen reads it. */
export function bookingData(booking: BookingRow, catalogue: Catalogue, variations: Array<{ variation_id: number; quantity: number; unit_price: number; name: string; choices: unknown }>) {
  const bar = catalogue.bars.get(booking.bar_id);
  return {
    id: booking.id,
    ref_code: booking.ref_code,
    status_id: booking.status_id,
    people: booking.people,
    booking_date: bookingDateText(booking.booking_date, booking.booking_time),
    date: booking.booking_date,
    time: booking.booking_time,
    party_type: booking.booking_type_id,
    value: booking.value,
    deposit: booking.deposit,
    deposit_due_date: booking.deposit_due_date,
    deposit_balance: booking.deposit_balance,
    balance: booking.balance,
    balance_due_date: booking.balance_due_date,
    hold_expires_at: booking.hold_expires_at?.toISOString() ?? null,
    manage_key: booking.manage_key,
    invite_code: booking.invite_code,
    payment_token: booking.payment_token,
    options: variations,
    bar: bar ? { id: bar.id, bar_name: bar.bar_name, branded_name: bar.branded_name, phone: bar.phone, party_booking_email: bar.party_booking_email } : null,
  };
}

