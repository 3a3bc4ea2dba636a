import type { Queryable } from '../index.ts';

/** Someone's details left for a bar's news; leaving them again for the same bar and group updates the names. */
export async function upsertInterest(
  db: Queryable,
  r: { brandId: number; barId: number; group: string; forename: string; surname: string; email: string; at: Date },
): Promise<{ id: number; created: boolean }> {
  const [row] = await db.query<{ id: number; created: boolean }>(
    `INSERT INTO interest_registrations (brand_id, bar_id, group_name, forename, surname, email, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
     ON CONFLICT (bar_id, group_name, email) DO UPDATE SET forename = EXCLUDED.forename, surname = EXCLUDED.surname, updated_at = EXCLUDED.updated_at
     RETURNING id, (xmax = 0) AS created`,
    [r.brandId, r.barId, r.group, r.forename, r.surname, r.email, r.at],
  );
  return row!;
}

/** Deletes the registrations last left before `before`; returns how many. */
export async function forgetInterestBefore(db: Queryable, before: Date): Promise<number> {
  return db.run('DELETE FROM interest_registrations WHERE updated_at < $1', [before]);
}
