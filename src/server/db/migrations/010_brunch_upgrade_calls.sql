-- A brunch booking's request for a call from the bar's party team about upgrading it: one per booking
-- (the unique key holds it under two requests at once), in a callback window offered (London time).
CREATE TABLE brunch_upgrade_calls (
  id serial PRIMARY KEY,
  booking_id integer NOT NULL UNIQUE REFERENCES bookings (id),
  callback_date date NOT NULL,
  start_hour smallint NOT NULL CHECK (start_hour BETWEEN 0 AND 23),
  end_hour smallint NOT NULL CHECK (end_hour BETWEEN 1 AND 24 AND end_hour > start_hour),
  notes text,
  created_at timestamptz NOT NULL DEFAULT now()
);
