/**
 * Deterministic tests of the pure transition function: literal state in, literal state and effects
 * out, no store running (XState's deterministic tests are the model).
 */
import { describe, expect, it } from 'vitest';
import { loadFlows } from '../flow/load.node.ts';
import type { FlowDefinition } from '../flow/types.ts';
import { initialState, prefilledFields, transition } from './transition.ts';
import type { Effect, SessionData, StoreEvent, WidgetState } from './types.ts';
import { buttonKeys, completion, currentSlotPage, fieldErrors, headerTitleKey, notices, preorder, slotGrid, stepMessages } from './views.ts';

const flows = loadFlows();
const flow = (id: string): FlowDefinition => flows.get(id)!;
const table = flow('TableBooking');

/** A slot on 2026-11-27; times before 08:00 fall on the next calendar day, as the server sends them. */
const slot = (time: string, available = true, can_fallback = false) => ({
  time,
  full_date: `${time < '08:00' ? '2026-11-28' : '2026-11-27'} ${time}`,
  available,
  price: 0,
  can_fallback,
});

/** 12:00 to 23:45 every 15 minutes: 48 slots, four pages of 12. */
const DAY = Array.from({ length: 48 }, (_, i) => slot(`${String(12 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`));

/** booking_data for a table for 4 at bar 11 on Friday 27 November 2026, before a time is chosen. */
function session(overrides: Record<string, unknown> = {}): SessionData {
  return {
    session_id: 'S1',
    step: 1,
    bar_id: 11,
    bar: { id: 11, branded_name: 'Revolution Manchester', party_booking_phone: '0161 496 0111', party_booking_email: 'parties@example.com' },
    date: '2026-11-27',
    no_people: 4,
    party_type: 1,
    flow: 'TableBooking',
    time: null,
    requested_time: null,
    min_booking_date: '2026-11-21',
    can_take_booking: true,
    can_auto_confirm: false,
    can_fallback: false,
    can_cater_for: true,
    can_complete: false,
    before_cutoff: true,
    take_payment: false,
    has_payment: false,
    requires_card: false,
    has_stored_card: false,
    all_slots: DAY,
    available_options: [],
    variations: [],
    day_parts: [
      { id: 1, name: 'Daytime', start: '10:00', end: '17:00', display_order: 1, is_default: false },
      { id: 2, name: 'Evening', start: '17:00', end: '21:00', display_order: 2, is_default: true },
      { id: 3, name: 'Late', start: '21:00', end: '02:00', display_order: 3, is_default: false },
    ],
    available_types: [{ id: 1, front_end_name: 'Table Booking', day_parts: [1, 2, 3], flow: 'TableBooking' }],
    callback_slots: [{ date: '2026-11-21', start: 14, end: 15 }],
    fields_required: [],
    validation_errors: [],
    flash_messages: [],
    ...overrides,
  };
}

/** A ready widget on `step` with the given session. */
function ready(step: string, data: SessionData = session(), extra: Partial<WidgetState> = {}, flowId = 'TableBooking'): WidgetState {
  return { ...initialState(flowId), phase: 'ready', step, session: data, saved: true, ...extra };
}

function run(f: FlowDefinition, state: WidgetState, ...events: StoreEvent[]): { state: WidgetState; effects: Effect[] } {
  let current = state;
  const effects: Effect[] = [];
  for (const event of events) {
    const result = transition(f, current, event);
    current = result.state;
    effects.push(...result.effects);
  }
  return { state: current, effects };
}

/** A server answer that changes some facts. */
const answered = (data: Record<string, unknown>): StoreEvent => ({ type: 'serverAnswered', data });

describe('start', () => {
  it('with nothing pre-filled, starts a new session at step 1', () => {
    const start = transition(table, initialState('TableBooking'), { type: 'start' });
    expect(start.state).toMatchObject({ phase: 'starting', step: '1', prefilled: {}, locked: [] });
    expect(start.effects).toEqual([{ type: 'sendUpdate', fields: {}, force: true }]);

    const first = transition(table, start.state, answered({ session_id: 'S9', step: 1, can_take_booking: false }));
    expect(first.state).toMatchObject({ phase: 'ready', step: '1', session: { session_id: 'S9' }, saved: false });
    // Nothing to resume yet: the session is saved with the answer to the customer's first change, once.
    expect(first.effects).toEqual([]);
    const answering = transition(table, first.state, { type: 'answer', fields: { bar_id: 11 } });
    const second = transition(table, answering.state, answered({ bar_id: 11 }));
    expect(second.state.saved).toBe(true);
    expect(second.effects).toEqual([{ type: 'rememberSession', id: 'S9', startedWith: {} }]);
    expect(transition(table, second.state, answered({ no_people: 4 })).effects).toEqual([]);
  });

  it('maps the host page’s parameters to answers and locks a forced location', () => {
    expect(prefilledFields({ brand: 1, bar: '11', date: '2026-12-12', people: '6', bookingType: 60, language: 'en-GB' })).toEqual({
      bar_id: 11,
      date: '2026-12-12',
      no_people: 6,
      party_type: 60,
    });
    expect(prefilledFields({ bar: 'x', people: -2, date: '' })).toEqual({});
    const start = transition(table, initialState('TableBooking'), { type: 'start', params: { bar: 11, people: 4 }, remembered: { barId: 12, dayPart: 2 } });
    expect(start.state).toMatchObject({ prefilled: { bar_id: 11, no_people: 4 }, locked: ['bar_id'], ui: { dayPart: 2 } });
    expect(start.effects).toEqual([{ type: 'sendUpdate', fields: { bar_id: 11, no_people: 4 }, force: true }]);
  });

  it('offers the last bar used, without locking it', () => {
    const start = transition(table, initialState('TableBooking'), { type: 'start', remembered: { barId: 12 } });
    expect(start.state.locked).toEqual([]);
    expect(start.effects).toEqual([{ type: 'sendUpdate', fields: { bar_id: 12 }, force: true }]);
  });

  it('locks a location the host page sets after the start (setParams), as one it passed at the start', () => {
    const started = ready('1', session({ bar_id: null }));
    const set = transition(table, started, { type: 'hostParams', fields: { bar_id: 12 } });
    expect(set.state.locked).toEqual(['bar_id']);
    expect(set.effects).toContainEqual({ type: 'sendUpdate', fields: { bar_id: 12 } });
    // The customer cannot change it; the host page can.
    expect(transition(table, set.state, { type: 'answer', fields: { bar_id: 11 } }).effects).toEqual([]);
    expect(transition(table, set.state, { type: 'hostParams', fields: { bar_id: 11 } }).effects).toContainEqual({ type: 'sendUpdate', fields: { bar_id: 11 } });
    // Other answers from the host page lock nothing.
    expect(transition(table, started, { type: 'hostParams', fields: { no_people: 6 } }).state.locked).toEqual([]);
  });

  it('skips the first step when the host page answered all its questions and the server can take the booking', () => {
    const params = { bar: 11, date: '2026-11-27', people: 4, bookingType: 1 };
    const { state, effects } = run(table, initialState('TableBooking'), { type: 'start', params }, answered(session()));
    expect(state.step).toBe('2');
    expect(effects).toEqual([
      { type: 'sendUpdate', fields: { bar_id: 11, date: '2026-11-27', no_people: 4, party_type: 1 }, force: true },
      { type: 'rememberSession', id: 'S1', startedWith: { bar_id: 11, date: '2026-11-27', no_people: 4, party_type: 1 } },
      { type: 'sendUpdate', fields: { step: 2 } },
    ]);
    const cannot = run(table, initialState('TableBooking'), { type: 'start', params }, answered(session({ can_take_booking: false })));
    expect(cannot.state.step).toBe('1');
    const partly = run(table, initialState('TableBooking'), { type: 'start', params: { bar: 11, date: '2026-11-27' } }, answered(session()));
    expect(partly.state.step).toBe('1');
  });

  it('resumes a remembered session at its step, unless the host page pre-fills a new booking', () => {
    const resume = run(table, initialState('TableBooking'), { type: 'start', remembered: { sessionId: 'S1' } });
    expect(resume.state.resuming).toBe(true);
    expect(resume.effects).toEqual([{ type: 'sendUpdate', fields: { session_id: 'S1' }, force: true }]);
    const at4 = transition(table, resume.state, answered(session({ step: 4, time: '19:00' })));
    expect(at4.state).toMatchObject({ step: '4', phase: 'ready', resuming: false });
    const fresh = transition(table, initialState('TableBooking'), { type: 'start', params: { bar: 11 }, remembered: { sessionId: 'S1' } });
    expect(fresh.state.resuming).toBe(false);
    expect(fresh.effects).toEqual([{ type: 'sendUpdate', fields: { bar_id: 11 }, force: true }]);
  });

  it('starts afresh when the remembered session is gone, and reads the booking of one already booked', () => {
    const resume = run(table, initialState('TableBooking'), { type: 'start', remembered: { sessionId: 'OLD', barId: 12 } });
    const gone = transition(table, resume.state, { type: 'serverFailed', error: { status: 404, kind: 'http', message: 'Booking session not found.', fieldErrors: {} }, fields: ['session_id'] });
    expect(gone.state).toMatchObject({ phase: 'starting', resuming: false });
    expect(gone.effects).toEqual([
      { type: 'discardPending', fields: ['session_id'] },
      { type: 'rememberSession', id: null },
      { type: 'sendUpdate', fields: {}, force: true },
    ]);
    const booked = transition(table, resume.state, {
      type: 'serverFailed',
      error: { status: 409, kind: 'http', message: 'This booking has already been completed.', fieldErrors: {} },
      fields: ['session_id'],
    });
    expect(booked.state).toMatchObject({ phase: 'starting', resuming: true });
    expect(booked.effects).toEqual([{ type: 'discardPending', fields: ['session_id'] }, { type: 'loadSavedBooking' }]);
  });

  it('asks again a pre-filled question the server refuses, with its error, and starts without it', () => {
    const christmas = flow('ChristmasBooking');
    const start = run(christmas, initialState('ChristmasBooking'), { type: 'start', params: { bar: 11, bookingType: 60, date: '2027-06-12', people: 10 } });
    const refused = transition(christmas, start.state, {
      type: 'serverFailed',
      error: { status: 422, kind: 'http', message: 'Christmas bookings are for November to February.', fieldErrors: { date: ['Christmas bookings are for November to February.'] } },
      fields: ['bar_id', 'date', 'no_people', 'party_type'],
    });
    expect(refused.state.prefilled).toEqual({ bar_id: 11, no_people: 10, party_type: 60 });
    expect(refused.state.serverFieldErrors).toEqual({ date: ['Christmas bookings are for November to February.'] });
    expect(refused.effects).toEqual([
      { type: 'discardPending', fields: ['date'] },
      { type: 'sendUpdate', fields: { bar_id: 11, no_people: 10, party_type: 60 }, force: true },
    ]);
    // The retried start is answered: step 1 asks for the date, with the refusal under it.
    const after = transition(christmas, refused.state, answered(session({ date: null, party_type: 60, flow: 'ChristmasBooking' })));
    expect(after.state.step).toBe('1');
    expect(fieldErrors(christmas, after.state)).toEqual({ date: ['Christmas bookings are for November to February.'] });
  });
});

describe('answers', () => {
  it('sends changes, debounces the number of people and keeps only digits of a phone', () => {
    const { state, effects } = run(table, ready('4'), { type: 'answer', fields: { no_people: '6', forename: 'Ada', phone: '07700 900-123' } });
    expect(effects).toEqual([
      { type: 'setPeople', value: '6' },
      { type: 'sendUpdate', fields: { forename: 'Ada', phone: '07700900123' } },
    ]);
    expect(state.step).toBe('4');
  });

  it('ignores a locked field, remembers a chosen bar and forgets a page choice when the date changes', () => {
    const locked = ready('1', session(), { locked: ['bar_id'] });
    expect(transition(table, locked, { type: 'answer', fields: { bar_id: 12 } }).effects).toEqual([]);
    const paged = ready('1', session(), { ui: { ...initialState('x').ui, slotPage: 2 } });
    const { state, effects } = transition(table, paged, { type: 'answer', fields: { bar_id: 12, date: '2026-11-28' } });
    expect(effects).toEqual([{ type: 'sendUpdate', fields: { bar_id: 12, date: '2026-11-28' } }, { type: 'rememberBar', id: 12 }]);
    expect(state.ui.slotPage).toBeNull();
  });

  it('clears a refused field’s error when the field changes', () => {
    const refused = ready('1', session(), { serverFieldErrors: { date: ['No.'], no_people: ['Too many.'] } });
    expect(transition(table, refused, { type: 'answer', fields: { date: '2026-12-01' } }).state.serverFieldErrors).toEqual({ no_people: ['Too many.'] });
  });

  it('selects the only type of a category; opens a category with several', () => {
    const categories = [
      { id: 1, name: 'Tables', display_order: 1, day_parts: [1, 2], types: [{ id: 1, front_end_name: 'Table' }] },
      { id: 3, name: 'Parties', display_order: 3, day_parts: [2, 3], types: [{ id: 30, front_end_name: 'Vodka' }, { id: 91, front_end_name: 'Birthday' }] },
    ];
    const state = ready('1', session({ party_type: null, booking_type_categories: categories }));
    expect(transition(table, state, { type: 'chooseCategory', id: 1 }).effects).toEqual([{ type: 'sendUpdate', fields: { party_type: 1, booking_type_category_id: 1 } }]);
    const opened = transition(table, state, { type: 'chooseCategory', id: 3 });
    expect(opened.effects).toEqual([]);
    expect(opened.state.ui.openCategory).toBe(3);
    expect(transition(table, opened.state, { type: 'chooseCategory', id: 3 }).state.ui.openCategory).toBeNull();
  });
});

describe('moving on', () => {
  it('Next waits for the queue, then follows the step’s transitions', () => {
    const state = ready('1');
    const next = transition(table, state, { type: 'next' });
    expect(next.effects).toEqual([{ type: 'settle', then: { type: 'advance', from: '1' } }]);
    const moved = transition(table, state, { type: 'advance', from: '1' });
    expect(moved.state.step).toBe('2');
    expect(moved.effects).toEqual([{ type: 'sendUpdate', fields: { step: 2 } }]);
  });

  it('stays, and says so, when the server cannot take the booking', () => {
    const cannot = transition(table, ready('1', session({ can_take_booking: false })), { type: 'advance', from: '1' });
    expect(cannot.state.step).toBe('1');
    expect(cannot.effects).toEqual([]);
    expect(notices(table, cannot.state)).toEqual([{ id: 1, level: 'error', key: 'widget:prebooking.cannotTakeBooking' }]);
  });

  it('stays, showing the required errors, while a required answer is missing', () => {
    const data = session({ party_type: null, fields_required: [{ field: 'party_type', message: 'Please choose a booking type.' }] });
    expect(fieldErrors(table, ready('1', data))).toEqual({});
    const stayed = transition(table, ready('1', data), { type: 'advance', from: '1' });
    expect(stayed.state.step).toBe('1');
    expect(fieldErrors(table, stayed.state)).toEqual({ party_type: ['Please choose a booking type.'] });
  });

  it('ignores a continuation for a step the customer has already left', () => {
    expect(transition(table, ready('2'), { type: 'advance', from: '1' }).state.step).toBe('2');
  });

  it('moves by the flow file, not by code: a flow may send step 1 straight to the enquiry', () => {
    const custom: FlowDefinition = { ...table, id: 'Custom', steps: { ...table.steps, '1': { ...table.steps['1']!, transitions: [{ to: '99' }] } } };
    expect(transition(custom, ready('1'), { type: 'advance', from: '1' }).state.step).toBe('99');
  });

  it('says "Woops" on a step the flow does not have', () => {
    const lost = ready('3', session(), {}, 'GenericEnquiry');
    expect(notices(flow('GenericEnquiry'), lost)).toEqual([{ id: null, level: 'error', key: 'errors:unknownStep' }]);
    expect(transition(flow('GenericEnquiry'), lost, { type: 'next' }).effects).toEqual([]);
  });
});

describe('choosing a slot', () => {
  const withOptions = session({ available_options: [{ id: 4, display_type: 'package', name: 'Vodka', price_per_booking: true, mix_match: false, variations: [] }] });

  it('Book now sends the time and the step the flow names, then confirms with the server’s answer', () => {
    const to4 = transition(table, ready('2'), { type: 'chooseSlot', time: '19:00' });
    expect(to4.effects).toEqual([{ type: 'sendUpdate', fields: { time: '19:00', step: 4 }, then: { type: 'advance', from: '2' } }]);
    const to3 = transition(table, ready('2', withOptions), { type: 'chooseSlot', time: '19:00:00' });
    expect(to3.effects).toEqual([{ type: 'sendUpdate', fields: { time: '19:00', step: 3 }, then: { type: 'advance', from: '2' } }]);
    const confirmed = run(table, ready('2'), answered({ time: '19:00', step: 4, can_auto_confirm: true }), { type: 'advance', from: '2' });
    expect(confirmed.state.step).toBe('4');
    expect(confirmed.effects).toEqual([{ type: 'sendUpdate', fields: { step: 4 } }]);
  });

  it("Let's talk carries the time to the enquiry", () => {
    const data = session({ all_slots: [slot('19:00', false, true)] });
    expect(transition(table, ready('2', data), { type: 'chooseSlot', time: '19:00' }).effects).toEqual([
      { type: 'sendUpdate', fields: { time: '19:00', step: 99 }, then: { type: 'advance', from: '2' } },
    ]);
    const moved = run(table, ready('2', data), answered({ time: '19:00', step: 99, can_auto_confirm: false, can_fallback: true }), { type: 'advance', from: '2' });
    expect(moved.state.step).toBe('99');
  });

  it('an unavailable slot does nothing', () => {
    const data = session({ all_slots: [slot('19:00', false, false)] });
    expect(transition(table, ready('2', data), { type: 'chooseSlot', time: '19:00' }).effects).toEqual([]);
    expect(transition(table, ready('2'), { type: 'chooseSlot', time: '03:33' }).effects).toEqual([]);
  });

  it('goes where the server’s answer says when the slot went meanwhile', () => {
    const gone = run(table, ready('2'), answered({ time: '19:00', step: 4, can_auto_confirm: false, can_fallback: true }), { type: 'advance', from: '2' });
    expect(gone.state.step).toBe('99');
    const taken = run(table, ready('2'), answered({ time: '19:00', step: 4, can_auto_confirm: false, can_fallback: false, flash_messages: [{ type: 'error', message: 'Sorry, that time is no longer available. Please change your time and try again' }] }), { type: 'advance', from: '2' });
    expect(taken.state.step).toBe('2');
    expect(taken.state.notices).toEqual([]);
    expect(notices(table, taken.state)).toEqual([{ id: null, level: 'error', text: 'Sorry, that time is no longer available. Please change your time and try again' }]);
  });

  it('says how many a masterclass needs, from the answer’s masterclass_min_covers', () => {
    const masterclass = flow('MasterclassBooking');
    const below = ready('2', session({ party_type: 27, below_masterclass_minimum: true, masterclass_min_covers: 8 }), {}, 'MasterclassBooking');
    expect(stepMessages(masterclass, below)).toContainEqual(expect.objectContaining({ situation: 'masterclassMinCovers', params: { count: 8 } }));
  });

  it('says the bar is closed on a day it does not open (Christmas Day), not that the booking cannot be taken', () => {
    const closed = ready('1', session({ date: '2026-12-25', can_take_booking: false, closed_on_date: true }));
    const messages = stepMessages(table, closed);
    expect(messages).toContainEqual(expect.objectContaining({ situation: 'closedOnDate', key: 'widget:prebooking.closedOnDate', params: expect.objectContaining({ date: expect.stringContaining('25') }) }));
    expect(messages.map((m) => m.situation)).not.toContain('cannotTakeBooking');
    // Another refusal still says it cannot be taken.
    expect(stepMessages(table, ready('1', session({ date: '2026-12-24', can_take_booking: false, closed_on_date: false }))).map((m) => m.situation)).toContain('cannotTakeBooking');
  });

  it("words the brunch's 'no brunch on <weekday>' when the answer names the type but refuses it that day", () => {
    const brunch = flow('BrunchBooking');
    const tuesday = ready('1', session({ date: '2026-11-24', party_type: 5, party_type_name: 'Bottomless Brunch', flow: 'BrunchBooking', validation_errors: [{ field: 'party_type', message: 'not served' }] }), {}, 'BrunchBooking');
    expect(stepMessages(brunch, tuesday)).toContainEqual({ situation: 'notServedOnWeekday', key: 'flows:brunch.notServedOnWeekday', params: { weekday: 'Tuesday', product: 'Bottomless Brunch' } });
  });

  it('step 2: a date changed to a weekday without brunch says so, not that the party is too large', () => {
    const brunch = flow('BrunchBooking');
    const tuesday = ready('2', session({ date: '2026-11-24', party_type: 5, party_type_name: 'Bottomless Brunch', flow: 'BrunchBooking', can_cater_for: false, can_fallback: true, all_slots: [], validation_errors: [{ field: 'party_type', message: 'not served' }] }), {}, 'BrunchBooking');
    expect(stepMessages(brunch, tuesday)).toEqual([{ situation: 'notServedOnWeekday', key: 'flows:brunch.notServedOnWeekday', params: { weekday: 'Tuesday', product: 'Bottomless Brunch' } }]);
  });

  it('step 2: a party only the team confirms is offered the enquiry, not told every time is booked', () => {
    const slots = [{ time: '19:00', full_date: '2026-11-27 19:00', available: false, price: 0, can_fallback: true }];
    const fourteen = ready('2', session({ date: '2026-11-27', party_type: 1, no_people: 14, can_cater_for: true, size_needs_enquiry: true, can_fallback: true, all_slots: slots }));
    expect(stepMessages(table, fourteen).map((m) => m.situation)).toEqual(['cannotCaterEnquire']);
    // A day that is full for a party the bar would confirm online is still fully booked.
    const full = ready('2', session({ date: '2026-11-27', party_type: 1, no_people: 4, can_cater_for: true, size_needs_enquiry: false, can_fallback: true, all_slots: slots }));
    expect(stepMessages(table, full).map((m) => m.situation)).toEqual(['fullyBooked']);
  });

  it('Enquire now goes to the enquiry when the server allows a fallback', () => {
    expect(transition(table, ready('2', session({ can_fallback: true })), { type: 'enquireNow' }).state.step).toBe('99');
    expect(transition(table, ready('2', session({ can_fallback: false })), { type: 'enquireNow' }).state.step).toBe('2');
  });
});

describe('back', () => {
  it('goes to the previous step; from the enquiry to 2 when auto-confirm is possible, else 1', () => {
    expect(transition(table, ready('99', session({ can_auto_confirm: true })), { type: 'back' }).state.step).toBe('2');
    expect(transition(table, ready('99', session({ can_auto_confirm: false })), { type: 'back' }).state.step).toBe('1');
    expect(transition(table, ready('2'), { type: 'back' }).effects).toEqual([{ type: 'sendUpdate', fields: { step: 1 } }]);
    // The Let's-talk time goes with the enquiry; an available one stays.
    expect(transition(table, ready('99', session({ time: '19:00', can_auto_confirm: false })), { type: 'back' }).effects).toEqual([{ type: 'sendUpdate', fields: { time: null, step: 1 } }]);
    expect(transition(table, ready('99', session({ time: '19:00', can_auto_confirm: true })), { type: 'back' }).effects).toEqual([{ type: 'sendUpdate', fields: { step: 2 } }]);
    expect(transition(table, ready('4'), { type: 'back' }).state.step).toBe('2');
    const withOptions = session({ available_options: [{ id: 1, display_type: 'package', name: 'x', price_per_booking: true, mix_match: false, variations: [] }] });
    expect(transition(table, ready('4', withOptions), { type: 'back' }).state.step).toBe('3');
  });

  it('applies the spec’s enquiry rule when a flow gives its step 99 no back rules', () => {
    const { back: _back, ...enquiry } = table.steps['99']!;
    const noBack: FlowDefinition = { ...table, id: 'NoBack', steps: { ...table.steps, '99': enquiry } };
    expect(transition(noBack, ready('99', session({ can_auto_confirm: true })), { type: 'back' }).state.step).toBe('2');
    expect(transition(noBack, ready('99', session({ can_auto_confirm: false })), { type: 'back' }).state.step).toBe('1');
  });

  it('has no back on the first step or after completion', () => {
    expect(transition(table, ready('1'), { type: 'back' })).toEqual({ state: ready('1'), effects: [] });
    expect(buttonKeys(table, ready('1')).back).toBeUndefined();
    expect(buttonKeys(table, ready('2')).back).toBe('widget:buttons.back');
    expect(buttonKeys(table, ready('999', session(), { phase: 'completed' })).back).toBeUndefined();
  });

  it('Change on the summary goes back to step 1', () => {
    expect(transition(table, ready('4'), { type: 'change' }).state.step).toBe('1');
  });
});

describe('slot pages and day parts', () => {
  // BarSpecificSlotBooking lays its slots out in pages of 12 (View Earlier / View Later).
  const paged = flow('BarSpecificSlotBooking');
  const at2 = (data: SessionData = session()) => ready('2', data, {}, 'BarSpecificSlotBooking');

  it('opens on the page of the chosen time, else the one closest to 19:00, and pages within range', () => {
    expect(currentSlotPage(paged, at2())).toMatchObject({ index: 2, count: 4, hasEarlier: true, hasLater: true });
    expect(currentSlotPage(paged, at2(session({ time: '12:30' })))).toMatchObject({ index: 0 });
    expect(currentSlotPage(paged, at2(session({ requested_time: '23:00' })))).toMatchObject({ index: 3 });
    const later = run(paged, at2(), { type: 'pageLater' }, { type: 'pageLater' });
    expect(later.state.ui.slotPage).toBe(3);
    expect(currentSlotPage(paged, later.state)?.hasLater).toBe(false);
    const earliest = run(paged, at2(), { type: 'pageEarlier' }, { type: 'pageEarlier' }, { type: 'pageEarlier' });
    expect(earliest.state.ui.slotPage).toBe(0);
    expect(transition(table, ready('2'), { type: 'pageLater' }).state.ui.slotPage).toBeNull();
  });

  it('shows day-part tabs when the flow asks for them, hiding slots within 30 minutes', () => {
    const brunch = flow('BrunchBooking');
    const now = Date.parse('2026-11-27T18:40:00Z');
    const grid = slotGrid(brunch, ready('2', session({ flow: 'BrunchBooking' }), {}, 'BrunchBooking'), now);
    if (grid.layout !== 'dayParts') throw new Error('expected day parts');
    expect(grid.tabs.map((t) => [t.part.name, t.disabled])).toEqual([
      ['Daytime', true],
      ['Evening', false],
      ['Late', false],
    ]);
    expect(grid.tabs[1]!.slots[0]!.time).toBe('19:15');
    expect(grid.active?.part.name).toBe('Evening');
  });

  it('remembers the day part chosen, and keeps the step-2 tab', () => {
    const brunch = flow('BrunchBooking');
    const { state, effects } = transition(brunch, ready('2', session(), {}, 'BrunchBooking'), { type: 'changeDayPart', id: 3 });
    expect(effects).toEqual([{ type: 'rememberDayPart', id: 3 }]);
    const grid = slotGrid(brunch, state, Date.parse('2026-11-27T09:00:00Z'));
    expect(grid.layout === 'dayParts' && grid.active?.part.name).toBe('Late');
    expect(transition(table, ready('1'), { type: 'changeDayPart', id: 2 }).effects).toEqual([
      { type: 'rememberDayPart', id: 2 },
      { type: 'sendUpdate', fields: { day_part: 2 } },
    ]);
  });
});

describe('pre-order', () => {
  const options = [
    { id: 1, display_type: 'package', name: 'Brunch', price_per_booking: false, mix_match: false, variations: [{ id: 101, variation_id: 101, name: 'Bottomless', description: '', calculated_price: 3500, choices: [] }] },
    { id: 20, display_type: 'custom', name: 'Extras', price_per_booking: true, mix_match: false, variations: [{ id: 2001, variation_id: 2001, name: 'Cake', description: '', calculated_price: 2500, choices: [] }] },
  ];
  const at3 = ready('3', session({ no_people: 6, available_options: options }));

  it('sets a per-person package to the number of people, and Skip turns into Continue', () => {
    expect(buttonKeys(table, at3).preOrder).toBe('widget:buttons.skip');
    const chosen = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 101 }, { type: 'changeVariation', op: 'increment', variationId: 2001 });
    expect(chosen.state.ui.chosen).toEqual([
      { variation_id: 101, quantity: 6, name: 'Bottomless', choices: [] },
      { variation_id: 2001, quantity: 1, name: 'Cake', choices: [] },
    ]);
    expect(buttonKeys(table, chosen.state).preOrder).toBe('widget:buttons.continue');
    const next = transition(table, chosen.state, { type: 'next' });
    expect(next.effects).toEqual([
      {
        type: 'sendUpdate',
        fields: { variations: [{ variation_id: 101, quantity: 6, choices: [] }, { variation_id: 2001, quantity: 1, choices: [] }] },
        then: { type: 'advance', from: '3' },
      },
    ]);
  });

  it('Skip sends an empty pre-order and moves on', () => {
    const chosen = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 2001 }, { type: 'skipPreOrder' });
    expect(chosen.effects).toEqual([{ type: 'sendUpdate', fields: { variations: [] }, then: { type: 'advance', from: '3' } }]);
    expect(transition(table, chosen.state, { type: 'advance', from: '3' }).state.step).toBe('4');
  });

  it('once Continue is pressed, holds the choices and takes a second press as the same until the answer, or a failure, comes', () => {
    const pressed = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 2001 }, { type: 'continuePreOrder' });
    expect(preorder(table, pressed.state).leaving).toBe(true);
    // A second Continue, and a change made while the update is on its way, are not sent or lost apart from it.
    const again = run(table, pressed.state, { type: 'continuePreOrder' }, { type: 'next' }, { type: 'changeVariation', op: 'increment', variationId: 2001 });
    expect(again.effects).toEqual([]);
    expect(again.state.ui.chosen).toEqual(pressed.state.ui.chosen);
    // Answered: on to step 4.
    const moved = transition(table, again.state, { type: 'advance', from: '3' });
    expect(moved.state.step).toBe('4');
    expect(preorder(table, moved.state).leaving).toBe(false);
    // Failed: the customer stays, told so, and may press Continue again.
    const failed = transition(table, again.state, { type: 'serverFailed', error: { status: 0, kind: 'network', message: '', fieldErrors: {} }, fields: ['variations'] });
    expect(failed.state.step).toBe('3');
    expect(preorder(table, failed.state).leaving).toBe(false);
    expect(transition(table, failed.state, { type: 'continuePreOrder' }).effects).toHaveLength(1);
  });

  it('stays on a booth pre-order below its minimum spend, showing what is left', () => {
    const booth = flow('BoothBooking');
    const state = ready('3', session({ available_options: options, min_spend: 30000, can_last_step: false, last_step_reason: 'Min Spend Not Reached' }), {}, 'BoothBooking');
    expect(stepMessages(booth, state)).toEqual([{ situation: 'minimumSpend', key: 'flows:booth.minimumSpend', params: { amount: '£300.00', pence: 30000 } }]);
    const stayed = transition(booth, state, { type: 'advance', from: '3' });
    expect(stayed.state.step).toBe('3');
    expect(stayed.state.notices).toMatchObject([{ text: 'Min Spend Not Reached' }]);
    // A per-booking item counted three times costs three times, as the server prices it.
    const three = transition(booth, state, { type: 'changeVariation', op: 'set', variationId: 2001, quantity: 12 });
    expect(stepMessages(booth, three.state)).toEqual([]);
    const less = transition(booth, state, { type: 'changeVariation', op: 'set', variationId: 2001, quantity: 11 });
    expect(stepMessages(booth, less.state)[0]!.params).toEqual({ amount: '£25.00', pence: 2500 });
  });
});

describe('pre-order choices (every item slot filled before Continue)', () => {
  const item = (id: number, title: string) => ({ id, title, premium: 0, selectable: true, vegan: false, vegetarian: false });
  const flavours = { id: 501, name: 'Flavour', item_count: 2, items: [item(1, 'Cherry'), item(2, 'Lemon')] };
  const options = [
    // Per booking: its choices are made now.
    { id: 4, display_type: 'package', name: 'Vodka', price_per_booking: true, mix_match: false, variations: [{ id: 41, variation_id: 41, name: 'Shot Tray', description: '', calculated_price: 3000, choices: [flavours] }] },
    // Per person: its choices are made after booking (the deferred-choice message), so not asked now.
    { id: 1, display_type: 'package', name: 'Brunch', price_per_booking: false, mix_match: false, variations: [{ id: 101, variation_id: 101, name: 'Bottomless', description: '', calculated_price: 3500, choices: [flavours] }] },
  ];
  const at3 = ready('3', session({ no_people: 4, available_options: options }));
  const choose = (index: number, itemId: number): StoreEvent => ({ type: 'chooseVariationItem', variationId: 41, choice: { index, choice_id: 501, items: [{ breakdown_id: index + 1, item_id: itemId }] } });

  it('refuses Continue while a chosen package has an empty slot, saying so on the step and on the slot', () => {
    const added = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 41 }, choose(0, 1));
    expect(preorder(table, added.state).unfilled.map((u) => [u.variationId, u.slot.index])).toEqual([[41, 1]]);
    expect(preorder(table, added.state).showUnfilled).toBe(false);
    const refused = transition(table, added.state, { type: 'continuePreOrder' });
    expect(refused.effects).toEqual([]);
    expect(refused.state.step).toBe('3');
    expect(notices(table, refused.state)).toMatchObject([{ level: 'error', key: 'widget:preOrder.choicesIncomplete' }]);
    expect(preorder(table, refused.state).showUnfilled).toBe(true);
    // Next (the form's submit) is the same Continue.
    expect(transition(table, added.state, { type: 'next' }).effects).toEqual([]);
  });

  it('goes on once every slot is filled, and the notice goes with the last empty slot', () => {
    const refused = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 41 }, { type: 'continuePreOrder' });
    expect(refused.state.notices).toHaveLength(1);
    const filled = run(table, refused.state, choose(0, 1), choose(1, 2));
    expect(filled.state.notices).toEqual([]);
    expect(preorder(table, filled.state).unfilled).toEqual([]);
    const next = transition(table, filled.state, { type: 'continuePreOrder' });
    expect(next.effects).toEqual([
      {
        type: 'sendUpdate',
        fields: { variations: [{ variation_id: 41, quantity: 1, choices: [choose(0, 1), choose(1, 2)].map((e) => (e as { choice: unknown }).choice) }] },
        then: { type: 'advance', from: '3' },
      },
    ]);
  });

  it('asks nothing of choices made after booking, of a package taken away, or on Skip', () => {
    const brunch = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 101 }, { type: 'continuePreOrder' });
    expect(brunch.effects).toHaveLength(1);
    const removed = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 41 }, { type: 'changeVariation', op: 'decrement', variationId: 41 }, { type: 'continuePreOrder' });
    expect(removed.effects).toHaveLength(1);
    const skipped = run(table, at3, { type: 'changeVariation', op: 'add', variationId: 41 }, { type: 'skipPreOrder' });
    expect(skipped.effects).toEqual([{ type: 'sendUpdate', fields: { variations: [] }, then: { type: 'advance', from: '3' } }]);
  });
});

describe('completion (spec §4)', () => {
  const contact = { forename: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '07700900123' };
  const ready4 = (data: Record<string, unknown>) => ready('4', session({ ...contact, time: '19:00', can_auto_confirm: true, can_complete: true, ...data }));

  it('completes a booking that needs neither payment nor card', () => {
    const done = transition(table, ready4({}), { type: 'advance', from: '4' });
    expect(done.state.phase).toBe('completing');
    expect(done.effects).toEqual([{ type: 'complete' }]);
  });

  it('opens the deposit modal when a payment is due and not made', () => {
    const due = transition(table, ready4({ take_payment: true, has_payment: false }), { type: 'advance', from: '4' });
    expect(due.state).toMatchObject({ modal: 'deposit', phase: 'ready' });
    expect(due.effects).toEqual([{ type: 'openDepositModal' }]);
    const paid = transition(table, ready4({ take_payment: true, has_payment: true }), { type: 'advance', from: '4' });
    expect(paid.effects).toEqual([{ type: 'complete' }]);
  });

  it('opens card capture when a card is needed, none is stored and no payment is taken', () => {
    const card = transition(table, ready4({ requires_card: true }), { type: 'advance', from: '4' });
    expect(card.state.modal).toBe('cardCapture');
    expect(card.effects).toEqual([{ type: 'openCardCapture' }]);
    expect(transition(table, ready4({ requires_card: true, has_stored_card: true }), { type: 'advance', from: '4' }).effects).toEqual([{ type: 'complete' }]);
    const stored = transition(table, card.state, { type: 'cardStored' });
    expect(stored.effects).toEqual([{ type: 'complete' }]);
  });

  it('stays on personal details with the server’s reason while it cannot complete', () => {
    const not = transition(table, ready4({ can_complete: false, no_complete_reason: 'E-mail is required.' }), { type: 'advance', from: '4' });
    expect(not.state.step).toBe('4');
    expect(not.state.notices).toMatchObject([{ text: 'E-mail is required.' }]);
  });

  it('sends an enquiry without asking for payment', () => {
    const enquiry = transition(table, ready('99', session({ ...contact, take_payment: true, can_complete: true })), { type: 'advance', from: '99' });
    expect(enquiry.effects).toEqual([{ type: 'complete' }]);
  });

  it('shows the completion screen and tells the host page', () => {
    const completing = ready4({});
    const booking = { ref_code: 'ABCD2345', status_id: 1 };
    const done = transition(table, { ...completing, phase: 'completing' }, { type: 'completed', data: { ...session({ value: 0, time: '19:00', can_auto_confirm: true }), is_completed: true, booking } });
    // The booking's own value when it has one (the server's, as stored).
    const valued = transition(table, { ...completing, phase: 'completing' }, { type: 'completed', data: { ...session({ value: 0, time: '19:00' }), booking: { ...booking, value: 4500, deposit: 0, people: 4 } } });
    expect(valued.effects.at(-1)).toMatchObject({ message: { data: { value: 4500, amount_paid: 0, deposit: 0, people: 4 } } });
    expect(done.state).toMatchObject({ step: '999', phase: 'completed', modal: null });
    expect(done.effects).toEqual([
      { type: 'rememberSession', id: null },
      {
        type: 'notifyHost',
        message: { type: 'booking_update', data: { ref_code: 'ABCD2345', status_id: 1, value: 0, amount_paid: 0, deposit: null, bar_id: 11, party_type: 1, people: 4, date: '2026-11-27', time: '19:00' } },
      },
    ]);
    expect(headerTitleKey(table, done.state)).toBe('widget:header.timeToParty');
    expect(completion(table, done.state)).toEqual({ headingKey: 'widget:completion.bookingConfirmed', manageKey: 'widget:completion.manageBooking' });
  });

  it('keeps what the customer typed and says why when completion is refused', () => {
    const failed = transition(table, { ...ready4({}), phase: 'completing' }, { type: 'completeFailed', error: { status: 409, kind: 'http', message: 'It is too close to the booking time to book online.', fieldErrors: {} } });
    expect(failed.state).toMatchObject({ phase: 'ready', step: '4' });
    expect(notices(table, failed.state)).toEqual([{ id: 1, level: 'error', text: 'It is too close to the booking time to book online.' }]);
  });

  it('a time gone before the complete call (Save Booking or Pay Deposit): said once, the modal closed, back to step 1 with the time cleared', () => {
    const SLOT_GONE = 'Sorry, that time is no longer available. Please change your time and try again';
    const error = { status: 409, kind: 'http' as const, message: SLOT_GONE, fieldErrors: { time: [SLOT_GONE] } };
    // The last update's answer already flashed it: the customer is told once, not twice.
    const flashed = { ...ready4({ flash_messages: [{ type: 'error', message: SLOT_GONE }] }), phase: 'completing' as const };
    for (const from of [flashed, { ...flashed, modal: 'deposit' as const, payment: { option: 'deposit' as const, paid: false } }]) {
      const gone = transition(table, from, { type: 'completeFailed', error });
      expect(gone.state).toMatchObject({ phase: 'ready', step: '1', modal: null, payment: null, deposit: null });
      expect(gone.state.session.time).toBeNull();
      expect(gone.effects).toEqual([{ type: 'sendUpdate', fields: { time: null, step: 1 } }]);
      expect(notices(table, gone.state)).toEqual([{ id: 1, level: 'error', key: 'errors:slotTaken' }]);
    }
  });
});

describe('the deposit screen', () => {
  const inModal = ready('4', session({ time: '11:00', take_payment: true, can_auto_confirm: true, can_complete: true, deposit: 6000 }), { modal: 'deposit' });

  it('sends the customer back to step 1 when the refreshed booking can no longer be auto-confirmed', () => {
    const gone = transition(table, inModal, { type: 'depositAnswered', data: { deposit: 6000, can_auto_confirm: false } });
    expect(gone.state).toMatchObject({ step: '1', modal: null, deposit: null });
    expect(gone.effects).toEqual([{ type: 'sendUpdate', fields: { time: null, step: 1 } }]);
    expect(notices(table, gone.state)).toEqual([{ id: 1, level: 'error', key: 'errors:slotTaken' }]);
  });

  it('keeps the deposit to show, makes the booking when the customer pays, then completes after payment', () => {
    const shown = transition(table, inModal, { type: 'depositAnswered', data: { deposit: 6000, can_auto_confirm: true, deposit_token: null } });
    expect(shown.state.deposit).toMatchObject({ deposit: 6000 });
    const paying = transition(table, shown.state, { type: 'choosePayment', option: 'deposit' });
    expect(paying.state).toMatchObject({ phase: 'completing', payment: { option: 'deposit', paid: false } });
    expect(paying.effects).toEqual([{ type: 'complete' }]);
    const booked = transition(table, paying.state, { type: 'completed', data: { booking: { status_id: 0, payment_token: 'T' } } });
    expect(booked.state).toMatchObject({ modal: 'deposit', phase: 'completed', step: '4' });
    expect(booked.effects.at(-1)).toEqual({ type: 'loadDeposit', pay: 'deposit' });
    // Switching to the balance opens that payment for the booking made.
    expect(transition(table, booked.state, { type: 'choosePayment', option: 'balance' }).effects).toEqual([{ type: 'loadDeposit', pay: 'balance' }]);
    // A lapsed hold is not the deposit-screen rule: the booking exists; the modal stays.
    const lapsed = transition(table, booked.state, { type: 'depositAnswered', data: { can_auto_confirm: false } });
    expect(lapsed.state).toMatchObject({ modal: 'deposit', step: '4' });
    expect(completion(table, { ...booked.state, step: '999' }).headingKey).toBe('widget:completion.payNow');
    const paid = run(table, booked.state, { type: 'paymentSucceeded' });
    expect(paid.effects).toEqual([{ type: 'loadDeposit' }]);
    const closed = transition(table, paid.state, { type: 'depositAnswered', data: { can_auto_confirm: true, amount_paid: 6000, booking: { status_id: 1, value: 21000, deposit: 6000 } } });
    expect(closed.state).toMatchObject({ modal: null, step: '999', session: { booking: { status_id: 1 } } });
    // The host hears the booking's value and what was paid of it.
    // Paid: the saved session is forgotten (it was kept for a reload while the payment was due).
    expect(closed.effects).toMatchObject([{ type: 'rememberSession', id: null }, { type: 'notifyHost', message: { type: 'booking_update', data: { status_id: 1, value: 21000, amount_paid: 6000, deposit: 6000 } } }]);
    expect(completion(table, closed.state).headingKey).toBe('widget:completion.bookingConfirmed');
  });

  it('shows its one error text when the deposit cannot be read', () => {
    const failed = transition(table, inModal, { type: 'depositFailed', error: { status: 500, kind: 'http', message: 'x', fieldErrors: {} } });
    expect(failed.state.notices).toMatchObject([{ key: 'errors:generic', source: 'modal' }]);
  });

  it('closing the modal after the booking was made shows its completion screen (Pay Now!)', () => {
    const booked = { ...inModal, phase: 'completed' as const, session: { ...inModal.session, booking: { status_id: 0 } } };
    expect(transition(table, booked, { type: 'closeModal' }).state).toMatchObject({ modal: null, step: '999' });
    expect(transition(table, inModal, { type: 'back' }).state).toMatchObject({ modal: null, step: '4' });
  });
});

describe('failures of the session call', () => {
  it('tells the customer of a network failure, and clears it with the next answer', () => {
    const failed = transition(table, ready('4'), {
      type: 'serverFailed',
      error: { status: 0, kind: 'network', message: 'Sorry, you seem to be offline', messageKey: 'errors:offline', fieldErrors: {} },
      fields: ['forename'],
    });
    expect(failed.effects).toEqual([]);
    expect(notices(table, failed.state)).toEqual([{ id: 1, level: 'error', key: 'errors:offline', text: 'Sorry, you seem to be offline' }]);
    expect(notices(table, transition(table, failed.state, answered({})).state)).toEqual([]);
  });

  it('drops a refused value and shows its error under the field', () => {
    const failed = transition(table, ready('1'), {
      type: 'serverFailed',
      error: { status: 422, kind: 'http', message: 'Bad date.', fieldErrors: { date: ['Bad date.'] } },
      fields: ['date'],
    });
    expect(failed.effects).toEqual([{ type: 'discardPending', fields: ['date'] }]);
    expect(fieldErrors(table, failed.state)).toEqual({ date: ['Bad date.'] });
    expect(failed.state.notices).toEqual([]);
  });
});

describe('wording from the flow', () => {
  it('labels the submit button by the flow: Book now or Continue; brunch Save or Complete Booking', () => {
    expect(buttonKeys(table, ready('4', session({ can_auto_confirm: true }))).submit).toBe('widget:buttons.bookNow');
    expect(buttonKeys(table, ready('4', session({ can_auto_confirm: false }))).submit).toBe('widget:buttons.continue');
    const brunch = flow('BrunchBooking');
    expect(buttonKeys(brunch, ready('4', session({ deposit: 6000 }), {}, 'BrunchBooking')).submit).toBe('flows:brunch.saveBooking');
    expect(buttonKeys(brunch, ready('4', session({ deposit: 0 }), {}, 'BrunchBooking')).submit).toBe('flows:brunch.completeBooking');
  });

  it('titles the header per step', () => {
    expect(headerTitleKey(table, ready('1'))).toBe('widget:header.bookNow');
    expect(headerTitleKey(table, ready('99'))).toBe('widget:header.enquireNow');
    expect(headerTitleKey(flow('CorporateBooking'), ready('1', session(), {}, 'CorporateBooking'))).toBe('widget:header.enquireNow');
  });

  it('names the step-2 situations the server reports', () => {
    const tooMany = ready('2', session({ can_cater_for: false, can_fallback: true }));
    expect(stepMessages(table, tooMany).map((m) => m.key)).toEqual(['widget:timeSelect.cannotCaterEnquire']);
    const none = ready('2', session({ all_slots: [], alternative_dates: [{ date: '2026-11-28', available_slots: 3 }] }));
    expect(stepMessages(table, none).map((m) => m.situation)).toEqual(['noAvailability', 'alternativeDates']);
    const full = ready('2', session({ all_slots: [slot('19:00', false)] }), {}, 'BrunchBooking');
    expect(stepMessages(flow('BrunchBooking'), full).map((m) => m.key)).toEqual(['flows:brunch.fullyBooked']);
    expect(flow('Karaoke').options!.externalPartner!.venueIds).not.toContain(12);
    const karaoke = ready('2', session({ flow: 'Karaoke', bar_id: 12, bar: { id: 12, branded_name: 'Revolution Leeds' } }), {}, 'Karaoke');
    expect(stepMessages(flow('Karaoke'), karaoke)).toEqual([{ situation: 'venueUnavailable', key: 'flows:karaoke.notAvailableAtVenue', params: { venue: 'Revolution Leeds' } }]);
  });
});

describe('an external partner', () => {
  it('redirects a partner venue’s customers on reaching the partner step', () => {
    const karaoke = flow('Karaoke');
    const partnerVenue = karaoke.options!.externalPartner!.venueIds[0]!;
    const at1 = ready('1', session({ bar_id: partnerVenue, party_type: 50, flow: 'Karaoke' }), {}, 'Karaoke');
    expect(transition(karaoke, at1, { type: 'advance', from: '1' }).effects).toEqual([
      { type: 'sendUpdate', fields: { step: 2 } },
      { type: 'redirect', url: karaoke.options!.externalPartner!.url },
    ]);
    expect(transition(karaoke, ready('1', session({ bar_id: 12, party_type: 50 }), {}, 'Karaoke'), { type: 'advance', from: '1' }).effects).toEqual([{ type: 'sendUpdate', fields: { step: 2 } }]);
  });
});
