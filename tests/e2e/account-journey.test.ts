/**
 * The account half as a new customer meets it, with e-mail through a real SMTP server: a table booked
 * in the widget on Revolution's demo page; the confirmation e-mail's manage link opening the booking;
 * an account registered with the same address on the group's own site, the verification link read
 * from the e-mail, names and password set; 'My Bookings' listing the widget booking; its time changed
 * and the booking cancelled from its page, each change e-mailed.
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpInbox } from '../helpers/smtp-inbox.ts';
import { seriousViolations } from './helpers/axe.ts';
import { answerStep1, complete, fillContact, NEXT_SATURDAY, next, skipPreOrder, slot } from './helpers/booking.ts';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { linkIn, received as receivedBy } from './helpers/mail.ts';
import { serverAndBrowser } from './helpers/per-file.ts';

const inbox = await startSmtpInbox();
afterAll(() => inbox.stop());
// No development mailbox: the customer's only way to the links is the e-mail the SMTP server received.
const live = serverAndBrowser({ env: { SMTP_URL: inbox.url, DEV_MAILBOX: 'false' } });

const EMAIL = 'jamie.journey@example.com';

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

describe('a new customer’s bookings, from the widget to their account', () => {
  it('books in the widget, opens the e-mailed manage link, registers with the address, sees the booking in My Bookings, changes its time and cancels it', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);

    // Booked in the widget on the brand's site.
    await page.goto(`${live.server.origin}/demo/revolution`);
    const frame = await widgetFrame(page);
    await answerStep1(frame, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 4, category: 'Tables', type: 'Table Booking' });
    await next(frame);
    await slot(frame, 'Saturday 28 November 2026, 19:00, available').click();
    await skipPreOrder(frame);
    await fillContact(frame, { forename: 'Jamie', surname: 'Journey', email: EMAIL, phone: '07700900456' });
    await complete(frame, 'Book now');
    const confirmation = await receivedBy(inbox, EMAIL, /booking is confirmed/);
    const ref = confirmation.subject!.match(/\(([A-Z0-9]+)\)/)![1]!;

    // The confirmation's manage link opens the booking, in the booking's brand.
    await page.goto(linkIn(confirmation, '/manage/'));
    await page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();
    await page.getByText(ref).waitFor();
    await expectNoAxeFindings(page, 'manage link');

    // Registered on the group's own site with the same address: the link arrives by e-mail.
    await page.goto(`${live.server.origin}/register`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('status').getByText('You are now registered!').waitFor();
    await page.goto(linkIn(await receivedBy(inbox, EMAIL, /Finish creating/), '/verify/'));
    await page.getByRole('textbox', { name: 'Forename' }).fill('Jamie');
    await page.getByRole('textbox', { name: 'Surname' }).fill('Journey');
    await page.getByRole('textbox', { name: 'Password' }).fill('a walk along the journey line');
    await page.getByRole('button', { name: 'Set password' }).click();

    // Logged in at My Bookings: the widget booking is there.
    await page.getByRole('heading', { level: 1, name: 'My Bookings' }).waitFor();
    const current = page.getByRole('region', { name: 'Current bookings' });
    const booking = current.getByRole('listitem').filter({ hasText: `Ref: ${ref}` });
    await booking.waitFor();
    expect(await booking.textContent()).toContain('Saturday 28 November 2026 at 19:00 · 4 people');
    await expectNoAxeFindings(page, 'my bookings');

    // Its page: the time changed to 20:00.
    await booking.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    await page.getByRole('button', { name: 'Edit Booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
    await dialog.getByLabel('Time').fill('20:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Booking has been updated!').waitFor();
    await page.getByText('Saturday 28 November 2026 at 20:00').waitFor();
    expect((await receivedBy(inbox, EMAIL, /has been updated/)).subject).toContain(ref);

    // Cancelled after confirming.
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('alert').getByText('This booking has been cancelled').waitFor();
    expect((await receivedBy(inbox, EMAIL, /is cancelled/)).subject).toContain(ref);
    await expectNoAxeFindings(page, 'cancelled');

    // Back on My Bookings, the booking says so.
    await page.getByRole('link', { name: 'My Bookings' }).click();
    await expect.poll(async () => (await booking.textContent()) ?? '').toContain('This booking has been cancelled');

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
