/**
 * What a check-in call reads from its request, and its refusals' words (the page shows the server's text):
 * the rules are the form's own (engine/check-in/check-in-rules.ts).
 */
import { createHash } from 'node:crypto';
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { checkInProblems, type CheckInProblem, type ContactType } from '../../../engine/check-in/check-in-rules.ts';
import { fill } from '../customers/messages.ts';
import { InvalidInput } from '../errors.ts';

const c = account.checkIn;

export const checkInMessages = {
  barNotFound: c.barNotFound,
  notCheckingIn: (bar: string) => fill(c.notCheckingIn, { bar }),
  visitNotFound: c.visitNotFound,
  maxGuests: (count: number) => fill(count === 1 ? c.maxGuests_one : c.maxGuests_other, { count }),
} as const;

export interface CheckInDetails {
  forename: string;
  surname: string;
  groupSize: number;
  contactType: ContactType;
  email: string | null;
  phone: string | null;
  address: string;
  postCode: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function groupSizeOf(value: unknown): number {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : NaN;
}

/** The visit's fields as the body gives them, or every rule they break (422, each field its message). */
export function checkInDetails(body: Record<string, unknown>, maxGroupSize: number): CheckInDetails {
  const contactType: ContactType = body.contact_type === 'phone' ? 'phone' : 'email';
  const fields = {
    forename: str(body.forename),
    surname: str(body.surname),
    group_size: groupSizeOf(body.group_size),
    contact_type: contactType,
    email: str(body.email),
    phone: str(body.phone),
  };
  const problems = Object.entries(checkInProblems(fields, maxGroupSize)) as [string, CheckInProblem][];
  if (body.contact_type !== 'email' && body.contact_type !== 'phone') problems.push(['contact_type', 'contactType']);
  if (problems.length) {
    const said = (problem: CheckInProblem) => (problem === 'maxGuests' ? checkInMessages.maxGuests(maxGroupSize) : problemText[problem]);
    const errors = Object.fromEntries(problems.map(([field, problem]) => [field, [said(problem)]]));
    throw new InvalidInput(said(problems[0]![1]), errors);
  }
  return {
    forename: fields.forename,
    surname: fields.surname,
    groupSize: fields.group_size,
    contactType,
    email: contactType === 'email' ? fields.email : null,
    phone: contactType === 'phone' ? fields.phone : null,
    address: str(body.address),
    postCode: str(body.post_code).toUpperCase(),
  };
}

const problemText: Record<Exclude<CheckInProblem, 'maxGuests'>, string> = {
  nameLength: c.nameLength,
  contactLength: c.contactLength,
  groupSize: c.groupSizeInvalid,
  contactType: c.contactTypeRequired,
};

/**
 * Who a visit's contact is, whatever way they typed it: an e-mail address in lower case, a phone number's
 * digits with +44 read as 0. Kept as a SHA-256 (the row that counts their people needs no address).
 */
export function contactHash(details: Pick<CheckInDetails, 'contactType' | 'email' | 'phone'>): string {
  const contact = details.contactType === 'email' ? details.email!.toLowerCase() : details.phone!.replace(/\D/g, '').replace(/^44/, '0');
  return createHash('sha256').update(`${details.contactType}:${contact}`).digest('hex');
}

/** What a visit's id looks like (ours are 32 URL-safe characters): anything else is no one's. */
export const VISIT_ID = /^[A-Za-z0-9_-]{32}$/;
