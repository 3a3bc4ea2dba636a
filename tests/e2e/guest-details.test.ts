/**
 * The lead booker's "add your details" reminder leads somewhere (issue 28): the e-mail's link opens the guest's
 * own page, which has a form for their name and e-mail; saved, the page says so and shows them, and the lead
 * booker's guest list has them. Keyboard and axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, masterclassBooking } from './payments-helpers.ts';

const live = serverAndBrowser();

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('a guest’s own details', () => {
  it('the reminder’s link opens the guest’s page, where they add their name and e-mail from the keyboard', async () => {
    const { booking } = await masterclassBooking(live.server.origin, 'lead.details@example.com');
    const list = await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}/guests`);
    const invite = new URL(list.body.data.join_link as string).pathname.split('/').at(-1)!;
    const joined = await api(live.server.origin, 'POST', `rest/booking/join/${invite}`, { guest: { forename: 'Grace', surname: '', email: 'grace.details@example.com' } });
    expect(joined.status, JSON.stringify(joined.body)).toBe(201);
    const guests = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}/guests`)).body.data.guests as Array<{ id: number; forename: string }>;
    const grace = guests.find((g) => g.forename === 'Grace')!;
    const sent = await api(live.server.origin, 'POST', `rest/my-bookings/token/${booking.manage_key}/reminder/guest-details`, { guest_id: grace.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const { page, errors, cspViolations } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/dev/mailbox`);
    await page.locator('li', { hasText: 'grace.details@example.com' }).filter({ hasText: 'Add your details' }).first().getByRole('link').click();
    const link = await page.locator('pre a[href*="/guest/"]').first().getAttribute('href');
    await page.goto(link!);
    const details = page.getByRole('region', { name: 'Your details' });
    await details.waitFor();
    expect(await details.getByRole('textbox', { name: /Forename/ }).inputValue()).toBe('Grace');
    await expectNoAxeFindings(page, 'guest page with the details form');

    // Too short a surname is said at the field, and nothing is sent.
    await tabTo(page, details.getByRole('textbox', { name: /Surname/ }));
    await page.keyboard.type('Ho');
    await tabTo(page, details.getByRole('button', { name: 'Save my details' }));
    await page.keyboard.press('Enter');
    await details.getByText('Surname must be at least 3 characters').waitFor();
    await details.getByRole('textbox', { name: /Surname/ }).fill('Hopper');
    await details.getByRole('button', { name: 'Save my details' }).click();
    await details.getByText('Your details have been saved.').waitFor();
    await expectNoAxeFindings(page, 'details saved');

    const after = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}/guests`)).body.data.guests as Array<{ id: number; forename: string; surname: string }>;
    expect(after.find((g) => g.id === grace.id)).toMatchObject({ forename: 'Grace', surname: 'Hopper' });
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.context().close();
  });
});
