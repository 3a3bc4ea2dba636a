import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_SHARED_SECRET } from '../../src/server/config.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import {
  bookBrunch,
  bookingRow,
  bookMasterclass,
  CHALLENGE_CARD,
  CORPORATE_CARD,
  counts,
  DECLINE_CARD,
  fillSlot,
  get,
  openHostedPage,
  ORIGIN,
  payWithCard,
  postForm,
  TIMEOUT_CARD,
  type HostedData,
} from './payments-helpers.ts';

const t = useTestApp();
beforeEach(() => t.clock.set(TEST_NOW));

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');
const minutes = (n: number) => new Date(new Date(TEST_NOW).getTime() + n * 60_000);

async function openPayment(sessionId: string, extra: Record<string, unknown> = {}) {
  const r = await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp', ...extra });
  return r;
}

describe('paying a deposit on the hosted page', () => {
  it('confirms a provisional brunch: payment row, balances, due date, hold, e-mail', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    expect(booking).toMatchObject({ status_id: 0, deposit_balance: 6000 });

    const opened = await openPayment(sessionId);
    expect(opened.status).toBe(200);
    const gp = opened.body.data.gp.data as HostedData & { display_amount: string };
    expect(gp).toMatchObject({ amount: 6000, display_amount: '£60.00', url: `${ORIGIN}/payments/sandbox/hpp` });
    expect(opened.body.data).toMatchObject({ value: 6000, amount_paid: 0 });
    const f = gp.fields;
    expect(f).toMatchObject({
      MERCHANT_ID: 'covers-sandbox',
      ACCOUNT: 'internet',
      ORDER_ID: gp.order_id,
      AMOUNT: '6000',
      CURRENCY: 'GBP',
      AUTO_SETTLE_FLAG: '1',
      TIMESTAMP: '20261121120000',
      MERCHANT_RESPONSE_URL: `${ORIGIN}/api/rest/deposit/payment/callback`,
      HPP_POST_DIMENSIONS: ORIGIN,
      HPP_VERSION: '2',
      COMMENT1: booking.ref_code,
    });
    expect(gp.order_id).toMatch(/^[\w-]{32}$/);
    expect(f.SHA1HASH).toBe(sha1(`${sha1(`20261121120000.covers-sandbox.${gp.order_id}.6000.GBP`)}.${SANDBOX_SHARED_SECRET}`));
    expect(JSON.parse(gp.serialised)).toEqual(f);
    const [order] = await t.db.query('SELECT status, amount, purpose, method, booking_id FROM payment_orders WHERE order_id = $1', [gp.order_id]);
    expect(order).toMatchObject({ status: 'pending', amount: 6000, purpose: 'payment', method: 'card', booking_id: booking.id });

    const page = await openHostedPage(t, gp);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Pay £60.00');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain('frame-ancestors');
    expect(page.text).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.text).not.toMatch(/\sstyle=|<style/);
    for (const id of ['card-number', 'exp-month', 'exp-year', 'cvv', 'card-name']) expect(page.text).toContain(`<label for="${id}">`);
    expect(page.text).toContain(`data-parent-origin="${ORIGIN}"`);

    const paid = await payWithCard(t, gp);
    expect(paid.status).toBe(200);
    expect(paid.text).toContain('Payment has been made');
    expect(paid.text).toContain('data-result="paid"');

    const check = await get(t, `rest/deposit/payment/check?code=${gp.order_id}`);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      order_id: gp.order_id,
      received_response: true,
      success: true,
      error: false,
      result: '00',
      message: 'Payment has been made',
      display_amount: '£60.00',
      booking: { id: booking.id, status_id: 1, deposit_balance: 0 },
    });
    expect(check.body.data.auth).toMatch(/^\d{6}$/);

    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0, hold_expires_at: null, deposit_due_date: null });
    const payments = await t.db.query('SELECT amount, deposit_part, balance_part, status, currency, method FROM payments WHERE booking_id = $1', [booking.id]);
    expect(payments).toEqual([{ amount: 6000, deposit_part: 6000, balance_part: 0, status: 'captured', currency: 'GBP', method: 'card' }]);
    const mail = await t.db.query<{ template: string; to_address: string; subject: string }>(
      "SELECT template, to_address, subject FROM email_outbox WHERE booking_id = $1 AND template = 'payment-received'",
      [booking.id],
    );
    expect(mail).toEqual([{ template: 'payment-received', to_address: 'mary@example.com', subject: `Payment received: £60.00 (${booking.ref_code})` }]);
    const [ledger] = await t.db.query<{ delivered_at: Date | null }>('SELECT delivered_at FROM sandbox_transactions WHERE order_id = $1', [gp.order_id]);
    expect(ledger!.delivered_at).not.toBeNull();

    const after = await t.post('rest/booking/session/deposit', { session_id: sessionId });
    // A brunch with nothing chosen yet is worth its deposit; what was paid is said beside it.
    expect(after.body.data).toMatchObject({ deposit_balance: 0, balance: 0, value: 6000, amount_paid: 6000, has_payment: true, can_auto_confirm: true, gp: null, is_completed: true });
    const again = await openPayment(sessionId);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('There is nothing left to pay on this booking.');

    // Paying the same order a second time on the page charges nothing.
    const twice = await payWithCard(t, gp);
    expect(twice.text).toContain('already been processed');
    expect(await counts(t, booking.id)).toMatchObject({ payments: 1, emails: 1 });
  });

  it('leaves the booking provisional after a decline, and a retry with a new order pays', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const first = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    const declined = await payWithCard(t, first, DECLINE_CARD);
    expect(declined.text).toContain('There was an error in processing your payment. Please check your details and try again.');
    expect(declined.text).toContain('data-result="declined"');
    const check = await get(t, `rest/deposit/payment/check?code=${first.order_id}`);
    expect(check.body.data).toMatchObject({ received_response: true, success: false, error: true, result: '101', auth: null });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0, deposit_balance: 6000 });
    expect(await counts(t, booking.id)).toMatchObject({ payments: 0, emails: 0 });

    const retry = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    expect(retry.order_id).not.toBe(first.order_id);
    expect((await payWithCard(t, retry)).text).toContain('Payment has been made');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });
  });

  it('tells a corporate card (result 110) about the BACS alternative', async () => {
    const { sessionId } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    const declined = await payWithCard(t, gp, CORPORATE_CARD);
    const check = await get(t, `rest/deposit/payment/check?code=${gp.order_id}`);
    expect(check.body.data).toMatchObject({ result: '110', success: false });
    expect(check.body.data.message).toBe('Your bank has declined this payment. Some corporate cards cannot be used online: please try a personal card, or contact the bar to pay by BACS transfer instead.');
    expect(declined.text).toContain('BACS');
  });

  it('asks for 3-D Secure on the challenge card: the right code pays, a wrong one declines', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    const challenge = await payWithCard(t, gp, CHALLENGE_CARD);
    expect(challenge.status).toBe(200);
    expect(challenge.text).toContain('Confirm it’s you');
    expect(challenge.text).toContain('<label for="challenge-code">');
    expect(challenge.text).not.toContain(CHALLENGE_CARD);
    const wrong = await postForm(t, '/payments/sandbox/hpp/challenge', { ...gp.fields, card_number: '400000xxxxxx3220', challenge_code: '9999', action: 'authenticate' }, ORIGIN);
    expect(wrong.text).toContain('There was an error in processing your payment');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0 });

    const retry = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    await payWithCard(t, retry, CHALLENGE_CARD);
    const right = await postForm(t, '/payments/sandbox/hpp/challenge', { ...retry.fields, card_number: '400000xxxxxx3220', challenge_code: '1234', action: 'authenticate' }, ORIGIN);
    expect(right.text).toContain('Payment has been made');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });

  it('gets no answer for the timeout card, and reports the timeout once the order is old', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    const waiting = await payWithCard(t, gp, TIMEOUT_CARD);
    expect(waiting.status).toBe(200);
    expect(waiting.text).toContain('Waiting for your bank');
    // Done with the customer (a result frame): the payment's verify screen takes over, and no answer comes.
    expect(waiting.text).toContain('data-result');
    const check = await get(t, `rest/deposit/payment/check?code=${gp.order_id}`);
    expect(check.body.data).toMatchObject({ received_response: false, success: false, error: false, timed_out: false, message: null });
    t.clock.set(minutes(16));
    const later = await get(t, `rest/deposit/payment/check?code=${gp.order_id}`);
    expect(later.body.data).toMatchObject({ received_response: false, timed_out: true, message: 'Request timed out - Please try again later.' });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0 });
    expect(await t.db.query('SELECT 1 FROM sandbox_transactions WHERE order_id = $1', [gp.order_id])).toHaveLength(0);
  });

  it('checks the card form and shows what is wrong, next to each field', async () => {
    const { sessionId } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    const bad = await payWithCard(t, gp, '4263970000005263', { exp_month: '13', exp_year: '20', cvv: '1', card_name: ' ' });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('role="alert"');
    expect(bad.text).toContain('Enter a valid card number');
    expect(bad.text).toContain('aria-invalid="true"');
    expect(bad.text).toContain('aria-describedby="card-number-error"');
    expect(bad.text).toMatch(/id="card-number"[^>]*autofocus/);
    expect(await t.db.query('SELECT 1 FROM sandbox_transactions WHERE order_id = $1', [gp.order_id])).toHaveLength(0);
  });

  it('pays the whole amount with payment_type=balance: deposit first, then the balance', async () => {
    const { sessionId, booking } = await bookMasterclass(t);
    expect(booking).toMatchObject({ status_id: 0, deposit_balance: 8000, balance: 16000 });
    const deposit = await t.post('rest/booking/session/deposit', { session_id: sessionId });
    expect(deposit.body.data.payment_options).toEqual([
      { type: 'deposit', text: 'Pay Deposit', amount: 8000, display_amount: '£80.00' },
      { type: 'balance', text: 'Pay Balance', amount: 24000, display_amount: '£240.00' },
    ]);
    const gp = (await openPayment(sessionId, { payment_type: 'balance' })).body.data.gp.data as HostedData;
    expect(gp.amount).toBe(24000);
    await payWithCard(t, gp);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0, balance: 0, balance_due_date: null });
    const [p] = await t.db.query('SELECT deposit_part, balance_part FROM payments WHERE booking_id = $1', [booking.id]);
    expect(p).toEqual({ deposit_part: 8000, balance_part: 16000 });
  });

  it('answers gp: null before the session is a booking, and refuses an unknown payment_type', async () => {
    const start = await t.post('rest/booking/session', { form_version: '2.0', bar_id: 11, date: '2026-11-28', no_people: 4, party_type: 5 });
    const before = await openPayment(start.body.data.session_id);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ gp: null, is_completed: false, deposit_token: null, deposit: 4000 });
    const { sessionId } = await bookBrunch(t);
    const bad = await openPayment(sessionId, { payment_type: 'everything' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.fields.payment_type).toBeDefined();
  });
});

describe('the slot held while the customer pays', () => {
  it('extends the hold when the payment opens and the page is shown, never past an hour after booking', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    expect((await bookingRow(t, booking.id)).hold_expires_at!.toISOString()).toBe(minutes(20).toISOString());

    t.clock.set(minutes(10));
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    expect((await bookingRow(t, booking.id)).hold_expires_at!.toISOString()).toBe(minutes(25).toISOString());

    t.clock.set(minutes(20));
    await openHostedPage(t, gp);
    expect((await bookingRow(t, booking.id)).hold_expires_at!.toISOString()).toBe(minutes(35).toISOString());

    t.clock.set(minutes(50));
    await openPayment(sessionId);
    expect((await bookingRow(t, booking.id)).hold_expires_at!.toISOString()).toBe(minutes(60).toISOString());

    // Past the limit the hold is not renewed: it lapses, and the covers are free again.
    t.clock.set(minutes(61));
    await openPayment(sessionId);
    expect((await bookingRow(t, booking.id)).hold_expires_at!.toISOString()).toBe(minutes(60).toISOString());
    const occupied = await t.db.query(
      `SELECT 1 FROM bookings WHERE id = $1 AND (status_id IN (1, 2) OR (status_id = 0 AND hold_expires_at > $2))`,
      [booking.id, minutes(61)],
    );
    expect(occupied).toHaveLength(0);
  });

  it('takes a late payment when the slot is still free', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    t.clock.set(minutes(90));
    expect((await payWithCard(t, gp)).text).toContain('Payment has been made');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });

  it('refuses a late payment when the slot has gone: recorded as due back, booking unchanged', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    t.clock.set(minutes(90));
    await fillSlot(t, booking.id);

    const state = await t.post('rest/booking/session/deposit', { session_id: sessionId });
    expect(state.body.data.can_auto_confirm).toBe(false);
    const reopen = await openPayment(sessionId);
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe('Sorry, that time is no longer available. Please change your time and try again');

    const paid = await payWithCard(t, gp);
    expect(paid.text).toContain('Sorry, that time is no longer available. Please change your time and try again');
    expect(paid.text).toContain('data-result="refused"');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0, deposit_balance: 6000 });
    const rows = await t.db.query('SELECT amount, deposit_part, balance_part, status, reason FROM payments WHERE booking_id = $1', [booking.id]);
    expect(rows).toEqual([{ amount: 6000, deposit_part: 0, balance_part: 0, status: 'refund_due', reason: 'Sorry, that time is no longer available. Please change your time and try again' }]);
    const mail = await t.db.query<{ template: string }>("SELECT template FROM email_outbox WHERE booking_id = $1 AND template LIKE 'payment-%'", [booking.id]);
    expect(mail.map((m) => m.template)).toEqual(['payment-refund-due']);
    const check = await get(t, `rest/deposit/payment/check?code=${gp.order_id}`);
    expect(check.body.data).toMatchObject({ received_response: true, success: false, status: 'refused' });
  });
});

describe('a cancelled booking', () => {
  it('cannot open a payment, and money the gateway took for it is recorded as due back', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [booking.id]);

    const refused = await openPayment(sessionId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Payment cannot be taken as this booking has been cancelled...');

    const paid = await payWithCard(t, gp);
    expect(paid.text).toContain('Payment cannot be taken as this booking has been cancelled...');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 4, deposit_balance: 6000 });
    expect(await counts(t, booking.id)).toMatchObject({ payments: 1, captured: 0, refunds: 1 });
  });
});

describe('the sandbox page guards', () => {
  it('opens only from an allowed origin, with a valid signature, and only its own forms go on', async () => {
    const { sessionId } = await bookBrunch(t);
    const gp = (await openPayment(sessionId)).body.data.gp.data as HostedData;
    expect((await openHostedPage(t, gp, 'https://evil.example')).status).toBe(403);
    expect((await postForm(t, '/payments/sandbox/hpp', gp.fields)).status).toBe(403);
    expect((await openHostedPage(t, gp, 'https://www.revolution-bars.example')).status).toBe(200);
    const tampered = await openHostedPage(t, { ...gp, fields: { ...gp.fields, AMOUNT: '1' } });
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain('Incorrect hash');
    const foreign = await postForm(t, '/payments/sandbox/hpp/pay', { ...gp.fields, card_number: '4263970000005262', exp_month: '12', exp_year: '30', cvv: '123', card_name: 'X' }, 'https://www.revolution-bars.example');
    expect(foreign.status).toBe(403);
    t.clock.set(minutes(25 * 60));
    expect((await openHostedPage(t, gp)).text).toContain('expired');
  });

  it('serves its script and style as files', async () => {
    for (const [url, type] of [
      ['/payments/sandbox/hpp.js', 'javascript'],
      ['/payments/sandbox/hpp.css', 'css'],
      ['/payments/frame.js', 'javascript'],
      ['/payments/result.css', 'css'],
    ] as const) {
      const r = await t.app.server.inject({ method: 'GET', url });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain(type);
    }
    const frame = await t.app.server.inject({ method: 'GET', url: '/payments/frame.js' });
    expect(frame.body).toContain('Math.min(height, 70)');
  });
});
