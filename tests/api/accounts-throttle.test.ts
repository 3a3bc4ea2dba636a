/**
 * Login throttling and the limits on the calls that send e-mail: failed logins slowed per account and
 * per client address with a doubling wait (never a lockout), answered at once as 429 with Retry-After
 * in the error shape, changing nothing; registering and password resets limited per client. The waits
 * run on the database's clock, as in production: a test lets time pass by moving a count's last
 * attempt back (a minute's wait here, doubling to at most four).
 */
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { ACCOUNT_EMAIL_LIMIT, DEMO_API_KEY, parseApiKeys, type LoginThrottleConfig } from '../../src/server/config.ts';
import type { Queryable } from '../../src/server/db/index.ts';
import { LoginThrottle } from '../../src/server/services/customers/login-throttle.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';
import { PASSWORD, accountClient, expectError, registerAccount, type Answer } from './accounts-helpers.ts';

// Each password set or checked is a real argon2id hash (19 MiB): slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const WRONG = 'not my password at all';
const THROTTLE: LoginThrottleConfig = {
  account: { free: 3, baseMs: 60_000, maxMs: 240_000, memoryMs: 600_000 },
  address: { free: 6, baseMs: 60_000, maxMs: 240_000, memoryMs: 600_000 },
};

const t = useTestApp({ loginThrottle: THROTTLE, writeLimit: { max: 30, windowMs: 60_000 } });

/** Lets `ms` pass for one count: its last attempt moves that far back (and the process forgets the refusals it remembered, as they were made on the rows before). */
async function passTime(key: string, ms: number) {
  await t.db.run('UPDATE rate_limits SET expires_at = expires_at - make_interval(secs => $2::float8 / 1000) WHERE key = $1', [key, ms]);
  t.app.customers.loginThrottle.forgetRefusals();
}
const login = (email: string, password: string, ip = '10.0.0.1') => accountClient(t, { ip }).send('POST', 'authenticate', { email, password });

/** A throttled answer: 429, Retry-After of about `seconds` (the time since the last attempt off), the error shape, no cookie. */
function expectThrottled(answer: Answer, seconds: number) {
  expectError(answer, 429);
  expect(answer.body.error).toMatch(/^Too many attempts\. Please wait (a minute|\d+ minutes|\d+ seconds) and try again\.$/);
  expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(seconds);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(seconds - 30);
  expect(answer.setCookie).toBeUndefined();
}

describe('failed logins of one account', () => {
  it('a few at once, then a wait that doubles; the right password after the wait logs in and clears the count', async () => {
    await registerAccount(t, accountClient(t), 'target@example.com');
    for (let i = 0; i < 3; i++) expectError(await login('target@example.com', WRONG, `10.1.0.${i}`), 401);
    const before = await dbFingerprint(t.db);
    // From any address, even with the right password: the account waits.
    expectThrottled(await login('target@example.com', PASSWORD, '10.1.1.1'), 60);
    expect(await dbFingerprint(t.db)).toEqual(before);
    await passTime('login-account|target@example.com', 61_000);
    expectError(await login('target@example.com', WRONG), 401);
    expectThrottled(await login('target@example.com', WRONG), 120);
    await passTime('login-account|target@example.com', 121_000);
    expect((await login('target@example.com', PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expectError(await login('target@example.com', WRONG, `10.1.2.${i}`), 401);
    expectThrottled(await login('target@example.com', WRONG), 60);
  });

  it('never waits more than the ceiling, however many attempts came before', async () => {
    await registerAccount(t, accountClient(t), 'besieged@example.com');
    await t.db.run(`INSERT INTO rate_limits (key, count, expires_at) VALUES ('login-account|besieged@example.com', 500, now() + interval '600 seconds')`);
    const refused = await login('besieged@example.com', PASSWORD, '10.2.0.1');
    expectThrottled(refused, 240);
    // An attempt refused is not counted: the wait does not grow from being asked.
    expectThrottled(await login('besieged@example.com', PASSWORD, '10.2.0.1'), 240);
    // After the ceiling's wait, the right password logs in.
    await passTime('login-account|besieged@example.com', 241_000);
    expect((await login('besieged@example.com', PASSWORD, '10.2.0.1')).status).toBe(200);
  });

  it('counts parallel guesses one by one', async () => {
    await registerAccount(t, accountClient(t), 'burst@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => login('burst@example.com', `${WRONG} ${i}`, `10.3.0.${i}`)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('slows unknown addresses the same way (the answers do not tell which have an account)', async () => {
    for (let i = 0; i < 3; i++) expectError(await login('ghost@example.com', WRONG, `10.4.0.${i}`), 401);
    expectThrottled(await login('ghost@example.com', WRONG, '10.4.1.1'), 60);
  });
});

describe('failed logins from one address', () => {
  it('many accounts from one client are slowed too; other clients are not', async () => {
    const ip = '10.5.0.1';
    for (let i = 0; i < 6; i++) expectError(await login(`sprayed${i}@example.com`, WRONG, ip), 401);
    expectThrottled(await login('sprayed6@example.com', WRONG, ip), 60);
    expectError(await login('sprayed6@example.com', WRONG, '10.5.0.2'), 401);
    // An IPv6 client is one client per /64.
    for (let i = 0; i < 6; i++) expectError(await login(`v6-${i}@example.com`, WRONG, `2001:db8:5:1::${i + 1}`), 401);
    expectThrottled(await login('v6-6@example.com', WRONG, '2001:db8:5:1::ff'), 60);
  });

  it('a successful login does not count against its address', async () => {
    await registerAccount(t, accountClient(t), 'regular@example.com');
    const ip = '10.6.0.1';
    for (let i = 0; i < 10; i++) expect((await login('regular@example.com', PASSWORD, ip)).status).toBe(200);
    for (let i = 0; i < 6; i++) expectError(await login(`other${i}@example.com`, WRONG, ip), 401);
    expectThrottled(await login('other6@example.com', WRONG, ip), 60);
  });
});

/** Another API process on the same database, with its own memory of refusals. */
async function otherProcess(throttle: LoginThrottleConfig = THROTTLE): Promise<TestApp> {
  const app = await buildApp({ db: t.db, clock: t.clock, config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test', writeLimit: false, loginThrottle: throttle } });
  return { ...t, app, close: () => app.server.close() };
}

describe('refusals remembered by each process, the database deciding', () => {
  it('a refused attempt is answered again from memory, without the database, until the wait it was given ends', async () => {
    await registerAccount(t, accountClient(t, { ip: '10.11.0.1' }), 'remembered@example.com');
    for (let i = 0; i < 3; i++) expectError(await login('remembered@example.com', WRONG, `10.8.0.${i}`), 401);
    expectThrottled(await login('remembered@example.com', PASSWORD, '10.8.1.1'), 60);
    // Even with the count gone from the table, this process still refuses for the wait it announced…
    await t.db.run("DELETE FROM rate_limits WHERE key = 'login-account|remembered@example.com'");
    expectThrottled(await login('remembered@example.com', PASSWORD, '10.8.1.2'), 60);
    expect(await t.db.query("SELECT 1 FROM rate_limits WHERE key = 'login-account|remembered@example.com'")).toEqual([]);
    // …and once it forgets, the table decides again.
    t.app.customers.loginThrottle.forgetRefusals();
    expect((await login('remembered@example.com', PASSWORD, '10.8.1.3')).status).toBe(200);
  });

  it('another process sharing the database refuses what the first counted, and its own counts reach the first', async () => {
    const other = await otherProcess();
    try {
      const loginThere = (password: string, ip: string) => accountClient(other, { ip }).send('POST', 'authenticate', { email: 'shared@example.com', password });
      await registerAccount(t, accountClient(t, { ip: '10.11.0.2' }), 'shared@example.com');
      for (let i = 0; i < 3; i++) expectError(await login('shared@example.com', WRONG, `10.9.0.${i}`), 401);
      // Never refused there before: the table refuses it.
      expectThrottled(await loginThere(PASSWORD, '10.9.1.1'), 60);
      await passTime('login-account|shared@example.com', 61_000);
      other.app.customers.loginThrottle.forgetRefusals();
      // One attempt there, allowed and counted: the next wait (two minutes) holds here too.
      expectError(await loginThere(WRONG, '10.9.1.2'), 401);
      expectThrottled(await login('shared@example.com', PASSWORD, '10.9.1.3'), 120);
      expectThrottled(await loginThere(PASSWORD, '10.9.1.4'), 120);
    } finally {
      await other.close();
    }
  });

  it('a burst of attempts at one key asks the database once while refused, twice when its wait has ended (one let through)', async () => {
    let statements = 0;
    const db: Queryable = {
      query: <T,>(sql: string, params?: unknown[]) => ((statements += 1), t.db.query<T>(sql, params)),
      run: (sql: string, params?: unknown[]) => ((statements += 1), t.db.run(sql, params)),
    };
    const throttle = new LoginThrottle({ db, throttle: THROTTLE });
    const burst = (from: number) => Promise.allSettled(Array.from({ length: 10 }, (_, i) => throttle.attempt({ address: `10.14.0.${from + i}`, email: 'herd@example.com' })));
    for (let i = 0; i < 3; i++) await throttle.attempt({ address: `10.14.1.${i}`, email: 'herd@example.com' });
    statements = 0;
    const refused = await burst(0);
    expect(refused.map((a) => a.status)).toEqual(Array(10).fill('rejected'));
    expect(statements).toBe(1);
    await passTime('login-account|herd@example.com', 61_000);
    throttle.forgetRefusals();
    statements = 0;
    const after = await burst(20);
    expect(after.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(statements).toBe(2);
  });

  it('a remembered refusal ends when the wait the database gave ends (real time, a wait of three seconds)', async () => {
    const quick = await otherProcess({ account: { free: 1, baseMs: 3000, maxMs: 3000, memoryMs: 60_000 }, address: THROTTLE.address });
    try {
      const loginThere = (password: string) => accountClient(quick, { ip: '10.10.0.1' }).send('POST', 'authenticate', { email: 'quick@example.com', password });
      await registerAccount(t, accountClient(t, { ip: '10.11.0.3' }), 'quick@example.com');
      expectError(await loginThere(WRONG), 401);
      const refused = await loginThere(PASSWORD);
      expectError(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3);
      expectError(await loginThere(PASSWORD), 429);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect((await loginThere(PASSWORD)).status).toBe(200);
    } finally {
      await quick.close();
    }
  });
});

describe('password checks under suspicion', () => {
  /** A check that runs until released, saying when it started. */
  function heldCheck() {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const check = { started: false, release, work: async () => ((check.started = true), await released, true) };
    return check;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('attempts after an earlier one on their account or address are checked one at a time; clean ones at once', async () => {
    const throttle = t.app.customers.loginThrottle;
    await throttle.attempt({ address: '10.12.0.1', email: 'suspect@example.com' });
    const first = await throttle.attempt({ address: '10.12.0.2', email: 'suspect@example.com' });
    const second = await throttle.attempt({ address: '10.12.0.3', email: 'suspect@example.com' });
    const clean = await throttle.attempt({ address: '10.12.0.4', email: 'clean@example.com' });
    const [a, b, c] = [heldCheck(), heldCheck(), heldCheck()];
    const done = [first.check(a.work), second.check(b.work), clean.check(c.work)];
    await settle();
    expect([a.started, b.started, c.started]).toEqual([true, false, true]);
    a.release();
    await settle();
    expect(b.started).toBe(true);
    b.release();
    c.release();
    expect(await Promise.all(done)).toEqual([true, true, true]);
  });

  it('a check that fails does not hold up the next', async () => {
    const throttle = t.app.customers.loginThrottle;
    await throttle.attempt({ address: '10.13.0.1', email: 'failing@example.com' });
    const failing = await throttle.attempt({ address: '10.13.0.2', email: 'failing@example.com' });
    const next = await throttle.attempt({ address: '10.13.0.3', email: 'failing@example.com' });
    await expect(failing.check(() => Promise.reject(new Error('hashing failed')))).rejects.toThrow('hashing failed');
    expect(await next.check(async () => 'checked')).toBe('checked');
  });
});

describe('the calls that send e-mail', () => {
  for (const [path, name] of [
    ['register', 'registering'],
    ['forgot-password', 'a password reset'],
  ] as const) {
    it(`${name}: ${ACCOUNT_EMAIL_LIMIT.max} per client, then 429 sending nothing`, async () => {
      const client = accountClient(t, { ip: path === 'register' ? '10.7.0.1' : '10.7.0.2' });
      for (let i = 0; i < ACCOUNT_EMAIL_LIMIT.max; i++) expect((await client.send('POST', path, { email: `limit${i}@example.com` })).status).toBe(200);
      const before = await dbFingerprint(t.db);
      const refused = await client.send('POST', path, { email: 'one.more@example.com' });
      expectError(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(await dbFingerprint(t.db)).toEqual(before);
      expect((await accountClient(t, { ip: '10.7.0.3' }).send('POST', path, { email: 'one.more@example.com' })).status).toBe(200);
    });
  }
});
