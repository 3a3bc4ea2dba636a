/** The widget page: the built shell with its API key, step 1's locations and Google Pay's client. */
import { escapeHtml } from './html.ts';
import { googlePayMeta, type GooglePayPage } from './csp.ts';

/**
 * What step 1 needs and no customer changes (the brand's bookable locations, as the session answer
 * lists them, when the catalogue is at hand) and the origins the page's CSP lets frame it (the hosts
 * the widget talks to), as a JSON block that never runs: allowed under the page's CSP, read by the
 * widget before its first paint (src/widget/page-data.ts); in development (`live`), that the widget follows
 * edited flows through /dev/live. `<` is escaped so no text can close the block.
 */
export function widgetPageData(data: { bars: readonly unknown[] | null; frameOrigins: readonly string[]; live?: boolean }): string {
  const json = JSON.stringify({ ...(data.bars ? { bars: data.bars } : {}), frameOrigins: data.frameOrigins, ...(data.live ? { live: true } : {}) }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="covers-page-data">${json}</script>`;
}

/** The built page with what this response adds in its <head>; nothing inline runs. */
export function widgetPage(
  page: string | null,
  options: { bars: readonly unknown[] | null; frameOrigins: readonly string[]; apiKey: string | undefined; googlePay: GooglePayPage | null; live?: boolean },
): string | null {
  const withData = page ? page.replace('</head>', () => `  ${widgetPageData(options)}\n  </head>`) : page;
  return withData && options.apiKey
    ? withData.replace('</head>', `  <meta name="covers-api-key" content="${escapeHtml(options.apiKey)}" />${googlePayMeta(options.googlePay)}\n  </head>`)
    : withData;
}
