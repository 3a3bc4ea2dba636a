-- Dates on which a bar keeps other hours than its week's (Christmas Day, Boxing Day, New Year's Day…).
-- Both times null: closed all day. A close_time at or before 08:00 is the next morning, as in bar_opening_hours.
CREATE TABLE bar_special_hours (
  bar_id      integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  date        date NOT NULL,
  open_time   time,
  close_time  time,
  note        text NOT NULL DEFAULT '',
  PRIMARY KEY (bar_id, date),
  CHECK ((open_time IS NULL) = (close_time IS NULL))
);
