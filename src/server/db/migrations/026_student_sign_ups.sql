-- Student data collection (spec §2.6 item 5, §3 "Student data-collection payload", §7.6; issue 15): a student's
-- details and opt-ins left on /student-signup for the bar they chose. One row per address and brand: signing up
-- again with the same address brings the details up to date instead of adding a second person.
CREATE TABLE student_sign_ups (
  id               serial PRIMARY KEY,
  brand_id         integer NOT NULL REFERENCES brands(id),
  bar_id           integer NOT NULL REFERENCES bars(id),
  email            text NOT NULL,
  forename         text NOT NULL,
  surname          text NOT NULL,
  mobile           text NOT NULL,
  university       text NOT NULL,
  date_of_birth    date NOT NULL,
  graduation_year  integer NOT NULL,
  postcode         text,
  email_opt_in     boolean NOT NULL,
  sms_opt_in       boolean NOT NULL,
  phone_opt_in     boolean NOT NULL,
  date_created     timestamptz NOT NULL,
  date_updated     timestamptz NOT NULL,
  UNIQUE (brand_id, email)
);
