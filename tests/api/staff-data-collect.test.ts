/**
 * Student data collection by staff (spec §2.1, §2.6 item 5, §4 staff login; issues 15 and 16): rest/staff/data-collect
 * takes a sign-up as customers/student/data-collect does and notes on the stored record the signed-in member of
 * staff who took it. Without a live staff session (none, an unknown one, a revoked one) it is refused with 403 and
 * nothing is stored; the student's own call never notes a member of staff, whatever its body says. The real
 * server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { insertStaffSession, revokeStaffSession } from '../../src/server/db/repositories/staff-sign-on.ts';
import { newSecret, secretHash } from '../../src/server/services/customers/secrets.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, lastEmailTo } from './accounts-helpers.ts';

const NOT_SIGNED_IN = 'Please log in with your staff account.';
const SUCCESS = 'Thanks! Check your e-mail for what to do next!';
const ISSUER = 'https://sso.example.test';

const t = useTestApp();

const signUp = (changes: Record<string, unknown> = {}) => ({
  bar_id: demo.bars.revolutionLeeds,
  email: 'casey.fresher@example.com',
  forename: 'Casey',
  surname: 'Fresher',
  mobile: '07700 900456',
  university: 'University of Leeds',
  date_of_birth: '2007-09-01',
  graduation_year: 2029,
  postcode: null,
  email_opt_in: 1,
  sms_opt_in: 0,
  phone_opt_in: 0,
  ...changes,
});

/** A staff session as the login makes one (the flow itself is staff-sign-on.test.ts's); its cookie. */
async function staffSession(subject: string, name: string): Promise<{ cookie: string; id: string }> {
  const id = newSecret();
  const at = new Date(await t.clock.now());
  await insertStaffSession(t.db, { idHash: secretHash(id), issuer: ISSUER, subject, name, email: null, at, expiresAt: new Date(at.getTime() + 3_600_000) });
  return { cookie: `covers_staff=${id}`, id };
}

const collector = async (email: string) =>
  (
    await t.db.query<{ issuer: string | null; subject: string | null; name: string | null }>(
      'SELECT collected_by_issuer AS issuer, collected_by_subject AS subject, collected_by_name AS name FROM student_sign_ups WHERE email = $1',
      [email],
    )
  )[0];

describe('a sign-up taken by staff', () => {
  it('is stored with the member of staff who took it, and e-mails the student', async () => {
    const client = accountClient(t);
    client.cookie = (await staffSession('staff-7', 'Jo Bloggs')).cookie;
    const answer = await client.api('POST', 'rest/staff/data-collect', signUp());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { sent: true, message: SUCCESS } });
    expect(await collector('casey.fresher@example.com')).toEqual({ issuer: ISSUER, subject: 'staff-7', name: 'Jo Bloggs' });
    expect((await lastEmailTo(t.db, 'casey.fresher@example.com'))?.subject).toBe('Your Revolution student offers: what to do next');
  });

  it('is refused as the student’s own call would be, naming the fields', async () => {
    const client = accountClient(t);
    client.cookie = (await staffSession('staff-7', 'Jo Bloggs')).cookie;
    const before = await dbFingerprint(t.db);
    const answer = await client.api('POST', 'rest/staff/data-collect', signUp({ email: 'x@leeds.ac.uk', date_of_birth: '2026-02-29' }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors.fields).toMatchObject({ email: [expect.any(String)], date_of_birth: ['Birth date is not a valid date'] });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('a call that is not staff’s', () => {
  it('cannot claim a member of staff: no session, an unknown one or a revoked one is refused and stores nothing', async () => {
    const revoked = await staffSession('staff-8', 'Al Gone');
    await revokeStaffSession(t.db, secretHash(revoked.id), new Date(await t.clock.now()));
    const before = await dbFingerprint(t.db);
    for (const cookie of [undefined, `covers_staff=${newSecret()}`, revoked.cookie]) {
      const client = accountClient(t);
      client.cookie = cookie;
      const answer = await client.api('POST', 'rest/staff/data-collect', signUp({ email: 'nobody.staff@example.com' }));
      expectError(answer, 403, NOT_SIGNED_IN);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('the student’s own call notes no member of staff, even with staff fields in its body or a staff cookie beside it', async () => {
    const client = accountClient(t);
    client.cookie = (await staffSession('staff-9', 'Sam Staff')).cookie;
    const body = signUp({ email: 'own.signup@example.com', collected_by_name: 'Sam Staff', collected_by_subject: 'staff-9' });
    const answer = await client.send('POST', 'student/data-collect', body);
    expect(answer.status).toBe(200);
    expect(await collector('own.signup@example.com')).toEqual({ issuer: null, subject: null, name: null });
  });

  it('a sign-up made again by the student themselves no longer names the member of staff', async () => {
    const staff = accountClient(t);
    staff.cookie = (await staffSession('staff-7', 'Jo Bloggs')).cookie;
    expect((await staff.api('POST', 'rest/staff/data-collect', signUp({ email: 'again@example.com' }))).status).toBe(200);
    expect((await collector('again@example.com'))?.subject).toBe('staff-7');
    expect((await accountClient(t).send('POST', 'student/data-collect', signUp({ email: 'again@example.com' }))).status).toBe(200);
    expect(await collector('again@example.com')).toEqual({ issuer: null, subject: null, name: null });
  });
});
