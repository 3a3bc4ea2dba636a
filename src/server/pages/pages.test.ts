import Fastify from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../engine/i18n/brand.ts';
import { loadPaymentsConfig, parseApiKeys } from '../config.ts';
import { pagesRoutes } from '../http/register-routes.ts';
import { widgetCsp } from './csp.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A stand-in for dist/public with just enough of each page to check what the server does to it. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'covers-pages-'));
  dirs.push(dir);
  for (const sub of ['widget', 'embed/demo', 'assets']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'widget/index.html'), '<html><head><title>Booking</title></head><body><div id="covers-widget"></div></body></html>');
  writeFileSync(join(dir, 'embed/demo/host.html'), '<html><head><!--covers:brand-style--></head><body><img src="{{logoUrl}}" alt="{{brandName}}"><script src="/embed.js" data-brand="{{brandCode}}"></script>{{unknown}}</body></html>');
  writeFileSync(join(dir, 'embed/demo/index.html'), '<ul><!--covers:brand-links--></ul><code>{{origin}}/embed.js</code>');
  writeFileSync(join(dir, 'embed/demo/two-brands.html'), '<p>two</p>');
  writeFileSync(join(dir, 'embed.js'), '(()=>{})();');
  writeFileSync(join(dir, 'assets/widget-abc.js'), 'export{};');
  return dir;
}

async function app(publicDir: string, keys = '*:covers-demo-key', payments?: ReturnType<typeof loadPaymentsConfig>) {
  const server = Fastify();
  await server.register(pagesRoutes, { config: { apiKeys: parseApiKeys(keys), payments }, publicDir });
  return server;
}

describe('pages without a build', () => {
  it('answer 503 with what to run, and nothing else breaks', async () => {
    const server = await app(join(tmpdir(), 'covers-no-such-build'));
    for (const url of ['/demo', '/widget', '/demo/revolution', '/demo/two-brands']) {
      const r = await server.inject(url);
      expect(r.statusCode, url).toBe(503);
      expect(r.body).toContain('npm run build');
    }
    const loader = await server.inject('/embed.js');
    expect(loader.statusCode).toBe(503);
    expect(loader.headers['content-type']).toContain('javascript');
    await server.close();
  });
});

describe('pages from a build', () => {
  it('serves the widget page under a strict CSP framed only by the brand’s sites', async () => {
    const server = await app(fakeBuild());
    const r = await server.inject('/widget?brand=decuba&people=4');
    expect(r.statusCode).toBe(200);
    const csp = r.headers['content-security-policy'] as string;
    expect(csp).toBe(widgetCsp(BRANDS.decuba));
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(csp).toContain(`frame-ancestors 'self' ${BRANDS.decuba.embedOrigins.join(' ')}`);
    expect(r.body).toContain('<meta name="covers-api-key" content="covers-demo-key" />');
    const unknown = await server.inject('/widget?brand=nope');
    expect(unknown.headers['content-security-policy']).toBe(widgetCsp(BRANDS.default));
    await server.close();
  });

  it('lets the real card gateway’s hosted page in when it is the one configured', async () => {
    const sandbox = await app(fakeBuild(), undefined, loadPaymentsConfig({}));
    expect((await sandbox.inject('/widget')).headers['content-security-policy']).toContain("frame-src 'self';");
    await sandbox.close();
    const real = await app(fakeBuild(), undefined, loadPaymentsConfig({ PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'm', GP_SHARED_SECRET: 's', GP_HPP_URL: 'https://pay.realexpayments.com/pay', GOOGLE_PAY_CLIENT: 'off' }));
    const csp = (await real.inject('/widget')).headers['content-security-policy'] as string;
    expect(csp).toContain("frame-src 'self' https://pay.realexpayments.com;");
    expect(csp).toContain("form-action 'self' https://pay.realexpayments.com;");
    await real.close();
  });

  it('gives the widget its brand’s own key when there is one', async () => {
    const server = await app(fakeBuild(), '*:shared-key,2:cuba-key');
    expect((await server.inject('/widget?brand=decuba')).body).toContain('content="cuba-key"');
    expect((await server.inject('/widget?brand=revolution')).body).toContain('content="shared-key"');
    await server.close();
  });

  it('serves a demo site per brand in its colours, and 404 for an unknown brand', async () => {
    const server = await app(fakeBuild());
    const r = await server.inject('/demo/playhouse');
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('data-brand="playhouse"');
    expect(r.body).toContain(`alt="${BRANDS.playhouse.name}"`);
    expect(r.body).toContain(`--brand-primary: ${BRANDS.playhouse.theme.colours.primary};`);
    expect(r.body).toContain('{{unknown}}');
    expect((await server.inject('/demo/nope')).statusCode).toBe(404);
    expect((await server.inject('/demo/two-brands')).body).toBe('<p>two</p>');
    const index = await server.inject({ url: '/demo', headers: { host: 'covers.test:8080' } });
    expect(index.body).toContain('<a href="/demo/revolution">Revolution</a>');
    expect(index.body).toContain('http://covers.test:8080/embed.js');
    await server.close();
  });

  it('serves the loader, hashed assets for a year, and brand logos', async () => {
    const server = await app(fakeBuild());
    const loader = await server.inject('/embed.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['cache-control']).toContain('max-age=300');
    const asset = await server.inject('/assets/widget-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const logo = await server.inject('/brands/decuba/logo.svg');
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain(BRANDS.decuba.theme.colours.primary);
    await server.close();
  });
});
