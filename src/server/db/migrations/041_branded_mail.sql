-- Issue 28: a message is sent in its brand's name (the sender is chosen at sending, so the environment can
-- change it), may name who a reply goes to, and may carry files (the confirmation's calendar file).
ALTER TABLE email_outbox
  ADD COLUMN brand_id    integer,
  ADD COLUMN reply_to    text,
  ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
