/**
 * Paying a deposit in the widget with the sandbox's test cards, as a customer would: the deposit
 * modal, the hosted card page in its frame, the verify screen, the completion screen; and the
 * booking read back through the API. The wallets are absent here (Chromium offers none), so the
 * card page opens straight away.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { moveServerClock, serverAndBrowser } from './helpers/per-file.ts';
import {
  api,
  BAR,
  BRUNCH,
  CARDS,
  cardFrame,
  DATE,
  dialog,
  openAndComplete,
  orderIdInFrame,
  payWithCard,
  resumeSession,
  screenshot,
  sessionReadyToBook,
  stepOf,
} from './payments-helpers.ts';

const live = serverAndBrowser();

/** The demo's Bottomless Brunch package (per person). */
const BOTTOMLESS_BRUNCH = 101;

const DECLINED = 'There was an error in processing your payment. Please check your details and try again.';
const CORPORATE = 'Your bank has declined this payment. Some corporate cards cannot be used online: please try a personal card, or contact the bar to pay by BACS transfer instead.';

/** A brunch session at its last step, resumed in a fresh page: Save Booking opens the deposit modal. */
async function brunchInModal(email: string): Promise<{ page: Page; sessionId: string; errors: string[]; cspViolations: () => Promise<string[]> }> {
  const watched = await watchedPage(live.browser);
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email });
  await resumeSession(watched.context, sessionId);
  await openAndComplete(watched.page, live.server.origin, /Save Booking/);
  await dialog(watched.page).waitFor();
  return { page: watched.page, sessionId, errors: watched.errors, cspViolations: watched.cspViolations };
}

describe('paying a deposit by card in the widget', () => {
  it('books a brunch in the widget and pays its deposit with the success card: the completion screen, the booking confirmed with its payment', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    // The host page names the bar, the date, the party and the brunch: step 1 is answered.
    await page.goto(`${live.server.origin}/widget?brand=revolution&bar=${BAR}&date=${DATE}&people=6&type=${BRUNCH}`);
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('2');
    await page.getByRole('button', { name: /, available$/ }).first().click();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('3');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('4');
    await page.getByRole('textbox', { name: /^Forename/ }).fill('Ada');
    await page.getByRole('textbox', { name: /^Surname/ }).fill('Lovelace');
    await page.getByRole('textbox', { name: /^E-Mail/ }).fill('ada@example.com');
    await page.getByRole('textbox', { name: /^Phone number/ }).fill('07700900222');
    const save = page.getByRole('button', { name: 'Save Booking' });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await save.click();

    // The deposit screen: a labelled dialog with the focus, Pay Deposit with its amount.
    const modal = dialog(page);
    await modal.waitFor();
    expect(await modal.getAttribute('aria-modal')).toBe('true');
    expect(await page.getByRole('dialog', { name: 'Pay for your booking' }).count()).toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Pay for your booking');
    const payDeposit = modal.getByRole('button', { name: 'Pay Deposit £60.00' });
    await payDeposit.waitFor();
    // A brunch without a pre-order costs nothing but its deposit: there is no balance to pay.
    expect(await modal.getByRole('button', { name: /^Pay Balance/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, '1-deposit-screen');

    await payDeposit.click();
    // No wallet in this browser: the card page opens at once, under a hold countdown.
    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await modal.getByRole('button', { name: /Apple Pay|Google Pay/ }).count()).toBe(0);
    // Counted down every 2 s from the server's clock (this server runs from a fixed date, not the browser's).
    await expect.poll(() => modal.getByRole('timer').textContent(), { timeout: 5_000 }).toMatch(/^1\d:\d\d left to pay your deposit$/);
    expect(await modal.getByText('Deposit to pay: £60.00').count()).toBe(1);
    await screenshot(page, '2-card-page');
    const orderId = await orderIdInFrame(page);

    await payWithCard(page, CARDS.success);
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
    expect(await dialog(page).count()).toBe(0);
    // The completion screen of a paid booking (the brand's "Time to Party!").
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5_000 }).toBe("Let's Get This Party Started!");
    // What was paid (the payment e-mail's words); a brunch booked without its packages has paid its deposit, not its price.
    await page.getByText('Thank you: we have received your payment of £60.00.').waitFor({ timeout: 5_000 });
    expect(await page.getByText('Your booking is now paid in full.').count()).toBe(0);
    await screenshot(page, '3-booking-confirmed');

    // The server's record: the order paid, the booking confirmed, nothing left to pay.
    const check = await api(live.server.origin, 'GET', `rest/deposit/payment/check?code=${orderId}`);
    expect(check.body.data).toMatchObject({ received_response: true, success: true, error: false, result: '00', message: 'Payment has been made', display_amount: '£60.00' });
    expect(check.body.data.auth).toBeTruthy();
    expect(check.body.data.booking).toMatchObject({ status_id: 1, deposit_balance: 0, payable: 0, party_type: BRUNCH, people: 6 });
    const byCode = await api(live.server.origin, 'GET', `rest/deposits/payment-request?code=${check.body.data.booking.ref_code}&include=booking`);
    expect(byCode.body.data).toMatchObject({ amount: 0, can_pay: false, message: "You've paid!" });

    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('after paying the deposit of a brunch with its packages, says what was paid and what is left to pay by when', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email: 'left@example.com' });
    const chosen = await api(live.server.origin, 'POST', 'rest/booking/session', { session_id: sessionId, step: 4, variations: [{ variation_id: BOTTOMLESS_BRUNCH, quantity: 6, choices: [] }] });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    await resumeSession(context, sessionId);
    await openAndComplete(page, live.server.origin, /Save Booking/);
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    const orderId = await orderIdInFrame(page);
    await payWithCard(page, CARDS.success);
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
    const check = await api(live.server.origin, 'GET', `rest/deposit/payment/check?code=${orderId}`);
    const booking = check.body.data.booking as { balance: number; balance_due_date: string };
    expect(booking.balance).toBeGreaterThan(0);
    const [y, m, d] = booking.balance_due_date.slice(0, 10).split('-').map(Number) as [number, number, number];
    const due = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(',', '');
    await page.getByText('Thank you: we have received your payment of £60.00.').waitFor({ timeout: 5_000 });
    expect(await page.getByText(`Balance still to pay: £${(booking.balance / 100).toFixed(2)} by ${due}.`).count()).toBe(1);
    expect(await page.getByText('Your booking is now paid in full.').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay Balance Now' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells the customer a declined card was declined, opens the card page again, and takes the next card', async () => {
    const { page, sessionId, errors } = await brunchInModal('declined@example.com');
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    const first = await orderIdInFrame(page);
    await payWithCard(page, CARDS.decline);
    await dialog(page).getByRole('alert').getByText(DECLINED).waitFor();
    // 500 ms later a new card page, with a new order, under the same message.
    await expect.poll(() => orderIdInFrame(page), { timeout: 10_000 }).not.toBe(first);
    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await dialog(page).getByText(DECLINED).count()).toBe(1);
    await screenshot(page, '4-declined-then-card-page-again');
    const declined = await api(live.server.origin, 'GET', `rest/deposit/payment/check?code=${first}`);
    expect(declined.body.data).toMatchObject({ received_response: true, success: false, error: true, result: '101' });

    await payWithCard(page, CARDS.success);
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
    const deposit = await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId });
    expect(deposit.body.data).toMatchObject({ has_payment: true, deposit_balance: 0, booking: { status_id: 1 } });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('explains a corporate card’s decline (result 110) and offers a bank transfer', async () => {
    const { page, errors } = await brunchInModal('corporate@example.com');
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    const first = await orderIdInFrame(page);
    await payWithCard(page, CARDS.corporate);
    await dialog(page).getByRole('alert').getByText(CORPORATE).waitFor();
    expect(CORPORATE).toContain('BACS');
    await expect.poll(() => orderIdInFrame(page), { timeout: 10_000 }).not.toBe(first);
    await screenshot(page, '5-corporate-card-110');
    const check = await api(live.server.origin, 'GET', `rest/deposit/payment/check?code=${first}`);
    expect(check.body.data).toMatchObject({ received_response: true, success: false, result: '110' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('passes the bank’s 3-D Secure challenge inside the card page', async () => {
    const { page, sessionId, errors } = await brunchInModal('challenge@example.com');
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    await payWithCard(page, CARDS.challenge);
    await cardFrame(page).getByRole('heading', { name: 'Confirm it’s you' }).waitFor();
    await cardFrame(page).getByLabel('Security code from your bank').fill('1234');
    await cardFrame(page).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
    const deposit = await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId });
    expect(deposit.body.data).toMatchObject({ has_payment: true, booking: { status_id: 1 } });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is a dialog for the keyboard: Tab stays inside, Escape closes it, and the booking is not made', async () => {
    const { page, sessionId } = await brunchInModal('keyboard@example.com');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await stepOf(page)).toBe('4');
    const deposit = await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId });
    expect(deposit.body.data).toMatchObject({ booking: null, is_completed: false });
    await page.context().close();
  });
});

describe('paying in the widget on a brand’s page', () => {
  it('shows the card page inside the widget’s frame, which grows to hold it, and tells the host page of the paid booking', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email: 'embedded@example.com' });
    await resumeSession(context, sessionId);
    await page.goto(`${live.server.origin}/demo/revolution`);
    const widget = page.frameLocator('iframe[src*="/widget"]');
    const save = widget.getByRole('button', { name: 'Save Booking' });
    await expect.poll(() => save.isEnabled(), { timeout: 15_000 }).toBe(true);
    await save.click();
    await widget.getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    await cardFrame(widget).getByLabel('Card number').waitFor();
    // The host page's frame follows the widget, card page included.
    const outer = () => page.locator('iframe[src*="/widget"]').evaluate((el) => el.getBoundingClientRect().height);
    const card = () => widget.locator('iframe.covers-card-frame__frame').evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(async () => (await outer()) >= (await card()), { timeout: 5_000 }).toBe(true);
    await screenshot(page, '20-embedded-card-page');
    await payWithCard(widget, CARDS.success);
    await expect.poll(() => page.locator('#covers-events li[data-event="booking_update"]').last().textContent(), { timeout: 20_000 }).toContain('"status":"confirmed"');
    expect(await page.locator('#covers-events li[data-event="booking-completed"]').count()).toBe(1);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a payment whose bank never answers', () => {
  it('the widget\'s verify screen asks 10 times, 2 s apart, then says "Request timed out - Please try again later." (spec §4, §9); so does the check page', async () => {
    const { page, errors } = await brunchInModal('timeout@example.com');
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    const orderId = await orderIdInFrame(page);
    const widgetChecks: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/rest/deposit/payment/check')) widgetChecks.push(Date.now());
    });
    await payWithCard(page, CARDS.timeout);
    // The card was sent: the widget's own verify screen takes over from the card page, and gives up in seconds.
    await dialog(page).getByText('Request timed out - Please try again later.').waitFor({ timeout: 40_000 });
    const verifying = widgetChecks.slice(-10);
    expect(verifying).toHaveLength(10);
    for (const gap of verifying.slice(1).map((t, i) => t - verifying[i]!)) expect(gap).toBeGreaterThanOrEqual(1500);
    // Then it stops asking.
    const asked = widgetChecks.length;
    await page.waitForTimeout(4_500);
    expect(widgetChecks.length).toBe(asked);
    await screenshot(page, '6-timeout-card-timed-out');

    // The payment check screen for that order (the page a gateway's return link leads to).
    const checkPage = await page.context().newPage();
    const checks: number[] = [];
    checkPage.on('request', (r) => {
      if (r.url().includes('/api/rest/deposit/payment/check')) checks.push(Date.now());
    });
    await checkPage.goto(`${live.server.origin}/payment/check/${orderId}`);
    await checkPage.getByRole('status').getByText('Verifying your payment…').waitFor();
    await screenshot(checkPage, '7-verifying');
    await checkPage.getByRole('heading', { name: 'Request timed out - Please try again later.' }).waitFor({ timeout: 30_000 });
    expect(checks).toHaveLength(10);
    const gaps = checks.slice(1).map((t, i) => t - checks[i]!);
    // Polls 2 s apart; the browser reports requests with some jitter on a busy machine, so the bound
    // tells a 2 s cadence from a fast loop without being a timing test.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1500);
    expect(await checkPage.getByRole('button', { name: 'Try Again' }).count()).toBe(1);
    await screenshot(checkPage, '8-verify-timed-out');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('a card page the customer never sends', () => {
  /** The minutes the deposit screen's countdown says are left. */
  const minutesLeft = async (page: Page) => {
    const text = (await dialog(page).getByRole('timer').textContent()) ?? '';
    const m = /(\d+):(\d\d) left/.exec(text);
    if (!m) throw new Error(`no time left in "${text}"`);
    return Number(m[1]) + Number(m[2]) / 60;
  };

  it('is replaced by a fresh one once its order has lived its 15 minutes on the server’s clock, the hold extended as the countdown shows; the fresh one pays', async () => {
    const { page, errors } = await brunchInModal('never-sent@example.com');
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    await cardFrame(page).getByLabel('Card number').waitFor();
    const first = await orderIdInFrame(page);
    // The booking was made for its payment and its covers are held for 20 minutes.
    expect(await minutesLeft(page)).toBeGreaterThan(19);

    // The customer leaves the card page as it is for 16 minutes.
    await moveServerClock(live.server, 16 * 60_000);
    await expect.poll(() => orderIdInFrame(page), { timeout: 20_000 }).not.toBe(first);
    // The fresh page's order holds the covers 15 minutes from now; the countdown follows.
    await expect.poll(() => minutesLeft(page), { timeout: 10_000 }).toBeLessThanOrEqual(15);
    expect(await minutesLeft(page)).toBeGreaterThan(14);
    expect(await dialog(page).getByText('Request timed out').count()).toBe(0);

    await payWithCard(page, CARDS.success);
    await expect.poll(() => stepOf(page), { timeout: 30_000 }).toBe('999');
    const status = await api(live.server.origin, 'GET', `rest/deposit/payment/check?code=${first}`);
    expect(status.body.data, 'the page never sent took nothing').toMatchObject({ received_response: false, success: false });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
