/**
 * The lead booker's guest list on the booking page (account-and-guest-features §2.3, §4, §6, §8) in
 * Chromium, with the keyboard: two guests who joined by the link, the join link copied ('Link copied to
 * clipboard') and its WhatsApp share, one guest made co-host, the other removed after the confirmation
 * ('Guest has been deleted'), a guest's details edited, and a reminder sent that arrives at the SMTP
 * server, a second within the hour refused in the dialog. axe on every state.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { API_KEY, api, masterclassBooking, REVOLUTION } from './payments-helpers.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url } });

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** A masterclass for 8 that two guests joined by its link (each e-mailed their invitation). */
async function partyOfThree(grace = 'grace.guests@example.com', alan = 'alan.guests@example.com') {
  const { booking } = await masterclassBooking(live.server.origin, 'mary.guests@example.com');
  const list = await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}/guests`);
  expect(list.status).toBe(200);
  const joinLink = list.body.data.join_link as string;
  const token = joinLink.split('/join/')[1]!;
  for (const guest of [
    { forename: 'Grace', surname: 'Hopper', email: grace },
    { forename: 'Alan', surname: 'Turing', email: alan },
  ]) {
    expect((await api(live.server.origin, 'POST', `rest/booking/join/${token}`, { guest })).status).toBe(201);
  }
  return { booking, joinLink };
}

const guestCard = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

describe('the guest list on the booking page', () => {
  it('lets the lead booker copy the join link, make a co-host, remove a guest, edit details and send a reminder, by the keyboard', async () => {
    const { booking, joinLink } = await partyOfThree();
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.server.origin });
    await page.goto(`${live.server.origin}/manage/${booking.manage_key}`);
    await page.getByRole('heading', { level: 2, name: 'Guests' }).waitFor();
    await guestCard(page, 'Grace Hopper').waitFor();
    await guestCard(page, 'Alan Turing').waitFor();
    expect(await guestCard(page, 'Grace Hopper').innerText()).toContain('Accepted');
    expect(await guestCard(page, 'Grace Hopper').innerText()).toContain('grace.guests@example.com');
    await expectNoAxeFindings(page, 'the list');

    // The join link: copied with the keyboard, and shared on WhatsApp.
    expect(await page.getByLabel('Invite link').inputValue()).toBe(joinLink);
    await tabTo(page, page.getByRole('button', { name: 'Copy invite link' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Link copied to clipboard' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(joinLink);
    const whatsapp = page.getByRole('link', { name: /Share on WhatsApp/ });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!.split('text=')[1]!)).toContain(joinLink);

    // Grace made co-host, once confirmed: what a co-host may do is said first.
    await tabTo(page, page.getByRole('button', { name: 'Make co-host: Grace Hopper' }));
    await page.keyboard.press('Enter');
    const coHost = page.getByRole('dialog', { name: 'Make co-host' });
    await coHost.getByText('Make Grace Hopper a co-host? They will be able to manage the guest list and the pre-order, though not change or cancel the booking.').waitFor();
    expect(await guestCard(page, 'Grace Hopper').innerText()).not.toContain('Co-host');
    await expectNoAxeFindings(page, 'co-host asked');
    await tabTo(page, coHost.getByRole('button', { name: 'Make co-host' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Guest has been updated' }).waitFor();
    await page.getByRole('button', { name: 'Remove co-host: Grace Hopper' }).waitFor();
    expect(await guestCard(page, 'Grace Hopper').innerText()).toContain('Co-host');

    // Alan removed, once confirmed: the focus comes back to the list's heading.
    await tabTo(page, page.getByRole('button', { name: 'Remove guest: Alan Turing' }));
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Remove guest' });
    await confirm.getByText('Remove Alan Turing from this booking?').waitFor();
    await expectNoAxeFindings(page, 'remove dialog');
    await tabTo(page, confirm.getByRole('button', { name: 'Remove guest' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Guest has been deleted' }).waitFor();
    await expect.poll(() => guestCard(page, 'Alan Turing').count()).toBe(0);
    await expect.poll(() => focused(page.getByRole('heading', { level: 2, name: 'Guests' }))).toBe(true);
    await expectNoAxeFindings(page, 'guest removed');

    // Grace's details: a surname too short is refused at its field, then saved.
    await tabTo(page, page.getByRole('button', { name: 'Edit guest details: Grace Hopper' }));
    await page.keyboard.press('Enter');
    const edit = page.getByRole('dialog', { name: 'Edit guest details' });
    const surname = edit.getByLabel('Surname');
    await tabTo(page, surname);
    await surname.fill('Ho');
    await tabTo(page, edit.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await edit.getByText('Surname must be at least 3 characters').waitFor();
    await expect.poll(() => focused(surname)).toBe(true);
    await expectNoAxeFindings(page, 'edit dialog with an error');
    await surname.fill('Hopper-Murray');
    await tabTo(page, edit.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Guest has been updated' }).waitFor();
    await guestCard(page, 'Grace Hopper-Murray').waitFor();

    // A reminder: sent, arriving at the SMTP server with Grace's own link; a second within the hour refused.
    const remind = page.getByRole('button', { name: 'Send reminder: Grace Hopper-Murray' });
    await tabTo(page, remind);
    await page.keyboard.press('Enter');
    const reminder = page.getByRole('dialog', { name: 'Send reminder: Grace Hopper-Murray' });
    expect(await reminder.getByRole('radio', { name: 'Remind to add their details' }).isChecked()).toBe(true);
    await expectNoAxeFindings(page, 'reminder dialog');
    await tabTo(page, reminder.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Reminder has been sent!' }).waitFor();
    const mail = () => inbox.messages.find((m) => m.subject?.startsWith('Add your details') && JSON.stringify(m.to).includes('grace.guests@example.com'));
    await expect.poll(() => mail(), { timeout: 20_000 }).toBeTruthy();
    expect(mail()!.text).toMatch(new RegExp(`Add your details: ${live.server.origin}/guest/[A-Za-z0-9_-]{32,}`));
    expect(mail()!.text).not.toContain(booking.ref_code);

    await tabTo(page, remind);
    await page.keyboard.press('Enter');
    await tabTo(page, reminder.getByRole('button', { name: 'Send' }));
    await page.keyboard.press('Enter');
    await reminder.getByRole('alert').filter({ hasText: 'less than an hour ago' }).waitFor();
    await expectNoAxeFindings(page, 'reminder refused');
    await page.keyboard.press('Escape');
    await expect.poll(() => reminder.count()).toBe(0);

    // The server holds what the page showed.
    const after = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}/guests`)).body.data.guests;
    expect(after.map((g: { forename: string; surname: string; admin: boolean }) => [g.forename, g.surname, g.admin])).toEqual([['Grace', 'Hopper-Murray', true]]);
    // The one error the browser logs is the refused reminder's 429, which the dialog showed.
    expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 429 (Too Many Requests)']);
    expect(await cspViolations()).toEqual([]);
  });

  it('shows a co-host signed in the guest list at /edit-booking/{id}, and another guest only their own overview', async () => {
    const grace = `grace.cohost.${Date.now()}@example.com`;
    const { booking } = await partyOfThree(grace, `alan.cohost.${Date.now()}@example.com`);
    const invitation = () => inbox.messages.find((m) => m.subject === "You've joined Mary Somerville's booking" && JSON.stringify(m.to).includes(grace));
    await expect.poll(() => Boolean(invitation()), { timeout: 30_000 }).toBe(true);
    const link = (invitation()!.text ?? '').match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname.startsWith('/guest-join/'))!;

    // Grace asks for her account from her invitation, finishes it from the e-mailed link and lands on the booking: a guest's overview, no guest list.
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(link);
    await page.getByLabel('Forename').fill('Grace');
    await page.getByLabel('Surname').fill('Hopper');
    await page.getByLabel('Password').fill('a long enough pass phrase');
    await page.getByRole('button', { name: 'Join booking' }).click();
    // The account is made when the link e-mailed to her invitation's address is followed.
    const verification = () => inbox.messages.find((m) => m.subject === 'Finish creating your Revolution account' && JSON.stringify(m.to).includes(grace));
    await expect.poll(() => Boolean(verification()), { timeout: 30_000 }).toBe(true);
    await page.goto((verification()!.text ?? '').match(/https?:\/\/\S+/g)!.find((url) => new URL(url).pathname.startsWith('/verify/'))!);
    await page.getByLabel('The password you chose').fill('a long enough pass phrase');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/edit-booking\/\d+/, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    await page.getByText('Mary Somerville').first().waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Guests' }).count()).toBe(0);
    // Her own part of it (§2.3): her share, whom to ask about changes (the lead booker, not the bar), her profile.
    await page.getByText('To change or cancel this booking, please ask Mary Somerville, who booked it.').waitFor();
    await page.getByText(/^Your share (to pay: £\d+\.\d\d\.|is paid\.)/).waitFor();
    expect(await page.getByText(/e-mail/i).filter({ hasText: /change|cancel/ }).count()).toBe(0);
    expect(await page.getByText(/^Total balance/).count()).toBe(0);
    expect(await page.getByRole('main').getByRole('link', { name: 'Your Profile' }).getAttribute('href')).toMatch(/^\/my-details/);
    // And her own pre-order: the masterclass gives its guests no package to choose from yet.
    await page.getByRole('region', { name: 'Your pre-order' }).getByText('The lead booker has not put you on a package yet, so there is nothing to choose.').waitFor();
    await expectNoAxeFindings(page, "a guest's own overview");

    // Made co-host by the lead booker, she manages the guests from the same page.
    const guests = (await api(live.server.origin, 'GET', `rest/my-bookings/token/${booking.manage_key}/guests`)).body.data.guests as Array<{ id: number; forename: string }>;
    const graceId = guests.find((g) => g.forename === 'Grace')!.id;
    const promoted = await fetch(`${live.server.origin}/api/rest/my-bookings/token/${booking.manage_key}/guest/${graceId}`, {
      method: 'PUT',
      headers: { 'x-brand': String(REVOLUTION), 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ admin: true }),
    });
    expect(promoted.status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Guests' }).waitFor();
    expect(await guestCard(page, 'Grace Hopper').innerText()).toContain('(you)');
    // She manages the guests, but co-hosts are the lead booker's to choose: no such button for her.
    await page.getByRole('button', { name: 'Edit guest details: Alan Turing' }).waitFor();
    expect(await page.getByRole('button', { name: /co-host/ }).count()).toBe(0);
    await expectNoAxeFindings(page, 'the list as a co-host');
    expect(errors).toEqual([]);
  });
});
