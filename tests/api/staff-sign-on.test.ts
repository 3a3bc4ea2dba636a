/**
 * Staff single sign-on (issue 16 item 6, spec §2.6, §4 staff login, §7.6): the authorization-code flow with PKCE,
 * state and nonce against the development issuer (a real oidc-provider, over HTTP), and against a stand-in issuer
 * whose ID tokens a test chooses (another audience, another nonce, expired, another key). A forged or replayed
 * state, a code used twice, an answer without the browser's login cookie and every refused ID token log no one in:
 * no staff session row is written. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF, startDevIssuer, type DevIssuer } from '../../src/server/auth/dev-issuer.ts';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const REFUSED = 'That login could not be completed. Please log in again.';
const NOT_SIGNED_IN = 'Please log in with your staff account.';
const REDIRECT = 'http://covers.test/staff/login';

/** A browser on the site: its cookies, sent with each call as the site's pages send them. */
function siteBrowser(t: TestApp) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async call(method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) {
      const response = await t.app.server.inject({
        method,
        url: `/api/${path}`,
        headers: {
          'x-brand': '1',
          'x-api-key': DEMO_API_KEY,
          host: 'covers.test',
          'sec-fetch-site': 'same-origin',
          ...(cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...extra,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      for (const c of response.cookies) {
        if (c.value === '' || c.maxAge === 0) cookies.delete(c.name);
        else cookies.set(c.name, c.value);
      }
      return { status: response.statusCode, body: response.json(), headers: response.headers, setCookies: response.cookies };
    },
  };
}

const staffSessions = async (t: TestApp) => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions'))[0]!.n);

describe('against the development issuer', () => {
  let t: TestApp;
  let issuer: DevIssuer;

  beforeAll(async () => {
    issuer = await startDevIssuer({ host: '127.0.0.1', listenHost: '127.0.0.1', port: 0, redirectUri: REDIRECT });
    t = await createTestApp({ staffSignOn: { issuer: issuer.issuer, clientId: issuer.clientId, clientSecret: issuer.clientSecret } });
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  /** The member of staff at the issuer: its login page, the demo user's name and password, back to the site. */
  async function atIssuer(url: string, password: string = DEMO_STAFF.password): Promise<Record<string, string>> {
    const jar = new Map<string, string>();
    const go = async (href: string, init: RequestInit = {}) => {
      const r = await fetch(href, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
      for (const c of r.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return r;
    };
    let r = await go(url);
    const loginPage = new URL(r.headers.get('location')!, issuer.issuer).href;
    expect(await (await go(loginPage)).text()).toContain('<label for="password">Password</label>');
    r = await go(`${loginPage}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: DEMO_STAFF.username, password }).toString(),
    });
    if (r.status === 200) throw new Error(`refused at the issuer: ${await r.text()}`);
    let next = r.headers.get('location')!;
    while (!next.startsWith(REDIRECT)) next = (await go(new URL(next, issuer.issuer).href)).headers.get('location')!;
    return Object.fromEntries(new URL(next).searchParams);
  }

  it('logs the demo member of staff in with PKCE, state and nonce, and the staff calls know them until logout', async () => {
    const browser = siteBrowser(t);
    expect((await browser.call('GET', 'rest/authentication/staff')).body).toMatchObject({ error: NOT_SIGNED_IN });
    const started = await browser.call('GET', 'rest/authentication/auth-url');
    expect(started.status).toBe(200);
    const url = new URL(started.body.url);
    expect(url.origin).toBe(issuer.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: issuer.clientId,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.stringMatching(/^[\w-]{43}$/),
      nonce: expect.stringMatching(/^[\w-]{43}$/),
    });
    const loginCookie = started.setCookies.find((c) => c.name === 'covers_staff_login')!;
    expect(loginCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Only the login's random id is in the cookie; the state, nonce and verifier stay on the server.
    expect(loginCookie.value).not.toContain(url.searchParams.get('state'));

    const answer = await atIssuer(started.body.url);
    expect(answer).toEqual({ code: expect.any(String), state: url.searchParams.get('state'), iss: issuer.issuer });
    const bridged = await browser.call('POST', 'rest/authentication/auth-bridge', answer);
    expect(bridged.status).toBe(200);
    expect(bridged.body).toEqual({ data: { name: DEMO_STAFF.name, email: DEMO_STAFF.email, expires_at: '2026-11-22T00:00:00.000Z' } });
    expect(browser.cookies.has('covers_staff_login')).toBe(false);
    expect(bridged.setCookies.find((c) => c.name === 'covers_staff')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const [row] = await t.db.query('SELECT issuer, subject, name, email FROM staff_sessions');
    expect(row).toEqual({ issuer: issuer.issuer, subject: DEMO_STAFF.username, name: DEMO_STAFF.name, email: DEMO_STAFF.email });

    expect((await browser.call('GET', 'rest/authentication/staff')).body).toEqual(bridged.body);
    // A customer's login is another matter: staff are not customers.
    expect((await browser.call('GET', 'customers/me')).status).toBe(401);

    expect((await browser.call('POST', 'rest/logout')).body).toEqual({ data: { logged_out: true } });
    expect(browser.cookies.has('covers_staff')).toBe(false);
    expect((await browser.call('GET', 'rest/authentication/staff')).status).toBe(403);
    expect((await t.db.query('SELECT revoked_at FROM staff_sessions'))[0]).toEqual({ revoked_at: expect.any(Date) });
  });

  it('refuses a replayed answer, a tampered state, a code used twice, and an answer without the login cookie', async () => {
    const before = await staffSessions(t);

    // A tampered state spends the login: the right state after it is refused too.
    const tampered = siteBrowser(t);
    const first = await atIssuer((await tampered.call('GET', 'rest/authentication/auth-url')).body.url);
    const loginCookie = tampered.cookies.get('covers_staff_login')!;
    const forged = `${first.state!.slice(0, -2)}${first.state!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tampered.call('POST', 'rest/authentication/auth-bridge', { ...first, state: forged })).toMatchObject({ status: 403, body: { error: REFUSED } });
    tampered.cookies.set('covers_staff_login', loginCookie);
    expect((await tampered.call('POST', 'rest/authentication/auth-bridge', first)).status).toBe(403);

    // The right answer once; the same answer again (with the login cookie kept) is refused.
    const replay = siteBrowser(t);
    const second = await atIssuer((await replay.call('GET', 'rest/authentication/auth-url')).body.url);
    const replayCookie = replay.cookies.get('covers_staff_login')!;
    expect((await replay.call('POST', 'rest/authentication/auth-bridge', second)).status).toBe(200);
    const staffCookie = replay.cookies.get('covers_staff')!;
    const attacker = siteBrowser(t);
    attacker.cookies.set('covers_staff_login', replayCookie);
    expect(await attacker.call('POST', 'rest/authentication/auth-bridge', second)).toMatchObject({ status: 403, body: { error: REFUSED } });

    // The used code with a new login's own state: the issuer refuses the code (used, and not this login's PKCE).
    const reuse = siteBrowser(t);
    const fresh = new URL((await reuse.call('GET', 'rest/authentication/auth-url')).body.url);
    expect(await reuse.call('POST', 'rest/authentication/auth-bridge', { code: second.code, state: fresh.searchParams.get('state'), iss: issuer.issuer })).toMatchObject({
      status: 403,
      body: { error: REFUSED },
    });

    // An answer brought by a browser that did not start the login (login CSRF): no cookie, no login.
    const victim = siteBrowser(t);
    const third = await atIssuer((await siteBrowser(t).call('GET', 'rest/authentication/auth-url')).body.url);
    expect((await victim.call('POST', 'rest/authentication/auth-bridge', third)).status).toBe(403);

    // Only the one right answer made a session.
    expect(await staffSessions(t)).toBe(before + 1);
    expect(staffCookie).toBeTruthy();
  });

  it('refuses a wrong password at the issuer, cross-site calls and bad input, changing nothing', async () => {
    const browser = siteBrowser(t);
    const started = await browser.call('GET', 'rest/authentication/auth-url');
    await expect(atIssuer(started.body.url, 'not-the-password')).rejects.toThrow('That user name and password do not match.');
    const before = await staffSessions(t);
    expect((await browser.call('POST', 'rest/authentication/auth-bridge', { code: 'x', state: 'y' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await browser.call('GET', 'rest/authentication/auth-url', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await browser.call('POST', 'rest/authentication/auth-bridge', { code: 'x' })).toMatchObject({ status: 400, body: { error: 'state is required.' } });
    expect((await browser.call('POST', 'rest/authentication/auth-bridge', { code: 1, state: 'y' })).status).toBe(400);
    expect((await browser.call('POST', 'rest/logout', undefined, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await staffSessions(t)).toBe(before);
  });
});

/**
 * A stand-in issuer: discovery, its keys and a token endpoint that checks the PKCE verifier and answers the ID
 * token the test chose. Its authorization endpoint is never visited: the test reads the state and nonce from the
 * URL the server built, as the issuer would.
 */
async function standInIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const state: { challenge?: string; claims?: Record<string, unknown>; key?: 'own' | 'other'; verifierSeen?: boolean } = {};
  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url!, base).pathname;
    const json = (body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/.well-known/openid-configuration') {
      return json({
        issuer: base,
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (path === '/jwks') return json({ keys: [jwk] });
    if (path === '/token') {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const form = new URLSearchParams(body);
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (form.get('code') !== 'stand-in-code' || challenge !== state.challenge) return json({ error: 'invalid_grant' }, 400);
      state.verifierSeen = true;
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: base, aud: 'covers', sub: 'staff-7', name: 'Sam Staff', iat: now, exp: now + 300, ...state.claims };
      const key = state.key === 'other' ? other.privateKey : privateKey;
      const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).sign(key);
      return json({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: idToken });
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the ID token’s checks (a stand-in issuer)', () => {
  let t: TestApp;
  let issuer: Awaited<ReturnType<typeof standInIssuer>>;

  beforeAll(async () => {
    issuer = await standInIssuer();
    t = await createTestApp({ staffSignOn: { issuer: issuer.base, clientId: 'covers', clientSecret: 'stand-in-secret' } });
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.close();
  });

  /** A login whose ID token carries `claims` (over the right ones) and is signed by `key`; the bridge's answer. */
  async function loginWith(claims: (nonce: string) => Record<string, unknown>, key: 'own' | 'other' = 'own') {
    const browser = siteBrowser(t);
    const url = new URL((await browser.call('GET', 'rest/authentication/auth-url')).body.url);
    const nonce = url.searchParams.get('nonce')!;
    Object.assign(issuer.state, { challenge: url.searchParams.get('code_challenge'), claims: { nonce, ...claims(nonce) }, key, verifierSeen: false });
    return browser.call('POST', 'rest/authentication/auth-bridge', { code: 'stand-in-code', state: url.searchParams.get('state') });
  }

  it('accepts the right ID token (and the PKCE verifier reached the token endpoint)', async () => {
    const r = await loginWith(() => ({}));
    expect(r).toMatchObject({ status: 200, body: { data: { name: 'Sam Staff', email: null } } });
    expect(issuer.state.verifierSeen).toBe(true);
  });

  it.each([
    ['another audience', () => ({ aud: 'another-client' })],
    ['another issuer', () => ({ iss: 'https://elsewhere.example' })],
    ['another nonce', (nonce: string) => ({ nonce: `${nonce}x` })],
    ['no nonce', () => ({ nonce: undefined })],
    ['an expired token', () => ({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 })],
  ])('refuses %s and logs no one in', async (_name, claims) => {
    const before = await staffSessions(t);
    expect(await loginWith(claims)).toMatchObject({ status: 403, body: { error: REFUSED } });
    expect(await staffSessions(t)).toBe(before);
  });

  it('refuses an ID token signed by another key', async () => {
    const before = await staffSessions(t);
    expect(await loginWith(() => ({}), 'other')).toMatchObject({ status: 403, body: { error: REFUSED } });
    expect(await staffSessions(t)).toBe(before);
  });
});

describe('without a staff issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 404 in the error shape and writes nothing', async () => {
    const browser = siteBrowser(t);
    expect(await browser.call('GET', 'rest/authentication/auth-url')).toMatchObject({ status: 404, body: { error: 'Staff login is not available on this server.' } });
    expect((await browser.call('POST', 'rest/authentication/auth-bridge', { code: 'a', state: 'b' })).status).toBe(404);
    expect((await t.db.query('SELECT 1 FROM staff_login_attempts')).length).toBe(0);
  });
});
