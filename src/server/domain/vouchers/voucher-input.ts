/**
 * A voucher code as a customer types it, and the voucher call's refusals' words (the page shows the
 * server's text as given, spec §8).
 */
import account from '../../../../locales/en-GB/account.json' with { type: 'json' };
import { InvalidInput } from '../errors.ts';

const v = account.voucher;

export const voucherMessages = {
  applied: v.success,
  codeRequired: v.codeRequired,
  codeUnknown: v.codeUnknown,
  codeExpired: v.codeExpired,
  alreadyUsed: v.alreadyUsed,
  usedUp: v.usedUp,
} as const;

/** What a stored code looks like: letters and digits, upper-case. */
const VOUCHER_CODE = /^[A-Z0-9]{6,16}$/;

/**
 * A code as typed: spaces, dashes and anything else but letters and digits dropped, upper-cased. Empty
 * is a 422 on the field; a code of another length is no code (undefined), refused like an unknown one.
 */
export function voucherCodeField(typed: string): string | undefined {
  const code = typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (code === '') throw new InvalidInput(voucherMessages.codeRequired, { voucher_code: [voucherMessages.codeRequired] });
  return VOUCHER_CODE.test(code) ? code : undefined;
}
