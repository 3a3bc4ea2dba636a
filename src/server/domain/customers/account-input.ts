/**
 * The account calls' fields as the routes read them: each parser gives the typed value a service's
 * command takes, or refuses with the message the customer sees under the field (spec §5).
 */
import { ALLERGENS } from '../../../engine/menus/allergens.ts';
import { InvalidInput, MalformedInput } from '../errors.ts';
import { messages } from './messages.ts';


export const PASSWORD_MIN = 10;
/** Long enough for any pass phrase; a bound on what one login makes the server hash. */
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;
const EMAIL_MAX = 254;

const refuse = (field: string, message: string): never => {
  throw new InvalidInput(message, { [field]: [message] });
};

/** A string field, trimmed; absent when not a string or empty. */
function trimmed(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An e-mail address: required, with an at-sign and a dot after it (spec §5); lower-cased. */
export function emailField(value: unknown, field = 'email'): string {
  const email = trimmed(value);
  if (email === undefined) return refuse(field, messages.emailRequired);
  if (email.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@.][^\s@]*$/.test(email)) return refuse(field, messages.emailInvalid(email));
  return email.toLowerCase();
}

/** A password as typed (never trimmed: spaces may be part of it); only its presence is checked. */
export function passwordGiven(value: unknown, field = 'password'): string {
  if (typeof value !== 'string' || value === '') return refuse(field, messages.passwordRequired);
  if (value.length > PASSWORD_MAX) return refuse(field, messages.passwordMax(PASSWORD_MAX));
  return value;
}

/** A new password: present, long enough, and not one of the commonest (`isCommon`). */
export function newPassword(value: unknown, isCommon: (password: string) => boolean, field = 'password'): string {
  const password = passwordGiven(value, field);
  if ([...password].length < PASSWORD_MIN) return refuse(field, messages.passwordMin(PASSWORD_MIN));
  if (isCommon(password)) return refuse(field, messages.passwordCommon);
  return password;
}

/** A required name (forename, surname). */
export function nameField(value: unknown, field: 'forename' | 'surname'): string {
  const name = trimmed(value);
  if (name === undefined) return refuse(field, field === 'forename' ? messages.forenameRequired : messages.surnameRequired);
  if (name.length > NAME_MAX) return refuse(field, messages.nameMax(field === 'forename' ? 'Forename' : 'Surname', NAME_MAX));
  return name;
}

/** A phone number: digits only once spaces are taken out; empty clears it. */
export function phoneField(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string' && typeof value !== 'number') return refuse('phone', messages.phoneDigits);
  const phone = String(value).replace(/\s+/g, '');
  if (!/^\d{0,20}$/.test(phone)) return refuse('phone', messages.phoneDigits);
  return phone;
}

/** An opt-in: 0 or 1 (true and false, "0" and "1" read as such). */
export function optInField(value: unknown, field: string): 0 | 1 {
  if (value === 1 || value === '1' || value === true || value === 'true') return 1;
  if (value === 0 || value === '0' || value === false || value === 'false') return 0;
  return refuse(field, messages.optIn);
}

/** The allergens a profile lists: each one of spec §9's, named as there (case aside); duplicates dropped. */
export function allergensField(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? (value === '' ? [] : value.split(',')) : null;
  if (items === null) return refuse('allergens', messages.allergenUnknown(String(value)));
  const chosen = new Set<string>();
  for (const item of items) {
    const name = ALLERGENS.find((a) => typeof item === 'string' && a.toLowerCase() === item.trim().toLowerCase());
    if (!name) return refuse('allergens', messages.allergenUnknown(String(item)));
    chosen.add(name);
  }
  return ALLERGENS.filter((a) => chosen.has(a));
}

/** A bar id (favourite bar): a positive integer, or null/'' for none. */
export function barIdField(value: unknown): number | null {
  if (value === null || value === '' || value === 0 || value === '0') return null;
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) return refuse('bar', messages.barUnknown);
  return id;
}

/**
 * A token from a link (verification, reset, booking): the URL-safe characters a token is made of, of
 * a sane length. Anything else cannot be one of ours and is not looked up.
 */
export function tokenLike(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(value) ? value : undefined;
}

/** An optional join token (a booking's invite link), kept to be sent on after login. */
export function joinTokenField(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const token = tokenLike(value);
  if (!token) throw new MalformedInput('The join token is not valid.', { join_token: ['The join token is not valid.'] });
  return token;
}
