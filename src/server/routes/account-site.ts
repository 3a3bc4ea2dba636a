import type { FastifyInstance } from 'fastify';
import { ACCOUNT_ROUTES, concretePaths } from '../../engine/account-routes.ts';
import type { AccountPage } from '../pages/account-page.ts';
import { lookupLimited } from '../plugins/lookup-limit.ts';
import type { CatalogueStore } from '../services/catalogue-store.ts';
import type { CodeBrands, CodeKind } from '../services/payments/code-brands.ts';

/** The account site's routes that have a route file of their own (they find the page's brand from the code in the path). */
const OWN_ROUTE_FILES = new Set(['bar', 'openingTimes', 'trackTrace', 'payDeposit', 'deposit', 'pay', 'payment', 'paymentCheck']);

/**
 * The pages whose path names a booking by a secret: the page wears that booking's brand (its calls
 * are refused for any other), and looking the code up is under the lookup limit like the payment pages'.
 */
const CODE_IN_PATH: Record<string, { param: string; kind: CodeKind }> = {
  rebook: { param: 'manageToken', kind: 'manageKey' },
  manage: { param: 'manageToken', kind: 'manageKey' },
  join: { param: 'joinToken', kind: 'inviteCode' },
  guest: { param: 'uniqueCode', kind: 'guestCode' },
  guestJoin: { param: 'code', kind: 'guestJoinCode' },
};

/**
 * GET every other path of the account site's route table (account-and-guest-features §2.1): the
 * site's page, which shows the route's page, its coming-soon page, or the login first. The brand is
 * the bookings host's, else `?brand=`, else (on a page of CODE_IN_PATH) the booking's.
 */
export default function accountSiteRoute(app: FastifyInstance, deps: { page: AccountPage; catalogue: Pick<CatalogueStore, 'get'>; codes: CodeBrands }) {
  // The profile's favourite bar is chosen from the brand's bookable bars, written into every page of
  // the site's own routes (the profile is reached from any of them without a page load).
  const bars = async (brandId: number) =>
    (await deps.catalogue.get())
      .bookableBars(brandId)
      .map((bar) => ({ id: bar.id, name: bar.branded_name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  for (const route of ACCOUNT_ROUTES) {
    if (route.server || OWN_ROUTE_FILES.has(route.page)) continue;
    const code = CODE_IN_PATH[route.page];
    for (const path of concretePaths(route.path)) {
      if (!code) {
        app.get(path, (request, reply) => deps.page.send(request, reply, { bars }));
        continue;
      }
      app.get<{ Params: Record<string, string> }>(path, lookupLimited(app), async (request, reply) =>
        deps.page.send(request, reply, { bars, brandId: await deps.codes.brandOf(code.kind, request.params[code.param] ?? '') }),
      );
    }
  }
}
