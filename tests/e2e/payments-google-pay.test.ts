/**
 * Google Pay with Google's real loading path: the server turns Google's client on
 * (GOOGLE_PAY_CLIENT=on), the page loads https://pay.google.com/gp/p/js/pay.js when the payment's
 * method choice is coming, under the page's CSP. Google is outside this machine, so its address is
 * answered here (Playwright's route) with a stand-in pay.js that behaves as Google's does for a
 * customer with a card; the sandbox gateway accepts its test token. Everything else is real.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, BRUNCH, cardFrame, dialog, openAndComplete, resumeSession, screenshot, sessionReadyToBook, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser({ env: { GOOGLE_PAY_CLIENT: 'on' } });

/** Google's pay.js, as far as the widget uses it; it records what it was asked in window.__gpay. */
const fakePayJs = (ready: boolean) => `
(() => {
  const record = (window.__gpay = { calls: [], scriptNonce: document.currentScript && document.currentScript.nonce });
  class PaymentsClient {
    constructor(options) { record.calls.push(['client', options]); }
    isReadyToPay(request) { record.calls.push(['ready', request]); return Promise.resolve({ result: ${ready} }); }
    loadPaymentData(request) {
      record.calls.push(['load', request]);
      return Promise.resolve({ paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify({ signature: 'SANDBOX-WALLET-APPROVE', protocolVersion: 'ECv2' }) } } });
    }
  }
  window.google = { payments: { api: { PaymentsClient } } };
})();`;

/** Answers Google's address from here; counts the requests for pay.js. */
async function routeGoogle(context: BrowserContext, ready: boolean): Promise<{ requests: string[] }> {
  const seen = { requests: [] as string[] };
  await context.route('https://pay.google.com/**', async (route) => {
    seen.requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: fakePayJs(ready) });
  });
  return seen;
}

/** A brunch booked in the widget up to Pay Deposit, with Google's address answered by `answerGoogle`. */
async function payDeposit(email: string, answerGoogle: (context: BrowserContext) => Promise<unknown>) {
  const watched = await watchedPage(live.browser);
  await answerGoogle(watched.context);
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email });
  await resumeSession(watched.context, sessionId);
  await openAndComplete(watched.page, live.server.origin, /Save Booking/);
  await dialog(watched.page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
  return watched;
}

const depositState = async (sessionId: string) => (await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId })).body.data;
const gpay = (page: Page) => page.evaluate(() => (window as unknown as { __gpay?: { calls: unknown[][]; scriptNonce: string } }).__gpay);

describe('Google Pay with Google’s client loaded by the page', () => {
  it('loads pay.js only for the payment, once, shows the button isReadyToPay allows, and pays', async () => {
    const { page, context, errors, cspViolations } = await watchedPage(live.browser);
    const google = await routeGoogle(context, true);
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email: 'gpay-client@example.com' });
    await resumeSession(context, sessionId);
    await openAndComplete(page, live.server.origin, /Save Booking/);
    // Nothing from Google while the customer books.
    expect(google.requests).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    const methods = dialog(page).getByRole('group', { name: 'How would you like to pay?' });
    await methods.waitFor();
    expect(await methods.getByRole('button').allTextContents()).toEqual(['Pay by card', 'Google Pay']);
    expect(google.requests).toEqual(['https://pay.google.com/gp/p/js/pay.js']);
    await screenshot(page, '20-google-pay-client-loaded');

    await methods.getByRole('button', { name: 'Google Pay' }).click();
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
    expect(await depositState(sessionId)).toMatchObject({ has_payment: true, booking: { status_id: 1 } });

    const record = (await gpay(page))!;
    // The client gets the page's nonce (for what pay.js injects), the same one its own tag carried.
    const clients = record.calls.filter((c) => c[0] === 'client').map((c) => c[1] as { environment: string; nonce: string });
    expect(record.scriptNonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(clients.length).toBeGreaterThanOrEqual(2);
    for (const options of clients) expect(options).toEqual({ environment: 'TEST', nonce: record.scriptNonce });
    expect(record.calls.filter((c) => c[0] === 'load')).toHaveLength(1);
    expect(google.requests).toHaveLength(1);
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no Google Pay button when isReadyToPay says no: the card page opens', async () => {
    const { page, context, cspViolations } = await payDeposit('gpay-not-ready@example.com', (c) => routeGoogle(c, false));
    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Google Pay' }).count()).toBe(0);
    expect((await gpay(page))!.calls.some((c) => c[0] === 'ready')).toBe(true);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });

  it('shows no Google Pay button when pay.js cannot be loaded: the card page opens', async () => {
    const { page, context } = await payDeposit('gpay-unreachable@example.com', (c) => c.route('https://pay.google.com/**', (route) => route.abort('connectionrefused')));
    await cardFrame(page).getByLabel('Card number').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Google Pay' }).count()).toBe(0);
    await context.close();
  });
});
