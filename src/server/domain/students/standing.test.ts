import { describe, expect, it } from 'vitest';
import type { StudentProfileRow } from '../../db/repositories/student-profiles.ts';
import { OFFERS_ISSUE_DELAY_MS, studentStanding, type StandingFacts } from './standing.ts';

const T0 = Date.parse('2026-11-21T12:00:00Z');
const complete: StudentProfileRow = {
  customer_id: 1,
  birth_date: '2004-05-17',
  graduation_year: 2027,
  post_code: 'LS2 9JT',
  term_bar_id: 12,
  graduated_at: null,
  completed_at: new Date(T0),
};
const facts = (change: Partial<StandingFacts> = {}): StandingFacts => ({
  profile: complete,
  uniEmail: { address: 'sam@leeds.ac.uk', verifiedAt: new Date(T0) },
  uniEmailPending: null,
  personalEmail: 'sam@example.com',
  today: '2026-11-21',
  now: T0 + OFFERS_ISSUE_DELAY_MS,
  ...change,
});

describe("a student's standing", () => {
  it('with nothing given, every detail is required', () => {
    expect(studentStanding(facts({ profile: undefined, uniEmail: null }))).toEqual({
      is_graduate: false,
      fields_required: ['birth_date', 'graduation_year', 'uni_email', 'post_code', 'selected_location_id'],
      student_verified: false,
      has_student_offers: false,
    });
  });

  it('a university address asked for is no longer required, but qualifies only once verified', () => {
    const pending = studentStanding(facts({ uniEmail: null, uniEmailPending: 'sam@leeds.ac.uk' }));
    expect(pending).toMatchObject({ fields_required: [], student_verified: false, has_student_offers: false });
  });

  it('qualified, the offers come a minute after the later of the details and the verification', () => {
    const verifiedLater = { address: 'sam@leeds.ac.uk', verifiedAt: new Date(T0 + 30_000) };
    expect(studentStanding(facts({ uniEmail: verifiedLater }))).toMatchObject({ student_verified: true, has_student_offers: false });
    expect(studentStanding(facts({ uniEmail: verifiedLater, now: T0 + 30_000 + OFFERS_ISSUE_DELAY_MS }))).toMatchObject({ student_verified: true, has_student_offers: true });
  });

  it('no personal address, no offers', () => {
    expect(studentStanding(facts({ personalEmail: null }))).toMatchObject({ fields_required: [], student_verified: false, has_student_offers: false });
  });

  it("a graduate, by their word or by their year's end, has none and is asked for nothing", () => {
    const graduate = { is_graduate: true, fields_required: [], student_verified: false, has_student_offers: false };
    expect(studentStanding(facts({ profile: { ...complete, graduated_at: new Date(T0) } }))).toEqual(graduate);
    expect(studentStanding(facts({ today: '2027-09-01' }))).toEqual(graduate);
    expect(studentStanding(facts({ today: '2027-08-31' }))).toMatchObject({ is_graduate: false, has_student_offers: true });
  });
});
