/**
 * The payment calls' fields as the routes read them from a request: each parser gives the typed value
 * a service's command takes, or refuses the field with the message the customer sees under it.
 */
import { InvalidInput } from '../errors.ts';

/** A non-empty string, trimmed; anything else is absent. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** An amount as a request carries it: a JSON number or a string; its parser below says what it must be. */
export type WireAmount = number | string;

/** Whole pence, as a JSON integer or a string of digits; absent when not given. */
export function penceField(value: unknown, name = 'amount'): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new InvalidInput(`${name} must be a whole number of pence.`, { [name]: ['Must be a whole number of pence, e.g. 2500 for £25.00.'] });
  return n;
}

/** The wallet calls' amount: pounds with two decimals ("25.00"), as spec §7 gives it. */
export function decimalAmount(value: unknown): number {
  let pence = NaN;
  if (typeof value === 'string' && /^\d{1,7}\.\d{2}$/.test(value.trim())) {
    const [pounds, fraction] = value.trim().split('.') as [string, string];
    pence = Number(pounds) * 100 + Number(fraction);
  } else if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6) {
    pence = Math.round(value * 100);
  }
  if (!Number.isSafeInteger(pence) || pence <= 0) throw new InvalidInput('amount must be in pounds with two decimals.', { amount: ['Must be an amount like 25.00.'] });
  return pence;
}

export type PaymentType = 'deposit' | 'balance';

/** payment_type: the deposit or everything payable now; absent when not given. */
export function paymentType(value: unknown): PaymentType | undefined {
  const type = text(value);
  if (type === undefined) return undefined;
  if (type !== 'deposit' && type !== 'balance') throw new InvalidInput('payment_type must be deposit or balance.', { payment_type: ['Must be deposit or balance.'] });
  return type;
}

/** Where the card page sends the customer back to: a web address, or absent. */
export function returnUrl(value: unknown): string | undefined {
  const url = text(value);
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && url.length <= 2000) return url;
  } catch {
    // falls through to the error below
  }
  throw new InvalidInput('url must be a web address.', { url: ['Must be an http(s) address.'] });
}
