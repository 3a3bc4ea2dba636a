/** A booking's guests as the lead booker manages them: the list with each share, edits, removal. */
import type { ChosenChoice } from '../../../engine/preorder/types.ts';
import type { Queryable } from '../index.ts';

export interface ListedGuestRow {
  id: number;
  booking_id: number;
  forename: string;
  surname: string;
  email: string;
  /** Null for a guest made before guests had their own page. */
  unique_code: string | null;
  accepted: boolean;
  admin: boolean;
  deposit_total: number;
  deposit_balance: number;
  balance: number;
  /** The booking's package the guest is assigned to; null: none. */
  variation_id: number | null;
  /** Their choices for that package (what their place costs beyond it). */
  choices: ChosenChoice[];
  /** The guest's invitation code (only ever e-mailed to them: /guest-join/{join_code}). */
  join_code: string;
  /** The guest's own account, once they joined by their invitation. */
  customer_id: number | null;
}

const COLUMNS = 'id, booking_id, forename, surname, email, unique_code, accepted, admin, deposit_total, deposit_balance, balance, variation_id, choices, join_code, customer_id';

export async function listBookingGuests(db: Queryable, bookingId: number): Promise<ListedGuestRow[]> {
  return db.query<ListedGuestRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE booking_id = $1 ORDER BY id`, [bookingId]);
}

/** One guest of this booking (a guest of another booking is none), locked for the transaction when asked. */
export async function findBookingGuest(db: Queryable, bookingId: number, guestId: number, options: { forUpdate?: boolean } = {}): Promise<ListedGuestRow | undefined> {
  const [row] = await db.query<ListedGuestRow>(
    `SELECT ${COLUMNS} FROM booking_guests WHERE id = $1 AND booking_id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [guestId, bookingId],
  );
  return row;
}

/** The customer's guest on a booking: linked to their account, or with their (verified) address in any case; a co-host first. */
export async function findGuestOfAccount(db: Queryable, bookingId: number, customer: { id: number; email: string }): Promise<ListedGuestRow | undefined> {
  const [row] = await db.query<ListedGuestRow>(
    `SELECT ${COLUMNS} FROM booking_guests
      WHERE booking_id = $1 AND (customer_id = $2 OR (email <> '' AND lower(email) = lower($3)))
      ORDER BY admin DESC, id LIMIT 1`,
    [bookingId, customer.id, customer.email],
  );
  return row;
}

/** A fresh invitation code, as migration 013 makes one. */
const NEW_JOIN_CODE = "replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')";

export type GuestChanges = Partial<Pick<ListedGuestRow, 'forename' | 'surname' | 'email' | 'admin' | 'unique_code'>>;

export async function updateBookingGuest(tx: Queryable, guestId: number, changes: GuestChanges): Promise<ListedGuestRow> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  // A new address gets a new invitation code: the old one was e-mailed to the old address and proves only that (migration 013).
  const email = entries.findIndex(([column]) => column === 'email');
  if (email >= 0) sets.push(`join_code = CASE WHEN lower(email) = lower($${email + 2}) THEN join_code ELSE ${NEW_JOIN_CODE} END`);
  const [row] = await tx.query<ListedGuestRow>(
    `UPDATE booking_guests SET ${sets.length ? sets.join(', ') : 'id = id'} WHERE id = $1 RETURNING ${COLUMNS}`,
    [guestId, ...entries.map(([, value]) => value)],
  );
  return row!;
}

/** Whether another guest of the booking already has this e-mail address (any case). */
export async function emailTakenByOther(db: Queryable, bookingId: number, guestId: number, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM booking_guests WHERE booking_id = $1 AND id <> $2 AND lower(email) = lower($3)', [bookingId, guestId, email]);
  return rows.length > 0;
}

/** Deletes the guest; their requests to pay stay with the booking (migration 014: guest_id set null). */
export async function deleteBookingGuest(tx: Queryable, guestId: number): Promise<void> {
  await tx.query('DELETE FROM booking_guests WHERE id = $1', [guestId]);
}

/** What each guest of the booking has paid through their own payment requests, by guest id. */
export async function paidByGuest(db: Queryable, bookingId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ guest_id: number; paid: number }>(
    `SELECT guest_id, sum(amount)::int AS paid FROM deposit_requests
      WHERE booking_id = $1 AND guest_id IS NOT NULL AND completed_at IS NOT NULL GROUP BY guest_id`,
    [bookingId],
  );
  return new Map(rows.map((r) => [r.guest_id, r.paid]));
}
