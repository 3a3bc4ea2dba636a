import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch, bookingRow, boothSession, counts, DECLINE_CARD, get, openHostedPage, payWithCard, type HostedData } from './payments-helpers.ts';

const t = useTestApp();
beforeEach(() => t.clock.set(TEST_NOW));

const APPROVE = 'SANDBOX-WALLET-APPROVE';
const DECLINE = 'SANDBOX-WALLET-DECLINE';

describe('Google Pay', () => {
  it('verifies (an order and the Google Pay settings), then processes the token once', async () => {
    const { booking } = await bookBrunch(t);
    const verify = await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token });
    expect(verify.status).toBe(200);
    expect(verify.body.meta.google_pay).toEqual({
      gp_merchant: 'globalpayments',
      gateway_merchant_id: 'covers-sandbox',
      merchant_id: 'covers-sandbox-google-pay',
      merchant_name: expect.any(String),
      allowed_methods: ['CRYPTOGRAM_3DS'],
      allowed_networks: ['AMEX', 'MASTERCARD', 'VISA'],
      environment: 'TEST',
      country_code: 'GB',
      currency_code: 'GBP',
    });
    expect(verify.body.data).toMatchObject({ amount: '60.00', display_amount: '£60.00' });
    const orderId = verify.body.data.gp.data.order_id as string;
    const [order] = await t.db.query('SELECT method, amount, status FROM payment_orders WHERE order_id = $1', [orderId]);
    expect(order).toEqual({ method: 'google_pay', amount: 6000, status: 'pending' });

    const token = JSON.stringify({ signature: 'x', protocolVersion: 'ECv2', signedMessage: APPROVE });
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token });
    expect(processed.status).toBe(200);
    expect(processed.body.data).toMatchObject({ success: true, received_response: true, message: 'Payment has been made', display_amount: '£60.00' });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });

    const again = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token });
    expect(again.body.data).toMatchObject({ success: true });
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token })));
    expect(concurrent.every((r) => r.status === 200 && r.body.data.success === true)).toBe(true);
    expect(await counts(t, booking.id)).toMatchObject({ payments: 1, emails: 1 });
    const [payment] = await t.db.query('SELECT method, amount FROM payments WHERE booking_id = $1', [booking.id]);
    expect(payment).toEqual({ method: 'google_pay', amount: 6000 });
  });

  it('charges a token once when the first processing calls race', async () => {
    const { booking } = await bookBrunch(t);
    const verify = await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token });
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => t.post('rest/deposit/digital-wallet/process', { order_id: verify.body.data.gp.data.order_id, type: 'google_pay', token: APPROVE })),
    );
    for (const r of calls) expect([200, 409]).toContain(r.status);
    expect(calls.filter((r) => r.status === 200 && r.body.data.success)).not.toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM sandbox_transactions WHERE order_id = $1', [verify.body.data.gp.data.order_id])).toHaveLength(1);
    expect(await counts(t, booking.id)).toMatchObject({ payments: 1, emails: 1 });
  });

  it('frees at start-up a wallet order a stopped server left at the gateway', async () => {
    const { booking } = await bookBrunch(t);
    const verify = await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token });
    const orderId = verify.body.data.gp.data.order_id;
    await t.db.query("UPDATE payment_orders SET status = 'processing' WHERE order_id = $1", [orderId]);
    const busy = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: APPROVE });
    expect(busy.status).toBe(409);
    expect(await t.app.payments.settlement.recover()).toEqual({ redelivered: 0, released: 0 });
    t.clock.set(new Date(new Date(TEST_NOW).getTime() + 16 * 60_000));
    expect(await t.app.payments.settlement.recover()).toEqual({ redelivered: 0, released: 1 });
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: APPROVE });
    expect(processed.body.data.success).toBe(true);
  });

  it('says so when the wallet declines, and the booking stays as it was', async () => {
    const { booking } = await bookBrunch(t);
    const verify = await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: booking.payment_token });
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: verify.body.data.gp.data.order_id, type: 'google_pay', token: DECLINE });
    expect(processed.body.data).toMatchObject({ success: false, error: true, message: 'There was an error in authorising your google pay payment' });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0 });
  });

  it('checks the amount (two decimals, at most what is owed), the type and the token', async () => {
    const { booking } = await bookBrunch(t);
    for (const amount of ['60', '60.0', '6000', 'sixty', -1, '0.00']) {
      expect((await t.post('rest/deposit/google-pay/verify', { amount, token: booking.payment_token })).status, String(amount)).toBe(422);
    }
    expect((await t.post('rest/deposit/google-pay/verify', { amount: 60, token: booking.payment_token })).status).toBe(200);
    expect((await t.post('rest/deposit/google-pay/verify', { amount: '60.01', token: booking.payment_token })).status).toBe(422);
    expect((await t.post('rest/deposit/google-pay/verify', { amount: '60.00', token: 'unknown' })).status).toBe(404);
    const verify = await t.post('rest/deposit/google-pay/verify', { amount: '30.00', token: booking.payment_token });
    const orderId = verify.body.data.gp.data.order_id;
    expect((await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'apple_pay', token: APPROVE })).status).toBe(422);
    expect((await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'paypal', token: APPROVE })).status).toBe(422);
    expect((await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay' })).status).toBe(422);
    expect((await t.post('rest/deposit/digital-wallet/process', { order_id: 'nope', type: 'google_pay', token: APPROVE })).status).toBe(404);
    expect((await t.post('rest/deposit/digital-wallet/process', { order_id: orderId, type: 'google_pay', token: APPROVE }, { brand: 2 })).status).toBe(404);
  });
});

describe('Apple Pay', () => {
  it('validates the merchant against an Apple validation URL only, then takes the payment', async () => {
    const { booking } = await bookBrunch(t);
    const verify = await t.post('rest/deposit/apple-pay/verify', {
      url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      amount: '60.00',
      token: booking.payment_token,
    });
    expect(verify.status).toBe(200);
    const gp = verify.body.data.gp.data;
    expect(gp.order_id).toMatch(/^[\w-]{32}$/);
    expect(gp.ap_data).toMatchObject({ merchantIdentifier: 'merchant.covers.sandbox', domainName: 'covers.test', displayName: expect.any(String) });
    expect(gp.ap_data.merchantSessionIdentifier).toMatch(/^SSH/);
    const processed = await t.post('rest/deposit/digital-wallet/process', { order_id: gp.order_id, type: 'apple_pay', token: { paymentData: { data: APPROVE } } });
    expect(processed.body.data).toMatchObject({ success: true });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });

    const declined = await bookBrunch(t);
    const v2 = await t.post('rest/deposit/apple-pay/verify', { url: 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession', amount: '60.00', token: declined.booking.payment_token });
    const p2 = await t.post('rest/deposit/digital-wallet/process', { order_id: v2.body.data.gp.data.order_id, type: 'apple_pay', token: 'garbage' });
    expect(p2.body.data).toMatchObject({ success: false, message: 'There was an error in authorising your apple pay payment' });
  });

  it('refuses any other validation URL, so the server never calls an address it is given', async () => {
    const { booking } = await bookBrunch(t);
    for (const url of ['https://evil.example/apple-pay-gateway.apple.com', 'http://apple-pay-gateway.apple.com/x', 'https://apple-pay-gateway.apple.com.evil.example/', 'https://apple-pay-gateway.apple.com:8443/', 'not a url']) {
      expect((await t.post('rest/deposit/apple-pay/verify', { url, amount: '60.00', token: booking.payment_token })).status, url).toBe(422);
    }
    expect(await t.db.query("SELECT 1 FROM payment_orders WHERE booking_id = $1 AND method = 'apple_pay'", [booking.id])).toHaveLength(0);
  });
});

describe('card capture for a no-show fee (booth, type 40)', () => {
  it('stores a card before completion through the hosted page, then the booking is made', async () => {
    const sessionId = await boothSession(t);
    const before = await t.post('rest/deposits/store-card', { session_id: sessionId });
    expect(before.status).toBe(201);
    const order = before.body.data.order_data as HostedData;
    expect(before.body.data).toMatchObject({ no_show_fee_pp: 1000, no_show_fee: 6000 });
    expect(order.fields).toMatchObject({ AMOUNT: '0', AUTO_SETTLE_FLAG: '0', CARD_STORAGE_ENABLE: '1', VALIDATE_CARD_ONLY: '1', OFFER_SAVE_CARD: '0', PAYER_EXIST: '0' });
    expect(order.fields.PAYER_REF).toMatch(/^[0-9a-f]{24}$/);

    const poll = await get(t, `rest/deposits/store-card/${order.order_id}`);
    expect(poll.body.data).toMatchObject({ received_response: false, error: false, has_stored_card: false });

    const page = await openHostedPage(t, order);
    expect(page.text).toContain('Save your card');
    const saved = await payWithCard(t, order);
    expect(saved.text).toContain('Your card details have been saved');
    const done = await get(t, `rest/deposits/store-card/${order.order_id}`);
    expect(done.body.data).toMatchObject({ received_response: true, success: true, error: false, has_stored_card: true });
    const [card] = await t.db.query('SELECT session_id, booking_id, card_digits, card_type, expiry FROM stored_cards WHERE session_id = $1', [sessionId]);
    expect(card).toEqual({ session_id: sessionId, booking_id: null, card_digits: '426397xxxxxx5262', card_type: 'VISA', expiry: '1230' });
    expect(await t.db.query('SELECT 1 FROM payments p JOIN payment_orders o ON o.id = p.order_id WHERE o.order_id = $1', [order.order_id])).toHaveLength(0);

    const again = await t.post('rest/deposits/store-card', { session_id: sessionId });
    expect(again.status).toBe(409);
    const complete = await t.post('rest/booking/session/complete', { session_id: sessionId });
    expect(complete.status).toBe(201);
    expect(complete.body.data.booking.status_id).toBe(1);
  });

  it('stores a card for a booking by its id and payment token; a declined card stores nothing', async () => {
    const sessionId = await boothSession(t);
    const complete = await t.post('rest/booking/session/complete', { session_id: sessionId });
    const booking = complete.body.data.booking;
    expect((await t.post('rest/deposits/store-card', { booking_id: booking.id })).status).toBe(404);
    expect((await t.post('rest/deposits/store-card', { booking_id: booking.id, token: 'wrong' })).status).toBe(404);
    const first = await t.post('rest/deposits/store-card', { booking_id: booking.id, token: booking.payment_token });
    expect(first.status).toBe(201);
    await payWithCard(t, first.body.data.order_data, DECLINE_CARD);
    expect((await get(t, `rest/deposits/store-card/${first.body.data.order_data.order_id}`)).body.data).toMatchObject({ received_response: true, error: true, has_stored_card: false });
    const second = await t.post('rest/deposits/store-card', { session_id: sessionId, booking_id: booking.id });
    await payWithCard(t, second.body.data.order_data);
    const [card] = await t.db.query('SELECT booking_id FROM stored_cards WHERE session_id = $1', [sessionId]);
    expect(card).toEqual({ booking_id: booking.id });
    expect((await get(t, `rest/deposit/manage?token=${booking.payment_token}`)).body.data.has_stored_card).toBe(true);
  });

  it('is refused for a type without a no-show fee, an unknown session and a mismatched booking', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const brunch = await t.post('rest/deposits/store-card', { session_id: sessionId });
    expect(brunch.status).toBe(422);
    expect(brunch.body.error).toBe('This booking does not need a card.');
    expect((await t.post('rest/deposits/store-card', { session_id: 'nope' })).status).toBe(404);
    expect((await t.post('rest/deposits/store-card', {})).status).toBe(400);
    const booth = await boothSession(t);
    expect((await t.post('rest/deposits/store-card', { session_id: booth, booking_id: booking.id })).status).toBe(422);
    expect((await get(t, 'rest/deposits/store-card/nope')).status).toBe(404);
    const payment = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 100 });
    expect((await get(t, `rest/deposits/store-card/${payment.body.data.gp.data.order_id}`)).status).toBe(404);
  });
});
