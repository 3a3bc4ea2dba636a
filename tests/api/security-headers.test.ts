/**
 * The security headers of every kind of answer, on the real server: the API's JSON (answered or
 * refused), the widget page, the sandbox's card page, the demo pages, the account pages, the loader;
 * the framing origins exactly the brands' sites in production and those plus the development origins
 * elsewhere; HSTS only where the answer went out over HTTPS.
 */
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, parseApiKeys, type Config } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { fakeBuild } from '../helpers/fake-build.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { TEST_NOW } from '../helpers/test-app.ts';

/** The policy of every answer that is not a page: nothing loads, nothing frames it. */
const NOT_A_PAGE = "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'";
const WIDGET = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'";
const CARD_PAGE = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; form-action 'self'; base-uri 'none'";
const BRAND_SITES = 'https://www.revolution-bars.example https://www.revoluciondecuba.example https://www.playhouse-bars.example';
const DEVELOPMENT = 'http://localhost:8080 http://localhost:3000';
const HSTS = 'max-age=31536000; includeSubDomains';

let db: Db;
let cleanup: () => Promise<void>;
let build: ReturnType<typeof fakeBuild>;
const apps: App[] = [];

async function app(config: Partial<Config> = {}): Promise<App> {
  const built = await buildApp({
    db,
    clock: fixedClock(TEST_NOW),
    publicDir: build.dir,
    config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test', writeLimit: false, ...config },
  });
  apps.push(built);
  return built;
}

let development: App;
let production: App;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb({ seeded: true }));
  build = fakeBuild();
  development = await app();
  // A production deployment behind a load balancer that ends TLS.
  production = await app({ production: true, publicUrl: 'https://bookings.covers.example', trustProxy: '10.0.0.0/8' });
});
afterAll(async () => {
  for (const built of apps) await built.server.close();
  await cleanup?.();
  build?.remove();
});

const session = (target: App, headers: Record<string, string> = {}) =>
  target.server.inject({ method: 'POST', url: '/api/rest/booking/session', headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json', ...headers }, payload: '{"form_version":"2.0"}' });

/** The headers every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['referrer-policy'], what).toBeDefined();
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin-allow-popups');
  expect(response.headers['x-powered-by'], what).toBeUndefined();
  // frame-ancestors in every answer's CSP says who may frame it; X-Frame-Options could not list sites.
  expect(response.headers['x-frame-options'], what).toBeUndefined();
}

describe('answers that are not pages', () => {
  it('carry nosniff and a CSP that loads nothing and lets nothing frame them, answered or refused', async () => {
    const answered = await session(development);
    expect(answered.statusCode).toBe(200);
    const refused = {
      'no API key': await development.server.inject({ method: 'POST', url: '/api/rest/booking/session', headers: { 'x-brand': '1' }, payload: {} }),
      'invalid text': await development.server.inject('/api/rest/deposit/%00'),
      'bad percent-encoding': await development.server.inject('/api/rest/deposit/%E0%A4%A'),
      'unknown endpoint': await development.server.inject('/no/such/page'),
      'bad JSON': await development.server.inject({ method: 'POST', url: '/api/rest/booking/session', headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' }, payload: '{' }),
    };
    expect(Object.fromEntries(Object.entries(refused).map(([what, r]) => [what, r.statusCode]))).toEqual({ 'no API key': 401, 'invalid text': 400, 'bad percent-encoding': 400, 'unknown endpoint': 404, 'bad JSON': 400 });
    for (const [what, response] of [['answered', answered] as const, ...Object.entries(refused)]) {
      expect(response.headers['content-security-policy'], what).toBe(NOT_A_PAGE);
      expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
      expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
      expectCommonHeaders(response, what);
    }
  });

  it('let other sites load the loader and the brands’ logos (e-mails show them wherever they are read), and nothing else', async () => {
    const loader = await development.server.inject('/embed.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(loader.headers['content-security-policy']).toBe(NOT_A_PAGE);
    expectCommonHeaders(loader, 'embed.js');
    const logo = await development.server.inject('/brands/revolution/logo.svg');
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(logo.headers['content-security-policy']).toBe(NOT_A_PAGE);
    const widget = await development.server.inject('/widget?brand=revolution');
    expect(widget.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the widget page', () => {
  it('is framed exactly by the brand’s sites, and outside production by the development origins too', async () => {
    const dev = await development.server.inject('/widget?brand=revolution');
    expect(dev.statusCode).toBe(200);
    expect(dev.headers['content-security-policy']).toBe(`${WIDGET}; frame-ancestors 'self' https://www.revolution-bars.example ${DEVELOPMENT}`);
    expectCommonHeaders(dev, 'widget');
    const live = await production.server.inject('/widget?brand=revolution');
    expect(live.headers['content-security-policy']).toBe(`${WIDGET}; frame-ancestors 'self' https://www.revolution-bars.example`);
    // The default brand has no site of its own: in production only this server frames it.
    expect((await production.server.inject('/widget')).headers['content-security-policy']).toBe(`${WIDGET}; frame-ancestors 'self'`);
    // The widget talks to exactly the hosts that may frame it.
    expect(live.body).toContain('"frameOrigins":["https://www.revolution-bars.example"]');
    expect(dev.body).toContain(`"frameOrigins":["https://www.revolution-bars.example","http://localhost:8080","http://localhost:3000"]`);
  });
});

describe('the card page (the sandbox gateway’s hosted page)', () => {
  const open = (target: App, origin: string) =>
    target.server.inject({ method: 'POST', url: '/payments/sandbox/hpp', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'ORDER_ID=x' });

  it('is framed by this server and exactly the brands’ sites, the development origins only outside production', async () => {
    const dev = await open(development, 'http://covers.test');
    expect(dev.statusCode).toBe(400); // an unsigned request: the page says so, under the same headers
    expect(dev.headers['content-security-policy']).toBe(`${CARD_PAGE}; frame-ancestors 'self' ${BRAND_SITES} ${DEVELOPMENT}`);
    expectCommonHeaders(dev, 'card page');
    const live = await open(production, 'https://bookings.covers.example');
    expect(live.headers['content-security-policy']).toBe(`${CARD_PAGE}; frame-ancestors 'self' ${BRAND_SITES}`);
    // A development origin may not even open it in production.
    expect((await open(production, 'http://localhost:8080')).statusCode).toBe(403);
    expect((await open(development, 'http://localhost:8080')).statusCode).toBe(400);
  });
});

describe('the demo pages', () => {
  it('run only this server’s scripts, allow their one style block by its hash, and are framed by no one', async () => {
    const DEMO = "default-src 'none'; script-src 'self'; style-src 'self'{hash}; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";
    const brand = await development.server.inject('/demo/decuba');
    const style = /<style>([^<]*)<\/style>/.exec(brand.body)![1]!;
    expect(brand.headers['content-security-policy']).toBe(DEMO.replace('{hash}', ` 'sha256-${createHash('sha256').update(style).digest('base64')}'`));
    expectCommonHeaders(brand, 'demo site');
    for (const url of ['/demo', '/demo/two-brands']) {
      const page = await development.server.inject(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-security-policy'], url).toBe(DEMO.replace('{hash}', ''));
      expectCommonHeaders(page, url);
    }
  });
});

describe('the account pages', () => {
  it('are framed by this server only', async () => {
    const pay = await development.server.inject('/pay');
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['content-security-policy']).toMatch(/; frame-ancestors 'self'$/);
    expectCommonHeaders(pay, '/pay');
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP, nor when an unnamed proxy claims HTTPS', async () => {
    for (const response of [await session(development), await session(development, { 'x-forwarded-proto': 'https' }), await development.server.inject('/widget')]) {
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is sent when a proxy named in TRUST_PROXY says the request came over HTTPS', async () => {
    const behindProxy = await app({ trustProxy: '127.0.0.1' });
    expect((await session(behindProxy, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(HSTS);
    expect((await behindProxy.server.inject({ url: '/widget', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBe(HSTS);
    expect((await session(behindProxy, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('is on every answer behind TRUST_PROXY with an HTTPS public address (the proxy ends the TLS)', async () => {
    for (const response of [
      await session(production),
      await production.server.inject('/widget'),
      await production.server.inject('/api/rest/nope'),
      await production.server.inject('/demo/revolution'),
    ]) {
      expect(response.headers['strict-transport-security']).toBe(HSTS);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
