-- App vouchers (spec §2.6 item 7, §3 "Voucher payload", §7.6 customers/voucher; issue 15). A campaign issues
-- codes; a code is typed by hand (letters and digits, stored upper-case, random). An app user redeems a
-- campaign once, whichever of its codes they type; a code may be limited to a number of redemptions in all
-- (max_uses 1: a code printed for one person; NULL: a code shared by everyone, each app user once).
CREATE TABLE voucher_campaigns (
  id           serial PRIMARY KEY,
  name         text NOT NULL,
  -- What the voucher gives, as the app shows it once applied.
  description  text NOT NULL,
  starts_at    timestamptz NOT NULL,
  ends_at      timestamptz,
  created_at   timestamptz NOT NULL
);

CREATE TABLE voucher_codes (
  code         text PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{6,16}$'),
  campaign_id  integer NOT NULL REFERENCES voucher_campaigns(id),
  max_uses     integer CHECK (max_uses > 0),
  created_at   timestamptz NOT NULL
);
CREATE INDEX voucher_codes_campaign_idx ON voucher_codes (campaign_id);

CREATE TABLE voucher_redemptions (
  id           serial PRIMARY KEY,
  campaign_id  integer NOT NULL REFERENCES voucher_campaigns(id),
  code         text NOT NULL REFERENCES voucher_codes(code),
  app_user_id  integer NOT NULL REFERENCES app_users(id),
  redeemed_at  timestamptz NOT NULL,
  -- Once per app user per campaign, whatever happens at once: the database keeps one.
  UNIQUE (campaign_id, app_user_id)
);
CREATE INDEX voucher_redemptions_code_idx ON voucher_redemptions (code);
