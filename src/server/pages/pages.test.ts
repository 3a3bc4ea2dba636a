import Fastify from 'fastify';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BRANDS } from '../../engine/i18n/brand.ts';
import { loadPaymentsConfig, parseApiKeys } from '../config.ts';
import { pagesRoutes } from '../http/register-routes.ts';
import { fakeBuild as fakeBuildOf } from '../../../tests/helpers/fake-build.ts';

const builds: Array<{ remove(): void }> = [];
afterAll(() => builds.forEach((b) => b.remove()));

function fakeBuild(): string {
  const build = fakeBuildOf();
  builds.push(build);
  return build.dir;
}

async function app(publicDir: string, keys = '*:covers-demo-key', payments?: ReturnType<typeof loadPaymentsConfig>, production = false) {
  const server = Fastify();
  await server.register(pagesRoutes, { config: { apiKeys: parseApiKeys(keys), payments, production }, publicDir });
  return server;
}

describe('the demo sites in production', () => {
  it('are not served: a production server is the brands’ booking engine, not a demo', async () => {
    const server = await app(fakeBuild(), '*:covers-demo-key', undefined, true);
    for (const url of ['/demo', '/demo/', '/demo/revolution', '/demo/two-brands']) expect((await server.inject(url)).statusCode, url).toBe(404);
    expect((await server.inject('/widget?brand=revolution')).statusCode).toBe(200);
    const development = await app(fakeBuild());
    expect((await development.inject('/demo/revolution')).statusCode).toBe(200);
    await Promise.all([server.close(), development.close()]);
  });
});

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
    const STRICT = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'";
    expect(r.headers['content-security-policy']).toBe(`${STRICT}; frame-ancestors 'self' https://www.revoluciondecuba.example http://localhost:8080 http://localhost:3000`);
    expect(r.body).toContain('<meta name="covers-api-key" content="covers-demo-key" />');
    const unknown = await server.inject('/widget?brand=nope');
    expect(unknown.headers['content-security-policy']).toBe(`${STRICT}; frame-ancestors 'self' http://localhost:8080 http://localhost:3000`);
    await server.close();
    // In production the development origins may not frame it: exactly the brand's sites.
    const live = await app(fakeBuild(), undefined, undefined, true);
    expect((await live.inject('/widget?brand=decuba')).headers['content-security-policy']).toBe(`${STRICT}; frame-ancestors 'self' https://www.revoluciondecuba.example`);
    expect((await live.inject('/widget?brand=nope')).headers['content-security-policy']).toBe(`${STRICT}; frame-ancestors 'self'`);
    await live.close();
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
    // The brand's colours are the page's one inline block, allowed by its hash and nothing else.
    const style = /<style>([^<]*)<\/style>/.exec(r.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(r.headers['content-security-policy']).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self' 'sha256-${hash}'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'self'; form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'`,
    );
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
