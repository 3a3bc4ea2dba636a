-- A booking's date and time are the moment the party arrives, in London (issue 24): the 01:00 slot of
-- Saturday's late night is Sunday 01:00. Bookings were stored under the trading day whose slot they took
-- (Saturday, 01:00), which every screen and e-mail then read as Saturday 01:00. The trading day is now its own
-- column, for what the business counts by it (a day's capacity); the date and time are read again from
-- start_at, which always was the arrival.
ALTER TABLE bookings ADD COLUMN trading_date date;
UPDATE bookings SET trading_date = booking_date;
UPDATE bookings
   SET booking_date = (start_at AT TIME ZONE 'Europe/London')::date,
       booking_time = (start_at AT TIME ZONE 'Europe/London')::time
 WHERE booking_date <> (start_at AT TIME ZONE 'Europe/London')::date
    OR booking_time <> (start_at AT TIME ZONE 'Europe/London')::time;
ALTER TABLE bookings ALTER COLUMN trading_date SET NOT NULL;
DROP INDEX bookings_bar_day_idx;
CREATE INDEX bookings_bar_day_idx ON bookings (bar_id, booking_type_id, trading_date);
