/**
 * Where a student stands (spec §3 "Student status"; the rule is ours, docs/decisions.md "Students and
 * graduates"). A student qualifies for the student offers when they have not graduated, every detail is
 * given (birth date, year of graduation, term-time postcode and bar), their university (ac.uk) address is
 * verified and a personal address is known. The offers are issued a minute after they qualify: until then
 * `student_verified` is true and `has_student_offers` false, and the page says the offers are on their way.
 */
import { hasGraduated } from '../../../engine/students/graduation-years.ts';
import { OFFERS_ISSUE_DELAY_MS } from '../../../engine/students/offers.ts';
import type { StudentField } from '../../../engine/students/student-fields.ts';
import type { StudentProfileRow } from '../../db/repositories/student-profiles.ts';


export { OFFERS_ISSUE_DELAY_MS };

export interface StandingFacts {
  profile: StudentProfileRow | undefined;
  /** The newest verified university address, and when it was verified. */
  uniEmail: { address: string; verifiedAt: Date } | null;
  /** A university address asked for and not yet verified. */
  uniEmailPending: string | null;
  personalEmail: string | null;
  /** Today in London (YYYY-MM-DD) and the instant. */
  today: string;
  now: number;
}

export interface Standing {
  is_graduate: boolean;
  fields_required: StudentField[];
  student_verified: boolean;
  has_student_offers: boolean;
}

export function studentStanding(facts: StandingFacts): Standing {
  const { profile } = facts;
  const isGraduate = Boolean(profile?.graduated_at) || (profile?.graduation_year != null && hasGraduated(profile.graduation_year, facts.today));
  const required: StudentField[] = [];
  if (isGraduate) return { is_graduate: true, fields_required: required, student_verified: false, has_student_offers: false };
  if (!profile?.birth_date) required.push('birth_date');
  if (profile?.graduation_year == null) required.push('graduation_year');
  if (!facts.uniEmail && !facts.uniEmailPending) required.push('uni_email');
  if (!profile?.post_code) required.push('post_code');
  if (profile?.term_bar_id == null) required.push('selected_location_id');
  const verified = required.length === 0 && facts.uniEmail !== null && facts.personalEmail !== null && profile?.completed_at != null;
  const qualifiedAt = verified ? Math.max(profile!.completed_at!.getTime(), facts.uniEmail!.verifiedAt.getTime()) : Infinity;
  return {
    is_graduate: false,
    fields_required: required,
    student_verified: verified,
    has_student_offers: verified && facts.now >= qualifiedAt + OFFERS_ISSUE_DELAY_MS,
  };
}
