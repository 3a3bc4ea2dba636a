-- E-mail delivery: the outbox row is the message until it is sent. Whichever process claims a row
-- (claimed_until, a lease) sends it and marks it sent; a failed send is tried again at next_attempt_at
-- (NULL: as soon as possible), and after too many failures, or a permanent refusal, it is given up (failed_at).
ALTER TABLE email_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN claimed_until timestamptz,
  ADD COLUMN last_error text,
  ADD COLUMN failed_at timestamptz,
  ADD COLUMN body_html text,
  ADD COLUMN message_id text;

-- Messages queued before there was delivery were only ever shown in the development mailbox: they are
-- not sent now, perhaps days late, to addresses that never expected them.
UPDATE email_outbox SET failed_at = created_at, last_error = 'Queued before e-mail delivery existed: not sent.' WHERE sent_at IS NULL;

CREATE INDEX email_outbox_unsent ON email_outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
