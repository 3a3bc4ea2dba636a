/** Money owed back (migration 038): one refund per payment and reason. */
import type { Queryable } from '../index.ts';

export type RefundReason = 'not_owed' | 'cancelled';

export interface RefundRow {
  id: number;
  booking_id: number;
  payment_id: number;
  guest_id: number | null;
  amount: number;
  reason: RefundReason;
  state: 'due' | 'refunded';
  created_at: Date;
  refunded_at: Date | null;
}

const COLUMNS = 'id, booking_id, payment_id, guest_id, amount, reason, state, created_at, refunded_at';

export async function insertRefund(tx: Queryable, refund: Pick<RefundRow, 'booking_id' | 'payment_id' | 'guest_id' | 'amount' | 'reason'> & { created_at: Date }): Promise<RefundRow> {
  const [row] = await tx.query<RefundRow>(
    `INSERT INTO refunds (booking_id, payment_id, guest_id, amount, reason, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [refund.booking_id, refund.payment_id, refund.guest_id, refund.amount, refund.reason, refund.created_at],
  );
  return row!;
}

/** A booking's refunds, oldest first. */
export async function refundsOfBooking(db: Queryable, bookingId: number): Promise<RefundRow[]> {
  return db.query<RefundRow>(`SELECT ${COLUMNS} FROM refunds WHERE booking_id = $1 ORDER BY id`, [bookingId]);
}

/** A captured payment of a booking, with what of it was deposit and who paid it (a guest, or null). */
export interface PaidPart {
  payment_id: number;
  amount: number;
  deposit_part: number;
  balance_part: number;
  guest_id: number | null;
}

/** The booking's captured payments with their payers: what a cancellation may give back. */
export async function capturedPayments(db: Queryable, bookingId: number): Promise<PaidPart[]> {
  return db.query<PaidPart>(
    `SELECT p.id AS payment_id, p.amount, p.deposit_part, p.balance_part, r.guest_id
       FROM payments p JOIN payment_orders o ON o.id = p.order_id LEFT JOIN deposit_requests r ON r.id = o.deposit_request_id
      WHERE p.booking_id = $1 AND p.status = 'captured' ORDER BY p.id`,
    [bookingId],
  );
}

/** A refund still to make, with what the team needs to make it: the booking, who paid, the payment's gateway reference. */
export interface DueRefund {
  id: number;
  amount: number;
  reason: RefundReason;
  created_at: Date;
  ref_code: string;
  payer: string;
  email: string;
  pasref: string;
}

/** Every refund still due, oldest first. */
export async function refundsDue(db: Queryable): Promise<DueRefund[]> {
  return db.query<DueRefund>(
    `SELECT r.id, r.amount, r.reason, r.created_at, b.ref_code, p.pasref,
            CASE WHEN g.id IS NULL THEN trim(b.forename || ' ' || b.surname) ELSE trim(g.forename || ' ' || g.surname) END AS payer,
            COALESCE(g.email, b.email) AS email
       FROM refunds r JOIN bookings b ON b.id = r.booking_id JOIN payments p ON p.id = r.payment_id
       LEFT JOIN booking_guests g ON g.id = r.guest_id
      WHERE r.state = 'due' ORDER BY r.id`,
  );
}

/** Marks a due refund as made; undefined when there is no such refund still due. */
export async function markRefunded(db: Queryable, id: number, at: Date): Promise<RefundRow | undefined> {
  const [row] = await db.query<RefundRow>(`UPDATE refunds SET state = 'refunded', refunded_at = $2 WHERE id = $1 AND state = 'due' RETURNING ${COLUMNS}`, [id, at]);
  return row;
}
