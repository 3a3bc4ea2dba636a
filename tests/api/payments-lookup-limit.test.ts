/**
 * The lookup limit: the pages and calls that look a booking up by a code share one counter per client
 * IP (30 a minute by default); the 31st answers 429 with Retry-After and changes nothing, other
 * clients and the booking session calls go on as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { DEFAULT_LOOKUP_LIMIT, DEMO_API_KEY, loadLookupLimit, loadTrustProxy, parseApiKeys } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { tooManyAttemptsMessage as tooManyAttempts } from '../../src/server/domain/customers/throttle-message.ts';
import { CodeBrands } from '../../src/server/services/payments/code-brands.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { bookBrunch } from './payments-helpers.ts';

const LIMIT = DEFAULT_LOOKUP_LIMIT.max;
const REFUSED = 'Too many attempts. Please wait a minute and try again.';

const t = useTestApp();
let booking: Awaited<ReturnType<typeof bookBrunch>>['booking'];
/** A deposit request's token (a payment code), made before any test counts lookups. */
let requestToken: string;

beforeAll(async () => {
  ({ booking } = await bookBrunch(t));
  const made = await call(t.app, '10.0.0.1', 'POST', 'rest/deposits/payment-request/create-deposit', { payment_code: booking.ref_code, amount: 1000 });
  expect(made.statusCode).toBe(201);
  requestToken = made.json().data.token;
});

/** A call to /api/<path> from the given client address, as the demo brand with its key. */
function call(app: App, ip: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  return app.server.inject({
    method,
    url: `/api/${path}`,
    remoteAddress: ip,
    headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

const lookUp = (ip: string, code: string) => call(t.app, ip, 'GET', `rest/deposits/payment-request?code=${code}`);
const page = (ip: string, path: string) => t.app.server.inject({ method: 'GET', url: path, remoteAddress: ip });

/** `count` wrong guesses at a booking reference from one client, each an ordinary 404. */
async function guess(ip: string, count: number) {
  for (let i = 0; i < count; i++) {
    const r = await lookUp(ip, `ZZZZZ${String(i).padStart(3, '0')}`);
    expect(r.statusCode).toBe(404);
  }
}

const paymentOrders = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_orders'))[0]!.n;
const depositRequests = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_requests'))[0]!.n;

describe('looking a booking up by its reference', () => {
  it(`answers ${LIMIT} lookups a minute from one client, then 429 in the error shape with Retry-After`, async () => {
    await guess('10.1.0.1', LIMIT - 1);
    // The limit-th lookup still answers, right or wrong.
    const last = await lookUp('10.1.0.1', booking.ref_code);
    expect(last.statusCode).toBe(200);
    expect(last.headers['x-ratelimit-remaining']).toBe('0');

    const refused = await lookUp('10.1.0.1', booking.ref_code);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ error: REFUSED, errors: { message: REFUSED } });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers['x-ratelimit-limit']).toBe(String(LIMIT));
  });

  it('counts per client: another address is unaffected', async () => {
    await guess('10.2.0.1', LIMIT);
    expect((await lookUp('10.2.0.1', booking.ref_code)).statusCode).toBe(429);
    const other = await lookUp('10.2.0.2', booking.ref_code);
    expect(other.statusCode).toBe(200);
    expect(other.json().data.code).toBe(booking.ref_code);
    expect(other.headers['x-ratelimit-remaining']).toBe(String(LIMIT - 1));
  });

  it('counts an IPv6 client by its /64, as one household or host', async () => {
    await guess('2001:db8:1:2::1', LIMIT);
    expect((await lookUp('2001:db8:1:2::ffff', booking.ref_code)).statusCode).toBe(429);
    expect((await lookUp('2001:db8:1:3::1', booking.ref_code)).statusCode).toBe(200);
  });
});

describe('one counter for every lookup by a code', () => {
  it('adds up the reference, the payment-code calls and pages; a refused create-deposit makes no request', async () => {
    const ip = '10.3.0.1';
    await guess(ip, 7);
    for (let i = 0; i < 5; i++) expect((await call(t.app, ip, 'POST', `rest/deposit/payment/${requestToken}`, { include: 'deposit_request' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await call(t.app, ip, 'GET', `rest/deposit/${requestToken}`)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await call(t.app, ip, 'GET', `rest/deposit/manage?token=${booking.payment_token}`)).statusCode).toBe(200);
    // The pages answer 200 when the pages are built, 503 when not: either way they are not refused.
    for (const path of [`/payment/${requestToken}`, `/deposit/${requestToken}`, `/pay-deposit/${booking.payment_token}`, '/payment/check/no-such-order']) {
      expect((await page(ip, path)).statusCode).not.toBe(429);
    }
    await guess(ip, LIMIT - 24);

    const before = await depositRequests();
    const refused = await call(t.app, ip, 'POST', 'rest/deposits/payment-request/create-deposit', { payment_code: booking.ref_code, amount: 1000 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors.message).toBe(REFUSED);
    expect(await depositRequests()).toBe(before);
    const orders = await paymentOrders();
    for (const r of [
      await call(t.app, ip, 'POST', `rest/deposit/payment/${requestToken}`, { include: 'deposit_request' }),
      await call(t.app, ip, 'GET', `rest/deposit/${requestToken}`),
      await call(t.app, ip, 'GET', `rest/deposit/manage?token=${booking.payment_token}`),
      await call(t.app, ip, 'POST', `rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 1000 }),
    ]) {
      expect(r.statusCode).toBe(429);
      expect(r.json()).toEqual({ error: REFUSED, errors: { message: REFUSED } });
    }
    expect(await paymentOrders()).toBe(orders);
    // Another client opens a card page for the same booking: the refusal above was the limit, not the call.
    expect((await call(t.app, '10.3.0.2', 'POST', `rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 1000 })).statusCode).toBe(201);
    expect(await paymentOrders()).toBe(orders + 1);
  });

  it('refuses a page by code with a readable page, not JSON and no trace', async () => {
    const ip = '10.4.0.1';
    await guess(ip, LIMIT);
    const refused = await page(ip, `/deposit/${requestToken}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-security-policy']).toContain("default-src 'none'");
    expect(refused.body).toContain('<h1 id="covers-page-title" class="covers-page__title">Too many attempts</h1>');
    expect(refused.body).toContain(REFUSED);
    expect(refused.body).not.toMatch(/<script|at .*\.ts:\d+|"statusCode"/);
    // The brand of the host or ?brand=: the code is not looked up for it.
    expect((await page(ip, `/pay-deposit/${booking.payment_token}?brand=4`)).body).toContain('alt="Playhouse"');
  });

  it('counts the re-book page, which finds its brand by the booking’s manage key', async () => {
    const ip = '10.12.0.1';
    expect((await page(ip, `/re-book/${demo.manageKeys.postponed}`)).statusCode).not.toBe(429);
    await guess(ip, LIMIT - 1);
    expect((await page(ip, `/re-book/${demo.manageKeys.postponed}`)).statusCode).toBe(429);
    const codes = new CodeBrands({ db: t.db });
    expect(await codes.brandOf('manageKey', demo.manageKeys.postponed)).toBe(demo.brands.revolution);
    expect(await codes.brandOf('manageKey', 'no-such-key')).toBeUndefined();
    expect(await codes.brandOf('manageKey', "x' OR '1'='1")).toBeUndefined();
  });

  it('leaves /pay itself (no lookup) and other account pages open', async () => {
    const ip = '10.5.0.1';
    await guess(ip, LIMIT);
    expect((await lookUp(ip, booking.ref_code)).statusCode).toBe(429);
    expect((await page(ip, '/pay')).statusCode).not.toBe(429);
    expect((await page(ip, '/bar/no-such-bar')).statusCode).not.toBe(429);
  });
});

describe('the booking session calls', () => {
  it('are never limited, even for a client whose lookups are refused', async () => {
    const ip = '10.6.0.1';
    await guess(ip, LIMIT);
    expect((await lookUp(ip, booking.ref_code)).statusCode).toBe(429);
    const start = { form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-28', no_people: 4, party_type: demo.types.brunch };
    for (let i = 0; i <= LIMIT; i++) {
      const r = await call(t.app, ip, 'POST', 'rest/booking/session', start);
      expect(r.statusCode).toBe(200);
      expect(r.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('configuration', () => {
  it('is on by default; LOOKUP_RATE_LIMIT and LOOKUP_RATE_WINDOW change it; off turns it off', () => {
    expect(loadLookupLimit({})).toEqual({ max: 30, windowMs: 60_000 });
    expect(loadLookupLimit({ LOOKUP_RATE_LIMIT: '10', LOOKUP_RATE_WINDOW: '300' })).toEqual({ max: 10, windowMs: 300_000 });
    expect(loadLookupLimit({ LOOKUP_RATE_LIMIT: 'off' })).toBe(false);
    expect(() => loadLookupLimit({ LOOKUP_RATE_LIMIT: '0' })).toThrow(/LOOKUP_RATE_LIMIT/);
    expect(() => loadLookupLimit({ LOOKUP_RATE_WINDOW: '1m' })).toThrow(/LOOKUP_RATE_WINDOW/);
    expect(tooManyAttempts(300_000)).toBe('Too many attempts. Please wait 5 minutes and try again.');
  });

  it('follows the configured limit, and off lets every lookup through', async () => {
    const config = { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test' };
    const strict = await buildApp({ db: t.db, clock: t.clock, config: { ...config, lookupLimit: { max: 2, windowMs: 300_000 } } });
    const open = await buildApp({ db: t.db, clock: t.clock, config: { ...config, lookupLimit: false } });
    try {
      const path = `rest/deposits/payment-request?code=${booking.ref_code}`;
      expect((await call(strict, '10.7.0.1', 'GET', path)).statusCode).toBe(200);
      expect((await call(strict, '10.7.0.1', 'GET', path)).statusCode).toBe(200);
      const refused = await call(strict, '10.7.0.1', 'GET', path);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many attempts. Please wait 5 minutes and try again.');
      for (let i = 0; i <= LIMIT; i++) expect((await call(open, '10.7.0.1', 'GET', path)).statusCode).toBe(200);
    } finally {
      await Promise.all([strict.server.close(), open.server.close()]);
    }
  });
});

describe('behind a proxy', () => {
  const forwarded = (app: App, proxy: string, client: string) =>
    app.server.inject({ method: 'GET', url: `/api/rest/deposits/payment-request?code=${booking.ref_code}`, remoteAddress: proxy, headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY, 'x-forwarded-for': client } });

  it('TRUST_PROXY names the proxies to believe; anything else is refused at start', () => {
    expect(loadTrustProxy({})).toBe(false);
    expect(loadTrustProxy({ TRUST_PROXY: 'false' })).toBe(false);
    expect(loadTrustProxy({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' })).toBe('10.0.0.0/8,192.168.1.5,fd00::/8');
    for (const bad of ['true', '2', 'proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1']) expect(() => loadTrustProxy({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('counts each client behind a trusted proxy on its own, and believes no one else about the address', async () => {
    const config = { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test', lookupLimit: { max: 2, windowMs: 300_000 } };
    const behind = await buildApp({ db: t.db, clock: t.clock, config: { ...config, trustProxy: '10.9.0.0/16' } });
    const direct = await buildApp({ db: t.db, clock: t.clock, config });
    try {
      for (let i = 0; i < 2; i++) expect((await forwarded(behind, '10.9.0.1', '203.0.113.1')).statusCode).toBe(200);
      expect((await forwarded(behind, '10.9.0.1', '203.0.113.1')).statusCode).toBe(429);
      // Another customer through the same proxy has lookups of their own.
      expect((await forwarded(behind, '10.9.0.1', '203.0.113.2')).statusCode).toBe(200);
      // A client that is not the proxy cannot pick a fresh address with the header.
      for (let i = 0; i < 2; i++) expect((await forwarded(behind, '198.51.100.7', `203.0.113.${10 + i}`)).statusCode).toBe(200);
      expect((await forwarded(behind, '198.51.100.7', '203.0.113.99')).statusCode).toBe(429);
      // Without TRUST_PROXY the header is ignored: every customer behind a proxy shares its counter.
      for (let i = 0; i < 2; i++) expect((await forwarded(direct, '10.9.0.1', `203.0.113.${20 + i}`)).statusCode).toBe(200);
      expect((await forwarded(direct, '10.9.0.1', '203.0.113.30')).statusCode).toBe(429);
    } finally {
      await Promise.all([behind.server.close(), direct.server.close()]);
    }
  });
});
