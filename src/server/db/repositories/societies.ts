import type { Queryable } from '../index.ts';

/** A society with its type's messages and whether its members may leave. */
export interface SocietyRow {
  id: number;
  title: string;
  qr_code: string;
  base_type: { name: string; registered_message: string; leave_message: string; can_leave: boolean };
}

/** A customer's membership that has not ended. */
export interface MembershipRow {
  id: number;
  date_registered: Date;
  society: SocietyRow;
}

interface FlatSociety {
  id: number;
  title: string;
  qr_code: string;
  base_name: string;
  registered_message: string;
  leave_message: string;
  can_leave: boolean;
}

const SOCIETY = `s.id, s.title, s.qr_code, t.name AS base_name, t.registered_message, t.leave_message, t.can_leave
  FROM societies s JOIN society_base_types t ON t.id = s.base_type_id`;

function society(row: FlatSociety): SocietyRow {
  return {
    id: row.id,
    title: row.title,
    qr_code: row.qr_code,
    base_type: { name: row.base_name, registered_message: row.registered_message, leave_message: row.leave_message, can_leave: row.can_leave },
  };
}

export async function findSociety(db: Queryable, id: number): Promise<SocietyRow | undefined> {
  const [row] = await db.query<FlatSociety>(`SELECT ${SOCIETY} WHERE s.id = $1`, [id]);
  return row && society(row);
}

export async function findSocietyByQrCode(db: Queryable, qrCode: string): Promise<SocietyRow | undefined> {
  const [row] = await db.query<FlatSociety>(`SELECT ${SOCIETY} WHERE s.qr_code = $1`, [qrCode]);
  return row && society(row);
}

/** The society of an invite code that has not expired at `at`. */
export async function findSocietyByInviteCode(db: Queryable, code: string, at: Date): Promise<SocietyRow | undefined> {
  const [row] = await db.query<FlatSociety>(
    `SELECT ${SOCIETY} JOIN society_invite_codes c ON c.society_id = s.id WHERE c.code = $1 AND (c.expires_at IS NULL OR c.expires_at > $2)`,
    [code, at],
  );
  return row && society(row);
}

export async function activeMembership(db: Queryable, customerId: number): Promise<MembershipRow | undefined> {
  const [row] = await db.query<FlatSociety & { membership_id: number; date_registered: Date }>(
    `SELECT m.id AS membership_id, m.date_registered, ${SOCIETY} JOIN society_members m ON m.society_id = s.id
     WHERE m.customer_id = $1 AND m.left_at IS NULL`,
    [customerId],
  );
  return row && { id: row.membership_id, date_registered: row.date_registered, society: society(row) };
}

/**
 * A customer joins a society, unless they already belong to one (theirs stays): the new membership's id, or
 * undefined. The unique index on active memberships decides between two joins at once.
 */
export async function insertMembership(
  db: Queryable,
  member: { societyId: number; customerId: number; joinedWith: 'code' | 'qr'; inviteCode: string | null; at: Date },
): Promise<number | undefined> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO society_members (society_id, customer_id, joined_with, invite_code, date_registered) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (customer_id) WHERE left_at IS NULL DO NOTHING RETURNING id`,
    [member.societyId, member.customerId, member.joinedWith, member.inviteCode, member.at],
  );
  return row?.id;
}

/** Ends a membership that has not ended; how many did (0 or 1). */
export async function endMembership(db: Queryable, id: number, at: Date): Promise<number> {
  return db.run('UPDATE society_members SET left_at = $2 WHERE id = $1 AND left_at IS NULL', [id, at]);
}

export async function isSocietyAdmin(db: Queryable, societyId: number, customerId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM society_admins WHERE society_id = $1 AND customer_id = $2', [societyId, customerId])).length > 0;
}

/** What a society's admin sees of it: its codes (newest first) and how many members it has now. */
export async function societyPortal(db: Queryable, societyId: number) {
  const [codes, [count]] = await Promise.all([
    db.query<{ code: string; created_at: Date; expires_at: Date | null }>(
      'SELECT code, created_at, expires_at FROM society_invite_codes WHERE society_id = $1 ORDER BY created_at DESC, code',
      [societyId],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM society_members WHERE society_id = $1 AND left_at IS NULL', [societyId]),
  ]);
  return { codes, members: count!.n };
}

/** Every society with its codes that have not expired (the demo links printed at start). */
export async function societiesWithCodes(db: Queryable, at: Date) {
  return db.query<{ id: number; title: string; qr_code: string; codes: string[]; admins: string[] }>(
    `SELECT s.id, s.title, s.qr_code, coalesce(array_agg(DISTINCT c.code ORDER BY c.code) FILTER (WHERE c.code IS NOT NULL), '{}') AS codes,
       coalesce(array_agg(DISTINCT cu.forename || ' ' || cu.surname) FILTER (WHERE cu.id IS NOT NULL), '{}') AS admins
     FROM societies s LEFT JOIN society_invite_codes c ON c.society_id = s.id AND (c.expires_at IS NULL OR c.expires_at > $1)
       LEFT JOIN society_admins a ON a.society_id = s.id LEFT JOIN customers cu ON cu.id = a.customer_id
     GROUP BY s.id ORDER BY s.id`,
    [at],
  );
}
