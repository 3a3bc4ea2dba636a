/** Shared steps of the payment API tests: book, open the hosted page, pay with a test card, answer as the gateway. */
import { SANDBOX_SHARED_SECRET } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { signResponse, type HppFields } from '../../src/server/payments/hpp-protocol.ts';
import type { TestApp } from '../helpers/test-app.ts';

export const ORIGIN = 'http://covers.test';
export const SUCCESS_CARD = '4263970000005262';
export const DECLINE_CARD = '4000120000001154';
export const CORPORATE_CARD = '4000000000000119';
export const CHALLENGE_CARD = '4000000000003220';
export const TIMEOUT_CARD = '4009830000001985';

export interface Response {
  status: number;
  body: any;
  text: string;
  headers: Record<string, unknown>;
}

export async function get(t: TestApp, path: string, options: { brand?: number } = {}): Promise<Response> {
  const r = await t.app.server.inject({ method: 'GET', url: `/api/${path}`, headers: { 'x-brand': String(options.brand ?? 1), 'x-api-key': 'covers-demo-key' } });
  return { status: r.statusCode, body: safeJson(r.body), text: r.body, headers: r.headers };
}

/** A form post anywhere on the server (the callback, the sandbox page), with an Origin when given. */
export async function postForm(t: TestApp, url: string, fields: Record<string, string>, origin?: string): Promise<Response> {
  const r = await t.app.server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: r.statusCode, body: safeJson(r.body), text: r.body, headers: r.headers };
}

function safeJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A completed booking of a type that takes a deposit: a provisional booking (status 0). */
export async function bookWithDeposit(
  t: Pick<TestApp, 'post'>,
  options: { type?: number; date?: string; people?: number; email?: string; time?: string; brand?: number; bar?: number; variations?: unknown[] } = {},
) {
  const brand = options.brand ?? demo.brands.revolution;
  const start = await t.post(
    'rest/booking/session',
    {
      form_version: '2.0',
      bar_id: options.bar ?? demo.bars.revolutionManchester,
      date: options.date ?? '2026-11-28',
      no_people: options.people ?? 6,
      party_type: options.type ?? demo.types.brunch,
    },
    { brand },
  );
  if (start.status !== 200) throw new Error(`session: ${start.status} ${JSON.stringify(start.body)}`);
  const sessionId = start.body.data.session_id as string;
  const time = options.time ?? (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.available)!.time;
  const ready = await t.post(
    'rest/booking/session',
    { session_id: sessionId, time, step: 4, forename: 'Mary', surname: 'Somerville', email: options.email ?? 'mary@example.com', phone: '07700900111', ...(options.variations ? { variations: options.variations } : {}) },
    { brand },
  );
  if (!ready.body.data.can_complete) throw new Error(`not completable: ${JSON.stringify(ready.body.data.no_complete_reason)}`);
  const done = await t.post('rest/booking/session/complete', { session_id: sessionId }, { brand });
  if (done.status !== 201) throw new Error(`complete: ${done.status} ${JSON.stringify(done.body)}`);
  return {
    sessionId,
    booking: done.body.data.booking as {
      id: number;
      ref_code: string;
      payment_token: string;
      manage_key: string;
      deposit: number;
      deposit_balance: number;
      balance: number;
      value: number;
      status_id: number;
    },
  };
}

/** A brunch for six on Saturday 28 November 2026: a £10 a head deposit, nothing else to pay. */
export const bookBrunch = (t: TestApp, options: { people?: number; email?: string; variations?: unknown[] } = {}) => bookWithDeposit(t, options);

/** A cocktail masterclass for eight on Friday 4 December 2026: £30 a head, £10 a head deposit, a balance. */
export const bookMasterclass = (t: TestApp) => bookWithDeposit(t, { type: demo.types.cocktailMasterclass, date: '2026-12-04', people: 8 });

/** A session for a booth (card required, no deposit), ready to complete. */
export async function boothSession(t: TestApp) {
  const start = await t.post('rest/booking/session', {
    form_version: '2.0',
    bar_id: demo.bars.revolutionManchester,
    date: '2026-11-27',
    no_people: 6,
    party_type: demo.types.booth,
  });
  const sessionId = start.body.data.session_id as string;
  const time = (start.body.data.all_slots as Array<{ time: string; available: boolean }>).find((s) => s.available)!.time;
  const ready = await t.post('rest/booking/session', {
    session_id: sessionId,
    time,
    step: 4,
    forename: 'Ada',
    surname: 'Lovelace',
    email: 'ada@example.com',
    phone: '07700900222',
  });
  if (!ready.body.data.can_complete) throw new Error(`booth not completable: ${JSON.stringify(ready.body.data.no_complete_reason)}`);
  return sessionId;
}

export interface HostedData {
  order_id: string;
  amount: number;
  url: string;
  fields: Record<string, string>;
  serialised: string;
}

/** Opens the sandbox page with the order's signed request, as the widget's frame does. */
export async function openHostedPage(t: TestApp, hosted: HostedData, origin = ORIGIN) {
  return postForm(t, new URL(hosted.url).pathname, hosted.fields, origin);
}

/** Pays on the sandbox page with a card; the page answers with the merchant's result page. */
export async function payWithCard(t: TestApp, hosted: HostedData, card = SUCCESS_CARD, extra: Record<string, string> = {}) {
  const opened = await openHostedPage(t, hosted);
  if (opened.status !== 200) throw new Error(`hosted page: ${opened.status} ${opened.text}`);
  return postForm(t, `${new URL(hosted.url).pathname}/pay`, { ...hosted.fields, card_number: card, exp_month: '12', exp_year: '30', cvv: '123', card_name: 'Mary Somerville', ...extra }, ORIGIN);
}

/** The gateway's signed answer for an order, as it would post it to the merchant response URL. */
export function gatewayAnswer(hosted: HostedData, overrides: Partial<HppFields> = {}, secret = SANDBOX_SHARED_SECRET): HppFields {
  const f = hosted.fields;
  return signResponse(
    {
      MERCHANT_ID: f.MERCHANT_ID!,
      ACCOUNT: f.ACCOUNT!,
      ORDER_ID: f.ORDER_ID!,
      TIMESTAMP: f.TIMESTAMP!,
      AMOUNT: f.AMOUNT!,
      CURRENCY: f.CURRENCY!,
      RESULT: '00',
      MESSAGE: '[ test system ] AUTHORISED',
      PASREF: '14631546336115597',
      AUTHCODE: '12345',
      ...overrides,
    },
    secret,
  );
}

export const CALLBACK = '/api/rest/deposit/payment/callback';

/** The database's view of a booking's money. */
export async function bookingRow(t: TestApp, id: number) {
  const [row] = await t.db.query<{
    status_id: number;
    deposit_balance: number;
    balance: number;
    hold_expires_at: Date | null;
    deposit_due_date: string | null;
    balance_due_date: string | null;
    created_at: Date;
  }>('SELECT status_id, deposit_balance, balance, hold_expires_at, deposit_due_date, balance_due_date, created_at FROM bookings WHERE id = $1', [id]);
  return row!;
}

export async function counts(t: TestApp, bookingId: number) {
  const [row] = await t.db.query<{ payments: number; captured: number; refunds: number; emails: number }>(
    `SELECT (SELECT count(*) FROM payments WHERE booking_id = $1) AS payments,
            (SELECT count(*) FROM payments WHERE booking_id = $1 AND status = 'captured') AS captured,
            (SELECT count(*) FROM payments WHERE booking_id = $1 AND status = 'refund_due') AS refunds,
            (SELECT count(*) FROM email_outbox WHERE booking_id = $1 AND template LIKE 'payment-%') AS emails`,
    [bookingId],
  );
  return row!;
}

/** Takes every cover of the booking's slot with another, confirmed booking (as if sold while the hold lapsed). */
export async function fillSlot(t: TestApp, bookingId: number) {
  await t.db.query(
    `INSERT INTO bookings (ref_code, status_id, brand_id, bar_id, booking_type_id, people, booking_date, booking_time, start_at, end_at,
        trading_date, manage_key, invite_code, payment_token)
     SELECT substr(md5(random()::text), 1, 8), 1, b.brand_id, b.bar_id, b.booking_type_id, c.capacity, b.booking_date, b.booking_time, b.start_at, b.end_at,
        b.trading_date,
        md5(random()::text), md5(random()::text), md5(random()::text)
     FROM bookings b JOIN bar_booking_types c ON c.bar_id = b.bar_id AND c.booking_type_id = b.booking_type_id WHERE b.id = $1`,
    [bookingId],
  );
}
