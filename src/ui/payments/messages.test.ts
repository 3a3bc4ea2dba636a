import { describe, expect, it } from 'vitest';
import { readLocaleKeys } from '../../engine/flow/load.node.ts';
import { failureMessage, resultMessage } from './messages.ts';
import type { PaymentResult } from '../../api-client/payment-types.ts';

const answered = (patch: Partial<PaymentResult>): PaymentResult => ({ received_response: true, success: false, error: true, method: 'card', purpose: 'payment', ...patch });

describe('what the customer is told about a payment', () => {
  it('names each outcome by its own wording, in the widget and on the payment pages', () => {
    const cases: Array<[Partial<PaymentResult>, string, string]> = [
      [{ success: true, error: false, result: '00' }, 'payments:results.success', 'payments:results.success'],
      [{ success: true, error: false, result: '00', purpose: 'card' }, 'payments:cardCapture.stored', 'payments:cardCapture.stored'],
      [{ result: '101' }, 'payments:errors.processing', 'payments:results.decline'],
      [{ result: '110' }, 'payments:results.decline110', 'payments:results.decline110'],
      [{ result: '508' }, 'payments:errors.checkInformation', 'payments:errors.checkInformation'],
      [{ result: '202' }, 'payments:results.failure', 'payments:results.failure'],
      [{ result: '101', method: 'google_pay' }, 'payments:errors.googlePay', 'payments:errors.googlePay'],
      [{ result: '101', method: 'apple_pay' }, 'payments:errors.applePay', 'payments:errors.applePay'],
      [{ received_response: false, error: false, timed_out: true }, 'payments:errors.timedOut', 'payments:results.timeout'],
      [{ result: '00', status: 'refused', message: 'Payment cannot be taken as this booking has been cancelled...' }, 'payments:errors.cancelledBooking', 'payments:errors.cancelledBooking'],
      [{ result: '00', status: 'refused', message: 'Sorry, that time is no longer available. Please change your time and try again' }, 'errors:slotTaken', 'errors:slotTaken'],
      [{ result: '00', status: 'refused', message: 'This booking has already been paid. Any amount taken twice will be refunded.' }, 'payments:results.alreadyPaid', 'payments:results.alreadyPaid'],
    ];
    const keys = readLocaleKeys();
    for (const [result, widget, page] of cases) {
      expect(resultMessage(answered(result), 'widget').key, JSON.stringify(result)).toBe(widget);
      expect(resultMessage(answered(result), 'page').key, JSON.stringify(result)).toBe(page);
      expect(keys.has(widget) && keys.has(page), `${widget} ${page}`).toBe(true);
    }
    expect(resultMessage(answered({ status: 'refused', message: 'Something new' }), 'widget')).toEqual({ level: 'error', text: 'Something new' });
  });

  it('shows a refusal the server explained, and the generic text for faults', () => {
    expect(failureMessage({ status: 409, message: 'Payment cannot be taken as this booking has been cancelled...' })).toEqual({ level: 'error', key: 'payments:errors.cancelledBooking' });
    expect(failureMessage({ status: 422, message: 'The most that can be paid now is £60.00.' })).toEqual({ level: 'error', text: 'The most that can be paid now is £60.00.' });
    expect(failureMessage({ status: 500, message: 'Unfortunately an error has occurred. Please try again later.' })).toEqual({ level: 'error', key: 'payments:errors.generic' });
    expect(failureMessage({ status: 0, message: 'Sorry, you seem to be offline' })).toEqual({ level: 'error', key: 'payments:errors.generic' });
    expect(failureMessage(new Error(''))).toEqual({ level: 'error', key: 'payments:errors.generic' });
  });
});
