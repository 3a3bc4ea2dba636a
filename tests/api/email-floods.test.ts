/**
 * E-mail floods, tried as the attacker would (issue 26): the calls that e-mail an address anyone gives, each
 * sent from a new client address so that no per-client limit applies. At most five e-mails an hour reach one
 * address whatever the calls, and a ceiling holds for all addresses together; every answer is the answer the
 * first call got, so a flood learns nothing. The limits run on the database's clock: an hour passes by moving
 * the counts' windows back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RECIPIENT_MAIL_LIMITS } from '../../src/server/config.ts';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app.ts';
import { accountClient, registerAccount } from './accounts-helpers.ts';
import { studentSignUp } from './student-sign-up-helpers.ts';

const PER_RECIPIENT = DEFAULT_RECIPIENT_MAIL_LIMITS.perRecipient.max;

const t = useTestApp();

let clients = 0;
/** A call from a client address not seen before. */
function fromNewClient(app: TestApp, method: 'GET' | 'POST', path: string, body: unknown) {
  clients += 1;
  return accountClient(app, { ip: `10.77.${clients >> 8}.${clients & 255}` }).send(method, path, body);
}

const mailTo = async (app: TestApp, address: string) =>
  (await app.db.query<{ template: string }>('SELECT template FROM email_outbox WHERE to_address = $1 ORDER BY id', [address])).map((r) => r.template);

/** An hour passes for every count of requests. */
const anHourPasses = (app: TestApp) => app.db.run("UPDATE rate_limits SET expires_at = expires_at - interval '1 hour'");

/** Sends the same call `times` times, each from a new client: every answer must be the first one. */
async function flood(app: TestApp, times: number, path: string, body: unknown) {
  const first = await fromNewClient(app, 'POST', path, body);
  expect(first.status, JSON.stringify(first.body)).toBeLessThan(300);
  for (let i = 1; i < times; i++) {
    const answer = await fromNewClient(app, 'POST', path, body);
    expect({ status: answer.status, body: answer.body }).toEqual({ status: first.status, body: first.body });
  }
}

describe('e-mails anyone can have sent to an address', () => {
  it('password resets: twenty clients ask for one customer, five e-mails reach them; an hour later, more', async () => {
    const email = 'reset.victim@example.com';
    await registerAccount(t, accountClient(t), email);
    const before = (await mailTo(t, email)).length;
    await flood(t, 20, 'forgot-password', { email });
    expect((await mailTo(t, email)).length - before).toBe(PER_RECIPIENT - 1);
    await anHourPasses(t);
    await flood(t, 3, 'forgot-password', { email });
    expect((await mailTo(t, email)).slice(-3)).toEqual(['password-reset', 'password-reset', 'password-reset']);
  });

  it('registering an address that has an account: fifteen clients, five "You already have an account" e-mails', async () => {
    const email = 'registered.victim@example.com';
    await registerAccount(t, accountClient(t), email);
    await anHourPasses(t);
    await flood(t, 15, 'register', { email });
    expect((await mailTo(t, email)).filter((template) => template === 'account-exists')).toHaveLength(PER_RECIPIENT);
  });

  it('registering a new address, and the student sign-up: five e-mails, however many calls', async () => {
    await flood(t, 12, 'register', { email: 'new.victim@example.com' });
    expect(await mailTo(t, 'new.victim@example.com')).toEqual(Array(PER_RECIPIENT).fill('account-verify'));
    // The same sign-up again is not e-mailed at all; one that opts in to offers by e-mail again (after opting out)
    // is, with its new link: flooded that way, five still.
    await flood(t, 9, 'student/data-collect', studentSignUp({ email: 'student.victim@example.com' }));
    expect(await mailTo(t, 'student.victim@example.com')).toHaveLength(1);
    for (let i = 0; i < 9; i++) {
      await flood(t, 1, 'student/data-collect', studentSignUp({ email: 'student.victim@example.com', email_opt_in: false }));
      await flood(t, 1, 'student/data-collect', studentSignUp({ email: 'student.victim@example.com', email_opt_in: true }));
    }
    expect(await mailTo(t, 'student.victim@example.com')).toHaveLength(PER_RECIPIENT);
  });
});

describe('the ceiling for all addresses together', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ recipientMailLimits: { perRecipient: { max: 5, windowMs: 3_600_000 }, all: { max: 3, windowMs: 3_600_000 } } });
  });
  afterAll(() => small.close());

  it('holds whoever the e-mails are for, answering each call as the first', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `ceiling.${i}@example.com`);
    const answers = [];
    for (const email of addresses) answers.push(await fromNewClient(small, 'POST', 'register', { email }));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.data.message)).size).toBe(1);
    const sent = await Promise.all(addresses.map((email) => mailTo(small, email)));
    expect(sent.map((s) => s.length)).toEqual([1, 1, 1, 0, 0, 0]);
  });
});
