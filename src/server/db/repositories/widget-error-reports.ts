import type { Queryable } from '../index.ts';

export async function insertErrorReport(db: Queryable, r: { brandId: number; sessionId: string | null; report: string; at: Date }): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO widget_error_reports (brand_id, session_id, report, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    r.brandId,
    r.sessionId,
    r.report,
    r.at,
  ]);
  return Number(row!.id);
}

/** Deletes the reports made before `before`, and all but the newest `keep`; returns how many went. */
export async function forgetErrorReports(db: Queryable, before: Date, keep: number): Promise<number> {
  const old = await db.run('DELETE FROM widget_error_reports WHERE created_at < $1', [before]);
  const over = await db.run('DELETE FROM widget_error_reports WHERE id <= (SELECT id FROM widget_error_reports ORDER BY id DESC OFFSET $1 LIMIT 1)', [keep]);
  return old + over;
}
