import { beforeEach, describe, expect, it } from 'vitest';
import { signResponse, type HppFields } from '../../src/server/payments/hpp-protocol.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch, bookingRow, CALLBACK, counts, gatewayAnswer, postForm, type HostedData } from './payments-helpers.ts';

const t = useTestApp();
beforeEach(() => t.clock.set(TEST_NOW));

async function brunchOrder() {
  const { sessionId, booking } = await bookBrunch(t);
  const opened = await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp' });
  return { sessionId, booking, gp: opened.body.data.gp.data as HostedData };
}

const post = (fields: Record<string, string>) => postForm(t, CALLBACK, fields);

async function orderRow(orderId: string) {
  const [row] = await t.db.query<{ status: string; responded_at: Date | null; result: string | null }>(
    'SELECT status, responded_at, result FROM payment_orders WHERE order_id = $1',
    [orderId],
  );
  return row!;
}

describe('the merchant response URL', () => {
  it('needs no API key, answers with a short result page and settles the order', async () => {
    const { booking, gp } = await brunchOrder();
    const answer = await post(gatewayAnswer(gp, { HPP_POST_DIMENSIONS: 'http://covers.test' }));
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/html');
    expect(answer.text).toContain('data-result="paid"');
    expect(answer.text).toContain('data-parent-origin="http://covers.test"');
    expect(answer.text).toContain('<script src="http://covers.test/payments/frame.js" defer></script>');
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });
    expect(await orderRow(gp.order_id)).toMatchObject({ status: 'paid', result: '00' });
  });

  it('ignores a replay: the same signed answer again changes nothing', async () => {
    const { booking, gp } = await brunchOrder();
    const fields = gatewayAnswer(gp);
    expect((await post(fields)).status).toBe(200);
    const before = await bookingRow(t, booking.id);
    for (let i = 0; i < 5; i++) {
      const again = await post(fields);
      expect(again.status).toBe(200);
      expect(again.text).toContain('Payment has been made');
    }
    expect(await bookingRow(t, booking.id)).toEqual(before);
    expect(await counts(t, booking.id)).toMatchObject({ payments: 1, captured: 1, emails: 1 });
  });

  it('refuses a second, different answer for a settled order', async () => {
    const { booking, gp } = await brunchOrder();
    await post(gatewayAnswer(gp, { RESULT: '101', MESSAGE: '[ test system ] DECLINED', AUTHCODE: '' }));
    const after = await post(gatewayAnswer(gp, { PASREF: '99999999999999999' }));
    expect(after.status).toBe(409);
    expect(after.body.error).toBe('This order has already been settled.');
    expect(await orderRow(gp.order_id)).toMatchObject({ status: 'declined', result: '101' });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0, deposit_balance: 6000 });
    expect(await counts(t, booking.id)).toMatchObject({ payments: 0, emails: 0 });
  });

  it('rejects tampered and mismatched answers with a 4xx and changes nothing', async () => {
    const { booking, gp } = await brunchOrder();
    const good = gatewayAnswer(gp);
    const cases: Array<[string, HppFields, number]> = [
      ['amount raised after signing', { ...good, AMOUNT: '60000' }, 400],
      ['amount lowered and re-signed with a guessed secret', signResponse({ ...good, AMOUNT: '1' }, 'guess'), 403],
      ['signed with another secret', gatewayAnswer(gp, {}, 'not-the-secret'), 403],
      ['result changed', { ...good, RESULT: '01' }, 403],
      ['auth code changed', { ...good, AUTHCODE: '54321' }, 403],
      ['hash of another answer', { ...good, SHA1HASH: gatewayAnswer(gp, { PASREF: '1' }).SHA1HASH! }, 403],
      ['amount of another order, correctly signed', gatewayAnswer({ ...gp, fields: { ...gp.fields, AMOUNT: '600' } }), 400],
      ['currency of another order, correctly signed', gatewayAnswer({ ...gp, fields: { ...gp.fields, CURRENCY: 'EUR' } }), 400],
      ['another merchant, correctly signed', gatewayAnswer({ ...gp, fields: { ...gp.fields, MERCHANT_ID: 'someone-else' } }), 400],
      ['another account, correctly signed', gatewayAnswer({ ...gp, fields: { ...gp.fields, ACCOUNT: 'other' } }), 400],
      ['unknown order id, correctly signed', gatewayAnswer({ ...gp, fields: { ...gp.fields, ORDER_ID: 'no-such-order-0000000000000000000' } }), 404],
      ['no signature', Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'SHA1HASH')), 400],
      ['no amount', Object.fromEntries(Object.entries(good).filter(([k]) => k !== 'AMOUNT')), 400],
      ['malformed order id', { ...good, ORDER_ID: '../../etc' }, 400],
    ];
    for (const [name, fields, status] of cases) {
      const r = await post(fields);
      expect(r.status, name).toBe(status);
      expect(r.body?.error, name).toEqual(expect.any(String));
    }
    // A field sent twice is not a gateway's answer.
    const twice = await t.app.server.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${new URLSearchParams(good).toString()}&RESULT=00`,
    });
    expect(twice.statusCode).toBe(400);
    const json = await t.app.server.inject({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/json' }, payload: '[1,2]' });
    expect(json.statusCode).toBe(400);

    expect(await orderRow(gp.order_id)).toMatchObject({ status: 'pending', responded_at: null });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0, deposit_balance: 6000 });
    expect(await counts(t, booking.id)).toMatchObject({ payments: 0, emails: 0 });
    // And the genuine answer still works afterwards.
    expect((await post(good)).status).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });

  it('accepts a genuine answer posted as JSON too', async () => {
    const { booking, gp } = await brunchOrder();
    const r = await t.app.server.inject({ method: 'POST', url: CALLBACK, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(gatewayAnswer(gp)) });
    expect(r.statusCode).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1 });
  });
});

describe('one payment per order, whatever arrives', () => {
  it('settles the same answer delivered 100 times at once exactly once', async () => {
    const { booking, gp } = await brunchOrder();
    const fields = gatewayAnswer(gp);
    const answers = await Promise.all(Array.from({ length: 100 }, () => post(fields)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    expect(answers.every((a) => a.text.includes('Payment has been made'))).toBe(true);
    expect(await counts(t, booking.id)).toMatchObject({ payments: 1, captured: 1, refunds: 0, emails: 1 });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });
    const [order] = await t.db.query<{ n: number }>("SELECT count(*) AS n FROM payment_orders WHERE booking_id = $1 AND status = 'paid'", [booking.id]);
    expect(order!.n).toBe(1);
  });

  it('takes one of two orders paid at once for the same deposit; the other is due back', async () => {
    const { sessionId, booking, gp } = await brunchOrder();
    const second = (await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'gp' })).body.data.gp.data as HostedData;
    const results = await Promise.all([post(gatewayAnswer(gp)), post(gatewayAnswer(second))]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await counts(t, booking.id)).toMatchObject({ payments: 2, captured: 1, refunds: 1, emails: 2 });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 1, deposit_balance: 0 });
    const [refund] = await t.db.query<{ reason: string }>("SELECT reason FROM payments WHERE booking_id = $1 AND status = 'refund_due'", [booking.id]);
    expect(refund!.reason).toMatch(/already been paid/);
  });
});

/** A seeded generator, so a failing fuzz case can be replayed. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

describe('fuzzing the merchant response URL', () => {
  it('accepts none of 3,000 mutated answers', async () => {
    const { booking, gp } = await brunchOrder();
    const good = gatewayAnswer(gp);
    const random = generator(20261121);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const checked = ['ORDER_ID', 'TIMESTAMP', 'MERCHANT_ID', 'ACCOUNT', 'AMOUNT', 'CURRENCY', 'RESULT', 'MESSAGE', 'PASREF', 'AUTHCODE', 'SHA1HASH'];
    const required = ['ORDER_ID', 'TIMESTAMP', 'MERCHANT_ID', 'AMOUNT', 'RESULT', 'SHA1HASH'];
    const alphabet = '0123456789abcdefABCDEF-_ .[]%&=+/\u00e9\u0000';

    function mutate(): Record<string, string> | null {
      const fields: Record<string, string> = { ...good };
      const name = pick(checked);
      const value = fields[name] ?? '';
      switch (Math.floor(random() * 6)) {
        case 0: {
          if (!value) return null;
          const i = Math.floor(random() * value.length);
          fields[name] = value.slice(0, i) + pick([...alphabet]) + value.slice(i + 1);
          break;
        }
        case 1: {
          const i = Math.floor(random() * (value.length + 1));
          fields[name] = value.slice(0, i) + pick([...alphabet]) + value.slice(i);
          break;
        }
        case 2:
          if (!value) return null;
          fields[name] = value.slice(0, -1);
          break;
        case 3:
          // Only a field the answer cannot do without: leaving out ACCOUNT or CURRENCY is what some real answers do.
          if (!required.includes(name)) return null;
          delete fields[name];
          break;
        case 4:
          // Another plausible value, re-signed by someone who does not know the secret.
          fields[name] = name === 'RESULT' ? pick(['00', '101', '110']) : name === 'AMOUNT' ? String(Math.floor(random() * 100000)) : `${value}${Math.floor(random() * 10)}`;
          Object.assign(fields, signResponse(fields, pick(['', 'secret', 'covers-sandbox', 'covers-sandbox-secre', 'covers-sandbox-secret '])));
          break;
        default:
          fields[name] = value.toUpperCase() === value ? value.toLowerCase() : value.toUpperCase();
      }
      // An upper-case signature is the same signature: that is no mutation.
      const norm = (f: Record<string, string>) => JSON.stringify({ ...f, SHA1HASH: f.SHA1HASH?.toLowerCase() });
      return norm(fields) === norm(good) ? null : fields;
    }

    let sent = 0;
    const statuses = new Map<number, number>();
    while (sent < 3000) {
      const fields = mutate();
      if (!fields) continue;
      const r = await post(fields);
      sent++;
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      if (r.status < 400 || r.status >= 500) throw new Error(`accepted (${r.status}): ${JSON.stringify(fields)}`);
    }
    expect([...statuses.keys()].every((s) => s >= 400 && s < 500)).toBe(true);
    expect(await orderRow(gp.order_id)).toMatchObject({ status: 'pending', responded_at: null });
    expect(await bookingRow(t, booking.id)).toMatchObject({ status_id: 0, deposit_balance: 6000 });
    expect(await counts(t, booking.id)).toMatchObject({ payments: 0, emails: 0 });
    expect((await post(good)).status).toBe(200);
    // 3,000 requests in a row: on a loaded machine this takes well over the default 30 s.
  }, 180_000);
});
