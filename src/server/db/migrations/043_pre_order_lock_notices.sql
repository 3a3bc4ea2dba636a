-- Issue 28: a booking's guests are told once that its pre-order is about to close; the notice is a reminder
-- the server sends itself, at most one per guest (the index is what two processes agree on).
ALTER TABLE guest_reminders DROP CONSTRAINT guest_reminders_kind_check;
ALTER TABLE guest_reminders ADD CONSTRAINT guest_reminders_kind_check CHECK (kind IN ('pre-order', 'guest-details', 'invite-reminder', 'pre-order-lock'));
CREATE UNIQUE INDEX guest_reminders_one_lock_notice ON guest_reminders (guest_id) WHERE kind = 'pre-order-lock';
