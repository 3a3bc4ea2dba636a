/**
 * Google sign-in on the login page in Chromium (issue 16 item 7, spec §7.1 customers/authenticate/google). With
 * GOOGLE_CLIENT_ID set, the server is given a local key set standing in for Google's (GOOGLE_JWKS_URL) and the
 * browser a stand-in for Google's script (the one thing outside the machine): it draws a button and hands the
 * page's callback an ID token signed by the local key, as Google's does. The page shows the button, and the token
 * logs the customer in; a token signed by another key is refused and logs no one in; when Google's script cannot
 * be had, the page says so and points to the e-mail login. Without GOOGLE_CLIENT_ID there is no Google button
 * and Google's script is never asked for. Keyboard and axe on each.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, type CryptoKey } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { launchBrowser, watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { startGoogleKeySet, type GoogleKeySet } from '../helpers/google-keys.ts';
import { E2E_NOW, startServer, type RunningServer } from './helpers/server.ts';

const CLIENT_ID = 'covers-e2e.apps.googleusercontent.com';
const GSI = 'https://accounts.google.com/gsi/client';
const FAILED = 'Sorry, we could not sign you in with Google. Please try again.';
const UNAVAILABLE = 'Sign in with Google is not available just now. Please log in with your e-mail address and password.';
const NOW = Math.floor(new Date(E2E_NOW).getTime() / 1000);

const live = serverAndBrowser();
let google: RunningServer;
let browser: Browser;
let keys: GoogleKeySet;

beforeAll(async () => {
  keys = await startGoogleKeySet();
  [google, browser] = await Promise.all([startServer({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: keys.jwksUrl } }), launchBrowser()]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await google?.stop();
  await keys?.close();
});

/** An ID token as Google's button hands one over, for `email`, signed by `key`. */
function idToken(email: string, key: CryptoKey = keys.googleKey) {
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    sub: `google-${email}`,
    email,
    email_verified: true,
    given_name: 'Gwen',
    family_name: 'Google',
    iat: NOW - 60,
    exp: NOW + 3540,
    jti: randomUUID(),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
    .sign(key);
}

/**
 * Google's script as the page uses it (`google.accounts.id`): `initialize` keeps the page's callback, and
 * `renderButton` draws a button that hands it `credential`, as Google's popup does once the customer has chosen.
 */
async function standInGoogle(page: Page, credential: string) {
  const script = `window.google = { accounts: { id: {
    initialize(options) { window.googleOptions = options; },
    renderButton(parent) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () => window.googleOptions.callback({ credential: ${JSON.stringify(credential)} }));
      parent.appendChild(button);
    },
  } } };`;
  await page.route(GSI, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: script }));
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('with GOOGLE_CLIENT_ID', () => {
  it('shows the button on the login page, and the credential it hands over logs the customer in', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(browser);
    await standInGoogle(page, await idToken('gwen.google@example.com'));
    await page.goto(`${google.origin}/login?brand=revolution`);
    await title(page, 'Login');
    const region = page.getByRole('region', { name: 'Sign in with Google' });
    const button = region.getByRole('button', { name: 'Sign in with Google' });
    await button.waitFor();
    // The page was told the client id and asked for Google's popup.
    expect(await page.evaluate(() => (window as unknown as { googleOptions: { client_id: string; ux_mode: string } }).googleOptions)).toMatchObject({ client_id: CLIENT_ID, ux_mode: 'popup' });
    await expectNoAxeFindings(page, 'login with Google');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await title(page, 'My Bookings');
    await page.getByText('Logged in as gwen.google@example.com').waitFor();
    await expectNoAxeFindings(page, 'logged in with Google');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });

  it('refuses a credential signed by another key, and logs no one in', async () => {
    const { page, context, errors } = await watchedPage(browser);
    await standInGoogle(page, await idToken('mallory@example.com', keys.otherKey));
    await page.goto(`${google.origin}/login?brand=revolution`);
    await title(page, 'Login');
    const button = page.getByRole('button', { name: 'Sign in with Google' });
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText(FAILED).waitFor();
    await expectNoAxeFindings(page, 'refused');
    expect(new URL(page.url()).pathname).toBe('/login');
    // Not logged in: an account page still asks for the login.
    await page.goto(`${google.origin}/my-details?brand=revolution`);
    await title(page, 'Login');
    expect(errors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
    await context.close();
  });

  it("says so when Google's script cannot be had, and the e-mail login stays", async () => {
    const { page, context } = await watchedPage(browser);
    await page.route(GSI, (route) => route.abort('internetdisconnected'));
    await page.goto(`${google.origin}/login?brand=revolution`);
    await title(page, 'Login');
    await page.getByRole('status').getByText(UNAVAILABLE).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in with Google' }).count()).toBe(0);
    await page.getByLabel('E-mail address').waitFor();
    await expectNoAxeFindings(page, 'Google unavailable');
    await context.close();
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('offers no Google button and never asks for Google’s script', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://accounts.google.com/')) asked.push(request.url());
    });
    await page.goto(`${live.server.origin}/login?brand=revolution`);
    await title(page, 'Login');
    await page.getByLabel('E-mail address').waitFor();
    expect(await page.locator('meta[name="covers-google-sign-in"]').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Sign in with Google' }).count()).toBe(0);
    expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
