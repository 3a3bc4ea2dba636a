/**
 * E-mail verification for the app (issue 15, spec §4, §5, §7.5, §9): customers/email-verify e-mails a link with its
 * code to a university address (student: ends in ac.uk) or a personal one (which must not); the status the page
 * polls says when it is verified; customers/email-verify/{code} verifies it. A new e-mail waits 2 minutes; bad input,
 * other people's ids and unknown or expired links are refused in the error shape and change nothing.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, clockAt, expectError, lastEmailTo, linkTokenIn, newAppUser, type AccountClient } from './accounts-helpers.ts';

const LINK_INVALID = 'Sorry, that verification link has either expired or does not exist';
const MINUTE = 60_000;

const t = useTestApp({ lookupLimit: false });
beforeEach(() => clockAt(t, 0));

/** A new app user (their own customer) and a client of the site. */
let n = 0;
function appUser() {
  n += 1;
  return newAppUser(t, `verify-app-user-${String(n).padStart(4, '0')}-${'y'.repeat(12)}`, `verify.${n}@example.com`);
}

const request = (c: AccountClient, body: Record<string, unknown>) => c.send('POST', 'email-verify', body);
const status = (c: AccountClient, id: string, email: string) => c.send('GET', `email-verify-status?id=${encodeURIComponent(id)}&email=${encodeURIComponent(email)}`);
const verify = (c: AccountClient, code: string) => c.send('POST', `email-verify/${code}`, {});

describe('verifying an address', () => {
  it('e-mails a link with its code; the status says pending, then verified once the link is opened', async () => {
    const { client, id, email } = await appUser();
    expect((await status(client, id, email)).body).toEqual({ data: null, meta: { verified: false, resend_in_seconds: 0 } });
    const sent = await request(client, { email_address: ` ${email.toUpperCase()} `, app_user_id: id, student: false });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ id: expect.any(Number), email_address: email, date_created: new Date(TEST_NOW).toISOString(), student: false, date_verified: null });
    const mail = await lastEmailTo(t.db, email);
    expect(mail!.template).toBe('email-verify');
    const code = await linkTokenIn(t.db, email, '/email-verify/');
    expect(mail!.body_text).toContain(`Your verification code is ${code}`);
    const stored = await t.db.query<{ code_hash: string }>('SELECT code_hash FROM email_verifications');
    expect(stored.map((r) => r.code_hash)).not.toContain(code);

    // The 2-minute lock the next request would meet, counted down on the server's clock.
    expect((await status(client, id, email)).body).toEqual({ data: sent.body.data, meta: { verified: false, resend_in_seconds: 120 } });
    clockAt(t, 90_000);
    expect((await status(client, id, email)).body.meta).toEqual({ verified: false, resend_in_seconds: 30 });
    clockAt(t, 2 * MINUTE);
    expect((await status(client, id, email)).body.meta).toEqual({ verified: false, resend_in_seconds: 0 });
    clockAt(t, 10 * MINUTE);
    const verified = await verify(accountClient(t), code);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toEqual({ ...sent.body.data, date_verified: new Date(new Date(TEST_NOW).getTime() + 10 * MINUTE).toISOString() });
    expect((await status(client, id, email)).body).toEqual({ data: verified.body.data, meta: { verified: true, resend_in_seconds: 0 } });
    // Opened again, it stays verified as it was; asked again, nothing is sent.
    clockAt(t, 20 * MINUTE);
    expect((await verify(accountClient(t), code)).body.data).toEqual(verified.body.data);
    const before = await t.db.query('SELECT count(*)::int AS n FROM email_outbox');
    expect((await request(client, { email_address: email, app_user_id: id, student: 0 })).body.data).toEqual(verified.body.data);
    expect(await t.db.query('SELECT count(*)::int AS n FROM email_outbox')).toEqual(before);
  });

  it('takes a university address (ac.uk) for a student and refuses it for the personal path, and the other way round', async () => {
    const { client, id } = await appUser();
    const before = await dbFingerprint(t.db);
    const refused: [Record<string, unknown>, string, string][] = [
      [{ email_address: 'sam@gmail.com', student: true }, 'email_address', 'Your university e-mail address must end in ac.uk'],
      [{ email_address: 'sam@leeds.ac.uk', student: false }, 'email_address', 'Please use a personal e-mail address rather than a university one'],
      [{ email_address: 'sam@ac.uk.example.com', student: 1 }, 'email_address', 'Your university e-mail address must end in ac.uk'],
      [{ email_address: 'not an address', student: false }, 'email_address', 'not an address is not a valid e-mail address'],
      [{ email_address: '', student: false }, 'email_address', 'E-mail address is required'],
      [{ email_address: 'sam@gmail.com' }, 'student', 'Student must be true or false'],
      [{ email_address: 'sam@gmail.com', student: 'maybe' }, 'student', 'Student must be true or false'],
    ];
    for (const [body, field, message] of refused) {
      const r = await request(client, { ...body, app_user_id: id });
      expectError(r, 422, message);
      expect(r.body.errors.fields, JSON.stringify(body)).toEqual({ [field]: [message] });
    }
    expect((await request(client, { app_user_id: id, email_address: 1, student: true })).status).toBe(400);
    expect(await dbFingerprint(t.db)).toEqual(before);
    const student = await request(client, { email_address: 'Sam@Leeds.AC.UK', app_user_id: id, student: true });
    expect(student.status).toBe(200);
    expect(student.body.data).toMatchObject({ email_address: 'sam@leeds.ac.uk', student: true });
    expect((await lastEmailTo(t.db, 'sam@leeds.ac.uk'))!.subject).toMatch(/^Verify your university e-mail address/);
  });

  it('sends a new e-mail to the address only 2 minutes after the last; of two requests at once one sends', async () => {
    const { client, id, email } = await appUser();
    const [first, second] = await Promise.all([request(client, { email_address: email, app_user_id: id, student: false }), request(client, { email_address: email, app_user_id: id, student: false })]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const emails = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1', [email]))[0]!.n;
    expect(await emails()).toBe(1);
    clockAt(t, 2 * MINUTE - 1000);
    const early = await request(client, { email_address: email, app_user_id: id, student: false });
    expectError(early, 429, "We've just sent you an e-mail: please check your inbox. You can ask again in 2 minutes.");
    expect(early.headers['retry-after']).toBe('1');
    clockAt(t, 2 * MINUTE);
    expect((await request(client, { email_address: email, app_user_id: id, student: false })).status).toBe(200);
    expect(await emails()).toBe(2);
  });

  it("refuses ids that are no one's and other people's customers, changing nothing", async () => {
    const { client, id, email } = await appUser();
    const other = await appUser();
    const before = await dbFingerprint(t.db);
    const unknown = "Sorry, we couldn't find your app account. Please open this page from the app again.";
    expectError(await request(client, { email_address: email, app_user_id: 'Z'.repeat(32), student: false }), 404, unknown);
    expectError(await request(client, { email_address: email, app_user_id: id, rb_customer_id: other.customerId, student: false }), 403, 'You can only verify an address for yourself');
    expectError(await request(accountClient(t), { email_address: email, student: false }), 401);
    expectError(await status(client, 'Z'.repeat(32), email), 404, unknown);
    expectError(await status(client, id, 'nope'), 422);
    expect(await dbFingerprint(t.db)).toEqual(before);
    // The right customer id is taken, as the app sends it.
    expect((await request(client, { email_address: email, app_user_id: id, rb_customer_id: String(await customerIdOf(id)), student: false })).status).toBe(200);
  });

  it('refuses a link that is none, not of the form, or expired, changing nothing', async () => {
    const { client, id, email } = await appUser();
    await request(client, { email_address: email, app_user_id: id, student: false });
    const code = await linkTokenIn(t.db, email, '/email-verify/');
    const before = await dbFingerprint(t.db);
    for (const wrong of ['A'.repeat(22), 'x', `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`]) expectError(await verify(client, wrong), 404, LINK_INVALID);
    clockAt(t, 24 * 60 * MINUTE);
    expectError(await verify(client, code), 404, LINK_INVALID);
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect((await status(client, id, email)).body.meta.verified).toBe(false);
  });
});

async function customerIdOf(appUserId: string): Promise<number> {
  const [row] = await t.db.query<{ customer_id: number }>('SELECT customer_id FROM app_users WHERE app_user_id = $1', [appUserId]);
  return row!.customer_id;
}
