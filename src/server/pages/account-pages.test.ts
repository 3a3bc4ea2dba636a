import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRANDS, type BrandDefinition } from '../../engine/i18n/brand.ts';
import { parseApiKeys } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { ACCOUNT_ROUTES, concretePaths } from '../../engine/account-routes.ts';
import { accountNotFoundPage, accountPagesRoutes } from '../http/register-routes.ts';
import { brandOfHost, wantsPage } from './account-page.ts';
import { accountCsp } from './csp.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'covers-account-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'account'), { recursive: true });
  writeFileSync(join(dir, 'account/index.html'), '<html><head><title>Payments</title></head><body><div id="covers-account"></div></body></html>');
  return dir;
}

/** The rows the brand lookups read: a booking of brand 2 by its payment token, manage key or invite code, a guest of it (by page code or invitation code), a deposit request for it, an order. */
const db: Queryable = {
  async query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    if (sql.includes('FROM bookings WHERE payment_token')) return (params[0] === 'pay-token' ? [{ id: 7 }] : []) as T[];
    if (sql.includes('FROM bookings WHERE manage_key')) return (params[0] === 'manage-key' ? [{ id: 7 }] : []) as T[];
    if (sql.includes('FROM bookings WHERE invite_code')) return (params[0] === 'invite-code' ? [{ id: 7 }] : []) as T[];
    if (sql.includes('FROM booking_guests WHERE unique_code')) return (params[0] === 'guest-code' ? [{ id: 5, booking_id: 7 }] : []) as T[];
    if (sql.includes('FROM booking_guests WHERE join_code')) return (params[0] === 'guest-join-code' ? [{ id: 5, booking_id: 7 }] : []) as T[];
    if (sql.includes('FROM deposit_requests WHERE token')) return (params[0] === 'request-token' ? [{ id: 3, booking_id: 7 }] : []) as T[];
    if (sql.includes('FROM payment_orders WHERE order_id')) return (params[0] === 'order-id' ? [{ order_id: 'order-id', brand_id: 4 }] : []) as T[];
    if (sql.includes('FROM bookings WHERE id')) return (params[0] === 7 ? [{ id: 7, brand_id: 2 }] : []) as T[];
    throw new Error(`unexpected query ${sql}`);
  },
  async run() {
    return 0;
  },
};

const catalogue = {
  async get() {
    const bar = { id: 11, brand_id: 1, branded_name: 'Revolution Manchester Deansgate', slug: 'revolution-manchester-deansgate', frontend_visible: true, open: true, covid_closed: false };
    return {
      bars: new Map([[11, bar]]),
      bookableBars: (brandId: number) => (brandId === 1 ? [bar] : []),
      barBySlug: (slug: string) => (slug.toLowerCase() === bar.slug ? bar : undefined),
    } as never;
  },
};

async function app(publicDir: string) {
  const server = Fastify();
  const config = { apiKeys: parseApiKeys('*:covers-demo-key') };
  await server.register(accountPagesRoutes, { config, catalogue, db, publicDir });
  const notFound = accountNotFoundPage({ config, publicDir });
  server.setNotFoundHandler((request, reply) => (wantsPage(request) ? notFound(request, reply) : reply.code(404).send({ error: 'No such endpoint' })));
  return server;
}

/** A path of a route pattern, each parameter given a value. */
const example = (path: string) => path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'slug' || name === 'bar' ? 'revolution-manchester-deansgate' : `x-${name}`));

const brandMeta = (body: string) => /<meta name="covers-brand" content="(\d+)"/.exec(body)?.[1];

describe('the account payment pages', () => {
  it('serve the built page under a strict CSP, with the API key and the brand in <meta> tags', async () => {
    const server = await app(fakeBuild());
    for (const url of ['/pay', '/pay-deposit/x', '/payment/x', '/payment/check/x', '/deposit/x', '/bar/revolution-manchester-deansgate']) {
      const r = await server.inject(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.headers['content-security-policy']).toBe(accountCsp());
      expect(r.headers['cache-control']).toBe('no-store');
      expect(r.body).toContain('<meta name="covers-api-key" content="covers-demo-key" />');
    }
    expect(accountCsp()).toContain("script-src 'self'");
    expect(accountCsp()).not.toContain('unsafe');
    expect(accountCsp(['https://pay.example'])).toContain("frame-src 'self' https://pay.example");
    await server.close();
  });

  it('take the brand from the bookings host, else ?brand=, else the booking the code belongs to', async () => {
    const server = await app(fakeBuild());
    expect(brandMeta((await server.inject('/pay')).body)).toBe('0');
    expect(brandMeta((await server.inject('/pay?brand=decuba')).body)).toBe('2');
    expect(brandMeta((await server.inject({ url: '/pay', headers: { host: new URL(BRANDS.playhouse.bookingsHost).host } })).body)).toBe('4');
    expect(brandMeta((await server.inject('/pay-deposit/pay-token')).body)).toBe('2');
    expect(brandMeta((await server.inject('/payment/request-token')).body)).toBe('2');
    expect(brandMeta((await server.inject('/deposit/request-token')).body)).toBe('2');
    expect(brandMeta((await server.inject('/payment/check/order-id')).body)).toBe('4');
    expect(brandMeta((await server.inject('/pay-deposit/unknown')).body)).toBe('0');
    expect(brandMeta((await server.inject('/re-book/manage-key')).body)).toBe('2');
    expect(brandMeta((await server.inject('/re-book/manage-key?brand=playhouse')).body)).toBe('4');
    expect(brandMeta((await server.inject('/re-book/unknown')).body)).toBe('0');
    // The booking page by its manage key, with or without an action (the e-mail's link names no brand).
    expect(brandMeta((await server.inject('/manage/manage-key')).body)).toBe('2');
    expect(brandMeta((await server.inject('/manage/manage-key/pay/balance')).body)).toBe('2');
    expect(brandMeta((await server.inject('/manage/unknown/pay')).body)).toBe('0');
    // A guest's invitation, by its code.
    expect(brandMeta((await server.inject('/guest-join/guest-join-code')).body)).toBe('2');
    expect(brandMeta((await server.inject('/guest-join/unknown')).body)).toBe('0');
    expect(brandOfHost('bookings.revolution-bars.example')).toBe(BRANDS.revolution);
    expect(brandOfHost('elsewhere.example')).toBeUndefined();
    await server.close();
  });

  it('name a bar’s page after the bar, and say so when there is no such bar', async () => {
    const server = await app(fakeBuild());
    const bar = await server.inject('/bar/Revolution-Manchester-Deansgate');
    expect(brandMeta(bar.body)).toBe('1');
    expect(bar.body).toContain('<meta name="covers-bar" content="{&#34;id&#34;:11,&#34;name&#34;:&#34;Revolution Manchester Deansgate&#34;,&#34;slug&#34;:&#34;revolution-manchester-deansgate&#34;}" />');
    const missing = await server.inject('/bar/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('covers-bar');
    await server.close();
  });

  it('answer 503 with what to run when the pages are not built', async () => {
    const server = await app(join(tmpdir(), 'covers-no-such-build'));
    const r = await server.inject('/pay');
    expect(r.statusCode).toBe(503);
    expect(r.body).toContain('npm run build');
    await server.close();
  });

  it('serve the site’s page for every route of the table, and a 404 page for any other page address', async () => {
    const server = await app(fakeBuild());
    const html = { accept: 'text/html,application/xhtml+xml' };
    for (const route of ACCOUNT_ROUTES.filter((r) => !r.server)) {
      for (const path of concretePaths(route.path)) {
        const r = await server.inject({ url: example(path), headers: html });
        expect(r.statusCode, path).toBe(200);
        expect(r.headers['content-security-policy'], path).toBe(accountCsp());
        expect(r.body, path).toContain('<div id="covers-account">');
      }
    }
    expect((await server.inject({ url: '/login?brand=decuba', headers: html })).body).toContain('<meta name="covers-brand" content="2" />');
    // The site's pages carry their brand's bars, for the profile's favourite bar.
    const data = async (url: string) => JSON.parse(/<script type="application\/json" id="covers-page-data">([^<]*)<\/script>/.exec((await server.inject({ url, headers: html })).body)![1]!) as { bars?: unknown; brand: BrandDefinition };
    expect((await data('/my-details?brand=revolution')).bars).toEqual([{ id: 11, name: 'Revolution Manchester Deansgate' }]);
    expect((await data('/my-details?brand=decuba')).bars).toEqual([]);
    expect((await data('/login?brand=revolution')).bars).toMatchObject([{ id: 11 }]);
    // And the page's brand: the site's script carries none of its own.
    const { $schema: _schema, ...decuba } = BRANDS.decuba;
    expect((await data('/login?brand=decuba')).brand).toEqual(decuba);
    for (const url of ['/nope', '/login/a/b', '/my-details/x', '/documents/1']) {
      const r = await server.inject({ url, headers: html });
      expect(r.statusCode, url).toBe(404);
      expect(r.headers['content-security-policy'], url).toBe(accountCsp());
      expect(r.body, url).toContain('<div id="covers-account">');
    }
    // Not a browser asking for a page: the API's error shape.
    expect((await server.inject('/nope')).json()).toEqual({ error: 'No such endpoint' });
    expect((await server.inject({ url: '/api/nope', headers: html })).json()).toEqual({ error: 'No such endpoint' });
    expect((await server.inject({ method: 'POST', url: '/login', headers: html })).statusCode).toBe(404);
    await server.close();
  });
});
