/**
 * Card capture for a booking type with a no-show fee (a booth, type 40): before the booking is made
 * the customer saves a card on the hosted page (nothing is taken), with the fee shown; then the
 * booking is made.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './helpers/axe.ts';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, BOOTH, CARDS, cardFrame, dialog, openAndComplete, orderIdInFrame, payWithCard, resumeSession, screenshot, sessionReadyToBook, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();

describe('card capture for a no-show-fee booking', () => {
  it('shows the fee, stores the card on the hosted page (a declined card first), then makes the booking', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BOOTH, people: 6, email: 'booth@example.com' });
    await resumeSession(context, sessionId);
    await openAndComplete(page, live.server.origin, /^(Book now|Continue)$/);

    const modal = page.getByRole('dialog', { name: 'Secure your booking with a card' });
    await modal.waitFor();
    await modal.getByText("A no-show fee of £60.00 (£10.00 per person) may be charged at the venue's discretion.").waitFor();
    await cardFrame(page).getByRole('heading', { name: 'Save your card' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, '9-card-capture');

    // A declined card stores nothing: the customer is told, and the card page opens again.
    const first = await orderIdInFrame(page);
    await payWithCard(page, CARDS.decline);
    await modal.getByRole('alert').getByText('There was an error in processing your payment. Please check your details and try again.').waitFor();
    await expect.poll(() => orderIdInFrame(page), { timeout: 10_000 }).not.toBe(first);
    expect((await api(live.server.origin, 'GET', `rest/deposits/store-card/${first}`)).body.data).toMatchObject({ received_response: true, has_stored_card: false });

    const second = await orderIdInFrame(page);
    await cardFrame(page).getByLabel('Card number').waitFor();
    await payWithCard(page, CARDS.success);
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
    expect(await dialog(page).count()).toBe(0);
    await screenshot(page, '10-card-stored-booking-made');

    expect((await api(live.server.origin, 'GET', `rest/deposits/store-card/${second}`)).body.data).toMatchObject({ received_response: true, success: true, has_stored_card: true });
    // The card is stored for this session, and the session is a booking now.
    const again = await api(live.server.origin, 'POST', 'rest/deposits/store-card', { session_id: sessionId });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A card is already stored for this booking.');
    const session = await api(live.server.origin, 'POST', 'rest/booking/session', { session_id: sessionId, booking_flow_version: 2 });
    expect(session.status).toBe(409);
    expect(session.body.error).toBe('This booking has already been completed.');
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
