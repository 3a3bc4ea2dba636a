-- The lead booker's reminders to a guest (spec §7.3 rest/booking/{id}/reminder/{type}): one row per
-- e-mail sent, so a second reminder of the same kind to the same guest within the hour is refused.
CREATE TABLE guest_reminders (
  id serial PRIMARY KEY,
  guest_id integer NOT NULL REFERENCES booking_guests (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('pre-order', 'guest-details', 'invite-reminder')),
  sent_at timestamptz NOT NULL
);
CREATE INDEX guest_reminders_guest_kind_idx ON guest_reminders (guest_id, kind, sent_at);

-- A removed guest's requests to pay stay, no longer theirs: what they paid (or pay later through a
-- request already sent) is the booking's, never lost (docs/decisions.md, "Removing a guest").
ALTER TABLE deposit_requests DROP CONSTRAINT deposit_requests_guest_id_fkey;
ALTER TABLE deposit_requests ADD CONSTRAINT deposit_requests_guest_id_fkey
  FOREIGN KEY (guest_id) REFERENCES booking_guests (id) ON DELETE SET NULL;
