-- Money owed back is a record of its own (issue 25): how much, why, to whom and whether it has gone back.
-- A refund is for one payment (the card it goes back to): a payment the booking could not accept (a late or
-- duplicate one, one on a cancelled booking, one for a slot that was gone), or the part of a captured payment
-- that a cancellation gives back. Payments recorded as refund_due before this migration get their refund.
CREATE TABLE refunds (
  id           serial PRIMARY KEY,
  booking_id   integer NOT NULL REFERENCES bookings(id),
  payment_id   integer NOT NULL REFERENCES payments(id),
  -- The guest who paid, when a guest paid their share; null: the lead booker (or a payment by code).
  guest_id     integer REFERENCES booking_guests(id) ON DELETE SET NULL,
  amount       integer NOT NULL CHECK (amount > 0),
  -- not_owed: taken for money no longer owed; cancelled: paid towards a booking since cancelled.
  reason       text NOT NULL CHECK (reason IN ('not_owed', 'cancelled')),
  -- due: to go back to the card; refunded: the team has refunded it.
  state        text NOT NULL DEFAULT 'due' CHECK (state IN ('due', 'refunded')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  refunded_at  timestamptz,
  CHECK ((state = 'refunded') = (refunded_at IS NOT NULL)),
  UNIQUE (payment_id, reason)
);
CREATE INDEX refunds_booking_idx ON refunds (booking_id);

INSERT INTO refunds (booking_id, payment_id, guest_id, amount, reason, created_at)
SELECT p.booking_id, p.id, r.guest_id, p.amount, 'not_owed', p.created_at
  FROM payments p
  JOIN payment_orders o ON o.id = p.order_id
  LEFT JOIN deposit_requests r ON r.id = o.deposit_request_id
 WHERE p.status = 'refund_due';

-- Whether a cancelled booking's deposit goes back, per booking type (docs/decisions.md, "Refunds").
ALTER TABLE booking_types ADD COLUMN deposit_refundable boolean NOT NULL DEFAULT false;

-- A cancelled booking owes nothing: what its balances said was left to pay (shown as "Balance £60.00" on a
-- cancelled booking) is nobody's to pay any more, its guests' shares included.
UPDATE bookings SET deposit_balance = 0, balance = 0, deposit_due_date = NULL, balance_due_date = NULL WHERE status_id IN (4, 6);
UPDATE booking_guests SET deposit_balance = 0, balance = 0 WHERE booking_id IN (SELECT id FROM bookings WHERE status_id IN (4, 6));
