/**
 * The lead booker's change to a guest (PUT rest/booking/{id}/guest/{guest_id}, spec §7.3): their details
 * under the join form's rules (forename of 3 or more, surname of 3 or more when given, an e-mail with an
 * at-sign when given), whether they are a co-host (admin) and their package (variation). Fields not sent
 * keep their value.
 */
import { InvalidInput } from '../errors.ts';
import { joinForm } from './join-input.ts';
import { guestMessages } from './guest-messages.ts';

export interface GuestDetails {
  forename: string;
  surname: string;
  email: string;
}

export interface GuestEdit {
  details: GuestDetails | undefined;
  admin: boolean | undefined;
  /** The package the guest is given (a variation id; null: none); undefined: unchanged. */
  variation: number | null | undefined;
}

const DETAILS = ['forename', 'surname', 'email'] as const;

function flag(value: unknown): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  throw new InvalidInput(guestMessages.adminFlag, { admin: [guestMessages.adminFlag] });
}

/** A variation id, as JSON or a form sends it; null or '' for none. Which ids are the booking's, the pre-orders' check says. */
function variation(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) return value;
  if (typeof value === 'string' && /^[1-9]\d{0,8}$/.test(value)) return Number(value);
  throw new InvalidInput(guestMessages.variationForm, { variation: [guestMessages.variationForm] });
}

/** The change, or an InvalidInput naming each field that is wrong. */
export function guestEdit(body: Record<string, unknown>, current: GuestDetails): GuestEdit {
  const admin = flag(body.admin);
  const chosen = variation(body.variation);
  if (!DETAILS.some((field) => body[field] !== undefined)) return { details: undefined, admin, variation: chosen };
  const merged = Object.fromEntries(DETAILS.map((field) => [field, body[field] === undefined ? current[field] : body[field]]));
  const form = joinForm(merged);
  return { details: { forename: form.forename, surname: form.surname, email: form.email }, admin, variation: chosen };
}
