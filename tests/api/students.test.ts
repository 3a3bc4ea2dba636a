/**
 * Students and graduates (issue 15, spec §2.6 items 1 and 8, §3 "Student status", §4, §5, §7.6): the student page's
 * status by the app user's id, in each of its states (details to give, the university address to verify, qualified
 * with the offers on their way, the offers there, a society's offers, a graduate); saving the details with every
 * refusal of §5 in the page's words; the graduate choice. Ids that are no one's are refused and nothing of another
 * person is shown or changed. The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { OFFERS_ISSUE_DELAY_MS } from '../../src/server/domain/students/standing.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, clockAt, expectError, lastEmailTo, linkTokenIn, newAppUser, type AccountClient } from './accounts-helpers.ts';

const UNKNOWN = "Sorry, we couldn't find your app account. Please open this page from the app again.";
const ALL_FIELDS = ['birth_date', 'graduation_year', 'uni_email', 'post_code', 'selected_location_id'];
const DETAILS = { birth_date: '2004-05-17', graduation_year: 2027, uni_email: 'Sam.Student@Leeds.AC.UK', post_code: 'ls29jt', selected_location_id: demo.bars.revolutionLeeds };

const t = useTestApp({ lookupLimit: false });
beforeEach(() => clockAt(t, 0));

/** A new app user (their own customer, with a personal address or, with `address`, another) and a client of the site. */
let n = 0;
function appUser(address?: string) {
  n += 1;
  return newAppUser(t, `student-app-user-${String(n).padStart(4, '0')}-${'s'.repeat(12)}`, address ?? `student.${n}@example.com`);
}

const status = (c: AccountClient, id: string, query = '&first_load=1') => c.send('GET', `student/student-status?id=${encodeURIComponent(id)}${query}`);
const save = (c: AccountClient, body: Record<string, unknown>) => c.send('POST', 'student/student-status', body);
const graduate = (c: AccountClient, body: Record<string, unknown>) => c.send('POST', 'student/graduate-status', body);

/** The status of someone who has given nothing yet. */
const fresh = (personal: string | null) => ({
  has_student_offers: false,
  has_society_offers: false,
  student_verified: false,
  is_graduate: false,
  fields_required: ALL_FIELDS,
  birth_date: null,
  graduation_year: null,
  uni_email: null,
  uni_email_pending: null,
  personal_email: personal,
  post_code: null,
  selected_location_id: null,
});

describe('the status', () => {
  it('of someone new asks for every detail, with the brand\'s open bars, the next four years of graduation and the server\'s day', async () => {
    const { client, id, email } = await appUser();
    const answer = await status(client, id, `&email=${encodeURIComponent('someone.else@example.com')}&first_load=1`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(fresh(email));
    // Revolution's bars but the central team's and the closed one.
    expect(answer.body.meta.bars.map((b: { id: number }) => b.id).sort()).toEqual([demo.bars.revolutionManchester, demo.bars.revolutionLeeds, demo.bars.revolutionBirmingham].sort());
    expect(answer.body.meta.bars[0]).toEqual({ id: expect.any(Number), name: expect.stringMatching(/^Revolution /) });
    expect(answer.body.meta.graduation_years).toEqual([2027, 2028, 2029, 2030]);
    expect(answer.body.meta.today).toBe('2026-11-21');
  });

  it("refuses an id that is no one's, or not an id at all, in the error shape", async () => {
    const { client } = await appUser();
    for (const id of ['Z'.repeat(32), 'x', '../../etc']) expectError(await status(client, id), 404, UNKNOWN);
    expectError(await client.send('GET', 'student/student-status'), 400);
  });
});

describe('saving the details', () => {
  it('from every detail to give, through the university address e-mailed and verified, to the offers a minute later', async () => {
    const { client, id, email } = await appUser();
    const saved = await save(client, { app_user_id: id, email, ...DETAILS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const pending = {
      ...fresh(email),
      fields_required: [],
      birth_date: '2004-05-17',
      graduation_year: 2027,
      uni_email_pending: 'sam.student@leeds.ac.uk',
      post_code: 'LS2 9JT',
      selected_location_id: demo.bars.revolutionLeeds,
    };
    expect(saved.body.data).toEqual(pending);
    expect((await status(client, id)).body.data).toEqual(pending);
    // The university address is e-mailed its link, as customers/email-verify sends it.
    expect((await lastEmailTo(t.db, 'sam.student@leeds.ac.uk'))!.template).toBe('email-verify');
    const code = await linkTokenIn(t.db, 'sam.student@leeds.ac.uk', '/email-verify/');

    clockAt(t, 5 * 60_000);
    expect((await client.send('POST', `email-verify/${code}`, {})).status).toBe(200);
    // Qualified: the offers are on their way ('not there yet'), and there a minute later.
    const qualified = { ...pending, uni_email: 'sam.student@leeds.ac.uk', uni_email_pending: null, student_verified: true };
    expect((await status(client, id)).body.data).toEqual(qualified);
    clockAt(t, 5 * 60_000 + OFFERS_ISSUE_DELAY_MS - 1);
    expect((await status(client, id)).body.data.has_student_offers).toBe(false);
    clockAt(t, 5 * 60_000 + OFFERS_ISSUE_DELAY_MS);
    expect((await status(client, id)).body.data).toEqual({ ...qualified, has_student_offers: true });

    // A detail changed later: only it changes; the offers stay.
    const moved = await save(client, { app_user_id: id, post_code: 'M1 1AE', selected_location_id: String(demo.bars.revolutionManchester) });
    expect(moved.body.data).toEqual({ ...qualified, has_student_offers: true, post_code: 'M1 1AE', selected_location_id: demo.bars.revolutionManchester });
    const [row] = await t.db.query<{ birth_date: string }>("SELECT to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM student_profiles JOIN app_users USING (customer_id) WHERE app_user_id = $1", [id]);
    expect(row!.birth_date).toBe('2004-05-17');
  });

  it('with the university address verified first, the offers count from the save of the last detail', async () => {
    const { client, id, email } = await appUser();
    await client.send('POST', 'email-verify', { email_address: 'early@ox.ac.uk', app_user_id: id, student: true });
    clockAt(t, 60_000);
    expect((await client.send('POST', `email-verify/${await linkTokenIn(t.db, 'early@ox.ac.uk', '/email-verify/')}`, {})).status).toBe(200);
    expect((await status(client, id)).body.data).toMatchObject({ fields_required: ['birth_date', 'graduation_year', 'post_code', 'selected_location_id'], uni_email: 'early@ox.ac.uk', student_verified: false });
    // Every detail still required must be in the save.
    expectError(await save(client, { app_user_id: id, email, birth_date: '2000-01-01', graduation_year: '2028', post_code: 'OX1 2JD' }), 422, 'Term time bar is required');
    clockAt(t, 10 * 60_000);
    const saved = await save(client, { app_user_id: id, email, birth_date: '2000-01-01', graduation_year: '2028', post_code: 'OX1 2JD', selected_location_id: demo.bars.revolutionBirmingham });
    expect(saved.body.data).toMatchObject({ fields_required: [], student_verified: true, has_student_offers: false, graduation_year: 2028 });
    clockAt(t, 10 * 60_000 + OFFERS_ISSUE_DELAY_MS);
    expect((await status(client, id)).body.data.has_student_offers).toBe(true);
  });

  it('refuses a save missing what is required, or with a detail that is wrong, with every field\'s message, storing nothing', async () => {
    const { client, id } = await appUser();
    const before = await dbFingerprint(t.db);
    const missing = await save(client, { app_user_id: id });
    expectError(missing, 422, 'Date of birth is required, Your year of graduation is required, Uni e-mail is required, Your term time postcode is required, Term time bar is required');
    expect(missing.body.errors.fields).toEqual({
      birth_date: ['Date of birth is required'],
      graduation_year: ['Your year of graduation is required'],
      uni_email: ['Uni e-mail is required'],
      post_code: ['Your term time postcode is required'],
      selected_location_id: ['Term time bar is required'],
    });
    const wrong: [Record<string, unknown>, string, string][] = [
      [{ birth_date: '2026-02-29' }, 'birth_date', 'Birth date is not a valid date'],
      [{ birth_date: '17/05/2004' }, 'birth_date', 'Birth date is not a valid date'],
      [{ birth_date: '1909-12-31' }, 'birth_date', 'Birth date is not a valid date'],
      [{ birth_date: '2008-11-22' }, 'birth_date', 'You must be at least 18 years old to sign up'],
      [{ birth_date: '2030-01-01' }, 'birth_date', 'You must be at least 18 years old to sign up'],
      [{ graduation_year: 2026 }, 'graduation_year', 'Your year of graduation must be one of 2027, 2028, 2029, 2030'],
      [{ graduation_year: 2031 }, 'graduation_year', 'Your year of graduation must be one of 2027, 2028, 2029, 2030'],
      [{ graduation_year: 'soon' }, 'graduation_year', 'Your year of graduation must be one of 2027, 2028, 2029, 2030'],
      [{ uni_email: 'sam@gmail.com' }, 'uni_email', 'Your university e-mail address must end in ac.uk'],
      [{ uni_email: 'not an address' }, 'uni_email', 'not an address is not a valid e-mail address'],
      [{ post_code: 'NOT A POSTCODE' }, 'post_code', 'Please enter a valid UK postcode'],
      [{ selected_location_id: demo.bars.revolutionCentral }, 'selected_location_id', 'Please choose your term time bar from the list'],
      [{ selected_location_id: demo.bars.revolutionBristol }, 'selected_location_id', 'Please choose your term time bar from the list'],
      [{ selected_location_id: demo.bars.decubaManchester }, 'selected_location_id', 'Please choose your term time bar from the list'],
      [{ selected_location_id: 999999 }, 'selected_location_id', 'Please choose your term time bar from the list'],
    ];
    for (const [change, field, message] of wrong) {
      const answer = await save(client, { app_user_id: id, ...DETAILS, ...change });
      expectError(answer, 422);
      expect(answer.body.errors.fields, JSON.stringify(change)).toEqual({ [field]: [message] });
    }
    // Values of the wrong kind are refused by the contract.
    for (const body of [{ app_user_id: id, birth_date: 20040517 }, { app_user_id: id, graduation_year: [2027] }, { ...DETAILS }, 'not an object']) {
      expectError(await client.send('POST', 'student/student-status', body), 400);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it("refuses an id that is no one's, and a request from another site, changing nothing", async () => {
    const { client, id } = await appUser();
    const before = await dbFingerprint(t.db);
    expectError(await save(client, { app_user_id: 'Z'.repeat(32), ...DETAILS }), 404, UNKNOWN);
    expectError(await graduate(client, { app_user_id: 'Z'.repeat(32) }), 404, UNKNOWN);
    expectError(await client.send('POST', 'student/student-status', { app_user_id: id, ...DETAILS }, { 'sec-fetch-site': 'cross-site' }), 403);
    expectError(await client.send('POST', 'student/graduate-status', { app_user_id: id }, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it("one person's id shows and changes only their own details", async () => {
    const sam = await appUser();
    const kim = await appUser();
    expect((await save(sam.client, { app_user_id: sam.id, ...DETAILS, uni_email: 'sam.other@leeds.ac.uk' })).status).toBe(200);
    expect((await graduate(kim.client, { app_user_id: kim.id })).status).toBe(200);
    // The same browser asking with each id reads each one's own.
    expect((await status(sam.client, kim.id)).body.data).toEqual({ ...fresh(kim.email), is_graduate: true, fields_required: [] });
    expect((await status(kim.client, sam.id)).body.data).toMatchObject({ is_graduate: false, uni_email_pending: 'sam.other@leeds.ac.uk', personal_email: sam.email });
  });
});

describe('the other states', () => {
  it("a society's member has its offers", async () => {
    const [grace] = await t.db.query<{ app_user_id: string }>(
      'SELECT a.app_user_id FROM app_users a JOIN customers c ON c.id = a.customer_id WHERE c.email = $1',
      ['grace.member@example.com'],
    );
    const client = accountClient(t);
    expect((await status(client, grace!.app_user_id)).body.data).toMatchObject({ has_society_offers: true, has_student_offers: false });
  });

  it('an account address of a university is no personal address: one must be verified', async () => {
    const { client, id } = await appUser(`student.${n + 1}@leeds.ac.uk`);
    expect((await status(client, id)).body.data.personal_email).toBeNull();
    await client.send('POST', 'email-verify', { email_address: 'me@example.org', app_user_id: id, student: false });
    expect((await client.send('POST', `email-verify/${await linkTokenIn(t.db, 'me@example.org', '/email-verify/')}`, {})).status).toBe(200);
    expect((await status(client, id)).body.data.personal_email).toBe('me@example.org');
  });

  it("'I'm a graduate' stops the student offers; saying it again changes nothing", async () => {
    const { client, id, email } = await appUser();
    await save(client, { app_user_id: id, ...DETAILS, uni_email: 'grad@leeds.ac.uk' });
    await client.send('POST', `email-verify/${await linkTokenIn(t.db, 'grad@leeds.ac.uk', '/email-verify/')}`, {});
    clockAt(t, OFFERS_ISSUE_DELAY_MS);
    expect((await status(client, id)).body.data.has_student_offers).toBe(true);
    const graduated = await graduate(client, { app_user_id: id, email });
    expect(graduated.status).toBe(200);
    expect(graduated.body.data).toMatchObject({ is_graduate: true, student_verified: false, has_student_offers: false, fields_required: [], graduation_year: 2027 });
    const [{ graduated_at: first }] = (await t.db.query<{ graduated_at: Date }>('SELECT graduated_at FROM student_profiles p JOIN app_users a USING (customer_id) WHERE a.app_user_id = $1', [id])) as [{ graduated_at: Date }];
    clockAt(t, 2 * OFFERS_ISSUE_DELAY_MS);
    expect((await graduate(client, { app_user_id: id })).body.data).toEqual(graduated.body.data);
    const [again] = await t.db.query<{ graduated_at: Date }>('SELECT graduated_at FROM student_profiles p JOIN app_users a USING (customer_id) WHERE a.app_user_id = $1', [id]);
    expect(again!.graduated_at).toEqual(first);
  });

  it('a student whose year of graduation is over has graduated (from 1 September)', async () => {
    const { client, id } = await appUser();
    await save(client, { app_user_id: id, ...DETAILS, uni_email: 'y2027@leeds.ac.uk' });
    await client.send('POST', `email-verify/${await linkTokenIn(t.db, 'y2027@leeds.ac.uk', '/email-verify/')}`, {});
    t.clock.set(new Date('2027-08-31T22:59:00Z'));
    expect((await status(client, id)).body.data).toMatchObject({ is_graduate: false, has_student_offers: true });
    t.clock.set(new Date('2027-08-31T23:00:00Z'));
    expect((await status(client, id)).body.data).toMatchObject({ is_graduate: true, has_student_offers: false, student_verified: false });
    expect(TEST_NOW.startsWith('2026-11')).toBe(true);
  });
});
