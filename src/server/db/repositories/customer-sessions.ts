import type { Queryable } from '../index.ts';

export interface CustomerSessionRow {
  id_hash: string;
  customer_id: number;
  last_seen_at: Date;
  idle_expires_at: Date;
  expires_at: Date;
  /** Started by the group's app for its user (customers/authenticate-app-customer). */
  app_user_id: number | null;
}

export async function insertCustomerSession(
  db: Queryable,
  session: { idHash: string; customerId: number; at: Date; idleExpiresAt: Date; expiresAt: Date; appUserId?: number | undefined },
) {
  await db.run(
    `INSERT INTO customer_sessions (id_hash, customer_id, created_at, last_seen_at, idle_expires_at, expires_at, app_user_id)
     VALUES ($1, $2, $3, $3, $4, $5, $6)`,
    [session.idHash, session.customerId, session.at, session.idleExpiresAt, session.expiresAt, session.appUserId ?? null],
  );
}

/** A session that is neither revoked nor past either of its expiries at `at`. */
export async function findLiveCustomerSession(db: Queryable, idHash: string, at: Date): Promise<CustomerSessionRow | undefined> {
  const [row] = await db.query<CustomerSessionRow>(
    `SELECT id_hash, customer_id, last_seen_at, idle_expires_at, expires_at, app_user_id FROM customer_sessions
     WHERE id_hash = $1 AND revoked_at IS NULL AND idle_expires_at > $2 AND expires_at > $2`,
    [idHash, at],
  );
  return row;
}

/** Moves a session's idle expiry on (never past its absolute expiry). */
export async function touchCustomerSession(db: Queryable, idHash: string, at: Date, idleExpiresAt: Date) {
  await db.run(
    `UPDATE customer_sessions SET last_seen_at = $2, idle_expires_at = least($3::timestamptz, expires_at)
     WHERE id_hash = $1 AND revoked_at IS NULL`,
    [idHash, at, idleExpiresAt],
  );
}

export async function revokeCustomerSession(db: Queryable, idHash: string, at: Date): Promise<number> {
  return db.run('UPDATE customer_sessions SET revoked_at = $2 WHERE id_hash = $1 AND revoked_at IS NULL', [idHash, at]);
}

/** Every live session of a customer ends (a password reset). */
export async function revokeCustomerSessions(db: Queryable, customerId: number, at: Date): Promise<number> {
  return db.run('UPDATE customer_sessions SET revoked_at = $2 WHERE customer_id = $1 AND revoked_at IS NULL', [customerId, at]);
}
