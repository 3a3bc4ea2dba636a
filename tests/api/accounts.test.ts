/**
 * Accounts (spec §2.2, §7.1): register with an address → the e-mailed verification link → names and
 * password → logged in; login, logout, customers/me; the session cookie and its server-side row.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it, vi } from 'vitest';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { TEST_NOW, createTestApp, useTestApp } from '../helpers/test-app.ts';
import { HOUR, LINK_INVALID, PASSWORD, accountClient, clockAt, expectError, lastEmailTo, linkTokenIn, registerAccount } from './accounts-helpers.ts';

// Each password set or checked is a real argon2id hash (19 MiB): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });


const t = useTestApp();

const at = (ms: number) => clockAt(t, ms);

describe('registering', () => {
  it('from a page of the site that asked for a login: the e-mailed link names it (next=), and anything but a path of the site is refused, changing nothing', async () => {
    at(0);
    const client = accountClient(t);
    const back = '/society/qr/QRCODE123?brand=revolution';
    expect((await client.send('POST', 'register', { email: 'from.qr@example.com', return_to: back })).status).toBe(200);
    const mail = await lastEmailTo(t.db, 'from.qr@example.com');
    const link = new URL(/http:\/\/covers\.test\/verify\/\S+/.exec(mail!.body_text)![0]);
    expect(link.searchParams.get('brand')).toBe('revolution');
    expect(link.searchParams.get('next')).toBe(back);

    const before = await dbFingerprint(t.db);
    for (const returnTo of ['https://elsewhere.example/', '//elsewhere.example/x', '/\\elsewhere.example', 'society/qr/X', '/a b', `/${'x'.repeat(300)}`, 42]) {
      const refused = await client.send('POST', 'register', { email: 'other@example.com', return_to: returnTo });
      expect(refused.status, JSON.stringify(returnTo)).toBe(400);
      expect(refused.body.errors, JSON.stringify(returnTo)).toBeTruthy();
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('e-mails a verification link; the link sets names and password, verifies and logs in', async () => {
    at(0);
    const client = accountClient(t);
    const registered = await client.send('POST', 'register', { email: 'Ada@Example.com' });
    expect(registered.status).toBe(200);
    expect(registered.body.data).toEqual({ email: 'ada@example.com', sent: true, message: "We've sent you an e-mail: click the link in it to set your password." });
    const email = await lastEmailTo(t.db, 'ada@example.com');
    expect(email!.template).toBe('account-verify');
    expect(email!.body_text).toMatch(/http:\/\/covers\.test\/verify\/[A-Za-z0-9_-]{22}\?brand=revolution/);
    const token = await linkTokenIn(t.db, 'ada@example.com', '/verify/');

    // Only the token's hash is stored.
    const stored = await t.db.query<{ token_hash: string; expires_at: Date }>('SELECT token_hash, expires_at FROM customer_tokens');
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
    expect(stored[0]!.expires_at.getTime() - new Date(TEST_NOW).getTime()).toBe(24 * HOUR);

    const loaded = await client.send('GET', `register/verify/${token}?brand_id=1`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.data).toMatchObject({ email: 'ada@example.com', join_token: null });

    const verified = await client.send('POST', `register/verify/${token}`, {
      customer_id: loaded.body.data.customer_id,
      forename: 'Ada',
      surname: 'Lovelace',
      password: PASSWORD,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.meta).toEqual({ post_login_url: '/' });
    expect(verified.body.data).toMatchObject({ email: 'ada@example.com', forename: 'Ada', surname: 'Lovelace', allergens: [], bar: null });
    expect(verified.setCookie).toMatch(/^covers_session=[A-Za-z0-9_-]{22}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);

    const me = await client.send('GET', 'me');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('ada@example.com');

    const [customer] = await t.db.query<{ password_hash: string; email_verified_at: Date }>("SELECT password_hash, email_verified_at FROM customers WHERE email = 'ada@example.com'");
    expect(customer!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(customer!.email_verified_at).not.toBeNull();
    const sessions = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM customer_sessions');
    expect(sessions.map((s) => s.id_hash)).not.toContain(client.cookie!.split('=')[1]);
  });

  it('a verification link works once', async () => {
    at(0);
    const client = accountClient(t);
    await client.send('POST', 'register', { email: 'once@example.com' });
    const token = await linkTokenIn(t.db, 'once@example.com', '/verify/');
    const body = { forename: 'Una', surname: 'Once', password: PASSWORD };
    expect((await client.send('POST', `register/verify/${token}`, body)).status).toBe(200);
    const before = await dbFingerprint(t.db);
    expectError(await client.send('GET', `register/verify/${token}`), 404, LINK_INVALID);
    expectError(await accountClient(t).send('POST', `register/verify/${token}`, { ...body, password: 'another long password' }), 404, LINK_INVALID);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('a verification link expires after 24 hours', async () => {
    at(0);
    const client = accountClient(t);
    await client.send('POST', 'register', { email: 'late@example.com' });
    const token = await linkTokenIn(t.db, 'late@example.com', '/verify/');
    at(24 * HOUR - 1000);
    expect((await client.send('GET', `register/verify/${token}`)).status).toBe(200);
    at(24 * HOUR);
    const before = await dbFingerprint(t.db);
    expectError(await client.send('GET', `register/verify/${token}`), 404, LINK_INVALID);
    expectError(await client.send('POST', `register/verify/${token}`, { forename: 'Lat', surname: 'Ecomer', password: PASSWORD }), 404, LINK_INVALID);
    expect(await dbFingerprint(t.db)).toEqual(before);
    at(0);
  });

  it('carries a join token through the link to the post-login url', async () => {
    at(0);
    const client = accountClient(t);
    await client.send('POST', 'register', { email: 'joiner@example.com', join_token: 'abcDEF123_-x' });
    const email = await lastEmailTo(t.db, 'joiner@example.com');
    expect(email!.body_text).toMatch(/\/verify\/[A-Za-z0-9_-]{22}\/abcDEF123_-x\?brand=revolution/);
    const token = await linkTokenIn(t.db, 'joiner@example.com', '/verify/');
    const verified = await client.send('POST', `register/verify/${token}`, { forename: 'Joy', surname: 'Joiner', password: PASSWORD });
    expect(verified.body.meta).toEqual({ post_login_url: '/join/abcDEF123_-x' });
  });

  it('refuses bad input with the field messages, changing nothing', async () => {
    at(0);
    const client = accountClient(t);
    const before = await dbFingerprint(t.db);
    const missing = await client.send('POST', 'register', {});
    expectError(missing, 422, 'E-mail address is required');
    expect(missing.body.errors.fields).toEqual({ email: ['E-mail address is required'] });
    expectError(await client.send('POST', 'register', { email: 'no-at-sign.example.com' }), 422, 'no-at-sign.example.com is not a valid e-mail address');
    expectError(await client.send('POST', 'register', { email: 'nodot@example' }), 422, 'nodot@example is not a valid e-mail address');
    // What no parser could read is refused by the call's schema, naming the field.
    expect((await client.send('POST', 'register', { email: ['a@b.co'] })).body.errors.fields).toEqual({ email: ['email must be string.'] });
    expectError(await client.send('POST', 'register', { email: 'ok@example.com', join_token: '../../x' }), 400);
    expectError(await client.send('POST', 'register', [1, 2]), 400);
    expect(await dbFingerprint(t.db)).toEqual(before);

    await client.send('POST', 'register', { email: 'weak@example.com' });
    const token = await linkTokenIn(t.db, 'weak@example.com', '/verify/');
    const afterRegister = await dbFingerprint(t.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ surname: 'Weak', password: PASSWORD }, 'forename', 'Forename is required'],
      [{ forename: 'Wes', surname: '  ', password: PASSWORD }, 'surname', 'Surname is required'],
      [{ forename: 'Wes', surname: 'Weak' }, 'password', 'Password is required'],
      [{ forename: 'Wes', surname: 'Weak', password: 'short1' }, 'password', 'Your password must be at least 10 characters long'],
      [{ forename: 'Wes', surname: 'Weak', password: 'qwertyuiop' }, 'password', 'That password is too easy to guess: it is one of the most used. Please choose another'],
      [{ forename: 'Wes', surname: 'Weak', password: 'Password123' }, 'password', 'That password is too easy to guess: it is one of the most used. Please choose another'],
      [{ forename: 'Wes', surname: 'Weak', password: 'x'.repeat(257) }, 'password', 'Your password must be at most 256 characters long'],
    ];
    for (const [body, field, message] of cases) {
      const answer = await client.send('POST', `register/verify/${token}`, body);
      expectError(answer, 422, message);
      expect(answer.body.errors.fields).toEqual({ [field]: [message] });
    }
    // Another customer's id with this link: not found.
    expectError(await client.send('POST', `register/verify/${token}`, { customer_id: 999999, forename: 'Wes', surname: 'Weak', password: PASSWORD }), 404, LINK_INVALID);
    expectError(await client.send('GET', 'register/verify/not-a-token!'), 404, LINK_INVALID);
    expectError(await client.send('GET', `register/verify/${'A'.repeat(22)}`), 404, LINK_INVALID);
    expect(await dbFingerprint(t.db)).toEqual(afterRegister);
    expect(client.cookie).toBeUndefined();
  });

  it('registering an address that has an account says the same, changes nothing of it, and e-mails its owner', async () => {
    at(0);
    await registerAccount(t, accountClient(t), 'taken@example.com');
    const [before] = await t.db.query('SELECT * FROM customers WHERE email = $1', ['taken@example.com']);
    const answer = await accountClient(t).send('POST', 'register', { email: 'TAKEN@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ email: 'taken@example.com', sent: true, message: "We've sent you an e-mail: click the link in it to set your password." });
    expect((await lastEmailTo(t.db, 'taken@example.com'))!.template).toBe('account-exists');
    expect(await t.db.query('SELECT * FROM customers WHERE email = $1', ['taken@example.com'])).toEqual([before]);
    const tokens = await t.db.query("SELECT 1 FROM customer_tokens k JOIN customers c ON c.id = k.customer_id WHERE c.email = 'taken@example.com' AND k.used_at IS NULL");
    expect(tokens).toEqual([]);
  });
});

describe('logging in and out', () => {
  it('logs in with the right password, whatever the case of the address; a wrong one is refused', async () => {
    at(0);
    await registerAccount(t, accountClient(t), 'grace@example.com');
    const client = accountClient(t);
    const wrong = await client.send('POST', 'authenticate', { email: 'grace@example.com', password: 'not the password' });
    expectError(wrong, 401, 'Your e-mail address or password is incorrect');
    expect(wrong.setCookie).toBeUndefined();
    expectError(await client.send('GET', 'me'), 401, 'Please log in to continue');

    const right = await client.send('POST', 'authenticate', { email: 'Grace@Example.COM', password: PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.meta).toEqual({ post_login_url: '/' });
    expect(right.body.data.email).toBe('grace@example.com');
    expect((await client.send('GET', 'me')).body.data.email).toBe('grace@example.com');

    const joining = await accountClient(t).send('POST', 'authenticate', { email: 'grace@example.com', password: PASSWORD, join_token: 'JOIN1234' });
    expect(joining.body.meta).toEqual({ post_login_url: '/join/JOIN1234' });
  });

  it('answers an unknown address and an unverified one as a wrong password', async () => {
    at(0);
    const client = accountClient(t);
    await client.send('POST', 'register', { email: 'unverified@example.com' });
    for (const email of ['nobody@example.com', 'unverified@example.com']) {
      expectError(await client.send('POST', 'authenticate', { email, password: PASSWORD }), 401, 'Your e-mail address or password is incorrect');
    }
  });

  it('refuses a login without an address or password in the field shape', async () => {
    const client = accountClient(t);
    const noEmail = await client.send('POST', 'authenticate', { password: PASSWORD });
    expectError(noEmail, 422, 'E-mail address is required');
    const noPassword = await client.send('POST', 'authenticate', { email: 'grace@example.com' });
    expectError(noPassword, 422, 'Password is required');
    expect(noPassword.body.errors.fields).toEqual({ password: ['Password is required'] });
    expectError(await client.send('POST', 'authenticate', { email: 'grace@example.com', password: 12345678901 }), 400, 'password must be string.');
  });

  it('logout revokes the session: its cookie no longer logs in, even sent again', async () => {
    at(0);
    const client = accountClient(t);
    await registerAccount(t, client, 'leaver@example.com');
    const cookie = client.cookie;
    const out = await client.send('POST', 'logout');
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/^covers_session=; .*Expires=Thu, 01 Jan 1970/);
    const replay = accountClient(t);
    replay.cookie = cookie;
    expectError(await replay.send('GET', 'me'), 401);
    const [row] = await t.db.query<{ revoked_at: Date | null }>(
      "SELECT s.revoked_at FROM customer_sessions s JOIN customers c ON c.id = s.customer_id WHERE c.email = 'leaver@example.com'",
    );
    expect(row!.revoked_at).not.toBeNull();
    // Logging out without a session is fine too.
    expect((await accountClient(t).send('POST', 'logout')).status).toBe(200);
  });

  it('a session ends after 7 days unused, and 30 days after login however much it is used', async () => {
    at(0);
    const client = accountClient(t);
    await registerAccount(t, client, 'idle@example.com');
    at(7 * 24 * HOUR - 60_000);
    expect((await client.send('GET', 'me')).status).toBe(200);
    // Used just now: the idle expiry moved on.
    at(2 * 7 * 24 * HOUR - 2 * 60_000);
    expect((await client.send('GET', 'me')).status).toBe(200);
    at(3 * 7 * 24 * HOUR - 3 * 60_000);
    expect((await client.send('GET', 'me')).status).toBe(200);
    at(4 * 7 * 24 * HOUR - 4 * 60_000);
    expect((await client.send('GET', 'me')).status).toBe(200);
    at(30 * 24 * HOUR);
    expectError(await client.send('GET', 'me'), 401);

    at(0);
    const idle = accountClient(t);
    await registerAccount(t, idle, 'idle2@example.com');
    at(7 * 24 * HOUR);
    expectError(await idle.send('GET', 'me'), 401);
    at(0);
  });

  it('an unknown or malformed cookie is not logged in', async () => {
    const client = accountClient(t);
    for (const cookie of ['covers_session=AAAAAAAAAAAAAAAAAAAAAA', 'covers_session=', 'covers_session=%zz', 'other=1']) {
      client.cookie = cookie;
      expectError(await client.send('GET', 'me'), 401, 'Please log in to continue');
    }
  });
});

describe('cross-site requests', () => {
  it('refuses account writes a browser says came from another site, changing nothing', async () => {
    at(0);
    const client = accountClient(t);
    await registerAccount(t, client, 'csrf@example.com');
    const before = await dbFingerprint(t.db);
    const refusals: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ];
    for (const headers of refusals) {
      for (const [path, body] of [
        ['logout', undefined],
        ['my-details', { forename: 'Mallory' }],
        ['authenticate', { email: 'csrf@example.com', password: PASSWORD }],
        ['register', { email: 'victim@example.com' }],
        ['forgot-password', { email: 'csrf@example.com' }],
      ] as const) {
        const answer = await client.send('POST', path, body, headers);
        expectError(answer, 403, 'This request did not come from this site, so it was refused');
      }
    }
    // Without Sec-Fetch-Site, the Origin decides.
    const noFetchSite = { 'sec-fetch-site': undefined };
    expectError(await client.send('POST', 'logout', undefined, { ...noFetchSite, origin: 'http://evil.example' }), 403);
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect((await client.send('GET', 'me')).status).toBe(200);
    expect((await client.send('POST', 'my-details', { forename: 'Ada' }, { ...noFetchSite, origin: 'http://covers.test' })).status).toBe(200);
  });
});

describe('the session cookie over HTTPS', () => {
  it('is Secure, with the __Host- prefix', async () => {
    const secure = await createTestApp({ publicUrl: 'https://covers.test' });
    try {
      const client = accountClient(secure);
      await client.send('POST', 'register', { email: 'tls@example.com' });
      const [email] = await secure.db.query<{ body_text: string }>('SELECT body_text FROM email_outbox ORDER BY id DESC LIMIT 1');
      const token = email!.body_text.match(/\/verify\/([A-Za-z0-9_-]+)/)![1];
      const verified = await client.send('POST', `register/verify/${token}`, { forename: 'Tia', surname: 'Secure', password: PASSWORD });
      expect(verified.setCookie).toMatch(/^__Host-covers_session=[A-Za-z0-9_-]{22}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
      expect((await client.send('GET', 'me')).status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});
