/**
 * The booking page by its manage link (account-and-guest-features §2.3, §4, §8) in Chromium: the link
 * read from the booking's confirmation e-mail; the overview; /pay/deposit opening the card page at
 * once, then the balance paid from the Payment tab to 'You've paid!'; the time changed, first to one
 * the bar cannot take (the times it can are offered), then to one of those, and a party too large for
 * anything but the bar's e-mail; the booking cancelled
 * after a confirmation; the demo bookings' states (agency, postponed, cancelled, paid); the signup
 * offered to the link's holder; the same page at /edit-booking/{id} for the customer. Tabs, dialogs
 * and forms by the keyboard; axe on every state.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { tabTo } from './helpers/keyboard.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, CARDS, cardFrame, masterclassBooking as bookingOfMasterclass, payWithCard } from './payments-helpers.ts';

const live = serverAndBrowser();

/** A masterclass booking for 8 (£240, deposit £80), made as the widget makes it: its confirmation e-mail carries the manage link. */
const masterclassBooking = (email: string) => bookingOfMasterclass(live.server.origin, email);

/** The manage link in the booking's e-mail, read from the development mailbox as a person would. */
async function manageLinkFromMailbox(page: Page, to: string): Promise<string> {
  await page.goto(`${live.server.origin}/dev/mailbox`);
  await page.locator('li', { hasText: to }).first().getByRole('link').click();
  const link = await page.locator('pre a[href*="/manage/"]').first().getAttribute('href');
  expect(link).toBeTruthy();
  return link!;
}

/** The account asked for from a manage page, finished from the verification link in the dev mailbox: logged in. */
async function finishAccountFromMailbox(page: Page, to: string) {
  await page.goto(`${live.server.origin}/dev/mailbox`);
  await page.locator('li', { hasText: to }).filter({ hasText: 'Finish creating your' }).first().getByRole('link').click();
  const link = await page.locator('pre a[href*="/verify/"]').first().getAttribute('href');
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByRole('heading', { level: 1, name: 'Finish making your account' }).waitFor();
  await page.getByLabel('The password you chose').fill('a long walk by the canal');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/verify/'));
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await seriousViolations(page), where).toEqual([]);
}

const title = (page: Page) => page.getByRole('heading', { level: 1, name: 'Manage your booking' }).waitFor();

/** The booking as its page's call answers it. */
async function bookingOf(key: string) {
  const r = await api(live.server.origin, 'GET', `rest/my-bookings/token/${key}`);
  expect(r.status).toBe(200);
  return r.body.data;
}

/**
 * In the open Edit Booking dialog: a time the masterclass does not run (08:05, that day's) is refused with
 * the times it can take offered; one of those, chosen by the keyboard, is saved. The time saved.
 */
async function changeTimeThroughOffer(page: Page, was: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
  await dialog.getByLabel('Time').fill('08:05');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText("Oh snap! Looks like we can't automatically confirm that change...").waitFor();
  await dialog.getByText('These times are available instead:').waitFor();
  const offered = dialog.getByRole('list').getByRole('button');
  expect(await offered.count()).toBeGreaterThan(0);
  const other = (await offered.allInnerTexts()).map((t) => t.trim()).find((t) => t !== was.slice(0, 5));
  expect(other).toBeTruthy();
  await expectNoAxeFindings(page, 'times offered');
  await dialog.getByRole('button', { name: other!, exact: true }).focus();
  await page.keyboard.press('Enter');
  expect(await dialog.getByLabel('Time').inputValue()).toBe(other);
  await tabTo(page, /^Save$/);
  await page.keyboard.press('Enter');
  return other!;
}

describe('the booking page by its manage link', () => {
  it('cancelled after its deposit was paid: says what was paid and what goes back to the card, never a balance to pay', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `manage.refund.${Date.now()}@example.com`;
    const { booking } = await masterclassBooking(email);
    const link = await manageLinkFromMailbox(page, email);
    await page.goto(`${link}/pay/deposit`);
    await cardFrame(page).getByLabel('Card number').waitFor();
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });

    await page.goto(link);
    await title(page);
    await page.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByText('This booking has been cancelled').first().waitFor();
    const refunds = page.locator('.covers-booking-refunds');
    await refunds.waitFor();
    // The masterclass's deposit is refundable (its type's rule): all £80 goes back.
    expect(await refunds.innerText()).toMatch(/Paid\s+£80\.00\s+To be refunded to the cards it was paid with\s+£80\.00/);
    expect(await page.getByText(/Total balance|Balance|Left for/).count()).toBe(0);
    expect(await bookingOf(booking.manage_key)).toMatchObject({ status_id: 4, total_balance: 0, payments_made: 8000, refund_due: 8000, is_deposit_refunded: true });
    await expectNoAxeFindings(page, 'cancelled with a refund');
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens from the confirmation e-mail, pays the deposit through /pay/deposit and the balance from the Payment tab, then says You’ve paid!', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `manage.pay.${Date.now()}@example.com`;
    const { booking } = await masterclassBooking(email);
    const link = await manageLinkFromMailbox(page, email);
    expect(new URL(link).pathname).toBe(`/manage/${booking.manage_key}`);

    // The link names no brand: the page wears the booking's.
    await page.goto(link);
    await title(page);
    await page.getByText(booking.ref_code).waitFor();
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    expect(await page.getByText('Cocktail Masterclass').count()).toBe(1);
    expect(await page.getByText('8 people').count()).toBe(1);
    // The lead booker's total: (per-person balance £20 + per-person deposit £10) × 8.
    await page.getByText('Total balance: £240.00').first().waitFor();
    await page.getByText('Create an account to look after this booking whenever you like').waitFor();
    await expectNoAxeFindings(page, 'overview');

    // Straight to the deposit's card page.
    await page.goto(`${link}/pay/deposit`);
    await title(page);
    await page.getByRole('tab', { name: 'Payment', selected: true }).waitFor();
    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await page.getByText('Amount to pay: £80.00').count()).toBe(1);
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    expect(await bookingOf(booking.manage_key)).toMatchObject({ deposit_balance: 0, balance: 16000, total_balance: 16000, is_paid: false });

    // The tabs by the keyboard: Overview, then Payment again.
    await page.reload();
    await title(page);
    await tabTo(page, /^Payment$/);
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('#overview');
    await page.getByText('Total balance: £160.00').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: 'Payment', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Pay Balance £160.00' }).waitFor();
    await expectNoAxeFindings(page, 'payment tab');
    await tabTo(page, /^Pay Balance £160\.00$/);
    await page.keyboard.press('Enter');
    await cardFrame(page).getByLabel('Card number').waitFor();
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await page.getByText("You've paid!").waitFor();
    expect(await bookingOf(booking.manage_key)).toMatchObject({ deposit_balance: 0, balance: 0, is_paid: true });

    // Reloaded on the Payment tab (the hash): paid.
    await page.reload();
    await page.getByRole('tab', { name: 'Payment', selected: true }).waitFor();
    await page.getByText("You've paid!").waitFor();
    await expectNoAxeFindings(page, 'paid');
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('changes the time: one the bar cannot take offers the times it can, one of those is saved; a party it never seats gets the bar’s e-mail', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `manage.edit.${Date.now()}@example.com`;
    const { booking } = await masterclassBooking(email);
    const { time } = (await bookingOf(booking.manage_key)) as { time: string };
    await page.goto(await manageLinkFromMailbox(page, email));
    await title(page);

    await tabTo(page, /^Edit Booking$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe('28/11/2026');
    expect(await dialog.getByLabel('Time').inputValue()).toBe(time.slice(0, 5));
    // Nothing changed yet: nothing to save.
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await expectNoAxeFindings(page, 'edit dialog');

    const other = await changeTimeThroughOffer(page, time);
    await page.getByRole('status').getByText('Booking has been updated!').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await bookingOf(booking.manage_key)).toMatchObject({ time: other, date: '2026-11-28', people: 8 });
    await page.getByText(`Saturday 28 November 2026 at ${other}`).waitFor();

    // A party the bar never seats online: nothing to offer but the bar's e-mail.
    await page.getByRole('button', { name: 'Edit Booking' }).click();
    await dialog.getByLabel('Number of people').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/^Please e-mail the bar at .+@.+ and the team will help\.$/).waitFor();
    await dialog.getByText("Oh snap! Looks like we can't automatically confirm that change...").waitFor();
    const mail = dialog.getByRole('link', { name: /@/ });
    expect(await mail.getAttribute('href')).toBe(`mailto:${await mail.innerText()}`);
    await expectNoAxeFindings(page, 'e-mail the bar');
    expect(await bookingOf(booking.manage_key)).toMatchObject({ time: other, people: 8 });
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('cancels only after the customer confirms, and then shows the booking as cancelled', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `manage.cancel.${Date.now()}@example.com`;
    const { booking } = await masterclassBooking(email);
    await page.goto(await manageLinkFromMailbox(page, email));
    await title(page);

    await tabTo(page, /^Cancel Booking$/);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel Booking' });
    await dialog.getByText('Are you sure you want to cancel this booking?').waitFor();
    await expectNoAxeFindings(page, 'cancel dialog');
    // Escape: nothing happens, and the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe('Cancel Booking');
    expect(await bookingOf(booking.manage_key)).toMatchObject({ status_id: 0 });

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('alert').getByText('This booking has been cancelled').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Booking' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Payment' }).count()).toBe(0);
    expect(await bookingOf(booking.manage_key)).toMatchObject({ status_id: 4, can_cancel: false });
    await expectNoAxeFindings(page, 'cancelled');
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows each state of the demo bookings: an agency’s (contact the agency, no prices, payment or changes), postponed, cancelled, paid', async () => {
    const { page, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/manage/${demo.manageKeys.agency}`);
    await title(page);
    await page.getByText('This booking was made through Party Planners Ltd: please contact them to change or cancel it.').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByText('£').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit Booking|Cancel Booking/ }).count()).toBe(0);
    await expectNoAxeFindings(page, 'agency');

    // Postponed: a warning, and a new date chosen on the re-book page instead of an edit.
    await page.goto(`${live.server.origin}/manage/${demo.manageKeys.postponed}`);
    await page.getByText('This booking has been postponed. Please choose a new date.').waitFor();
    expect(await page.getByRole('button', { name: 'Edit Booking' }).count()).toBe(0);
    await expectNoAxeFindings(page, 'postponed');
    await page.getByRole('link', { name: 'Choose New Date' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose New Date' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/re-book/${demo.manageKeys.postponed}`);

    // Cancelled: said so, nothing to do or pay.
    await page.goto(`${live.server.origin}/manage/${demo.manageKeys.cancelled}`);
    await page.getByRole('alert').getByText('This booking has been cancelled').waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Edit Booking|Cancel Booking|Pay/ }).count()).toBe(0);

    // Paid: the Payment tab says so.
    await page.goto(`${live.server.origin}/manage/${demo.manageKeys.paid}#payment`);
    await page.getByRole('tab', { name: 'Payment', selected: true }).waitFor();
    await page.getByText("You've paid!").waitFor();
    expect(await page.getByRole('button', { name: /^Pay / }).count()).toBe(0);

    // A key that names no booking says so, without saying more.
    await page.goto(`${live.server.origin}/manage/not-a-real-key-at-all?brand=revolution`);
    await title(page);
    await page.getByText('Sorry, we could not find that booking').waitFor();
    expect(errors.filter((e) => !/\b404\b/.test(e))).toEqual([]);
    await page.context().close();
  });

  it('offers the link’s holder an account for the booking’s address, made and logged in only from the link then e-mailed to it', async () => {
    const { page, errors } = await watchedPage(live.browser);
    const email = `manage.signup.${Date.now()}@example.com`;
    const { booking } = await masterclassBooking(email);
    const manageLink = await manageLinkFromMailbox(page, email);
    await page.goto(manageLink);
    await title(page);
    const offer = page.getByRole('region', { name: 'Create an account to look after this booking whenever you like' });
    expect(await offer.getByLabel('E-mail address').inputValue()).toBe(email);
    await offer.getByLabel('Password', { exact: true }).fill('a long walk by the canal');
    await offer.getByLabel('Password', { exact: true }).press('Enter');
    // A manage link can be forwarded: nothing is logged in until the booking's address follows the e-mailed link.
    await offer.getByRole('status').getByText("We've sent you an e-mail: click the link in it to finish making your account.").waitFor();
    expect(await page.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
    expect(await bookingOf(booking.manage_key)).toMatchObject({ registered: false });
    await finishAccountFromMailbox(page, email);
    await page.getByRole('navigation', { name: 'Account' }).waitFor();
    expect(await bookingOf(booking.manage_key)).toMatchObject({ registered: true });
    await page.goto(manageLink);
    await title(page);
    await page.getByText(booking.ref_code).waitFor();
    expect(await page.getByText('Create an account to look after this booking whenever you like').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lets the logged-in customer edit and cancel their own booking at /edit-booking/{id}, and no one else’s', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const email = `edit.booking.${Date.now()}@example.com`;
    const { booking } = await masterclassBooking(email);
    const { id, time } = (await bookingOf(booking.manage_key)) as { id: number; time: string };
    // An account for the booking's address, from its manage link.
    await page.goto(await manageLinkFromMailbox(page, email));
    await title(page);
    const offer = page.getByRole('region', { name: 'Create an account to look after this booking whenever you like' });
    await offer.getByLabel('Password', { exact: true }).fill('a long walk by the canal');
    await offer.getByLabel('Password', { exact: true }).press('Enter');
    await offer.getByRole('status').getByText("We've sent you an e-mail: click the link in it to finish making your account.").waitFor();
    await finishAccountFromMailbox(page, email);

    await page.goto(`${live.server.origin}/edit-booking/${id}?brand=revolution`);
    await page.getByRole('heading', { level: 1, name: 'Your booking' }).waitFor();
    await page.getByText(booking.ref_code).waitFor();
    await page.getByText('Total balance: £240.00').waitFor();
    await expectNoAxeFindings(page, 'edit-booking');
    await tabTo(page, /^Edit Booking$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Edit Booking' }).waitFor();
    const other = await changeTimeThroughOffer(page, time);
    await page.getByRole('status').getByText('Booking has been updated!').waitFor();
    expect(await bookingOf(booking.manage_key)).toMatchObject({ time: other });

    await tabTo(page, /^Cancel Booking$/);
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Cancel Booking' }).getByRole('button', { name: 'Cancel Booking' }).click();
    await page.getByRole('alert').getByText('This booking has been cancelled').waitFor();
    // The change's message does not stay over a cancelled booking.
    expect(await page.getByText('Booking has been updated!').count()).toBe(0);
    expect(await bookingOf(booking.manage_key)).toMatchObject({ status_id: 4 });

    // Another customer's booking (the demo customer's) is not found, as one that does not exist.
    const theirs = (await bookingOf(demo.manageKeys.depositDue)) as { id: number };
    await page.goto(`${live.server.origin}/edit-booking/${theirs.id}?brand=revolution`);
    await page.getByText('Sorry, we could not find that booking').waitFor();
    expect(await page.getByText(demo.manageKeys.depositDue).count()).toBe(0);
    expect(await cspViolations()).toEqual([]);
    expect(errors.filter((e) => !/\b404\b/.test(e))).toEqual([]);
    await page.context().close();
  });
});
