/**
 * The browser pages, on the same port as the API, from the build in dist/public (npm run build;
 * npm start builds it when missing or stale):
 *   /                      index of the demo pages
 *   /widget                the widget page (query: brand, bar, date, people, type, lang), under a strict CSP
 *   /embed.js              the host-page loader
 *   /assets/…              hashed scripts and styles (cached for a year)
 *   /demo/<brand code>     a brand's demo site with the widget embedded by the loader
 *   /demo/two-brands       two widgets of two brands on one page
 *   /brands/<code>/logo.svg  a wordmark for the brand's theme logoUrl
 * Without a build these answer 503 with what to run; the API does not need the build.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BRAND_CODES, BRANDS, getBrand, type BrandDefinition } from '../../engine/i18n/brand.ts';
import type { Config } from '../config.ts';
import type { Catalogue } from '../domain/catalogue.ts';
import { bookableBarsData } from '../domain/session/view.ts';
import { googlePayMeta, googlePayPage, widgetCsp } from './csp.ts';

export const DEFAULT_PUBLIC_DIR = fileURLToPath(new URL('../../../dist/public/', import.meta.url));

export interface PagesOptions {
  config: Pick<Config, 'apiKeys'> & Partial<Pick<Config, 'payments'>>;
  /** The built pages; default dist/public. */
  publicDir?: string;
  /** Where the widget page's locations come from; without it the first session answer brings them. */
  catalogue?: { get(): Promise<Catalogue> };
}

/**
 * What step 1 needs and no customer changes (the brand's bookable locations, as the session answer
 * lists them), as a JSON block that never runs: allowed under the page's CSP, read by the widget
 * before its first paint (src/widget/page-data.ts). `<` is escaped so no text can close the block.
 */
export function widgetPageData(bars: readonly unknown[]): string {
  const json = JSON.stringify({ bars }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="covers-page-data">${json}</script>`;
}

function withPageData(page: string | null, bars: readonly unknown[] | null): string | null {
  return page && bars ? page.replace('</head>', `  ${widgetPageData(bars)}\n  </head>`) : page;
}

const NOT_BUILT = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Covers: pages not built</title></head>
<body><h1>The browser pages are not built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds them when they are missing), then reload. The API at <code>/api/</code> works without them.</p></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The widget page's CSP is built with the account pages' one (csp.ts).
export { widgetCsp } from './csp.ts';

/** The API key the widget of a brand sends: the brand's own key, else one accepted for every brand. */
export function widgetApiKey(config: Pick<Config, 'apiKeys'>, brand: BrandDefinition): string | undefined {
  const [own] = config.apiKeys.get(String(brand.id)) ?? [];
  const [any] = config.apiKeys.get('*') ?? [];
  return own ?? any;
}

function brandStyle(brand: BrandDefinition): string {
  const c = brand.theme.colours;
  const vars = {
    '--brand-primary': c.primary,
    '--brand-on-primary': c.onPrimary,
    '--brand-secondary': c.secondary,
    '--brand-background': c.background,
    '--brand-surface': c.surface,
    '--brand-text': c.text,
    '--brand-font-heading': brand.theme.fonts.heading,
    '--brand-font-body': brand.theme.fonts.body,
  };
  const body = Object.entries(vars)
    .map(([k, v]) => `${k}: ${v.replace(/[<>{};]/g, '')};`)
    .join(' ');
  return `<style>:root { ${body} }</style>`;
}

/** A wordmark in the brand's colours, for theme.logoUrl (/brands/<code>/logo.svg). */
export function brandLogo(brand: BrandDefinition): string {
  const c = brand.theme.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48" role="img" aria-label="${escapeHtml(brand.name)}">
<rect width="180" height="48" fill="${c.primary}"/>
<text x="90" y="31" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${c.onPrimary}">${escapeHtml(brand.shortName.toUpperCase())}</text>
</svg>`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? escapeHtml(values[name]!) : whole));
}

/** The real card gateway's origin when it is the one configured (the sandbox is this server). */
export function paymentOrigins(config: PagesOptions['config']): string[] {
  const hpp = config.payments?.gateway === 'globalpayments' ? config.payments.globalPayments?.hppUrl : undefined;
  if (!hpp) return [];
  try {
    return [new URL(hpp).origin];
  } catch {
    return [];
  }
}

export default async function pagesRoutes(app: FastifyInstance, options: PagesOptions) {
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  const gateways = paymentOrigins(options.config);
  const read = async (file: string): Promise<string | null> => {
    try {
      return await readFile(join(publicDir, file), 'utf8');
    } catch {
      return null;
    }
  };
  const html = (reply: FastifyReply, body: string | null, headers: Record<string, string> = {}) => {
    if (body === null) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').headers(headers).send(body);
  };

  await app.register(fastifyStatic, {
    root: join(publicDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    suppressWarning: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // build.ts writes .br and .gz beside each script and style.
    preCompressed: true,
  });

  app.get('/', async (request, reply) => {
    const template = await read('embed/demo/index.html');
    const links = BRAND_CODES.map((code) => `<li><a href="/demo/${code}">${escapeHtml(BRANDS[code].name)}</a></li>`).join('\n        ');
    const origin = `${request.protocol}://${request.host}`;
    return html(reply, template && fill(template, { origin }).replace('<!--covers:brand-links-->', links));
  });

  app.get<{ Querystring: Record<string, string | undefined> }>('/widget', async (request, reply) => {
    const brand = getBrand(request.query.brand);
    // Step 1's locations come written into the page (widgetPageData).
    const page = withPageData(await read('widget/index.html'), options.catalogue ? bookableBarsData(await options.catalogue.get(), brand.id) : null);
    const key = widgetApiKey(options.config, brand);
    // The widget takes payments: Google Pay's client (when on) with this response's nonce.
    const googlePay = googlePayPage(options.config.payments);
    // The api client reads its key here; nothing inline runs.
    const withKey = page && key ? page.replace('</head>', `  <meta name="covers-api-key" content="${escapeHtml(key)}" />${googlePayMeta(googlePay)}\n  </head>`) : page;
    return html(reply, withKey, {
      'content-security-policy': widgetCsp(brand, gateways, googlePay),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  app.get('/embed.js', async (_request, reply) => {
    const code = await read('embed.js');
    if (code === null) return reply.code(503).type('text/javascript; charset=utf-8').send('console.error("Covers: the widget loader is not built yet (npm run build).");');
    // Host pages include a stable URL: revalidate, so they get a new loader soon after a release.
    return reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300, must-revalidate')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('x-content-type-options', 'nosniff')
      .send(code);
  });

  // Browsers ask for it on every page; there is none.
  app.get('/favicon.ico', async (_request, reply) => reply.code(204).header('cache-control', 'public, max-age=86400').send());

  app.get('/demo', async (_request, reply) => reply.redirect('/'));

  app.get('/demo/two-brands', async (_request, reply) => html(reply, await read('embed/demo/two-brands.html')));

  app.get<{ Params: { brand: string } }>('/demo/:brand', async (request, reply) => {
    const code = request.params.brand;
    if (!(BRAND_CODES as readonly string[]).includes(code)) return reply.callNotFound();
    const brand = BRANDS[code as (typeof BRAND_CODES)[number]];
    const template = await read('embed/demo/host.html');
    const page =
      template &&
      fill(template, {
        brandName: brand.name,
        brandCode: brand.code,
        logoUrl: brand.theme.logoUrl,
        siteUrl: brand.links.site,
        allergensUrl: brand.links.allergens,
      }).replace('<!--covers:brand-style-->', brandStyle(brand));
    return html(reply, page);
  });

  app.get<{ Params: { code: string } }>('/brands/:code/logo.svg', async (request, reply) => {
    const code = request.params.code;
    if (!(BRAND_CODES as readonly string[]).includes(code)) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(brandLogo(BRANDS[code as (typeof BRAND_CODES)[number]]));
  });
}

/** True when the pages have been built (npm run build). */
export function pagesBuilt(publicDir = DEFAULT_PUBLIC_DIR): boolean {
  return existsSync(join(publicDir, 'widget/index.html'));
}
