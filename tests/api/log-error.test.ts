/**
 * The widget's error reports (issue 15, spec §7.5 rest/booking/session/log-error): stored with the brand and the
 * session, a report kept to 2,000 characters, a body over 16 KiB refused (413), a blank report refused, each client
 * under the write limit; the table keeps 30 days and at most the newest 10,000. Nothing refused is stored. The real
 * server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { ApiClient, type FetchLike } from '../../src/api-client/client.ts';
import { reportErrors } from '../../src/api-client/error-reports.ts';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { createTestApp, TEST_NOW, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const reports = () => t.db.query<{ brand_id: number; session_id: string | null; report: string; created_at: Date }>('SELECT brand_id, session_id, report, created_at FROM widget_error_reports ORDER BY id');
const DAY = 24 * 60 * 60_000;

describe('storing a report', () => {
  it('stores the report with its brand and session, kept to 2,000 characters and the session id to 64', async () => {
    await t.db.run('DELETE FROM widget_error_reports');
    const r = await t.post('rest/booking/session/log-error', { error: 'TypeError: slots is undefined\n    at SlotGrid', session_id: 'abc123' }, { brand: 2 });
    expect(r).toEqual({ status: 200, body: { data: { logged: true } } });
    const long = await t.post('rest/booking/session/log-error', { error: `${'x'.repeat(1999)}yz`, session_id: 's'.repeat(100) });
    expect(long.status).toBe(200);
    const none = await t.post('rest/booking/session/log-error', { error: 'Error: lost', session_id: null });
    expect(none.status).toBe(200);
    expect(await reports()).toEqual([
      { brand_id: 2, session_id: 'abc123', report: 'TypeError: slots is undefined\n    at SlotGrid', created_at: new Date(TEST_NOW) },
      { brand_id: 1, session_id: 's'.repeat(64), report: `${'x'.repeat(1999)}y`, created_at: new Date(TEST_NOW) },
      { brand_id: 1, session_id: null, report: 'Error: lost', created_at: new Date(TEST_NOW) },
    ]);
  });

  it('refuses a blank report, a body over 16 KiB, the wrong kinds and no API key, storing nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const error of ['', '   \n ']) {
      const r = await t.post('rest/booking/session/log-error', { error, session_id: 'abc' });
      expect(r.status).toBe(400);
      expect(r.body.errors.fields).toEqual({ error: ['error is required.'] });
    }
    const big = await t.post('rest/booking/session/log-error', { error: 'x'.repeat(17 * 1024) });
    expect(big).toEqual({ status: 413, body: { error: 'The request body is too large.', errors: { message: 'The request body is too large.' } } });
    for (const body of [{ error: 42 }, { session_id: 'abc' }, { error: 'x', session_id: 7 }, ['x']]) expect((await t.post('rest/booking/session/log-error', body)).status).toBe(400);
    expect((await t.post('rest/booking/session/log-error', { error: 'x' }, { key: null })).status).toBe(401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('retention', () => {
  it('forgets reports older than 30 days, and all but the newest 10,000, when a report comes and when asked', async () => {
    await t.db.run('DELETE FROM widget_error_reports');
    const now = Date.parse(TEST_NOW);
    await t.db.run(
      `INSERT INTO widget_error_reports (brand_id, session_id, report, created_at)
       SELECT 1, NULL, 'old ' || g, $1 FROM generate_series(1, 3) g`,
      [new Date(now - 31 * DAY)],
    );
    await t.db.run(
      `INSERT INTO widget_error_reports (brand_id, session_id, report, created_at)
       SELECT 1, NULL, 'recent ' || g, $1 FROM generate_series(1, 10000) g`,
      [new Date(now - 29 * DAY)],
    );
    expect((await t.post('rest/booking/session/log-error', { error: 'the newest' })).status).toBe(200);
    const [count] = await t.db.query<{ n: number; oldest: string }>("SELECT count(*)::int AS n, min(report) FILTER (WHERE report LIKE 'old%') AS oldest FROM widget_error_reports");
    expect(count).toEqual({ n: 10_000, oldest: null });
    expect(await t.db.query("SELECT 1 FROM widget_error_reports WHERE report = 'the newest'")).toHaveLength(1);
    expect(await t.db.query("SELECT 1 FROM widget_error_reports WHERE report = 'recent 1'")).toHaveLength(0);

    // Asked with no new report (the server does at start and hourly): 30 days later all are gone.
    t.clock.set(new Date(now + 31 * DAY));
    try {
      await t.app.extras.forgetOld();
      expect(await reports()).toEqual([]);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('the write limit', () => {
  it('refuses a client past its limit with 429, storing nothing; another client is not counted with it', async () => {
    const limited = await createTestApp({ writeLimit: { max: 3, windowMs: 60_000 }, db: t.db });
    try {
      const send = (ip: string) =>
        limited.app.server.inject({
          method: 'POST',
          url: '/api/rest/booking/session/log-error',
          remoteAddress: ip,
          headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
          payload: JSON.stringify({ error: 'Error: again' }),
        });
      for (let i = 0; i < 3; i++) expect((await send('10.9.0.1')).statusCode).toBe(200);
      const before = await dbFingerprint(limited.db);
      const refused = await send('10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json().error).toMatch(/^Too many attempts/);
      expect(await dbFingerprint(limited.db)).toEqual(before);
      expect((await send('10.9.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
    // A second server on its own database: slow to start on a loaded machine.
  }, 180_000);
});

describe("the widget's reporter", () => {
  /**
   * The widget's api client, its calls handed to the server in process; `failing` paths answer as a broken
   * server would (our server does not fail on demand), so the reports that follow go to the real endpoint.
   */
  function widgetClient(failing: Record<string, { status: number; raw: string }>): ApiClient {
    const fetch: FetchLike = async (url, init) => {
      const { pathname, search } = new URL(url, 'http://covers.test');
      const broken = failing[pathname];
      if (broken) return { status: broken.status, text: async () => broken.raw };
      const response = await t.app.server.inject({ method: init.method as 'GET', url: pathname + search, headers: init.headers, ...(init.body === undefined ? {} : { payload: init.body }) });
      return { status: response.statusCode, text: async () => response.body };
    };
    return new ApiClient({ fetch, baseUrl: '', apiKey: DEMO_API_KEY, brand: 2 });
  }

  it("reports the server's failures with the session, once each and at most five, and not the customer's mistakes", async () => {
    await t.db.run('DELETE FROM widget_error_reports');
    const api = widgetClient({
      '/api/rest/booking/session/complete': { status: 500, raw: '{"error":"Unfortunately an error has occurred. Please try again later."}' },
      '/api/rest/booking/session/deposit': { status: 504, raw: '' },
      '/api/customers/me': { status: 200, raw: '<html>a proxy page</html>' },
    });
    const reporter = reportErrors(api, () => 'sess-1');
    for (let i = 0; i < 2; i++) await api.complete('sess-1').catch(() => undefined);
    await api.deposit('sess-1').catch(() => undefined);
    await api.me().catch(() => undefined);
    // A customer's mistake: refused by the real server with a 400, not reported.
    await api.post('rest/booking/session/log-error', { error: '' }).catch(() => undefined);
    await api.session({ session_id: 'no-such-session', people: 'many' }).catch(() => undefined);
    await reporter.idle();
    // Each report goes as its failure happens, none waiting for another: they may be stored in any order.
    const stored = (await reports()).sort((a, b) => a.report.localeCompare(b.report));
    expect(stored).toEqual([
      expect.objectContaining({ brand_id: 2, session_id: 'sess-1', report: "GET customers/me failed (200): This should not have happened..." }),
      expect.objectContaining({ brand_id: 2, session_id: 'sess-1', report: 'POST rest/booking/session/complete failed (500): Unfortunately an error has occurred. Please try again later.' }),
      expect.objectContaining({ brand_id: 2, session_id: 'sess-1', report: 'POST rest/booking/session/deposit failed (504): We are having issues at the moment, please bear with us' }),
    ]);
    for (let i = 0; i < 5; i++) reporter.report(`Drawing failed: TypeError ${i}`);
    await reporter.idle();
    expect((await reports()).length).toBe(5);
    reporter.stop();
  });

  it('never reports a failed report, and stops when the widget goes', async () => {
    await t.db.run('DELETE FROM widget_error_reports');
    const api = widgetClient({ '/api/rest/booking/session/log-error': { status: 500, raw: '' }, '/api/rest/booking/session/complete': { status: 502, raw: '' } });
    let sent = 0;
    api.on('error', ({ path }) => path === 'rest/booking/session/log-error' && sent++);
    const reporter = reportErrors(api, () => undefined);
    await api.complete('s').catch(() => undefined);
    await reporter.idle();
    expect(sent).toBe(1);
    reporter.stop();
    await api.complete('t').catch(() => undefined);
    await reporter.idle();
    expect(sent).toBe(1);
  });
});
