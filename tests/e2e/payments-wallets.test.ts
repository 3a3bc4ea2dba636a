/**
 * Apple Pay and Google Pay, with the browser's wallet objects replaced by fakes in the page (the
 * wallets are the only thing outside this machine): the sandbox gateway accepts their test tokens
 * (SANDBOX-WALLET-APPROVE / SANDBOX-WALLET-DECLINE). Everything else is real: the widget, the
 * verify and process calls, the booking.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchedPage } from './helpers/browser.ts';
import { serverAndBrowser } from './helpers/per-file.ts';
import { api, APPLE_PAY_REQUEST_60, BRUNCH, CARDS, cardFrame, dialog, openAndComplete, payWithCard, resumeSession, screenshot, sessionReadyToBook, stepOf } from './payments-helpers.ts';

const live = serverAndBrowser();

type Mode = 'approve' | 'decline' | 'cancel';

/**
 * Fakes of Safari's ApplePaySession and of Google's `google.payments.api`, answering as a customer
 * would (authorise, or close the sheet) and recording what they were asked in `window.__wallet`.
 */
async function fakeWallets(context: BrowserContext, wallets: { applePay?: Mode; googlePay?: Mode }): Promise<void> {
  await context.addInitScript((given: { applePay?: Mode; googlePay?: Mode }) => {
    const w = window as unknown as Record<string, any>;
    const record: { calls: unknown[][]; dialogOpen700ms?: boolean } = { calls: [] };
    w.__wallet = record;
    const token = (mode: Mode) => (mode === 'decline' ? 'SANDBOX-WALLET-DECLINE' : 'SANDBOX-WALLET-APPROVE');
    if (given.applePay) {
      const mode = given.applePay;
      w.ApplePaySession = class {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments = () => true;
        static supportsVersion = (v: number) => v <= 14;
        onvalidatemerchant: ((e: unknown) => void) | null = null;
        onpaymentauthorized: ((e: unknown) => void) | null = null;
        oncancel: ((e: unknown) => void) | null = null;
        constructor(version: number, request: unknown) {
          record.calls.push(['new', version, request]);
        }
        begin() {
          record.calls.push(['begin']);
          setTimeout(() => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }), 20);
        }
        completeMerchantValidation(session: unknown) {
          record.calls.push(['merchant', session]);
          setTimeout(() => (mode === 'cancel' ? this.oncancel?.({}) : this.onpaymentauthorized?.({ payment: { token: { paymentData: { data: token(mode) }, paymentMethod: { network: 'Visa' } } } })), 20);
        }
        completePayment(result: unknown) {
          record.calls.push(['complete', result]);
          // The sheet shows its outcome for a moment before the widget moves on (1 s).
          setTimeout(() => (record.dialogOpen700ms = document.querySelector('[role="dialog"]') !== null), 700);
        }
        abort() {
          record.calls.push(['abort']);
        }
      };
    }
    if (given.googlePay) {
      const mode = given.googlePay;
      w.google = {
        payments: {
          api: {
            PaymentsClient: class {
              constructor(options: unknown) {
                record.calls.push(['client', options]);
              }
              isReadyToPay(request: unknown) {
                record.calls.push(['ready', request]);
                return Promise.resolve({ result: true });
              }
              loadPaymentData(request: unknown) {
                record.calls.push(['load', request]);
                if (mode === 'cancel') return Promise.reject({ statusCode: 'CANCELED' });
                return Promise.resolve({ paymentMethodData: { type: 'CARD', tokenizationData: { type: 'PAYMENT_GATEWAY', token: JSON.stringify({ signature: token(mode), protocolVersion: 'ECv2' }) } } });
              }
            },
          },
        },
      };
    }
  }, wallets);
}

const walletCalls = (page: Page) => page.evaluate(() => (window as unknown as { __wallet: { calls: unknown[][]; dialogOpen700ms?: boolean } }).__wallet);

/** A brunch at its last step in a page with these wallets; Save Booking, then Pay Deposit: the method choice. */
async function atMethodChoice(email: string, wallets: { applePay?: Mode; googlePay?: Mode }) {
  const watched = await watchedPage(live.browser);
  await fakeWallets(watched.context, wallets);
  const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email });
  await resumeSession(watched.context, sessionId);
  await openAndComplete(watched.page, live.server.origin, /Save Booking/);
  await dialog(watched.page).getByRole('button', { name: 'Pay Deposit £60.00' }).click();
  await dialog(watched.page).getByRole('group', { name: 'How would you like to pay?' }).waitFor();
  return { ...watched, sessionId };
}

/** The completion screen after a wallet payment; if it never comes, the failure says what the widget showed instead. */
async function reachesCompletion(page: Page) {
  try {
    await expect.poll(() => stepOf(page), { timeout: 20_000 }).toBe('999');
  } catch (error) {
    const shown = await dialog(page).innerText({ timeout: 1_000 }).catch(() => '(no payment dialog)');
    throw new Error(`the widget stayed on step ${await stepOf(page)}; the payment dialog shows: ${shown.replace(/\s+/g, ' ').slice(0, 500)}`, { cause: error });
  }
}

const depositState = async (sessionId: string) => (await api(live.server.origin, 'POST', 'rest/booking/session/deposit', { session_id: sessionId })).body.data;

describe('Apple Pay', () => {
  it('pays the deposit: version 6, the spec’s networks and capabilities, merchant validation, process, 1 s before moving on', async () => {
    const { page, sessionId, errors, cspViolations } = await atMethodChoice('apple@example.com', { applePay: 'approve' });
    const methods = dialog(page).getByRole('group', { name: 'How would you like to pay?' });
    expect(await methods.getByRole('button').allTextContents()).toEqual(['Pay by card', 'Apple Pay']);
    await screenshot(page, '16-method-choice-apple-pay');
    await methods.getByRole('button', { name: 'Apple Pay' }).click();
    await reachesCompletion(page);

    const wallet = await walletCalls(page);
    const [created, begun, merchant, completed] = wallet.calls;
    expect(created).toEqual([
      'new',
      6,
      APPLE_PAY_REQUEST_60,
    ]);
    expect(begun).toEqual(['begin']);
    expect(merchant![0]).toBe('merchant');
    expect(merchant![1]).toMatchObject({ merchantSessionIdentifier: expect.stringMatching(/^SSH/), displayName: 'Revolution' });
    expect(completed).toEqual(['complete', { status: 0 }]);
    expect(wallet.dialogOpen700ms).toBe(true);
    expect(await depositState(sessionId)).toMatchObject({ has_payment: true, deposit_balance: 0, booking: { status_id: 1 } });
    expect(await cspViolations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says "Apple Pay Cancelled" when the customer closes the sheet, and takes nothing', async () => {
    const { page, sessionId } = await atMethodChoice('apple-cancel@example.com', { applePay: 'cancel' });
    await dialog(page).getByRole('button', { name: 'Apple Pay' }).click();
    await dialog(page).getByRole('alert').getByText('Apple Pay Cancelled').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Apple Pay' }).isEnabled()).toBe(true);
    await screenshot(page, '17-apple-pay-cancelled');
    expect(await depositState(sessionId)).toMatchObject({ has_payment: false, booking: { status_id: 0 } });
    await page.context().close();
  });
});

describe('Google Pay', () => {
  it('pays the deposit: verify, the wallet’s sheet with the spec’s networks, 3-D Secure cryptogram and country, then process', async () => {
    const { page, sessionId, errors } = await atMethodChoice('google@example.com', { googlePay: 'approve' });
    const methods = dialog(page).getByRole('group', { name: 'How would you like to pay?' });
    expect(await methods.getByRole('button').allTextContents()).toEqual(['Pay by card', 'Google Pay']);
    await methods.getByRole('button', { name: 'Google Pay' }).click();
    await reachesCompletion(page);

    const load = (await walletCalls(page)).calls.find((c) => c[0] === 'load')![1] as Record<string, any>;
    expect(load.allowedPaymentMethods[0]).toMatchObject({
      type: 'CARD',
      parameters: { allowedAuthMethods: ['CRYPTOGRAM_3DS'], allowedCardNetworks: ['AMEX', 'MASTERCARD', 'VISA'] },
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'globalpayments' } },
    });
    expect(load.transactionInfo).toEqual({ totalPriceStatus: 'FINAL', totalPrice: '60.00', currencyCode: 'GBP', countryCode: 'GB' });
    expect(await depositState(sessionId)).toMatchObject({ has_payment: true, booking: { status_id: 1 } });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says its authorisation failed when declined; the card then pays', async () => {
    const { page, sessionId } = await atMethodChoice('google-decline@example.com', { googlePay: 'decline' });
    await dialog(page).getByRole('button', { name: 'Google Pay' }).click();
    await dialog(page).getByRole('alert').getByText('There was an error in authorising your google pay payment').waitFor();
    await screenshot(page, '18-google-pay-declined');
    await dialog(page).getByRole('button', { name: 'Pay by card' }).click();
    await cardFrame(page).getByLabel('Card number').waitFor();
    await payWithCard(page, CARDS.success);
    await reachesCompletion(page);
    expect(await depositState(sessionId)).toMatchObject({ has_payment: true, booking: { status_id: 1 } });
    await page.context().close();
  });
});

describe('a wallet on the account pages', () => {
  it('pays a booking’s deposit by its payment token with Apple Pay: "Payment has been made"', async () => {
    const { page, context } = await watchedPage(live.browser);
    await fakeWallets(context, { applePay: 'approve' });
    const { sessionId } = await sessionReadyToBook(live.server.origin, { type: BRUNCH, email: 'apple-page@example.com' });
    const done = await api(live.server.origin, 'POST', 'rest/booking/session/complete', { session_id: sessionId });
    await page.goto(`${live.server.origin}/pay-deposit/${done.body.data.booking.payment_token}`);
    await page.getByRole('button', { name: 'Pay Deposit £60.00' }).click();
    await page.getByRole('button', { name: 'Apple Pay' }).click();
    await page.getByRole('heading', { name: 'Payment has been made' }).waitFor({ timeout: 20_000 });
    await screenshot(page, '19-account-apple-pay-paid');
    expect(await depositState(sessionId)).toMatchObject({ has_payment: true, booking: { status_id: 1 } });
    await page.context().close();
  });
});
