/**
 * Money owed back is a record (issue 25): a payment for money no longer owed is a refund due to whoever paid,
 * and they are told; a cancellation gives back what its type allows (the masterclass's deposit, never the
 * brunch's), each payer told of their own money; a cancelled booking owes nothing and says what was paid and
 * what goes back. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { listDue, markDone } from '../../src/cli/commands/refunds.ts';
import { joinByLink } from './guests-helpers.ts';
import { bookBrunch, bookingRow, bookMasterclass, get, payWithCard } from './payments-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

const refunds = (bookingId: number) =>
  t.db.query<{ guest_id: number | null; amount: number; reason: string; state: string }>(
    'SELECT guest_id, amount, reason, state FROM refunds WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );
const mailTo = async (bookingId: number, address: string, subject: RegExp) =>
  (
    await t.db.query<{ to_address: string; subject: string; body_text: string }>(
      'SELECT to_address, subject, body_text FROM email_outbox WHERE booking_id = $1 AND lower(to_address) = lower($2) ORDER BY id',
      [bookingId, address],
    )
  ).filter((m) => subject.test(m.subject));

/** A guest's whole share, asked for from their page and paid on the card page. */
async function guestPays(bookingId: number, guest: { id: number; code: string }) {
  const ask = await t.post(`rest/booking/${bookingId}/create-guest-deposit/${guest.id}`, {
    guest_code: guest.code,
  });
  expect(ask.status, JSON.stringify(ask.body)).toBe(201);
  const opened = await t.post(`rest/deposit/manage/create-request/${ask.body.data.data.token}`, {});
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  await payWithCard(t, opened.body.data.gp.data);
  return ask.body.data.data.amount as number;
}

async function leadPays(paymentToken: string, amount: number) {
  const opened = await t.post(`rest/deposit/manage/create-request/${paymentToken}`, { amount });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  await payWithCard(t, opened.body.data.gp.data);
}

const cancel = async (manageKey: string) => {
  const r = await t.app.server.inject({
    method: 'DELETE',
    url: `/api/rest/my-bookings/token/${manageKey}`,
    headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY },
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.booking;
};

describe('a payment for money no longer owed', () => {
  it('is a refund due to the guest who paid it, and the guest is told', async () => {
    const { booking } = await bookMasterclass(t);
    const grace = await joinByLink(t, booking.id, { forename: 'Grace' });
    // Two of her own card pages for her £30, both paid: the second is not owed.
    const asks = [];
    for (let i = 0; i < 2; i++)
      asks.push(
        (
          await t.post(`rest/booking/${booking.id}/create-guest-deposit/${grace.id}`, {
            guest_code: grace.code,
          })
        ).body.data.data.token as string,
      );
    const pages = [];
    for (const token of asks)
      pages.push((await t.post(`rest/deposit/manage/create-request/${token}`, {})).body.data.gp.data);
    for (const page of pages) await payWithCard(t, page);
    expect(await refunds(booking.id)).toEqual([
      { guest_id: grace.id, amount: 3000, reason: 'not_owed', state: 'due' },
    ]);
    expect((await get(t, `rest/booking/guest/${grace.code}`)).body.data.share).toMatchObject({
      refund_due: 3000,
      payable: 0,
    });
    const [told] = await mailTo(booking.id, grace.email, /will be refunded/);
    expect(told!.body_text).toContain('Hi Grace,');
    const view = await get(t, `rest/my-bookings/token/${booking.manage_key}`);
    expect(view.body.data).toMatchObject({ payments_made: 3000, refund_due: 3000, refunded: 0 });
  });
});

/** Grace joins and pays her whole share (`share`), the lead booker pays `lead`, then the lead booker cancels. */
async function guestAndLeadPayThenCancel(
  { booking }: { booking: { id: number; payment_token: string; manage_key: string } },
  share: number,
  lead: number,
) {
  const grace = await joinByLink(t, booking.id, { forename: 'Grace' });
  // Ada joins too, and pays nothing.
  const ada = await joinByLink(t, booking.id, { forename: 'Ada' });
  expect(await guestPays(booking.id, grace)).toBe(share);
  await leadPays(booking.payment_token, lead);
  return { booking, grace, ada, view: await cancel(booking.manage_key) };
}

describe('a cancellation', () => {
  it('gives back a refundable deposit and every balance paid, to each payer, and the booking then owes nothing', async () => {
    const { booking, grace, ada, view } = await guestAndLeadPayThenCancel(
      await bookMasterclass(t),
      3000,
      10000,
    );
    expect(view).toMatchObject({
      status_id: 4,
      deposit_balance: 0,
      balance: 0,
      total_balance: 0,
      per_person_balance: 0,
      per_person_deposit: 0,
      payments_made: 13000,
      refund_due: 13000,
      is_deposit_refunded: true,
    });
    expect((await refunds(booking.id)).map((r) => [r.guest_id, r.amount, r.reason])).toEqual([
      [grace.id, 3000, 'cancelled'],
      [null, 10000, 'cancelled'],
    ]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ deposit_balance: 0, balance: 0 });
    const [lead] = await mailTo(booking.id, 'mary@example.com', /is cancelled/);
    expect(lead!.body_text).toContain('£130.00 was paid towards this booking.');
    expect(lead!.body_text).toContain('£130.00 will be refunded to the cards it was paid with.');
    expect(lead!.body_text).not.toContain('not refundable');
    const [guest] = await mailTo(booking.id, grace.email, /you joined is cancelled/);
    expect(guest!.body_text).toContain('You paid £30.00 towards this booking.');
    expect(guest!.body_text).toContain('£30.00 will be refunded to the card you paid with.');
    // A guest who paid nothing is told of the cancellation, with no word of money.
    const [unpaid] = await mailTo(booking.id, ada.email, /you joined is cancelled/);
    expect(unpaid!.body_text).toContain('Hi Ada,');
    expect(unpaid!.body_text).not.toMatch(/paid|refund/);
    // Her page: nothing to pay.
    const page = await get(t, `rest/booking/guest/${grace.code}`);
    expect(page.body.data.share).toMatchObject({
      deposit_balance: 0,
      balance: 0,
      payable: 0,
      payment_options: [],
      refund_due: 3000,
      refunded: 0,
    });
    // The lead booker's list: nothing left for anyone to pay.
    const list = await get(t, `rest/my-bookings/token/${booking.manage_key}/guests`);
    expect(list.body.data.lead_booker).toMatchObject({ deposit_balance: 0, balance: 0, total_balance: 0 });
  });

  it('keeps a brunch’s deposit (its type’s rule) and says so to whoever paid it', async () => {
    const { booking, grace, view } = await guestAndLeadPayThenCancel(await bookBrunch(t), 1000, 5000);
    expect(view).toMatchObject({
      status_id: 4,
      total_balance: 0,
      payments_made: 6000,
      refund_due: 0,
      is_deposit_refunded: false,
    });
    expect(await refunds(booking.id)).toEqual([]);
    const [lead] = await mailTo(booking.id, 'mary@example.com', /is cancelled/);
    expect(lead!.body_text).toContain('£60.00 was paid towards this booking.');
    expect(lead!.body_text).toContain('The deposit of £60.00 is not refundable for this booking.');
    const [guest] = await mailTo(booking.id, grace.email, /you joined is cancelled/);
    expect(guest!.body_text).toContain('The deposit of £10.00 is not refundable for this booking.');
  });

  it('of the demo’s cancelled booking shows no balance to pay', async () => {
    const view = await get(t, `rest/my-bookings/token/${demo.manageKeys.cancelled}`);
    expect(view.body.data).toMatchObject({
      status_id: 4,
      deposit_balance: 0,
      balance: 0,
      total_balance: 0,
      payments_made: 0,
      refund_due: 0,
    });
  });
});

describe('what the payment e-mail calls paid in full', () => {
  it('is a booking whose price is paid, not a brunch whose £60 deposit is all that is paid so far', async () => {
    const { booking: brunch } = await bookBrunch(t);
    await leadPays(brunch.payment_token, 6000);
    const [deposit] = await mailTo(brunch.id, 'mary@example.com', /Payment received/);
    expect(deposit!.body_text).not.toContain('paid in full');
    const { booking: masterclass } = await bookMasterclass(t);
    await leadPays(masterclass.payment_token, 24000);
    const [whole] = await mailTo(masterclass.id, 'mary@example.com', /Payment received/);
    expect(whole!.body_text).toContain('Your booking is now paid in full.');
  });
});

describe('the team giving money back (covers refunds)', () => {
  it('lists what is due with whom it goes to and the payment’s reference, and a refund marked made shows as refunded on every page', async () => {
    const { booking, grace } = await guestAndLeadPayThenCancel(await bookMasterclass(t), 3000, 10000);
    const out: string[] = [];
    const err: string[] = [];
    const io = { stdout: (l: string) => void out.push(l), stderr: (l: string) => void err.push(l), cwd: '.' };
    const due = await t.db.query<{ id: number; amount: number; pasref: string; ref_code: string }>(
      'SELECT r.id, r.amount, p.pasref, b.ref_code FROM refunds r JOIN payments p ON p.id = r.payment_id JOIN bookings b ON b.id = r.booking_id WHERE r.booking_id = $1 ORDER BY r.id',
      [booking.id],
    );
    expect(await listDue(t.db, io)).toBe(0);
    const [graces, leads] = due;
    expect(out).toContain(
      `#${graces!.id}  £30.00  booking ${graces!.ref_code}  to Grace Guest <${grace.email}>  payment ${graces!.pasref}  (booking cancelled)`,
    );
    expect(out).toContain(
      `#${leads!.id}  £100.00  booking ${leads!.ref_code}  to Mary Somerville <mary@example.com>  payment ${leads!.pasref}  (booking cancelled)`,
    );

    expect(await markDone(t.db, io, String(graces!.id), new Date(TEST_NOW))).toBe(0);
    expect(out.at(-1)).toBe(`refund #${graces!.id} of £30.00 is marked refunded`);
    expect((await get(t, `rest/booking/guest/${grace.code}`)).body.data.share).toMatchObject({
      refund_due: 0,
      refunded: 3000,
    });
    expect((await get(t, `rest/my-bookings/token/${booking.manage_key}`)).body.data).toMatchObject({
      refund_due: 10000,
      refunded: 3000,
    });
    // Made once: again, or a refund that is none, changes nothing.
    expect(await markDone(t.db, io, String(graces!.id), new Date(TEST_NOW))).toBe(1);
    expect(await markDone(t.db, io, '999999', new Date(TEST_NOW))).toBe(1);
    expect(await markDone(t.db, io, 'twelve', new Date(TEST_NOW))).toBe(2);
    expect(await refunds(booking.id)).toEqual([
      { guest_id: grace.id, amount: 3000, reason: 'cancelled', state: 'refunded' },
      { guest_id: null, amount: 10000, reason: 'cancelled', state: 'due' },
    ]);
  });
});
