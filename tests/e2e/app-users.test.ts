/**
 * The group's app's users (issue 15, spec §2.1 /app/{app_user_id}) in Chromium: the links the server prints
 * for the demo app users open each one's dashboard, logged in as them (their bookings, their booking's page by
 * the keyboard); an id that is no one's says so and shows nothing of whoever was logged in. Axe on each.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { seriousViolations } from './helpers/axe.ts';
import { appUserLinks } from './helpers/demo-links.ts';
import { watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const live = serverAndBrowser();
const UNKNOWN = "Sorry, we couldn't find your app account. Please open this page from the app again.";

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

const printedLink = async (email: string) => (await appUserLinks(live.server, email)).app;

describe('the app user dashboard', () => {
  it('opens from the printed link logged in as the app user, with their bookings, each opened by the keyboard', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.goto(await printedLink(demo.customerEmail));
    await title(page, 'My Bookings');
    await page.getByText(`Logged in as ${demo.customerEmail}`).waitFor();
    const current = page.getByRole('region', { name: 'Current bookings' });
    await expect.poll(() => current.getByRole('listitem').count()).toBe(5);
    expect(await seriousViolations(page), 'dashboard').toEqual([]);

    const first = current.getByRole('heading', { level: 3 }).getByRole('link').first();
    await tabTo(page, first);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/edit-booking\/\d+\?brand=revolution$/);
    await page.getByText('DEM2DEP2').waitFor();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it("says an unknown id is no one's, and shows nothing of the customer logged in before", async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(await printedLink('sam.student@example.com'));
    await page.getByText('Logged in as sam.student@example.com').waitFor();

    await page.goto(`${live.server.origin}/app/${'Z'.repeat(32)}?brand=revolution`);
    await title(page, 'My Bookings');
    await page.getByRole('alert').getByText(UNKNOWN).waitFor();
    expect(await page.getByText('sam.student@example.com').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Current bookings' }).count()).toBe(0);
    expect(await seriousViolations(page), 'unknown id').toEqual([]);
    // A 404 answer is expected here; anything else in the console is not.
    expect(errors.filter((e) => !/404/.test(e))).toEqual([]);
  });
});
