-- Guests who join a booking by its link (spec §3 "Guest", "Join booking"). Each joined guest has their
-- own page, addressed by unique_code: a random 192-bit URL-safe secret. Guests the payments tables made
-- before this have none (NULL, which UNIQUE allows many of). One e-mail joins a booking once; a guest
-- who gives none can join as often as the party has room.
ALTER TABLE booking_guests
  ADD COLUMN unique_code       text UNIQUE,
  ADD COLUMN marketing_opt_in  boolean NOT NULL DEFAULT false,
  ADD COLUMN sms_opt_in        boolean NOT NULL DEFAULT false,
  ADD COLUMN phone_opt_in      boolean NOT NULL DEFAULT false,
  ADD COLUMN accepted          boolean NOT NULL DEFAULT false,
  ADD COLUMN admin             boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX booking_guests_booking_email_idx ON booking_guests (booking_id, lower(email)) WHERE email <> '';
