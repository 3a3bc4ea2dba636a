/**
 * Accounts, continued: the forgotten password (spec §2.2, §7.1, §8), the profile ('Your Profile',
 * customers/my-details), the signup on a booking's manage page, and the link between an account and the
 * bookings made with its address. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it, vi } from 'vitest';
import { bookingIdsOfAccount } from '../../src/server/db/repositories/customers.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { HOUR, LINK_INVALID, PASSWORD, accountClient, clockAt, expectError, lastEmailTo, linkTokenIn, registerAccount } from './accounts-helpers.ts';
import { bookWithDeposit } from './payments-helpers.ts';

// Each password set or checked is a real argon2id hash (19 MiB): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const NEW_PASSWORD = 'a brand new pass phrase';

const t = useTestApp();

const at = (ms: number) => clockAt(t, ms);
const login = (email: string, password: string) => accountClient(t).send('POST', 'authenticate', { email, password });

describe('a forgotten password', () => {
  it('an address without an account: data.new, no e-mail, nothing changed', async () => {
    const before = await dbFingerprint(t.db);
    const answer = await accountClient(t).send('POST', 'forgot-password', { email: 'stranger@example.com' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ new: true, message: "Hmm.. we don't seem to have a record for you on file. Would you like to register instead?" });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('e-mails a link for an hour; the new password ends every session; the link works once', async () => {
    at(0);
    const phone = accountClient(t);
    await registerAccount(t, phone, 'reset@example.com');
    const laptop = accountClient(t);
    expect((await laptop.send('POST', 'authenticate', { email: 'reset@example.com', password: PASSWORD })).status).toBe(200);

    const asked = await accountClient(t).send('POST', 'forgot-password', { email: 'Reset@Example.com' });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ new: false });
    const email = await lastEmailTo(t.db, 'reset@example.com');
    expect(email!.template).toBe('password-reset');
    expect(email!.body_text).toMatch(/http:\/\/covers\.test\/password-reset\/[A-Za-z0-9_-]{22}\?brand=revolution/);
    const token = await linkTokenIn(t.db, 'reset@example.com', '/password-reset/');
    expect((await accountClient(t).send('GET', `forgot-password/${token}/verify`)).body).toEqual({ data: { valid: true } });

    // A weak password changes nothing, and the link still works.
    const before = await dbFingerprint(t.db);
    const weak = await accountClient(t).send('POST', `forgot-password/${token}/process`, { password: 'password' });
    expectError(weak, 422, 'Your password must be at least 10 characters long');
    expectError(await accountClient(t).send('POST', `forgot-password/${token}/process`, {}), 422, 'Password is required');
    expect(await dbFingerprint(t.db)).toEqual(before);

    at(HOUR - 1000);
    const done = await accountClient(t).send('POST', `forgot-password/${token}/process`, { password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ message: 'Your password has been changed.' });
    expectError(await phone.send('GET', 'me'), 401);
    expectError(await laptop.send('GET', 'me'), 401);
    expectError(await login('reset@example.com', PASSWORD), 401);
    expect((await login('reset@example.com', NEW_PASSWORD)).status).toBe(200);

    const afterReset = await dbFingerprint(t.db);
    expectError(await accountClient(t).send('GET', `forgot-password/${token}/verify`), 404, LINK_INVALID);
    expectError(await accountClient(t).send('POST', `forgot-password/${token}/process`, { password: 'yet another pass phrase' }), 404, LINK_INVALID);
    expect(await dbFingerprint(t.db)).toEqual(afterReset);
    at(0);
  });

  it('a link expires after an hour; using one link ends the others', async () => {
    at(0);
    await registerAccount(t, accountClient(t), 'twice@example.com');
    await accountClient(t).send('POST', 'forgot-password', { email: 'twice@example.com' });
    const first = await linkTokenIn(t.db, 'twice@example.com', '/password-reset/');
    at(10 * 60_000);
    await accountClient(t).send('POST', 'forgot-password', { email: 'twice@example.com' });
    const second = await linkTokenIn(t.db, 'twice@example.com', '/password-reset/');
    expect(second).not.toBe(first);
    at(HOUR);
    expectError(await accountClient(t).send('GET', `forgot-password/${first}/verify`), 404, LINK_INVALID);
    const before = await dbFingerprint(t.db);
    expectError(await accountClient(t).send('POST', `forgot-password/${first}/process`, { password: NEW_PASSWORD }), 404, LINK_INVALID);
    expect(await dbFingerprint(t.db)).toEqual(before);

    await accountClient(t).send('POST', 'forgot-password', { email: 'twice@example.com' });
    const third = await linkTokenIn(t.db, 'twice@example.com', '/password-reset/');
    expect((await accountClient(t).send('POST', `forgot-password/${second}/process`, { password: NEW_PASSWORD })).status).toBe(200);
    expectError(await accountClient(t).send('GET', `forgot-password/${third}/verify`), 404, LINK_INVALID);
    at(0);
  });

  it('refuses bad input and links that are not ours', async () => {
    const before = await dbFingerprint(t.db);
    expectError(await accountClient(t).send('POST', 'forgot-password', {}), 422, 'E-mail address is required');
    expectError(await accountClient(t).send('POST', 'forgot-password', { email: 'nope' }), 422, 'nope is not a valid e-mail address');
    for (const token of ['x', 'A'.repeat(22), 'a.b', 'a'.repeat(99)]) {
      expectError(await accountClient(t).send('GET', `forgot-password/${token}/verify`), 404, LINK_INVALID);
      expectError(await accountClient(t).send('POST', `forgot-password/${token}/process`, { password: NEW_PASSWORD }), 404, LINK_INVALID);
    }
    // A verification link is not a reset link.
    await accountClient(t).send('POST', 'register', { email: 'mixed@example.com' });
    const verifyToken = await linkTokenIn(t.db, 'mixed@example.com', '/verify/');
    expectError(await accountClient(t).send('GET', `forgot-password/${verifyToken}/verify`), 404, LINK_INVALID);
    expect((await dbFingerprint(t.db)).customer_sessions).toEqual(before.customer_sessions);
  });
});

describe('the profile', () => {
  it('needs a login', async () => {
    expectError(await accountClient(t).send('GET', 'my-details'), 401, 'Please log in to continue');
    const before = await dbFingerprint(t.db);
    expectError(await accountClient(t).send('POST', 'my-details', { forename: 'Nobody' }), 401, 'Please log in to continue');
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('saves names, phone, opt-ins, allergens and a favourite bar; me shows them', async () => {
    const client = accountClient(t);
    await registerAccount(t, client, 'profile@example.com');
    const saved = await client.send('POST', 'my-details', {
      forename: 'Augusta',
      surname: 'King',
      phone: '07700 900 123',
      marketing_opt_in: 1,
      sms_opt_in: '1',
      phone_opt_in: false,
      allergens: ['peanuts', 'Celery', 'Peanuts'],
      bar: demo.bars.revolutionLeeds,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.meta).toEqual({ message: 'Your details have been saved' });
    expect(saved.body.data).toMatchObject({
      email: 'profile@example.com',
      forename: 'Augusta',
      surname: 'King',
      phone: '07700900123',
      marketing_opt_in: 1,
      sms_opt_in: 1,
      phone_opt_in: 0,
      allergens: ['Celery', 'Peanuts'],
      bar: { id: demo.bars.revolutionLeeds },
    });
    expect((await client.send('GET', 'me')).body.data).toEqual(saved.body.data);
    expect((await client.send('GET', 'my-details')).body.data).toEqual(saved.body.data);

    // PUT takes some fields; the others stay.
    const put = await client.send('PUT', 'my-details', { phone: '', bar: null, allergens: [] });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ forename: 'Augusta', phone: '', bar: null, allergens: [], marketing_opt_in: 1 });
  });

  it('refuses each bad field with its message, saving none of the others', async () => {
    const client = accountClient(t);
    await registerAccount(t, client, 'picky@example.com');
    const before = await dbFingerprint(t.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ forename: '' }, 'forename', 'Forename is required'],
      [{ surname: 'x'.repeat(101) }, 'surname', 'Surname must be at most 100 characters'],
      [{ phone: '+44 7700 900123' }, 'phone', 'Phone number can only contain digits'],
      [{ marketing_opt_in: 2 }, 'marketing_opt_in', 'Must be 0 or 1'],
      [{ allergens: ['Gluten'] }, 'allergens', 'Gluten is not one of the allergens we list'],
      [{ bar: 999999 }, 'bar', 'Please choose one of our bars'],
      [{ bar: demo.bars.decubaManchester }, 'bar', 'Please choose one of our bars'],
      [{ bar: 'leeds' }, 'bar', 'Please choose one of our bars'],
      [{ email: 'someone.else@example.com' }, 'email', 'Your e-mail address cannot be changed here'],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await client.send('POST', 'my-details', { forename: 'Changed', ...fields });
      expectError(answer, 422, message);
      expect(answer.body.errors.fields).toEqual({ [field]: [message] });
    }
    // What no parser could read is refused by the call's schema (400), naming the field.
    for (const [fields, field] of [
      [{ phone: { n: 1 } }, 'phone'],
      [{ allergens: 7 }, 'allergens'],
      [{ marketing_opt_in: [1] }, 'marketing_opt_in'],
    ] as const) {
      const answer = await client.send('PUT', 'my-details', fields);
      expectError(answer, 400);
      expect(Object.keys(answer.body.errors.fields)).toEqual([field]);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
    // Its own address, as the profile form sends it back, is fine.
    expect((await client.send('POST', 'my-details', { email: 'PICKY@example.com', forename: 'Pia' })).status).toBe(200);
  });
});

describe('the signup on a manage page', () => {
  it('with the booking\'s address: nothing logged in until the address\'s owner follows the e-mailed link, then the account, named as the booking', async () => {
    at(0);
    const { booking } = await bookWithDeposit(t, { email: 'Holder@Example.com' });
    const client = accountClient(t);
    const before = await dbFingerprint(t.db);
    for (const [body, status, message] of [
      [{ booking_token: 'x'.repeat(32), email: 'holder@example.com', password: PASSWORD }, 404, 'Sorry, we could not find that booking'],
      [{ email: 'holder@example.com', password: PASSWORD }, 404, 'Sorry, we could not find that booking'],
      [{ booking_token: booking.manage_key, email: 'other@example.com', password: PASSWORD }, 422, 'Please use the e-mail address this booking was made with'],
      [{ booking_token: booking.manage_key, email: 'holder@example.com', password: '123456789012' }, 422, 'That password is too easy to guess: it is one of the most used. Please choose another'],
      [{ booking_token: booking.manage_key, email: 'holder@example.com' }, 422, 'Password is required'],
    ] as const) {
      expectError(await client.send('POST', 'register/standalone', body), status, message);
    }
    // Another brand's booking is not found.
    expectError(await client.send('POST', 'register/standalone', { booking_token: booking.manage_key, email: 'holder@example.com', password: PASSWORD }, { 'x-brand': '2' }), 404);
    expect(await dbFingerprint(t.db)).toEqual(before);

    // A forwarded confirmation e-mail's holder: nothing logged in, no account, nothing of the address's shown.
    const holder = accountClient(t);
    const done = await holder.send('POST', 'register/standalone', { booking_token: booking.manage_key, email: 'HOLDER@example.com', password: PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ data: { email: 'holder@example.com', sent: true, message: "We've sent you an e-mail: click the link in it to finish making your account." } });
    expect(done.headers['set-cookie']).toBeUndefined();
    expect((await holder.send('GET', 'me')).status).toBe(401);
    expect((await holder.api('GET', 'rest/my-bookings')).status).toBe(401);
    expect((await login('holder@example.com', PASSWORD)).status).toBe(401);
    const [pending] = await t.db.query<{ password_hash: string | null; email_verified_at: Date | null }>("SELECT password_hash, email_verified_at FROM customers WHERE email = 'holder@example.com'");
    expect(pending).toEqual({ password_hash: null, email_verified_at: null });
    // The address's owner follows the e-mailed link: their names from the booking, the password they chose.
    const mail = await lastEmailTo(t.db, 'holder@example.com');
    expect(mail).toMatchObject({ subject: 'Finish creating your Revolution account', template: 'account-verify' });
    const token = await linkTokenIn(t.db, 'holder@example.com', '/verify/');
    const owner = accountClient(t);
    const link = await owner.send('GET', `register/verify/${token}`);
    expect(link.body.data).toMatchObject({ email: 'holder@example.com', forename: 'Mary', surname: 'Somerville', password_set: true });
    // Only whoever chose the password can finish: the owner of a forwarded link's address, asked by a stranger
    // to click, cannot be made to take the stranger's password.
    const unfinished = await dbFingerprint(t.db);
    expectError(await owner.send('POST', `register/verify/${token}`, { forename: 'Mary', surname: 'Somerville' }), 422, 'Password is required');
    expectError(await owner.send('POST', `register/verify/${token}`, { forename: 'Mary', surname: 'Somerville', password: 'a password of my own' }), 422, 'That is not the password chosen when this account was asked for');
    expect(await dbFingerprint(t.db)).toEqual(unfinished);
    const verified = await owner.send('POST', `register/verify/${token}`, { forename: 'Mary', surname: 'Somerville', password: PASSWORD });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ email: 'holder@example.com', forename: 'Mary', surname: 'Somerville' });
    expect((await owner.send('GET', 'me')).status).toBe(200);
    expect((await login('holder@example.com', PASSWORD)).status).toBe(200);
    const [customer] = await t.db.query<{ id: number }>("SELECT id FROM customers WHERE email = 'holder@example.com'");
    expect(await bookingIdsOfAccount(t.db, customer!.id)).toEqual([booking.id]);
    // The link works once.
    expectError(await accountClient(t).send('POST', `register/verify/${token}`, { forename: 'Mary', surname: 'Somerville', password: PASSWORD }), 404, LINK_INVALID);

    expectError(
      await accountClient(t).send('POST', 'register/standalone', { booking_token: booking.manage_key, email: 'holder@example.com', password: NEW_PASSWORD }),
      409,
      'You already have an account: please log in',
    );
  });
});

describe('an account\'s bookings', () => {
  it('are those made with its address, before and after registering; a booking does not rename the account', async () => {
    at(0);
    const before = await bookWithDeposit(t, { email: 'Early.Bird@example.com' });
    const client = accountClient(t);
    // Not yet an account: no bookings listed for it.
    const [unverified] = await t.db.query<{ id: number }>("SELECT id FROM customers WHERE email = 'early.bird@example.com'");
    expect(await bookingIdsOfAccount(t.db, unverified!.id)).toEqual([]);
    await registerAccount(t, client, 'early.bird@example.com');
    const after = await bookWithDeposit(t, { email: 'EARLY.BIRD@EXAMPLE.COM', date: '2026-12-05' });
    await bookWithDeposit(t, { email: 'someone.else@example.com' });
    const me = (await client.send('GET', 'me')).body.data;
    expect(me).toMatchObject({ forename: 'Ada', surname: 'Lovelace' });
    expect(await bookingIdsOfAccount(t.db, me.id)).toEqual([after.booking.id, before.booking.id]);
  });
});
