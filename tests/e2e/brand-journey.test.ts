/**
 * One brand from the widget to the inbox (issue 28), as a new customer meets it with a real SMTP server: a table
 * booked on Playhouse's demo page, the account asked for from the e-mailed manage link and finished from the
 * verification e-mail, the booking cancelled from its page. Every e-mail comes from Playhouse in Playhouse's look
 * (the confirmation with its calendar file), every page wears Playhouse, and the bar's party team hears of the
 * cancellation.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../src/engine/i18n/brand.ts';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { answerStep1, complete, fillContact, NEXT_SATURDAY, next, skipPreOrder, slot } from './helpers/booking.ts';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { linkIn, received as receivedBy, sentTo } from './helpers/mail.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url, DEV_MAILBOX: 'false' } });

const EMAIL = 'pat.playhouse@example.com';
const PLAYHOUSE = getBrand('playhouse');

/** The page wears Playhouse: its logo and its colour. */
async function expectPlayhouse(page: Page, where: string) {
  await page.locator('.covers-page__brand img').waitFor();
  expect(await page.locator('.covers-page__brand img').getAttribute('alt'), where).toBe('Playhouse');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--covers-primary').trim()), where).toBe(PLAYHOUSE.theme.colours.primary);
}

describe('one brand from the widget to the inbox', () => {
  it('books on Playhouse’s page, registers from the manage link, cancels: every e-mail and page is Playhouse’s, the party team hears', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/playhouse`);
    const frame = await widgetFrame(page);
    await answerStep1(frame, { location: 'Nottingham Bridlesmith Gate', date: NEXT_SATURDAY, people: 4, category: 'Tables', type: 'Table Booking' });
    await next(frame);
    await slot(frame, 'Saturday 28 November 2026, 19:00, available').click();
    await skipPreOrder(frame);
    await fillContact(frame, { forename: 'Pat', surname: 'Playhouse', email: EMAIL, phone: '07700900456' });
    await complete(frame, 'Book now');

    const confirmation = await receivedBy(inbox, EMAIL, /booking is confirmed/);
    const ref = confirmation.subject!.match(/\(([A-Z0-9]+)\)/)![1]!;
    expect(confirmation.from?.value).toEqual([{ name: 'Playhouse', address: PLAYHOUSE.mail.fromAddress }]);
    expect(confirmation.html).toContain(PLAYHOUSE.theme.colours.primary);
    expect(confirmation.attachments.map((a) => a.filename)).toEqual([`booking-${ref}.ics`]);
    expect(confirmation.attachments[0]!.content.toString()).toContain('Playhouse Nottingham Bridlesmith Gate');

    // The manage link opens the booking in Playhouse's look, and offers the account.
    await page.goto(linkIn(confirmation, '/manage/'));
    await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
    await expectPlayhouse(page, 'manage page');
    const offer = page.getByRole('region', { name: /account/i });
    await offer.getByRole('textbox', { name: 'Password' }).fill('a night at the playhouse');
    await offer.getByRole('button', { name: 'Register' }).click();

    const verify = await receivedBy(inbox, EMAIL, /Finish creating your/);
    expect(verify.subject).toBe('Finish creating your Playhouse account');
    expect(verify.from?.value[0]?.name).toBe('Playhouse');
    expect(verify.html).toContain(PLAYHOUSE.theme.colours.primary);
    await page.goto(linkIn(verify, '/verify/'));
    await page.getByRole('heading', { level: 1, name: 'Finish making your account' }).waitFor();
    await expectPlayhouse(page, 'verification page');
    await page.getByLabel('The password you chose').fill('a night at the playhouse');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/verify/'));
    await expectPlayhouse(page, 'after verifying');

    // The booking in the account, cancelled from its page.
    await page.goto(linkIn(confirmation, '/manage/'));
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('alert').getByText('This booking has been cancelled').waitFor();
    await expectPlayhouse(page, 'cancelled');
    const cancelled = await receivedBy(inbox, EMAIL, /is cancelled/);
    expect(cancelled.subject).toBe(`Your Playhouse booking is cancelled (${ref})`);

    // Every e-mail the customer had came from Playhouse, with both parts.
    const theirs = inbox.messages.filter((m) => sentTo(m, EMAIL));
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    for (const mail of theirs) {
      expect(mail.from?.value[0]?.address, mail.subject).toBe(PLAYHOUSE.mail.fromAddress);
      expect(mail.html, mail.subject).toContain(PLAYHOUSE.theme.colours.primary);
      expect(mail.text?.length ?? 0, mail.subject).toBeGreaterThan(20);
    }
    // The bar's party team heard of the cancellation, and a reply reaches the customer.
    const team = await receivedBy(inbox, 'parties.nottingham@playhouse-demo.co.uk', /^Booking cancelled: Pat Playhouse/);
    expect(team.replyTo?.value[0]?.address).toBe(EMAIL);
    expect(team.from?.value[0]?.name).toBe('Playhouse');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('paints its first frame in the brand: with no script run at all, an account page already wears Playhouse', async () => {
    const context = await live.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const theme = await page.request.get(`${live.server.origin}/brands/playhouse/theme.css`);
    expect(theme.status()).toBe(200);
    expect(await theme.text()).toContain(`--covers-primary: ${PLAYHOUSE.theme.colours.primary};`);
    expect((await page.request.get(`${live.server.origin}/brands/nobody/theme.css`)).status()).toBe(404);
    await page.goto(`${live.server.origin}/login?brand=playhouse`);
    const look = await page.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--covers-primary').trim(),
      background: getComputedStyle(document.documentElement).getPropertyValue('--covers-background').trim(),
    }));
    expect(look).toEqual({ primary: PLAYHOUSE.theme.colours.primary, background: PLAYHOUSE.theme.colours.background });
    await context.close();
  });
});
