/**
 * A society's invite code as typed (spec §5): anything but letters and digits is dropped and the rest
 * upper-cased, so 'ab-12 cd' is 'AB12CD'; a code is exactly 6 of them. Read the same by the form and the server.
 */
export const INVITE_CODE_LENGTH = 6;

export function normaliseInviteCode(typed: string): string {
  return typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** Whether a normalised code has the length of one. */
export function isInviteCode(code: string): boolean {
  return code.length === INVITE_CODE_LENGTH;
}
