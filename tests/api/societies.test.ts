/**
 * Societies (issue 15, spec §2.5, §3 "Society customer", §4, §5, §7.5, §8): joining by an invite code as typed or
 * by the society's QR code, the status the app reads by its user's id and the site by the session, leaving only
 * when the type allows it (the offers stop), a society's own page for those who run it. Bad input, unknown codes
 * and other people's societies are refused in the error shape and change nothing; lookups share the lookup limit.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, type AccountClient } from './accounts-helpers.ts';

const CODE_LENGTH = 'Code must be exactly 6 characters';
const CODE_UNKNOWN = "Sorry, that code isn't valid. Please check it with your society.";
const QR_UNKNOWN = "Sorry, that QR code isn't valid. Please ask your society for a new one.";
const SALSA = 'Manchester Salsa Society';
const RUGBY = 'Leeds Rugby Club';
const AMBASSADORS = 'Nottingham Student Ambassadors';

const t = useTestApp({ lookupLimit: false });
let societies: Record<string, { id: number; qr_code: string; code: string }>;
let appUserIds: Record<string, string>;

async function seeded(app: TestApp) {
  const rows = await app.db.query<{ id: number; title: string; qr_code: string; code: string }>(
    'SELECT s.id, s.title, s.qr_code, c.code FROM societies s JOIN society_invite_codes c ON c.society_id = s.id',
  );
  const users = await app.db.query<{ app_user_id: string; email: string }>('SELECT a.app_user_id, c.email FROM app_users a JOIN customers c ON c.id = a.customer_id');
  return { societies: Object.fromEntries(rows.map((r) => [r.title, r])), appUserIds: Object.fromEntries(users.map((u) => [u.email, u.app_user_id])) };
}

beforeAll(async () => {
  ({ societies, appUserIds } = await seeded(t));
});

/** A new app user (their own customer), logged in through the app. */
let n = 0;
async function appUser(): Promise<{ client: AccountClient; id: string; customerId: number }> {
  const id = `test-app-user-${String(++n).padStart(4, '0')}-${'x'.repeat(12)}`;
  const [customer] = await t.db.query<{ id: number }>('INSERT INTO customers (email) VALUES ($1) RETURNING id', [`member.${n}@example.com`]);
  await t.db.run('INSERT INTO app_users (app_user_id, customer_id, created_at) VALUES ($1, $2, now())', [id, customer!.id]);
  const client = accountClient(t);
  expect((await client.send('POST', 'authenticate-app-customer', { app_user_id: id })).status).toBe(200);
  return { client, id, customerId: customer!.id };
}

const join = (c: AccountClient, code: string) => c.send('POST', `societies/society-portal/invite-code/${encodeURIComponent(code)}`);
const memberships = (customerId: number) =>
  t.db.query<{ society_id: number; joined_with: string; invite_code: string | null; left_at: Date | null }>(
    'SELECT society_id, joined_with, invite_code, left_at FROM society_members WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );

describe('joining by an invite code', () => {
  it('normalises the code as typed, joins, and the app and the site read the membership with the type’s messages', async () => {
    const { client, id, customerId } = await appUser();
    const salsa = societies[SALSA]!;
    const typed = `${salsa.code.slice(0, 3).toLowerCase()}-${salsa.code.slice(3)} `;
    const r = await join(client, typed);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      active_type: {
        data: {
          date_registered: '2026-11-21T12:00:00.000Z',
          type: {
            id: salsa.id,
            title: SALSA,
            base_type: { name: 'Student society', registered_message: expect.stringMatching(/^You're all set/), leave_message: expect.any(String), can_leave: true },
          },
        },
      },
      has_society_offers: true,
    });
    expect(await memberships(customerId)).toEqual([{ society_id: salsa.id, joined_with: 'code', invite_code: salsa.code, left_at: null }]);
    expect((await client.send('GET', `app-user/status/${id}`)).body).toEqual(r.body);
    expect((await client.send('GET', 'societies/status')).body).toEqual(r.body);
    // Joining the same society again changes nothing.
    expect((await join(client, salsa.code)).body).toEqual(r.body);
    expect(await memberships(customerId)).toHaveLength(1);
  });

  it("refuses a code that is not 6 characters, one that is none and an expired one, storing nothing", async () => {
    const { client } = await appUser();
    await t.db.run("INSERT INTO society_invite_codes (code, society_id, created_at, expires_at) VALUES ('EXP1RD', $1, now(), '2026-11-20T00:00:00Z')", [societies[RUGBY]!.id]);
    const before = await dbFingerprint(t.db);
    for (const code of ['ABC12', 'ABCDEFG', '!!-??', 'AB 12 C']) {
      const r = await join(client, code);
      expectError(r, 422, CODE_LENGTH);
      expect(r.body.errors.fields).toEqual({ code: [CODE_LENGTH] });
    }
    for (const code of ['ZZZZZZ', 'exp1rd']) expectError(await join(client, code), 404, CODE_UNKNOWN);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('needs a login, from this site', async () => {
    const before = await dbFingerprint(t.db);
    expectError(await join(accountClient(t), societies[SALSA]!.code), 401);
    const { client } = await appUser();
    const after = await dbFingerprint(t.db);
    expectError(await client.send('POST', `societies/society-portal/invite-code/${societies[SALSA]!.code}`, undefined, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await dbFingerprint(t.db)).toEqual(after);
    expect(before.society_members).toBe(after.society_members);
  });

  it("refuses joining another society while a member of one (theirs stays); of two joins at once one wins", async () => {
    const { client, customerId } = await appUser();
    expect((await join(client, societies[SALSA]!.code)).status).toBe(200);
    expectError(await join(client, societies[RUGBY]!.code), 409, `You're already registered with ${SALSA}. Please leave it before joining another society.`);
    expect((await memberships(customerId)).map((m) => m.society_id)).toEqual([societies[SALSA]!.id]);

    const racer = await appUser();
    const answers = await Promise.all([join(racer.client, societies[SALSA]!.code), join(racer.client, societies[RUGBY]!.code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const active = (await memberships(racer.customerId)).filter((m) => m.left_at === null);
    expect(active).toHaveLength(1);
    const winner = answers.find((a) => a.status === 200)!;
    expect(winner.body.data.active_type.data.type.id).toBe(active[0]!.society_id);
  });
});

describe('joining by the QR code', () => {
  it("shows the society's name, then joins it", async () => {
    const { client, customerId } = await appUser();
    const rugby = societies[RUGBY]!;
    const shown = await accountClient(t).send('GET', `societies/society/qr/${rugby.qr_code}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ id: rugby.id, title: RUGBY });
    const joined = await client.send('POST', `societies/society/qr/${rugby.qr_code}`);
    expect(joined.status).toBe(200);
    expect(joined.body.data.active_type.data.type).toMatchObject({ id: rugby.id, title: RUGBY, base_type: { name: 'Sports club', can_leave: true } });
    expect(await memberships(customerId)).toEqual([{ society_id: rugby.id, joined_with: 'qr', invite_code: null, left_at: null }]);
  });

  it('refuses a code that is none or not of the form, storing nothing; joining needs a login', async () => {
    const { client } = await appUser();
    const before = await dbFingerprint(t.db);
    const qr = societies[RUGBY]!.qr_code;
    for (const code of ['A'.repeat(32), `${qr.slice(0, -1)}${qr.endsWith('A') ? 'B' : 'A'}`, 'short', societies[RUGBY]!.code]) {
      expectError(await client.send('GET', `societies/society/qr/${code}`), 404, QR_UNKNOWN);
      expectError(await client.send('POST', `societies/society/qr/${code}`), 404, QR_UNKNOWN);
    }
    expectError(await accountClient(t).send('POST', `societies/society/qr/${qr}`), 401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('leaving', () => {
  it('ends the membership when the type allows it: the offers stop, and there is nothing more to leave', async () => {
    const { client, id, customerId } = await appUser();
    await join(client, societies[SALSA]!.code);
    const left = await client.send('POST', 'app-user/society/leave');
    expect(left.status).toBe(200);
    expect(left.body.data).toEqual({ active_type: null, has_society_offers: false });
    expect((await client.send('GET', `app-user/status/${id}`)).body.data).toEqual({ active_type: null, has_society_offers: false });
    expect((await memberships(customerId))[0]!.left_at).toEqual(new Date('2026-11-21T12:00:00Z'));
    expectError(await client.send('POST', 'app-user/society/leave'), 409, "You're not registered with a society.");
    // They may join again, another society too.
    expect((await join(client, societies[RUGBY]!.code)).status).toBe(200);
  });

  it("refuses when the type does not allow it, changing nothing; needs a login", async () => {
    const grace = accountClient(t);
    expect((await grace.send('POST', 'authenticate-app-customer', { app_user_id: appUserIds['grace.member@example.com'] })).status).toBe(200);
    const before = await dbFingerprint(t.db);
    expectError(await grace.send('POST', 'app-user/society/leave'), 403, `Your membership of ${AMBASSADORS} can't be ended here: please ask your society.`);
    expectError(await accountClient(t).send('POST', 'app-user/society/leave'), 401);
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect((await grace.send('GET', 'societies/status')).body.data.active_type.data.type).toMatchObject({ title: AMBASSADORS, base_type: { can_leave: false } });
  });
});

describe('status by the app user id', () => {
  it("answers each user's own status; an id that is no one's is refused", async () => {
    const anon = accountClient(t);
    expect((await anon.send('GET', `app-user/status/${appUserIds['sam.student@example.com']}`)).body.data).toEqual({ active_type: null, has_society_offers: false });
    expect((await anon.send('GET', `app-user/status/${appUserIds['grace.member@example.com']}`)).body.data.active_type.data.type.title).toBe(AMBASSADORS);
    for (const id of ['Z'.repeat(32), 'nope'])
      expectError(await anon.send('GET', `app-user/status/${id}`), 404, "Sorry, we couldn't find your app account. Please open this page from the app again.");
    expectError(await anon.send('GET', 'societies/status'), 401);
  });
});

describe("a society's own page", () => {
  it('shows the society its admin runs: codes, QR link, members', async () => {
    const grace = accountClient(t);
    await grace.send('POST', 'authenticate-app-customer', { app_user_id: appUserIds['grace.member@example.com'] });
    const salsa = societies[SALSA]!;
    const r = await grace.send('GET', `society-portal/society/${salsa.id}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ id: salsa.id, title: SALSA, type: 'Student society', qr_path: `/society/qr/${salsa.qr_code}` });
    expect(r.body.data.invite_codes).toContainEqual({ code: salsa.code, expires_at: null, expired: false });
    const [count] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM society_members WHERE society_id = $1 AND left_at IS NULL', [salsa.id]);
    expect(r.body.data.members).toBe(count!.n);
  });

  it("is 'Society not found' for another society, one that is none and a member who does not run it; 401 without a login", async () => {
    const grace = accountClient(t);
    await grace.send('POST', 'authenticate-app-customer', { app_user_id: appUserIds['grace.member@example.com'] });
    for (const id of [societies[RUGBY]!.id, societies[AMBASSADORS]!.id, 99999, 'abc', '0']) expectError(await grace.send('GET', `society-portal/society/${id}`), 404, 'Society not found');
    const { client } = await appUser();
    await join(client, societies[SALSA]!.code);
    expectError(await client.send('GET', `society-portal/society/${societies[SALSA]!.id}`), 404, 'Society not found');
    expectError(await accountClient(t).send('GET', `society-portal/society/${societies[SALSA]!.id}`), 401);
  });
});

describe('the lookup limit', () => {
  it('counts invite codes, QR codes and app user ids with the other lookups by a code', async () => {
    const limited = await createTestApp({ lookupLimit: { max: 4, windowMs: 60_000 }, db: t.db });
    try {
      const ids = await seeded(limited);
      const client = accountClient(limited, { ip: '10.7.0.1' });
      expect((await client.send('POST', 'authenticate-app-customer', { app_user_id: ids.appUserIds['sam.student@example.com'] })).status).toBe(200);
      expect((await client.send('POST', 'societies/society-portal/invite-code/ZZZZZZ')).status).toBe(404);
      expect((await client.send('GET', `societies/society/qr/${'Q'.repeat(32)}`)).status).toBe(404);
      expect((await client.send('GET', `app-user/status/${'S'.repeat(32)}`)).status).toBe(404);
      const before = await dbFingerprint(limited.db);
      expectError(await client.send('POST', `societies/society-portal/invite-code/${ids.societies[SALSA]!.code}`), 429);
      expectError(await client.api('GET', `rest/booking/guest/${'C'.repeat(32)}`), 429);
      expect(await dbFingerprint(limited.db)).toEqual(before);
    } finally {
      await limited.close();
    }
  }, 120_000); // it makes a second database of its own, which takes a while on a loaded machine
});
