/**
 * The account site's pages (account-and-guest-features §2.1, §2.4): one built page
 * (dist/public/account/index.html, src/account/) served under a strict CSP for each of its routes.
 * The page's brand is the brand whose bookings host the request came to, else `?brand=`, else the
 * brand of the booking the code in the path belongs to; its API key and brand go into <meta> tags.
 * A lookup refused by the lookup limit is a short page of its own, in the account pages' look.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BRANDS, getBrand, type BrandDefinition } from '../../engine/i18n/brand.ts';
import { HttpError } from '../http/errors.ts';
import { builtFile, paymentOrigins, widgetApiKey, type PagesOptions } from './built-pages.ts';
import { accountCsp, googlePayMeta, googlePayPage, googleSignInMeta } from './csp.ts';
import { escapeHtml } from './html.ts';

const NOT_BUILT = `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Covers: pages not built</title></head>
<body><h1>The browser pages are not built yet</h1><p>Run <code>npm run build</code>, then reload.</p></body></html>`;

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

/**
 * The page a refused lookup gets (429): the account pages' header and main, with their built
 * stylesheet and no script, so it reads the same without looking anything up.
 */
export function tooManyAttemptsPage(brand: BrandDefinition, message: string, builtPage: string | null | undefined): string {
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

/** A browser's request for a page (GET or HEAD, HTML accepted, outside the API), which an HTML not-found page suits. */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Data for the site as a JSON block that never runs (allowed under the CSP); `<` escaped so no text can close it. */
function pageData(data: Record<string, unknown>): string {
  return `<script type="application/json" id="covers-page-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** A brand as the account site reads it from its page (src/account/main.tsx): the definition without its schema's address. */
export function pageBrand(brand: BrandDefinition): Omit<BrandDefinition, '$schema'> {
  const { $schema: _schema, ...rest } = brand;
  return rest;
}

/** What the page found for its path: the booking's brand, or the bar whose page it is. */
export interface AccountPageFound {
  brandId?: number | undefined;
  bar?: { id: number; name: string; slug: string; closed?: true };
  /** The page's brand's bookable bars, written into the page (the profile's favourite bar). */
  bars?: (brandId: number) => Promise<readonly unknown[]>;
}

/** The account site's page, as each of its routes sends it. */
export class AccountPage {
  private readonly gateways: string[];
  private readonly read: (file: string) => Promise<string | null>;

  constructor(private readonly options: Pick<PagesOptions, 'config' | 'publicDir'>) {
    this.gateways = paymentOrigins(options.config);
    this.read = builtFile(options.publicDir);
  }

  private brand(request: FastifyRequest, brandId: number | undefined): BrandDefinition {
    const query = request.query as Record<string, string | undefined>;
    return brandOfHost(request.hostname) ?? (query.brand ? getBrand(query.brand) : brandId !== undefined ? getBrand(brandId) : getBrand(undefined));
  }

  async send(request: FastifyRequest, reply: FastifyReply, found: AccountPageFound) {
    const brand = this.brand(request, found.brandId);
    const page = await this.read('account/index.html');
    if (page === null) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT);
    const key = widgetApiKey(this.options.config, brand);
    const googlePay = googlePayPage(this.options.config.payments);
    const metas = [
      // The brand's look before any script runs: no first paint in the default brand's.
      `<link rel="stylesheet" href="/brands/${escapeHtml(brand.code)}/theme.css" />`,
      key ? `<meta name="covers-api-key" content="${escapeHtml(key)}" />` : '',
      `<meta name="covers-brand" content="${brand.id}" />`,
      found.bar ? `<meta name="covers-bar" content="${escapeHtml(JSON.stringify(found.bar))}" />` : '',
      // Every account page takes payments: Google Pay's client (when on) with this response's nonce.
      googlePayMeta(googlePay),
      googleSignInMeta(this.options.config.googleSignIn?.clientId),
      // The brand itself (its names, links, look and copy): the site's script carries no brand of its own.
      pageData({ ...(found.bars ? { bars: await found.bars(brand.id) } : {}), brand: pageBrand(brand) }),
    ].filter(Boolean);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', accountCsp(this.gateways, googlePay, Boolean(this.options.config.googleSignIn)))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .send(page.replace('</head>', `  ${metas.join('\n    ')}\n  </head>`));
  }

  /** The pages' error handler: a refused lookup (the limit's 429) is a page; every other error keeps the app's JSON answer. */
  readonly errorHandler = async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
    return reply
      .code(429)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', accountCsp(this.gateways))
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
      .send(tooManyAttemptsPage(this.brand(request, undefined), error.message, await this.read('account/index.html')));
  };
}
