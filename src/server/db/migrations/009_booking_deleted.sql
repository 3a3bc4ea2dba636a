-- Status 6: a booking the bar deleted. The customer's pages show it as cancelled (domain/bookings/status.ts);
-- like a cancelled one it holds no covers.
ALTER TABLE bookings DROP CONSTRAINT bookings_status_id_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_status_id_check CHECK (status_id BETWEEN 0 AND 6);

-- A customer's bookings are theirs by address too, in any letter case (rest/my-bookings).
CREATE INDEX bookings_email_lower_idx ON bookings (lower(email));
