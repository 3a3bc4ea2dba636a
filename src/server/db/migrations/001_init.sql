-- Covers data model. Money is integer pence; times of day are local Europe/London wall-clock times.

CREATE TABLE brands (
  id          integer PRIMARY KEY,
  code        text NOT NULL UNIQUE,
  name        text NOT NULL,
  short_name  text NOT NULL
);

CREATE TABLE bars (
  id                   serial PRIMARY KEY,
  brand_id             integer NOT NULL REFERENCES brands(id),
  cost_centre          text NOT NULL UNIQUE,
  bar_name             text NOT NULL,
  branded_name         text NOT NULL,
  slug                 text NOT NULL UNIQUE,
  address_line_1       text NOT NULL DEFAULT '',
  address_line_2       text NOT NULL DEFAULT '',
  town                 text NOT NULL DEFAULT '',
  county               text NOT NULL DEFAULT '',
  postcode             text NOT NULL DEFAULT '',
  latitude             numeric(9, 6),
  longitude            numeric(9, 6),
  phone                text NOT NULL DEFAULT '',
  party_booking_phone  text NOT NULL DEFAULT '',
  party_booking_email  text NOT NULL DEFAULT '',
  open                 boolean NOT NULL DEFAULT true,
  central_bar          boolean NOT NULL DEFAULT false,
  frontend_visible     boolean NOT NULL DEFAULT true,
  close_date           date,
  covid_closed         boolean NOT NULL DEFAULT false,
  track_trace_content  text NOT NULL DEFAULT ''
);
CREATE INDEX bars_brand_idx ON bars (brand_id);

-- weekday: ISO 1 (Monday) .. 7 (Sunday). A close_time at or before 08:00 is the next morning.
CREATE TABLE bar_opening_hours (
  bar_id      integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  weekday     smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  open_time   time NOT NULL,
  close_time  time NOT NULL,
  PRIMARY KEY (bar_id, weekday)
);

CREATE TABLE day_parts (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  start_time     time NOT NULL,
  end_time       time NOT NULL,
  display_order  integer NOT NULL DEFAULT 0,
  is_default     boolean NOT NULL DEFAULT false
);

CREATE TABLE day_part_overrides (
  day_part_id  integer NOT NULL REFERENCES day_parts(id) ON DELETE CASCADE,
  bar_id       integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  part_name    text,
  start_time   time,
  end_time     time,
  PRIMARY KEY (day_part_id, bar_id)
);

CREATE TABLE booking_type_categories (
  id             serial PRIMARY KEY,
  name           text NOT NULL,
  display_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE booking_type_category_overrides (
  category_id    integer NOT NULL REFERENCES booking_type_categories(id) ON DELETE CASCADE,
  bar_id         integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  category_name  text NOT NULL,
  PRIMARY KEY (category_id, bar_id)
);

-- id is the party type id the spec refers to (27, 91, 97, 99, 111 are special).
CREATE TABLE booking_types (
  id                        integer PRIMARY KEY,
  front_end_name            text NOT NULL,
  flow                      text NOT NULL,
  category_id               integer NOT NULL REFERENCES booking_type_categories(id),
  brand_id                  integer REFERENCES brands(id),          -- NULL: every brand
  position                  integer NOT NULL DEFAULT 0,
  min_covers                integer NOT NULL DEFAULT 1 CHECK (min_covers >= 1),
  max_covers                integer NOT NULL CHECK (max_covers >= 1),
  masterclass_min_covers    integer,                                 -- type 27: below this, the shared masterclass message
  exact_covers              integer,                                 -- type 97: exactly this many people
  duration_minutes          integer NOT NULL DEFAULT 120 CHECK (duration_minutes > 0),
  slot_step_minutes         integer NOT NULL DEFAULT 15 CHECK (slot_step_minutes > 0),
  cutoff_minutes            integer NOT NULL DEFAULT 0 CHECK (cutoff_minutes >= 0),
  auto_confirm_max_covers   integer NOT NULL DEFAULT 0,             -- 0: never auto-confirmed (enquiry only)
  allow_fallback            boolean NOT NULL DEFAULT true,
  allow_standing            boolean NOT NULL DEFAULT false,
  is_standing_type          boolean NOT NULL DEFAULT false,
  info_text                 text NOT NULL DEFAULT '',
  price_per_person          integer NOT NULL DEFAULT 0 CHECK (price_per_person >= 0),
  price_per_booking         integer NOT NULL DEFAULT 0 CHECK (price_per_booking >= 0),
  deposit_per_person        integer NOT NULL DEFAULT 0 CHECK (deposit_per_person >= 0),
  full_payment_required     boolean NOT NULL DEFAULT false,
  balance_on_arrival        boolean NOT NULL DEFAULT false,         -- type 91
  requires_card             boolean NOT NULL DEFAULT false,
  no_show_fee_pp            integer NOT NULL DEFAULT 0 CHECK (no_show_fee_pp >= 0),
  deposit_due_days          integer NOT NULL DEFAULT 7,             -- days after booking, never after the event
  balance_due_days          integer NOT NULL DEFAULT 14,            -- days before the event
  pre_order_required        boolean NOT NULL DEFAULT false,
  min_spend                 integer NOT NULL DEFAULT 0,             -- pence; the pre-order must reach it
  weekdays                  smallint[] NOT NULL DEFAULT '{1,2,3,4,5,6,7}',
  CHECK (min_covers <= max_covers)
);

CREATE TABLE booking_type_day_parts (
  booking_type_id  integer NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  day_part_id      integer NOT NULL REFERENCES day_parts(id) ON DELETE CASCADE,
  PRIMARY KEY (booking_type_id, day_part_id)
);

-- Which bar offers which type, and how many covers it can seat at once for it.
CREATE TABLE bar_booking_types (
  bar_id           integer NOT NULL REFERENCES bars(id) ON DELETE CASCADE,
  booking_type_id  integer NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  capacity         integer NOT NULL CHECK (capacity >= 0),
  PRIMARY KEY (bar_id, booking_type_id)
);

CREATE TABLE options (
  id                 serial PRIMARY KEY,
  name               text NOT NULL,
  display_type       text NOT NULL CHECK (display_type IN ('package', 'custom')),
  image              text NOT NULL DEFAULT '',
  price_per_booking  boolean NOT NULL DEFAULT false,
  mix_match          boolean NOT NULL DEFAULT false,
  position           integer NOT NULL DEFAULT 0
);

CREATE TABLE booking_type_options (
  booking_type_id  integer NOT NULL REFERENCES booking_types(id) ON DELETE CASCADE,
  option_id        integer NOT NULL REFERENCES options(id) ON DELETE CASCADE,
  PRIMARY KEY (booking_type_id, option_id)
);

CREATE TABLE variations (
  id           serial PRIMARY KEY,
  option_id    integer NOT NULL REFERENCES options(id) ON DELETE CASCADE,
  name         text NOT NULL,
  description  text NOT NULL DEFAULT '',
  image        text NOT NULL DEFAULT '',
  price        integer NOT NULL CHECK (price >= 0),
  position     integer NOT NULL DEFAULT 0,
  background_colour text NOT NULL DEFAULT '',
  text_colour  text NOT NULL DEFAULT ''
);

CREATE TABLE menu_items (
  id               serial PRIMARY KEY,
  title            text NOT NULL,
  plu              text NOT NULL UNIQUE,
  premium          integer NOT NULL DEFAULT 0,          -- pence on top of the variation price
  selectable       boolean NOT NULL DEFAULT true,
  vegan            boolean NOT NULL DEFAULT false,
  vegetarian       boolean NOT NULL DEFAULT false,
  contains_gluten  boolean NOT NULL DEFAULT false
);

-- A choice is a slot in a variation (e.g. "Main") filled from its items, item_count times.
CREATE TABLE choices (
  id            serial PRIMARY KEY,
  variation_id  integer NOT NULL REFERENCES variations(id) ON DELETE CASCADE,
  name          text NOT NULL,
  item_count    integer NOT NULL DEFAULT 1 CHECK (item_count >= 1),
  position      integer NOT NULL DEFAULT 0
);

CREATE TABLE choice_items (
  choice_id     integer NOT NULL REFERENCES choices(id) ON DELETE CASCADE,
  menu_item_id  integer NOT NULL REFERENCES menu_items(id) ON DELETE CASCADE,
  PRIMARY KEY (choice_id, menu_item_id)
);

CREATE TABLE customers (
  id             serial PRIMARY KEY,
  email          text NOT NULL UNIQUE,
  forename       text NOT NULL DEFAULT '',
  surname        text NOT NULL DEFAULT '',
  phone          text NOT NULL DEFAULT '',
  opt_in         smallint NOT NULL DEFAULT 0 CHECK (opt_in IN (0, 1)),
  sms_opt_in     smallint NOT NULL DEFAULT 0 CHECK (sms_opt_in IN (0, 1)),
  phone_opt_in   smallint NOT NULL DEFAULT 0 CHECK (phone_opt_in IN (0, 1)),
  password_hash  text,
  created_at     timestamptz NOT NULL DEFAULT now()
);

-- The wizard's answers so far; computed fields are derived on every read, never stored.
CREATE TABLE booking_sessions (
  id            text PRIMARY KEY,
  brand_id      integer NOT NULL REFERENCES brands(id),
  fields        jsonb NOT NULL DEFAULT '{}'::jsonb,
  completed_at  timestamptz,
  booking_id    integer,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- status_id: 0 provisional (waiting for deposit), 1 confirmed, 2 no show, 3 pending, 4 cancelled, 5 postponed.
CREATE TABLE bookings (
  id                 serial PRIMARY KEY,
  ref_code           text NOT NULL UNIQUE,
  status_id          smallint NOT NULL CHECK (status_id BETWEEN 0 AND 5),
  brand_id           integer NOT NULL REFERENCES brands(id),
  bar_id             integer NOT NULL REFERENCES bars(id),
  booking_type_id    integer NOT NULL REFERENCES booking_types(id),
  customer_id        integer REFERENCES customers(id),
  session_id         text UNIQUE REFERENCES booking_sessions(id),
  people             integer NOT NULL CHECK (people >= 1),
  booking_date       date NOT NULL,
  booking_time       time NOT NULL,
  start_at           timestamptz NOT NULL,
  end_at             timestamptz NOT NULL,
  value              integer NOT NULL DEFAULT 0,
  deposit            integer NOT NULL DEFAULT 0,
  deposit_balance    integer NOT NULL DEFAULT 0,       -- deposit still to pay
  balance            integer NOT NULL DEFAULT 0,       -- remainder still to pay
  deposit_due_date   date,
  balance_due_date   date,
  hold_expires_at    timestamptz,                      -- provisional bookings free their covers after this
  manage_key         text NOT NULL UNIQUE,
  invite_code        text NOT NULL UNIQUE,
  payment_token      text NOT NULL UNIQUE,
  forename           text NOT NULL DEFAULT '',
  surname            text NOT NULL DEFAULT '',
  email              text NOT NULL DEFAULT '',
  phone              text NOT NULL DEFAULT '',
  company_name       text NOT NULL DEFAULT '',
  special_requirements text NOT NULL DEFAULT '',
  callback_date      date,
  callback_time      text,
  approx_time        text,
  is_standing        boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_bar_day_idx ON bookings (bar_id, booking_type_id, booking_date);
CREATE INDEX bookings_customer_idx ON bookings (customer_id);

CREATE TABLE booking_variations (
  id            serial PRIMARY KEY,
  booking_id    integer NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  variation_id  integer NOT NULL REFERENCES variations(id),
  quantity      integer NOT NULL CHECK (quantity >= 1),
  unit_price    integer NOT NULL,
  name          text NOT NULL,
  choices       jsonb NOT NULL DEFAULT '[]'::jsonb
);

CREATE TABLE email_outbox (
  id          serial PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  body_text   text NOT NULL,
  template    text NOT NULL,
  booking_id  integer REFERENCES bookings(id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
