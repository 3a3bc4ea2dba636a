/**
 * A reload whose saved session is a booking now (issue 29, point 8): the booking as it stands decides
 * between its "Pay Now!", its "Booking Confirmed", the spec's "no longer available", and a new booking.
 */
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../clock/clock.ts';
import { loadFlows } from '../flow/load.node.ts';
import { runUntilIdle } from './run-until-idle.ts';
import { memoryStorage } from './storage.ts';
import { initialState, transition } from './transition.ts';
import type { SessionData, WidgetState } from './types.ts';
import { completion, notices } from './views.ts';
import { WidgetStore } from './widget-store.ts';

const flows = loadFlows();
const brunch = flows.get('BrunchBooking')!;
const table = flows.get('TableBooking')!;

/** A widget started on a saved session that the session call refused as already booked (409). */
function refusedAsBooked(): WidgetState {
  const started = transition(table, initialState('TableBooking'), { type: 'start', remembered: { sessionId: 'S1' } });
  const refused = transition(table, started.state, { type: 'serverFailed', error: { status: 409, kind: 'http', message: 'This booking has already been completed.', fieldErrors: {} }, fields: ['session_id'] });
  expect(refused.effects).toContainEqual({ type: 'loadSavedBooking' });
  return refused.state;
}

/** The deposit call's answer with include=session: the session's own view reads its own covers as taken. */
function depositAnswer(booking: Record<string, unknown> | null, extra: Record<string, unknown> = {}): SessionData {
  return {
    session_id: 'S1',
    deposit: 6000,
    deposit_balance: 6000,
    can_auto_confirm: true,
    has_payment: false,
    amount_paid: 0,
    server_time: '2026-11-21T12:00:00.000Z',
    payment_options: [{ type: 'deposit', text: 'Pay Deposit £60.00' }],
    booking,
    gp: null,
    session: { flow: 'BrunchBooking', bar_id: 11, date: '2026-11-28', no_people: 6, party_type: 5, take_payment: true, can_auto_confirm: false, flash_messages: [{ type: 'error', message: 'gone' }] },
    ...extra,
  };
}

const provisional = { ref_code: 'ABC123', status_id: 0, hold_expires_at: '2026-11-21T12:14:00.000Z', deposit_balance: 6000 };

describe('a reload on a booking made and not yet paid', () => {
  it('comes back to its "Pay Now!" in its own flow, with the hold and the same session kept', () => {
    const back = transition(brunch, refusedAsBooked(), { type: 'savedBookingAnswered', data: depositAnswer(provisional) });
    expect(back.state).toMatchObject({ phase: 'completed', step: '999', flowId: 'BrunchBooking', modal: null, resuming: false });
    expect(back.state.session).toMatchObject({ session_id: 'S1', booking: provisional, can_auto_confirm: true, has_payment: false, take_payment: true, flash_messages: [] });
    expect(back.state.deposit).toMatchObject({ server_time: '2026-11-21T12:00:00.000Z' });
    expect(back.state.deposit).not.toHaveProperty('session');
    expect(back.effects).toEqual([]);
    expect(completion(brunch, back.state).headingKey).toBe('widget:completion.payNow');
    // Pay Deposit Now pays for that booking: no new one is made.
    const paying = transition(brunch, back.state, { type: 'choosePayment', option: 'deposit' });
    expect(paying.state.modal).toBe('deposit');
    expect(paying.effects).toEqual([{ type: 'loadDeposit', pay: 'deposit' }]);
  });

  it('shows "Booking Confirmed" once it was paid meanwhile, and forgets the session', () => {
    const back = transition(brunch, refusedAsBooked(), { type: 'savedBookingAnswered', data: depositAnswer({ ...provisional, status_id: 1, deposit_balance: 0 }, { has_payment: true, amount_paid: 6000 }) });
    expect(back.state).toMatchObject({ phase: 'completed', step: '999' });
    expect(completion(brunch, back.state).headingKey).toBe('widget:completion.bookingConfirmed');
    expect(back.effects).toEqual([{ type: 'rememberSession', id: null }]);
  });

  it('says the time is no longer available when the hold lapsed and the time went, and starts again from its answers', () => {
    const back = transition(brunch, refusedAsBooked(), { type: 'savedBookingAnswered', data: depositAnswer(provisional, { can_auto_confirm: false }) });
    expect(back.state).toMatchObject({ phase: 'starting', step: '1', resuming: false });
    expect(back.effects).toEqual([
      { type: 'discardPending', fields: ['session_id'] },
      { type: 'rememberSession', id: null },
      { type: 'sendUpdate', fields: { bar_id: 11, date: '2026-11-28', no_people: 6, party_type: 5 }, force: true },
    ]);
    expect(notices(table, back.state)).toEqual([{ id: 1, level: 'error', key: 'errors:slotTaken' }]);
  });

  it('goes straight to the booking when the device saved it as one', () => {
    const started = transition(table, initialState('TableBooking'), { type: 'start', remembered: { sessionId: 'S1', startedWith: {}, booked: true } });
    expect(started.state).toMatchObject({ phase: 'starting', resuming: true });
    expect(started.effects).toEqual([{ type: 'loadSavedBooking' }]);
  });

  it('starts a new booking when there is nothing to pay for (an enquiry, a cancelled booking, a failed read)', () => {
    const fresh = [{ type: 'discardPending', fields: ['session_id'] }, { type: 'rememberSession', id: null }, { type: 'sendUpdate', fields: {}, force: true }];
    expect(transition(table, refusedAsBooked(), { type: 'savedBookingAnswered', data: depositAnswer({ ...provisional, status_id: 3 }) }).effects).toEqual(fresh);
    expect(transition(table, refusedAsBooked(), { type: 'savedBookingAnswered', data: depositAnswer(null) }).effects).toEqual(fresh);
    expect(transition(table, refusedAsBooked(), { type: 'savedBookingFailed' }).effects).toEqual(fresh);
  });
});

describe('completing a booking', () => {
  it('keeps the session saved while its payment is due, and forgets one that is confirmed', () => {
    const ready: WidgetState = { ...initialState('TableBooking'), phase: 'completing', step: '4', session: { session_id: 'S1' } };
    const due = transition(table, ready, { type: 'completed', data: { booking: { status_id: 0 } } });
    expect(due.effects[0]).toEqual({ type: 'rememberSession', id: 'S1', startedWith: {}, booked: true });
    const confirmed = transition(table, ready, { type: 'completed', data: { booking: { status_id: 1 } } });
    expect(confirmed.effects[0]).toEqual({ type: 'rememberSession', id: null });
  });
});

describe('the store on a device with a booking saved', () => {
  it('reads the booking through the deposit call (the session call would refuse it) and shows its Pay Now!', async () => {
    const storage = memoryStorage({ 'covers:1:session': 'S1', 'covers:1:sessionStartedWith': '{}', 'covers:1:sessionBooked': '1' });
    const calls: Array<[string, unknown]> = [];
    const transport = {
      session: async (fields: unknown) => (calls.push(['session', fields]), { data: { session_id: 'S2', step: 1 } }),
      complete: async () => ({ data: null }),
      deposit: async (id: string, include?: string) => (calls.push(['deposit', { id, include }]), { data: depositAnswer(provisional) }),
    };
    const clock = new SimulatedClock(Date.parse('2026-11-21T12:00:00Z'));
    const store = new WidgetStore({ transport, clock, flows, storage, brand: 1 });
    store.start();
    await runUntilIdle(store, clock);
    expect(calls).toEqual([['deposit', { id: 'S1', include: 'session' }]]);
    expect(store.step).toBe('999');
    expect(store.flow.id).toBe('BrunchBooking');
    expect(store.booking).toMatchObject({ ref_code: 'ABC123' });
    expect(storage.entries()).toMatchObject({ 'covers:1:session': 'S1', 'covers:1:sessionBooked': '1' });
  });
});
