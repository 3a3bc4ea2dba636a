/**
 * Money is integer pence everywhere inside Covers and becomes "£1,234.50" only at the edge, so no
 * sum is ever done on floating-point pounds.
 */

/**
 * The formatters are built on first use, not when the module loads: the first Intl.NumberFormat of
 * a page loads the locale's currency data, the single most expensive line of the widget's start-up,
 * and the widget's first step shows no money.
 */
let gbp: Intl.NumberFormat | undefined;
let gbpRounded: Intl.NumberFormat | undefined;
const GBP = () => (gbp ??= new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }));
const GBP_ROUNDED = () =>
  (gbpRounded ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }));

function assertPence(pence: number): void {
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Money must be whole pence: ${pence}`);
}

/** 123450 → "£1,234.50"; -1250 → "-£12.50". */
export function formatPence(pence: number): string {
  assertPence(pence);
  return GBP().format(pence / 100);
}

/** 123450 → "£1,235": whole pounds, half a pound rounded away from zero. */
export function formatPenceRounded(pence: number): string {
  assertPence(pence);
  return GBP_ROUNDED().format(pence / 100);
}

/** 1250 → "12.50", the two-decimal amount some payment calls take; built from digits, not division. */
export function penceToDecimal(pence: number): string {
  assertPence(pence);
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const AMOUNT = /^(-)?£?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/**
 * "12.50" → 1250, "£1,234.5" → 123450, ".5" → 50. Reads the digits as text, so "0.29" is 29 and
 * not 28.999…; returns null for anything that is not an amount of at most two decimals.
 */
export function parsePence(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, minus, pounds, fraction] = match;
  if (pounds === undefined && fraction === undefined) return null;
  const whole = Number((pounds ?? '0').replaceAll(',', ''));
  const pence = whole * 100 + Number((fraction ?? '0').padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return null;
  return minus && pence !== 0 ? -pence : pence;
}
