/**
 * The database going away never takes the server down (issue 30, point 0), on PostgreSQL: its connections cut
 * (what a restart, a failover or a proxy's idle timeout does) while customers book, twice. The process stays up,
 * every request is answered (its own answer, or 503 with Retry-After: never a hang or a 500), nothing committed
 * is lost or half done, and the same flow succeeds again at once. Then the database out of reach for 10 s
 * (connections dropped and refused on the way to it): 503 at once, /ready not ready, and booking again within 5 s.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/index.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';
import { newPostgresCopy } from '../helpers/db-templates.ts';

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

/**
 * A path to PostgreSQL that can be cut: every connection through it dropped, and new ones refused, until it
 * is opened again (what the server sees while the database restarts or the network is down).
 */
async function cuttablePath(to: URL): Promise<{ port: number; cut(): Promise<void>; open(): Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(to.port || 5432), to.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  const cut = async () => {
    // No new connections; the open ones dropped (close waits for them to end).
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return { port, cut, open: listen, close: cut };
}

describe.runIf(onPostgres)('the database out of reach for 10 s', () => {
  it('answers 503 with Retry-After within the bound, says not ready, and books again within 5 s of its return', async () => {
    const copy = await newPostgresCopy(process.env.DATABASE_URL!, 'seeded');
    const path = await cuttablePath(new URL(copy.url));
    const through = new URL(copy.url);
    through.hostname = '127.0.0.1';
    through.port = String(path.port);
    const db = await openDb({ url: through.toString() });
    const app = await createTestApp({ db });
    const ask = (payload: Record<string, unknown>) =>
      app.app.server.inject({ method: 'POST', url: '/api/rest/booking/session', headers: { 'x-api-key': 'covers-demo-key', 'x-brand': '1', 'content-type': 'application/json' }, payload: { form_version: '2.0', bar_id: demo.bars.revolutionManchester, party_type: demo.types.table, date: '2026-11-27', ...payload } });
    try {
      app.app.mail.start();
      expect((await ask({ no_people: 2 })).statusCode).toBeLessThan(300);
      await path.cut();
      const outage = performance.now();
      const answers: Array<{ status: number; retryAfter: unknown; ms: number }> = [];
      while (performance.now() - outage < 10_000) {
        const started = performance.now();
        const answer = await ask({ no_people: 3 });
        answers.push({ status: answer.statusCode, retryAfter: answer.headers['retry-after'], ms: performance.now() - started });
      }
      const ready = await app.app.server.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks.database).toBe(false);
      expect(answers.length).toBeGreaterThan(1);
      expect(answers.filter((a) => a.status !== 503 || a.retryAfter !== '5')).toEqual([]);
      // Within the pool's 5 s wait for a connection, and a little.
      expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(6_500);

      await path.open();
      const back = performance.now();
      await expect.poll(async () => (await ask({ no_people: 4 })).statusCode, { timeout: 5_000, interval: 100 }).toBeLessThan(300);
      expect(performance.now() - back).toBeLessThan(5_000);
      expect((await app.app.server.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    } finally {
      await app.app.mail.close();
      await app.app.server.close();
      await db.close().catch(() => undefined);
      await path.close().catch(() => undefined);
      await copy.drop();
    }
  }, 30_000);
});

