/**
 * The account site's payment-by-code pages: a masterclass booking whose deposit is paid, then its
 * balance paid through /pay with the booking's reference; a bar's page refusing another bar's code;
 * a booking's deposit page by its payment token.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, bookingByReference, CARDS, cardFrame, masterclassBooking as bookingOfMasterclass, payWithCard, screenshot } from './payments-helpers.ts';

const live = serverAndBrowser();

/** A provisional masterclass booking for 8 (£240, deposit £80). */
const masterclassBooking = (email: string) => bookingOfMasterclass(live.server.origin, email);

/** Pays the deposit on the sandbox page straight from the API, as the README's walk-through does. */
async function payDepositOnSandbox(sessionId: string) {
  const open = await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId, include: 'gp', payment_type: 'deposit' });
  const gp = open.body.data.gp.data as { url: string; fields: Record<string, string> };
  const form = new URLSearchParams({ ...gp.fields, card_number: CARDS.success, exp_month: '12', exp_year: '30', cvv: '123', card_name: 'Mary' });
  const paid = await fetch(`${live.server.origin}/payments/sandbox/hpp/pay`, { method: 'POST', headers: { origin: live.server.origin, 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  expect(await paid.text()).toContain('Payment has been made');
}

describe('paying by code', () => {
  it('pays a booking’s balance through /pay with its reference: enter the code, confirm the amount, pay', async () => {
    const { page, errors, cspViolations } = await watchedPage(live.browser);
    const { sessionId, booking } = await masterclassBooking('balance@example.com');
    await payDepositOnSandbox(sessionId);
    expect(await bookingByReference(live.server.origin, booking.ref_code)).toMatchObject({ amount: 16000, booking: { status_id: 1, deposit_balance: 0, balance: 16000 } });

    await page.goto(`${live.server.origin}/pay?brand=revolution`);
    await page.getByRole('heading', { level: 1, name: 'Make a payment' }).waitFor();
    expect(page.url()).toContain('/pay');
    // A wrong code first: the customer is told, and nothing else happens.
    await page.getByLabel('Payment code').fill('ZZZZZZZZ');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.getByRole('alert').getByText('We could not find a booking with that code.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, '11-pay-enter-code');

    // The reference as a customer might type it: lower case, with a space.
    await page.getByLabel('Payment code').fill(`${booking.ref_code.slice(0, 4).toLowerCase()} ${booking.ref_code.slice(4)}`);
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.getByText('Left to pay: £160.00').waitFor();
    expect(await page.getByText(booking.ref_code).count()).toBe(1);
    expect(await page.getByText('Cocktail Masterclass').count()).toBe(1);
    expect(await page.getByLabel('Amount to pay (£)').inputValue()).toBe('160.00');
    // More than is owed is refused before anything is asked of the server.
    await page.getByLabel('Amount to pay (£)').fill('200');
    await page.getByRole('button', { name: /^Confirm payment of/ }).click();
    await page.getByText('Please enter an amount from £0.01 to £160.00').waitFor();
    await page.getByLabel('Amount to pay (£)').fill('160');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, '12-pay-confirm-amount');
    await page.getByRole('button', { name: 'Confirm payment of £160.00' }).click();

    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await page.getByText('Amount to pay: £160.00').count()).toBe(1);
    await screenshot(page, '13-pay-card-page');
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('Left to pay').count()).toBe(0);
    await screenshot(page, '14-pay-payment-made');

    expect(await bookingByReference(live.server.origin, booking.ref_code)).toMatchObject({ amount: 0, can_pay: false, message: "You've paid!", booking: { status_id: 1, deposit_balance: 0, balance: 0 } });
    expect(await cspViolations()).toEqual([]);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('says "Sorry, we were unable to take your payment" after a decline, with Try Again reloading the page', async () => {
    const { page } = await watchedPage(live.browser);
    const { booking } = await masterclassBooking('declined-by-code@example.com');
    await page.goto(`${live.server.origin}/pay-deposit/${booking.payment_token}`);
    await page.getByRole('heading', { level: 1, name: 'Pay for your booking' }).waitFor();
    await page.getByRole('button', { name: 'Pay Deposit £80.00' }).click();
    await payWithCard(page, CARDS.decline);
    await page.getByRole('heading', { name: 'Sorry, we were unable to take your payment' }).waitFor({ timeout: 20_000 });
    expect(await page.getByText('Your bank has declined this payment. Please check your details or try another card.').count()).toBe(1);
    await screenshot(page, '15-pay-deposit-declined');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('button', { name: 'Pay Deposit £80.00' }).waitFor();
    await page.getByRole('button', { name: 'Pay Deposit £80.00' }).click();
    await payWithCard(page, CARDS.success);
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    expect(await bookingByReference(live.server.origin, booking.ref_code)).toMatchObject({ booking: { status_id: 1, deposit_balance: 0 } });
    await page.context().close();
  });

  it('on a bar’s page, takes a code for that bar’s bookings only', async () => {
    const { page } = await watchedPage(live.browser);
    const { booking } = await masterclassBooking('bar-page@example.com');
    await page.goto(`${live.server.origin}/bar/revolution-leeds-call-lane`);
    await page.getByRole('heading', { level: 1, name: /^Pay at / }).waitFor();
    await page.getByLabel('Payment code').fill(booking.ref_code);
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.getByText('That code is for a booking at Revolution Manchester Deansgate. Please check your code.').waitFor();
    await page.goto(`${live.server.origin}/bar/revolution-manchester-deansgate`);
    await page.getByRole('heading', { level: 1, name: 'Pay at Revolution Manchester Deansgate' }).waitFor();
    await page.getByLabel('Payment code').fill(booking.ref_code);
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await page.getByText('Left to pay: £240.00').waitFor();
    await page.goto(`${live.server.origin}/bar/no-such-bar`);
    await page.getByRole('heading', { level: 1, name: "Oops! That page doesn't seem to exist!" }).waitFor();
    await page.context().close();
  });
});
