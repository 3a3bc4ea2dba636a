import type { Queryable } from '../index.ts';

export interface EmailVerificationRow {
  id: number;
  customer_id: number;
  email_address: string;
  student: boolean;
  date_created: Date;
  expires_at: Date;
  date_verified: Date | null;
}

const COLUMNS = 'id, customer_id, email_address, student, date_created, expires_at, date_verified';

export async function insertEmailVerification(
  db: Queryable,
  row: { codeHash: string; customerId: number; appUserId: number | null; email: string; student: boolean; at: Date; expiresAt: Date },
): Promise<EmailVerificationRow> {
  const [inserted] = await db.query<EmailVerificationRow>(
    `INSERT INTO email_verifications (code_hash, customer_id, app_user_id, email_address, student, date_created, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [row.codeHash, row.customerId, row.appUserId, row.email, row.student, row.at, row.expiresAt],
  );
  return inserted!;
}

/** A customer's newest verification of an address (stored lower-cased). */
export async function latestEmailVerification(db: Queryable, customerId: number, email: string): Promise<EmailVerificationRow | undefined> {
  const [row] = await db.query<EmailVerificationRow>(
    `SELECT ${COLUMNS} FROM email_verifications WHERE customer_id = $1 AND email_address = $2 ORDER BY date_created DESC, id DESC LIMIT 1`,
    [customerId, email],
  );
  return row;
}

/** Whether a customer has verified an address at any time. */
export async function emailVerifiedBy(db: Queryable, customerId: number, email: string): Promise<Date | undefined> {
  const [row] = await db.query<{ at: Date | null }>(
    'SELECT min(date_verified) AS at FROM email_verifications WHERE customer_id = $1 AND email_address = $2',
    [customerId, email],
  );
  return row?.at ?? undefined;
}

export async function findEmailVerificationByCode(db: Queryable, codeHash: string): Promise<EmailVerificationRow | undefined> {
  const [row] = await db.query<EmailVerificationRow>(`SELECT ${COLUMNS} FROM email_verifications WHERE code_hash = $1`, [codeHash]);
  return row;
}

/** Marks a verification done (the first time only); the row as it is then. */
export async function markEmailVerified(db: Queryable, id: number, at: Date): Promise<EmailVerificationRow> {
  const [row] = await db.query<EmailVerificationRow>(
    `UPDATE email_verifications SET date_verified = coalesce(date_verified, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, at],
  );
  return row!;
}

/** A customer's student (university) or personal addresses as the student page reads them: the newest verified, and the newest asked for and not yet verified. */
export async function studentAddresses(db: Queryable, customerId: number, student: boolean): Promise<{ verified: string | null; pending: string | null }> {
  const [row] = await db.query<{ verified: string | null; pending: string | null }>(
    `SELECT (SELECT email_address FROM email_verifications WHERE customer_id = $1 AND student = $2 AND date_verified IS NOT NULL
             ORDER BY date_verified DESC, id DESC LIMIT 1) AS verified,
            (SELECT email_address FROM email_verifications v WHERE customer_id = $1 AND student = $2 AND date_verified IS NULL
               AND NOT EXISTS (SELECT 1 FROM email_verifications o WHERE o.customer_id = $1 AND o.email_address = v.email_address AND o.date_verified IS NOT NULL)
             ORDER BY date_created DESC, id DESC LIMIT 1) AS pending`,
    [customerId, student],
  );
  return row ?? { verified: null, pending: null };
}
