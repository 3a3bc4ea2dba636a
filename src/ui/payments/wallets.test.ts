import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../../engine/clock/clock.ts';
import { PaymentApi, type QueryClient } from '../../api-client/payments.ts';
import {
  applePayAvailable,
  applePayRequest,
  googlePayAvailable,
  googlePayDataRequest,
  payWithApplePay,
  payWithGooglePay,
  type WalletWindow,
} from './wallets.ts';
import type { ApplePayPaymentRequest, ApplePaySessionClass, ApplePaySessionLike } from './apple-pay-types.ts';

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/** A fake server answering the wallet calls, recording what it was asked. */
function fakeApi(options: { approve?: boolean; verifyFails?: boolean } = {}) {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  const client: QueryClient = {
    async query<T>(method: string, path: string, opts: { body?: unknown } = {}) {
      calls.push({ method, path, body: opts.body });
      if (options.verifyFails && path.endsWith('/verify')) throw Object.assign(new Error('boom'), { status: 500 });
      if (path === 'rest/deposit/google-pay/verify') {
        return {
          status: 201,
          body: {
            meta: { google_pay: { gp_merchant: 'globalpayments', gateway_merchant_id: 'covers', merchant_id: 'BCR2', merchant_name: 'Revolution', allowed_methods: ['CRYPTOGRAM_3DS'], allowed_networks: ['AMEX', 'MASTERCARD', 'VISA'], environment: 'TEST', country_code: 'GB', currency_code: 'GBP' } },
            data: { amount: '60.00', gp: { data: { order_id: 'gp-order' } } },
          } as T,
        };
      }
      if (path === 'rest/deposit/apple-pay/verify') return { status: 201, body: { data: { gp: { data: { order_id: 'ap-order', ap_data: { merchantSessionIdentifier: 'SSH1' } } } } } as T };
      if (path === 'rest/deposit/digital-wallet/process') {
        return { status: 200, body: { data: { received_response: true, success: options.approve !== false, error: options.approve === false } } as T };
      }
      throw new Error(`unexpected ${path}`);
    },
  } as QueryClient;
  return { api: new PaymentApi(client), calls };
}

/** An ApplePaySession that runs the sheet as the customer would: validate, authorise or cancel. */
function fakeApplePay(behaviour: 'authorise' | 'cancel', available = true) {
  const seen: { version?: number; request?: ApplePayPaymentRequest; merchantSession?: unknown; completed?: unknown; aborted?: boolean } = {};
  class Session implements ApplePaySessionLike {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => available;
    static supportsVersion = (v: number) => v <= 14;
    onvalidatemerchant: ApplePaySessionLike['onvalidatemerchant'] = null;
    onpaymentauthorized: ApplePaySessionLike['onpaymentauthorized'] = null;
    oncancel: ApplePaySessionLike['oncancel'] = null;
    constructor(version: number, request: ApplePayPaymentRequest) {
      seen.version = version;
      seen.request = request;
    }
    begin() {
      this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' });
    }
    abort() {
      seen.aborted = true;
    }
    completeMerchantValidation(session: unknown) {
      seen.merchantSession = session;
      if (behaviour === 'cancel') this.oncancel?.({});
      else this.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'SANDBOX-WALLET-APPROVE' } } } });
    }
    completePayment(result: unknown) {
      seen.completed = result;
    }
  }
  return { win: { ApplePaySession: Session as unknown as ApplePaySessionClass } as WalletWindow, seen };
}

describe('Apple Pay', () => {
  it('asks for version 6 with the spec’s networks and capabilities', () => {
    expect(applePayRequest(6000, 'Revolution')).toEqual({
      countryCode: 'GB',
      currencyCode: 'GBP',
      supportedNetworks: ['masterCard', 'maestro', 'visa', 'amex'],
      merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
      total: { label: 'Revolution', amount: '60.00', type: 'final' },
    });
  });

  it('is offered only where the browser can pay with it', () => {
    expect(applePayAvailable({})).toBe(false);
    expect(applePayAvailable(fakeApplePay('authorise', false).win)).toBe(false);
    expect(applePayAvailable(fakeApplePay('authorise', true).win)).toBe(true);
    const throwing = { ApplePaySession: { canMakePayments: () => { throw new Error('insecure'); } } } as unknown as WalletWindow;
    expect(applePayAvailable(throwing)).toBe(false);
  });

  it('validates the merchant, processes the token and moves on 1 s after the sheet’s success', async () => {
    const clock = new SimulatedClock(0);
    const { api, calls } = fakeApi();
    const { win, seen } = fakeApplePay('authorise');
    let outcome: unknown;
    void payWithApplePay({ api, win, clock, amountPence: 6000, label: 'Revolution', payer: async () => ({ token: 'pay-token' }) }).then((o) => (outcome = o));
    await flush();
    expect(seen.version).toBe(6);
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['rest/deposit/apple-pay/verify', { url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession', amount: '60.00', token: 'pay-token' }],
      ['rest/deposit/digital-wallet/process', { order_id: 'ap-order', type: 'apple_pay', token: { paymentData: { data: 'SANDBOX-WALLET-APPROVE' } } }],
    ]);
    expect(seen.merchantSession).toEqual({ merchantSessionIdentifier: 'SSH1' });
    expect(seen.completed).toEqual({ status: 0 });
    expect(outcome).toBeUndefined();
    clock.advance(999);
    await flush();
    expect(outcome).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(outcome).toMatchObject({ ok: true });
  });

  it('says "Apple Pay Cancelled" when the customer closes the sheet', async () => {
    const { api } = fakeApi();
    const { win } = fakeApplePay('cancel');
    const outcome = await payWithApplePay({ api, win, clock: new SimulatedClock(0), amountPence: 6000, label: 'x', payer: async () => ({ token: 't' }) });
    expect(outcome).toEqual({ ok: false, cancelled: true, message: { level: 'error', key: 'payments:errors.applePayCancelled' } });
  });

  it('fails the sheet and says so when the payment is declined or the validation fails', async () => {
    const declined = fakeApi({ approve: false });
    const a = fakeApplePay('authorise');
    expect(await payWithApplePay({ api: declined.api, win: a.win, clock: new SimulatedClock(0), amountPence: 6000, label: 'x', payer: async () => ({ token: 't' }) })).toEqual({
      ok: false,
      message: { level: 'error', key: 'payments:errors.applePay' },
    });
    expect(a.seen.completed).toEqual({ status: 1 });
    const broken = fakeApi({ verifyFails: true });
    const b = fakeApplePay('authorise');
    expect(await payWithApplePay({ api: broken.api, win: b.win, clock: new SimulatedClock(0), amountPence: 6000, label: 'x', payer: async () => ({ token: 't' }) })).toMatchObject({
      ok: false,
      message: { key: 'payments:errors.applePay' },
    });
    expect(b.seen.aborted).toBe(true);
  });
});

describe('Google Pay', () => {
  const config = { gp_merchant: 'globalpayments', gateway_merchant_id: 'covers', merchant_id: 'BCR2', merchant_name: 'Revolution', allowed_methods: ['CRYPTOGRAM_3DS'], allowed_networks: ['AMEX', 'MASTERCARD', 'VISA'], environment: 'TEST' as const };

  it('builds the PaymentDataRequest from the server’s settings: the spec’s networks, 3-D Secure cryptogram, country GB', () => {
    expect(googlePayDataRequest(config, 6000)).toEqual({
      apiVersion: 2,
      apiVersionMinor: 0,
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { allowedAuthMethods: ['CRYPTOGRAM_3DS'], allowedCardNetworks: ['AMEX', 'MASTERCARD', 'VISA'] },
          tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'globalpayments', gatewayMerchantId: 'covers' } },
        },
      ],
      merchantInfo: { merchantId: 'BCR2', merchantName: 'Revolution' },
      transactionInfo: { totalPriceStatus: 'FINAL', totalPrice: '60.00', currencyCode: 'GBP', countryCode: 'GB' },
    });
  });

  function googleApi(ready: boolean, token?: string, cancel = false) {
    const requests: unknown[] = [];
    class PaymentsClient {
      constructor(readonly options: { environment: string }) {}
      async isReadyToPay() {
        return { result: ready };
      }
      async loadPaymentData(request: unknown) {
        requests.push(request);
        if (cancel) throw { statusCode: 'CANCELED' };
        return { paymentMethodData: { tokenizationData: { token } } };
      }
    }
    return { win: { google: { payments: { api: { PaymentsClient } } } } as WalletWindow, requests };
  }

  it('is offered where google.payments.api is ready, and never through the browser’s PaymentRequest', async () => {
    expect(await googlePayAvailable({})).toBe(false);
    expect(await googlePayAvailable(googleApi(false).win)).toBe(false);
    expect(await googlePayAvailable(googleApi(true).win)).toBe(true);
    const PaymentRequest = class {
      async canMakePayment() {
        return true;
      }
    };
    expect(await googlePayAvailable({ PaymentRequest } as unknown as WalletWindow)).toBe(false);
  });

  it('verifies, shows the sheet with the server’s settings, then processes the token', async () => {
    const { api, calls } = fakeApi();
    const { win, requests } = googleApi(true, '{"signature":"SANDBOX-WALLET-APPROVE"}');
    const outcome = await payWithGooglePay({ api, win, clock: new SimulatedClock(0), amountPence: 6000, label: 'Revolution', payer: async () => ({ deposit_request_token: 'dr' }) });
    expect(outcome).toMatchObject({ ok: true });
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['rest/deposit/google-pay/verify', { amount: '60.00', deposit_request_token: 'dr' }],
      ['rest/deposit/digital-wallet/process', { order_id: 'gp-order', type: 'google_pay', token: '{"signature":"SANDBOX-WALLET-APPROVE"}' }],
    ]);
    expect(requests).toEqual([googlePayDataRequest({ ...config, country_code: 'GB', currency_code: 'GBP' }, 6000)]);
  });

  it('says so when it is declined, and tells a closed sheet apart', async () => {
    const declined = fakeApi({ approve: false });
    expect(await payWithGooglePay({ api: declined.api, win: googleApi(true, 'tok').win, clock: new SimulatedClock(0), amountPence: 100, label: 'x', payer: async () => ({ token: 't' }) })).toEqual({
      ok: false,
      message: { level: 'error', key: 'payments:errors.googlePay' },
    });
    const { api, calls } = fakeApi();
    expect(await payWithGooglePay({ api, win: googleApi(true, 'tok', true).win, clock: new SimulatedClock(0), amountPence: 100, label: 'x', payer: async () => ({ token: 't' }) })).toEqual({
      ok: false,
      cancelled: true,
      message: { level: 'error', key: 'payments:errors.googlePayCancelled' },
    });
    expect(calls.map((c) => c.path)).toEqual(['rest/deposit/google-pay/verify']);
  });
});
