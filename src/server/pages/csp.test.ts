import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../engine/i18n/brand.ts';
import { loadPaymentsConfig, parseApiKeys } from '../config.ts';
import { accountPagesRoutes, pagesRoutes } from '../http/register-routes.ts';
import { accountCsp, paymentPageCsp, widgetCsp } from './csp.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'covers-csp-'));
  dirs.push(dir);
  for (const sub of ['widget', 'account', 'assets']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'widget/index.html'), '<html><head><title>Booking</title></head><body></body></html>');
  writeFileSync(join(dir, 'account/index.html'), '<html><head><title>Payments</title></head><body></body></html>');
  return dir;
}

async function server(env: Record<string, string>) {
  const app = Fastify();
  const config = { apiKeys: parseApiKeys('*:covers-demo-key'), payments: loadPaymentsConfig(env) };
  const publicDir = fakeBuild();
  await app.register(pagesRoutes, { config, publicDir });
  const db = { query: async () => [], run: async () => 0 };
  await app.register(accountPagesRoutes, { config, publicDir, db, catalogue: { get: async () => ({ bars: new Map() }) as never } });
  return app;
}

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const GP = { PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'm', GP_SHARED_SECRET: 's', GP_HPP_URL: 'https://pay.realexpayments.com/pay' };

describe('the payment pages’ CSP with Google Pay’s client', () => {
  it('lets in exactly what pay.js needs, with a nonce, and still nothing inline or evaluated', async () => {
    const app = await server(GP);
    for (const url of ['/widget?brand=revolution', '/pay']) {
      const r = await app.inject(url);
      expect(r.statusCode, url).toBe(200);
      const csp = r.headers['content-security-policy'] as string;
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, url).toBeDefined();
      expect(directive(csp, 'script-src')).toBe(`script-src 'self' 'nonce-${nonce}' https://pay.google.com`);
      expect(directive(csp, 'style-src')).toBe(`style-src 'self' 'nonce-${nonce}'`);
      expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://pay.google.com https://google.com/pay https://www.google.com/pay");
      expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://pay.realexpayments.com https://pay.google.com");
      expect(directive(csp, 'form-action')).toBe("form-action 'self' https://pay.realexpayments.com");
      expect(directive(csp, 'default-src')).toBe("default-src 'none'");
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic|\*/);
      // The page learns the same nonce, and where Google's client is, from its <meta>.
      const meta = /<meta name="covers-google-pay" content="([^"]+)"/.exec(r.body)?.[1]?.replace(/&#34;/g, '"');
      expect(JSON.parse(meta!)).toEqual({ src: 'https://pay.google.com/gp/p/js/pay.js', environment: 'PRODUCTION', nonce });
    }
  });

  it('gives each response its own nonce', async () => {
    const app = await server(GP);
    const nonces = await Promise.all([1, 2, 3].map(async () => /'nonce-([^']+)'/.exec((await app.inject('/widget')).headers['content-security-policy'] as string)?.[1]));
    expect(new Set(nonces).size).toBe(3);
  });

  it('is Google-free when the client is off (the sandbox’s default), and on pages that take no payment', async () => {
    const app = await server({});
    for (const url of ['/widget', '/pay']) {
      const r = await app.inject(url);
      expect(r.headers['content-security-policy']).not.toMatch(/google|nonce/);
      expect(r.body).not.toContain('covers-google-pay');
    }
    expect(widgetCsp(BRANDS.revolution.embedOrigins)).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'self' ${BRANDS.revolution.embedOrigins.join(' ')}`,
    );
    expect(accountCsp()).toContain("frame-ancestors 'self'");
    // The card page (served by the sandbox) is not a page that loads wallets.
    expect(paymentPageCsp(['https://www.revolution-bars.co.uk'])).not.toMatch(/google/);
  });

  it('turns on with GOOGLE_PAY_CLIENT for the sandbox too, in Google’s TEST environment; anything but on/off is refused', async () => {
    const app = await server({ GOOGLE_PAY_CLIENT: 'on' });
    const r = await app.inject('/widget');
    expect(r.headers['content-security-policy']).toContain('https://pay.google.com');
    expect(r.body).toContain('&#34;environment&#34;:&#34;TEST&#34;');
    expect(loadPaymentsConfig({ ...GP, GOOGLE_PAY_CLIENT: 'off' }).googlePayClient).toBe(false);
    expect(() => loadPaymentsConfig({ GOOGLE_PAY_CLIENT: 'maybe' })).toThrow(/on or off/);
  });
});
