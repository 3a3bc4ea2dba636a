/**
 * Issue 14's journey, as a party meets it on a fresh demo database: a brunch for 8 booked in the
 * widget; the join link copied from the completion screen (and offered to WhatsApp); two guests
 * joining by it at once, each in their own browser, each choosing their own dish and drink; one paying
 * their share on the card page; the lead booker's booking page showing both, the one who paid as paid;
 * one made co-host, the other removed, and a reminder sent that arrives at a real SMTP server.
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
/** The brunch package's choice groups, one item each. */
const CHOICE_GROUPS = ['Brunch Dish', 'Bottomless Drink'];

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
  // On this server, beside the manage link: the link works wherever the booking was made.
  expect(joinLink).toMatch(new RegExp(`^${live.server.origin}/join/[A-Za-z0-9_-]{32}$`));
  await page.getByRole('button', { name: 'Copy invite link' }).click();
  await page.getByRole('status').filter({ hasText: 'Link copied to clipboard' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinLink);
  const whatsapp = await page.getByRole('link', { name: /Share on WhatsApp/ }).getAttribute('href');
  expect(decodeURIComponent(new URL(whatsapp!).searchParams.get('text')!)).toContain(joinLink);
  const manageKey = (await page.getByRole('link', { name: /Manage My Booking/ }).getAttribute('href'))!.split('/manage/')[1]!;
  expect(errors).toEqual([]);
  await context.close();
  return { joinLink, manageKey };
}

/** A guest joins by the link in their own browser, choosing the `pick`th dish and drink, and lands on their own page. */
async function join(browser: Browser, joinLink: string, guest: (typeof GUESTS)[number], pick: number) {
  const watched = await watchedPage(browser);
  const { page } = watched;
  await page.goto(joinLink);
  await page.getByText(`${LEAD.forename} ${LEAD.surname}`).first().waitFor();
  await page.getByLabel('Forename').fill(guest.forename);
  await page.getByLabel('Surname').fill(guest.surname);
  await page.getByLabel('E-mail').fill(guest.email);
  for (const group of CHOICE_GROUPS) await page.getByRole('group', { name: group }).getByRole('radio').nth(pick).check();
  await page.getByRole('button', { name: 'Join' }).click();
  await page.getByText('Added to booking!').waitFor();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/guest\/[A-Za-z0-9_-]+$/);
  return watched;
}

describe('a party after booking', () => {
  it('books a brunch for 8 in the widget; two guests join by the link at once with their own choices; one pays; the lead booker sees both, makes one co-host, removes the other and reminds', async () => {
    const { joinLink, manageKey } = await bookBrunchInTheWidget(live.browser);

    // Two guests, two browsers, at the same time, each with their own dish and drink.
    const [grace, alan] = await Promise.all(GUESTS.map((guest, index) => join(live.browser, joinLink, guest, index)));

    // Grace pays her share on the card page, from her own page.
    await grace!.page.getByRole('button', { name: /^Pay Balance £/ }).click();
    await cardFrame(grace!.page).getByLabel('Card number').waitFor();
    await payWithCard(grace!.page, CARDS.success);
    await grace!.page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await grace!.page.reload();
    await grace!.page.getByText('Your share is paid.').waitFor();
    // Alan has not paid: his share is still his to pay.
    await alan!.page.getByRole('heading', { level: 2, name: 'Your share' }).waitFor();
    expect(await alan!.page.getByRole('button', { name: /^Pay Balance £/ }).count()).toBe(1);

    // The lead booker's booking page: both guests, accepted, Grace's share paid.
    const lead = await watchedPage(live.browser);
    const { page } = lead;
    await page.goto(`${live.server.origin}/manage/${manageKey}`);
    await page.getByRole('heading', { level: 2, name: 'Guests' }).waitFor();
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    for (const guest of GUESTS) {
      await card(`${guest.forename} ${guest.surname}`).waitFor();
      expect(await card(`${guest.forename} ${guest.surname}`).innerText()).toContain('Accepted');
    }
    const shareOf = (text: string, term: string) => text.split('\n').at(text.split('\n').indexOf(term) + 1);
    const graceCard = await card('Grace Hopper').innerText();
    expect(shareOf(graceCard, 'Paid')).toBe(shareOf(graceCard, 'Share'));
    expect(shareOf(await card('Alan Turing').innerText(), 'Paid')).toBe('£0.00');
    // Their own choices, different, as the server holds them.
    const brunch = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}/packages`)).body.data.pre_order_state.per_person_options[0];
    // (They joined at once: in either order.)
    const byName = [...brunch.guests].sort((a: { forename: string }, b: { forename: string }) => b.forename.localeCompare(a.forename));
    expect(byName).toMatchObject(GUESTS.map((g) => ({ forename: g.forename, surname: g.surname, completed: 2, required: 2 })));
    expect(new Set(brunch.guests.map((g: { choices?: unknown }) => JSON.stringify(g.choices))).size).toBe(2);

    // Grace made co-host; Alan removed once confirmed.
    await page.getByRole('button', { name: 'Make co-host: Grace Hopper' }).click();
    await page.getByRole('dialog', { name: 'Make co-host' }).getByRole('button', { name: 'Make co-host' }).click();
    await page.getByRole('status').filter({ hasText: 'Guest has been updated' }).waitFor();
    await page.getByRole('button', { name: 'Remove co-host: Grace Hopper' }).waitFor();
    await page.getByRole('button', { name: 'Remove guest: Alan Turing' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove guest' });
    await confirm.getByRole('button', { name: 'Remove guest' }).click();
    await page.getByRole('status').filter({ hasText: 'Guest has been deleted' }).waitFor();
    await expect.poll(() => card('Alan Turing').count()).toBe(0);

    // A reminder to Grace, arriving at the SMTP server with her own link.
    await page.getByRole('button', { name: 'Send reminder: Grace Hopper' }).click();
    const reminder = page.getByRole('dialog', { name: 'Send reminder: Grace Hopper' });
    await reminder.getByRole('radio', { name: 'Remind about pre-order choices' }).check();
    await reminder.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Reminder has been sent!' }).waitFor();
    const mail = () => inbox.messages.find((m) => m.subject?.startsWith('Choose your pre-order') && JSON.stringify(m.to).includes(GUESTS[0].email));
    await expect.poll(() => Boolean(mail()), { timeout: 30_000, interval: 250 }).toBe(true);
    expect(mail()!.text).toMatch(new RegExp(`${live.server.origin}/guest/[A-Za-z0-9_-]{32,}`));

    // The server holds what the page showed: Grace, co-host, alone.
    const after = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${manageKey}/guests`)).body.data.guests;
    expect(after.map((g: { forename: string; admin: boolean }) => [g.forename, g.admin])).toEqual([['Grace', true]]);

    for (const watched of [grace!, alan!, lead]) {
      expect(watched.errors).toEqual([]);
      await watched.context.close();
    }
  });
});
