/** A booking's guests as their own accounts know them (booking_guests.join_code, customer_id): migration 013. */
import type { Queryable } from '../index.ts';

export interface GuestAccountRow {
  id: number;
  booking_id: number;
  forename: string;
  surname: string;
  email: string;
  unique_code: string | null;
  join_code: string;
  customer_id: number | null;
  accepted: boolean;
  admin: boolean;
  deposit_total: number;
  deposit_balance: number;
  balance: number;
}

const COLUMNS = 'id, booking_id, forename, surname, email, unique_code, join_code, customer_id, accepted, admin, deposit_total, deposit_balance, balance';

/** The guest of an invitation code; with `forUpdate`, their row held for the rest of the transaction. */
export async function findGuestByJoinCode(db: Queryable, code: string, options: { forUpdate?: boolean } = {}): Promise<GuestAccountRow | undefined> {
  const [row] = await db.query<GuestAccountRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE join_code = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [code]);
  return row;
}

/** The guest of a page code (the guest's own page), with their share. */
export async function findGuestAccountByCode(db: Queryable, code: string): Promise<GuestAccountRow | undefined> {
  const [row] = await db.query<GuestAccountRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE unique_code = $1`, [code]);
  return row;
}

/** The guest an account is on a booking, if it is one. */
export async function findGuestOfCustomer(db: Queryable, bookingId: number, customerId: number): Promise<GuestAccountRow | undefined> {
  const [row] = await db.query<GuestAccountRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE booking_id = $1 AND customer_id = $2`, [bookingId, customerId]);
  return row;
}

/** The guest is this account's, and has accepted the invitation. */
export async function linkGuestAccount(tx: Queryable, guestId: number, customerId: number): Promise<void> {
  await tx.query('UPDATE booking_guests SET customer_id = $2, accepted = true WHERE id = $1', [guestId, customerId]);
}

/** A guest's row held for the rest of the transaction (their share changes under this lock only), with their share. */
export async function lockGuest(tx: Queryable, guestId: number): Promise<GuestAccountRow | undefined> {
  const [row] = await tx.query<GuestAccountRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE id = $1 FOR UPDATE`, [guestId]);
  return row;
}

/** Sets a guest's share of the booking's money. */
export async function setGuestShare(tx: Queryable, guestId: number, share: { deposit_total: number; deposit_balance: number; balance: number }): Promise<void> {
  await tx.query('UPDATE booking_guests SET deposit_total = $2, deposit_balance = $3, balance = $4 WHERE id = $1', [guestId, share.deposit_total, share.deposit_balance, share.balance]);
}

/** A guest of a booking by id, with their codes and share. */
export async function findGuestAccount(db: Queryable, bookingId: number, guestId: number): Promise<GuestAccountRow | undefined> {
  const [row] = await db.query<GuestAccountRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE id = $1 AND booking_id = $2`, [guestId, bookingId]);
  return row;
}

/** Every guest an account is, on whichever booking. */
export async function findGuestsOfCustomer(db: Queryable, customerId: number): Promise<GuestAccountRow[]> {
  return db.query<GuestAccountRow>(`SELECT ${COLUMNS} FROM booking_guests WHERE customer_id = $1 ORDER BY id`, [customerId]);
}

/** The booking's guests' shares still to pay, in the order they came. */
export async function guestShares(tx: Queryable, bookingId: number): Promise<Array<{ id: number; deposit_balance: number; balance: number }>> {
  return tx.query('SELECT id, deposit_balance, balance FROM booking_guests WHERE booking_id = $1 ORDER BY id', [bookingId]);
}

export async function setGuestOutstanding(tx: Queryable, guestId: number, share: { deposit_balance: number; balance: number }): Promise<void> {
  await tx.query('UPDATE booking_guests SET deposit_balance = $2, balance = $3 WHERE id = $1', [guestId, share.deposit_balance, share.balance]);
}
