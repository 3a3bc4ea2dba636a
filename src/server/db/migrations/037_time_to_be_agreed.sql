-- An enquiry sent without an approximate start time has no time until the party team agrees one with the
-- customer (issue 24): it was stored as 19:00, which every screen and e-mail then stated as if chosen. Its
-- booking_time is now null; start_at and end_at span its day's trading (08:00 to 08:00) so that lists keep
-- their order and the 06:00 split keeps it current through that night. Enquiries already stored at 19:00
-- are left as they are: nothing records whether a customer chose that time.
ALTER TABLE bookings ALTER COLUMN booking_time DROP NOT NULL;
