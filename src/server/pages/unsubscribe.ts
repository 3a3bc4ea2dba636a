/** The page of an offer e-mail's unsubscribe link: a button that stops the offers, and what it did. */
import { getBrand } from '../../engine/i18n/brand.ts';
import { escapeHtml } from './html.ts';

export const UNSUBSCRIBE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  // The address holds the link's secret: never tell another site.
  'referrer-policy': 'no-referrer',
} as const;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Before: a button (a look changes nothing). After, or when they are stopped already: said so. */
export function unsubscribePage(brandId: number, state: 'ask' | 'stopped'): string {
  const brand = getBrand(brandId).name;
  if (state === 'stopped') return page('Offers by e-mail stopped', `<p role="status">You will get no more offers by e-mail from ${escapeHtml(brand)}.</p>`);
  return page(
    `Stop offers by e-mail from ${brand}?`,
    `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop offers by e-mail</button></form>`,
  );
}

export const unknownLinkPage = (message: string) => page('Link not found', `<p role="alert">${escapeHtml(message)}</p>`);
