/**
 * 'My Bookings' on / (account-and-guest-features §2.3) in Chromium: the demo customer's bookings — the
 * seeded ones and widget bookings made with their address before and after registering — current
 * from 06:00 today, previous on request, each opening its booking page, with status texts; the empty
 * list of a new customer after logging in at the page; all by the keyboard, axe on the way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { getBrand } from '../../src/engine/i18n/brand.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { registeredCustomer } from './helpers/accounts.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, CARDS, cardFrame, masterclassBooking, payWithCard, sessionReadyToBook } from './payments-helpers.ts';

const live = serverAndBrowser();
const PASSWORD = 'a long walk by the canal';
const TABLE = demo.types.table;

/** A table booked through the API as the widget books it (the demo bar, 28 November). */
async function widgetBooking(email: string): Promise<{ id: number; ref_code: string }> {
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type: TABLE, people: 2, email });
  const done = await api(live.server.origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
  expect(done.status).toBe(201);
  return done.body.data.booking;
}

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('my bookings', () => {
  it('lists the current bookings, widget ones made with the address before and after registering among them, and the previous ones on request', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const before = await widgetBooking('Demo.Customer@Example.com');
    await registeredCustomer(page, live.server.origin, demo.customerEmail, PASSWORD);
    const after = await widgetBooking(demo.customerEmail);

    await page.goto(`${live.server.origin}/?brand=revolution`);
    await title(page, 'My Bookings');
    const current = page.getByRole('region', { name: 'Current bookings' });
    const bookings = current.getByRole('listitem');
    // The two widget bookings (28 November 2026), then the seeded ones of 2027; the postponed one of 14 November is previous.
    await expect.poll(() => bookings.count()).toBe(7);
    const links = current.getByRole('heading', { level: 3 }).getByRole('link');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.slice(0, 2)).toEqual([`/edit-booking/${before.id}?brand=revolution`, `/edit-booking/${after.id}?brand=revolution`]);
    for (const href of hrefs) expect(href).toMatch(/^\/edit-booking\/\d+\?brand=revolution$/);
    await expect.poll(() => bookings.nth(0).textContent()).toContain(`Ref: ${before.ref_code}`);
    expect(await bookings.nth(0).textContent()).toMatch(/Saturday 28 November 2026 at \d\d:\d\d · 2 people/);
    expect(await bookings.nth(0).textContent()).toContain('Your booking is confirmed.');
    const cancelled = bookings.filter({ hasText: 'Ref: DEM2CAN2' });
    expect(await cancelled.textContent()).toContain('This booking has been cancelled');
    expect(await page.getByRole('link', { name: 'Make New Booking' }).getAttribute('href')).toBe('/new-booking?brand=revolution');
    expect(await page.getByRole('region', { name: 'Previous bookings' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'current bookings');

    // By the keyboard: past every booking's link to 'Show previous bookings'.
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'Show previous bookings');
    await page.keyboard.press('Enter');
    const previous = page.getByRole('region', { name: 'Previous bookings' });
    await previous.waitFor();
    await expect.poll(() => focusedText(page)).toBe('Previous bookings');
    expect(await page.getByRole('button', { name: 'Show previous bookings' }).count()).toBe(0);
    const postponed = previous.getByRole('listitem');
    expect(await postponed.count()).toBe(1);
    expect(await postponed.textContent()).toContain('This booking has been postponed. Please choose a new date.');
    expect(await postponed.textContent()).toContain('Ref: DEM2PST2');
    expect(await postponed.getByRole('link', { name: 'Choose New Date' }).getAttribute('href')).toBe(`/re-book/${demo.manageKeys.postponed}?brand=revolution`);
    await expectNoAxeFindings(page, 'previous bookings');

    // The next Tab reaches the previous booking's page link; Enter opens its booking page.
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toMatch(/ at /);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/edit-booking\/\d+$/);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a Revolution booking from My Bookings on the group’s own site (no brand in the address) in Revolution’s look, and pays its deposit there', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = 'pat.group@example.com';
    const { booking } = await masterclassBooking(live.server.origin, email);
    await registeredCustomer(page, live.server.origin, email, PASSWORD);

    await page.goto(`${live.server.origin}/`);
    await title(page, 'My Bookings');
    const current = page.getByRole('region', { name: 'Current bookings' });
    await expect.poll(() => current.getByRole('listitem').count()).toBe(1);
    expect(await current.getByRole('listitem').textContent()).toContain(`Ref: ${booking.ref_code}`);
    await current.getByRole('heading', { level: 3 }).getByRole('link').click();
    // The booking opens in its own brand, Revolution's (issue 28), and is paid there.
    await expect.poll(() => new URL(page.url()).search).toBe('?brand=revolution');
    await page.locator('.covers-page__brand img').waitFor();
    expect(await page.locator('.covers-page__brand img').getAttribute('alt')).toBe('Revolution');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--covers-primary').trim())).toBe(getBrand('revolution').theme.colours.primary);
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByRole('button', { name: 'Pay Deposit £80.00' }).click();
    await cardFrame(page).getByLabel('Card number').waitFor();
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    const paid = await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}`);
    expect(paid.body.data).toMatchObject({ deposit_balance: 0, balance: 16000 });
    expect(await page.getByText('Sorry, we could not find this payment').count()).toBe(0);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('sends a visitor to log in, and shows a new customer that they have no bookings yet', async () => {
    const signup = await watchedPage(live.browser);
    const email = `no.bookings.${Date.now()}@example.com`;
    await registeredCustomer(signup.page, live.server.origin, email, PASSWORD);
    await signup.page.context().close();

    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/?brand=revolution`);
    await title(page, 'Login');
    await page.getByLabel('E-mail address').focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await title(page, 'My Bookings');
    await page.getByRole('region', { name: 'Current bookings' }).getByText('You have no bookings yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Show previous bookings' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'no bookings');
    expect(await cspViolations()).toEqual([]);
    // customers/me answers 401 before the login.
    expect(errors.filter((e) => !/\b401\b/.test(e))).toEqual([]);
    await page.context().close();
  });
});
