import type { BookingMoney } from '../../domain/payments/lifecycle.ts';
import type { Queryable } from '../index.ts';

export type OrderPurpose = 'payment' | 'card';
export type OrderMethod = 'card' | 'google_pay' | 'apple_pay';
export type OrderStatus = 'pending' | 'processing' | 'paid' | 'stored' | 'declined' | 'refused';

export interface OrderRow {
  id: number;
  order_id: string;
  purpose: OrderPurpose;
  method: OrderMethod;
  brand_id: number;
  booking_id: number | null;
  session_id: string | null;
  deposit_request_id: number | null;
  amount: number;
  currency: string;
  gateway: string;
  merchant_id: string;
  account: string;
  request_timestamp: string;
  auto_settle: boolean;
  payer_ref: string | null;
  pmt_ref: string | null;
  return_url: string | null;
  status: OrderStatus;
  result: string | null;
  message: string | null;
  pasref: string | null;
  authcode: string | null;
  response_hash: string | null;
  customer_message: string | null;
  responded_at: Date | null;
  created_at: Date;
}

export type NewOrder = Pick<
  OrderRow,
  | 'order_id' | 'purpose' | 'method' | 'brand_id' | 'booking_id' | 'session_id' | 'deposit_request_id' | 'amount' | 'currency'
  | 'gateway' | 'merchant_id' | 'account' | 'request_timestamp' | 'auto_settle' | 'payer_ref' | 'pmt_ref' | 'return_url' | 'created_at'
>;

const ORDER_COLUMNS = [
  'order_id', 'purpose', 'method', 'brand_id', 'booking_id', 'session_id', 'deposit_request_id', 'amount', 'currency',
  'gateway', 'merchant_id', 'account', 'request_timestamp', 'auto_settle', 'payer_ref', 'pmt_ref', 'return_url', 'created_at',
] as const satisfies ReadonlyArray<keyof NewOrder>;

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<OrderRow> {
  const [row] = await tx.query<OrderRow>(
    `INSERT INTO payment_orders (${ORDER_COLUMNS.join(', ')})
     VALUES (${ORDER_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING *`,
    ORDER_COLUMNS.map((c) => order[c]),
  );
  return row!;
}

export async function findOrder(db: Queryable, orderId: string, options: { forUpdate?: boolean } = {}): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(`SELECT * FROM payment_orders WHERE order_id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [orderId]);
  return row;
}

export interface OrderAnswer {
  status: Exclude<OrderStatus, 'pending' | 'processing'>;
  result: string;
  message: string;
  pasref: string;
  authcode: string;
  response_hash: string;
  customer_message: string;
  responded_at: Date;
}

/** Records the gateway's answer; only an order still waiting for one is changed. */
export async function recordOrderAnswer(tx: Queryable, id: number, answer: OrderAnswer): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE payment_orders SET status = $2, result = $3, message = $4, pasref = $5, authcode = $6, response_hash = $7,
       customer_message = $8, responded_at = $9
     WHERE id = $1 AND responded_at IS NULL RETURNING id`,
    [id, answer.status, answer.result, answer.message, answer.pasref, answer.authcode, answer.response_hash, answer.customer_message, answer.responded_at],
  );
  return rows.length === 1;
}

/** Takes a wallet order to the gateway: only one caller gets it, so a token is charged at most once. */
export async function claimOrder(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(`UPDATE payment_orders SET status = 'processing' WHERE id = $1 AND status = 'pending' RETURNING id`, [id]);
  return rows.length === 1;
}

export async function releaseOrder(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE payment_orders SET status = 'pending' WHERE id = $1 AND status = 'processing'`, [id]);
}

/** Wallet orders a stopped server left at the gateway with no answer recorded. */
export async function releaseProcessingOrders(db: Queryable, olderThan: Date): Promise<number> {
  const rows = await db.query(`UPDATE payment_orders SET status = 'pending' WHERE status = 'processing' AND created_at < $1 RETURNING id`, [olderThan]);
  return rows.length;
}

/**
 * What card pages opened since `since` and not yet answered hold of a booking's money for payers other than
 * `claim` ('g' and a guest's id for a guest's share, 'b' for the booking's own payments): what is being paid
 * right now by someone else.
 */
export async function reservedByOthers(tx: Queryable, bookingId: number, claim: string, since: Date): Promise<number> {
  const [row] = await tx.query<{ reserved: number }>(
    `SELECT COALESCE(SUM(o.amount), 0)::int AS reserved
     FROM payment_orders o LEFT JOIN deposit_requests r ON r.id = o.deposit_request_id
     WHERE o.booking_id = $1 AND o.purpose = 'payment' AND o.status IN ('pending', 'processing') AND o.created_at > $3
       AND COALESCE('g' || r.guest_id::text, 'b') <> $2`,
    [bookingId, claim, since],
  );
  return row!.reserved;
}

export async function listOrdersForRequest(db: Queryable, depositRequestId: number): Promise<OrderRow[]> {
  return db.query<OrderRow>('SELECT * FROM payment_orders WHERE deposit_request_id = $1 AND responded_at IS NOT NULL ORDER BY id', [depositRequestId]);
}

export interface PaymentRow {
  id: number;
  order_id: number;
  booking_id: number;
  amount: number;
  deposit_part: number;
  balance_part: number;
  currency: string;
  method: string;
  pasref: string;
  authcode: string;
  status: 'captured' | 'refund_due';
  reason: string | null;
  created_at: Date;
}

export type NewPayment = Omit<PaymentRow, 'id' | 'created_at'>;

/** One payment per order (unique order_id): undefined when this order already has one. */
export async function insertPayment(tx: Queryable, p: NewPayment): Promise<PaymentRow | undefined> {
  const [row] = await tx.query<PaymentRow>(
    `INSERT INTO payments (order_id, booking_id, amount, deposit_part, balance_part, currency, method, pasref, authcode, status, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (order_id) DO NOTHING RETURNING *`,
    [p.order_id, p.booking_id, p.amount, p.deposit_part, p.balance_part, p.currency, p.method, p.pasref, p.authcode, p.status, p.reason],
  );
  return row;
}

export async function listPayments(db: Queryable, bookingId: number): Promise<PaymentRow[]> {
  return db.query<PaymentRow>('SELECT * FROM payments WHERE booking_id = $1 ORDER BY id', [bookingId]);
}

export interface StoredCardRow {
  id: number;
  order_id: number;
  session_id: string | null;
  booking_id: number | null;
  payer_ref: string;
  pmt_ref: string;
  card_digits: string;
  card_type: string;
  expiry: string;
  created_at: Date;
}

export async function insertStoredCard(tx: Queryable, card: Omit<StoredCardRow, 'id' | 'created_at'>): Promise<void> {
  await tx.query(
    `INSERT INTO stored_cards (order_id, session_id, booking_id, payer_ref, pmt_ref, card_digits, card_type, expiry)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (order_id) DO NOTHING`,
    [card.order_id, card.session_id, card.booking_id, card.payer_ref, card.pmt_ref, card.card_digits, card.card_type, card.expiry],
  );
}

/** A card stored for the session, or for its booking (captured before or after completion). */
export async function findStoredCard(db: Queryable, where: { sessionId: string | null; bookingId: number | null }): Promise<StoredCardRow | undefined> {
  const [row] = await db.query<StoredCardRow>(
    `SELECT * FROM stored_cards WHERE ($1::text IS NOT NULL AND session_id = $1) OR ($2::int IS NOT NULL AND booking_id = $2) ORDER BY id LIMIT 1`,
    [where.sessionId, where.bookingId],
  );
  return row;
}

export interface DepositRequestRow {
  id: number;
  token: string;
  booking_id: number;
  guest_id: number | null;
  kind: 'guest' | 'payment_request';
  amount: number;
  completed_at: Date | null;
  created_at: Date;
}

export async function insertDepositRequest(
  db: Queryable,
  r: Pick<DepositRequestRow, 'token' | 'booking_id' | 'guest_id' | 'kind' | 'amount'>,
): Promise<DepositRequestRow> {
  const [row] = await db.query<DepositRequestRow>(
    'INSERT INTO deposit_requests (token, booking_id, guest_id, kind, amount) VALUES ($1, $2, $3, $4, $5) RETURNING *',
    [r.token, r.booking_id, r.guest_id, r.kind, r.amount],
  );
  return row!;
}

export async function findDepositRequest(db: Queryable, where: { token: string } | { id: number }): Promise<DepositRequestRow | undefined> {
  const [row] =
    'token' in where
      ? await db.query<DepositRequestRow>('SELECT * FROM deposit_requests WHERE token = $1', [where.token])
      : await db.query<DepositRequestRow>('SELECT * FROM deposit_requests WHERE id = $1', [where.id]);
  return row;
}

export async function completeDepositRequest(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE deposit_requests SET completed_at = $2 WHERE id = $1 AND completed_at IS NULL', [id, at]);
}

export interface GuestRow {
  id: number;
  booking_id: number;
  forename: string;
  surname: string;
  email: string;
  deposit_total: number;
  deposit_balance: number;
  balance: number;
}

export async function insertGuest(db: Queryable, g: Omit<GuestRow, 'id'>): Promise<GuestRow> {
  const [row] = await db.query<GuestRow>(
    `INSERT INTO booking_guests (booking_id, forename, surname, email, deposit_total, deposit_balance, balance)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, booking_id, forename, surname, email, deposit_total, deposit_balance, balance`,
    [g.booking_id, g.forename, g.surname, g.email, g.deposit_total, g.deposit_balance, g.balance],
  );
  return row!;
}

export async function findGuest(db: Queryable, bookingId: number, guestId: number): Promise<GuestRow | undefined> {
  const [row] = await db.query<GuestRow>(
    'SELECT id, booking_id, forename, surname, email, deposit_total, deposit_balance, balance FROM booking_guests WHERE id = $1 AND booking_id = $2',
    [guestId, bookingId],
  );
  return row;
}

/** A guest's share goes down by what they paid, deposit first; never below zero. */
export async function reduceGuestBalances(tx: Queryable, guestId: number, amount: number): Promise<void> {
  await tx.query(
    `UPDATE booking_guests SET
       deposit_balance = GREATEST(0, deposit_balance - $2),
       balance = GREATEST(0, balance - GREATEST(0, $2 - deposit_balance))
     WHERE id = $1`,
    [guestId, amount],
  );
}

/** Booking lookups by the secrets and codes the payment pages carry. */
export async function findBookingId(db: Queryable, where: { paymentToken: string } | { refCode: string } | { manageKey: string } | { inviteCode: string }): Promise<number | undefined> {
  const [row] =
    'paymentToken' in where
      ? await db.query<{ id: number }>('SELECT id FROM bookings WHERE payment_token = $1', [where.paymentToken])
      : 'inviteCode' in where
        ? await db.query<{ id: number }>('SELECT id FROM bookings WHERE invite_code = $1', [where.inviteCode])
        : 'manageKey' in where
        ? await db.query<{ id: number }>('SELECT id FROM bookings WHERE manage_key = $1', [where.manageKey])
        : await db.query<{ id: number }>('SELECT id FROM bookings WHERE ref_code = $1', [where.refCode]);
  return row?.id;
}

/** Holds the booking row for the rest of the transaction: its balances change under this lock only. */
export async function lockBooking(tx: Queryable, id: number): Promise<void> {
  await tx.query('SELECT id FROM bookings WHERE id = $1 FOR UPDATE', [id]);
}

/**
 * The hold's limit, fixed the first time it is asked for (from the hold completion gave): later
 * extensions can never move it.
 */
export async function holdLimitOf(tx: Queryable, id: number, fromFirstHold: (hold: Date) => Date): Promise<Date | null> {
  const [row] = await tx.query<{ hold_expires_at: Date | null; hold_limit_at: Date | null }>(
    'SELECT hold_expires_at, hold_limit_at FROM bookings WHERE id = $1',
    [id],
  );
  if (!row) return null;
  if (row.hold_limit_at) return row.hold_limit_at;
  if (!row.hold_expires_at) return null;
  const limit = fromFirstHold(row.hold_expires_at);
  await tx.query('UPDATE bookings SET hold_limit_at = $2 WHERE id = $1 AND hold_limit_at IS NULL', [id, limit]);
  return limit;
}

export async function setBookingHold(tx: Queryable, id: number, holdExpiresAt: Date | null): Promise<void> {
  await tx.query('UPDATE bookings SET hold_expires_at = $2, updated_at = now() WHERE id = $1', [id, holdExpiresAt]);
}

export async function updateBookingMoney(tx: Queryable, id: number, m: BookingMoney): Promise<void> {
  await tx.query(
    `UPDATE bookings SET status_id = $2, deposit_balance = $3, balance = $4, deposit_due_date = $5, balance_due_date = $6,
       hold_expires_at = $7, updated_at = now()
     WHERE id = $1`,
    [id, m.status_id, m.deposit_balance, m.balance, m.deposit_due_date, m.balance_due_date, m.hold_expires_at],
  );
}
