-- When the slot held for a provisional booking's payment must lapse for good, however often the
-- payment page is opened. Set when the first payment opens (from the hold completion gave it).
ALTER TABLE bookings ADD COLUMN hold_limit_at timestamptz;
