/**
 * Google sign-in for customers (issue 16 item 7, spec §7.1 customers/authenticate/google): ID tokens signed by a
 * local key set standing in for Google's, published at a local JWKS URL the server is configured with. A right
 * token logs in the account of its address (made when new, verified either way); a token for another audience,
 * from another issuer, expired, signed by another key, for an unverified address or used before is refused and
 * logs no one in. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleKeySet, type GoogleKeySet } from '../helpers/google-keys.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../helpers/test-app.ts';
import { accountClient } from './accounts-helpers.ts';

const CLIENT_ID = 'covers-test.apps.googleusercontent.com';
const FAILED = 'Sorry, we could not sign you in with Google. Please try again.';
const NOW = Math.floor(new Date(TEST_NOW).getTime() / 1000);

let t: TestApp;
let keys: GoogleKeySet;
let googleKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  keys = await startGoogleKeySet();
  ({ googleKey, otherKey } = keys);
  t = await createTestApp({ googleSignIn: { clientId: CLIENT_ID, jwksUrl: keys.jwksUrl } });
});
afterAll(async () => {
  await t?.close();
  await keys?.close();
});

/** An ID token as Google's button gives one, with `claims` over the usual ones, signed by `key`. */
function idToken(claims: Record<string, unknown> = {}, key: CryptoKey = googleKey) {
  return new SignJWT({
    iss: 'https://accounts.google.com',
    aud: CLIENT_ID,
    azp: CLIENT_ID,
    sub: '1098765432101234567',
    email: 'grace.google@example.com',
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Google',
    iat: NOW - 60,
    exp: NOW + 3540,
    jti: randomUUID(),
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'google-1', typ: 'JWT' })
    .sign(key);
}

const sessionCount = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customer_sessions'))[0]!.n);

describe('customers/authenticate/google', () => {
  it('makes the account of a new verified address, logs it in, and the site knows them', async () => {
    const client = accountClient(t);
    const r = await client.send('POST', 'authenticate/google', { token: await idToken(), brand_id: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ data: { email: 'grace.google@example.com', forename: 'Grace', surname: 'Google' }, meta: { post_login_url: '/' } });
    expect(r.setCookie).toMatch(/^covers_session=.+HttpOnly/);
    expect((await client.send('GET', 'me')).body.data).toMatchObject({ email: 'grace.google@example.com' });
    const [row] = await t.db.query<{ email_verified_at: Date | null; password_hash: string | null }>('SELECT email_verified_at, password_hash FROM customers WHERE email = $1', ['grace.google@example.com']);
    expect(row).toEqual({ email_verified_at: new Date(TEST_NOW), password_hash: null });
  });

  it('finds the customer of an address already known (a booking’s), verifies it, and keeps their own names', async () => {
    await t.db.run("INSERT INTO customers (email, forename, surname) VALUES ('booker@example.com', 'Bea', 'Booker')");
    const client = accountClient(t);
    const r = await client.send('POST', 'authenticate/google', { token: await idToken({ email: 'Booker@Example.com', given_name: 'B', family_name: 'G' }) });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ email: 'booker@example.com', forename: 'Bea', surname: 'Booker' });
    expect((await t.db.query('SELECT count(*)::int AS n FROM customers WHERE email = $1', ['booker@example.com']))[0]).toEqual({ n: 1 });
  });

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({ iss: 'https://accounts.example.com' })],
    ['an expired token', () => idToken({ iat: NOW - 7200, exp: NOW - 3600 })],
    ['a token issued in the future', () => idToken({ iat: NOW + 3600, exp: NOW + 7200, nbf: NOW + 3600 })],
    // No nbf to stop it: only its issue time says it is not yet real.
    ['a token whose issue time is an hour ahead', () => idToken({ iat: NOW + 3600, exp: NOW + 7200 })],
    ['a bad signature (another key under Google’s key id)', () => idToken({}, otherKey)],
    ['a token without a jti', () => idToken({ jti: undefined })],
    ['not a token at all', async () => 'not.a.token'],
  ])('refuses %s and logs no one in', async (_name, token) => {
    const before = await sessionCount();
    const client = accountClient(t);
    const r = await client.send('POST', 'authenticate/google', { token: await token(), brand_id: 1 });
    expect(r).toMatchObject({ status: 401, body: { error: FAILED, errors: { message: FAILED } } });
    expect(r.setCookie).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an address Google has not verified, making no account', async () => {
    const r = await accountClient(t).send('POST', 'authenticate/google', { token: await idToken({ email: 'unverified@example.com', email_verified: false }) });
    expect(r).toMatchObject({ status: 401, body: { error: "Your Google account's e-mail address is not verified, so we cannot sign you in with it." } });
    expect(await t.db.query('SELECT 1 FROM customers WHERE email = $1', ['unverified@example.com'])).toEqual([]);
  });

  it('refuses a token used before (replayed)', async () => {
    const token = await idToken({ email: 'replay@example.com' });
    expect((await accountClient(t).send('POST', 'authenticate/google', { token })).status).toBe(200);
    const before = await sessionCount();
    const thief = accountClient(t);
    expect(await thief.send('POST', 'authenticate/google', { token })).toMatchObject({ status: 401, body: { error: FAILED } });
    expect(thief.cookie).toBeUndefined();
    expect(await sessionCount()).toBe(before);
  });

  it('refuses bad input and cross-site calls in the error shape', async () => {
    const client = accountClient(t);
    expect(await client.send('POST', 'authenticate/google', {})).toMatchObject({ status: 400, body: { error: 'token is required.' } });
    expect((await client.send('POST', 'authenticate/google', { token: 5 })).status).toBe(400);
    expect(await client.send('POST', 'authenticate/google', { token: await idToken(), brand_id: 2 })).toMatchObject({ status: 400, body: { errors: { fields: { brand_id: ["brand_id is not this site's brand."] } } } });
    expect((await client.send('POST', 'authenticate/google', { token: await idToken() }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off?.close());

  it('answers 404: Google sign-in is not available', async () => {
    const r = await accountClient(off).send('POST', 'authenticate/google', { token: await idToken() });
    expect(r).toMatchObject({ status: 404, body: { error: 'Google sign-in is not available on this site.' } });
  });
});
