/**
 * The limits on anonymous writes and on lookups by code: counted per client and per call in a store
 * every process shares (the database, or Redis with REDIS_URL); past the limit a call answers 429 with
 * Retry-After in the error shape and changes nothing. Runs on PGlite, and on PostgreSQL with
 * DATABASE_URL, where two real server processes share one count.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { HttpError } from '../../src/server/http/errors.ts';
import { tooManyAttemptsMessage as tooManyAttempts } from '../../src/server/domain/customers/throttle-message.ts';
import { limited, registerRateLimits } from '../../src/server/plugins/rate-limits.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { freePort, serverProcesses } from '../helpers/server-processes.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Redis, when one is running (CI has one): the same limits counted there. */
const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisReachable = await (async () => {
  const probe = new Redis(REDIS, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.quit();
    return true;
  } catch {
    probe.disconnect();
    return false;
  }
})();

const LIMIT = 3;
const REFUSED = tooManyAttempts(60_000);

const t = useTestApp({ writeLimit: { max: LIMIT, windowMs: 60_000 } });

/** A call to /api/<path> from the given client address, as Revolution with the demo key. */
function call(ip: string, path: string, body: unknown) {
  return t.app.server.inject({
    method: 'POST',
    url: `/api/${path}`,
    remoteAddress: ip,
    headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': 'covers-demo-key', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

const create = (ip: string) => call(ip, 'rest/booking/session', { form_version: '2.0' });

/** The answer is the limit's refusal: 429, Retry-After within the window, the error shape, nothing changed. */
async function expectRefused(send: () => ReturnType<typeof call>) {
  const before = await dbFingerprint(t.db);
  const refused = await send();
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: REFUSED, errors: { message: REFUSED } });
  const retryAfter = Number(refused.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  expect(await dbFingerprint(t.db)).toEqual(before);
}

describe('the limit on anonymous writes', () => {
  it(`creates ${LIMIT} sessions a minute from one client, then refuses with 429 and Retry-After, creating nothing`, async () => {
    for (let i = 0; i < LIMIT; i++) expect((await create('10.1.0.1')).statusCode).toBe(200);
    await expectRefused(() => create('10.1.0.1'));
  });

  it('does not count session updates, which share the URL, nor other clients', async () => {
    const first = await create('10.2.0.1');
    const sessionId = first.json().data.session_id;
    for (let i = 1; i < LIMIT; i++) await create('10.2.0.1');
    for (let i = 0; i < LIMIT + 2; i++) {
      const update = await call('10.2.0.1', 'rest/booking/session', { session_id: sessionId, no_people: 2 + i });
      expect(update.statusCode).toBe(200);
    }
    await expectRefused(() => create('10.2.0.1'));
    expect((await create('10.2.0.2')).statusCode).toBe(200);
    // An IPv6 client is counted by its /64: another address in it is the same client.
    for (let i = 0; i < LIMIT; i++) expect((await create(`2001:db8:1:2::${i + 1}`)).statusCode).toBe(200);
    await expectRefused(() => create('2001:db8:1:2::ff'));
    expect((await create('2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('counts each call apart: completions, deposits and error reports have their own counters', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < LIMIT; i++) await create(ip);
    await expectRefused(() => create(ip));
    for (const [path, body, status] of [
      ['rest/booking/session/complete', { session_id: 'no-such-session' }, 404],
      ['rest/booking/session/deposit', { session_id: 'no-such-session' }, 404],
      ['rest/booking/session/log-error', { session_id: 'no-such-session', error: 'TypeError: x is undefined' }, 200],
    ] as const) {
      // Refused or not, each request counts.
      for (let i = 0; i < LIMIT; i++) expect((await call(ip, path, body)).statusCode, path).toBe(status);
      await expectRefused(() => call(ip, path, body));
    }
  });

  it('keeps its counters in the database, where every process sees them', async () => {
    const [row] = await t.db.query<{ count: number }>('SELECT count FROM rate_limits WHERE key = $1', ['session-create|10.1.0.1']);
    expect(row?.count).toBe(LIMIT + 1);
  });
});

describe('the shared store', () => {
  /** A server with one limited route, counting in `store`, as another process would. */
  async function limitedServer(store: { redisUrl?: string }, limit = { max: 2, windowMs: 60_000 }) {
    const app = Fastify();
    await registerRateLimits(app, { db: t.db, ...store, writes: limit, lookups: false });
    app.post('/write', limited(app, 'probe'), async () => ({ ok: true }));
    app.setErrorHandler((error: HttpError, _request, reply) => reply.code(error.statusCode).send(error.body));
    await app.ready();
    return app;
  }
  const write = (app: FastifyInstance, ip: string) => app.inject({ method: 'POST', url: '/write', remoteAddress: ip });

  it('is one count for two servers on the same database', async () => {
    const [a, b] = [await limitedServer({}), await limitedServer({})];
    expect((await write(a, '10.4.0.1')).statusCode).toBe(200);
    expect((await write(b, '10.4.0.1')).statusCode).toBe(200);
    expect((await write(a, '10.4.0.1')).statusCode).toBe(429);
    expect((await write(b, '10.4.0.1')).statusCode).toBe(429);
    await a.close();
    await b.close();
  });

  it('starts a new window when the old one ends', async () => {
    const app = await limitedServer({}, { max: 1, windowMs: 1000 });
    expect((await write(app, '10.5.0.1')).statusCode).toBe(200);
    const refused = await write(app, '10.5.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await write(app, '10.5.0.1')).statusCode).toBe(200);
    await app.close();
  });

  it('lets requests through while Redis cannot be reached, and says so in the log once, with no unhandled error', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    // Nothing listens on port 1: every connection is refused, again and again as the client reconnects.
    await registerRateLimits(app, { db: t.db, redisUrl: 'redis://127.0.0.1:1', writes: { max: 1, windowMs: 60_000 }, lookups: false });
    app.post('/write', limited(app, 'probe'), async () => ({ ok: true }));
    await app.ready();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await write(app, '10.7.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const said = lines.filter((line) => line.includes('Redis (REDIS_URL) cannot be reached'));
    expect(said).toHaveLength(1);
    expect(JSON.parse(said[0]!).err.message).toMatch(/ECONNREFUSED/);
    await app.close();
  });

  it.skipIf(!redisReachable)('is one count for two servers on the same Redis (REDIS_URL)', async () => {
    const ip = `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const [a, b] = [await limitedServer({ redisUrl: REDIS }), await limitedServer({ redisUrl: REDIS })];
    const before = await dbFingerprint(t.db);
    expect((await write(a, ip)).statusCode).toBe(200);
    expect((await write(b, ip)).statusCode).toBe(200);
    const refused = await write(a, ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await write(b, ip)).statusCode).toBe(429);
    // Counted in Redis, not in the database.
    expect((await t.db.query('SELECT 1 FROM rate_limits WHERE key = $1', [`probe|${ip}`])).length).toBe(0);
    expect(await dbFingerprint(t.db)).toEqual(before);
    await a.close();
    await b.close();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two server processes on one PostgreSQL database', { timeout: 180_000 }, () => {
  const { freshPlace, start, stop } = serverProcesses();

  it('share one count of anonymous writes and one of lookups', async () => {
    const place = await freshPlace();
    const env = { WRITE_RATE_LIMIT: '4', LOOKUP_RATE_LIMIT: '3' };
    const a = await start(place, { env });
    const b = await start(place, { port: await freePort(), env });
    const post = (server: typeof a, path: string, body: unknown) =>
      fetch(`${server.url}/api/${path}`, {
        method: 'POST',
        headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': 'covers-demo-key', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.status);
    const lookUp = (server: typeof a) => fetch(`${server.url}/api/rest/deposits/payment-request?code=ZZZZZZZZ`, { headers: { 'x-brand': '1', 'x-api-key': 'covers-demo-key' } }).then((r) => r.status);

    const created = [];
    for (const server of [a, b, a, b]) created.push(await post(server, 'rest/booking/session', { form_version: '2.0' }));
    expect(created).toEqual([200, 200, 200, 200]);
    expect(await post(a, 'rest/booking/session', { form_version: '2.0' })).toBe(429);
    expect(await post(b, 'rest/booking/session', { form_version: '2.0' })).toBe(429);

    expect([await lookUp(a), await lookUp(b), await lookUp(a)]).toEqual([404, 404, 404]);
    expect(await lookUp(b)).toBe(429);
    await Promise.all([stop(a), stop(b)]);
  });
});
