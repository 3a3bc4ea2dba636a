/** The page the merchant response URL answers with, and the headers of every payment page. */
import { escapeHtml } from './html.ts';
import { CSS, JS, staticFile } from './static-file.ts';

export const PAGE_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it a browser sends "Origin: null" on the page's own form posts, which the
  // origin check must refuse.
  'referrer-policy': 'same-origin',
  'content-type': 'text/html; charset=utf-8',
} as const;

/**
 * The hosted page shows this in the frame. Short on purpose: its frame reports a height of at most
 * 70 px, which is how the widget knows a result is in.
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

/**
 * The script that reports a payment frame's height to its parent (the result page's and the sandbox
 * card page's), and the result page's style: files, so that the payment pages need no inline script or style.
 */
export const frameScript = () => staticFile(new URL('./assets/frame.js', import.meta.url), JS);
export const resultStyle = () => staticFile(new URL('./assets/result.css', import.meta.url), CSS);
