import type { Queryable } from '../index.ts';

/** What a booking's calendar file says: the booking, its bar's name and address, its type and brand. */
export interface CalendarBookingRow {
  ref_code: string;
  status_id: number;
  brand_id: number;
  people: number;
  /** "YYYY-MM-DD", the business day. */
  booking_date: string;
  /** "HH:mm", Europe/London; null while an enquiry's time is to be agreed. */
  booking_time: string | null;
  start_at: Date;
  end_at: Date;
  created_at: Date;
  manage_key: string;
  bar_name: string;
  branded_name: string;
  address_line_1: string;
  address_line_2: string;
  town: string;
  county: string;
  postcode: string;
  bar_phone: string;
  type_name: string;
  brand_name: string;
}

/**
 * A booking by its manage key (the secret in /manage/{key} and /ical/{key}), with what its calendar
 * entry names; undefined for an unknown key.
 */
export async function findCalendarBooking(db: Queryable, manageKey: string): Promise<CalendarBookingRow | undefined> {
  const [row] = await db.query<CalendarBookingRow>(
    `SELECT b.ref_code, b.status_id, b.brand_id, b.people, b.booking_date, to_char(b.booking_time, 'HH24:MI') AS booking_time,
            b.start_at, b.end_at, b.created_at, b.manage_key,
            bar.bar_name, bar.branded_name, bar.address_line_1, bar.address_line_2, bar.town, bar.county, bar.postcode,
            bar.phone AS bar_phone, t.front_end_name AS type_name, br.name AS brand_name
     FROM bookings b
     JOIN bars bar ON bar.id = b.bar_id
     JOIN booking_types t ON t.id = b.booking_type_id
     JOIN brands br ON br.id = b.brand_id
     WHERE b.manage_key = $1`,
    [manageKey],
  );
  return row;
}
