import type { Queryable } from '../index.ts';

export interface BookingRow {
  id: number;
  ref_code: string;
  status_id: number;
  brand_id: number;
  bar_id: number;
  booking_type_id: number;
  customer_id: number | null;
  session_id: string | null;
  people: number;
  /** When the party arrives (src/engine/time/booking-instant.ts): its London date and time, and the instant. */
  booking_date: string;
  /** null for an enquiry sent without a start time: "time to be agreed" (start_at, end_at span its trading day). */
  booking_time: string | null;
  start_at: Date;
  end_at: Date;
  /** The trading day whose slot the booking took (a late night's 01:00 is the day before's); its capacity counts it. */
  trading_date: string;
  value: number;
  deposit: number;
  deposit_balance: number;
  balance: number;
  deposit_due_date: string | null;
  balance_due_date: string | null;
  hold_expires_at: Date | null;
  manage_key: string;
  invite_code: string;
  payment_token: string;
  forename: string;
  surname: string;
  email: string;
  phone: string;
  company_name: string;
  special_requirements: string;
  callback_date: string | null;
  callback_time: string | null;
  approx_time: string | null;
  is_standing: boolean;
  /** The agency that booked for the customer; null when the customer booked. */
  agency_name: string | null;
  created_at: Date;
}

export type NewBooking = Omit<BookingRow, 'id' | 'created_at' | 'agency_name'>;

export interface OccupancyRow {
  trading_date: string;
  booking_time: string;
  duration_minutes: number;
  people: number;
}

/**
 * Covers that count against capacity: confirmed and no-show bookings, and provisional ones whose
 * hold has not lapsed. Enquiries (pending), cancelled and postponed bookings hold nothing.
 * Bookings of the day before are included: a late one may run past midnight into this day.
 */
export async function occupancyBetween(
  db: Queryable,
  barId: number,
  typeId: number,
  fromDate: string,
  toDate: string,
  now: Date,
  /** A booking whose covers are left out: the one being moved. */
  excludeBookingId: number | null = null,
): Promise<OccupancyRow[]> {
  return db.query<OccupancyRow>(
    `SELECT trading_date, to_char(booking_time, 'HH24:MI') AS booking_time, people,
            (extract(epoch FROM end_at - start_at) / 60)::int AS duration_minutes
     FROM bookings
     WHERE bar_id = $1 AND booking_type_id = $2 AND trading_date BETWEEN ($3::date - 1) AND $4::date
       AND (status_id IN (1, 2) OR (status_id = 0 AND hold_expires_at > $5))
       AND ($6::int IS NULL OR id <> $6::int)`,
    [barId, typeId, fromDate, toDate, now, excludeBookingId],
  );
}

/**
 * Takes the bar's capacity row for this type for the rest of the transaction: concurrent
 * completions for the same bar and type queue here on PostgreSQL (on the embedded database the
 * db module already runs one booking transaction at a time).
 */
export async function lockCapacity(tx: Queryable, barId: number, typeId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ capacity: number }>(
    'SELECT capacity FROM bar_booking_types WHERE bar_id = $1 AND booking_type_id = $2 FOR UPDATE',
    [barId, typeId],
  );
  return row?.capacity;
}

const COLUMNS = [
  'ref_code', 'status_id', 'brand_id', 'bar_id', 'booking_type_id', 'customer_id', 'session_id', 'people',
  'booking_date', 'booking_time', 'start_at', 'end_at', 'trading_date', 'value', 'deposit', 'deposit_balance', 'balance',
  'deposit_due_date', 'balance_due_date', 'hold_expires_at', 'manage_key', 'invite_code', 'payment_token',
  'forename', 'surname', 'email', 'phone', 'company_name', 'special_requirements', 'callback_date',
  'callback_time', 'approx_time', 'is_standing',
] as const satisfies ReadonlyArray<keyof NewBooking>;

const SELECT = `id, ref_code, status_id, brand_id, bar_id, booking_type_id, customer_id, session_id, people,
  booking_date, to_char(booking_time, 'HH24:MI') AS booking_time, start_at, end_at, trading_date, value, deposit, deposit_balance,
  balance, deposit_due_date, balance_due_date, hold_expires_at, manage_key, invite_code, payment_token, forename,
  surname, email, phone, company_name, special_requirements, callback_date, callback_time, approx_time,
  is_standing, agency_name, created_at`;

/** Inserts a booking; undefined when its ref_code is already taken (the caller draws another). */
export async function insertBooking(tx: Queryable, booking: NewBooking): Promise<BookingRow | undefined> {
  const [row] = await tx.query<BookingRow>(
    `INSERT INTO bookings (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map((_, i) => `$${i + 1}`).join(', ')})
     ON CONFLICT (ref_code) DO NOTHING
     RETURNING ${SELECT}`,
    COLUMNS.map((column) => booking[column]),
  );
  return row;
}

export async function findBooking(db: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<BookingRow | undefined> {
  const [row] = await db.query<BookingRow>(`SELECT ${SELECT} FROM bookings WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row;
}

/** The booking a manage link names (its manage key), of the given brand (of any on the group's own site, brand 0). */
export async function findBookingByManageKey(db: Queryable, brandId: number, manageKey: string): Promise<BookingRow | undefined> {
  const [row] = await db.query<BookingRow>(`SELECT ${SELECT} FROM bookings WHERE manage_key = $1 AND ($2 = 0 OR brand_id = $2)`, [manageKey, brandId]);
  return row;
}

/** The booking a join link names (its invite code), of the brand the call is made for (of any on the group's own site). */
export async function findBookingByInviteCode(db: Queryable, brandId: number, inviteCode: string, options: { forUpdate?: boolean } = {}): Promise<BookingRow | undefined> {
  const [row] = await db.query<BookingRow>(`SELECT ${SELECT} FROM bookings WHERE invite_code = $1 AND ($2 = 0 OR brand_id = $2)${options.forUpdate ? ' FOR UPDATE' : ''}`, [inviteCode, brandId]);
  return row;
}

/** A booking's new date, time and party (and money, which follows the party), and its status. */
export type BookingChange = Pick<
  BookingRow,
  'status_id' | 'people' | 'booking_date' | 'booking_time' | 'start_at' | 'end_at' | 'trading_date' | 'value' | 'balance' | 'deposit_due_date' | 'balance_due_date'
>;

export async function changeBooking(tx: Queryable, id: number, change: BookingChange): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(
    `UPDATE bookings SET status_id = $2, people = $3, booking_date = $4, booking_time = $5, start_at = $6, end_at = $7,
       value = $8, balance = $9, trading_date = $10, deposit_due_date = $11, balance_due_date = $12, updated_at = now()
     WHERE id = $1 RETURNING ${SELECT}`,
    [id, change.status_id, change.people, change.booking_date, change.booking_time, change.start_at, change.end_at, change.value, change.balance,
      change.trading_date, change.deposit_due_date, change.balance_due_date],
  );
  return row!;
}

export async function setBookingStatus(tx: Queryable, id: number, statusId: number): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(`UPDATE bookings SET status_id = $2, updated_at = now() WHERE id = $1 RETURNING ${SELECT}`, [id, statusId]);
  return row!;
}

export interface BookingVariationRow {
  variation_id: number;
  quantity: number;
  unit_price: number;
  name: string;
  choices: unknown;
}

export async function insertBookingVariations(tx: Queryable, bookingId: number, rows: BookingVariationRow[]) {
  for (const row of rows) {
    await tx.query(
      `INSERT INTO booking_variations (booking_id, variation_id, quantity, unit_price, name, choices)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb)`,
      [bookingId, row.variation_id, row.quantity, row.unit_price, row.name, JSON.stringify(row.choices)],
    );
  }
}

export async function findBookingVariations(db: Queryable, bookingId: number): Promise<BookingVariationRow[]> {
  return db.query<BookingVariationRow>(
    'SELECT variation_id, quantity, unit_price, name, choices FROM booking_variations WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
}

/** A customer's bookings of a brand: those made by their account, and those made with their address in any case. */
/** The customer's bookings of a brand; of every brand on the group's own site (brand 0). */
export async function findCustomerBookings(db: Queryable, brandId: number, customer: { id: number; email: string }): Promise<BookingRow[]> {
  return db.query<BookingRow>(
    `SELECT ${SELECT} FROM bookings WHERE ($1 = 0 OR brand_id = $1) AND (customer_id = $2 OR lower(email) = lower($3)) ORDER BY start_at, id`,
    [brandId, customer.id, customer.email],
  );
}

/**
 * Premiums chosen (or dropped) after booking move the booking's value and what is left of its balance by the
 * same amount, never below nothing left to pay; the row is the caller's, held FOR UPDATE.
 */
export async function addPremiums(tx: Queryable, bookingId: number, change: number): Promise<BookingRow> {
  const [row] = await tx.query<BookingRow>(
    `UPDATE bookings SET value = value + $2, balance = GREATEST(0, balance + $2), updated_at = now() WHERE id = $1 RETURNING ${SELECT}`,
    [bookingId, change],
  );
  return row!;
}

/** Replaces the choices of one of the booking's per-booking packages (each is on a booking once), its unit price moved by the change in their premiums. */
export async function setBookingVariationChoices(tx: Queryable, bookingId: number, variationId: number, choices: unknown, unitPriceChange: number): Promise<void> {
  await tx.query('UPDATE booking_variations SET choices = $3::jsonb, unit_price = unit_price + $4 WHERE booking_id = $1 AND variation_id = $2', [bookingId, variationId, JSON.stringify(choices), unitPriceChange]);
}

/** A cancelled booking owes nothing: its balances, its due dates and its guests' shares still to pay are cleared. */
export async function clearOwed(tx: Queryable, bookingId: number): Promise<BookingRow> {
  await tx.query('UPDATE booking_guests SET deposit_balance = 0, balance = 0 WHERE booking_id = $1', [bookingId]);
  const [row] = await tx.query<BookingRow>(
    `UPDATE bookings SET deposit_balance = 0, balance = 0, deposit_due_date = NULL, balance_due_date = NULL, updated_at = now() WHERE id = $1 RETURNING ${SELECT}`,
    [bookingId],
  );
  return row!;
}
