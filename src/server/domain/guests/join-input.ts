/**
 * The join form's fields as the join call reads them (spec §5 "Join booking"): a forename of at least
 * 3 characters, a surname of at least 3 when given, an e-mail with an at-sign when given, and the
 * opt-ins, which count only with an e-mail (the form shows them only then).
 */
import errors from '../../../../locales/en-GB/errors.json' with { type: 'json' };
import { messages } from '../customers/messages.ts';
import { InvalidInput } from '../errors.ts';

const NAME_MIN = 3;
const NAME_MAX = 100;
const EMAIL_MAX = 254;

export interface JoinForm {
  forename: string;
  surname: string;
  /** Lower-cased; '' when not given. */
  email: string;
  marketing_opt_in: boolean;
  sms_opt_in: boolean;
  phone_opt_in: boolean;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const yes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The form, or an InvalidInput naming every field that is wrong. */
export function joinForm(guest: Record<string, unknown>): JoinForm {
  const fields: Record<string, string[]> = {};
  const forename = trimmed(guest.forename);
  const surname = trimmed(guest.surname);
  const email = trimmed(guest.email).toLowerCase();
  if (forename === '') fields.forename = [errors.validation.forenameRequired];
  else if ([...forename].length < NAME_MIN) fields.forename = [errors.validation.forenameMin];
  else if (forename.length > NAME_MAX) fields.forename = [messages.nameMax('Forename', NAME_MAX)];
  if (surname !== '' && [...surname].length < NAME_MIN) fields.surname = [errors.validation.surnameMin];
  else if (surname.length > NAME_MAX) fields.surname = [messages.nameMax('Surname', NAME_MAX)];
  if (email !== '' && (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+$/.test(email))) fields.email = [errors.validation.emailAt];
  const problems = Object.values(fields);
  if (problems.length > 0) throw new InvalidInput(problems.map(([m]) => m).join(', '), fields);
  const optIn = (value: unknown) => email !== '' && yes(value);
  return {
    forename,
    surname,
    email,
    marketing_opt_in: optIn(guest.marketing_opt_in),
    sms_opt_in: optIn(guest.sms_opt_in),
    phone_opt_in: optIn(guest.phone_opt_in),
  };
}
