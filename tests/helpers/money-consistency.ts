/**
 * What must hold of bookings and payments whatever happened to the server (a crash, its database cut): each
 * check is a query for the rows that break it, so none expected reads as an empty list.
 */
import type { Queryable } from '../../src/server/db/index.ts';

/** Everything that must hold whatever happened, as rows that break it (none expected). */
export async function moneyViolations(db: Queryable): Promise<unknown[]> {
  return [
    ...(await db.query(`SELECT 'confirmed without its deposit' AS problem, b.id FROM bookings b
        WHERE b.deposit > 0 AND b.status_id = 1 AND b.deposit_balance = 0
          AND (SELECT coalesce(sum(deposit_part), 0) FROM payments p WHERE p.booking_id = b.id AND p.status = 'captured') < b.deposit`)),
    ...(await db.query(`SELECT 'paid deposit not counted' AS problem, b.id FROM bookings b
        WHERE (SELECT coalesce(sum(deposit_part), 0) FROM payments p WHERE p.booking_id = b.id AND p.status = 'captured') <> b.deposit - b.deposit_balance`)),
    ...(await db.query(`SELECT 'provisional with its deposit paid' AS problem, id FROM bookings WHERE status_id = 0 AND deposit_balance = 0 AND deposit > 0`)),
    ...(await db.query(`SELECT 'paid order without one payment' AS problem, o.order_id FROM payment_orders o
        WHERE o.status IN ('paid', 'refused') AND (SELECT count(*) FROM payments p WHERE p.order_id = o.id) <> 1`)),
    ...(await db.query(`SELECT 'payment of an unanswered order' AS problem, p.id FROM payments p JOIN payment_orders o ON o.id = p.order_id
        WHERE o.responded_at IS NULL OR o.booking_id <> p.booking_id`)),
    ...(await db.query(`SELECT 'payment without its e-mail' AS problem, p.id FROM payments p
        WHERE (SELECT count(*) FROM email_outbox e WHERE e.booking_id = p.booking_id AND e.template IN ('payment-received', 'payment-refund-due'))
            <> (SELECT count(*) FROM payments q WHERE q.booking_id = p.booking_id)`)),
  ];
}
