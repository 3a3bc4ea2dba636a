/**
 * Issue 14's journey, as a party meets it on a fresh demo database: a brunch for 8 booked in the
 * widget; the join link copied from the completion screen (and offered to WhatsApp); two guests
 * joining by it at once, each in their own browser; one paying their share on the card page; the lead
 * booker's booking page showing both guests, each put on the brunch package with their own dish and
 * drink. E-mail goes to a real SMTP server.
 */
import type { Browser } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { answerStep1, fillContact, NEXT_SATURDAY, next, waitForStep } from './helpers/booking.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, CARDS, cardFrame, payWithCard } from './payments-helpers.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url, DEV_MAILBOX: 'false' } });

const LEAD = { forename: 'Ada', surname: 'Lovelace', email: 'ada.party@example.com', phone: '07700900321' };
const GUESTS = [
  { forename: 'Grace', surname: 'Hopper', email: 'grace.guest@example.com' },
  { forename: 'Alan', surname: 'Turing', email: 'alan.guest@example.com' },
] as const;

/** A brunch for 8 booked in the widget as its lead booker does; the completion screen's links. */
async function bookBrunchInTheWidget(browser: Browser) {
  const { page, context, errors } = await watchedPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.origin });
  await page.goto(`${live.server.origin}/widget?brand=revolution`);
  await answerStep1(page, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 8, category: 'Brunch' });
  await next(page);
  await page.getByRole('button', { name: /^Saturday 28 November 2026, \d\d:\d\d, available$/ }).first().click();
  await waitForStep(page, '3');
  await page.getByRole('button', { name: 'Add Bottomless Brunch', exact: true }).click();
  await page.getByText('One for each of your 8 people').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await waitForStep(page, '4');
  await fillContact(page, LEAD);
  await page.getByRole('radio').first().check();
  const save = page.getByRole('button', { name: 'Save Booking' });
  await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
  await save.click();
  // The deposit can wait: the booking is made, its completion screen says Pay Now!
  await page.getByRole('button', { name: /^Pay Deposit/ }).click();
  await page.keyboard.press('Escape');
  await waitForStep(page, '999');
  await page.locator('.covers-completion-details').waitFor();
  expect(await page.getByText('8 people').count()).toBeGreaterThan(0);

  // The join link: copied to the clipboard, and in the WhatsApp share.
  const joinLink = await page.getByLabel('Invite link').inputValue();
  expect(joinLink).toMatch(/\/join\/[A-Za-z0-9_-]{32}$/);
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  await page.getByRole('status').filter({ hasText: 'Link copied to clipboard' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinLink);
  const whatsapp = await page.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href');
  expect(decodeURIComponent(new URL(whatsapp!).searchParams.get('text')!)).toContain(joinLink);
  const manageKey = (await page.getByRole('link', { name: /Manage My Booking/ }).getAttribute('href'))!.split('/manage/')[1]!;
  expect(errors).toEqual([]);
  await context.close();
  // The link names the brand's bookings site; here this server serves its path.
  return { joinPath: new URL(joinLink).pathname, manageKey };
}

/** A guest joins by the link in their own browser and lands on their own page. */
async function join(browser: Browser, joinPath: string, guest: (typeof GUESTS)[number]) {
  const watched = await watchedPage(browser);
  const { page } = watched;
  await page.goto(`${live.server.origin}${joinPath}`);
  await page.getByText(`${LEAD.forename} ${LEAD.surname}`).first().waitFor();
  await page.getByLabel('Forename').fill(guest.forename);
  await page.getByLabel('Surname').fill(guest.surname);
  await page.getByLabel('E-mail').fill(guest.email);
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByText('Added to booking!').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/guest\/[A-Za-z0-9_-]+$/);
  return watched;
}

describe('a party after booking', () => {
  it('books a brunch for 8 in the widget, two guests join by the link at once, one pays their share, and the lead booker sees both', async () => {
    const { joinPath, manageKey } = await bookBrunchInTheWidget(live.browser);

    // Two guests, two browsers, at the same time.
    const [grace, alan] = await Promise.all(GUESTS.map((guest) => join(live.browser, joinPath, guest)));

    // Grace pays her share on the card page, from her own page.
    const payBalance = grace!.page.getByRole('button', { name: /^Pay Balance £/ });
    await payBalance.click();
    await cardFrame(grace!.page).getByLabel('Card number').waitFor();
    await payWithCard(grace!.page, CARDS.success);
    await grace!.page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await grace!.page.reload();
    await grace!.page.getByText('Your share is paid.').waitFor();
    // Alan has not paid: his share is still his to pay.
    await alan!.page.getByRole('heading', { level: 2, name: 'Your share' }).waitFor();
    expect(await alan!.page.getByRole('button', { name: /^Pay Balance £/ }).count()).toBe(1);

    // The lead booker's booking page: each guest put on the brunch with their own dish and drink.
    const lead = await watchedPage(live.browser);
    await lead.page.goto(`${live.server.origin}/manage/${manageKey}#pre-order`);
    await lead.page.getByRole('heading', { level: 2, name: 'Bottomless Brunch' }).waitFor();
    for (const [index, guest] of GUESTS.entries()) {
      await lead.page.getByRole('button', { name: 'Add pre-order guest to Bottomless Brunch' }).click();
      const dialog = lead.page.getByRole('dialog', { name: 'Add pre-order guest' });
      await dialog.getByLabel('Who is it for?').selectOption({ label: `${guest.forename} ${guest.surname}` });
      for (const group of ['Brunch Dish', 'Bottomless Drink']) await dialog.getByRole('group', { name: group }).getByRole('radio').nth(index).check();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await lead.page.getByText(`${index + 1} of 8 guests added`).waitFor();
    }
    for (const guest of GUESTS) await lead.page.getByRole('button', { name: `Edit pre-order guest ${guest.forename} ${guest.surname}` }).waitFor();
    const brunch = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}/packages`)).body.data.pre_order_state.per_person_options[0];
    const dishes = brunch.guests.map((g: { choices?: unknown }) => JSON.stringify(g.choices));
    expect(brunch.guests).toMatchObject(GUESTS.map((g) => ({ forename: g.forename, surname: g.surname, completed: 2, required: 2 })));
    expect(new Set(dishes).size).toBe(2);

    for (const watched of [grace!, alan!, lead]) {
      expect(watched.errors).toEqual([]);
      await watched.context.close();
    }
  });
});
