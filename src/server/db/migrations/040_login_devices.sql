-- Browsers that have logged in to an account (issue 26, OWASP's device cookie). A login from one is counted
-- under that browser's own budget, so an attacker's paced guesses at the account cannot keep its owner out.
-- Only a hash of the cookie is kept.
CREATE TABLE login_devices (
  token_hash   text PRIMARY KEY,
  customer_id  integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL
);
CREATE INDEX login_devices_customer_idx ON login_devices (customer_id, last_used_at);
