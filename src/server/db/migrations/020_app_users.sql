-- Users of the group's app (spec §2.1 /app/{app_user_id}, issue 15). The app holds app_user_id, a random
-- 192-bit URL-safe secret that opens the customer's pages as a login would: one app user per customer.
CREATE TABLE app_users (
  id            serial PRIMARY KEY,
  app_user_id   text NOT NULL UNIQUE,
  customer_id   integer NOT NULL UNIQUE REFERENCES customers(id),
  created_at    timestamptz NOT NULL
);

-- A session the app started (customers/authenticate-app-customer): the app has identified its user, so
-- the session stands whether or not the customer has verified an address on this site.
ALTER TABLE customer_sessions ADD COLUMN app_user_id integer REFERENCES app_users(id);
