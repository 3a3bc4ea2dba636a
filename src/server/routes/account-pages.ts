/**
 * The account site's payment pages (account-and-guest-features §2.1, §2.4), one built page
 * (dist/public/account/index.html, src/account/) served under a strict CSP for each route:
 *   /pay                   enter a payment code (the booking reference), then confirm the amount
 *   /bar/{slug}            the same for a bar's customers (the bar's name shown)
 *   /pay-deposit/{code}    a booking's deposit or balance by its payment token
 *   /payment/{code}        a payment request (deposit request token): its amount and the card page
 *   /deposit/{code}        the same, after the deposit page's check call
 *   /payment/check/{code}  the verify screen for an order
 * The page's brand is the brand whose bookings host the request came to, else `?brand=`, else the
 * brand of the booking the code in the path belongs to; its API key and brand go into <meta> tags.
 * The pages that look a code up share the lookup limit with the API's lookups (payments/lookup-limit.ts);
 * a refused one is a short page of its own, in the account pages' look, with nothing looked up.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BRANDS, getBrand, type BrandDefinition } from '../../engine/i18n/brand.ts';
import type { Config } from '../config.ts';
import type { Queryable } from '../db/index.ts';
import { HttpError } from '../errors.ts';
import { findBooking } from '../db/repositories/bookings.ts';
import { findBookingId, findDepositRequest, findOrder } from '../db/repositories/payments.ts';
import { lookupLimited } from '../payments/lookup-limit.ts';
import type { CatalogueStore } from '../services/catalogue-store.ts';
import { accountCsp, googlePayMeta, googlePayPage } from './csp.ts';
import { DEFAULT_PUBLIC_DIR, paymentOrigins, widgetApiKey } from './pages.ts';

export interface AccountPagesOptions {
  config: Pick<Config, 'apiKeys'> & Partial<Pick<Config, 'payments'>>;
  catalogue: Pick<CatalogueStore, 'get'>;
  db: Queryable;
  /** The built pages; default dist/public. */
  publicDir?: string;
}

const NOT_BUILT = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Covers: pages not built</title></head>
<body><h1>The browser pages are not built yet</h1><p>Run <code>npm run build</code>, then reload.</p></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Codes in paths are URL-safe secrets or references: anything else is not looked up. */
const CODE = /^[A-Za-z0-9_-]{1,100}$/;

// Built with the widget page's one (csp.ts).
export { accountCsp } from './csp.ts';

/** The brand whose bookings host (brands/*.json bookingsHost) this request came to. */
export function brandOfHost(host: string | undefined): BrandDefinition | undefined {
  if (!host) return undefined;
  return Object.values(BRANDS).find((b) => {
    try {
      return new URL(b.bookingsHost).host === host.toLowerCase();
    } catch {
      return false;
    }
  });
}

type CodeKind = 'paymentToken' | 'depositRequest' | 'order';

/**
 * The page a refused lookup gets (429): the account pages' header and main, with their built
 * stylesheet and no script, so it reads the same without looking anything up.
 */
export function tooManyAttemptsPage(brand: BrandDefinition, message: string, builtPage: string | undefined): string {
  const styles = builtPage?.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  return `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Too many attempts · ${escapeHtml(brand.name)}</title>
    ${styles.join('\n    ')}
  </head>
  <body>
    <div class="covers-page">
      <header class="covers-page__header">
        <a href="${escapeHtml(brand.links.site)}" class="covers-page__brand"><img src="${escapeHtml(brand.theme.logoUrl)}" alt="${escapeHtml(brand.name)}" width="180" height="48" /></a>
      </header>
      <main class="covers-page__main" aria-labelledby="covers-page-title">
        <h1 id="covers-page-title" class="covers-page__title">Too many attempts</h1>
        <p role="alert">${escapeHtml(message)}</p>
      </main>
    </div>
  </body>
</html>
`;
}

export default async function accountPagesRoutes(app: FastifyInstance, options: AccountPagesOptions) {
  const publicDir = options.publicDir ?? DEFAULT_PUBLIC_DIR;
  const gateways = paymentOrigins(options.config);

  /** The brand of the booking a code belongs to, when it is one. */
  async function brandOfCode(kind: CodeKind, code: string): Promise<number | undefined> {
    if (!CODE.test(code)) return undefined;
    if (kind === 'order') return (await findOrder(options.db, code))?.brand_id;
    const bookingId = kind === 'paymentToken' ? await findBookingId(options.db, { paymentToken: code }) : (await findDepositRequest(options.db, { token: code }))?.booking_id;
    return bookingId ? (await findBooking(options.db, bookingId))?.brand_id : undefined;
  }

  function pageBrand(request: FastifyRequest, brandId: number | undefined): BrandDefinition {
    const query = request.query as Record<string, string | undefined>;
    return brandOfHost(request.hostname) ?? (query.brand ? getBrand(query.brand) : brandId !== undefined ? getBrand(brandId) : getBrand(undefined));
  }

  const builtPage = () => readFile(join(publicDir, 'account/index.html'), 'utf8').catch(() => undefined);

  async function serve(request: FastifyRequest, reply: FastifyReply, found: { brandId?: number; bar?: { id: number; name: string; slug: string } }) {
    const brand = pageBrand(request, found.brandId);
    const page = await builtPage();
    if (page === undefined) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    const key = widgetApiKey(options.config, brand);
    const googlePay = googlePayPage(options.config.payments);
    const metas = [
      key ? `<meta name="covers-api-key" content="${escapeHtml(key)}" />` : '',
      `<meta name="covers-brand" content="${brand.id}" />`,
      found.bar ? `<meta name="covers-bar" content="${escapeHtml(JSON.stringify(found.bar))}" />` : '',
      // Every account page takes payments: Google Pay's client (when on) with this response's nonce.
      googlePayMeta(googlePay),
    ].filter(Boolean);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', accountCsp(gateways, googlePay))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .send(page.replace('</head>', `  ${metas.join('\n    ')}\n  </head>`));
  }

  // A refused lookup (the limit's 429) is a page here; every other error keeps the app's JSON answer.
  app.setErrorHandler(async (error, request, reply) => {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    return reply
      .code(429)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', accountCsp(gateways))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .send(tooManyAttemptsPage(pageBrand(request, undefined), error.message, await builtPage()));
  });

  // /pay looks nothing up itself: its code goes to the API's lookup, which is limited.
  for (const path of ['/pay', '/pay/']) app.get(path, (request, reply) => serve(request, reply, {}));

  const byCode = (path: string, kind: CodeKind) =>
    app.get<{ Params: { code: string } }>(path, lookupLimited(app), async (request, reply) =>
      serve(request, reply, { brandId: await brandOfCode(kind, request.params.code) }),
    );
  byCode('/pay-deposit/:code', 'paymentToken');
  byCode('/payment/check/:code', 'order');
  byCode('/deposit/:code', 'depositRequest');
  // A payment code is a deposit request's token; /payment/{id} names the same page.
  byCode('/payment/:code', 'depositRequest');

  app.get<{ Params: { slug: string } }>('/bar/:slug', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    const bar = [...(await options.catalogue.get()).bars.values()].find((b) => b.slug === slug);
    // An unknown bar: the page says the page does not exist.
    if (!bar) return serve(request, reply.code(404), {});
    return serve(request, reply, { brandId: bar.brand_id, bar: { id: bar.id, name: bar.branded_name, slug: bar.slug } });
  });
}
