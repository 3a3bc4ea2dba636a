/**
 * App vouchers (issue 15, spec §2.6 item 7, §3 "Voucher payload", §4, §7.6 customers/voucher, §8): a campaign's code
 * redeemed by an app user known by their id; once per app user per campaign, a code for one person once in all; a
 * wrong, used or expired code its error; an unknown app user refused before the code is read. Two redemptions at
 * once count once. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { createTestApp, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError } from './accounts-helpers.ts';

const APPLIED = 'Your voucher has been applied! Please close this window and refresh your app';
const UNKNOWN = "Sorry, that voucher code isn't valid. Please check it and try again.";
const ALREADY_USED = "You've already used this voucher.";
const USED_UP = 'Sorry, that voucher code has already been used.';
const EXPIRED = 'Sorry, that voucher has expired.';
const NO_APP_USER = "Sorry, we couldn't find your app account. Please open this page from the app again.";
const REQUIRED = 'Please enter your voucher code';

const t = useTestApp({ lookupLimit: false });
/** The demo campaign's code for everyone, and its codes for one person each. */
let shared: string;
let single: string[];

beforeAll(async () => {
  const codes = await t.db.query<{ code: string; max_uses: number | null }>('SELECT code, max_uses FROM voucher_codes ORDER BY code');
  shared = codes.find((c) => c.max_uses === null)!.code;
  single = codes.filter((c) => c.max_uses === 1).map((c) => c.code);
  expect(single).toHaveLength(3);
});

/** A new app user (their own customer); the page needs no login, only the id. */
let n = 0;
async function appUser(): Promise<{ id: string; rowId: number }> {
  const id = `voucher-app-user-${String(++n).padStart(4, '0')}-${'v'.repeat(12)}`;
  const [customer] = await t.db.query<{ id: number }>('INSERT INTO customers (email) VALUES ($1) RETURNING id', [`voucher.${n}@example.com`]);
  const [row] = await t.db.query<{ id: number }>('INSERT INTO app_users (app_user_id, customer_id, created_at) VALUES ($1, $2, now()) RETURNING id', [id, customer!.id]);
  return { id, rowId: row!.id };
}

const redeem = (body: unknown, headers: Record<string, string> = {}) => accountClient(t).send('POST', 'voucher', body, headers);
const redemptions = (appUserRowId: number) =>
  t.db.query<{ code: string; redeemed_at: Date }>('SELECT code, redeemed_at FROM voucher_redemptions WHERE app_user_id = $1 ORDER BY id', [appUserRowId]);

/** A campaign of our own with one code, for the dates and limits a test needs. */
let campaigns = 0;
async function campaign(options: { startsAt: string; endsAt: string | null; maxUses: number | null }): Promise<string> {
  const code = `TESTCODE${String(++campaigns).padStart(2, '0')}`;
  const [row] = await t.db.query<{ id: number }>(
    "INSERT INTO voucher_campaigns (name, description, starts_at, ends_at, created_at) VALUES ('Test campaign', 'Something nice', $1, $2, now()) RETURNING id",
    [options.startsAt, options.endsAt],
  );
  await t.db.run('INSERT INTO voucher_codes (code, campaign_id, max_uses, created_at) VALUES ($1, $2, $3, now())', [code, row!.id, options.maxUses]);
  return code;
}

describe('redeeming a code', () => {
  it("applies the campaign's code as typed (case, spaces and dashes ignored) with the spec's words, once", async () => {
    const { id, rowId } = await appUser();
    const typed = ` ${shared.slice(0, 4).toLowerCase()}-${shared.slice(4)} `;
    const r = await redeem({ voucher_code: typed, app_user_id: id });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ message: APPLIED, code: shared, campaign: 'Welcome to the app', description: 'A free drink on your next visit', redeemed_at: '2026-11-21T12:00:00.000Z' });
    expect(await redemptions(rowId)).toEqual([{ code: shared, redeemed_at: new Date('2026-11-21T12:00:00Z') }]);

    // The same code again, or another code of the same campaign: used, and nothing more stored.
    const before = await dbFingerprint(t.db);
    expectError(await redeem({ voucher_code: shared, app_user_id: id }), 409, ALREADY_USED);
    expectError(await redeem({ voucher_code: single[0], app_user_id: id }), 409, ALREADY_USED);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it("lets every app user use the shared code once; a code for one person is used up by the first", async () => {
    const [a, b] = [await appUser(), await appUser()];
    expect((await redeem({ voucher_code: shared, app_user_id: a.id })).status).toBe(200);
    expect((await redeem({ voucher_code: shared, app_user_id: b.id })).status).toBe(200);

    const [c, d] = [await appUser(), await appUser()];
    expect((await redeem({ voucher_code: single[1], app_user_id: c.id })).status).toBe(200);
    const before = await dbFingerprint(t.db);
    expectError(await redeem({ voucher_code: single[1], app_user_id: d.id }), 409, USED_UP);
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect(await redemptions(d.rowId)).toEqual([]);
  });

  it('refuses an empty code on its field, and a code that is none, of the wrong form, expired or not started, storing nothing', async () => {
    const { id } = await appUser();
    const expired = await campaign({ startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z', maxUses: null });
    const notYet = await campaign({ startsAt: '2026-12-01T00:00:00Z', endsAt: null, maxUses: null });
    const before = await dbFingerprint(t.db);
    for (const code of ['', '   ', '-']) {
      const r = await redeem({ voucher_code: code, app_user_id: id });
      expectError(r, 422, REQUIRED);
      expect(r.body.errors.fields).toEqual({ voucher_code: [REQUIRED] });
    }
    for (const code of ['ZZZZZZZZ', 'ABC', 'A'.repeat(40), `${shared}X`, notYet]) expectError(await redeem({ voucher_code: code, app_user_id: id }), 404, UNKNOWN);
    expectError(await redeem({ voucher_code: expired, app_user_id: id }), 409, EXPIRED);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a body that is not the payload in the error shape', async () => {
    const { id } = await appUser();
    const before = await dbFingerprint(t.db);
    for (const body of [{}, { voucher_code: shared }, { app_user_id: id }, { voucher_code: 12345678, app_user_id: id }, { voucher_code: shared, app_user_id: ['x'] }]) {
      const r = await redeem(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(typeof r.body.error).toBe('string');
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts/);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe("an app user id that is no one's", () => {
  it('is refused the same way whatever the code, and nothing is stored', async () => {
    const before = await dbFingerprint(t.db);
    for (const appUserId of ['N'.repeat(32), 'short', '', `${(await appUser()).id}x`]) {
      const after = await dbFingerprint(t.db);
      const answers = [await redeem({ voucher_code: single[2], app_user_id: appUserId }), await redeem({ voucher_code: 'ZZZZZZZZ', app_user_id: appUserId })];
      for (const r of answers) expectError(r, 404, NO_APP_USER);
      expect(answers[0]!.body).toEqual(answers[1]!.body);
      expect(await dbFingerprint(t.db)).toEqual(after);
    }
    expect((await t.db.query('SELECT 1 FROM voucher_redemptions WHERE code = $1', [single[2]])).length).toBe(0);
    expect(before.voucher_redemptions).toBeDefined();
  });
});

describe('redemptions at once', () => {
  it('count once: the same code sent five times at once by one app user', async () => {
    const { id, rowId } = await appUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem({ voucher_code: shared, app_user_id: id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toBe(ALREADY_USED);
    expect(await redemptions(rowId)).toHaveLength(1);
  });

  it('count once: two codes of one campaign at once by one app user', async () => {
    const { id, rowId } = await appUser();
    const mine = await campaign({ startsAt: '2026-01-01T00:00:00Z', endsAt: null, maxUses: null });
    const [campaignId] = await t.db.query<{ campaign_id: number }>('SELECT campaign_id FROM voucher_codes WHERE code = $1', [mine]);
    await t.db.run("INSERT INTO voucher_codes (code, campaign_id, max_uses, created_at) VALUES ('SECONDCODE', $1, NULL, now())", [campaignId!.campaign_id]);
    const answers = await Promise.all([redeem({ voucher_code: mine, app_user_id: id }), redeem({ voucher_code: 'SECONDCODE', app_user_id: id })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await redemptions(rowId)).toHaveLength(1);
  });

  it('count once: a code for one person sent by four app users at once', async () => {
    const code = await campaign({ startsAt: '2026-01-01T00:00:00Z', endsAt: null, maxUses: 1 });
    const users = await Promise.all([appUser(), appUser(), appUser(), appUser()]);
    const answers = await Promise.all(users.map((u) => redeem({ voucher_code: code, app_user_id: u.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error).toBe(USED_UP);
    expect((await t.db.query('SELECT 1 FROM voucher_redemptions WHERE code = $1', [code])).length).toBe(1);
  });
});

describe('the lookup limit', () => {
  it('counts voucher codes with the other lookups by a code', async () => {
    const limited = await createTestApp({ lookupLimit: { max: 3, windowMs: 60_000 }, db: t.db });
    try {
      const client = accountClient(limited, { ip: '10.7.0.2' });
      for (let i = 0; i < 2; i++) expect((await client.send('POST', 'voucher', { voucher_code: `WRONGCODE${i}`, app_user_id: 'N'.repeat(32) })).status).toBe(404);
      expect((await client.send('GET', `app-user/status/${'S'.repeat(32)}`)).status).toBe(404);
      const [code] = await limited.db.query<{ code: string }>('SELECT code FROM voucher_codes WHERE max_uses IS NULL');
      const [user] = await limited.db.query<{ app_user_id: string }>('SELECT app_user_id FROM app_users ORDER BY id LIMIT 1');
      const before = await dbFingerprint(limited.db);
      expectError(await client.send('POST', 'voucher', { voucher_code: code!.code, app_user_id: user!.app_user_id }), 429);
      expect(await dbFingerprint(limited.db)).toEqual(before);
    } finally {
      await limited.close();
    }
    // A second server on its own database: slow to start on a loaded machine.
  }, 180_000);
});
