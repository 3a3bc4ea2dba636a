/**
 * A real server process killed at points of a payment (COVERS_CRASH_AT), then started again on the same
 * data: the state afterwards must be consistent — no booking confirmed without its payment, no payment
 * without its booking, one payment and one e-mail per order — and the payment must not be lost when
 * the gateway had taken it. Runs on PGlite in a temporary folder, or on PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { SANDBOX_SHARED_SECRET } from '../../src/server/config.ts';
import type { Db } from '../../src/server/db/index.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import type { CrashPoint } from '../../src/server/payments/crash-points.ts';
import { signResponse } from '../../src/server/payments/hpp-protocol.ts';
import { serverProcesses, type Place, type ServerProcess as Server } from '../helpers/server-processes.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bookWithDeposit } from './payments-helpers.ts';
import { moneyViolations as violations } from '../helpers/money-consistency.ts';

const processes = serverProcesses();
const { freshPlace, stop } = processes;
const startServer = (place: Place, crashAt?: CrashPoint) => processes.start(place, { env: { COVERS_CRASH_AT: crashAt ?? '' } });

async function api(server: Server, method: 'GET' | 'POST', path: string, body?: unknown, brand: number = demo.brands.revolution) {
  const r = await fetch(`${server.url}/api/${path}`, {
    method,
    headers: { 'x-api-key': 'covers-demo-key', 'x-brand': String(brand), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: r.status, body: (await r.json()) as any };
}

/** A provisional brunch booking (the in-process tests' own steps, over HTTP) and its hosted-page order. */
async function bookAndOpenPayment(server: Server) {
  const overHttp: Pick<TestApp, 'post'> = { post: (path, body, options) => api(server, 'POST', path, body, Number(options?.brand ?? demo.brands.revolution)) };
  const { sessionId, booking } = await bookWithDeposit(overHttp);
  const deposit = await api(server, 'POST', 'rest/booking/session/deposit', { session_id: sessionId, include: 'gp' });
  expect(deposit.status).toBe(200);
  return { bookingId: booking.id, gp: deposit.body.data.gp.data as { order_id: string; url: string; fields: Record<string, string> } };
}

/** The customer pays on the sandbox page; the server may die before it answers. */
async function payOnSandboxPage(server: Server, gp: { url: string; fields: Record<string, string> }) {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(fields).toString(),
  });
  const page = await fetch(gp.url, form(gp.fields));
  expect(page.status).toBe(200);
  return fetch(`${gp.url}/pay`, form({ ...gp.fields, card_number: '4263970000005262', exp_month: '12', exp_year: '30', cvv: '123', card_name: 'Mary Somerville' }))
    .then(async (r) => ({ status: r.status, text: await r.text() }))
    .catch((error: unknown) => ({ status: 0, text: String(error) }));
}

/** The gateway's answer posted straight to the merchant response URL (as the real gateway does). */
async function postAnswer(server: Server, gp: { fields: Record<string, string> }) {
  const f = gp.fields;
  const answer = signResponse(
    { MERCHANT_ID: f.MERCHANT_ID!, ACCOUNT: f.ACCOUNT!, ORDER_ID: f.ORDER_ID!, TIMESTAMP: f.TIMESTAMP!, AMOUNT: f.AMOUNT!, CURRENCY: f.CURRENCY!, RESULT: '00', MESSAGE: '[ test system ] AUTHORISED', PASREF: '1234567890', AUTHCODE: '424242' },
    SANDBOX_SHARED_SECRET,
  );
  return fetch(`${server.url}/api/rest/deposit/payment/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(answer).toString(),
  })
    .then((r) => r.status)
    .catch(() => 0);
}

async function state(db: Db, bookingId: number, orderId: string) {
  const [booking] = await db.query<{ status_id: number; deposit_balance: number }>('SELECT status_id, deposit_balance FROM bookings WHERE id = $1', [bookingId]);
  const [order] = await db.query<{ status: string }>('SELECT status FROM payment_orders WHERE order_id = $1', [orderId]);
  const [n] = await db.query<{ payments: number; emails: number; undelivered: number }>(
    `SELECT (SELECT count(*) FROM payments WHERE booking_id = $1) AS payments,
            (SELECT count(*) FROM email_outbox WHERE booking_id = $1 AND template = 'payment-received') AS emails,
            (SELECT count(*) FROM sandbox_transactions WHERE delivered_at IS NULL) AS undelivered`,
    [bookingId],
  );
  return { ...booking!, order: order!.status, ...n! };
}

/** What must hold after every scenario: the booking and order as expected, and nothing inconsistent. */
async function expectSettled(place: Place, bookingId: number, orderId: string, expected: Partial<Awaited<ReturnType<typeof state>>>) {
  const db = await place.open();
  try {
    expect(await state(db, bookingId, orderId)).toMatchObject(expected);
    expect(await violations(db)).toEqual([]);
  } finally {
    await db.close();
  }
}

/** The gateway's answer posted to a server that dies at `point` while settling it; a new server on its data. */
async function killedWhileSettling(point: CrashPoint) {
  const place = await freshPlace();
  const first = await startServer(place, point);
  const { bookingId, gp } = await bookAndOpenPayment(first);
  expect(await postAnswer(first, gp)).toBe(0);
  await first.exited;
  return { place, bookingId, gp, second: await startServer(place) };
}

describe('a server killed in the middle of a payment', { timeout: 180_000 }, () => {
  for (const point of ['sandbox:charged', 'settle:before-commit', 'settle:after-commit'] as const) {
    it(`recovers when killed at ${point} while the sandbox page pays: the payment is settled once`, async () => {
      const place = await freshPlace();
      const first = await startServer(place, point);
      const { bookingId, gp } = await bookAndOpenPayment(first);
      const paid = await payOnSandboxPage(first, gp);
      expect(paid.status, paid.text).toBe(0);
      expect((await first.exited).signal).toBe('SIGKILL');

      const second = await startServer(place);
      expect(second.output()).toContain('1 unsettled payment(s) recovered');
      const check = await api(second, 'GET', `rest/deposit/payment/check?code=${gp.order_id}`);
      expect(check.body.data).toMatchObject({ received_response: true, success: true, booking: { status_id: 1, deposit_balance: 0 } });
      // Paying the same order again on the page takes nothing more.
      const again = await payOnSandboxPage(second, gp);
      expect(again.text).toContain('already been processed');
      await stop(second);
      await expectSettled(place, bookingId, gp.order_id, { status_id: 1, deposit_balance: 0, order: 'paid', payments: 1, emails: 1, undelivered: 0 });
    });
  }

  it('loses nothing when killed before the commit of an answer the gateway posted: it can be posted again', async () => {
    const { place, bookingId, gp, second } = await killedWhileSettling('settle:before-commit');
    const unpaid = await api(second, 'GET', `rest/deposit/payment/check?code=${gp.order_id}`);
    expect(unpaid.body.data).toMatchObject({ received_response: false, booking: { status_id: 0, deposit_balance: 6000 } });
    expect(await postAnswer(second, gp)).toBe(200);
    expect(await postAnswer(second, gp)).toBe(200);
    await stop(second);
    await expectSettled(place, bookingId, gp.order_id, { status_id: 1, deposit_balance: 0, order: 'paid', payments: 1, emails: 1 });
  });

  it('keeps a payment committed just before the kill, and a repeated answer changes nothing', async () => {
    const { place, bookingId, gp, second } = await killedWhileSettling('settle:after-commit');
    expect(await postAnswer(second, gp)).toBe(200);
    await stop(second);
    await expectSettled(place, bookingId, gp.order_id, { status_id: 1, deposit_balance: 0, order: 'paid', payments: 1, emails: 1 });
  });
});
