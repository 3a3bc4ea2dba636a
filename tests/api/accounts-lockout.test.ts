/**
 * A targeted lockout, tried as the attacker would (issue 26): one wrong password at a time at one account,
 * each from a new client address, paced by the Retry-After it is given, for an hour. The account's owner,
 * from a browser that has logged in to it before (its device cookie), or from the browser that completed a
 * password reset, logs in at the first try throughout; a browser the account does not know waits, as the
 * attacker does. Production's throttle (5 attempts at once, then 1 s doubling to 15 minutes). The waits run
 * on the database's clock: time passes for every count at once by moving their last attempts back.
 */
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { PASSWORD, accountClient, linkTokenIn, registerAccount, type AccountClient } from './accounts-helpers.ts';

// Each password checked is a real argon2id hash: some forty of them here.
vi.setConfig({ testTimeout: 180_000 });

const WRONG = 'a guess that is not it';
const EMAIL = 'owner@example.com';
const HOUR_S = 3600;

const t = useTestApp();

/** Lets `seconds` pass for every count of attempts (and the process forgets the refusals it remembered). */
async function passTime(seconds: number) {
  await t.db.run('UPDATE rate_limits SET expires_at = expires_at - make_interval(secs => $1::float8)', [seconds]);
  t.app.customers.loginThrottle.forgetRefusals();
}

/** The attacker: one wrong password from a new address, or, refused, the wait it was told. */
let addresses = 0;
async function guess(email = EMAIL): Promise<{ status: number; retryAfter: number }> {
  addresses += 1;
  const answer = await accountClient(t, { ip: `10.66.${addresses >> 8}.${addresses & 255}` }).send('POST', 'authenticate', { email, password: WRONG });
  expect([401, 429]).toContain(answer.status);
  return { status: answer.status, retryAfter: Number(answer.headers['retry-after'] ?? 0) };
}

/** The owner logs in with the right password from `browser`, then logs out again (its device cookie stays). */
async function ownerLogsIn(browser: AccountClient) {
  const answer = await browser.send('POST', 'authenticate', { email: EMAIL, password: PASSWORD });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect((await browser.send('POST', 'logout')).status).toBe(200);
}

describe('an account under a paced attack', () => {
  it('lets its owner in at the first try from a browser that logged in before, all hour long; a browser it does not know waits', async () => {
    const laptop = accountClient(t, { ip: '192.0.2.10' });
    await registerAccount(t, laptop, EMAIL);
    expect(laptop.device).toMatch(/^covers_device=[A-Za-z0-9_-]{22}$/);
    expect((await laptop.send('POST', 'logout')).status).toBe(200);

    let elapsed = 0;
    let refused = 0;
    let counted = 0;
    let ownerLogins = 0;
    while (elapsed < HOUR_S) {
      const attempt = await guess();
      if (attempt.status === 429) {
        refused += 1;
        expect(attempt.retryAfter).toBeGreaterThan(0);
        expect(attempt.retryAfter).toBeLessThanOrEqual(15 * 60);
        await passTime(attempt.retryAfter);
        elapsed += attempt.retryAfter;
        continue;
      }
      counted += 1;
      // Just after a counted guess the account is as locked as the attacker can make it.
      if (counted > 5) {
        await ownerLogsIn(laptop);
        ownerLogins += 1;
        // From the owner's own address, but in a browser the account does not know: it waits.
        expect((await accountClient(t, { ip: '192.0.2.10' }).send('POST', 'authenticate', { email: EMAIL, password: PASSWORD })).status).toBe(429);
      }
    }
    // The attack really was paced by the answers: the waits reached the ceiling, and the owner got in each time.
    expect(counted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
    expect(ownerLogins).toBe(counted - 5);

    // The attacker's next counted guess: the account waits again.
    for (let next = await guess(); next.status === 429; next = await guess()) await passTime(next.retryAfter);

    // Another account's known browser is a stranger here: it waits with the rest.
    const other = accountClient(t, { ip: '198.51.100.7' });
    await registerAccount(t, other, 'someone.else@example.com');
    expect((await other.send('POST', 'authenticate', { email: EMAIL, password: PASSWORD })).status).toBe(429);

    // A known browser's own budget is its own: wrong passwords from it (a cookie stolen with the laptop) are slowed too.
    for (let i = 0; i < 5; i++) expect((await laptop.send('POST', 'authenticate', { email: EMAIL, password: WRONG })).status).toBe(401);
    expect((await laptop.send('POST', 'authenticate', { email: EMAIL, password: PASSWORD })).status).toBe(429);
  });

  it('lets the owner in after a completed password reset: the browser that reset at once, and the count of strangers’ guesses starts again', async () => {
    const email = 'resetting.owner@example.com';
    await registerAccount(t, accountClient(t), email);
    // The attacker has the account waiting.
    let last = { status: 401, retryAfter: 0 };
    for (let i = 0; i < 8 && last.status !== 429; i++) last = await guess(email);
    expect(last.status).toBe(429);

    // The owner, on a phone the account does not know, resets the password.
    const phone = accountClient(t, { ip: '203.0.113.5' });
    expect((await phone.send('POST', 'authenticate', { email, password: PASSWORD })).status).toBe(429);
    expect((await phone.send('POST', 'forgot-password', { email })).status).toBe(200);
    const token = await linkTokenIn(t.db, email, '/password-reset/');
    const reset = await phone.send('POST', `forgot-password/${token}/process`, { password: 'the new pass phrase' });
    expect(reset.status).toBe(200);
    expect(phone.device).toMatch(/^covers_device=/);

    // The attacker goes on; the phone is the owner's now.
    for (let i = 0; i < 8; i++) await guess(email);
    expect((await phone.send('POST', 'authenticate', { email, password: 'the new pass phrase' })).status).toBe(200);

    // Right after a reset, even a browser the account does not know gets in: strangers' guesses start from none.
    const another = accountClient(t);
    expect((await another.send('POST', 'forgot-password', { email })).status).toBe(200);
    const again = await linkTokenIn(t.db, email, '/password-reset/');
    expect((await accountClient(t).send('POST', `forgot-password/${again}/process`, { password: 'a third pass phrase' })).status).toBe(200);
    expect((await another.send('POST', 'authenticate', { email, password: 'a third pass phrase' })).status).toBe(200);
  });

  it('trusts only a device cookie it gave: a made-up one, or one of another account, changes nothing', async () => {
    const email = 'cookie.owner@example.com';
    await registerAccount(t, accountClient(t), email);
    for (let i = 0; i < 8; i++) await guess(email);
    const forger = accountClient(t, { ip: '203.0.113.9' });
    for (const device of ['covers_device=AAAAAAAAAAAAAAAAAAAAAA', 'covers_device=not a cookie at all', `covers_device=${'x'.repeat(500)}`]) {
      forger.device = device;
      const answer = await forger.send('POST', 'authenticate', { email, password: PASSWORD });
      expect(answer.status).toBe(429);
    }
  });
});
