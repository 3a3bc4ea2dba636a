/**
 * What the customer is told about a payment, as locale keys (every payment message of both specs is
 * in locales/en-GB/payments.json). The server answers with a RESULT code and its own English text;
 * the widget and the account pages show their own wording for each kind of outcome, and the
 * server's text only where no wording of ours fits.
 */
import type { PaymentResult } from '../../api-client/payment-types.ts';

/** A message to show: a locale key, or the server's own text. */
export interface PaymentMessage {
  key?: string;
  text?: string;
  level: 'error' | 'info' | 'success';
}

/**
 * Where the message is shown. The widget uses the widget spec's texts (§8: "There was an error in
 * processing your payment…", "Request timed out…"); the account site's payment pages use the
 * account spec's (§8: a bank-decline message, a timeout message).
 */
export type Surface = 'widget' | 'page';

/** The server's texts for outcomes that have a key of ours (lifecycle.ts MESSAGES), by their start. */
const SERVER_TEXTS: Array<[prefix: string, key: string]> = [
  ['Payment cannot be taken as this booking has been cancelled', 'payments:errors.cancelledBooking'],
  ['Sorry, that time is no longer available', 'errors:slotTaken'],
  ['This booking has already been paid', 'payments:results.alreadyPaid'],
  ['This payment has already been made', 'payments:results.alreadyPaid'],
  ['There is nothing left to pay', 'payments:results.nothingToPay'],
  ['Request timed out', 'payments:errors.timedOut'],
  ["You've paid!", 'payments:results.paid'],
];

/** The key for a text the server wrote, when it is one we have our own wording for. */
export function keyForServerText(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  return SERVER_TEXTS.find(([prefix]) => text.startsWith(prefix))?.[1];
}

/** Why a booking cannot be paid, as the payment pages' answers say it (`message`), as a notice. */
export function serverNotice(text: string | null | undefined): PaymentMessage | null {
  if (!text) return null;
  const key = keyForServerText(text);
  if (key === 'payments:results.paid') return { level: 'success', key };
  return key ? { level: 'error', key } : { level: 'error', text };
}

/** The message for a check call's answer (received, or timed out at the gateway). */
export function resultMessage(result: PaymentResult, surface: Surface): PaymentMessage {
  if (result.success) {
    return { level: 'success', key: result.purpose === 'card' ? 'payments:cardCapture.stored' : 'payments:results.success' };
  }
  if (!result.received_response) {
    return { level: 'error', key: result.timed_out && surface === 'page' ? 'payments:results.timeout' : 'payments:errors.timedOut' };
  }
  // Money was taken but could not be applied (a cancelled booking, a lapsed hold, paid twice).
  if (result.status === 'refused') {
    const key = keyForServerText(result.message);
    return key ? { level: 'error', key } : { level: 'error', text: result.message ?? undefined, key: result.message ? undefined : 'payments:results.failure' };
  }
  const code = String(result.result ?? '');
  if (result.method === 'google_pay') return { level: 'error', key: 'payments:errors.googlePay' };
  if (result.method === 'apple_pay') return { level: 'error', key: 'payments:errors.applePay' };
  if (code === '110') return { level: 'error', key: 'payments:results.decline110' };
  if (/^1\d\d$/.test(code)) return { level: 'error', key: surface === 'page' ? 'payments:results.decline' : 'payments:errors.processing' };
  if (/^5\d\d$/.test(code)) return { level: 'error', key: 'payments:errors.checkInformation' };
  return { level: 'error', key: 'payments:results.failure' };
}

/** A failed call (an ApiError, or anything thrown) as a message: our wording for texts we know, else the server's, else the generic one. */
export function failureMessage(error: unknown): PaymentMessage {
  const e = (error ?? {}) as { status?: unknown; message?: unknown; messageKey?: unknown };
  const status = typeof e.status === 'number' ? e.status : 0;
  const text = typeof e.message === 'string' ? e.message : '';
  const known = keyForServerText(text);
  if (known) return { level: 'error', key: known };
  // A refusal the server explained (4xx) is worth showing as written; faults and network errors are not.
  if (status >= 400 && status < 500 && status !== 401 && text) return { level: 'error', text };
  return { level: 'error', key: 'payments:errors.generic' };
}
