import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ROUTES, concretePaths } from '../../engine/account-routes.ts';
import type { AccountPage } from '../pages/account-page.ts';
import type { CatalogueStore } from '../services/catalogue-store.ts';

/** The account site's routes that have a route file of their own (they find the page's brand from the code in the path). */
const OWN_ROUTE_FILES = new Set(['bar', 'payDeposit', 'deposit', 'pay', 'payment', 'paymentCheck']);

/**
 * GET every other path of the account site's route table (account-and-guest-features §2.1): the
 * site's page, which shows the route's page, its coming-soon page, or the login first. The brand is
 * the bookings host's, else `?brand=`.
 */
export default function accountSiteRoute(app: FastifyInstance, deps: { page: AccountPage; catalogue: Pick<CatalogueStore, 'get'> }) {
  // The profile's favourite bar is chosen from the brand's bookable bars, written into every page of
  // the site's own routes (the profile is reached from any of them without a page load).
  const bars = async (brandId: number) =>
    (await deps.catalogue.get())
      .bookableBars(brandId)
      .map((bar) => ({ id: bar.id, name: bar.branded_name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  for (const route of ACCOUNT_ROUTES) {
    if (route.server || OWN_ROUTE_FILES.has(route.page)) continue;
    for (const path of concretePaths(route.path)) app.get(path, (request, reply) => deps.page.send(request, reply, { bars }));
  }
}
