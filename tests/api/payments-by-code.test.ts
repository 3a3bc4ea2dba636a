import { beforeEach, describe, expect, it } from 'vitest';
import { insertGuest } from '../../src/server/db/repositories/payments.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch, bookingRow, bookMasterclass, CALLBACK, DECLINE_CARD, gatewayAnswer, get, payWithCard, postForm, type HostedData } from './payments-helpers.ts';

// Some forty lookups by code from one address: the limit is tested in payments-lookup-limit.test.ts.
const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

describe('GET rest/deposit/manage', () => {
  it('shows what a booking owes by its payment token, and what can be paid', async () => {
    const { booking } = await bookMasterclass(t);
    const r = await get(t, `rest/deposit/manage?token=${booking.payment_token}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      id: booking.id,
      ref_code: booking.ref_code,
      status_id: 0,
      deposit_balance: 8000,
      balance: 16000,
      payable: 24000,
      display_payable: '£240.00',
      can_pay: true,
      has_payment: false,
      can_auto_confirm: true,
      message: null,
      payment_options: [
        { type: 'deposit', text: 'Pay Deposit', amount: 8000, display_amount: '£80.00' },
        { type: 'balance', text: 'Pay Balance', amount: 24000, display_amount: '£240.00' },
      ],
      payments: [],
    });
    expect(r.body.data.email).toBeUndefined();
    expect(r.body.data.phone).toBeUndefined();
  });

  it('is 404 for an unknown token or another brand, 400 without one', async () => {
    const { booking } = await bookBrunch(t);
    expect((await get(t, 'rest/deposit/manage?token=nope')).status).toBe(404);
    expect((await get(t, `rest/deposit/manage?token=${booking.payment_token}`, { brand: 2 })).status).toBe(404);
    expect((await get(t, 'rest/deposit/manage')).status).toBe(400);
  });
});

describe('a payment opened on the group’s own site (brand 0)', () => {
  it('finds any brand’s booking by its token and is taken under the booking’s brand (account §2.1)', async () => {
    const { booking } = await bookMasterclass(t);
    const lookup = await get(t, `rest/deposit/manage?token=${booking.payment_token}`, { brand: 0 });
    expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
    expect(lookup.body.data).toMatchObject({ id: booking.id, payable: 24000 });
    const part = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 8000, url: 'http://covers.test/booking/1/pay/deposit' }, { brand: 0 });
    expect(part.status, JSON.stringify(part.body)).toBe(201);
    const [order] = await t.db.query<{ brand_id: number }>('SELECT brand_id FROM payment_orders WHERE booking_id = $1', [booking.id]);
    expect(order).toEqual({ brand_id: 1 });
    await payWithCard(t, part.body.data.gp.data as HostedData);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });
    // Another brand's site still knows nothing of it.
    expect((await get(t, `rest/deposit/manage?token=${booking.payment_token}`, { brand: 2 })).status).toBe(404);
  });
});

describe('POST rest/deposit/manage/create-request/{code}', () => {
  it('opens a hosted page for an amount; paying it pays the deposit first, then the balance', async () => {
    const { booking } = await bookMasterclass(t);
    const part = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 10000, url: 'http://covers.test/manage/x/pay/deposit' });
    expect(part.status).toBe(201);
    const gp = part.body.data.gp.data as HostedData;
    expect(gp).toMatchObject({ amount: 10000, fields: { AMOUNT: '10000' } });
    expect(typeof part.body.data.gp.data.serialised).toBe('string');
    await payWithCard(t, gp);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0, balance: 14000, deposit_due_date: null });
    const [p] = await t.db.query('SELECT deposit_part, balance_part FROM payments WHERE booking_id = $1', [booking.id]);
    expect(p).toEqual({ deposit_part: 8000, balance_part: 2000 });

    const manage = await get(t, `rest/deposit/manage?token=${booking.payment_token}`);
    expect(manage.body.data).toMatchObject({ payable: 14000, has_payment: true, payments: [{ amount: 10000, display_amount: '£100.00', method: 'card' }] });
    expect(manage.body.data.payment_options).toEqual([{ type: 'balance', text: 'Pay Balance', amount: 14000, display_amount: '£140.00' }]);

    const rest = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { payment_type: 'balance' });
    await payWithCard(t, rest.body.data.gp.data);
    expect(await bookingRow(t, booking.id)).toMatchObject({ balance: 0, balance_due_date: null });
    const paid = await get(t, `rest/deposit/manage?token=${booking.payment_token}`);
    expect(paid.body.data).toMatchObject({ payable: 0, can_pay: false, message: "You've paid!" });
    const nothing = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, {});
    expect(nothing.status).toBe(409);
    expect(nothing.body.error).toBe('There is nothing left to pay on this booking.');
  });

  it('refuses more than is owed, a bad amount, a bad url and a cancelled booking', async () => {
    const { booking } = await bookBrunch(t);
    const tooMuch = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 6001 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.fields.amount).toEqual(['The most that can be paid now is £60.00.']);
    for (const amount of [-5, 0, 12.5, '12.50', 'lots']) {
      expect((await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount })).status).toBe(422);
    }
    expect((await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 100, url: 'javascript:alert(1)' })).status).toBe(422);
    expect((await t.post('rest/deposit/manage/create-request/unknown-code', { amount: 100 })).status).toBe(404);
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [booking.id]);
    const cancelled = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 100 });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error).toBe('Payment cannot be taken as this booking has been cancelled...');
    expect((await get(t, `rest/deposit/manage?token=${booking.payment_token}`)).body.data).toMatchObject({ can_pay: false, message: 'Payment cannot be taken as this booking has been cancelled...', payment_options: [] });
  });
});

describe('paying by code on /pay (the booking reference)', () => {
  it('finds the booking by its code, turns the confirmed amount into a token, and the balance goes down', async () => {
    const { booking } = await bookMasterclass(t);
    await postForm(t, CALLBACK, gatewayAnswer((await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 8000 })).body.data.gp.data));
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0, balance: 16000 });

    const code = booking.ref_code.toLowerCase().replace(/(.{4})/, '$1 ');
    const request = await get(t, `rest/deposits/payment-request?code=${encodeURIComponent(code)}&include=booking`);
    expect(request.status).toBe(200);
    expect(request.body.data).toMatchObject({ code: booking.ref_code, amount: 16000, display_amount: '£160.00', can_pay: true, booking: { ref_code: booking.ref_code, balance: 16000 } });
    expect((await get(t, `rest/deposits/payment-request?code=${booking.ref_code}`)).body.data.booking).toBeUndefined();

    const token = await t.post('rest/deposits/payment-request/create-deposit', { payment_code: booking.ref_code, amount: 16000 });
    expect(token.status).toBe(201);
    expect(token.body.data).toMatchObject({ amount: 16000, display_amount: '£160.00' });
    expect(token.body.data.token).toMatch(/^[\w-]{32}$/);
    const [row] = await t.db.query('SELECT kind, amount, booking_id, completed_at FROM deposit_requests WHERE token = $1', [token.body.data.token]);
    expect(row).toEqual({ kind: 'payment_request', amount: 16000, booking_id: booking.id, completed_at: null });

    const shown = await t.post(`rest/deposit/payment/${token.body.data.token}`, { include: 'deposit_request' });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ amount: 16000, completed: false, can_pay: true, success: [], fail: [], booking: { id: booking.id } });

    // A declined attempt, then a successful one, both through the request's token.
    const first = await t.post(`rest/deposit/manage/create-request/${token.body.data.token}`, {});
    expect(first.body.data.gp.data.amount).toBe(16000);
    await payWithCard(t, first.body.data.gp.data, DECLINE_CARD);
    const second = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { deposit_request_token: token.body.data.token, amount: 16000 });
    const paid = await payWithCard(t, second.body.data.gp.data);
    expect(paid.text).toContain('Payment has been made');
    expect(await bookingRow(t, booking.id)).toMatchObject({ balance: 0 });

    const after = await t.post(`rest/deposit/payment/${token.body.data.token}`, { include: 'deposit_request' });
    expect(after.body.data).toMatchObject({ completed: true, can_pay: false, message: 'Payment has been made' });
    expect(after.body.data.success).toEqual([expect.objectContaining({ id: second.body.data.gp.data.order_id, auth_code: expect.stringMatching(/^\d{6}$/) })]);
    expect(after.body.data.fail).toEqual([expect.objectContaining({ id: first.body.data.gp.data.order_id, auth_code: null })]);
    const status = await get(t, `rest/deposit/${token.body.data.token}`);
    expect(status.body.data).toEqual({ amount: 16000, display_amount: '£160.00', completed: true });
    const again = await t.post(`rest/deposit/manage/create-request/${token.body.data.token}`, {});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This payment has already been made.');
  });

  it('refuses an unknown code, a missing or excessive amount, and a cancelled booking', async () => {
    const { booking } = await bookBrunch(t);
    expect((await get(t, 'rest/deposits/payment-request?code=ZZZZZZZZ')).status).toBe(404);
    expect((await get(t, 'rest/deposits/payment-request?code=short')).body.error).toBe('We could not find a booking with that code.');
    expect((await get(t, 'rest/deposits/payment-request')).status).toBe(400);
    expect((await get(t, `rest/deposits/payment-request?code=${booking.ref_code}`, { brand: 4 })).status).toBe(404);
    expect((await t.post('rest/deposits/payment-request/create-deposit', { payment_code: booking.ref_code })).status).toBe(422);
    expect((await t.post('rest/deposits/payment-request/create-deposit', { payment_code: booking.ref_code, amount: 6001 })).status).toBe(422);
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [booking.id]);
    const shown = await get(t, `rest/deposits/payment-request?code=${booking.ref_code}`);
    expect(shown.body.data).toMatchObject({ can_pay: false, message: 'Payment cannot be taken as this booking has been cancelled...' });
    const refused = await t.post('rest/deposits/payment-request/create-deposit', { payment_code: booking.ref_code, amount: 100 });
    expect(refused.status).toBe(409);
    expect((await t.post('rest/deposit/payment/not-a-token', {})).status).toBe(404);
    expect((await get(t, 'rest/deposit/not-a-token')).status).toBe(404);
  });
});

describe('POST rest/booking/{id}/create-guest-deposit/{guest_id}', () => {
  it('makes a payment token for a guest’s share; paying it lowers the guest’s and the booking’s balances', async () => {
    const { booking } = await bookMasterclass(t);
    const guest = await insertGuest(t.db, { booking_id: booking.id, forename: 'Grace', surname: 'Hopper', email: 'grace@example.com', deposit_total: 1000, deposit_balance: 1000, balance: 2000 });
    const made = await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { manage_key: booking.manage_key });
    expect(made.status).toBe(201);
    expect(made.body.data.data).toMatchObject({ amount: 3000, display_amount: '£30.00', guest_id: guest.id });
    const token = made.body.data.data.token as string;

    const opened = await t.post(`rest/deposit/manage/create-request/${token}`, { amount: 3000 });
    await payWithCard(t, opened.body.data.gp.data);
    const [g] = await t.db.query('SELECT deposit_balance, balance FROM booking_guests WHERE id = $1', [guest.id]);
    expect(g).toEqual({ deposit_balance: 0, balance: 0 });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0, deposit_balance: 5000, balance: 16000 });
    const [mail] = await t.db.query<{ to_address: string; body_text: string }>(
      "SELECT to_address, body_text FROM email_outbox WHERE booking_id = $1 AND template = 'payment-received'",
      [booking.id],
    );
    expect(mail!.to_address).toBe('grace@example.com');
    expect(mail!.body_text).toMatch(/^Hi Grace,\n\nThank you: we have received your payment of £30\.00\./);
    expect(mail!.body_text).not.toContain(booking.manage_key);

    // Their share is paid: nothing more is asked of them (docs/decisions.md, "Guest payments").
    const more = await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { manage_key: booking.manage_key, amount: 500 });
    expect(more.status).toBe(409);
    expect(more.body.error).toBe('This guest’s share is paid: there is nothing left for them to pay.');
  });

  it('needs the booking’s manage key, a guest of this booking and a sensible amount', async () => {
    const { booking } = await bookBrunch(t);
    const other = await bookBrunch(t, { email: 'other@example.com' });
    const guest = await insertGuest(t.db, { booking_id: booking.id, forename: 'Al', surname: 'Kindi', email: '', deposit_total: 1000, deposit_balance: 1000, balance: 0 });
    expect((await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { amount: 100 })).status).toBe(404);
    expect((await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { manage_key: other.booking.manage_key })).status).toBe(404);
    const unknown = await t.post(`rest/booking/${booking.id}/create-guest-deposit/999999`, { manage_key: booking.manage_key });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Guest not found');
    expect((await t.post(`rest/booking/${other.booking.id}/create-guest-deposit/${guest.id}`, { manage_key: other.booking.manage_key })).status).toBe(404);
    expect((await t.post(`rest/booking/999999/create-guest-deposit/${guest.id}`, { manage_key: booking.manage_key })).status).toBe(404);
    expect((await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { manage_key: booking.manage_key, amount: 1001 })).status).toBe(422);
    expect((await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { manage_key: booking.manage_key }, { brand: 2 })).status).toBe(404);
  });
});
