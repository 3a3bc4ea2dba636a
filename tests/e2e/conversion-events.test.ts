/**
 * What the host page hears of a booking, against the booking as the API reports it: on the
 * Revolution demo page, a table, a brunch whose deposit is paid, a brunch with its packages chosen
 * (worth more than the deposit paid) and an enquiry. The events' value is the booking's, and they say
 * what was paid; an enquiry has no value.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage, widgetFrame } from './helpers/browser.ts';
import { completeAnswer } from './helpers/booking.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { apiSession, rememberSession } from './helpers/sessions.ts';
import { api, BRUNCH, CARDS, payWithCard, sessionReadyToBook, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();

const events = (page: Page, name: string) => page.locator(`#covers-events li[data-event="${name}"]`);
/** An event's detail, as the demo page lists it ("booking_update (book) {…}"). */
const detail = async (item: Locator): Promise<Record<string, unknown>> => JSON.parse((await item.textContent())!.replace(/^[^{]*/, ''));

/** The booking as the API reports it to its payment pages: its value, and what its payments came to. */
async function bookingFromApi(paymentToken: string): Promise<{ value: number; paid: number; status_id: number }> {
  const r = await api(live.server.origin, 'GET', `rest/deposit/manage?token=${paymentToken}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const payments = r.body.data.payments as Array<{ amount: number }>;
  return { value: r.body.data.value, paid: payments.reduce((sum, p) => sum + p.amount, 0), status_id: r.body.data.status_id };
}

/** The demo page with its widget resuming a session made through the API, at that session's last step. */
async function demoPageResuming(sessionId: string, step: string) {
  const watched = await watchedPage(live.browser);
  await rememberSession(watched.context, 'revolution', sessionId);
  await watched.page.goto(`${live.server.origin}/demo/revolution`);
  const frame = await widgetFrame(watched.page);
  await expect.poll(() => stepOf(frame), { timeout: 15_000 }).toBe(step);
  const widget: FrameLocator = watched.page.frameLocator('iframe[src*="/widget"]');
  return { ...watched, frame, widget };
}

async function press(target: { getByRole: Page['getByRole'] }, name: string | RegExp) {
  const button = target.getByRole('button', { name, exact: typeof name === 'string' });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
}

/** On the demo page: Save Booking, Pay Deposit £60.00 with the success card, until the host counts the booking. */
async function bookAndPayDeposit(sessionId: string) {
  const { page, frame, widget, context, errors } = await demoPageResuming(sessionId, '4');
  const answer = completeAnswer(page);
  await press(frame, 'Save Booking');
  await frame.getByRole('dialog').waitFor();
  await press(frame, 'Pay Deposit £60.00');
  const booking = (await answer) as unknown as { payment_token: string; ref_code: string };
  await payWithCard(widget, CARDS.success);
  await expect.poll(() => stepOf(frame), { timeout: 30_000 }).toBe('999');
  await expect.poll(() => events(page, 'booking-completed').count(), { timeout: 15_000 }).toBe(1);
  return { page, frame, booking, context, errors };
}

describe('the host page’s events carry the booking’s value and what was paid', () => {
  it('a table: confirmed at once, worth what the API says (nothing to pay), counted once', async () => {
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: 1, people: 4, email: 'table@example.com' });
    const { page, frame, context, errors } = await demoPageResuming(sessionId, '4');
    const answer = completeAnswer(page);
    await press(frame, 'Book now');
    const booking = (await answer) as unknown as { payment_token: string; ref_code: string };
    await expect.poll(() => events(page, 'booking-completed').count(), { timeout: 15_000 }).toBe(1);
    const stored = await bookingFromApi(booking.payment_token);
    expect(stored).toMatchObject({ status_id: 1, paid: 0 });
    expect(await detail(events(page, 'booking_update').first())).toMatchObject({ status: 'confirmed', ref_code: booking.ref_code, value: stored.value, paid: 0, payment_due: false, people: 4 });
    expect(await detail(events(page, 'booking-completed').first())).toMatchObject({ ref_code: booking.ref_code, value: stored.value / 100, value_pence: stored.value, paid: 0, paid_pence: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a brunch for six with its £60 deposit paid: a £60 booking, £60 paid, counted once it is paid', async () => {
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, people: 6, email: 'brunch-events@example.com' });
    const { page, booking, context, errors } = await bookAndPayDeposit(sessionId);

    const stored = await bookingFromApi(booking.payment_token);
    expect(stored).toEqual({ status_id: 1, value: 6000, paid: 6000 });
    const [made, paid] = await Promise.all([detail(events(page, 'booking_update').nth(0)), detail(events(page, 'booking_update').nth(1))]);
    // Made (provisional, the deposit due), then paid.
    expect(made).toMatchObject({ status: 'provisional', ref_code: booking.ref_code, value: stored.value, paid: 0, payment_due: true });
    expect(paid).toMatchObject({ status: 'confirmed', ref_code: booking.ref_code, value: stored.value, paid: stored.paid, payment_due: false });
    expect(await detail(events(page, 'booking-completed').first())).toMatchObject({ value: 60, value_pence: 6000, paid: 60, paid_pence: 6000, currency: 'GBP' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a brunch with its packages chosen: worth the packages (£210), of which the £60 deposit is paid', async () => {
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, people: 6, email: 'packages-events@example.com' });
    const chosen = await api(live.server.origin, 'POST', 'rest/booking/session', { session_id: sessionId, variations: [{ variation_id: 101, quantity: 6, choices: [] }] });
    expect(chosen.body.data).toMatchObject({ value: 21000, deposit: 6000, can_complete: true });
    const { page, booking, context, errors } = await bookAndPayDeposit(sessionId);

    const stored = await bookingFromApi(booking.payment_token);
    expect(stored).toEqual({ status_id: 1, value: 21000, paid: 6000 });
    expect(await detail(events(page, 'booking_update').nth(1))).toMatchObject({ status: 'confirmed', value: stored.value, paid: stored.paid });
    expect(await detail(events(page, 'booking-completed').first())).toMatchObject({ value: 210, value_pence: 21000, paid: 60, paid_pence: 6000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an enquiry: heard with no value and nothing paid, and never counted as a sale', async () => {
    const session = await apiSession(
      live.server.origin,
      'revolution',
      { bar_id: 11, date: '2026-11-28', no_people: 10, party_type: 99 },
      { step: 2, forename: 'Ada', surname: 'Lovelace', email: 'enquiry-events@example.com', phone: '07700900123' },
    );
    const { page, frame, context, errors } = await demoPageResuming(session.id, '2');
    const answer = completeAnswer(page);
    await press(frame, 'Send Enquiry');
    const booking = (await answer) as unknown as { payment_token: string; ref_code: string; status_id: number };
    expect(booking.status_id).toBe(3);
    await expect.poll(() => events(page, 'booking_update').count(), { timeout: 15_000 }).toBe(1);
    const heard = await detail(events(page, 'booking_update').first());
    expect(heard).toMatchObject({ status: 'enquiry', ref_code: booking.ref_code, paid: 0, payment_due: false });
    expect(heard).not.toHaveProperty('value');
    expect((await bookingFromApi(booking.payment_token)).paid).toBe(0);
    expect(await events(page, 'booking-completed').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
