/**
 * The api client of a page served by our server (the widget page, the account site): the browser's
 * own fetch, and the API key the server wrote into the page's <meta> (no inline script under the CSP).
 */
import { ServerClock } from '../engine/clock/server-clock.ts';
import { ApiClient } from './client.ts';

/**
 * The page's "now": the server's clock, learnt from the answers of every client the page makes. The
 * widget's slots, the hold's countdown, 'Today' and 'Tomorrow' and the account site's "still to come"
 * read it, so a device whose clock is wrong shows what the server accepts.
 */
export const serverClock = new ServerClock();

/** The page's API key, from `<meta name="covers-api-key">`. */
export function pageApiKey(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="covers-api-key"]')?.content ?? '';
}

/** A client for `brand` with the page's key (or `apiKey`), calling /api on the page's origin (or `baseUrl`). */
export function pageApiClient(brand: number | string, apiKey = pageApiKey(), baseUrl = ''): ApiClient {
  return new ApiClient({ fetch: (url, init) => fetch(url, init), baseUrl, apiKey, brand, serverClock });
}
