-- An account asked for where the address is not yet proven (issue 26): the signup on a booking's manage page,
-- a guest joining by their invitation's code. What was given with it waits on the verification link e-mailed
-- to the address, and becomes the account only when that link is followed: the password (hashed), the names,
-- and the guest to link the account to.
ALTER TABLE customer_tokens
  ADD COLUMN password_hash text,
  ADD COLUMN forename      text,
  ADD COLUMN surname       text,
  ADD COLUMN guest_id      integer REFERENCES booking_guests(id) ON DELETE SET NULL;
