/**
 * What a society call reads from its request, and its refusals' words (the site shows the server's text).
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { isInviteCode, normaliseInviteCode } from '../../../engine/societies/invite-code.ts';
import { fill } from '../customers/messages.ts';
import { InvalidInput } from '../errors.ts';

const s = account.society;

export const societyMessages = {
  codeLength: s.codeLength,
  codeUnknown: s.codeUnknown,
  qrUnknown: s.qrUnknown,
  alreadyMember: (title: string) => fill(s.alreadyMember, { title }),
  notMember: s.notMember,
  cannotLeave: (title: string) => fill(s.cannotLeave, { title }),
  notFound: s.notFound,
} as const;

/** An invite code as typed (spec §5): normalised, and exactly 6 characters, else 'Code must be exactly 6 characters' (422). */
export function inviteCodeField(typed: string): string {
  const code = normaliseInviteCode(typed);
  if (!isInviteCode(code)) throw new InvalidInput(societyMessages.codeLength, { code: [societyMessages.codeLength] });
  return code;
}

/** What a society's QR code looks like (ours are 32 URL-safe characters): anything else is no one's. */
export const QR_CODE = /^[A-Za-z0-9_-]{16,64}$/;

/** A society's id in a path: digits, else no society. */
export function societyIdOf(text: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}
