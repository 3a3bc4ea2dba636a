import type { Queryable } from '../index.ts';

/** A staff login under way, as kept until the issuer sends the browser back (migration 032). */
export interface StaffLoginAttempt {
  state: string;
  nonce: string;
  code_verifier: string;
}

export async function insertStaffLoginAttempt(db: Queryable, attempt: StaffLoginAttempt & { idHash: string; at: Date; expiresAt: Date }) {
  await db.run(
    'INSERT INTO staff_login_attempts (id_hash, state, nonce, code_verifier, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [attempt.idHash, attempt.state, attempt.nonce, attempt.code_verifier, attempt.at, attempt.expiresAt],
  );
}

/** Spends a live attempt (once: a second spend finds nothing) and gives what it kept. */
export async function spendStaffLoginAttempt(db: Queryable, idHash: string, at: Date): Promise<StaffLoginAttempt | undefined> {
  const [row] = await db.query<StaffLoginAttempt>(
    `UPDATE staff_login_attempts SET used_at = $2 WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
     RETURNING state, nonce, code_verifier`,
    [idHash, at],
  );
  return row;
}

/** Attempts ended before `before` are of no more use. */
export async function forgetStaffLoginAttempts(db: Queryable, before: Date) {
  await db.run('DELETE FROM staff_login_attempts WHERE expires_at < $1', [before]);
}

export interface StaffSessionRow {
  issuer: string;
  subject: string;
  name: string;
  email: string | null;
  expires_at: Date;
}

export async function insertStaffSession(db: Queryable, session: Omit<StaffSessionRow, 'expires_at'> & { idHash: string; at: Date; expiresAt: Date }) {
  await db.run(
    'INSERT INTO staff_sessions (id_hash, issuer, subject, name, email, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [session.idHash, session.issuer, session.subject, session.name, session.email, session.at, session.expiresAt],
  );
}

/** A staff session neither revoked nor expired at `at`. */
export async function findLiveStaffSession(db: Queryable, idHash: string, at: Date): Promise<StaffSessionRow | undefined> {
  const [row] = await db.query<StaffSessionRow>(
    'SELECT issuer, subject, name, email, expires_at FROM staff_sessions WHERE id_hash = $1 AND revoked_at IS NULL AND expires_at > $2',
    [idHash, at],
  );
  return row;
}

export async function revokeStaffSession(db: Queryable, idHash: string, at: Date) {
  await db.run('UPDATE staff_sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL', [idHash, at]);
}
