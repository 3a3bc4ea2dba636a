/**
 * Text no database can store (a NUL character, an unpaired surrogate) is refused at the edge with a 400
 * in the spec's error shape, wherever it comes — JSON or form field, key, path parameter, query string,
 * page or API call — and nothing in the database changes. Every example an outside tester found a 500
 * with is here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { INVALID_FIELD_MESSAGE, INVALID_TEXT_MESSAGE } from '../../src/server/plugins/valid-text.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { injectRaw, type RawRequest } from '../helpers/inject.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let sessionId: string;

beforeAll(async () => {
  const start = await t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: 4, party_type: demo.types.table });
  sessionId = start.body.data.session_id;
});

const NUL = '\u0000';
const LONE = '\ud800';

type Request = RawRequest & { method: 'GET' | 'POST' };

const send = (request: Request) => injectRaw(t.app.server, request);

/** The request is refused with 400, the error shape (naming `field` when given), no stack text, and no row changed. */
async function refused(request: Request, field?: string) {
  const before = await dbFingerprint(t.db);
  const response = await send(request);
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(body).toEqual({ error: INVALID_TEXT_MESSAGE, errors: { message: INVALID_TEXT_MESSAGE, ...(field ? { fields: { [field]: [INVALID_FIELD_MESSAGE] } } : {}) } });
  expect(response.body).not.toMatch(/\bat .+\.(ts|js|mjs):\d+/);
  expect(await dbFingerprint(t.db)).toEqual(before);
}

const session = () => ({ url: '/api/rest/booking/session', method: 'POST' as const });

describe('text that cannot be stored is refused at the edge and changes nothing', () => {
  it('a NUL in a session field (forename)', () => refused({ ...session(), json: { session_id: sessionId, forename: `Ada${NUL}` } }, 'forename'));
  it('a NUL as the session id', () => refused({ ...session(), json: { session_id: NUL, no_people: 2 } }, 'session_id'));
  it('a NUL in a new session', () => refused({ ...session(), json: { form_version: '2.0', surname: NUL } }, 'surname'));
  it('an unpaired surrogate in a session field', () => refused({ ...session(), json: { session_id: sessionId, special_requests: `cake ${LONE}` } }, 'special_requests'));
  it('an unpaired low surrogate at the end', () => refused({ ...session(), json: { session_id: sessionId, surname: 'Lovelace\udc00' } }, 'surname'));
  it('a NUL in a form-encoded field', () => refused({ ...session(), form: `session_id=${sessionId}&forename=Ada%00` }, 'forename'));
  it('a NUL deep inside a field (a list of objects)', () => refused({ ...session(), json: { session_id: sessionId, variations: [{ id: 1, note: NUL }] } }, 'variations'));
  it('a NUL in a field’s name', () => refused({ ...session(), json: { session_id: sessionId, [`forename${NUL}`]: 'Ada' } }));
  it('completing with a NUL session id', () => refused({ method: 'POST', url: '/api/rest/booking/session/complete', json: { session_id: NUL } }, 'session_id'));
  it('a deposit with a NUL session id', () => refused({ method: 'POST', url: '/api/rest/booking/session/deposit', json: { session_id: NUL, include: 'gp' } }, 'session_id'));
  it('storing a card with a NUL session id', () => refused({ method: 'POST', url: '/api/rest/deposits/store-card', json: { session_id: NUL } }, 'session_id'));
  it('GET rest/ical/%00', () => refused({ method: 'GET', url: '/api/rest/ical/%00' }, 'token'));
  it('GET rest/deposit/%00', () => refused({ method: 'GET', url: '/api/rest/deposit/%00' }, 'id'));
  it('GET rest/deposit/manage?token=%00', () => refused({ method: 'GET', url: '/api/rest/deposit/manage?token=%00' }, 'token'));
  it('POST rest/deposit/payment/%00', () => refused({ method: 'POST', url: '/api/rest/deposit/payment/%00', json: { amount: 1000 } }, 'code'));
  it('POST rest/deposit/manage/create-request/%00', () => refused({ method: 'POST', url: '/api/rest/deposit/manage/create-request/%00', json: { amount: 1000 } }, 'code'));
  it('a NUL in a query string of another call', () => refused({ method: 'GET', url: '/api/rest/deposits/payment-request?code=AB%00CD' }, 'code'));
  it('a NUL in the gateway’s form answer', () => refused({ method: 'POST', url: '/api/rest/deposit/payment/callback', form: 'ORDER_ID=%00&RESULT=00' }, 'ORDER_ID'));
  it('a NUL in a page’s path (the account pages)', () => refused({ method: 'GET', url: '/payment/%00' }, 'code'));
  it('a NUL in the calendar page’s path', () => refused({ method: 'GET', url: '/ical/%00' }, 'token'));

  it('still takes text with paired surrogates (emoji), accents and other scripts', async () => {
    const forename = 'Zoë 🎉 Ōkubo 李';
    const response = await send({ ...session(), json: { session_id: sessionId, forename } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.forename).toBe(forename);
    const [row] = await t.db.query<{ fields: { forename: string } }>('SELECT fields FROM booking_sessions WHERE id = $1', [sessionId]);
    expect(row!.fields.forename).toBe(forename);
  });

  it('an invalid percent-encoding in a path is a client error too, never a 500', async () => {
    for (const url of ['/api/rest/deposit/%ED%A0%80', '/api/rest/deposit/%FF', '/api/rest/ical/%E0%A4%A']) {
      const before = await dbFingerprint(t.db);
      const response = await send({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(Object.keys(response.json()).sort()).toEqual(['error', 'errors']);
      expect(await dbFingerprint(t.db)).toEqual(before);
    }
  });
});
