import type { Queryable } from '../index.ts';

export interface SessionRow {
  id: string;
  brand_id: number;
  fields: Record<string, unknown>;
  completed_at: Date | null;
  booking_id: number | null;
}

export async function createSession(db: Queryable, id: string, brandId: number, fields: object) {
  const [row] = await db.query<SessionRow>(
    `INSERT INTO booking_sessions (id, brand_id, fields) VALUES ($1, $2, $3::jsonb)
     RETURNING id, brand_id, fields, completed_at, booking_id`,
    [id, brandId, JSON.stringify(fields)],
  );
  return row!;
}

export async function findSession(db: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  const [row] = await db.query<SessionRow>(
    `SELECT id, brand_id, fields, completed_at, booking_id FROM booking_sessions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row;
}

/** Stores the merged answers; a completed session is never changed again. */
export async function saveSessionFields(db: Queryable, id: string, fields: object) {
  const rows = await db.query(
    `UPDATE booking_sessions SET fields = $2::jsonb, updated_at = now() WHERE id = $1 AND completed_at IS NULL RETURNING id`,
    [id, JSON.stringify(fields)],
  );
  return rows.length === 1;
}

export async function markSessionCompleted(db: Queryable, id: string, bookingId: number) {
  await db.query(`UPDATE booking_sessions SET completed_at = now(), booking_id = $2, updated_at = now() WHERE id = $1`, [
    id,
    bookingId,
  ]);
}
