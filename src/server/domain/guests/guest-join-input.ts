/**
 * The guest-join form (spec §5 "Guest join by code"): forename, surname and password, each required,
 * every missing one named in one message joined by commas ('Forename is required, Surname is required');
 * then the password rules every new account has (length, not one of the commonest).
 */
import { messages } from '../customers/messages.ts';
import { newPassword, PASSWORD_MAX } from '../customers/account-input.ts';
import { InvalidInput } from '../errors.ts';

const NAME_MAX = 100;

export interface GuestJoinForm {
  forename: string;
  surname: string;
  password: string;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form, or an InvalidInput naming every field that is wrong (`isCommon`: the common-password check). */
export function guestJoinForm(body: { forename?: unknown; surname?: unknown; password?: unknown }, isCommon: (password: string) => boolean): GuestJoinForm {
  const fields: Record<string, string[]> = {};
  const forename = trimmed(body.forename);
  const surname = trimmed(body.surname);
  // A password is taken as typed: spaces may be part of it.
  const password = typeof body.password === 'string' ? body.password : '';
  if (forename === '') fields.forename = [messages.forenameRequired];
  else if (forename.length > NAME_MAX) fields.forename = [messages.nameMax('Forename', NAME_MAX)];
  if (surname === '') fields.surname = [messages.surnameRequired];
  else if (surname.length > NAME_MAX) fields.surname = [messages.nameMax('Surname', NAME_MAX)];
  if (password === '') fields.password = [messages.passwordRequired];
  else if (password.length > PASSWORD_MAX) fields.password = [messages.passwordMax(PASSWORD_MAX)];
  else {
    try {
      newPassword(password, isCommon);
    } catch (refused) {
      fields.password = (refused as InvalidInput).fields?.password ?? [(refused as Error).message];
    }
  }
  const problems = Object.values(fields);
  if (problems.length > 0) throw new InvalidInput(problems.map(([m]) => m).join(', '), fields);
  return { forename, surname, password };
}
