/**
 * The details the student page asks for (spec §2.6 item 1, §3 "Student status", §5 "Student save"): the
 * names the server lists in `fields_required` and the page sends, and the message of each left empty.
 * Read by the page (no call is made while one is empty) and by the server (which refuses the same).
 */
import { isValid, toNormalised } from 'postcode';

export const STUDENT_FIELDS = ['birth_date', 'graduation_year', 'uni_email', 'post_code', 'selected_location_id'] as const;
export type StudentField = (typeof STUDENT_FIELDS)[number];

export const isStudentField = (name: string): name is StudentField => (STUDENT_FIELDS as readonly string[]).includes(name);

/** A translator of account-site keys (i18next's `t`, or the server's). */
export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The message of a required detail left empty: the spec's own three, '{field} is required' for the others. */
export function requiredMessage(field: StudentField, t: Translate): string {
  switch (field) {
    case 'birth_date':
      return t('account:student.dobRequired');
    case 'graduation_year':
      return t('account:student.graduationRequired');
    case 'post_code':
      return t('account:student.postcodeRequired');
    case 'uni_email':
      return t('account:student.fieldRequired', { field: t('account:student.uniEmail') });
    case 'selected_location_id':
      return t('account:student.fieldRequired', { field: t('account:student.termBar') });
  }
}

/** A UK postcode as typed, in its usual form ("m11ae" → "M1 1AE"), or undefined when it is not one. */
export function ukPostcode(typed: string): string | undefined {
  const text = typed.trim();
  return isValid(text) ? (toNormalised(text) ?? undefined) : undefined;
}

/** A university address: its domain ends in ac.uk (§5). */
export const isStudentAddress = (email: string) => /\.ac\.uk$/i.test(email.split('@')[1] ?? '');
