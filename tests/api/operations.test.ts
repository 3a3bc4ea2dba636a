/**
 * The operations endpoints (issue 30, point 2): /health says the process answers; /ready says whether it should be
 * sent customers, naming each check, in each state: ready, the outbox sender stopped, no venues loaded, a migration
 * missing, the database gone.
 */
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { bookBrunch, bookMasterclass, CALLBACK, DECLINE_CARD, gatewayAnswer, payWithCard, postForm, type HostedData } from './payments-helpers.ts';

let t: TestApp;
let empty: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A migrated database with no venues: a production database before its venues are imported.
  const { db, cleanup } = await createTestDb();
  empty = await createTestApp({ db });
  empty.close = async () => {
    await empty.app.server.close();
    await cleanup();
  };
});
afterAll(async () => {
  await t?.close();
  await empty?.close();
});

const ready = async (target: TestApp) => {
  const answer = await target.app.server.inject({ method: 'GET', url: '/ready' });
  return { status: answer.statusCode, body: answer.json() as { ready: boolean; checks: Record<string, boolean> }, cache: answer.headers['cache-control'] };
};

describe('/health', () => {
  it('answers while the process lives', async () => {
    const answer = await t.app.server.inject({ method: 'GET', url: '/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});

describe('/ready', () => {
  it('is ready with the database up, migrated, venues loaded and the outbox being sent; not while the sender is stopped', async () => {
    expect(await ready(t)).toEqual({ status: 503, body: { ready: false, checks: { database: true, migrations: true, venues: true, outbox: false } }, cache: 'no-store' });
    t.app.mail.start();
    expect(await ready(t)).toEqual({ status: 200, body: { ready: true, checks: { database: true, migrations: true, venues: true, outbox: true } }, cache: 'no-store' });
    await t.app.mail.close();
    expect((await ready(t)).status).toBe(503);
  });

  it('is not ready before the venues are loaded, nor with a migration not applied, nor without its database', async () => {
    empty.app.mail.start();
    expect((await ready(empty)).body).toEqual({ ready: false, checks: { database: true, migrations: true, venues: false, outbox: true } });
    await empty.db.run('DELETE FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)');
    expect((await ready(empty)).body.checks).toMatchObject({ database: true, migrations: false });
    await empty.app.mail.close();
    await empty.db.close();
    expect(await ready(empty)).toMatchObject({ status: 503, body: { ready: false, checks: { database: false, migrations: false, venues: false } } });
    expect((await empty.app.server.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('the request id', () => {
  it('is in every answer’s X-Request-Id, a new one each time; a client’s own is not believed', async () => {
    const ids = await Promise.all([1, 2, 3].map(async () => (await t.app.server.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'mine' } })).headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('is the trusted proxy’s own, when it gives a well-formed one', async () => {
    const behind = await createTestApp({ db: t.db, trustProxy: '127.0.0.1' });
    try {
      const given = await behind.app.server.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'lb-7f3a.91' } });
      expect(given.headers['x-request-id']).toBe('lb-7f3a.91');
      const odd = await behind.app.server.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b\nforged log line' } });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behind.app.server.close();
    }
  });
});

describe('/metrics', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';

  it('serves the figures in Prometheus’s format to the bearer of its token only, by route pattern', async () => {
    const m = await createTestApp({ db: t.db, metricsToken: TOKEN });
    try {
      const made = await m.post('rest/booking/session', { form_version: '2.0', bar_id: 11, party_type: 1, date: '2026-11-27', no_people: 4 });
      expect(made.status).toBeLessThan(300);
      const refused = await m.post('rest/booking/session/complete', { session_id: made.body.data.session_id });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      await m.app.server.inject({ method: 'GET', url: '/api/rest/deposit/payment/secret-code-123' });

      for (const authorization of [undefined, 'Bearer wrong', TOKEN]) {
        const denied = await m.app.server.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(denied.statusCode).toBe(401);
      }
      const scrape = await m.app.server.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(scrape.statusCode).toBe(200);
      expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const value = (series: string) => {
        const line = scrape.body.split('\n').find((l) => l.startsWith(`${series} `));
        return line === undefined ? undefined : Number(line.slice(series.length + 1));
      };
      expect(value(`covers_http_requests_total{route="/api/rest/booking/session",method="POST",status="${made.status}"}`)).toBe(1);
      expect(value(`covers_bookings_total{outcome="refused"}`)).toBe(1);
      expect(value('covers_outbox_waiting')).toBeGreaterThanOrEqual(0);
      expect(value('covers_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
      expect(value('covers_process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(scrape.body).toMatch(/^covers_http_request_duration_seconds_bucket\{le="0.005",route="\/api\/rest\/booking\/session",method="POST"\} \d+$/m);
      // A code in an address is never a label.
      expect(scrape.body).not.toContain('secret-code-123');
    } finally {
      await m.app.server.close();
    }
  });

  it('counts payments where they are decided, by what they paid and their result; rate-limit refusals; the database pool', async () => {
    const m = await createTestApp({ db: t.db, metricsToken: TOKEN, lookupLimit: { max: 1, windowMs: 60_000 } });
    const scrape = async () => {
      const answer = await m.app.server.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.statusCode).toBe(200);
      // Every sample line parsed: name{labels} value.
      const samples = new Map<string, number>();
      for (const line of answer.body.split('\n').filter((l) => l && !l.startsWith('#'))) {
        const parsed = /^([a-z_:][a-z0-9_:]*(?:\{[^}]*\})?) (\S+)$/.exec(line);
        expect(parsed, line).not.toBeNull();
        samples.set(parsed![1]!, Number(parsed![2]));
      }
      return samples;
    };
    const hosted = async (sessionId: string, extra: Record<string, unknown> = {}) =>
      (await m.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp', ...extra })).body.data.gp.data as HostedData;
    try {
      // The gateway's answer delivered twice is one payment.
      const paid = await bookBrunch(m);
      const answer = gatewayAnswer(await hosted(paid.sessionId));
      expect((await postForm(m, CALLBACK, answer)).status).toBe(200);
      expect((await postForm(m, CALLBACK, answer)).status).toBe(200);
      const declined = await bookBrunch(m, { email: 'ada@example.com' });
      expect((await payWithCard(m, await hosted(declined.sessionId), DECLINE_CARD)).status).toBe(200);
      // The masterclass's deposit, then its balance.
      const masterclass = await bookMasterclass(m);
      await payWithCard(m, await hosted(masterclass.sessionId));
      expect((await payWithCard(m, await hosted(masterclass.sessionId, { payment_type: 'balance' }))).text).toContain('Payment has been made');

      const lookUp = () => m.app.server.inject({ method: 'GET', url: `/api/rest/deposits/payment-request?code=${paid.booking.ref_code}`, headers: { 'x-brand': '1', 'x-api-key': 'covers-demo-key' } });
      expect((await lookUp()).statusCode).toBe(200);
      expect((await lookUp()).statusCode).toBe(429);

      const figures = await scrape();
      expect(figures.get('covers_payments_total{kind="deposit",method="card",result="paid"}')).toBe(2);
      expect(figures.get('covers_payments_total{kind="deposit",method="card",result="declined"}')).toBe(1);
      expect(figures.get('covers_payments_total{kind="balance",method="card",result="paid"}')).toBe(1);
      expect(figures.get('covers_rate_limit_refusals_total{route="/api/rest/deposits/payment-request"}')).toBe(1);
      // The pool is PostgreSQL's; the embedded database has one connection and no pool.
      if (process.env.DATABASE_URL) {
        expect(figures.get('covers_db_pool_connections{state="total"}')).toBeGreaterThan(0);
        // Nothing else is asking: the scrape's own outbox queries are not counted as requests waiting.
        expect(figures.get('covers_db_pool_connections{state="waiting"}')).toBe(0);
      }
      else expect([...figures.keys()].some((k) => k.startsWith('covers_db_pool'))).toBe(false);
    } finally {
      await m.app.server.close();
    }
  });

  it('is not there without METRICS_TOKEN', async () => {
    expect((await t.app.server.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
  });
});


describe('overload', () => {
  it('answers 503 with Retry-After while the event loop is held up, the probes still answered, and serves again after', async () => {
    const busy = await createTestApp({ db: t.db, overloadDelayMs: 30 });
    const bars = () => busy.app.server.inject({ method: 'GET', url: '/api/rest/bars', headers: { 'x-api-key': 'covers-demo-key', 'x-brand': '1' } });
    try {
      await busy.app.server.listen({ port: 0, host: '127.0.0.1' });
      expect((await bars()).statusCode).toBe(200);
      // Start-up's own work is not counted as load: a sample is taken after listening first.
      await new Promise((resolve) => setTimeout(resolve, 600));
      // The process is held up: 80 ms at a time that nothing else may interrupt, again and again (the limit is on
      // the loop's mean delay over a sample, so one long stall among many quick turns may not cross it).
      let holding = true;
      const hold = () => {
        if (!holding) return;
        const until = performance.now() + 80;
        while (performance.now() < until);
        setImmediate(hold);
      };
      hold();
      let refused = await bars();
      try {
        for (const giveUp = performance.now() + 10_000; refused.statusCode !== 503 && performance.now() < giveUp; ) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          refused = await bars();
        }
      } finally {
        holding = false;
      }
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      const words = 'The booking service is very busy for a moment. Please try again in a few seconds.';
      expect(refused.json()).toEqual({ error: words, errors: { message: words } });
      expect((await busy.app.server.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await expect.poll(async () => (await bars()).statusCode, { timeout: 5_000 }).toBe(200);
    } finally {
      await busy.app.server.close();
    }
  });
});

describe('stopping', () => {
  it('finishes a request begun before the stop, and answers one that arrives after it with 503 and Retry-After, in the error shape', async () => {
    const stopping = await createTestApp({ db: t.db });
    await stopping.app.server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = stopping.app.server.server.address() as AddressInfo;
    const body = JSON.stringify({ form_version: '2.0', bar_id: 11, party_type: 1, date: '2026-11-27', no_people: 4 });
    const headers = 'Host: covers.test\r\nX-Api-Key: covers-demo-key\r\nX-Brand: 1\r\n';
    const client = connect(port, '127.0.0.1');
    let text = '';
    client.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const ended = new Promise<void>((resolve) => client.on('close', () => resolve()));
    // A request begun (its headers sent) whose body is still on its way when the stop begins...
    client.write(`POST /api/rest/booking/session HTTP/1.1\r\n${headers}Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = stopping.app.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    // ...is finished; the next one on the same connection arrives after the stop began.
    client.write(`${body.slice(10)}GET /api/rest/bars HTTP/1.1\r\n${headers}\r\n`);
    await ended;
    await closed;
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((a) => a.split('\r\n')[0])).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 503 Service Unavailable']);
    const late = answers[1]!;
    expect(late).toMatch(/\r\nretry-after: 5\r\n/i);
    expect(late).toMatch(/\r\nconnection: close\r\n/i);
    expect(late).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    const words = 'The booking service is restarting. Please try again in a few seconds.';
    expect(JSON.parse(late.slice(late.indexOf('\r\n\r\n') + 4))).toEqual({ error: words, errors: { message: words } });
  });
});
