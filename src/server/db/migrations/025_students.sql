-- Students and graduates of the group's app (spec §2.6 item 1 and 8, §3 "Student status", §7.6; issue 15): the
-- details a student gives on the student page. Their university address is not here: it is the newest verified
-- student address in email_verifications. What makes the student offers appear is in docs/decisions.md
-- ("Students and graduates"); it is computed from these rows, never stored.
CREATE TABLE student_profiles (
  customer_id      integer PRIMARY KEY REFERENCES customers(id),
  birth_date       date,
  graduation_year  integer,
  -- The term-time postcode, normalised (upper-cased, one space before the inward code).
  post_code        text,
  -- The term-time bar (the page's selected_location_id).
  term_bar_id      integer REFERENCES bars(id),
  -- When the student said they have graduated ('I'm a graduate'); their student offers stop.
  graduated_at     timestamptz,
  -- When every detail was first given: with the university address's verification, when they qualified.
  completed_at     timestamptz,
  updated_at       timestamptz NOT NULL
);
