-- Customer accounts. An account is the customers row of its e-mail address (one per address, lower-cased),
-- so the bookings already made with that address (bookings.customer_id) are the account's from the start.
-- It can log in once the address is verified and a password is set.
ALTER TABLE customers ADD COLUMN email_verified_at timestamptz;
ALTER TABLE customers ADD COLUMN password_changed_at timestamptz;
ALTER TABLE customers ADD COLUMN allergens text[] NOT NULL DEFAULT '{}';
ALTER TABLE customers ADD COLUMN favourite_bar_id integer REFERENCES bars(id);

-- Logged-in sessions. The cookie holds a random 128-bit id; only its SHA-256 is stored, so a copy of
-- the table lets no one in. A session ends at idle_expires_at (moved on as it is used), at expires_at
-- whatever happens, or when revoked (logout, a password reset).
CREATE TABLE customer_sessions (
  id_hash          text PRIMARY KEY,
  customer_id      integer NOT NULL REFERENCES customers(id),
  created_at       timestamptz NOT NULL,
  last_seen_at     timestamptz NOT NULL,
  idle_expires_at  timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  revoked_at       timestamptz
);
CREATE INDEX customer_sessions_customer_idx ON customer_sessions (customer_id);

-- The links e-mailed to verify an address (purpose 'verify', 24 hours) and to reset a password ('reset',
-- 1 hour): random 128-bit tokens stored as their SHA-256, used once.
CREATE TABLE customer_tokens (
  token_hash   text PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers(id),
  purpose      text NOT NULL CHECK (purpose IN ('verify', 'reset')),
  join_token   text,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX customer_tokens_customer_idx ON customer_tokens (customer_id, purpose);
