/**
 * The completion screen's Pay Deposit Now / Pay Balance Now call `choosePayment` with no modal open:
 * the payment modal opens on that payment at once, for the booking already made.
 */
import { describe, expect, it } from 'vitest';
import { loadFlows } from '../flow/load.node.ts';
import { initialState, transition } from './transition.ts';
import type { WidgetState } from './types.ts';
import { completion } from './views.ts';

const table = loadFlows().get('TableBooking')!;

function completed(extra: Partial<WidgetState> = {}): WidgetState {
  return {
    ...initialState('TableBooking'),
    phase: 'completed',
    step: '999',
    session: { session_id: 'S1', take_payment: true, has_payment: false, can_auto_confirm: true, booking: { ref_code: 'ABCDEFGH', status_id: 0, payment_token: 'T' } },
    ...extra,
  };
}

describe('paying from the completion screen', () => {
  it('opens the modal on the chosen payment and opens that payment', () => {
    const paying = transition(table, completed(), { type: 'choosePayment', option: 'deposit' });
    expect(paying.state).toMatchObject({ modal: 'deposit', deposit: null, payment: { option: 'deposit', paid: false }, step: '999', phase: 'completed' });
    expect(paying.effects).toEqual([{ type: 'loadDeposit', pay: 'deposit' }]);
    // Paid: the modal closes on a confirmed booking, as from the deposit screen.
    const paid = transition(table, paying.state, { type: 'paymentSucceeded' });
    const closed = transition(table, paid.state, { type: 'depositAnswered', data: { can_auto_confirm: true, booking: { status_id: 1 } } });
    expect(closed.state).toMatchObject({ modal: null, step: '999', session: { booking: { status_id: 1 } } });
    expect(completion(table, closed.state).headingKey).toBe('widget:completion.bookingConfirmed');
  });

  it('lets the balance be paid after the deposit, still counting the deposit as paid', () => {
    const afterDeposit = completed({ payment: { option: 'deposit', paid: true } });
    const paying = transition(table, afterDeposit, { type: 'choosePayment', option: 'balance' });
    expect(paying.state).toMatchObject({ modal: 'deposit', payment: { option: 'balance', paid: false }, session: { has_payment: true } });
    expect(paying.effects).toEqual([{ type: 'loadDeposit', pay: 'balance' }]);
    const closed = transition(table, paying.state, { type: 'closeModal' });
    expect(completion(table, closed.state).headingKey).toBe('widget:completion.bookingConfirmed');
  });

  it('does nothing before a booking exists or while another modal is open', () => {
    const noBooking = { ...completed(), session: { session_id: 'S1' } };
    expect(transition(table, noBooking, { type: 'choosePayment', option: 'deposit' }).state).toBe(noBooking);
    const capture = completed({ modal: 'cardCapture' });
    expect(transition(table, capture, { type: 'choosePayment', option: 'deposit' }).state).toBe(capture);
    const ready = { ...completed(), phase: 'ready' as const, step: '4' };
    expect(transition(table, ready, { type: 'choosePayment', option: 'deposit' }).state).toBe(ready);
  });
});
