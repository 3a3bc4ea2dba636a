/**
 * A reload while the deposit's card page is open (issue 29, point 8): the widget comes back to the
 * booking's "Pay Now!" (it was back at step 1, the held booking offered nowhere but the e-mail), and
 * Pay Deposit Now pays for that same booking; once paid, a reload starts a new booking. Both on the
 * widget's page and in the frame of a host page of its origin (the demo page); on another site, where
 * the frame is refused storage of its own, cross-site-reload.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { answerStep1, NEXT_SATURDAY, next } from './helpers/booking.ts';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, backAtPayNow, bookToCardPage, BRUNCH, CARDS, cardFrame, dialog, openAndComplete, orderIdInFrame, payWithCard, resumeSession, sessionReadyToBook, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();

describe('a reload with the card page open', () => {
  it('comes back to "Pay Now!" for the booking held, and pays for that booking', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email: 'reload@example.com' });
    await resumeSession(context, sessionId);
    await openAndComplete(page, live.server.origin, /Save Booking/);
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    await cardFrame(page).getByLabel('Card number').waitFor();
    const made = await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId });
    const ref = made.body.data.booking.ref_code as string;
    expect(made.body.data.booking.status_id).toBe(0);

    await page.reload();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('999');
    await page.getByRole('heading', { name: 'Pay Now!' }).waitFor();
    await page.getByText(ref).first().waitFor();
    // The hold still counts down, from the server's clock.
    await expect.poll(() => page.getByRole('timer').textContent(), { timeout: 5_000 }).toMatch(/^1\d:\d\d left to pay your deposit$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), 'covers:1:session')).toBe(sessionId);

    await page.getByRole('button', { name: 'Pay Deposit Now' }).click();
    await cardFrame(page).getByLabel('Card number').waitFor();
    const orderId = await orderIdInFrame(page);
    await payWithCard(page, CARDS.success);
    await page.getByText('Thank you: we have received your payment of £60.00.').waitFor({ timeout: 20_000 });
    const check = await api(live.server.origin, 'GET', `rest/deposit/payment/check?code=${orderId}`);
    // The payment is the held booking's: no second booking was made.
    expect(check.body.data.booking).toMatchObject({ ref_code: ref, status_id: 1, deposit_balance: 0 });
    const after = await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId });
    expect(after.body.data.booking.ref_code).toBe(ref);

    // Paid: nothing is left to come back to, and a reload starts a new booking.
    expect(await page.evaluate((key) => localStorage.getItem(key), 'covers:1:session')).toBeNull();
    await page.reload();
    await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a host page with the embed tag comes back to "Pay Now!" in the frame', async () => {
    const { page, context, errors } = await watchedPage(live.browser);
    await page.goto(`${live.server.origin}/demo/revolution`);
    const frame = await widgetFrame(page);
    await answerStep1(frame, { location: 'Manchester Deansgate', date: NEXT_SATURDAY, people: 6, category: 'Brunch' });
    await next(frame);
    await bookToCardPage(frame, 'reload.host@example.com');

    await page.reload();
    await backAtPayNow(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
