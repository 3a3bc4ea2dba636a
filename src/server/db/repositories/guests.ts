/** A booking's guests as the join link and the guest page know them (booking_guests). */
import type { ChosenChoice } from '../../../engine/preorder/types.ts';
import type { Queryable } from '../index.ts';

export interface JoinedGuestRow {
  id: number;
  booking_id: number;
  forename: string;
  surname: string;
  email: string;
  unique_code: string;
  marketing_opt_in: boolean;
  sms_opt_in: boolean;
  phone_opt_in: boolean;
  accepted: boolean;
  admin: boolean;
  /** The booking's package the guest is assigned to; null: none yet. */
  variation_id: number | null;
  /** The guest's own choices for that package: one answer per item slot, as the widget's step 3 sends them. */
  choices: ChosenChoice[];
  /** When the guest's pre-order last changed (the server's clock); null: never. */
  pre_order_updated_at: Date | null;
  created_at: Date;
}

const COLUMNS = 'id, booking_id, forename, surname, email, unique_code, marketing_opt_in, sms_opt_in, phone_opt_in, accepted, admin, variation_id, choices, pre_order_updated_at, created_at';

/** A guest to add; without a pre-order when none is given. */
export type NewJoinedGuest = Pick<JoinedGuestRow, 'booking_id' | 'forename' | 'surname' | 'email' | 'unique_code' | 'marketing_opt_in' | 'sms_opt_in' | 'phone_opt_in'> &
  Partial<Pick<JoinedGuestRow, 'variation_id' | 'choices' | 'pre_order_updated_at'>>;

/** A guest who joined by the booking's link: they said yes themselves, so accepted. */
export async function insertJoinedGuest(tx: Queryable, g: NewJoinedGuest): Promise<JoinedGuestRow> {
  const [row] = await tx.query<JoinedGuestRow>(
    `INSERT INTO booking_guests (booking_id, forename, surname, email, unique_code, marketing_opt_in, sms_opt_in, phone_opt_in, accepted, variation_id, choices, pre_order_updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9, $10::jsonb, $11) RETURNING ${COLUMNS}`,
    [g.booking_id, g.forename, g.surname, g.email, g.unique_code, g.marketing_opt_in, g.sms_opt_in, g.phone_opt_in, g.variation_id ?? null, JSON.stringify(g.choices ?? []), g.pre_order_updated_at ?? null],
  );
  return row!;
}

export async function countGuests(db: Queryable, bookingId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_guests WHERE booking_id = $1', [bookingId]);
  return row!.n;
}

/** Whether an e-mail address (any case) is already one of the booking's guests. */
export async function hasGuestEmail(db: Queryable, bookingId: number, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM booking_guests WHERE booking_id = $1 AND lower(email) = lower($2)', [bookingId, email]);
  return rows.length > 0;
}

export async function findGuestByCode(db: Queryable, code: string): Promise<JoinedGuestRow | undefined> {
  const [row] = await db.query<JoinedGuestRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE unique_code = $1`, [code]);
  return row;
}

/** A guest of the booking by id (undefined for another booking's guest). */
export async function findBookingGuest(db: Queryable, bookingId: number, guestId: number): Promise<JoinedGuestRow | undefined> {
  const [row] = await db.query<JoinedGuestRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE id = $1 AND booking_id = $2`, [guestId, bookingId]);
  return row;
}

export interface GuestPreOrder {
  variation_id: number | null;
  choices: ChosenChoice[];
  /** The server clock's time of the change. */
  at: Date;
}

/** Sets a guest's package and their choices for it. */
export async function setGuestPreOrder(tx: Queryable, guestId: number, preOrder: GuestPreOrder): Promise<JoinedGuestRow> {
  const [row] = await tx.query<JoinedGuestRow>(
    `UPDATE booking_guests SET variation_id = $2, choices = $3::jsonb, pre_order_updated_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
    [guestId, preOrder.variation_id, JSON.stringify(preOrder.choices), preOrder.at],
  );
  return row!;
}

/** The booking's guests with the package each is assigned to and their choices for it, in the order they came. */
export async function findPreOrderGuests(db: Queryable, bookingId: number): Promise<Array<{ id: number; forename: string; surname: string; variation_id: number | null; choices: unknown }>> {
  return db.query('SELECT id, forename, surname, variation_id, choices FROM booking_guests WHERE booking_id = $1 ORDER BY id', [bookingId]);
}

/** How many of the booking's guests are on a package, leaving one guest out (the one being saved). */
export async function countPackageGuests(db: Queryable, bookingId: number, variationId: number, exceptGuestId: number | undefined): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_guests WHERE booking_id = $1 AND variation_id = $2 AND id <> $3', [bookingId, variationId, exceptGuestId ?? 0]);
  return row!.n;
}

/**
 * A pre-order guest the lead booker adds by name (spec §2.3 "add pre-order guest"): on the booking's
 * list with their package and choices, but with no page of their own (no code) until they join.
 */
export async function insertPreOrderGuest(
  tx: Queryable,
  g: { booking_id: number; forename: string; surname: string; variation_id: number | null; choices: unknown; at: Date },
): Promise<{ id: number }> {
  const [row] = await tx.query<{ id: number }>(
    'INSERT INTO booking_guests (booking_id, forename, surname, variation_id, choices, pre_order_updated_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id',
    [g.booking_id, g.forename, g.surname, g.variation_id, JSON.stringify(g.choices), g.at],
  );
  return row!;
}

export async function setGuestNames(tx: Queryable, guestId: number, forename: string, surname: string): Promise<void> {
  await tx.query('UPDATE booking_guests SET forename = $2, surname = $3 WHERE id = $1', [guestId, forename, surname]);
}
