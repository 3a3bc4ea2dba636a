-- Track and trace check-in (spec §2.5, §3 "Check-in visit", §4, §5, §7.5; issue 15). A walk-in visitor leaves
-- their details at a bar for a group of 1 up to the bar's maximum (at most 6); a visit lasts 2 hours and can be
-- extended. Everything here is personal data kept 21 days after the visit ends, then deleted by the server's
-- retention job (services/check-ins/retention.ts).
ALTER TABLE bars ADD COLUMN check_in_max_group smallint NOT NULL DEFAULT 6 CHECK (check_in_max_group BETWEEN 1 AND 6);

-- One row per contact (the e-mail address or phone number, normalised, as its SHA-256) at a bar: the row a
-- check-in or an extension locks, so a contact's visits are counted one transaction after another and
-- together never hold more people than the bar's maximum. last_finished is when their latest visit ends.
CREATE TABLE check_in_contacts (
  id             serial PRIMARY KEY,
  bar_id         integer NOT NULL REFERENCES bars(id),
  contact_hash   text NOT NULL,
  last_finished  timestamptz NOT NULL,
  UNIQUE (bar_id, contact_hash)
);
CREATE INDEX check_in_contacts_finished_idx ON check_in_contacts (last_finished);

-- A visit's id is a random 192-bit URL-safe secret: it alone lets the visitor extend it.
CREATE TABLE check_in_visits (
  id             text PRIMARY KEY,
  bar_id         integer NOT NULL REFERENCES bars(id),
  contact_id     integer NOT NULL REFERENCES check_in_contacts(id) ON DELETE CASCADE,
  forename       text NOT NULL,
  surname        text NOT NULL,
  group_size     smallint NOT NULL CHECK (group_size BETWEEN 1 AND 6),
  contact_type   text NOT NULL CHECK (contact_type IN ('email', 'phone')),
  email          text,
  phone          text,
  address        text NOT NULL DEFAULT '',
  post_code      text NOT NULL DEFAULT '',
  date_created   timestamptz NOT NULL,
  date_finished  timestamptz NOT NULL
);
CREATE INDEX check_in_visits_contact_idx ON check_in_visits (contact_id, date_finished);
CREATE INDEX check_in_visits_finished_idx ON check_in_visits (date_finished);
