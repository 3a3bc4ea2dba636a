/**
 * The brunch upgrade from a brunch booking's manage link (account-and-guest-features §2.4, §4, §8) in
 * Chromium, with the keyboard: the tab opened by #brunch-upgrade, a slot required, a window chosen by
 * the arrow keys, notes typed, the request sent; the call shown as asked for, and the party team's
 * e-mail at the SMTP server. A table booking offers no tab; a booking cancelled meanwhile takes the page
 * back to Overview; a failure says to try again or contact the bar. axe on every state.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { API_KEY, api, BRUNCH, brunchWithPackages, DATE, REVOLUTION, sessionReadyToBook } from './payments-helpers.ts';

/** The demo's Bottomless Brunch package (per person). */
const BOTTOMLESS_BRUNCH = 101;

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url } });

const TABLE = 1;

/** A booking of `type` at the demo bar on Saturday 28 November, made as the widget makes it. */
async function booked(type: number, email: string) {
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type, email, people: type === BRUNCH ? 6 : 2 });
  const done = await api(live.server.origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
  expect(done.status).toBe(201);
  return done.body.data.booking as { id: number; ref_code: string; manage_key: string };
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** The tab by the link's hash, or by the /manage action of its name. */
async function openUpgrade(page: Page, key: string, by: 'hash' | 'action' = 'hash') {
  await page.goto(`${live.server.origin}/manage/${key}${by === 'hash' ? '#brunch-upgrade' : '/brunch-upgrade'}`);
  await page.getByRole('heading', { level: 2, name: 'Upgrade your brunch' }).waitFor();
  expect(await page.getByRole('tab', { name: 'Brunch upgrade' }).getAttribute('aria-selected')).toBe('true');
}

const slots = (page: Page) => page.getByRole('group', { name: 'Choose a time for us to call you' }).getByRole('radio');

describe('the brunch upgrade tab', () => {
  it('requests a callback with the keyboard; the party team is e-mailed', async () => {
    const booking = await booked(BRUNCH, 'ada@example.com');
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await openUpgrade(page, booking.manage_key);
    // Just after Saturday noon (the server's clock): from 14:00 today (an hour's notice), twelve windows, each shown as 2 hours from its start (§9), ending at 16:45 at the latest.
    expect(await slots(page).count()).toBe(12);
    expect((await slots(page).first().locator('xpath=..').innerText()).trim()).toBe('Saturday 21 November, 14:00 - 16:00');
    await page.getByRole('radio', { name: 'Saturday 21 November, 16:00 - 16:45' }).waitFor();
    await expectNoAxeFindings(page, 'slots');

    // No slot chosen: refused before anything is sent, the focus on the first window.
    const submit = page.getByRole('button', { name: 'Request a call' });
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await page.getByText('Please choose a callback time').waitFor();
    await expect.poll(() => focused(slots(page).first())).toBe(true);
    expect(await slots(page).first().getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeFindings(page, 'slot required');

    // The second window by the arrow key, notes typed, sent.
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Saturday 21 November, 15:00 - 16:45' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText('Please choose a callback time').count()).toBe(0);
    await tabTo(page, page.getByLabel('Notes (optional)'));
    await page.keyboard.type('Could we make it bottomless cocktails for everyone?');
    await tabTo(page, submit);
    await page.keyboard.press('Enter');
    await page.getByText("We'll call you on Saturday 21 November, 15:00 - 16:45").waitFor();
    await page.getByText('Could we make it bottomless cocktails for everyone?').waitFor();
    expect(await slots(page).count()).toBe(0);
    await expectNoAxeFindings(page, 'call asked for');

    // Read again: the call asked for, not the form.
    await page.reload();
    await page.getByText("We'll call you on Saturday 21 November, 15:00 - 16:45").waitFor();

    const mail = () => inbox.messages.find((m) => m.subject === `Brunch upgrade call: Mary Somerville (${booking.ref_code})`);
    await expect.poll(() => mail(), { timeout: 20_000 }).toBeTruthy();
    const team = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}`)).body.data.bar.data.party_booking_email;
    expect(JSON.stringify(mail()!.to)).toContain(team);
    expect(mail()!.text).toContain('Call on Saturday 21 November 2026, 15:00 - 16:45');
    expect(mail()!.text).toContain('Could we make it bottomless cocktails for everyone?');
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('is not offered for a table booking: #brunch-upgrade opens Overview', async () => {
    const booking = await booked(TABLE, 'grace@example.com');
    const { page } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/manage/${booking.manage_key}#brunch-upgrade`);
    await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
    await page.getByText(booking.ref_code).first().waitFor();
    expect(await page.getByRole('tab', { name: 'Brunch upgrade' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Upgrade your brunch' }).count()).toBe(0);
  });

  it('goes back to Overview when the booking was cancelled meanwhile', async () => {
    const booking = await booked(BRUNCH, 'hedy@example.com');
    const { page } = await watchedPage(live.browser);
    await openUpgrade(page, booking.manage_key);
    const cancelled = await fetch(`${live.server.origin}/api/rest/my-bookings/token/${booking.manage_key}`, {
      method: 'DELETE',
      headers: { 'x-brand': String(REVOLUTION), 'x-api-key': API_KEY },
    });
    expect(cancelled.status).toBe(200);
    await slots(page).first().check();
    await page.getByRole('button', { name: 'Request a call' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Brunch upgrade' }).count()).toBe(0);
    await page.getByText('This booking has been cancelled').first().waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('#overview');
    await expectNoAxeFindings(page, 'back to overview');
  });

  it('says to try again or contact the bar when the request fails', async () => {
    const booking = await booked(BRUNCH, 'katherine@example.com');
    const { page } = await watchedPage(live.browser);
    await openUpgrade(page, booking.manage_key, 'action');
    // The server out of reach for the request alone: the page has been read, the POST fails.
    await page.route('**/brunch-upgrade', (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.continue()));
    await slots(page).first().check();
    await page.getByRole('button', { name: 'Request a call' }).click();
    await page.getByRole('alert').getByText('There was a problem submitting your request. Please try again or contact the bar.').waitFor();
    await expectNoAxeFindings(page, 'failure');
    expect(await slots(page).count()).toBe(12);
  });

  it('on a phone (375 px) every tab of the manage page is in view and nothing scrolls sideways', async () => {
    // Packages chosen: the page has all four tabs (Overview, Payment, Pre-order, Brunch upgrade).
    const booking = await brunchWithPackages(live.server.origin, DATE, [{ variation_id: BOTTOMLESS_BRUNCH, quantity: 6, choices: [] }], 'phone@example.com');
    const { page, errors } = await watchedPage(live.browser);
    await page.setViewportSize({ width: 375, height: 800 });
    await openUpgrade(page, booking.manageKey);
    const tabs = page.getByRole('tab');
    expect(await tabs.count()).toBe(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, (await tab.textContent()) ?? '').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, (await tab.textContent()) ?? '').toBeLessThanOrEqual(375);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeFindings(page, 'manage page at 375 px');
    expect(errors).toEqual([]);
  });
});
