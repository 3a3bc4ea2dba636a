/**
 * Users of the group's app (issue 15, spec §2.1 /app/{app_user_id}): customers/authenticate-app-customer turns
 * the app's id into a session of its customer, whose pages and bookings follow; an id that is no one's, or not
 * an id at all, is refused in the error shape and changes nothing, and leaves whoever was logged in as they were.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, registerAccount } from './accounts-helpers.ts';

// Registering sets a real argon2id password hash: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const UNKNOWN = "Sorry, we couldn't find your app account. Please open this page from the app again.";

const t = useTestApp({ lookupLimit: { max: 6, windowMs: 60_000 } });
/** The seeded app users' ids, by e-mail address. */
let ids: Record<string, string>;
beforeAll(async () => {
  const rows = await t.db.query<{ app_user_id: string; email: string }>('SELECT a.app_user_id, c.email FROM app_users a JOIN customers c ON c.id = a.customer_id');
  ids = Object.fromEntries(rows.map((r) => [r.email, r.app_user_id]));
});

/** Each test its own client address: the lookup limit (6 here) counts per address. */
let ip = 0;
const client = () => accountClient(t, { ip: `10.9.0.${++ip}` });

describe('POST customers/authenticate-app-customer', () => {
  it('seeds an app user per demo address, each id a random 192-bit secret', () => {
    expect(Object.keys(ids).sort()).toEqual(demo.appUsers.map((u) => u.email).sort());
    for (const id of Object.values(ids)) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(Object.values(ids)).size).toBe(3);
  });

  it("logs the app's user in as their customer, unverified as they are, and their bookings follow", async () => {
    const c = client();
    const r = await c.send('POST', 'authenticate-app-customer', { app_user_id: ids[demo.customerEmail] });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ email: demo.customerEmail, forename: 'Ada', surname: 'Lovelace' });
    expect(r.body.meta).toEqual({ post_login_url: `/app/${ids[demo.customerEmail]}` });
    expect(r.setCookie).toMatch(/^covers_session=[A-Za-z0-9_-]{22}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    const [customer] = await t.db.query<{ email_verified_at: Date | null }>('SELECT email_verified_at FROM customers WHERE email = $1', [demo.customerEmail]);
    expect(customer!.email_verified_at).toBeNull();

    expect((await c.send('GET', 'me')).body.data.email).toBe(demo.customerEmail);
    const bookings = await c.api('GET', 'rest/my-bookings?include_previous=1');
    expect(bookings.status).toBe(200);
    const all = [...bookings.body.data.upcoming, ...bookings.body.data.previous];
    expect(all.map((b: { ref_code: string }) => b.ref_code).sort()).toEqual(['DEM2AGN2', 'DEM2BAL2', 'DEM2CAN2', 'DEM2DEP2', 'DEM2PAD2', 'DEM2PST2']);
    const [session] = await t.db.query<{ app_user_id: number | null }>('SELECT app_user_id FROM customer_sessions ORDER BY created_at DESC, id_hash LIMIT 1');
    expect(session!.app_user_id).not.toBeNull();
  });

  it('refuses an unknown id, one of the wrong form and a missing one, changing nothing', async () => {
    const c = client();
    const before = await dbFingerprint(t.db);
    const unknown = 'A'.repeat(32);
    const wrongCase = ids['sam.student@example.com']!.toLowerCase() === ids['sam.student@example.com'] ? `${ids['sam.student@example.com']!.slice(0, -1)}-` : ids['sam.student@example.com']!.toLowerCase();
    for (const app_user_id of [unknown, wrongCase, 'not an id', '../../etc', ids['sam.student@example.com']!.slice(0, 20)]) {
      const r = await c.send('POST', 'authenticate-app-customer', { app_user_id });
      expectError(r, 404, UNKNOWN);
      expect(r.setCookie).toBeUndefined();
    }
    expect((await c.send('POST', 'authenticate-app-customer', {})).status).toBe(400);
    expect((await c.send('POST', 'authenticate-app-customer', { app_user_id: 42 })).status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it("never shows another person's data: an unknown id leaves the logged-in customer as they were; a known one ends their session", async () => {
    const c = client();
    await registerAccount(t, c, 'someone.else@example.com');
    expectError(await c.send('POST', 'authenticate-app-customer', { app_user_id: 'B'.repeat(32) }), 404, UNKNOWN);
    expect((await c.send('GET', 'me')).body.data.email).toBe('someone.else@example.com');

    const old = c.cookie;
    expect((await c.send('POST', 'authenticate-app-customer', { app_user_id: ids['sam.student@example.com'] })).status).toBe(200);
    expect((await c.send('GET', 'me')).body.data.email).toBe('sam.student@example.com');
    // The session the request came with has ended: its cookie no longer logs anyone in.
    c.cookie = old;
    expectError(await c.send('GET', 'me'), 401);
  });

  it('refuses a request from another site', async () => {
    const r = await client().send('POST', 'authenticate-app-customer', { app_user_id: ids[demo.customerEmail] }, { 'sec-fetch-site': 'cross-site' });
    expectError(r, 403);
    expect(r.setCookie).toBeUndefined();
  });

  it('shares the lookup limit with the other lookups by a code', async () => {
    const c = client();
    for (let i = 0; i < 3; i++) expect((await c.api('GET', `rest/booking/guest/${'C'.repeat(32)}`)).status).toBe(404);
    for (let i = 0; i < 3; i++) expect((await c.send('POST', 'authenticate-app-customer', { app_user_id: 'D'.repeat(32) })).status).toBe(404);
    const refused = await c.send('POST', 'authenticate-app-customer', { app_user_id: ids[demo.customerEmail] });
    expectError(refused, 429, 'Too many attempts. Please wait a minute and try again.');
    expect(refused.setCookie).toBeUndefined();
    expect((await c.api('GET', `rest/booking/guest/${'C'.repeat(32)}`)).status).toBe(429);
  });
});
