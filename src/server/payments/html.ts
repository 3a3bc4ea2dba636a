/** Helpers for the few server-rendered payment pages (no template engine, no inline script or style). */

import { escapeHtml } from '../html.ts';

export { escapeHtml };

export function originOf(url: string): string {
  return new URL(url).origin;
}

/**
 * The policy of every payment page: scripts and styles only from this server, forms only to it, and
 * framed only by this server's pages and the brands' sites (every ancestor must be allowed).
 */
export function paymentPageCsp(frameAncestors: Iterable<string>): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors 'self' ${[...frameAncestors].join(' ')}`.trim(),
  ].join('; ');
}

export const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it a browser sends "Origin: null" on the page's own form posts, which the
  // origin check must refuse.
  'referrer-policy': 'same-origin',
  'content-type': 'text/html; charset=utf-8',
} as const;

/**
 * The page the merchant response URL answers with; the hosted page shows it in the frame. Short on
 * purpose: its frame reports a height of at most 70 px, which is how the widget knows a result is in.
 */
export function resultPage(options: { publicUrl: string; parentOrigin: string | null; outcome: string; message: string; success: boolean }): string {
  const origin = options.parentOrigin ? ` data-parent-origin="${escapeHtml(options.parentOrigin)}"` : '';
  return `<!doctype html>
<html lang="en-GB" data-result="${escapeHtml(options.outcome)}"${origin}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.message)}</title>
<link rel="stylesheet" href="${escapeHtml(options.publicUrl)}/payments/result.css">
<script src="${escapeHtml(options.publicUrl)}/payments/frame.js" defer></script>
</head>
<body>
<p class="result ${options.success ? 'result-success' : 'result-failure'}" role="status">${escapeHtml(options.message)}</p>
</body>
</html>
`;
}
