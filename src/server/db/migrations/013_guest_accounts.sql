-- A guest's own account (spec §2.4, §4 "Guest join (by code)"). Each guest has an invitation code,
-- join_code, that is only ever e-mailed to the guest's address (never shown on a page), so holding it
-- proves the address as a verification link does: /guest-join/{join_code} links the guest to an account
-- (customer_id), making one when the address has none. The code is made here for every guest, whoever
-- adds them: 244 random bits (two v4 UUIDs' random bits) as 64 hex characters. One account is a guest of
-- a booking once.
ALTER TABLE booking_guests
  ADD COLUMN join_code    text NOT NULL UNIQUE DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  ADD COLUMN customer_id  integer REFERENCES customers (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX booking_guests_booking_customer_idx ON booking_guests (booking_id, customer_id) WHERE customer_id IS NOT NULL;
CREATE INDEX booking_guests_customer_idx ON booking_guests (customer_id) WHERE customer_id IS NOT NULL;
