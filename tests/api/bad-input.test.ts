import { beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let sessionId: string;
let before: unknown;

const ready = {
  bar_id: demo.bars.revolutionManchester,
  date: '2026-11-27',
  no_people: 4,
  party_type: demo.types.table,
};

beforeAll(async () => {
  const start = await t.post('rest/booking/session', { form_version: '2.0', ...ready });
  sessionId = start.body.data.session_id;
});

async function storedFields() {
  const [row] = await t.db.query<{ fields: unknown }>('SELECT fields FROM booking_sessions WHERE id = $1', [sessionId]);
  return row?.fields;
}
async function counts() {
  const [row] = await t.db.query<{ sessions: number; bookings: number }>(
    'SELECT (SELECT count(*) FROM booking_sessions)::int AS sessions, (SELECT count(*) FROM bookings)::int AS bookings',
  );
  return row;
}

/** Sends a bad request and checks the answer's shape and that nothing in the database moved. */
async function rejects(
  send: () => Promise<{ status: number; body: any }>,
  status: number,
  message: RegExp,
  field?: string,
) {
  before = { fields: await storedFields(), counts: await counts() };
  const response = await send();
  expect(response.status).toBe(status);
  expect(Object.keys(response.body).sort()).toEqual(['error', 'errors']);
  expect(response.body.error).toMatch(message);
  expect(response.body.errors.message).toBe(response.body.error);
  if (field) expect(response.body.errors.fields[field]).toEqual([expect.stringMatching(message)]);
  expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expect({ fields: await storedFields(), counts: await counts() }).toEqual(before);
}

const update = (body: Record<string, unknown>, options?: Parameters<TestApp['post']>[2]) =>
  t.post('rest/booking/session', { session_id: sessionId, ...body }, options);

describe('bad input changes nothing and gets a clear 4xx', () => {
  it('an unknown bar', () => rejects(() => update({ bar_id: 99999 }), 422, /Unknown location/, 'bar_id'));
  it('another brand’s bar', () => rejects(() => update({ bar_id: demo.bars.decubaManchester }), 422, /Unknown location/, 'bar_id'));
  it('a closed bar', () => rejects(() => update({ bar_id: demo.closedBar }), 422, /not taking bookings/, 'bar_id'));
  it('an unknown booking type', () => rejects(() => update({ party_type: 4242 }), 422, /Unknown booking type/, 'party_type'));
  it('another brand’s booking type', () => rejects(() => update({ party_type: demo.types.rumParty }), 422, /Unknown booking type/, 'party_type'));
  it('a date in the past', () => rejects(() => update({ date: '2026-11-20' }), 422, /from today onwards/, 'date'));
  it('a date that does not exist', () => rejects(() => update({ date: '2026-02-30' }), 422, /YYYY-MM-DD/, 'date'));
  it('a date after the bar’s close date', async () => {
    const start = await t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.closingBar }, { brand: demo.brands.decuba });
    const id = start.body.data.session_id;
    const [row] = await t.db.query<{ fields: unknown }>('SELECT fields FROM booking_sessions WHERE id = $1', [id]);
    const response = await t.post('rest/booking/session', { session_id: id, date: '2027-04-01' }, { brand: demo.brands.decuba });
    expect(response.status).toBe(422);
    expect(response.body.errors.fields.date[0]).toMatch(/closing: please choose a date up to 31\/03\/2027\./);
    const [after] = await t.db.query<{ fields: unknown }>('SELECT fields FROM booking_sessions WHERE id = $1', [id]);
    expect(after).toEqual(row);
  });
  it('negative people', () => rejects(() => update({ no_people: -2 }), 422, /whole number, 0 or more/, 'no_people'));
  it('non-numeric people', () => rejects(() => update({ no_people: 'lots' }), 422, /whole number, 0 or more/, 'no_people'));
  it('non-numeric people in a form body', () => rejects(() => update({ no_people: 'abc' }, { form: true }), 422, /whole number/, 'no_people'));
  it('an unknown step', () => rejects(() => update({ step: 7 }), 422, /Unknown step/, 'step'));
  it('a malformed list of variations in a form body', () =>
    rejects(() => update({ variations: '[{oops' }, { form: true }), 422, /chosen variations/, 'variations'));
  it('an unknown session', () =>
    rejects(() => t.post('rest/booking/session', { session_id: 'no-such-session', no_people: 2 }), 404, /session not found/));
  it('another brand’s session', () =>
    rejects(() => update({ no_people: 2 }, { brand: demo.brands.decuba }), 404, /session not found/));
  it('a new session without form_version 2.0', () =>
    rejects(() => t.post('rest/booking/session', { no_people: 2 }), 400, /form_version 2.0/, 'form_version'));
  it('an unsupported booking_flow_version', () =>
    rejects(() => update({ booking_flow_version: 1 }), 400, /booking_flow_version 2/));
  it('malformed JSON', () => rejects(() => t.post('rest/booking/session', null, { raw: '{"session_id": ' }), 400, /not valid JSON/));
  it('a body that is not an object', () => rejects(() => t.post('rest/booking/session', [1, 2]), 400, /JSON object or form fields/));
  it('a missing API key', () => rejects(() => update({ no_people: 2 }, { key: null }), 401, /API key is required/));
  it('a wrong API key', () => rejects(() => update({ no_people: 2 }, { key: 'guess' }), 401, /not valid for this brand/));
  it('a key for another brand', () =>
    rejects(() => t.post('rest/booking/session', { form_version: '2.0' }, { brand: demo.brands.decuba, key: 'revolution-only-key' }), 401, /not valid for this brand/));
  it('an unknown brand', () => rejects(() => update({ no_people: 2 }, { brand: 3 }), 400, /Unknown brand/, 'brand'));
  it('a brand that is not a number', () => rejects(() => update({ no_people: 2 }, { brand: 'revolution' }), 400, /Unknown brand/));
  it('completing without a session id', () => rejects(() => t.post('rest/booking/session/complete', {}), 400, /session_id is required/, 'session_id'));
  it('completing an unknown session', () =>
    rejects(() => t.post('rest/booking/session/complete', { session_id: 'nope' }), 404, /session not found/));
  it('completing a session with details missing', () =>
    rejects(() => t.post('rest/booking/session/complete', { session_id: sessionId }), 422, /choose a time/, 'time'));
  it('an unknown endpoint', () => rejects(() => t.post('rest/booking/nothing', {}), 404, /No such endpoint/));

  it('keeps a good request working after all that', async () => {
    const ok = await update({ no_people: 5 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.no_people).toBe(5);
  });
});
