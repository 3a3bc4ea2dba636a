/**
 * Track and trace check-in (spec §4, §5, §9), read the same by the form and the server: names longer than
 * 2 characters, a contact of at least 8 characters of the chosen kind, a group of 1 up to the bar's
 * maximum (never above 6), and a visit that lasts 2 hours.
 */
export const CHECK_IN_MAX_PEOPLE = 6;
export const CHECK_IN_MINUTES = 120;
export const CHECK_IN_NAME_MIN = 3;
export const CHECK_IN_CONTACT_MIN = 8;

export type ContactType = 'email' | 'phone';

export interface CheckInFields {
  forename: string;
  surname: string;
  group_size: number;
  contact_type: ContactType;
  email: string;
  phone: string;
}

/** Which rule a field breaks: the keys of account:checkIn's messages. */
export type CheckInProblem = 'nameLength' | 'contactLength' | 'maxGuests' | 'groupSize' | 'contactType';

/** The fields that break a rule, each with its problem; empty when the check-in can be sent. */
export function checkInProblems(fields: CheckInFields, maxGroupSize: number): Partial<Record<keyof CheckInFields, CheckInProblem>> {
  const problems: Partial<Record<keyof CheckInFields, CheckInProblem>> = {};
  if (fields.forename.trim().length < CHECK_IN_NAME_MIN) problems.forename = 'nameLength';
  if (fields.surname.trim().length < CHECK_IN_NAME_MIN) problems.surname = 'nameLength';
  const contact = fields.contact_type === 'email' ? fields.email : fields.phone;
  if (contact.trim().length < CHECK_IN_CONTACT_MIN) problems[fields.contact_type] = 'contactLength';
  if (!Number.isInteger(fields.group_size) || fields.group_size < 1) problems.group_size = 'groupSize';
  else if (fields.group_size > maxGroupSize) problems.group_size = 'maxGuests';
  return problems;
}

/** The bar's own maximum, kept within the spec's 6. */
export function maxGroupSizeOf(barMaximum: number): number {
  return Math.max(1, Math.min(CHECK_IN_MAX_PEOPLE, Math.floor(barMaximum)));
}

/** Whether a visit has ended at `now` (ms): 'Extend my visit' is offered from then on. */
export function visitEnded(dateFinished: string, now: number): boolean {
  return Date.parse(dateFinished) <= now;
}
