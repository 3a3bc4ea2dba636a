/**
 * The database going away never takes the server down (issue 30, point 0), on PostgreSQL: its connections cut
 * (what a restart, a failover or a proxy's idle timeout does) while customers book, twice. The process stays up,
 * every request is answered (its own answer, or 503 with Retry-After: never a hang or a 500), nothing committed
 * is lost or half done, and the same flow succeeds again at once.
 */
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const t = useTestApp();

/** Cuts every connection the server has to its own database (not the one asking). */
async function cutConnections(): Promise<number> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const database = (await t.db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
    const cut = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    return cut.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const session = (fields: Record<string, unknown>) => t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionManchester, party_type: demo.types.table, date: '2026-11-27', ...fields });

describe.runIf(onPostgres)('the database’s connections cut under load', () => {
  it('keeps the server up: every request answered, 503 with Retry-After at worst, and booking works again at once', async () => {
    const statuses: number[] = [];
    const retryAfter = new Set<string | undefined>();
    let running = true;
    // Eight customers, each making a session and changing it again and again.
    const customer = async () => {
      let id: string | undefined;
      while (running) {
        const answer = await t.app.server.inject({
          method: 'POST',
          url: '/api/rest/booking/session',
          headers: { 'x-api-key': 'covers-demo-key', 'x-brand': '1', 'content-type': 'application/json' },
          payload: { form_version: '2.0', bar_id: demo.bars.revolutionManchester, party_type: demo.types.table, date: '2026-11-27', no_people: 2 + (statuses.length % 6), ...(id ? { session_id: id } : {}) },
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 503) retryAfter.add(answer.headers['retry-after'] as string | undefined);
        if (answer.statusCode < 300) id = (answer.json() as { data: { session_id: string } }).data.session_id;
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, customer));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await cutConnections()).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cutConnections();
    await new Promise((resolve) => setTimeout(resolve, 500));
    running = false;
    await load;

    expect(statuses.length).toBeGreaterThan(16);
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
    expect([...retryAfter].every((value) => value === '5')).toBe(true);
    // At once, the same flow works again: a new session, changed, and completed as a booking.
    const first = await session({ no_people: 4 });
    expect(first.status).toBeLessThan(300);
    const changed = await session({ session_id: first.body.data.session_id, no_people: 5 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.no_people).toBe(5);
  });
});
