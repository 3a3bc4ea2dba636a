-- Staff single sign-on (spec §2.6, §4 staff login, §7.6; issue 16) and Google sign-in for customers (§7.1).
--
-- A staff login under way: the browser holds a random 128-bit id in a short-lived cookie (stored here as its
-- SHA-256), and the state, nonce and PKCE verifier sent to the issuer wait here for the code to come back.
-- Each is used once: the first answer to come back, right or wrong, spends it.
CREATE TABLE staff_login_attempts (
  id_hash        text PRIMARY KEY,
  state          text NOT NULL,
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX staff_login_attempts_expires_idx ON staff_login_attempts (expires_at);

-- A signed-in member of staff, as the issuer named them. The cookie holds a random 128-bit id; only its
-- SHA-256 is stored. A session ends at expires_at, or when revoked (logout).
CREATE TABLE staff_sessions (
  id_hash     text PRIMARY KEY,
  issuer      text NOT NULL,
  subject     text NOT NULL,
  name        text NOT NULL,
  email       text,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz
);

-- Google ID tokens already used to sign in, by the SHA-256 of their jti, kept until the token expires:
-- a token copied from a customer's browser cannot sign in a second time.
CREATE TABLE google_token_uses (
  jti_hash    text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX google_token_uses_expires_idx ON google_token_uses (expires_at);
