import type { Queryable } from '../index.ts';

export interface SessionRow {
  id: string;
  brand_id: number;
  fields: Record<string, unknown>;
  completed_at: Date | null;
  booking_id: number | null;
  version: number;
}

const COLUMNS = 'id, brand_id, fields, completed_at, booking_id, version';

export async function createSession(db: Queryable, id: string, brandId: number, fields: object) {
  const [row] = await db.query<SessionRow>(
    `INSERT INTO booking_sessions (id, brand_id, fields) VALUES ($1, $2, $3::jsonb) RETURNING ${COLUMNS}`,
    [id, brandId, JSON.stringify(fields)],
  );
  return row!;
}

export async function findSession(db: Queryable, id: string, options: { forUpdate?: boolean } = {}) {
  const [row] = await db.query<SessionRow>(`SELECT ${COLUMNS} FROM booking_sessions WHERE id = $1${options.forUpdate ? ' FOR UPDATE' : ''}`, [
    id,
  ]);
  return row;
}

/**
 * Stores the merged answers if the session is still at `version` and not completed; returns the new
 * version, or undefined when someone else changed or completed it first.
 */
export async function saveSessionFields(db: Queryable, id: string, fields: object, version: number): Promise<number | undefined> {
  const changed = await db.run(
    `UPDATE booking_sessions SET fields = $2::jsonb, version = $3 + 1, updated_at = now()
     WHERE id = $1 AND version = $3 AND completed_at IS NULL`,
    [id, JSON.stringify(fields), version],
  );
  return changed === 1 ? version + 1 : undefined;
}

export async function markSessionCompleted(db: Queryable, id: string, bookingId: number) {
  await db.query(
    `UPDATE booking_sessions SET completed_at = now(), booking_id = $2, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, bookingId],
  );
}
