/**
 * Offers by e-mail stop in one click (issue 28, RFC 2369 and 8058): a student who asked for offers by e-mail is
 * sent the sign-up e-mail with List-Unsubscribe and List-Unsubscribe-Post headers (through a real SMTP server,
 * parsed back) and the same link in both parts; looking at the link changes nothing; posting to it (a mail
 * client's one click, or the page's button) stops the offers, once; an unknown link is not found and changes
 * nothing. No offers, no header. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { accountClient } from './accounts-helpers.ts';
import { studentSignUp } from './student-sign-up-helpers.ts';

const t = useTestApp({ inbox: true, lookupLimit: false });

async function signUp(email: string, emailOptIn: 0 | 1) {
  const answer = await accountClient(t).send('POST', 'student/data-collect', studentSignUp({ email, email_opt_in: emailOptIn }), { 'x-brand': '1' });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await t.app.mail.deliverDue();
  const mail = t.inbox.messages.filter((m) => JSON.stringify(m.to).includes(email)).at(-1)!;
  expect(mail).toBeDefined();
  return mail;
}

const optIn = async (email: string) => (await t.db.query<{ email_opt_in: boolean }>('SELECT email_opt_in FROM student_sign_ups WHERE email = $1', [email]))[0]!.email_opt_in;

describe('unsubscribing from offers by e-mail', () => {
  it('the offer e-mail carries the one-click headers and the link; a look changes nothing, a post stops the offers once', async () => {
    const mail = await signUp('una.subscribed@example.com', 1);
    // The headers as sent (mailparser folds the List- headers into one object; its raw lines are what clients read).
    const raw = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ');
    const link = /^List-Unsubscribe: <(http:\/\/covers\.test\/unsubscribe\/[A-Za-z0-9_-]{32})>$/.exec(raw('list-unsubscribe') ?? '')?.[1];
    expect(link, raw('list-unsubscribe')).toBeDefined();
    expect(raw('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Stop offers by e-mail: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    const path = new URL(link!).pathname;
    // The secret is kept only as its hash.
    expect(JSON.stringify(await t.db.query('SELECT * FROM student_sign_ups'))).not.toContain(path.split('/').pop());

    const before = await dbFingerprint(t.db);
    const look = await t.app.server.inject({ method: 'GET', url: path });
    expect(look.statusCode).toBe(200);
    expect(look.headers['content-security-policy']).toContain("form-action 'self'");
    expect(look.body).toContain('Stop offers by e-mail from Revolution?');
    expect(await dbFingerprint(t.db)).toEqual(before);
    expect(await optIn('una.subscribed@example.com')).toBe(true);

    const click = await t.app.server.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(click.statusCode).toBe(200);
    expect(click.body).toContain('You will get no more offers by e-mail from Revolution.');
    expect(await optIn('una.subscribed@example.com')).toBe(false);
    // Again, or as multipart: the same answer, nothing more changed.
    const stopped = await dbFingerprint(t.db);
    const again = await t.app.server.inject({ method: 'POST', url: path, headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n' });
    expect(again.statusCode).toBe(200);
    expect((await t.app.server.inject({ method: 'GET', url: path })).body).toContain('You will get no more offers by e-mail');
    const { student_sign_ups: _changedAt, ...rest } = await dbFingerprint(t.db);
    const { student_sign_ups: _was, ...restBefore } = stopped;
    expect(rest).toEqual(restBefore);
  });

  it('sends no unsubscribe header without offers by e-mail, and an unknown link is not found', async () => {
    const mail = await signUp('no.offers@example.com', 0);
    expect(mail.headerLines.filter((h) => h.key.startsWith('list-'))).toEqual([]);
    expect(mail.text).not.toContain('/unsubscribe/');
    const before = await dbFingerprint(t.db);
    for (const url of ['/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', '/unsubscribe/short', '/unsubscribe/%3Cscript%3E']) {
      const look = await t.app.server.inject({ method: 'GET', url });
      expect(look.statusCode, url).toBe(404);
      expect(look.body).toContain('This link is not one of ours, or is no longer in use.');
      expect(look.body).not.toContain('<script>');
      const post = await t.app.server.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect(post.statusCode, url).toBe(404);
    }
    // Too long an address is refused before anything is looked up.
    expect((await t.app.server.inject({ method: 'GET', url: `/unsubscribe/${'x'.repeat(300)}` })).statusCode).toBe(414);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});
