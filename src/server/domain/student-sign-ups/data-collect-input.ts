/**
 * What the student data-collection call reads from its body (spec §3 "Student data-collection payload", §5
 * "Data-collection hints"), and its refusals' words. Every field is checked and all that are wrong are
 * refused together, each under its own name, so the form shows every error at once.
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import type { StudentSignUp } from '../../db/repositories/student-sign-ups.ts';
import { isUniversity } from '../../../engine/universities/universities.ts';
import { isCalendarDate } from '../../../engine/time/calendar-date.ts';
import { emailField, nameField, optInField } from '../customers/account-input.ts';
import { fill } from '../customers/messages.ts';
import { DomainError, InvalidInput } from '../errors.ts';

const m = account.dataCollect;

/** §9: the form offers the current year up to 5 years ahead. */
export const GRADUATION_YEARS_AHEAD = 5;
/** §9: minimum age 18; earliest birth year 1910. */
export const MINIMUM_AGE = 18;
const EARLIEST_BIRTH_DATE = '1910-01-01';
const UNIVERSITY_MAX = 200;

export const dataCollectMessages = {
  barRequired: m.barRequired,
  barUnknown: m.barUnknown,
} as const;

/** A sign-up as the service takes it: every field read, the bar not yet looked up. */
export type DataCollectFields = Omit<StudentSignUp, 'brandId' | 'collectedBy' | 'unsubscribeHash'>;

const refuse = (field: string, message: string): never => {
  throw new InvalidInput(message, { [field]: [message] });
};

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A bar id: a positive whole number (as a number or its digits). */
function barIdField(value: unknown): number {
  const raw = text(value);
  if (raw === '') return refuse('bar_id', m.barRequired);
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) return refuse('bar_id', m.barUnknown);
  return Number(raw);
}

/** A permanent address: an academic one (ac.uk) lapses when the student leaves (§5). */
function permanentEmailField(value: unknown): string {
  const email = emailField(value);
  if (/\.ac\.uk$/.test(email.split('@')[1] ?? '')) refuse('email', m.emailAcademic);
  return email;
}

/** A UK mobile number, as typed with spaces, dashes or brackets, +44 or 0044 for the 0; kept as 07… */
function mobileField(value: unknown): string {
  const raw = text(value);
  if (raw === '') return refuse('mobile', m.mobileRequired);
  const digits = raw.replace(/[\s()-]/g, '').replace(/^(?:\+44|0044)/, '0');
  if (!/^07\d{9}$/.test(digits)) return refuse('mobile', m.mobileInvalid);
  return digits;
}

function universityField(value: unknown): string {
  const name = text(value);
  if (name === '') return refuse('university', m.universityRequired);
  if (name.length > UNIVERSITY_MAX || !isUniversity(name)) return refuse('university', m.universityUnknown);
  return name;
}

/** A birth date, YYYY-MM-DD: a real date from 1910 on, and at least 18 years before `today` (London). */
function dateOfBirthField(value: unknown, today: string): string {
  const date = text(value);
  if (date === '') return refuse('date_of_birth', m.dobRequired);
  if (!isCalendarDate(date) || date < EARLIEST_BIRTH_DATE || date > today)
    return refuse('date_of_birth', m.dobInvalid);
  // Born on 29 February: 18 on 1 March in a year without one (as the comparison of the texts has it).
  const eighteenth = `${Number(date.slice(0, 4)) + MINIMUM_AGE}${date.slice(4)}`;
  if (eighteenth > today) return refuse('date_of_birth', fill(m.dobTooYoung, { count: MINIMUM_AGE }));
  return date;
}

/** The years the form offers: this year (in London) up to 5 years ahead. */
export function graduationYears(today: string): { first: number; last: number } {
  const first = Number(today.slice(0, 4));
  return { first, last: first + GRADUATION_YEARS_AHEAD };
}

function graduationYearField(value: unknown, today: string): number {
  const raw = text(value);
  if (raw === '') return refuse('graduation_year', m.graduationRequired);
  const { first, last } = graduationYears(today);
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  if (!(year >= first && year <= last))
    return refuse('graduation_year', fill(m.graduationRange, { first, last }));
  return year;
}

/** An optional UK postcode, upper-cased with one space before its last three characters. */
function postcodeField(value: unknown): string | null {
  const raw = text(value).toUpperCase().replace(/\s+/g, '');
  if (raw === '') return null;
  if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/.test(raw)) return refuse('postcode', m.postcodeInvalid);
  return `${raw.slice(0, -3)} ${raw.slice(-3)}`;
}

const optIn = (value: unknown, field: string) => {
  try {
    return optInField(value, field) === 1;
  } catch {
    return refuse(field, m.optInInvalid);
  }
};

/**
 * The body of POST customers/student/data-collect as a sign-up, or one InvalidInput naming every field
 * that is wrong (its message the first field's). `today` is London's date, for the age and the years.
 */
export function dataCollectFields(body: Record<string, unknown>, today: string): DataCollectFields {
  const fields: Record<string, string[]> = {};
  const read = <T>(parse: () => T): T => {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof DomainError) || !error.fields) throw error;
      Object.assign(fields, error.fields);
      return undefined as T;
    }
  };
  const sign = {
    barId: read(() => barIdField(body.bar_id)),
    email: read(() => permanentEmailField(body.email)),
    forename: read(() => nameField(body.forename, 'forename')),
    surname: read(() => nameField(body.surname, 'surname')),
    mobile: read(() => mobileField(body.mobile)),
    university: read(() => universityField(body.university)),
    dateOfBirth: read(() => dateOfBirthField(body.date_of_birth, today)),
    graduationYear: read(() => graduationYearField(body.graduation_year, today)),
    postcode: read(() => postcodeField(body.postcode)),
    emailOptIn: read(() => optIn(body.email_opt_in, 'email_opt_in')),
    smsOptIn: read(() => optIn(body.sms_opt_in, 'sms_opt_in')),
    phoneOptIn: read(() => optIn(body.phone_opt_in, 'phone_opt_in')),
  };
  const wrong = Object.values(fields);
  if (wrong.length > 0) throw new InvalidInput(wrong[0]![0]!, fields);
  return sign;
}
