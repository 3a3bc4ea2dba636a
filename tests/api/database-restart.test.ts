/**
 * The database server closing the app's connections (a restart, a failover, a proxy's idle timeout, a test
 * database dropped) does not end the process: the pool lets the closed connections go and the next request
 * is answered on new ones. PostgreSQL only: the embedded database has no connections to lose.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const url = process.env.DATABASE_URL;
const t = useTestApp();

describe.skipIf(!url)('connections closed by the database server', () => {
  it('are replaced: the next request is answered, and nothing is thrown meanwhile', async () => {
    // A new booking session is a row written and read back.
    const session = () => t.post('rest/booking/session', { form_version: '2.0' });
    expect((await session()).status).toBe(200);
    const database = (await t.db.query<{ name: string }>('SELECT current_database() AS name'))[0]!.name;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const closed = await admin.query('SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
      expect(closed.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // The closed connections' errors arrive on their sockets a moment later; a process that did not listen
    // for them would end here with an uncaught exception, failing the run.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await session();
    expect(again.status).toBe(200);
    expect(typeof again.body.data.session_id).toBe('string');
    expect(await t.db.query('SELECT count(*)::int AS n FROM booking_sessions WHERE id = $1', [again.body.data.session_id])).toEqual([{ n: 1 }]);
  });
});
