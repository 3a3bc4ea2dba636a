/**
 * The account site's route table (account-and-guest-features §2.1), read by both sides: the site
 * renders a page per route (react-router patterns: `:name` a segment, `:name?` an optional trailing
 * one), and the server sends the site's page for exactly these paths and a 404 for any other.
 *
 * `page` names what the site shows there. `soon` routes belong to later work: the site shows a
 * "coming soon" page of its own for them, never a blank page.
 */

export interface AccountRouteDef {
  path: string;
  /** The site's page for the route (its component, its locale key under account:routes). */
  page: string;
  /** Login required (§6): the site sends a visitor who is not logged in to /login first. */
  login?: true;
  /** Not built yet: the site's coming-soon page. */
  soon?: true;
  /** Answered by a server route of its own, not the site's page (the calendar download). */
  server?: true;
}

export const ACCOUNT_ROUTES: readonly AccountRouteDef[] = [
  { path: '/', page: 'dashboard', login: true },
  { path: '/bar/:slug', page: 'bar' },
  // Not in the spec's table (§2.1 names it only as 'a bar opening-times page by slug').
  { path: '/bar/:slug/opening-times', page: 'openingTimes' },
  { path: '/clubsoc/:userId/:address?', page: 'clubsoc' },
  { path: '/track-trace/:bar', page: 'trackTrace' },
  { path: '/booking', page: 'booking', soon: true },
  { path: '/pay-deposit/:code', page: 'payDeposit' },
  { path: '/deposit/:code', page: 'deposit' },
  { path: '/pay', page: 'pay' },
  { path: '/tip/:siteCode?', page: 'tip' },
  { path: '/tip/complete/:id', page: 'tipComplete' },
  { path: '/payment/:code', page: 'payment' },
  { path: '/payment/check/:code', page: 'paymentCheck' },
  { path: '/manage/:manageToken/:action?/:subAction?', page: 'manage' },
  { path: '/ical/:token', page: 'ical', server: true },
  { path: '/join/:joinToken/:variation?', page: 'join' },
  { path: '/guest-join/:code', page: 'guestJoin' },
  { path: '/guest/:uniqueCode', page: 'guest' },
  { path: '/login/:joinToken?', page: 'login' },
  { path: '/forgot-password', page: 'forgotPassword' },
  { path: '/password-reset/:resetToken', page: 'passwordReset' },
  { path: '/logout', page: 'logout' },
  { path: '/register/:joinToken?', page: 'register' },
  { path: '/edit-booking/:id', page: 'editBooking', login: true },
  { path: '/new-booking', page: 'newBooking', login: true },
  { path: '/new-booking-debug', page: 'newBooking', login: true },
  { path: '/book', page: 'book' },
  { path: '/re-book/:manageToken', page: 'rebook' },
  { path: '/verify/:verifyToken/:joinToken?', page: 'verify' },
  { path: '/my-details', page: 'myDetails', login: true },
  // The app-user dashboard authenticates by the app user's id instead of a login (§2.1).
  { path: '/app/:appUserId', page: 'appDashboard' },
  { path: '/book-app/:appId/:barId?', page: 'bookApp', soon: true },
  { path: '/book-now', page: 'bookNow' },
  { path: '/student/:userId/:address?', page: 'student' },
  { path: '/graduate/:userId/:address?', page: 'graduate' },
  { path: '/email-verify/:code', page: 'emailVerify' },
  { path: '/covid-checkin', page: 'covidCheckin' },
  { path: '/society/qr/:code', page: 'societyQr' },
  { path: '/society', page: 'society', login: true },
  { path: '/society/:id', page: 'society', login: true },
  { path: '/society/contract/:code/:adminCode', page: 'societyContract' },
  { path: '/society/contract-copy/:code/:adminCode', page: 'societyContract' },
  { path: '/app-voucher/:appUserId', page: 'appVoucher' },
  { path: '/allergens', page: 'allergens' },
  { path: '/allergens-pdf/:type?/:barId?', page: 'allergensPdf' },
  { path: '/staff/login', page: 'staffLogin' },
  { path: '/staff/logout', page: 'staffLogout' },
  { path: '/staff/data-collect', page: 'staffDataCollect' },
  { path: '/student-signup/:barId?', page: 'studentSignup' },
  { path: '/documents/:barId/:date/:categoryIds?/:typeIds?', page: 'documents' },
];

/**
 * A pattern's concrete forms, each optional trailing segment left out in turn:
 * `/a/:b/:c?` → `/a/:b`, `/a/:b/:c` (the forms a router without optional segments registers).
 */
export function concretePaths(pattern: string): string[] {
  const parts = pattern.split('/').slice(1);
  const firstOptional = parts.findIndex((p) => p.endsWith('?'));
  if (firstOptional === -1) return [pattern];
  const paths: string[] = [];
  for (let n = firstOptional; n <= parts.length; n++) {
    const path = `/${parts
      .slice(0, n)
      .map((p) => p.replace(/\?$/, ''))
      .join('/')}`;
    paths.push(path);
  }
  return paths;
}

/** The route a path is, matched as react-router ranks them (static segments before parameters), with its parameters. */
export function matchAccountRoute(
  pathname: string,
): { route: AccountRouteDef; params: Record<string, string> } | undefined {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  let best: { route: AccountRouteDef; params: Record<string, string>; score: number } | undefined;
  for (const route of ACCOUNT_ROUTES) {
    for (const path of concretePaths(route.path)) {
      const parts = path === '/' ? [] : path.split('/').slice(1);
      if (parts.length !== segments.length) continue;
      const params: Record<string, string> = {};
      let score = 0;
      const fits = parts.every((part, i) => {
        const segment = segments[i]!;
        if (part.startsWith(':')) {
          if (segment === '') return false;
          try {
            params[part.slice(1)] = decodeURIComponent(segment);
          } catch {
            return false;
          }
          score += 1;
          return true;
        }
        score += 10;
        return part === segment;
      });
      if (fits && (!best || score > best.score)) best = { route, params, score };
    }
  }
  return best && { route: best.route, params: best.params };
}
