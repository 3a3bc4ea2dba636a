/**
 * The interest form (issue 15, spec §1, §7.1 customers/register/group, group covid_interest): someone's details left
 * for a bar of the brand; again for the same bar updates the names; each field refused with its message, a bar of
 * another brand or none refused, another group refused; from this site only and under the write limit; kept a year.
 * Nothing refused is stored. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { createTestApp, TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError } from './accounts-helpers.ts';

const BRISTOL = 14; // Revolution Bristol, closed
const MANCHESTER = 11;
const DECUBA_MANCHESTER = 21;

const t = useTestApp();

const send = (body: unknown, headers: Record<string, string> = {}) => accountClient(t).send('POST', 'register/group', body, headers);
const rows = (email: string) =>
  t.db.query<{ brand_id: number; bar_id: number; group_name: string; forename: string; surname: string }>(
    'SELECT brand_id, bar_id, group_name, forename, surname FROM interest_registrations WHERE email = $1 ORDER BY bar_id',
    [email],
  );
const valid = { forename: 'Ada', surname: 'Lovelace', email: 'Ada.Interest@Example.com', bar_id: BRISTOL, group: 'covid_interest' };

describe('leaving details', () => {
  it("stores them for the bar, the address lower-cased; again for the same bar updates the names; another bar adds a row", async () => {
    const r = await send(valid);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ data: { registered: true, bar: { id: BRISTOL, name: 'Revolution Bristol Corn Street' } } });
    expect(await rows('ada.interest@example.com')).toEqual([{ brand_id: 1, bar_id: BRISTOL, group_name: 'covid_interest', forename: 'Ada', surname: 'Lovelace' }]);
    expect((await send({ ...valid, forename: ' Augusta ', bar_id: String(BRISTOL) })).status).toBe(200);
    expect((await send({ ...valid, bar_id: MANCHESTER })).status).toBe(200);
    expect(await rows('ada.interest@example.com')).toEqual([
      { brand_id: 1, bar_id: MANCHESTER, group_name: 'covid_interest', forename: 'Ada', surname: 'Lovelace' },
      { brand_id: 1, bar_id: BRISTOL, group_name: 'covid_interest', forename: 'Augusta', surname: 'Lovelace' },
    ]);
  });

  it('refuses each field with its message, every field at once, storing nothing', async () => {
    const before = await dbFingerprint(t.db);
    const all = await send({ forename: ' ', surname: '', email: 'not-an-address', bar_id: 'x', group: 'vip' });
    expectError(all, 422, 'Forename is required');
    expect(all.body.errors.fields).toEqual({
      forename: ['Forename is required'],
      surname: ['Surname is required'],
      email: ['not-an-address is not a valid e-mail address'],
      bar_id: ['Please choose one of our bars'],
      group: ['Please choose what you would like to hear about'],
    });
    for (const [body, field, message] of [
      [{ ...valid, email: '' }, 'email', 'E-mail address is required'],
      [{ ...valid, bar_id: DECUBA_MANCHESTER }, 'bar_id', 'Please choose one of our bars'],
      [{ ...valid, bar_id: 999999 }, 'bar_id', 'Please choose one of our bars'],
      [{ ...valid, bar_id: 0 }, 'bar_id', 'Please choose one of our bars'],
      [{ ...valid, group: undefined }, 'group', 'Please choose what you would like to hear about'],
      [{ ...valid, forename: 'x'.repeat(101) }, 'forename', 'Forename must be at most 100 characters'],
    ] as const) {
      const r = await send(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors.fields, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    for (const body of [{ ...valid, forename: 7 }, { ...valid, bar_id: [1] }, ['x']]) expect((await send(body)).status).toBe(400);
    expectError(await send(valid, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('is kept a year from the last time the details were left', async () => {
    const now = Date.parse(TEST_NOW);
    expect((await send({ ...valid, email: 'kept@example.com' })).status).toBe(200);
    t.clock.set(new Date(now + 366 * 24 * 60 * 60_000));
    try {
      expect((await send({ ...valid, email: 'later@example.com' })).status).toBe(200);
      await t.app.extras.forgetOld();
      expect(await rows('kept@example.com')).toEqual([]);
      expect(await rows('later@example.com')).toHaveLength(1);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('the write limit', () => {
  it('refuses a client past its limit with 429, storing nothing', async () => {
    const limited = await createTestApp({ writeLimit: { max: 2, windowMs: 60_000 }, db: t.db });
    try {
      const client = accountClient(limited, { ip: '10.9.1.1' });
      for (let i = 0; i < 2; i++) expect((await client.send('POST', 'register/group', { ...valid, email: `limit.${i}@example.com` })).status).toBe(200);
      const before = await dbFingerprint(limited.db);
      expectError(await client.send('POST', 'register/group', { ...valid, email: 'limit.3@example.com' }), 429);
      expect(await dbFingerprint(limited.db)).toEqual(before);
    } finally {
      await limited.close();
    }
    // A second server on its own database: slow to start on a loaded machine.
  }, 180_000);
});
