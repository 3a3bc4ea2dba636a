/**
 * The account site's route table (account-and-guest-features §2.1) in Chromium: every route answers
 * (its page, a login first, or the site's coming-soon page) with nothing scrolling sideways at a phone's
 * 375 px, any other path is the not-found page with a 404, and moving between pages takes the focus to
 * the new page's title.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, concretePaths } from '../../src/engine/account-routes.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { drawnKeys, keysIn } from './helpers/locale-keys.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

// The walk opens every page that looks a code up (payments, contracts, vouchers, tips, check-in…): more than one client's lookup limit.
const live = serverAndBrowser({ env: { LOOKUP_RATE_LIMIT: '1000' } });

/** A path of a route pattern, each parameter given a value. */
const example = (path: string) =>
  path.replace(/:(\w+)\??/g, (_, name: string) =>
    name === 'slug' || name === 'bar' ? 'revolution-manchester-deansgate' : `x-${name}`,
  );

/** The title each built page shows at an example address (login-required ones show the login first). */
const TITLES: Record<string, string | RegExp> = {
  pay: 'Make a payment',
  bar: /^Pay at /,
  openingTimes: /: opening times$/,
  allergens: 'Allergen menu',
  // An example bar id is no bar's: the list asks for a location; the documents page says its link is wrong.
  allergensPdf: 'Allergen menus',
  documents: 'Menus',
  payDeposit: 'Pay for your booking',
  payment: 'Make a payment',
  deposit: 'Make a payment',
  paymentCheck: 'Checking your payment',
  login: 'Login',
  register: 'Register',
  verify: 'Set your password',
  forgotPassword: 'Forgot password',
  passwordReset: 'Choose a new password',
  // Logged out, the customer lands on / and so on the login page.
  logout: /^Log(in|out)$/,
  tip: 'Tips',
  // An example id is no tip's, and no app user's: the pages say so when asked.
  tipComplete: 'Tip',
  appVoucher: 'Voucher',
  book: 'Book',
  bookNow: 'Book now',
  rebook: 'Choose New Date',
  manage: 'Manage your booking',
  // An example token names no booking: the page says the link no longer works.
  join: 'Join the booking',
  guest: 'Your pre-order',
  // Example ids are no app user's and no society's QR code: each page says so under its title.
  appDashboard: 'My Bookings',
  clubsoc: 'Club and society',
  societyQr: 'Join your society',
  societyContract: /^(Society contract|Copy of the contract)$/,
  guestJoin: 'Join the booking',
  emailVerify: 'E-mail verification',
  student: 'Student sign-up',
  graduate: 'Graduates',
  studentSignup: 'Sign up for student offers',
  trackTrace: 'Track and trace',
  covidCheckin: 'Check in',
  staffLogin: 'Staff login',
  // The logout page moves on to the login page after 1 s; the data-collection page sends anyone not signed in there.
  staffLogout: /^Staff log(out|in)$/,
  staffDataCollect: /^Staff/,
};

const keys = new Set(drawnKeys());

describe('the account site', () => {
  it('answers every route of the table: its page, the login first, or coming soon; any other path is not found (404)', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    // A phone's width: no page may scroll sideways.
    await page.setViewportSize({ width: 375, height: 800 });
    const checkedSoon = new Set<boolean>();
    for (const route of ACCOUNT_ROUTES.filter((r) => !r.server)) {
      for (const path of concretePaths(route.path)) {
        const response = await page.goto(`${live.server.origin}${example(path)}?brand=revolution`);
        expect(response?.status(), path).toBe(200);
        const title = route.login ? 'Login' : route.soon ? undefined : TITLES[route.page];
        const h1 = page.getByRole('heading', { level: 1 });
        if (title === undefined) {
          await page.getByText('This page is coming soon.').waitFor();
          expect(await h1.textContent(), path).not.toBe('');
        } else {
          await h1
            .filter({ hasText: title })
            .waitFor({ timeout: 10_000 })
            .catch(async () => expect.fail(`${path}: the title is "${await h1.textContent()}"`));
        }
        if (route.login) expect(new URL(page.url()).pathname, path).toBe('/login');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at 375 px`).toBeLessThanOrEqual(375);
        // Each page's texts came with it: none is drawn as its key.
        expect(keysIn(await page.locator('body').innerText(), keys), path).toEqual([]);
        // axe once for each kind of page.
        if (
          route.soon && !route.login
            ? !checkedSoon.has(true) && checkedSoon.add(true)
            : route.page in TITLES && path === concretePaths(route.path)[0]
        ) {
          expect(await seriousViolations(page), path).toEqual([]);
        }
      }
    }
    for (const path of ['/nope', '/login/a/b', '/my-details/x', '/pay/x']) {
      const response = await page.goto(`${live.server.origin}${path}?brand=revolution`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: "Oops! That page doesn't seem to exist!" }).waitFor();
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    // The only errors: the 404s of the not-found pages and of the account calls the server refuses.
    expect(errors.filter((e) => !/\b40[14]\b/.test(e))).toEqual([]);
    await page.context().close();
  }, 240_000); // every route of the table, each with its page loaded (and axe once per kind): minutes on a loaded machine

  it('keeps the brand and moves the focus to the new page’s title as the customer goes from page to page with the keyboard', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/my-details?brand=decuba`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    expect(new URL(page.url()).search).toBe('?brand=decuba');
    // Tab to the register link and follow it.
    const register = page.getByRole('link', { name: 'Register' });
    await tabTo(page, register);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('covers-page-title');
    expect(page.url()).toBe(`${live.server.origin}/register?brand=decuba`);
    expect(await page.title()).toContain('Register');
    // An e-mail address that is not one: the error is read with the field, which takes the focus.
    await page.getByLabel('E-mail address').fill('mary@example');
    await page.keyboard.press('Enter');
    await page.getByText('mary@example is not a valid e-mail address').waitFor();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type))
      .toBe('email');
    expect(await page.getByLabel('E-mail address').getAttribute('aria-invalid')).toBe('true');
    await page.context().close();
  });
});
