import type { Queryable } from '../index.ts';

/**
 * A message to send. Queue it with `enqueueEmail` inside the transaction that makes what it tells of;
 * the delivery (mail/delivery.ts) sends it. A new kind of message is a function that returns one of
 * these (see mail/booking-emails.ts), with its own `template` name.
 */
export interface OutgoingEmail {
  to_address: string;
  subject: string;
  body_text: string;
  /** The HTML part beside the text: every message has both (mail/compose). */
  body_html: string;
  /** The kind of message ('booking-confirmed', 'account-verify'…): for the mailbox and the logs. */
  template: string;
  /** The booking it is about, if any (an account message has none). */
  booking_id: number | null;
  /** The brand whose name it is sent in (null: the default brand's). */
  brand_id?: number | null;
  /** Where a reply goes, when a person should answer (the bar's party team). */
  reply_to?: string | null;
  /** Files it carries: the confirmation's calendar file. */
  attachments?: MailAttachment[];
  /** Headers beside the usual ones: List-Unsubscribe on a message that brings offers. */
  headers?: Record<string, string>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text). */
  content: string;
}

/** A message claimed for sending: `attempts` counts this one. */
export interface ClaimedEmail extends Omit<OutgoingEmail, 'body_html'> {
  body_html: string | null;
  id: number;
  attempts: number;
  created_at: Date;
}

export async function enqueueEmail(db: Queryable, email: OutgoingEmail): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO email_outbox (to_address, subject, body_text, body_html, template, booking_id, brand_id, reply_to, attachments, headers) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb) RETURNING id`,
    [email.to_address, email.subject, email.body_text, email.body_html, email.template, email.booking_id, email.brand_id ?? null, email.reply_to ?? null, JSON.stringify(email.attachments ?? []), JSON.stringify(email.headers ?? {})],
  );
  return row!.id;
}

/**
 * Claims up to `limit` unsent messages that are due at `now` and claimed by no one (or whose claim has
 * run out), until `claimUntil`: no other process sends them meanwhile. One statement, rows locked and
 * skipped, so two processes claiming at once never take the same message.
 */
export async function claimDueEmails(db: Queryable, options: { now: Date; claimUntil: Date; limit: number }): Promise<ClaimedEmail[]> {
  return db.query<ClaimedEmail>(
    `UPDATE email_outbox SET claimed_until = $2, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM email_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL
           AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
           AND (claimed_until IS NULL OR claimed_until <= $1)
         ORDER BY id LIMIT $3
         FOR UPDATE SKIP LOCKED)
      RETURNING id, to_address, subject, body_text, body_html, template, booking_id, brand_id, reply_to, attachments, headers, attempts, created_at`,
    [options.now.toISOString(), options.claimUntil.toISOString(), options.limit],
  );
}

/** How many messages wait to be sent, and how long the oldest has waited (seconds; 0 when none). */
export async function outboxBacklog(db: Queryable, now: Date): Promise<{ waiting: number; oldestSeconds: number }> {
  const [row] = await db.query<{ waiting: number; oldest: string | null }>(
    `SELECT count(*)::int AS waiting, min(created_at) AS oldest FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL`,
  );
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return { waiting: row?.waiting ?? 0, oldestSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000) };
}

export async function markEmailSent(db: Queryable, id: number, at: Date, messageId: string): Promise<void> {
  await db.query('UPDATE email_outbox SET sent_at = $2, message_id = $3, claimed_until = NULL, last_error = NULL WHERE id = $1', [id, at.toISOString(), messageId]);
}

/** Claimed messages a stopping sender will not send: free for the next claim at once, the attempt not counted. */
export async function releaseEmailClaims(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('UPDATE email_outbox SET claimed_until = NULL, attempts = attempts - 1 WHERE id = ANY($1::int[]) AND sent_at IS NULL', [ids]);
}

/** A failed send: tried again at `retryAt`, or given up when it is null. */
export async function markEmailFailed(db: Queryable, id: number, failure: { error: string; retryAt: Date | null; at: Date }): Promise<void> {
  await db.query('UPDATE email_outbox SET claimed_until = NULL, last_error = $2, next_attempt_at = $3, failed_at = $4 WHERE id = $1', [
    id,
    failure.error.slice(0, 1000),
    failure.retryAt?.toISOString() ?? null,
    failure.retryAt ? null : failure.at.toISOString(),
  ]);
}

export interface StoredEmail extends Omit<OutgoingEmail, 'body_html'> {
  /** Messages queued before e-mails had HTML have none. */
  body_html: string | null;
  attachments: MailAttachment[];
  id: number;
  created_at: Date;
  sent_at: Date | null;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  failed_at: Date | null;
  message_id: string | null;
}

const STORED = 'id, to_address, subject, body_text, body_html, template, booking_id, brand_id, reply_to, attachments, headers, created_at, sent_at, attempts, next_attempt_at, last_error, failed_at, message_id';

export async function listEmails(db: Queryable, limit = 50) {
  return db.query<StoredEmail>(`SELECT ${STORED} FROM email_outbox ORDER BY id DESC LIMIT $1`, [limit]);
}

export async function findEmail(db: Queryable, id: number) {
  const [row] = await db.query<StoredEmail>(`SELECT ${STORED} FROM email_outbox WHERE id = $1`, [id]);
  return row;
}
