import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { fixedClock } from '../../src/server/clock.ts';
import { DEMO_API_KEY, loadPaymentsConfig, parseApiKeys, SANDBOX_SHARED_SECRET } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { seed } from '../../src/server/db/seed.ts';
import { TEST_NOW, type TestApp } from '../helpers/test-app.ts';
import { createTestDb } from '../helpers/test-db.ts';
import { bookBrunch, bookingRow, CALLBACK, gatewayAnswer, postForm, type HostedData } from './payments-helpers.ts';

const GP = { PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'coversltd', GP_ACCOUNT: 'internet', GP_SHARED_SECRET: 'gp-test-secret', GP_HPP_URL: 'https://pay.sandbox.realexpayments.com/pay' };

let app: App;
let db: Db;
let cleanup: () => Promise<void>;
let t: TestApp;
beforeAll(async () => {
  ({ db, cleanup } = await createTestDb());
  await seed(db);
  app = await buildApp({
    db,
    clock: fixedClock(TEST_NOW),
    config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test', payments: loadPaymentsConfig(GP) },
  });
  t = {
    app,
    db,
    clock: fixedClock(TEST_NOW),
    async post(path, body, options = {}) {
      const r = await app.server.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { 'x-brand': String(options.brand ?? 1), 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      return { status: r.statusCode, body: r.json() };
    },
    close: async () => undefined,
  };
});
afterAll(async () => {
  await app?.server.close();
  await cleanup?.();
});

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

describe('the Global Payments adapter', () => {
  it('signs the hosted page request with the configured merchant and secret, for the real page', async () => {
    const { sessionId } = await bookBrunch(t);
    const gp = (await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp' })).body.data.gp.data as HostedData;
    expect(gp.url).toBe('https://pay.sandbox.realexpayments.com/pay');
    expect(gp.fields).toMatchObject({ MERCHANT_ID: 'coversltd', ACCOUNT: 'internet', AMOUNT: '6000', CURRENCY: 'GBP', MERCHANT_RESPONSE_URL: 'http://covers.test/api/rest/deposit/payment/callback' });
    expect(gp.fields.SHA1HASH).toBe(sha1(`${sha1(`${gp.fields.TIMESTAMP}.coversltd.${gp.order_id}.6000.GBP`)}.gp-test-secret`));
  });

  it('takes an answer signed with its secret, and refuses one signed by the sandbox', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp' })).body.data.gp.data as HostedData;
    expect((await postForm(t, CALLBACK, gatewayAnswer(gp, {}, SANDBOX_SHARED_SECRET))).status).toBe(403);
    const ok = await postForm(t, CALLBACK, gatewayAnswer(gp, {}, 'gp-test-secret'));
    expect(ok.status).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });

  it('serves no sandbox page, and says wallets are not available yet', async () => {
    const { booking } = await bookBrunch(t);
    const page = await app.server.inject({ method: 'POST', url: '/payments/sandbox/hpp', headers: { origin: 'http://covers.test' } });
    expect(page.statusCode).toBe(404);
    const apple = await t.post('rest/deposit/apple-pay/verify', { url: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession', amount: '60.00', token: booking.payment_token });
    expect(apple.status).toBe(501);
    const google = await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token });
    expect(google.status).toBe(200);
    expect(google.body.meta.google_pay).toMatchObject({ gateway_merchant_id: 'coversltd', environment: 'TEST' });
    const orderId = google.body.data.gp.data.order_id;
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: 'x' });
    expect(processed.status).toBe(501);
    const [order] = await db.query('SELECT status FROM payment_orders WHERE order_id = $1', [orderId]);
    expect(order).toEqual({ status: 'pending' });
  });
});

describe('payment configuration', () => {
  it('defaults to the sandbox and checks what the real gateway needs', () => {
    expect(loadPaymentsConfig({})).toMatchObject({ gateway: 'sandbox', currency: 'GBP', sandbox: { merchantId: 'covers-sandbox', sharedSecret: SANDBOX_SHARED_SECRET } });
    expect(loadPaymentsConfig({ SANDBOX_SHARED_SECRET: 's' }).sandbox.sharedSecret).toBe('s');
    expect(loadPaymentsConfig(GP).globalPayments).toEqual({ merchantId: 'coversltd', account: 'internet', sharedSecret: 'gp-test-secret', hppUrl: 'https://pay.sandbox.realexpayments.com/pay' });
    expect(loadPaymentsConfig({ PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'm', GP_SHARED_SECRET: 's' }).globalPayments?.account).toBe('internet');
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'globalpayments', GP_MERCHANT_ID: 'm' })).toThrow(/GP_SHARED_SECRET/);
    expect(() => loadPaymentsConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/sandbox or globalpayments/);
  });
});
