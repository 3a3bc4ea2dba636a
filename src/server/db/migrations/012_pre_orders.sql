-- Everyone's own pre-order (spec §3 "Guest", "Guest pre-order entry", §4). A guest is assigned one of the
-- booking's per-person packages (variation_id; NULL: none yet) and fills its choice groups themselves
-- (choices: the widget's step-3 answers, one {index, choice_id, items: [{breakdown_id, item_id}]} per item
-- slot). pre_order_updated_at is the server clock's time of the guest's last saved change.
ALTER TABLE booking_guests
  ADD COLUMN variation_id          integer REFERENCES variations (id),
  ADD COLUMN choices               jsonb NOT NULL DEFAULT '[]'::jsonb,
  ADD COLUMN pre_order_updated_at  timestamptz;
-- The pre-order of a booking closes this many hours before the booking begins (docs/decisions.md,
-- "When a pre-order locks"): the kitchen and bar order and prepare from it.
ALTER TABLE booking_types
  ADD COLUMN pre_order_lock_hours  integer NOT NULL DEFAULT 48 CHECK (pre_order_lock_hours >= 0);
