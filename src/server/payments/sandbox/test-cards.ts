/**
 * The sandbox gateway's test cards (also in the README and on the sandbox page). Any expiry date in
 * the future, any 3-digit security code and any name will do. A number not listed here is declined,
 * so a real card number never appears to work.
 */
export type CardOutcome =
  | { kind: 'result'; result: string; message: string }
  /** A 3-D Secure challenge page first; the code below passes it, anything else fails. */
  | { kind: 'challenge' }
  /** The gateway never answers: nothing reaches the merchant response URL. */
  | { kind: 'timeout' };

export interface TestCard {
  number: string;
  label: string;
  outcome: CardOutcome;
}

export const AUTHORISED = { kind: 'result', result: '00', message: '[ test system ] AUTHORISED' } as const;
export const DECLINED = { kind: 'result', result: '101', message: '[ test system ] DECLINED' } as const;

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4263970000005262', label: 'Visa: success', outcome: AUTHORISED },
  { number: '5425230000004415', label: 'Mastercard: success', outcome: AUTHORISED },
  { number: '4000120000001154', label: 'Declined by the bank (result 101)', outcome: DECLINED },
  {
    number: '4000000000000119',
    label: 'Corporate card declined (result 110)',
    outcome: { kind: 'result', result: '110', message: '[ test system ] DECLINED: CORPORATE CARD' },
  },
  { number: '4000000000003220', label: '3-D Secure challenge (code 1234 passes)', outcome: { kind: 'challenge' } },
  { number: '4009830000001985', label: 'Gateway timeout (no answer)', outcome: { kind: 'timeout' } },
];

export const CHALLENGE_CODE = '1234';
export const CHALLENGE_FAILED = { kind: 'result', result: '101', message: '[ test system ] 3-D SECURE AUTHENTICATION FAILED' } as const;

/** Wallet tokens the sandbox accepts (a token containing one of these markers). */
export const WALLET_TOKENS = { approve: 'SANDBOX-WALLET-APPROVE', decline: 'SANDBOX-WALLET-DECLINE' } as const;

export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function outcomeFor(digits: string): CardOutcome {
  return TEST_CARDS.find((c) => c.number === digits)?.outcome ?? DECLINED;
}

export function cardType(digits: string): string {
  if (digits.startsWith('4')) return 'VISA';
  if (/^5[1-5]|^2[2-7]/.test(digits)) return 'MC';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'CARD';
}

/** "4263xxxxxxxx5262" style, as the gateway reports a stored card. */
export function maskedDigits(digits: string): string {
  return `${digits.slice(0, 6)}${'x'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`;
}
