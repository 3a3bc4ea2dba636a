/**
 * Guests paying their own share (create-guest-deposit by the guest's own page code or their account,
 * then the card page): a guest's share as they joined, paying it lowers theirs and the booking's, a
 * guest never asks for another's, and payments settled at once (one guest twice, two guests) never
 * take more than the guest's share or the booking owes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, joinAsNewCustomer, linkTokenIn } from './accounts-helpers.ts';
import { joinByLink } from './guests-helpers.ts';
import { bookBrunch, bookingRow, bookMasterclass, counts, get, payWithCard } from './payments-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

const joinAs = (bookingId: number, forename: string) => joinByLink(t, bookingId, { forename });

const share = async (guestId: number) =>
  (await t.db.query<{ deposit_total: number; deposit_balance: number; balance: number }>('SELECT deposit_total, deposit_balance, balance FROM booking_guests WHERE id = $1', [guestId]))[0]!;
const ask = (bookingId: number, guestId: number, body: Record<string, unknown>) => t.post(`rest/booking/${bookingId}/create-guest-deposit/${guestId}`, body);

/** How many guests' card payments the metrics have counted with this result. */
async function sharesCounted(result: string) {
  const line = (await t.app.metrics.registry.getSingleMetricAsString('covers_payments_total')).split('\n').find((l) => l.startsWith(`covers_payments_total{kind="guest_share",method="card",result="${result}"} `));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** A guest's payment request paid on the sandbox card page. */
async function pay(token: string, amount: number) {
  const opened = await t.post(`rest/deposit/manage/create-request/${token}`, { amount });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return payWithCard(t, opened.body.data.gp.data);
}

describe('a guest’s share', () => {
  it('is one person’s part of the deposit and of the rest, shown on their page with what they may pay', async () => {
    const { booking } = await bookMasterclass(t);
    const guest = await joinAs(booking.id, 'Grace');
    expect(await share(guest.id)).toEqual({ deposit_total: 1000, deposit_balance: 1000, balance: 2000 });
    const page = await get(t, `rest/booking/guest/${guest.code}`);
    expect(page.body.data.share).toEqual({
      refund_due: 0,
      refunded: 0,
      deposit_total: 1000,
      deposit_balance: 1000,
      balance: 2000,
      payable: 3000,
      display_payable: '£30.00',
      payment_options: [
        { type: 'deposit', text: 'Pay Deposit', amount: 1000, display_amount: '£10.00' },
        { type: 'balance', text: 'Pay Balance', amount: 3000, display_amount: '£30.00' },
      ],
    });
  });
});

describe('POST rest/booking/{id}/create-guest-deposit/{guest_id} by the guest', () => {
  it('with their own page code: their share, paid on the card page, lowers theirs and the booking’s; then nothing is left to ask', async () => {
    const { booking } = await bookMasterclass(t);
    const guest = await joinAs(booking.id, 'Grace');
    const deposit = await ask(booking.id, guest.id, { guest_code: guest.code, amount: 1000 });
    expect(deposit.status).toBe(201);
    expect(deposit.body.data.data).toMatchObject({ amount: 1000, display_amount: '£10.00', guest_id: guest.id });
    await pay(deposit.body.data.data.token, 1000);
    expect(await share(guest.id)).toEqual({ deposit_total: 1000, deposit_balance: 0, balance: 2000 });
    expect(await bookingRow(t, booking.id)).toMatchObject({ deposit_balance: 7000, balance: 16000 });

    const rest = await ask(booking.id, guest.id, { guest_code: guest.code });
    expect(rest.body.data.data.amount).toBe(2000);
    await pay(rest.body.data.data.token, 2000);
    expect(await share(guest.id)).toEqual({ deposit_total: 1000, deposit_balance: 0, balance: 0 });
    expect(await bookingRow(t, booking.id)).toMatchObject({ deposit_balance: 5000, balance: 16000 });
    expect((await get(t, `rest/booking/guest/${guest.code}`)).body.data.share).toMatchObject({ payable: 0, payment_options: [] });
    // Said to her about her own share; to the lead booker, about a guest's.
    expectError(await ask(booking.id, guest.id, { guest_code: guest.code }), 409, 'Your share is paid: there is nothing left for you to pay.');
    expectError(await ask(booking.id, guest.id, { manage_key: booking.manage_key }), 409, 'This guest’s share is paid: there is nothing left for them to pay.');
  });

  it('never for another guest, another booking or with a code of the wrong guest; bad amounts refused; nothing stored', async () => {
    const { booking } = await bookMasterclass(t);
    const other = await bookMasterclass(t);
    const grace = await joinAs(booking.id, 'Grace');
    const alan = await joinAs(booking.id, 'Alan');
    const stranger = await joinAs(other.booking.id, 'Eve');
    const requests = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM deposit_requests WHERE booking_id IN ($1, $2)', [booking.id, other.booking.id]))[0]!.n;
    const before = await requests();
    // Not theirs is answered exactly as a booking that does not exist (below): 404, 'Booking not found.'.
    expectError(await ask(booking.id, alan.id, { guest_code: grace.code }), 404, 'Booking not found.');
    expectError(await ask(booking.id, grace.id, { guest_code: stranger.code }), 404, 'Booking not found.');
    expectError(await ask(booking.id, grace.id, {}), 404, 'Booking not found.');
    expectError(await ask(other.booking.id, grace.id, { guest_code: grace.code }), 404, 'Booking not found.');
    expectError(await ask(booking.id, stranger.id, { guest_code: stranger.code }), 404, 'Booking not found.');
    expectError(await ask(booking.id, grace.id, { guest_code: grace.code, amount: 3001 }), 422, 'The most this guest can pay is £30.00.');
    expectError(await ask(booking.id, grace.id, { guest_code: grace.code, amount: 'ten' }), 422);
    expectError(await ask(booking.id, grace.id, { guest_code: grace.code, amount: -5 }), 422);
    expectError(await ask(booking.id, grace.id, { guest_code: ['x'] }), 400);
    expectError(await ask(999999, grace.id, { guest_code: grace.code }), 404, 'Booking not found.');
    expect(await requests()).toBe(before);
    expect((await ask(booking.id, grace.id, { guest_code: grace.code })).status).toBe(201);
    expect(await requests()).toBe(before + 1);
  });

  it('logged in as the guest (joined by their invitation): their own share only; the lead booker’s manage key any guest’s', async () => {
    const { booking } = await bookMasterclass(t);
    const grace = await joinAs(booking.id, 'Grace');
    const alan = await joinAs(booking.id, 'Alan');
    const client = accountClient(t);
    const code = await linkTokenIn(t.db, grace.email, '/guest-join/');
    await joinAsNewCustomer(t, client, code, grace.email, { forename: 'Grace', surname: 'Guest' });
    const own = await client.api('POST', `rest/booking/${booking.id}/create-guest-deposit/${grace.id}`, {});
    expect(own.status).toBe(201);
    expect(own.body.data.data.amount).toBe(3000);
    expectError(await client.api('POST', `rest/booking/${booking.id}/create-guest-deposit/${alan.id}`, {}), 404, 'Booking not found.');
    expect((await ask(booking.id, alan.id, { manage_key: booking.manage_key })).status).toBe(201);
  });
});

describe('payments at once', () => {
  it('one guest’s two requests paid at once: their share is taken once, the other refused as paid, to be refunded', async () => {
    const { booking } = await bookMasterclass(t);
    const grace = await joinAs(booking.id, 'Grace');
    const first = (await ask(booking.id, grace.id, { guest_code: grace.code })).body.data.data.token as string;
    const second = (await ask(booking.id, grace.id, { guest_code: grace.code })).body.data.data.token as string;
    // Both card pages open while her share is owed (a page opened after it was paid is refused: see below), then both are paid at once.
    const opened = [];
    for (const token of [first, second]) opened.push(await t.post(`rest/deposit/manage/create-request/${token}`, { amount: 3000 }));
    expect(opened.map((o) => o.status)).toEqual([201, 201]);
    const before = { paid: await sharesCounted('paid'), refundDue: await sharesCounted('refund_due') };
    const pages = await Promise.all(opened.map((o) => payWithCard(t, o.body.data.gp.data)));
    expect(pages.map((p) => p.status)).toEqual([200, 200]);
    expect(await counts(t, booking.id)).toMatchObject({ captured: 1, refunds: 1 });
    expect({ paid: await sharesCounted('paid'), refundDue: await sharesCounted('refund_due') }).toEqual({ paid: before.paid + 1, refundDue: before.refundDue + 1 });
    expect(await share(grace.id)).toEqual({ deposit_total: 1000, deposit_balance: 0, balance: 0 });
    // The booking takes a payment deposit first.
    expect(await bookingRow(t, booking.id)).toMatchObject({ deposit_balance: 5000, balance: 16000 });
    const [refused] = await t.db.query<{ reason: string }>("SELECT reason FROM payments WHERE booking_id = $1 AND status = 'refund_due'", [booking.id]);
    expect(refused!.reason).toBe('Your share of this booking has already been paid. Any amount taken twice will be refunded.');
    // A third page for her paid share is refused before it opens.
    const third = (await ask(booking.id, grace.id, { guest_code: grace.code }));
    expect(third.status).toBe(409);
  });

  it('two guests paying at once each pay their own share; the booking’s balances go down by both', async () => {
    const { booking } = await bookMasterclass(t);
    const grace = await joinAs(booking.id, 'Grace');
    const alan = await joinAs(booking.id, 'Alan');
    const tokens = await Promise.all([grace, alan].map(async (g) => (await ask(booking.id, g.id, { guest_code: g.code })).body.data.data.token as string));
    await Promise.all(tokens.map((token) => pay(token, 3000)));
    expect(await counts(t, booking.id)).toMatchObject({ captured: 2, refunds: 0 });
    expect(await share(grace.id)).toMatchObject({ deposit_balance: 0, balance: 0 });
    expect(await share(alan.id)).toMatchObject({ deposit_balance: 0, balance: 0 });
    expect(await bookingRow(t, booking.id)).toMatchObject({ deposit_balance: 2000, balance: 16000 });
  });

  it('two guests paying at once for the last of what the booking owes: one card page opens, the other is refused before any card is charged', async () => {
    const { booking } = await bookBrunch(t);
    const grace = await joinAs(booking.id, 'Grace');
    const alan = await joinAs(booking.id, 'Alan');
    const tokens = await Promise.all([grace, alan].map(async (g) => (await ask(booking.id, g.id, { guest_code: g.code })).body.data.data.token as string));
    // Meanwhile the lead booker pays all but £10 of the £60 deposit.
    const lead = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 5000 });
    await payWithCard(t, lead.body.data.gp.data);
    expect(await bookingRow(t, booking.id)).toMatchObject({ deposit_balance: 1000, balance: 0 });
    // Both open their payment at once while £10 is owed: one card page holds it, the other is told at once.
    const opened = await Promise.all(tokens.map((token) => t.post(`rest/deposit/manage/create-request/${token}`, { amount: 1000 })));
    expect(opened.map((o) => o.status).sort()).toEqual([201, 409]);
    const refused = opened.find((o) => o.status === 409)!;
    // Refused as being paid by the other, or (once the lead booker's payment paid for the later guest's share) as paid.
    expect([
      'Someone else is paying towards this booking right now, so this amount is not owed any more. Please try again in a few minutes if it is still left to pay.',
      'Your share of this booking has already been paid. Any amount taken twice will be refunded.',
    ]).toContain(refused.body.error);
    await payWithCard(t, opened.find((o) => o.status === 201)!.body.data.gp.data);
    expect(await counts(t, booking.id)).toMatchObject({ captured: 2, refunds: 0 });
    const [taken] = await t.db.query<{ total: number }>("SELECT sum(amount)::int AS total FROM payments WHERE booking_id = $1 AND status = 'captured'", [booking.id]);
    expect(taken!.total).toBe(6000);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0, balance: 0 });
    // Once paid, nothing is left: the other guest's next try is refused as paid, no card page.
    const again = await t.post(`rest/deposit/manage/create-request/${tokens[opened.indexOf(refused)]!}`, { amount: 1000 });
    expect(again.status).toBe(409);
  });

  it('N guests paying the last share at once: exactly one card is charged', async () => {
    const { booking } = await bookBrunch(t);
    const guests = [];
    for (const name of ['Grace', 'Alan', 'Hedy', 'Edsger']) guests.push(await joinAs(booking.id, name));
    const tokens = await Promise.all(guests.map(async (g) => (await ask(booking.id, g.id, { guest_code: g.code })).body.data.data.token as string));
    const lead = await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 5000 });
    await payWithCard(t, lead.body.data.gp.data);
    const opened = await Promise.all(tokens.map((token) => t.post(`rest/deposit/manage/create-request/${token}`, { amount: 1000 })));
    expect(opened.filter((o) => o.status === 201)).toHaveLength(1);
    expect(opened.filter((o) => o.status === 409)).toHaveLength(guests.length - 1);
    await Promise.all(opened.filter((o) => o.status === 201).map((o) => payWithCard(t, o.body.data.gp.data)));
    expect(await counts(t, booking.id)).toMatchObject({ captured: 2, refunds: 0 });
    const [orders] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM payment_orders WHERE booking_id = $1 AND purpose = 'payment'", [booking.id]);
    expect(orders!.n).toBe(2);
  });

  it('a card page left unanswered holds its money for 15 minutes, then no longer', async () => {
    const { booking } = await bookBrunch(t);
    const grace = await joinAs(booking.id, 'Grace');
    const token = (await ask(booking.id, grace.id, { guest_code: grace.code })).body.data.data.token as string;
    expect((await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 5000 })).status).toBe(201);
    // The lead booker's open page holds £50 of the £60: Grace's £10 is still free to pay.
    expect((await t.post(`rest/deposit/manage/create-request/${token}`, { amount: 1000 })).status).toBe(201);
    // The lead booker asking for the whole £60 meanwhile is refused: £10 of it is on Grace's open page (their own
    // earlier page does not count against them); once her page is 15 minutes old, it no longer holds it.
    expect((await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 6000 })).status).toBe(409);
    t.clock.set(new Date(new Date(TEST_NOW).getTime() + 16 * 60_000).toISOString());
    expect((await t.post(`rest/deposit/manage/create-request/${booking.payment_token}`, { amount: 6000 })).status).toBe(201);
  });
});
