-- Societies and clubs (spec §2.5, §3 "Society customer", §7.5; issue 15). A society is of a type
-- (its base type: the messages a member reads, and whether a member may leave); its leadership issues
-- 6-character invite codes, and its QR poster carries a random 192-bit code. A customer belongs to one
-- society at a time: the membership whose left_at is NULL is their active one, and brings the society's
-- offers; leaving sets left_at and the offers stop.
CREATE TABLE society_base_types (
  id                  serial PRIMARY KEY,
  name                text NOT NULL UNIQUE,
  registered_message  text NOT NULL,
  leave_message       text NOT NULL,
  can_leave           boolean NOT NULL
);

CREATE TABLE societies (
  id            serial PRIMARY KEY,
  title         text NOT NULL,
  base_type_id  integer NOT NULL REFERENCES society_base_types(id),
  qr_code       text NOT NULL UNIQUE,
  created_at    timestamptz NOT NULL
);

-- Who runs a society: they see its page (/society/{id}) with its codes.
CREATE TABLE society_admins (
  society_id   integer NOT NULL REFERENCES societies(id),
  customer_id  integer NOT NULL REFERENCES customers(id),
  PRIMARY KEY (society_id, customer_id)
);

-- A code is typed by hand: letters and digits, stored upper-cased. Any number of members may use one until
-- it expires (NULL: it does not).
CREATE TABLE society_invite_codes (
  code        text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6}$'),
  society_id  integer NOT NULL REFERENCES societies(id),
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz
);
CREATE INDEX society_invite_codes_society_idx ON society_invite_codes (society_id);

CREATE TABLE society_members (
  id               serial PRIMARY KEY,
  society_id       integer NOT NULL REFERENCES societies(id),
  customer_id      integer NOT NULL REFERENCES customers(id),
  -- How they joined: an invite code (which one) or the society's QR code.
  joined_with      text NOT NULL CHECK (joined_with IN ('code', 'qr')),
  invite_code      text REFERENCES society_invite_codes(code),
  date_registered  timestamptz NOT NULL,
  left_at          timestamptz
);
CREATE UNIQUE INDEX society_members_active_idx ON society_members (customer_id) WHERE left_at IS NULL;
CREATE INDEX society_members_society_idx ON society_members (society_id);
