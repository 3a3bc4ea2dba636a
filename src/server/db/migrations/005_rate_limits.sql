-- The rate limits' counters, one row per limit and client, shared by every API process on the database.
-- Unlogged: a counter lost in a crash only gives a client a fresh window, and no write-ahead log is spent on it.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  expires_at timestamptz NOT NULL
);
