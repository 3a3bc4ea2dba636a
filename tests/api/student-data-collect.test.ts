/**
 * Student data collection (issue 15 item 7, spec §2.6 item 5, §3, §5, §7.6): customers/student/data-collect lists
 * the brand's open, non-central bars and stores a sign-up with an e-mail of what to do next. Bad input, an
 * unknown, closed, central or other brand's bar are refused in the error shape and store nothing; a second
 * sign-up with the same address updates the first. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, lastEmailTo } from './accounts-helpers.ts';
import { studentSignUp as signUp } from './student-sign-up-helpers.ts';

const BAR_UNKNOWN = 'Please choose one of our bars from the list';
const SUCCESS = 'Thanks! Check your e-mail for what to do next!';

const t = useTestApp();


const send = (body: unknown, brand = '1') =>
  accountClient(t).send('POST', 'student/data-collect', body, { 'x-brand': brand });
const rows = () => t.db.query<Record<string, unknown>>('SELECT * FROM student_sign_ups ORDER BY id');

describe('the bars of the form', () => {
  it('lists the brand’s open bars that are not central, by name, with their places', async () => {
    const answer = await accountClient(t).send('GET', 'student/data-collect');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((b: { id: number }) => b.id)).toEqual([
      demo.bars.revolutionBirmingham,
      demo.bars.revolutionLeeds,
      demo.bars.revolutionManchester,
    ]);
    expect(answer.body.data[2]).toEqual({
      id: demo.bars.revolutionManchester,
      name: 'Revolution Manchester Deansgate',
      slug: 'revolution-manchester-deansgate',
      latitude: 53.4746,
      longitude: -2.2504,
    });
    // Today in London, the server's: the form's date-of-birth picker counts the minimum age from it.
    expect(answer.body.meta).toEqual({ today: '2026-11-21' });
  });

  it('lists another brand’s own bars for that brand', async () => {
    const answer = await accountClient(t).send('GET', 'student/data-collect', undefined, { 'x-brand': '4' });
    expect(answer.body.data.map((b: { id: number }) => b.id).sort()).toEqual([41, 42, 43, 44]);
  });
});

describe('signing up', () => {
  it('stores the sign-up and e-mails what to do next; the same address again updates it', async () => {
    const answer = await send(signUp());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { sent: true, message: SUCCESS } });
    const [row] = await rows();
    expect(row).toMatchObject({
      brand_id: demo.brands.revolution,
      bar_id: demo.bars.revolutionManchester,
      email: 'sam.student@example.com',
      forename: 'Sam',
      surname: 'Student',
      mobile: '07700900123',
      university: 'University of Manchester',
      graduation_year: 2028,
      postcode: 'M14 5AB',
      email_opt_in: true,
      sms_opt_in: false,
      phone_opt_in: true,
    });
    expect(
      await t.db.query("SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS born FROM student_sign_ups"),
    ).toEqual([{ born: '2006-03-14' }]);
    const mail = await lastEmailTo(t.db, 'sam.student@example.com');
    expect(mail!.template).toBe('student-sign-up');
    expect(mail!.subject).toBe('Your Revolution student offers: what to do next');
    expect(mail!.body_text).toContain(
      'Thanks for signing up for student offers at Revolution Manchester Deansgate.',
    );
    expect(mail!.body_text).toContain('You asked us to send you offers by E-Mail, Phone.');

    const again = await send(
      signUp({
        email: 'SAM.Student@example.com',
        bar_id: String(demo.bars.revolutionLeeds),
        mobile: '+44 7700 900999',
        postcode: null,
        sms_opt_in: true,
      }),
    );
    expect(again.body).toEqual(answer.body);
    const after = await rows();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: row!.id,
      bar_id: demo.bars.revolutionLeeds,
      mobile: '07700900999',
      postcode: null,
      sms_opt_in: true,
    });
  });

  it('e-mails the same address again only with something new: the link that stops offers, when it newly opted in', async () => {
    const mails = async (to: string) => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1', [to]))[0]!.n;
    const to = 'repeat.student@example.com';
    expect((await send(signUp({ email: to, email_opt_in: false }))).status).toBe(200);
    expect(await mails(to)).toBe(1);
    // Taken again (the same details, then other ones): updated, not e-mailed again.
    expect((await send(signUp({ email: to, email_opt_in: false }))).status).toBe(200);
    expect((await send(signUp({ email: to, email_opt_in: false, bar_id: String(demo.bars.revolutionLeeds) }))).status).toBe(200);
    expect(await mails(to)).toBe(1);
    // Now asking for offers by e-mail: one e-mail with the link that stops them.
    expect((await send(signUp({ email: to, email_opt_in: true }))).status).toBe(200);
    expect(await mails(to)).toBe(2);
    const link = /\/unsubscribe\/([A-Za-z0-9_-]{32})/.exec((await lastEmailTo(t.db, to))!.body_text)![1]!;
    // Again while opted in: no e-mail, and the link it was sent keeps working.
    expect((await send(signUp({ email: to, email_opt_in: true, mobile: '07700900555' }))).status).toBe(200);
    expect(await mails(to)).toBe(2);
    const stored = await t.db.query<{ unsubscribe_hash: string }>('SELECT unsubscribe_hash FROM student_sign_ups WHERE email = $1', [to]);
    expect(stored[0]!.unsubscribe_hash).toBe(createHash('sha256').update(link).digest('hex'));
  });

  it('refuses every wrong field at once, each under its name, and stores nothing', async () => {
    const before = await dbFingerprint(t.db);
    const answer = await send(
      signUp({
        email: 'sam@leeds.ac.uk',
        forename: ' ',
        mobile: '0161 496 0000',
        university: 'Hogwarts',
        date_of_birth: '2026-02-29',
        graduation_year: 2032,
        postcode: 'NOT A CODE',
        sms_opt_in: 2,
      }),
    );
    expectError(answer, 422, 'Please use a permanent e-mail address, not an academic (ac.uk) one');
    expect(answer.body.errors.fields).toEqual({
      email: ['Please use a permanent e-mail address, not an academic (ac.uk) one'],
      forename: ['Forename is required'],
      mobile: ['Please enter a UK mobile number, like 07700 900123'],
      university: ['Please choose your university from the list'],
      date_of_birth: ['Birth date is not a valid date'],
      graduation_year: ['Please choose a year of graduation from 2026 to 2031'],
      postcode: ['Please enter a valid UK postcode, like M1 5LH'],
      sms_opt_in: ['Opt-ins must be 0 or 1'],
    });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses each kind of bad value with its own words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'email', 'E-mail address is required'],
      [{ email: 'not an address' }, 'email', 'not an address is not a valid e-mail address'],
      [{ surname: '' }, 'surname', 'Surname is required'],
      [{ mobile: '' }, 'mobile', 'Mobile is required'],
      [{ mobile: '07700 90012' }, 'mobile', 'Please enter a UK mobile number, like 07700 900123'],
      [{ university: '' }, 'university', 'University is required'],
      [
        { university: 'university of manchester' },
        'university',
        'Please choose your university from the list',
      ],
      [{ date_of_birth: '' }, 'date_of_birth', 'Date of birth is required'],
      [{ date_of_birth: '14/03/2006' }, 'date_of_birth', 'Birth date is not a valid date'],
      [{ date_of_birth: '2006-02-30' }, 'date_of_birth', 'Birth date is not a valid date'],
      [{ date_of_birth: '1909-12-31' }, 'date_of_birth', 'Birth date is not a valid date'],
      [{ date_of_birth: '2027-01-01' }, 'date_of_birth', 'Birth date is not a valid date'],
      // 18 tomorrow is not yet 18.
      [{ date_of_birth: '2008-11-22' }, 'date_of_birth', 'You must be at least 18 years old to sign up'],
      [{ graduation_year: '' }, 'graduation_year', 'Your year of graduation is required'],
      [{ graduation_year: 2025 }, 'graduation_year', 'Please choose a year of graduation from 2026 to 2031'],
      [
        { graduation_year: '20x8' },
        'graduation_year',
        'Please choose a year of graduation from 2026 to 2031',
      ],
      [{ email_opt_in: 'yes' }, 'email_opt_in', 'Opt-ins must be 0 or 1'],
      [{ phone_opt_in: undefined }, 'phone_opt_in', 'Opt-ins must be 0 or 1'],
      [{ bar_id: '' }, 'bar_id', 'Please choose your bar'],
      [{ bar_id: 'revolution-manchester-deansgate' }, 'bar_id', BAR_UNKNOWN],
    ];
    const before = await dbFingerprint(t.db);
    for (const [changes, field, message] of cases) {
      const answer = await send(signUp({ email: 'other.student@example.com', ...changes }));
      expectError(answer, 422, message);
      expect(answer.body.errors.fields, JSON.stringify(changes)).toEqual({ [field]: [message] });
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('takes a student 18 today', async () => {
    expect(
      (await send(signUp({ email: 'eighteen.today@example.com', date_of_birth: '2008-11-21' }))).status,
    ).toBe(200);
  });

  it('refuses an unknown bar, a closed one, the central one and another brand’s alike, storing nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const barId of [999_999, demo.closedBar, demo.centralBar, demo.bars.playhouseNottingham]) {
      const answer = await send(signUp({ email: 'barless@example.com', bar_id: barId }));
      expectError(answer, 422, BAR_UNKNOWN);
      expect(answer.body.errors.fields).toEqual({ bar_id: [BAR_UNKNOWN] });
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
    // The same Playhouse bar is one of its own brand's.
    expect(
      (
        await send(
          signUp({
            email: 'playhouse.student@example.com',
            bar_id: demo.bars.playhouseNottingham,
            university: 'Nottingham Trent University',
          }),
          '4',
        )
      ).status,
    ).toBe(200);
  });

  it('refuses a body of the wrong kinds with 400 and stores nothing', async () => {
    const before = await dbFingerprint(t.db);
    for (const body of [
      signUp({ bar_id: { id: 11 } }),
      signUp({ email: ['a@example.com'] }),
      signUp({ email_opt_in: null }),
      'not json',
    ]) {
      const answer =
        typeof body === 'string'
          ? await t.post('customers/student/data-collect', null, { raw: body })
          : await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a request from another site', async () => {
    const answer = await accountClient(t).send(
      'POST',
      'student/data-collect',
      signUp({ email: 'cross.site@example.com' }),
      { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(answer.status).toBe(403);
    expect(await t.db.query("SELECT 1 FROM student_sign_ups WHERE email = 'cross.site@example.com'")).toEqual(
      [],
    );
  });
});
