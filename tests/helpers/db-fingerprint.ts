import type { Queryable } from '../../src/server/db/index.ts';

/** Tables that count requests rather than hold data: a refused request may still be counted there. */
const COUNTERS = new Set(['rate_limits', 'schema_migrations']);

/**
 * Every row of every table, as one digest per table: equal before and after a request means the request
 * changed nothing (whichever table it might have touched).
 */
export async function dbFingerprint(db: Queryable): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.filter((t) => !COUNTERS.has(t.name))) {
    const [row] = await db.query<{ n: number; digest: string }>(`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`);
    digests[name] = `${row!.n}:${row!.digest}`;
  }
  return digests;
}
