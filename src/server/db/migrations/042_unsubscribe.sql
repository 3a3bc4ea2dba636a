-- Issue 28: a message that brings offers can be unsubscribed from in one click (RFC 8058): the outbox keeps a
-- message's extra headers (List-Unsubscribe), and a student sign-up the hash of its unsubscribe link's secret.
ALTER TABLE email_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE student_sign_ups ADD COLUMN unsubscribe_hash text;
CREATE UNIQUE INDEX student_sign_ups_unsubscribe ON student_sign_ups (unsubscribe_hash) WHERE unsubscribe_hash IS NOT NULL;
