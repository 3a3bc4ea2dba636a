-- E-mail verification (spec §3 "Pending e-mail verification", §4, §7.5; issue 15): an address an app user says is
-- theirs (a university address for student offers, else a personal one), proved by the link e-mailed to it. The
-- link's code is a random 128-bit secret stored as its SHA-256; it lasts 24 hours and verifies once.
CREATE TABLE email_verifications (
  id             serial PRIMARY KEY,
  code_hash      text NOT NULL UNIQUE,
  customer_id    integer NOT NULL REFERENCES customers(id),
  app_user_id    integer REFERENCES app_users(id),
  email_address  text NOT NULL,
  student        boolean NOT NULL,
  date_created   timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  date_verified  timestamptz
);
CREATE INDEX email_verifications_customer_idx ON email_verifications (customer_id, email_address);
