/**
 * Staff single sign-on (issue 16 item 6, spec §2.6 items 3–4, §4 staff login, §8, §9) in Chromium, against the
 * development issuer `npm start` runs, as a new member of staff would, from the keyboard: the prompt and Login,
 * the issuer's page with the demo user the start message prints, back through /staff/login to
 * /staff/data-collect, where the student data-collection form is filled and sent; the customer's logout page then offers the staff logout link (the local staff flag), which
 * logs out and returns to /staff/login after 1 s; the data-collect page then sends them to login. An answer with
 * a forged state shows the refusal and keeps the button; an issuer that cannot be reached stops the spinner and
 * keeps the button. Axe on every staff page, no CSP violation, no console error.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { launchBrowser, watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { startServer, type RunningServer } from './helpers/server.ts';

const live = serverAndBrowser();
const PROMPT = 'Click login below to authenticate with your R-Cloud username & password';
const REFUSED = 'That login could not be completed. Please log in again.';

/** The staff line of the start message: the login page, and the development issuer's user and password. */
async function printedStaff(server: RunningServer) {
  await expect.poll(() => server.printed.some((line) => line.startsWith('  staff:'))).toBe(true);
  const line = server.printed.find((l) => l.startsWith('  staff:'))!;
  const match = line.match(/^ {2}staff: +(\S+\/staff\/login) +\(development issuer (http:\/\/\S+): user (\S+), password (\S+)\)$/);
  expect(match, line).not.toBeNull();
  return { login: match![1]!, issuer: match![2]!, username: match![3]!, password: match![4]! };
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('staff single sign-on', () => {
  it('logs the demo member of staff in from the keyboard, reaches data collection, and logs out through the staff link', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const staff = await printedStaff(live.server);
    expect(new URL(staff.login).origin).toBe(live.server.origin);

    await page.goto(staff.login);
    await title(page, 'Staff login');
    await page.getByText(PROMPT).waitFor();
    await expectNoAxeFindings(page, 'staff login');
    const login = page.getByRole('button', { name: 'Login' });
    await tabTo(page, login);
    await page.keyboard.press('Enter');

    // The issuer's own page: its user name and password, typed.
    await page.waitForURL((url) => url.href.startsWith(`${staff.issuer}/interaction/`));
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    await expectNoAxeFindings(page, 'issuer login');
    expect(await focused(page.getByLabel('User name'))).toBe(true);
    await page.keyboard.type(staff.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Enter');

    await page.waitForURL(`${live.server.origin}/staff/data-collect`);
    await title(page, 'Staff');
    await page.getByText('Signed in as Demo Staff').waitFor();
    const flag = await page.evaluate(() => localStorage.getItem('staff_login'));
    expect(JSON.parse(flag!)).toMatchObject({ name: 'Demo Staff', email: 'demo.staff@covers.test' });
    await expectNoAxeFindings(page, 'staff data collection');

    // The student data-collection form, filled from the keyboard for a student at the stand and sent.
    await page.getByRole('heading', { level: 2, name: 'Sign up for student offers' }).waitFor();
    const bar = page.getByLabel('Your bar');
    await tabTo(page, bar);
    // The group's own site lists every brand's bars: the bar found by typing its name.
    await page.keyboard.type('Revolution Leeds');
    expect(await bar.locator('option:checked').textContent()).toBe('Revolution Leeds Call Lane');
    for (const [label, text] of [
      ['E-mail', 'robin.stand@example.com'],
      ['Day', '01'],
      ['Month', '09'],
      ['Year', '2007'],
      ['Forename', 'Robin'],
      ['Surname', 'Stand'],
      ['Mobile', '07700 900789'],
    ] as const) {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(text);
    }
    await tabTo(page, page.getByLabel('University', { exact: true }));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel('Year of graduation'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Thanks! Check your e-mail for what to do next!' }).waitFor();
    expect(await page.getByLabel('E-mail', { exact: true }).inputValue()).toBe('');
    await expectNoAxeFindings(page, 'staff data collection sent');
    await page.goto(`${live.server.origin}/dev/mailbox`);
    await page.locator('li', { hasText: 'robin.stand@example.com' }).filter({ hasText: 'Your Revolution student offers: what to do next' }).first().waitFor();
    await page.goto(`${live.server.origin}/staff/data-collect`);
    await page.getByText('Signed in as Demo Staff').waitFor();

    // The customer's logout page shows the staff logout link while the local staff flag is there.
    await page.goto(`${live.server.origin}/logout`);
    const staffLogout = page.getByRole('link', { name: 'Staff logout' });
    await tabTo(page, staffLogout);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${live.server.origin}/staff/logout`);
    await title(page, 'Staff logout');
    await expectNoAxeFindings(page, 'staff logout');
    await page.waitForURL(`${live.server.origin}/staff/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('staff_login'))).toBeNull();

    // Logged out: the data-collection page sends them to log in.
    await page.goto(`${live.server.origin}/staff/data-collect`);
    await page.waitForURL(`${live.server.origin}/staff/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();

    expect(await cspViolations()).toEqual([]);
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });

  it('refuses an answer with a forged state, and keeps the Login button', async () => {
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/staff/login?code=forged-code&state=forged-state`);
    await page.getByRole('alert').getByText(REFUSED).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expectNoAxeFindings(page, 'refused answer');
    await page.goto(`${live.server.origin}/staff/data-collect`);
    await page.waitForURL(`${live.server.origin}/staff/login`);
  });
});

describe('an issuer that cannot be reached', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // A port nothing listens on: discovery fails, as when the real issuer is down.
    server = await startServer({ env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'covers', OIDC_CLIENT_SECRET: 'secret' } });
  }, 120_000);
  afterAll(() => server?.stop());

  it('stops the spinner and keeps the Login button (§8)', async () => {
    const browser = await launchBrowser();
    try {
      const { page } = await watchedPage(browser);
      await page.goto(`${server.origin}/staff/login`);
      expect(server.printed.find((l) => l.startsWith('  staff:'))).toContain('(issuer http://127.0.0.1:9)');
      const login = page.getByRole('button', { name: 'Login' });
      await login.click();
      await page.getByRole('alert').getByText('The staff login service cannot be reached just now. Please try again.').waitFor();
      expect(await login.isEnabled()).toBe(true);
      expect(await page.locator('.covers-spinner').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/staff/login');
      await expectNoAxeFindings(page, 'auth-url failure');
    } finally {
      await browser.close();
    }
  });
});
