/**
 * Years of graduation (spec §2.6 item 1, §9: the next four years on the student page). UK students
 * graduate in the summer, so from 1 September the year that is ending has graduated: the first year
 * offered is the one the current academic year (September to August) ends in.
 */

/** How many graduation years the student page offers. */
export const GRADUATION_YEAR_CHOICES = 4;
/** The month (1–12) an academic year starts in. */
const ACADEMIC_YEAR_STARTS = 9;

/** The year the current academic year ends in, for a London date (YYYY-MM-DD). */
export function currentGraduationYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return Number(today.slice(5, 7)) >= ACADEMIC_YEAR_STARTS ? year + 1 : year;
}

/** The years a student may say they graduate in, earliest first. */
export function graduationYears(today: string): number[] {
  const first = currentGraduationYear(today);
  return Array.from({ length: GRADUATION_YEAR_CHOICES }, (_, i) => first + i);
}

/** Whether a student graduating in `year` has graduated by `today` (their last academic year is over). */
export const hasGraduated = (year: number, today: string) => year < currentGraduationYear(today);
