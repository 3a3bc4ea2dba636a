/**
 * Track and trace (issue 15, spec §2.5, §3 "Check-in visit", §4, §5, §7.5, §8, §9): a bar's check-in page reads the
 * bar and its maximum; a group checks in for 2 hours and extends its visit. One contact (the same e-mail address or
 * phone number, however typed) holds at most the bar's maximum of people on visits at a bar that have not ended,
 * also when their check-ins arrive at once. Bad input, unknown bars and other bars' visits are refused in the error
 * shape and change nothing. Check-ins are deleted 21 days after the visit ends by the server's retention job, run
 * here on the injected clock. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { CheckInRetention } from '../../src/server/services/check-ins/retention.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, clockAt, expectError, HOUR, type AccountClient } from './accounts-helpers.ts';

const MAX_GUESTS = "You cannot add any more guests as you've checked in the maximum of 6 people";
const BAR_NOT_FOUND = "Sorry, we couldn't find that bar.";
const VISIT_NOT_FOUND = "Sorry, we couldn't find that visit. Please check in again.";
const DAY = 24 * HOUR;

const t = useTestApp({ lookupLimit: false });
let client: AccountClient;
let manchester: string;
let leeds: string;
let decuba: string;

beforeAll(async () => {
  client = accountClient(t);
  const slugs = await t.db.query<{ id: number; slug: string }>('SELECT id, slug FROM bars WHERE id = ANY($1)', [
    [demo.bars.revolutionManchester, demo.bars.revolutionLeeds, demo.bars.decubaManchester],
  ]);
  const slug = (id: number) => slugs.find((b) => b.id === id)!.slug;
  [manchester, leeds, decuba] = [slug(demo.bars.revolutionManchester), slug(demo.bars.revolutionLeeds), slug(demo.bars.decubaManchester)];
});
beforeEach(() => clockAt(t, 0));

let n = 0;
/** A visitor's details, with an e-mail address of their own unless one is given. */
function visitor(overrides: Record<string, unknown> = {}) {
  n += 1;
  return { forename: 'Ada', surname: 'Lovelace', group_size: 2, contact_type: 'email', email: `visitor.${n}@example.com`, phone: '', address: '1 Deansgate', post_code: 'm3 4ep', ...overrides };
}
const checkIn = (bar: string, body: unknown) => client.send('POST', `track-trace/${bar}`, body);
const extend = (bar: string, visitId: string) => client.send('POST', `track-trace/${bar}/${visitId}/extend`);
const visitRow = (id: string) =>
  t.db.query<{ bar_id: number; forename: string; surname: string; group_size: number; contact_type: string; email: string | null; phone: string | null; address: string; post_code: string; date_finished: Date }>(
    'SELECT bar_id, forename, surname, group_size, contact_type, email, phone, address, post_code, date_finished FROM check_in_visits WHERE id = $1',
    [id],
  );
const at = (ms: number) => new Date(new Date(TEST_NOW).getTime() + ms).toISOString();

describe('the bar of a check-in page', () => {
  it('is refused where the bar takes no check-ins (closed for now, past its last day, the central office), saying so and changing nothing', async () => {
    const today = at(0).slice(0, 10);
    await t.db.run('UPDATE bars SET close_date = $2::date - 1 WHERE id = $1', [demo.bars.revolutionLeeds, today]);
    try {
      const bars = await t.db.query<{ slug: string; name: string }>('SELECT slug, branded_name AS name FROM bars WHERE id = ANY($1) ORDER BY id', [[demo.bars.revolutionCentral, demo.bars.revolutionBristol, demo.bars.revolutionLeeds]]);
      expect(bars).toHaveLength(3);
      const before = await dbFingerprint(t.db);
      for (const bar of bars) {
        const expected = `Sorry, ${bar.name} isn't taking check-ins at the moment.`;
        expectError(await client.send('GET', `track-trace/${bar.slug}`), 404, expected);
        expectError(await checkIn(bar.slug, visitor()), 404, expected);
      }
      expect(await dbFingerprint(t.db)).toEqual(before);
      // On its last day it still takes them.
      await t.db.run('UPDATE bars SET close_date = $2::date WHERE id = $1', [demo.bars.revolutionLeeds, today]);
      expect((await checkIn(leeds, visitor())).status).toBe(200);
    } finally {
      await t.db.run('UPDATE bars SET close_date = NULL WHERE id = $1', [demo.bars.revolutionLeeds]);
    }
  });

  it('is found by its slug or its id, with how many one check-in may hold', async () => {
    for (const key of [manchester, String(demo.bars.revolutionManchester), manchester.toUpperCase()]) {
      const r = await client.send('GET', `track-trace/${key}`);
      expect(r.status, key).toBe(200);
      expect(r.body.meta).toMatchObject({ bar: { id: demo.bars.revolutionManchester, slug: manchester }, max_group_size: 6 });
      expect(r.body.meta.bar.name).toMatch(/^Revolution/);
    }
  });

  it('is not found for another brand’s bar, an unknown one or nonsense', async () => {
    for (const key of [decuba, String(demo.bars.decubaManchester), 'no-such-bar', '0', '99999999999', '%E2%80%AE']) {
      expectError(await client.send('GET', `track-trace/${key}`), 404, BAR_NOT_FOUND);
      expectError(await checkIn(key, visitor()), 404, BAR_NOT_FOUND);
    }
  });

  it('says the bar’s own maximum when it is below 6, and refuses a bigger group with it', async () => {
    await t.db.run('UPDATE bars SET check_in_max_group = 4 WHERE id = $1', [demo.bars.revolutionLeeds]);
    try {
      expect((await client.send('GET', `track-trace/${leeds}`)).body.meta.max_group_size).toBe(4);
      const r = await checkIn(leeds, visitor({ group_size: 5 }));
      expectError(r, 422, "You cannot add any more guests as you've checked in the maximum of 4 people");
      expect(r.body.errors.fields).toEqual({ group_size: ["You cannot add any more guests as you've checked in the maximum of 4 people"] });
      expect((await checkIn(leeds, visitor({ group_size: 4 }))).status).toBe(200);
    } finally {
      await t.db.run('UPDATE bars SET check_in_max_group = 6 WHERE id = $1', [demo.bars.revolutionLeeds]);
    }
  });
});

describe('checking in', () => {
  it('stores the visit for 2 hours and answers with what the page shows', async () => {
    const details = visitor({ group_size: 3 });
    const r = await checkIn(manchester, details);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/), display_name: expect.stringMatching(/^Revolution/), forename: 'Ada', group_size: 3, date_finished: at(2 * HOUR) });
    expect(await visitRow(r.body.data.id)).toEqual([
      { bar_id: demo.bars.revolutionManchester, forename: 'Ada', surname: 'Lovelace', group_size: 3, contact_type: 'email', email: details.email, phone: null, address: '1 Deansgate', post_code: 'M3 4EP', date_finished: new Date(at(2 * HOUR)) },
    ]);
  });

  it('takes a phone number as the contact, and a form’s fields', async () => {
    expectError(await checkIn(manchester, {}), 422, 'Please enter at least 3 characters');
    const form = await t.app.server.inject({
      method: 'POST',
      url: `/api/customers/track-trace/${manchester}`,
      headers: { 'x-brand': '1', 'x-api-key': 'covers-demo-key', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ forename: 'Bob', surname: 'Smith', group_size: '1', contact_type: 'phone', phone: '07700 900001', email: 'ignored@example.com' }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    const [row] = await visitRow(form.json().data.id);
    expect(row).toMatchObject({ contact_type: 'phone', phone: '07700 900001', email: null, group_size: 1 });
  });

  it('refuses every field that breaks a rule, each with its message, and stores nothing', async () => {
    const before = await dbFingerprint(t.db);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ forename: 'Al', surname: ' Li ' }, { forename: ['Please enter at least 3 characters'], surname: ['Please enter at least 3 characters'] }],
      [{ email: 'a@b.com' }, { email: ['Please enter at least 8 characters'] }],
      [{ contact_type: 'phone', phone: '0770 90', email: 'long.enough@example.com' }, { phone: ['Please enter at least 8 characters'] }],
      [{ group_size: 0 }, { group_size: ['Please choose how many are in your group'] }],
      [{ group_size: '2.5' }, { group_size: ['Please choose how many are in your group'] }],
      [{ group_size: 7 }, { group_size: [MAX_GUESTS] }],
      [{ contact_type: undefined }, { contact_type: ['Please choose e-mail or phone'] }],
    ];
    for (const [overrides, fields] of cases) {
      const r = await checkIn(manchester, visitor(overrides));
      expectError(r, 422);
      expect(r.body.errors.fields, JSON.stringify(overrides)).toEqual(fields);
    }
    // Refused by the contract before any rule: a kind of contact that is none, a field too long, not an object.
    for (const body of [visitor({ contact_type: 'fax' }), visitor({ forename: 'x'.repeat(101) }), visitor({ group_size: true }), [1, 2]]) {
      expectError(await checkIn(manchester, body), 400);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('is refused from another site', async () => {
    const r = await client.send('POST', `track-trace/${manchester}`, visitor(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expectError(r, 403);
  });
});

describe('the maximum of 6 people per contact', () => {
  it('counts the people of one contact’s visits that have not ended at the bar, however the contact is typed', async () => {
    const email = `group.lead.${++n}@example.com`;
    expect((await checkIn(manchester, visitor({ email, group_size: 4 }))).status).toBe(200);
    expectError(await checkIn(manchester, visitor({ email: ` ${email.toUpperCase()} `, group_size: 3 })), 409, MAX_GUESTS);
    expect((await checkIn(manchester, visitor({ email, group_size: 2 }))).status).toBe(200);
    expectError(await checkIn(manchester, visitor({ email, group_size: 1 })), 409, MAX_GUESTS);
    // Another bar counts its own visits; another contact their own.
    expect((await checkIn(leeds, visitor({ email, group_size: 6 }))).status).toBe(200);
    expect((await checkIn(manchester, visitor({ group_size: 6 }))).status).toBe(200);
    // Once those visits have ended, the contact checks in again.
    clockAt(t, 2 * HOUR);
    expect((await checkIn(manchester, visitor({ email, group_size: 6 }))).status).toBe(200);
  });

  it('reads a phone number by its digits, +44 as 0', async () => {
    expect((await checkIn(manchester, visitor({ contact_type: 'phone', phone: '07700 900123', group_size: 5 }))).status).toBe(200);
    expectError(await checkIn(manchester, visitor({ contact_type: 'phone', phone: '+44 7700-900-123', group_size: 2 })), 409, MAX_GUESTS);
  });

  it('holds when one contact’s check-ins arrive at once', async () => {
    const email = `racer.${++n}@example.com`;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => checkIn(manchester, visitor({ email, forename: `Racer ${i}`, group_size: 1 + (i % 2) }))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409), statuses.join(' ')).toBe(true);
    for (const refused of answers.filter((a) => a.status === 409)) expectError(refused, 409, MAX_GUESTS);
    const [row] = await t.db.query<{ people: number; visits: number }>(
      'SELECT sum(v.group_size)::int AS people, count(*)::int AS visits FROM check_in_visits v WHERE v.email = $1',
      [email],
    );
    expect(row!.people).toBeLessThanOrEqual(6);
    expect(row!.people).toBeGreaterThanOrEqual(5);
    expect(row!.visits).toBe(statuses.filter((s) => s === 200).length);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
  });
});

describe('extending a visit', () => {
  it('lasts 2 hours from now once it has ended', async () => {
    const { body } = await checkIn(manchester, visitor({ group_size: 2 }));
    clockAt(t, 2 * HOUR + 5 * 60_000);
    const r = await extend(manchester, body.data.id);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ ...body.data, date_finished: at(4 * HOUR + 5 * 60_000) });
    expect((await visitRow(body.data.id))[0]!.date_finished).toEqual(new Date(at(4 * HOUR + 5 * 60_000)));
  });

  it('is refused when the contact has meanwhile checked in the maximum', async () => {
    const email = `returning.${++n}@example.com`;
    const first = await checkIn(manchester, visitor({ email, group_size: 3 }));
    clockAt(t, 3 * HOUR);
    expect((await checkIn(manchester, visitor({ email, group_size: 4 }))).status).toBe(200);
    const before = await dbFingerprint(t.db);
    expectError(await extend(manchester, first.body.data.id), 409, MAX_GUESTS);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('is not found for another bar’s visit, an unknown id or nonsense, and changes nothing', async () => {
    const { body } = await checkIn(leeds, visitor());
    const before = await dbFingerprint(t.db);
    for (const [bar, id] of [
      [manchester, body.data.id],
      [decuba, body.data.id],
      [leeds, body.data.id.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'))],
      [leeds, 'x'.repeat(32)],
      [leeds, 'short'],
      [leeds, '%27%20OR%201%3D1'],
    ]) {
      const r = await extend(bar!, id!);
      expect([404], `${bar} ${id}`).toContain(r.status);
      expect(r.body.error).toBe(bar === decuba ? BAR_NOT_FOUND : VISIT_NOT_FOUND);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('keeping check-ins 21 days', () => {
  it('deletes the visits that ended more than 21 days ago, and the contacts no visit needs', async () => {
    await t.db.run('DELETE FROM check_in_visits');
    await t.db.run('DELETE FROM check_in_contacts');
    const email = `kept.${++n}@example.com`;
    const old = await checkIn(manchester, visitor({ email }));
    const other = await checkIn(leeds, visitor());
    clockAt(t, 1 * DAY);
    const recent = await checkIn(manchester, visitor({ email }));

    // 21 days after the first visit ended (TEST_NOW + 2 h): not yet.
    clockAt(t, 21 * DAY + 2 * HOUR);
    expect(await t.app.checkIns.retention.deleteExpired()).toEqual({ visits: 0, contacts: 0 });
    clockAt(t, 21 * DAY + 2 * HOUR + 1);
    expect(await t.app.checkIns.retention.deleteExpired()).toEqual({ visits: 2, contacts: 1 });
    expect(await visitRow(old.body.data.id)).toEqual([]);
    expect(await visitRow(other.body.data.id)).toEqual([]);
    expect(await visitRow(recent.body.data.id)).toHaveLength(1);
    expectError(await extend(manchester, old.body.data.id), 404, VISIT_NOT_FOUND);

    clockAt(t, 22 * DAY + 2 * HOUR + 1);
    expect(await t.app.checkIns.retention.deleteExpired()).toEqual({ visits: 1, contacts: 1 });
    expect(await t.db.query('SELECT 1 FROM check_in_visits UNION ALL SELECT 1 FROM check_in_contacts')).toEqual([]);
  });

  it('runs as the server’s own job: a round when started, counts in the log and no personal data', async () => {
    const email = `logged.${++n}@example.com`;
    await checkIn(manchester, visitor({ email, forename: 'Secretname' }));
    clockAt(t, 30 * DAY);
    const lines: string[] = [];
    const log = { info: (obj: object, msg: string) => lines.push(JSON.stringify(obj) + msg), warn: (obj: object, msg: string) => lines.push(JSON.stringify(obj) + msg) };
    const job = new CheckInRetention({ db: t.db, clock: t.clock, log });
    job.start(60_000);
    await job.stop();
    expect(await t.db.query('SELECT 1 FROM check_in_visits WHERE email = $1', [email])).toEqual([]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\{"visits":\d+,"contacts":\d+\}expired check-ins deleted$/);
    expect(lines.join('')).not.toMatch(/Secretname|logged\.|example\.com/);
  });
});
