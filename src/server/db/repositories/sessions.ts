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

export interface SessionFieldsWrite {
  id: string;
  fields: object;
  /** The version the change was made on. */
  version: number;
}

/**
 * Stores several sessions' merged answers in one statement, each only if its session is still at the
 * version the change was made on and not completed. Answers, in order, each write's new version, or
 * undefined when someone else changed or completed that session first. A session named twice is
 * written once: its later writes are answered undefined (their caller reads afresh and tries again).
 */
export async function saveSessionFields(db: Queryable, writes: readonly SessionFieldsWrite[]): Promise<Array<number | undefined>> {
  const first = new Map<string, number>();
  writes.forEach((w, i) => {
    if (!first.has(w.id)) first.set(w.id, i);
  });
  const unique = [...first.values()].map((i) => writes[i]!);
  const saved = await db.query<{ id: string; version: number }>(
    `UPDATE booking_sessions AS s SET fields = w.fields, version = w.version + 1, updated_at = now()
     FROM unnest($1::text[], $2::jsonb[], $3::int[]) AS w(id, fields, version)
     WHERE s.id = w.id AND s.version = w.version AND s.completed_at IS NULL
     RETURNING s.id, s.version`,
    [unique.map((w) => w.id), unique.map((w) => JSON.stringify(w.fields)), unique.map((w) => w.version)],
  );
  const versions = new Map(saved.map((row) => [row.id, row.version]));
  return writes.map((w, i) => (first.get(w.id) === i ? versions.get(w.id) : undefined));
}

export async function markSessionCompleted(db: Queryable, id: string, bookingId: number) {
  await db.query(
    `UPDATE booking_sessions SET completed_at = now(), booking_id = $2, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, bookingId],
  );
}
