-- The small ones of issue 15.
--
-- Tips (spec §2.1 /tip/complete/{id}, §3 "Tip outcome", §7.5 rest/tip/{id}/outcome). Tipping is disabled (§8), so
-- no tip is taken any more; a tip taken before keeps its outcome page, found by its random 128-bit id.
CREATE TABLE tips (
  id               text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22,64}$'),
  bar_id           integer NOT NULL REFERENCES bars(id),
  forename         text NOT NULL,
  amount           integer NOT NULL CHECK (amount > 0),
  completed        boolean NOT NULL,
  bank_auth_code   text,
  created_at       timestamptz NOT NULL
);

-- The interest form (spec §1, §7.1 customers/register/group with group covid_interest): people who want to hear
-- when a bar reopens. One row per address, group and bar; leaving details again updates the names.
CREATE TABLE interest_registrations (
  id          serial PRIMARY KEY,
  brand_id    integer NOT NULL REFERENCES brands(id),
  bar_id      integer NOT NULL REFERENCES bars(id),
  group_name  text NOT NULL,
  forename    text NOT NULL,
  surname     text NOT NULL,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  UNIQUE (bar_id, group_name, email)
);
CREATE INDEX interest_registrations_created_idx ON interest_registrations (created_at);

-- The widget's error reports (spec §7.5 rest/booking/session/log-error), for the team. Size-limited by the call,
-- kept 30 days and at most the newest 10,000 (docs/decisions.md).
CREATE TABLE widget_error_reports (
  id          bigserial PRIMARY KEY,
  brand_id    integer NOT NULL,
  session_id  text,
  report      text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX widget_error_reports_created_idx ON widget_error_reports (created_at);
