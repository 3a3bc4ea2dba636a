/**
 * Accounts on the account site (account-and-guest-features §2.2, §6) in Chromium, by the keyboard
 * where a customer would type: register, the link from the e-mail, names and password, 'Your
 * Profile' saved; a login-required page sends a visitor to /login and back; forgot and reset
 * password; a 401 from any call logs the site out. axe on every page on the way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../src/engine/i18n/brand.ts';
import { linkFromMailbox as mailboxLink } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { drawnKeys } from './helpers/locale-keys.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

const PASSWORD = 'a long walk by the canal';
const NEW_PASSWORD = 'the river at low tide';

const linkFromMailbox = (page: Page, to: string, subject: RegExp) => mailboxLink(page, live.server.origin, to, subject);

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('accounts on the account site', () => {
  it('registers by e-mail from the page that asked for a login, sets names and password from the e-mail’s link and is back there, saves the profile, logs out, and logs back in to the page it asked for', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `new.customer.${Date.now()}@example.com`;
    await page.goto(`${live.server.origin}/my-details?brand=revolution`);
    await title(page, 'Login');
    await expectNoAxeFindings(page, 'login');
    await page.getByRole('link', { name: 'Register' }).click();
    await title(page, 'Register');
    await page.getByLabel('E-mail address').fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('You are now registered!').waitFor();
    await expectNoAxeFindings(page, 'registered');

    const verify = await linkFromMailbox(page, email, /Finish creating/);
    expect(new URL(verify).pathname).toMatch(/^\/verify\/[^/]+$/);
    await page.goto(verify);
    await title(page, 'Set your password');
    await expectNoAxeFindings(page, 'verify');
    // Nothing typed: every field says what it needs, and the first takes the focus.
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Forename is required').waitFor();
    expect(await page.getByText('Surname is required').count()).toBe(1);
    expect(await page.getByText('Password is required').count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('given-name');
    await page.keyboard.type('Mary');
    await page.getByLabel('Surname').fill('Jones');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Set password' }).click();
    // The server's own rule, said as it says it.
    await page.getByRole('alert').getByText(/at least 10 characters/).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    // Back at the page that asked for a login before the customer registered.
    await title(page, 'Your Profile');
    expect(new URL(page.url()).pathname).toBe('/my-details');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Bookings' }).click();
    await title(page, 'My Bookings');
    await page.getByText(`Logged in as ${email}`).waitFor();
    await expectNoAxeFindings(page, 'dashboard');

    // Your Profile: from the account links, saved, and there again after a reload.
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Your Profile' }).click();
    await title(page, 'Your Profile');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('covers-page-title');
    expect(await page.getByLabel('Forename').inputValue()).toBe('Mary');
    await page.getByLabel('Phone number').fill('07700900123');
    await page.getByLabel('SMS').check();
    await page.getByLabel('Milk').check();
    // The favourite bar from the brand's bars.
    const favourite = page.getByLabel('Favourite bar');
    expect(await favourite.inputValue()).toBe('');
    await favourite.selectOption({ index: 1 });
    const chosen = await favourite.inputValue();
    expect(chosen).not.toBe('');
    await expectNoAxeFindings(page, 'profile');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').getByText('Your details have been saved').waitFor();
    await page.reload();
    await title(page, 'Your Profile');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('07700900123');
    expect(await page.getByLabel('SMS').isChecked()).toBe(true);
    expect(await page.getByLabel('Milk').isChecked()).toBe(true);
    expect(await page.getByLabel('Eggs').isChecked()).toBe(false);
    expect(await page.getByLabel('Favourite bar').inputValue()).toBe(chosen);

    // Logout: the session ends and the site is at / again, which asks for a login.
    await page.getByRole('link', { name: 'Logout' }).click();
    await title(page, 'Login');
    await page.goto(`${live.server.origin}/my-details?brand=revolution`);
    await title(page, 'Login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not the password at all');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    // Back to the page that asked for the login.
    await title(page, 'Your Profile');
    expect(page.url()).toBe(`${live.server.origin}/my-details?brand=revolution`);
    expect(await cspViolations()).toEqual([]);
    // The refused short password (422) and the wrong one.
    expect(errors.filter((e) => !/\b(40[01]|422)\b/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('resets a forgotten password through the e-mailed link, which then no longer works', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `forgetful.${Date.now()}@example.com`;
    // An account to forget the password of.
    await page.goto(`${live.server.origin}/register?brand=revolution`);
    await page.getByLabel('E-mail address').fill(email);
    await page.keyboard.press('Enter');
    await page.getByText('You are now registered!').waitFor();
    await page.goto(await linkFromMailbox(page, email, /Finish creating/));
    await page.getByLabel('Forename').fill('Fred');
    await page.getByLabel('Surname').fill('Forgetful');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await title(page, 'My Bookings');
    await page.getByRole('link', { name: 'Logout' }).click();
    await title(page, 'Login');

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await title(page, 'Forgot password');
    await page.getByLabel('E-mail address').fill(email);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('If we have an account for that address').waitFor();
    await expectNoAxeFindings(page, 'forgot');
    const reset = await linkFromMailbox(page, email, /Reset your/);
    expect(new URL(reset).pathname).toMatch(/^\/password-reset\/[^/]+$/);
    await page.goto(reset);
    await title(page, 'Choose a new password');
    await page.getByLabel('New password', { exact: true }).waitFor();
    await expectNoAxeFindings(page, 'reset');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText('Your password has been changed.').waitFor();
    // Used once: the same link is refused.
    await page.goto(reset);
    await page.getByRole('alert').getByText('Sorry, that link has either expired or does not exist').waitFor();
    await expectNoAxeFindings(page, 'reset link used');

    await page.goto(`${live.server.origin}/login?brand=revolution`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await title(page, 'My Bookings');

    // A 401 from any call logs the site out: the session is gone (cookies cleared), the page does not know yet.
    await page.getByRole('link', { name: 'Your Profile' }).click();
    await title(page, 'Your Profile');
    await page.context().clearCookies();
    await page.getByRole('button', { name: 'Save details' }).click();
    await title(page, 'Login');
    expect(await cspViolations()).toEqual([]);
    expect(errors.filter((e) => !/\b40[014]\b/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('draws the login page in its words from the first paint: its texts come with its code, and no key ever shows', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    // Every text the page ever draws, from before its first script runs: a key ("auth.loginHeading", as a
    // text that had not arrived is drawn) would be a text that came after the page that shows it.
    await context.addInitScript((keys: string[]) => {
      const known = new Set(keys);
      const w = window as unknown as { __keysShown: string[] };
      w.__keysShown = [];
      const check = (text: string | null) => {
        const whole = (text ?? '').trim();
        const found = known.has(whole) ? [whole] : whole.split(/[\s·:,()]+/).filter((word) => word.includes('.') && known.has(word));
        w.__keysShown.push(...found);
      };
      const look = (node: Node) => {
        // What the page draws: not the data the server wrote for it.
        if (node instanceof HTMLScriptElement || node.parentElement instanceof HTMLScriptElement) return;
        if (node.nodeType === Node.TEXT_NODE) return check(node.textContent);
        if (!(node instanceof Element)) return;
        for (const attribute of node.attributes) check(attribute.value);
        node.childNodes.forEach(look);
      };
      new MutationObserver((records) =>
        records.forEach((r) => (r.type === 'characterData' ? look(r.target) : r.type === 'attributes' ? check((r.target as Element).getAttribute(r.attributeName!)) : r.addedNodes.forEach(look))),
      ).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
      const title = Object.getOwnPropertyDescriptor(Document.prototype, 'title')!;
      Object.defineProperty(document, 'title', { get: () => title.get!.call(document), set: (value: string) => (value.split(' · ').forEach(check), title.set!.call(document, value)) });
    }, drawnKeys());
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${live.server.origin}/login?brand=revolution`);
    await title(page, 'Login');
    const keysShown = () => page.evaluate(() => (window as unknown as { __keysShown: string[] }).__keysShown);
    expect(await keysShown()).toEqual([]);
    expect(await page.title()).toBe('Login · Revolution bookings');
    await page.getByLabel('E-mail address').waitFor();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
    // The brand the server wrote into the page: its logo, its name in the title, its look.
    await page.getByRole('link', { name: 'Revolution' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--covers-primary'))).toBe(BRANDS.revolution.theme.colours.primary);
    // Nothing typed: the form's own checks, in words.
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('E-mail address is required').waitFor();
    expect(await keysShown()).toEqual([]);
    // The login page's first load holds nothing of the payment pages, the widget or the menus' PDFs.
    expect(scripts.filter((path) => /payment|widget|pdf|allergen|booking/i.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
