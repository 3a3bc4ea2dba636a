import type { Queryable } from '../index.ts';

export interface OutgoingEmail {
  to_address: string;
  subject: string;
  body_text: string;
  template: string;
  booking_id: number | null;
}

export async function enqueueEmail(db: Queryable, email: OutgoingEmail): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO email_outbox (to_address, subject, body_text, template, booking_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [email.to_address, email.subject, email.body_text, email.template, email.booking_id],
  );
  return row!.id;
}

export async function listEmails(db: Queryable, limit = 50) {
  return db.query<OutgoingEmail & { id: number; created_at: Date; sent_at: Date | null }>(
    'SELECT id, to_address, subject, body_text, template, booking_id, created_at, sent_at FROM email_outbox ORDER BY id DESC LIMIT $1',
    [limit],
  );
}

export async function findEmail(db: Queryable, id: number) {
  const [row] = await db.query<OutgoingEmail & { id: number; created_at: Date; sent_at: Date | null }>(
    'SELECT id, to_address, subject, body_text, template, booking_id, created_at, sent_at FROM email_outbox WHERE id = $1',
    [id],
  );
  return row;
}
