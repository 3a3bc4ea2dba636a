/**
 * The booking portal, /new-booking, /book and /book-now (account-and-guest-features §2.3, §5), in
 * Chromium: the widget inside the site's page through the public embed script, started with the
 * query's parameters (integers, a real date only, the brand always); the session it saved resumed
 * after a reload; 'Start New Booking', pressed from the keyboard, forgets it and the day part.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { seriousViolations } from './helpers/axe.ts';
import { NEXT_SATURDAY, step, waitForStep } from './helpers/booking.ts';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();

const PASSWORD = 'a long walk by the canal';

/** A new customer, registered and logged in through the site and the e-mailed link. */
async function logInNewCustomer(page: Page) {
  const email = `portal.${Date.now()}@example.com`;
  await page.goto(`${live.server.origin}/register?brand=revolution`);
  await page.getByLabel('E-mail address').fill(email);
  await page.keyboard.press('Enter');
  await page.getByText('You are now registered!').waitFor();
  await page.goto(`${live.server.origin}/dev/mailbox`);
  await page.locator('li', { hasText: email }).first().getByRole('link').click();
  await page.goto((await page.locator('pre a').first().getAttribute('href'))!);
  await page.getByLabel('Forename').fill('Penny');
  await page.getByLabel('Surname').fill('Portal');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
}

/** The widget frame's address parameters. */
async function frameParams(page: Page): Promise<Record<string, string>> {
  const src = await page.locator('iframe[src*="/widget"]').getAttribute('src');
  return Object.fromEntries(new URL(src!).searchParams);
}

const saved = (page: Page, brandId: number) =>
  page.evaluate((id) => [localStorage.getItem(`covers:${id}:session`), localStorage.getItem(`covers:${id}:dayPart`)], brandId);

describe('the booking portal', () => {
  it('shows the widget with the query’s parameters, resumes its session after a reload, and starts a new booking from the keyboard', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const query = `booking_type_id=${demo.types.table}&bar_id=${demo.bars.revolutionManchester}&no_people=4&date=${NEXT_SATURDAY}`;
    // Login required: the login first.
    await page.goto(`${live.server.origin}/new-booking?brand=revolution&${query}`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await logInNewCustomer(page);

    await page.goto(`${live.server.origin}/new-booking?brand=revolution&${query}`);
    await page.getByRole('heading', { level: 1, name: 'Make New Booking' }).waitFor();
    expect(await frameParams(page)).toEqual({ brand: 'revolution', bar: '11', date: NEXT_SATURDAY, people: '4', type: String(demo.types.table) });
    let frame: Frame = await widgetFrame(page);
    // Every question of step 1 answered by the parameters: the times.
    await waitForStep(frame, '2');
    // The widget saved its session: the page offers to start again.
    const startNew = page.getByRole('button', { name: 'Start New Booking' });
    await startNew.waitFor();
    expect((await saved(page, demo.brands.revolution))[0]).toBeTruthy();
    expect(await seriousViolations(page), 'portal').toEqual([]);

    // Back later, with no parameters: the saved session resumes where it was.
    await page.goto(`${live.server.origin}/new-booking?brand=revolution`);
    await page.getByText('We have kept the booking you started').waitFor();
    expect(await frameParams(page)).toEqual({ brand: 'revolution' });
    frame = await widgetFrame(page);
    await waitForStep(frame, '2');

    // Start New Booking, from the keyboard: the session and the day part forgotten, a new widget at step 1 with the focus.
    await page.evaluate((id) => localStorage.setItem(`covers:${id}:dayPart`, '2'), demo.brands.revolution);
    await tabTo(page, startNew);
    await page.keyboard.press('Enter');
    await expect.poll(() => startNew.count()).toBe(0);
    expect(await saved(page, demo.brands.revolution)).toEqual([null, null]);
    frame = await widgetFrame(page);
    await waitForStep(frame, '1');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await seriousViolations(page), 'new booking').toEqual([]);
    // The new widget, as it opened, is no booking started: nothing saved, nothing to start again.
    const location = frame.getByRole('combobox', { name: /Location/ });
    await expect.poll(() => location.locator('option').count()).toBeGreaterThan(1);
    expect(await startNew.count()).toBe(0);
    expect(await saved(page, demo.brands.revolution)).toEqual([null, null]);
    // Its first answer starts one: saved, and the page offers to start again.
    await location.selectOption({ index: 1 });
    await startNew.waitFor();
    expect((await saved(page, demo.brands.revolution))[0]).toBeTruthy();

    expect(await cspViolations()).toEqual([]);
    // The only errors: the 401 of asking who is logged in before the login.
    expect(errors.filter((e) => !/\b401\b/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('passes only integers and a real date to the widget, and always the page’s brand, on /book and /book-now', async () => {
    const { page, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/book?brand=decuba&booking_type_id=abc&bar_id=2.5&no_people=3&date=2026-02-30`);
    await page.getByRole('heading', { level: 1, name: 'Book' }).waitFor();
    expect(await frameParams(page)).toEqual({ brand: 'decuba', people: '3' });
    const frame = await widgetFrame(page);
    expect(await step(frame)).toBe('1');

    await page.goto(`${live.server.origin}/book-now?brand=playhouse&bar_id=${demo.bars.playhouseNottingham}&date=${NEXT_SATURDAY}`);
    await page.getByRole('heading', { level: 1, name: 'Book now' }).waitFor();
    expect(await frameParams(page)).toEqual({ brand: 'playhouse', bar: String(demo.bars.playhouseNottingham), date: NEXT_SATURDAY });
    await widgetFrame(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });
});
