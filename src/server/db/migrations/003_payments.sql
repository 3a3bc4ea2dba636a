-- Payments. Money is integer pence. An order is one attempt at the gateway (a hosted card page, a
-- wallet payment or a card capture); a payment is money the gateway took for an order. Settling an
-- order writes the payment, the booking's new balances and the e-mail in one transaction.

-- The guests of a booking, as far as payments need them (their share still to pay). The guest
-- features (join, pre-order choices) add their own columns.
CREATE TABLE booking_guests (
  id               serial PRIMARY KEY,
  booking_id       integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  forename         text NOT NULL DEFAULT '',
  surname          text NOT NULL DEFAULT '',
  email            text NOT NULL DEFAULT '',
  deposit_total    integer NOT NULL DEFAULT 0 CHECK (deposit_total >= 0),
  deposit_balance  integer NOT NULL DEFAULT 0 CHECK (deposit_balance >= 0),
  balance          integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_guests_booking_idx ON booking_guests (booking_id);

-- A request to pay a given amount towards a booking, addressed by a secret token: a guest's share,
-- or an amount confirmed on the payment-by-code page. Paid at most once.
CREATE TABLE deposit_requests (
  id            serial PRIMARY KEY,
  token         text NOT NULL UNIQUE,
  booking_id    integer NOT NULL REFERENCES bookings(id),
  guest_id      integer REFERENCES booking_guests(id),
  kind          text NOT NULL CHECK (kind IN ('guest', 'payment_request')),
  amount        integer NOT NULL CHECK (amount > 0),
  completed_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposit_requests_booking_idx ON deposit_requests (booking_id);

CREATE TABLE payment_orders (
  id                  serial PRIMARY KEY,
  order_id            text NOT NULL UNIQUE,                  -- ORDER_ID at the gateway; a 192-bit secret
  purpose             text NOT NULL CHECK (purpose IN ('payment', 'card')),
  method              text NOT NULL CHECK (method IN ('card', 'google_pay', 'apple_pay')),
  brand_id            integer NOT NULL REFERENCES brands(id),
  booking_id          integer REFERENCES bookings(id),
  session_id          text REFERENCES booking_sessions(id),
  deposit_request_id  integer REFERENCES deposit_requests(id),
  amount              integer NOT NULL CHECK (amount >= 0),
  currency            text NOT NULL,
  gateway             text NOT NULL,
  merchant_id         text NOT NULL,
  account             text NOT NULL,
  request_timestamp   text NOT NULL,                         -- TIMESTAMP of the signed request
  auto_settle         boolean NOT NULL,
  payer_ref           text,
  pmt_ref             text,
  return_url          text,
  -- pending: no answer yet; processing: a wallet payment is at the gateway; paid / stored: done;
  -- declined: the gateway said no; refused: the gateway took money we could not accept (refund due).
  status              text NOT NULL DEFAULT 'pending'
                      CHECK (status IN ('pending', 'processing', 'paid', 'stored', 'declined', 'refused')),
  result              text,
  message             text,
  pasref              text,
  authcode            text,
  response_hash       text,
  customer_message    text,
  responded_at        timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (booking_id IS NOT NULL OR session_id IS NOT NULL),
  CHECK ((purpose = 'card' AND amount = 0) OR (purpose = 'payment' AND amount > 0 AND booking_id IS NOT NULL)),
  CHECK ((responded_at IS NULL) = (status IN ('pending', 'processing')))
);
CREATE INDEX payment_orders_booking_idx ON payment_orders (booking_id);
CREATE INDEX payment_orders_session_idx ON payment_orders (session_id);

-- At most one payment per order: a replayed or concurrent answer can never take money twice.
CREATE TABLE payments (
  id            serial PRIMARY KEY,
  order_id      integer NOT NULL UNIQUE REFERENCES payment_orders(id),
  booking_id    integer NOT NULL REFERENCES bookings(id),
  amount        integer NOT NULL CHECK (amount > 0),
  deposit_part  integer NOT NULL CHECK (deposit_part >= 0),
  balance_part  integer NOT NULL CHECK (balance_part >= 0),
  currency      text NOT NULL,
  method        text NOT NULL,
  pasref        text NOT NULL,
  authcode      text NOT NULL DEFAULT '',
  -- captured: counted against the booking; refund_due: taken by the gateway but not accepted
  -- (cancelled booking, slot gone, already paid), to be refunded by the team.
  status        text NOT NULL CHECK (status IN ('captured', 'refund_due')),
  reason        text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'captured' AND deposit_part + balance_part = amount)
      OR (status = 'refund_due' AND deposit_part = 0 AND balance_part = 0))
);
CREATE INDEX payments_booking_idx ON payments (booking_id);

-- Cards captured for no-show fees: only the gateway's references and a masked number.
CREATE TABLE stored_cards (
  id           serial PRIMARY KEY,
  order_id     integer NOT NULL UNIQUE REFERENCES payment_orders(id),
  session_id   text REFERENCES booking_sessions(id),
  booking_id   integer REFERENCES bookings(id),
  payer_ref    text NOT NULL,
  pmt_ref      text NOT NULL,
  card_digits  text NOT NULL DEFAULT '',
  card_type    text NOT NULL DEFAULT '',
  expiry       text NOT NULL DEFAULT '',
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_cards_session_idx ON stored_cards (session_id);
CREATE INDEX stored_cards_booking_idx ON stored_cards (booking_id);

-- The built-in sandbox gateway's own ledger, as a real gateway keeps one: one transaction per order
-- id, and whether its answer reached the merchant response URL (re-sent on start-up if not).
CREATE TABLE sandbox_transactions (
  order_id      text PRIMARY KEY,
  response      jsonb NOT NULL,
  response_url  text NOT NULL,
  delivered_at  timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now()
);
