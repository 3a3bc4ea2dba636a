/**
 * A guest of a booking in Chromium (account-and-guest-features §2.4, §4, §5): the invitation e-mailed
 * to a guest who joined by the booking's link reaches the SMTP server; its /guest-join/{code} link,
 * opened as a new customer with the keyboard, refuses empty fields with the spec's joined message, then
 * makes the account and lands on /edit-booking/{id}, where the guest's Payment tab offers their share.
 * From their own page /guest/{unique_code} a guest pays their share on the sandbox card page. Axe on
 * every state.
 */
import type { Page } from 'playwright-core';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { focused, tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, bookingByReference, cardFrame, CARDS, MASTERCLASS, payWithCard, sessionReadyToBook } from './payments-helpers.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url } });

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

/** A cocktail masterclass for 8 (£10 a head deposit, £30 a head) made as the widget makes it, and a guest who joined by its link with their address. */
async function bookingWithGuest(guestEmail: string) {
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type: MASTERCLASS, people: 8, email: `lead.${Date.now()}@example.com` });
  const done = await api(live.server.origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
  expect(done.status).toBe(201);
  const booking = done.body.data.booking as { id: number; ref_code: string; invite_code: string };
  const joined = await api(live.server.origin, 'POST', `rest/booking/join/${booking.invite_code}`, { guest: { forename: 'Grace', surname: 'Hopper', email: guestEmail } });
  expect(joined.status).toBe(201);
  return { booking, uniqueCode: joined.body.data.unique_code as string };
}

/** The e-mail of that subject to `to`, once the SMTP server has it. */
async function mailTo(to: string, subject: string): Promise<ParsedMail> {
  const find = () => inbox.messages.find((m) => m.subject === subject && JSON.stringify(m.to).includes(to));
  await expect.poll(() => Boolean(find()), { timeout: 30_000, interval: 250 }).toBe(true);
  return find()!;
}

/** The invitation e-mailed to the guest. */
const invitation = (to: string) => mailTo(to, "You've joined Mary Somerville's booking");

const linkIn = (mail: ParsedMail, prefix: string) => {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(prefix));
  expect(link, `a ${prefix} link`).toBeTruthy();
  return link!;
};

describe('guest join by code', () => {
  it('a guest joins by the e-mailed code as a new customer with the keyboard, follows the link then e-mailed, and lands on the booking, their share to pay', async () => {
    const email = `grace.${Date.now()}@example.com`;
    const { booking } = await bookingWithGuest(email);
    const mail = await invitation(email);
    const { page, errors, cspViolations } = await watchedPage(live.browser);

    await page.goto(linkIn(mail, '/guest-join/'));
    await page.getByRole('heading', { level: 1, name: 'Join the booking' }).waitFor();
    await page.getByText('Mary Somerville has invited you to their booking.').waitFor();
    await page.getByText(email).waitFor();
    await expectNoAxeFindings(page, 'guest-join form');

    // Nothing filled in: the spec's one message, its parts joined by commas, and the focus on the first field.
    const join = page.getByRole('button', { name: 'Join booking' });
    await tabTo(page, join);
    await page.keyboard.press('Enter');
    await page.getByRole('alert').getByText('Forename is required, Surname is required, Password is required').waitFor();
    await expect.poll(() => focused(page.getByLabel('Forename'))).toBe(true);
    await expectNoAxeFindings(page, 'fields missing');

    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await tabTo(page, page.getByLabel('Password'));
    await page.keyboard.type('a long enough pass phrase');
    await tabTo(page, join);
    await page.keyboard.press('Enter');

    // An invitation can be forwarded: the account waits for the link e-mailed to the invitation's address.
    const sent = page.getByRole('status').getByText("We've sent you an e-mail: click the link in it to finish making your account.");
    await sent.waitFor();
    await expect.poll(() => focused(page.getByRole('status').filter({ hasText: "We've sent you an e-mail" }))).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'e-mail sent');
    await page.goto(linkIn(await mailTo(email, 'Finish creating your Revolution account'), '/verify/'));
    await page.getByRole('heading', { level: 1, name: 'Finish making your account' }).waitFor();
    expect(await page.getByLabel('Forename').inputValue()).toBe('Grace');
    expect(await page.getByLabel('Surname').inputValue()).toBe('Hopper');
    // Whoever follows the link must know the password chosen: the invitation's address alone finishes nothing.
    await page.getByLabel('The password you chose').fill('a long enough pass phrase');
    await expectNoAxeFindings(page, 'finish the account');
    await tabTo(page, page.getByRole('button', { name: 'Finish' }));
    await page.keyboard.press('Enter');

    // Logged in with the new account, on the booking's own page.
    await page.waitForURL(new RegExp(`/edit-booking/${booking.id}(\\?|#|$)`), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await page.getByRole('tab', { name: 'Payment' }).click();
    await page.getByRole('heading', { level: 2, name: 'Your share' }).waitFor();
    await page.getByRole('button', { name: 'Pay Deposit £10.00' }).waitFor();
    await page.getByRole('button', { name: 'Pay Balance £30.00' }).waitFor();
    await expectNoAxeFindings(page, 'booking page as a guest');

    // The link again, now logged in as the invited customer: a confirm is all it asks.
    await page.goto(linkIn(mail, '/guest-join/'));
    await page.getByText(`You are logged in as ${email}. Confirm to add this booking to your account.`).waitFor();
    await expectNoAxeFindings(page, 'confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(new RegExp(`/edit-booking/${booking.id}(\\?|#|$)`));

    // Another guest's invitation opened while logged in as Grace: the page offers to log out, then the new-account form.
    const otherEmail = `alan.${Date.now()}@example.com`;
    await bookingWithGuest(otherEmail);
    await page.goto(linkIn(await invitation(otherEmail), '/guest-join/'));
    await page.getByText(`You are logged in as ${email}, but this invitation is for Grace. Log out to join the booking as Grace.`).waitFor();
    expect(await page.getByRole('button', { name: 'Join booking' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'someone else logged in');
    await tabTo(page, page.getByRole('button', { name: 'Log out' }));
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Join booking' }).waitFor();
    await page.getByText(otherEmail).waitFor();

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a guest pays their share from their own page on the sandbox card page', async () => {
    const email = `alan.${Date.now()}@example.com`;
    const { booking, uniqueCode } = await bookingWithGuest(email);
    const { page, errors, cspViolations } = await watchedPage(live.browser);

    await page.goto(`${live.server.origin}/guest/${uniqueCode}`);
    await page.getByRole('heading', { level: 2, name: 'Your share' }).waitFor();
    await page.getByText('You owe £30.00').waitFor();
    await expectNoAxeFindings(page, 'guest page with a share');
    const payBalance = page.getByRole('button', { name: 'Pay Balance £30.00' });
    await tabTo(page, payBalance);
    await page.keyboard.press('Enter');

    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await page.getByText('Amount to pay: £30.00').count()).toBe(1);
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await expectNoAxeFindings(page, 'share paid');

    await page.reload();
    await page.getByText('Your share is paid.').waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);
    const share = await api(live.server.origin, 'GET', `rest/booking/guest/${uniqueCode}`);
    expect(share.body.data.share).toMatchObject({ deposit_balance: 0, balance: 0, payable: 0 });
    // The booking's own balances went down by the guest's payment, deposit first.
    expect(await bookingByReference(live.server.origin, booking.ref_code)).toMatchObject({ booking: { deposit_balance: 5000, balance: 16000 } });

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
