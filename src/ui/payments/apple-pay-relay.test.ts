/**
 * The widget side of Apple Pay run by the host page (src/embed/README.md, "Apple Pay through the host
 * page"): the relay driven through payWithApplePay, as the widget's click runs it, against a fake host
 * page and a fake API, on a simulated clock.
 */
import { describe, expect, it } from 'vitest';
import type { ApplePayComplete, ApplePayToHost, ApplePayToWidget } from '../../embed/protocol.ts';
import { SimulatedClock } from '../../engine/clock/clock.ts';
import { PaymentApi, type QueryClient } from '../../api-client/payments.ts';
import { applePayRelay, HOST_CHECK_TIMEOUT_MS, type RelayBridge } from './apple-pay-relay.ts';
import { payWithApplePay, type WalletOutcome } from './wallets.ts';

const HOST = 'https://www.revolution-bars.example';
const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';
const WALLET_TOKEN = { paymentData: { data: 'SANDBOX-WALLET-APPROVE' } };

type Step = ['to host', ApplePayToHost] | ['api', string, unknown];

const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

/**
 * The host page's end of the bridge, as the loader would be: it records what the widget posts and
 * can answer with any stage. What the fake API is asked goes into the same log, so one list shows
 * the order of everything the relay does.
 */
function fakeHost(options: { approve?: boolean; verifyFails?: boolean; parentOrigin?: string | null } = {}) {
  const log: Step[] = [];
  const handlers = { apple_pay: new Set<(p: ApplePayToWidget) => void>(), apple_pay_complete: new Set<(p: ApplePayComplete) => void>() };
  const bridge = {
    parentOrigin: options.parentOrigin === undefined ? HOST : options.parentOrigin,
    post: (_type: 'apple_pay', payload: ApplePayToHost) => void log.push(['to host', payload]),
    on(type: keyof typeof handlers, handler: (payload: never) => void) {
      const set = handlers[type] as Set<typeof handler>;
      set.add(handler);
      return () => void set.delete(handler);
    },
  } as RelayBridge;
  const client = {
    async query<T>(_method: string, path: string, opts: { body?: unknown } = {}) {
      log.push(['api', path, opts.body]);
      if (path === 'rest/deposit/apple-pay/verify') {
        if (options.verifyFails) throw Object.assign(new Error('boom'), { status: 500 });
        return { status: 201, body: { data: { gp: { data: { order_id: 'ap-order', ap_data: { merchantSessionIdentifier: 'SSH1' } } } } } as T };
      }
      if (path === 'rest/deposit/digital-wallet/process') {
        return { status: 200, body: { data: { received_response: true, success: options.approve !== false, error: options.approve === false } } as T };
      }
      throw new Error(`unexpected ${path}`);
    },
  } as QueryClient;
  return {
    bridge,
    api: new PaymentApi(client),
    log,
    /** The host page answering with a stage of the payment, or the end of its sheet. */
    send: (payload: ApplePayToWidget) => handlers.apple_pay.forEach((h) => h(payload)),
    complete: (payload: ApplePayComplete) => handlers.apple_pay_complete.forEach((h) => h(payload)),
    listeners: () => handlers.apple_pay.size + handlers.apple_pay_complete.size,
  };
}

/** Starts a payment as the widget's click does, through the relay's session. */
function pay(host: ReturnType<typeof fakeHost>, clock: SimulatedClock) {
  const relay = applePayRelay(host.bridge, clock)!;
  const outcome: { value?: WalletOutcome } = {};
  void payWithApplePay({
    api: host.api,
    win: { ApplePaySession: relay.Session },
    clock,
    amountPence: 6000,
    label: 'Revolution',
    payer: async () => ({ token: 'pay-token' }),
    domain: relay.domain,
  }).then((o) => (outcome.value = o));
  const begin = host.log[0];
  if (begin?.[0] !== 'to host' || begin[1].stage !== 'begin') throw new Error('no begin');
  return { id: begin[1].id, outcome };
}

describe('Apple Pay through the host page: the widget side', () => {
  it('runs the stages in order: begin in the click, validate → merchant_session, authorized → process → result', async () => {
    const clock = new SimulatedClock(0);
    const host = fakeHost();
    const { id, outcome } = pay(host, clock);
    // Posted before anything is awaited, so the page creates its session within the click.
    expect(host.log).toEqual([
      [
        'to host',
        {
          stage: 'begin',
          id,
          request: {
            countryCode: 'GB',
            currencyCode: 'GBP',
            supportedNetworks: ['masterCard', 'maestro', 'visa', 'amex'],
            merchantCapabilities: ['supports3DS', 'supportsCredit', 'supportsDebit'],
            total: { label: 'Revolution', amount: '60.00', type: 'final' },
          },
        },
      ],
    ]);

    host.send({ stage: 'validate_merchant', id, validation_url: VALIDATION_URL });
    await flush();
    // Merchant validation names the host page's domain: the one Apple validates for.
    expect(host.log.slice(1)).toEqual([
      ['api', 'rest/deposit/apple-pay/verify', { url: VALIDATION_URL, amount: '60.00', token: 'pay-token', domain: 'www.revolution-bars.example' }],
      ['to host', { stage: 'merchant_session', id, session: { merchantSessionIdentifier: 'SSH1' } }],
    ]);

    host.send({ stage: 'authorized', id, token: WALLET_TOKEN });
    await flush();
    expect(host.log.slice(3)).toEqual([
      ['api', 'rest/deposit/digital-wallet/process', { order_id: 'ap-order', type: 'apple_pay', token: WALLET_TOKEN }],
      ['to host', { stage: 'result', id, success: true }],
    ]);

    host.complete({ id, status: 'success' });
    expect(host.listeners()).toBe(0);
    // The sheet's tick shows for 1 s before the booking moves on.
    clock.advance(999);
    await flush();
    expect(outcome.value).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(outcome.value).toMatchObject({ ok: true, result: { success: true } });
    expect(host.log).toHaveLength(5);
  });

  it('ignores the stages of another payment', async () => {
    const host = fakeHost();
    const { id } = pay(host, new SimulatedClock(0));
    host.send({ stage: 'validate_merchant', id: `${id}-other`, validation_url: VALIDATION_URL });
    host.complete({ id: `${id}-other`, status: 'cancelled' });
    await flush();
    expect(host.log).toHaveLength(1);
    expect(host.listeners()).toBe(2);
  });

  it('says "Apple Pay Cancelled" when the customer closes the sheet, and stops listening', async () => {
    const host = fakeHost();
    const { id, outcome } = pay(host, new SimulatedClock(0));
    host.send({ stage: 'validate_merchant', id, validation_url: VALIDATION_URL });
    await flush();
    host.complete({ id, status: 'cancelled' });
    await flush();
    expect(outcome.value).toEqual({ ok: false, message: { level: 'error', key: 'payments:errors.applePayCancelled' }, cancelled: true });
    expect(host.listeners()).toBe(0);
    // An authorisation after the sheet closed reaches nothing.
    host.send({ stage: 'authorized', id, token: WALLET_TOKEN });
    await flush();
    expect(host.log.map((s) => (s[0] === 'api' ? s[1] : s[1].stage))).toEqual(['begin', 'rest/deposit/apple-pay/verify', 'merchant_session']);
  });

  it('reports a declined wallet payment to the host as a failed result', async () => {
    const host = fakeHost({ approve: false });
    const { id, outcome } = pay(host, new SimulatedClock(0));
    host.send({ stage: 'validate_merchant', id, validation_url: VALIDATION_URL });
    await flush();
    host.send({ stage: 'authorized', id, token: WALLET_TOKEN });
    await flush();
    expect(host.log.at(-1)).toEqual(['to host', { stage: 'result', id, success: false }]);
    expect(outcome.value).toEqual({ ok: false, message: { level: 'error', key: 'payments:errors.applePay' } });
  });

  it('aborts the host sheet when merchant validation fails', async () => {
    const host = fakeHost({ verifyFails: true });
    const { id, outcome } = pay(host, new SimulatedClock(0));
    host.send({ stage: 'validate_merchant', id, validation_url: VALIDATION_URL });
    await flush();
    expect(host.log.at(-1)).toEqual(['to host', { stage: 'abort', id }]);
    expect(host.listeners()).toBe(0);
    expect(outcome.value).toMatchObject({ ok: false });
  });
});

describe('asking the host page whether it can pay', () => {
  it('is yes or no as the host answers for this check', async () => {
    for (const available of [true, false]) {
      const host = fakeHost();
      const answer = applePayRelay(host.bridge, new SimulatedClock(0))!.available();
      const [, check] = host.log[0] as ['to host', ApplePayToHost];
      expect(check).toEqual({ stage: 'check', id: check.id });
      host.send({ stage: 'available', id: `${check.id}-other`, available: !available });
      host.send({ stage: 'available', id: check.id, available });
      expect(await answer).toBe(available);
      expect(host.listeners()).toBe(0);
    }
  });

  it(`is no when the host does not answer within ${HOST_CHECK_TIMEOUT_MS} ms`, async () => {
    const clock = new SimulatedClock(0);
    const host = fakeHost();
    let answer: boolean | undefined;
    void applePayRelay(host.bridge, clock)!.available().then((a) => (answer = a));
    clock.advance(HOST_CHECK_TIMEOUT_MS - 1);
    await flush();
    expect(answer).toBeUndefined();
    clock.advance(1);
    await flush();
    expect(answer).toBe(false);
    expect(host.listeners()).toBe(0);
    expect(HOST_CHECK_TIMEOUT_MS).toBe(1000);
  });

  it('is not offered at all without a host page to ask', () => {
    expect(applePayRelay(fakeHost({ parentOrigin: null }).bridge, new SimulatedClock(0))).toBeNull();
  });
});
