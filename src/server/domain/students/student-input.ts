/**
 * What the student page sends (spec §5 "Student save", "Date of birth"; §7.6): each detail read and checked
 * as the page checks it, the refusals in the page's words, every field's problem at once.
 */
import { checkDateOfBirth } from '../../../engine/students/date-of-birth.ts';
import { graduationYears } from '../../../engine/students/graduation-years.ts';
import { isStudentAddress, requiredMessage, ukPostcode, type StudentField, type Translate } from '../../../engine/students/student-fields.ts';
import { emailField } from '../customers/account-input.ts';
import { DomainError, InvalidInput } from '../errors.ts';

export interface StudentDetailsInput {
  birth_date?: unknown;
  graduation_year?: unknown;
  uni_email?: unknown;
  post_code?: unknown;
  selected_location_id?: unknown;
}

export interface StudentDetails {
  birthDate?: string;
  graduationYear?: number;
  uniEmail?: string;
  postCode?: string;
  termBarId?: number;
}

export interface DetailsContext {
  /** The details still to give: each must be in the request. */
  required: readonly StudentField[];
  /** Today in London. */
  today: string;
  /** Whether a bar id is one a student may choose. */
  isTermBar(id: number): boolean;
  t: Translate;
}

const given = (value: unknown) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const wholeNumber = (value: unknown) => (/^\d{1,9}$/.test(text(value)) ? Number(text(value)) : undefined);

/** The details of a save, checked: a 422 naming every field in error, else the details given. */
export function studentDetails(input: StudentDetailsInput, context: DetailsContext): StudentDetails {
  const { t } = context;
  const errors: Partial<Record<StudentField, string>> = {};
  const details: StudentDetails = {};
  for (const field of context.required) if (!given(input[field])) errors[field] = requiredMessage(field, t);

  if (given(input.birth_date)) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text(input.birth_date));
    const checked = match ? checkDateOfBirth({ year: match[1]!, month: match[2]!, day: match[3]! }, { today: context.today }) : undefined;
    if (checked?.date) details.birthDate = checked.date;
    else {
      const problem = checked?.problems[0];
      errors.birth_date = problem?.key === 'minimumAge' ? t(`account:dateOfBirth.${problem.key}`, problem.vars) : t('account:student.birthDateInvalid');
    }
  }
  if (given(input.graduation_year)) {
    const years = graduationYears(context.today);
    const year = wholeNumber(input.graduation_year);
    if (year !== undefined && years.includes(year)) details.graduationYear = year;
    else errors.graduation_year = t('account:student.graduationYearInvalid', { years: years.join(', ') });
  }
  if (given(input.uni_email)) {
    const email = fieldMessage(() => emailField(input.uni_email, 'uni_email'));
    if (typeof email !== 'string') errors.uni_email = email.message;
    else if (!isStudentAddress(email)) errors.uni_email = t('account:emailVerify.studentRequired');
    else details.uniEmail = email;
  }
  if (given(input.post_code)) {
    const postCode = ukPostcode(text(input.post_code));
    if (postCode) details.postCode = postCode;
    else errors.post_code = t('account:student.postcodeInvalid');
  }
  if (given(input.selected_location_id)) {
    const id = wholeNumber(input.selected_location_id);
    if (id !== undefined && context.isTermBar(id)) details.termBarId = id;
    else errors.selected_location_id = t('account:student.termBarInvalid');
  }
  const messages = Object.values(errors);
  if (messages.length) {
    throw new InvalidInput(messages.join(', '), Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])));
  }
  return details;
}

/** A parser's value, or the refusal it threw. */
function fieldMessage<T>(parse: () => T): T | DomainError {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}
