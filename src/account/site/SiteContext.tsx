import { createContext, useContext } from 'react';
import type { AccountApi } from '../../api-client/accounts.ts';
import type { ApiClient } from '../../api-client/client.ts';
import type { BrandDefinition } from '../../engine/i18n/index.ts';
import type { PageBar } from './page-bar.ts';

/** What every page of the site reads: the brand the server chose, the API, the bar of a /bar/{slug} page. */
export interface Site {
  brand: BrandDefinition;
  /** The page's API client: a page makes the part of the API it calls with `useApi`. */
  client: ApiClient;
  /** Who is logged in, logging in and out: the site's frame calls it on every page. */
  accounts: AccountApi;
  /** The bar of a /bar/{slug} page, as the server found it. */
  bar: PageBar | null;
  /** The brand's bookable bars, on the pages the server writes them into (the profile's). */
  bars: readonly { id: number; name: string }[];
  /**
   * A path of the site that keeps the page's `?brand=`: a page opened with one keeps its brand when
   * the customer reloads or follows a link (on a brand's bookings host there is none to keep).
   */
  path(to: string): string;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside the account site');
  return site;
}

const apis = new WeakMap<ApiClient, Map<unknown, unknown>>();

/**
 * A part of the API (`PaymentApi`, `BookingApi` …) on the page's client, one of each per client. A page
 * imports the part it calls, so its code comes with the page rather than in every first load.
 */
export function useApi<T>(Api: new (client: ApiClient) => T): T {
  const { client } = useSite();
  let made = apis.get(client);
  if (!made) apis.set(client, (made = new Map()));
  if (!made.has(Api)) made.set(Api, new Api(client));
  return made.get(Api) as T;
}

/**
 * The brand the site's links keep: the address's `?brand=`; else, for a page that found its brand from the
 * booking in its path (a manage link names none), that brand, so every page it leads to wears it too; on a
 * brand's own bookings host, or for the group's own brand, none (the host, or the default, says it).
 */
export function brandToKeep(location: { search: string; host: string }, brand: Pick<BrandDefinition, 'id' | 'code' | 'bookingsHost'>): string | null {
  const asked = new URLSearchParams(location.search).get('brand');
  if (asked) return asked;
  if (brand.id === 0) return null;
  return URL.canParse(brand.bookingsHost) && new URL(brand.bookingsHost).host === location.host ? null : brand.code;
}

/** `path` for a site opened with `?brand=<brand>` (or none). */
export function brandPath(brandParam: string | null): (to: string) => string {
  return (to) => {
    if (!brandParam) return to;
    const hash = to.indexOf('#');
    const [base, fragment] = hash === -1 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
    if (/[?&]brand=/.test(base)) return to;
    return `${base}${base.includes('?') ? '&' : '?'}brand=${encodeURIComponent(brandParam)}${fragment}`;
  };
}
