/**
 * The MobX store with a fake transport and a simulated clock: the queue's timing, the debounce, the
 * order of calls, what is remembered, and that the widget's views follow the state.
 */
import { autorun, configure } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from '../clock/clock.ts';
import { loadFlows } from '../flow/load.node.ts';
import { BRANDS, type BrandDefinition } from '../i18n/brand.ts';
import { runUntilIdle } from './run-until-idle.ts';
import { memoryStorage } from './storage.ts';
import type { Effect, HostMessage, SessionData } from './types.ts';
import { WidgetStore, type StoreTransport } from './widget-store.ts';

const flows = loadFlows();
const START = Date.parse('2026-11-21T12:00:00Z');

/** 12:00 to 23:45 every 15 minutes on 27 November 2026. */
const SLOTS = Array.from({ length: 48 }, (_, i) => {
  const time = `${String(12 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`;
  return { time, full_date: `2026-11-27 ${time}`, available: time !== '20:00', price: 0, can_fallback: time === '20:00' };
});

/** A small model of the session API: enough facts for the store to act on, computed from the answers. */
function facts(fields: Record<string, unknown>, include: readonly string[]): SessionData {
  const people = Number(fields.no_people ?? 0);
  const ready = Boolean(fields.bar_id && fields.date && people > 0 && fields.party_type);
  const slot = SLOTS.find((s) => s.time === fields.time);
  const canAuto = Boolean(ready && slot?.available && people <= 12);
  const enquiry = Number(fields.step) === 99;
  const missing = ['forename', 'email', 'phone'].filter((f) => !fields[f]);
  const brunch = fields.party_type === 5;
  return {
    ...fields,
    session_id: 'S1',
    step: fields.step ?? 1,
    flow: fields.party_type ? (brunch ? 'BrunchBooking' : 'TableBooking') : null,
    min_booking_date: '2026-11-21',
    can_take_booking: Boolean(fields.bar_id && fields.date),
    can_auto_confirm: canAuto,
    can_fallback: Boolean(ready && (people > 12 || slot?.can_fallback)),
    can_cater_for: people <= 20,
    can_complete: missing.length === 0 && (canAuto || enquiry),
    take_payment: brunch,
    has_payment: false,
    deposit: brunch ? 1000 * people : 0,
    all_slots: ready ? SLOTS : [],
    day_parts: [
      { id: 1, name: 'Daytime', start: '10:00', end: '17:00', display_order: 1, is_default: false },
      { id: 2, name: 'Evening', start: '17:00', end: '21:00', display_order: 2, is_default: true },
    ],
    available_types: [{ id: 1, day_parts: [1, 2] }, { id: 5, day_parts: [1] }],
    available_options: [],
    callback_slots: [{ date: '2026-11-21', start: 14, end: 15 }],
    fields_required: missing.map((field) => ({ field, message: `${field} is required.` })),
    validation_errors: [],
    flash_messages: [],
    ...(include.includes('bars') ? { bars: [{ id: 11, branded_name: 'Revolution Manchester' }] } : {}),
  };
}

interface Call {
  kind: 'session' | 'complete' | 'deposit';
  at: number;
  payload: Record<string, unknown>;
  /** What a session call asked to include (bars). */
  include: readonly string[];
  answer(data?: SessionData): void;
  fail(error: unknown): void;
}

/** A transport answering from `facts`, at once (auto) or when the test says (manual). */
function fakeServer(clock: SimulatedClock, mode: 'auto' | 'manual' = 'auto') {
  const calls: Call[] = [];
  let stored: Record<string, unknown> = {};
  const depositAnswers: SessionData[] = [];
  const failures: unknown[] = [];
  const call = <T>(kind: Call['kind'], payload: Record<string, unknown>, compute: () => T, include: readonly string[] = []): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const entry: Call = {
        kind,
        at: clock.now(),
        payload,
        include,
        answer: (data) => resolve((data ? { data } : compute()) as T),
        fail: reject,
      };
      calls.push(entry);
      const failure = failures.shift();
      if (failure !== undefined) reject(failure);
      else if (mode === 'auto') entry.answer();
    });
  const transport: StoreTransport = {
    session(fields, options = {}) {
      return call('session', { ...fields }, () => {
        const { session_id: _id, ...changes } = fields;
        stored = { ...stored, ...changes };
        return { data: facts(stored, options.include ?? []) };
      }, options.include ?? []);
    },
    complete(sessionId) {
      return call('complete', { session_id: sessionId }, () => ({
        data: { ...facts(stored, []), is_completed: true, booking: { ref_code: 'REF23456', status_id: stored.party_type === 5 ? 0 : 1, payment_token: 'PAY' } },
      }));
    },
    deposit(sessionId, include, fields = {}) {
      return call('deposit', { session_id: sessionId, ...(include ? { include } : {}), ...fields }, () => ({ data: depositAnswers.shift() ?? { deposit: 6000, can_auto_confirm: true } }));
    },
  };
  return {
    calls,
    transport,
    sessionPayloads: () => calls.filter((c) => c.kind === 'session').map((c) => c.payload),
    failNext: (error: unknown) => failures.push(error),
    nextDeposit: (data: SessionData) => depositAnswers.push(data),
  };
}

function setup(options: { mode?: 'auto' | 'manual'; brand?: number | BrandDefinition; storage?: ReturnType<typeof memoryStorage>; bars?: unknown[] } = {}) {
  const clock = new SimulatedClock(START);
  const server = fakeServer(clock, options.mode);
  const storage = options.storage ?? memoryStorage();
  const effects: Effect[] = [];
  const host: HostMessage[] = [];
  const redirects: string[] = [];
  const store = new WidgetStore({
    transport: server.transport,
    clock,
    flows,
    storage,
    brand: options.brand ?? 1,
    ...(options.bars ? { bars: options.bars } : {}),
    onEffect: (e) => effects.push(e),
    host: { notify: (m) => host.push(m), redirect: (url) => redirects.push(url) },
  });
  const idle = () => runUntilIdle(store, clock);
  return { clock, server, storage, store, effects, host, redirects, idle };
}

/** Lets promise callbacks run without moving the simulated clock. */
async function flush(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

afterEach(() => {
  configure({ enforceActions: 'observed' });
});

describe('the session queue through the store', () => {
  it('sends one request at a time, retrying a newer update every 200 ms while one is in flight', async () => {
    const { clock, server, store } = setup({ mode: 'manual' });
    store.start();
    server.calls[0]!.answer();
    await flush();
    store.answer({ forename: 'Ada' });
    clock.advance(50);
    store.answer({ surname: 'Lovelace' });
    clock.advance(200); // t=250: the first is still in flight
    expect(server.calls.map((c) => c.at - START)).toEqual([0, 0]);
    clock.advance(50);
    server.calls[1]!.answer();
    await flush();
    clock.advance(149); // t=449
    expect(server.calls).toHaveLength(2);
    clock.advance(1); // t=450: the retry after the one at 250
    expect(server.calls.map((c) => c.at - START)).toEqual([0, 0, 450]);
    expect(server.sessionPayloads()[2]).toEqual({ session_id: 'S1', surname: 'Lovelace' });
  });

  it('sends the number of people once, 1 s after the last change', async () => {
    const { clock, server, store } = setup();
    store.start();
    await flush();
    store.setPeople(5);
    clock.advance(500);
    store.setPeople('6');
    clock.advance(999);
    expect(server.sessionPayloads()).toHaveLength(1);
    expect(store.values.no_people).toBe(6);
    clock.advance(1);
    expect(server.sessionPayloads()[1]).toEqual({ session_id: 'S1', no_people: 6 });
  });

  it('sends only changed values, and never an empty forename alone', async () => {
    const { server, store, idle } = setup();
    store.start();
    await idle();
    store.answer({ forename: '' });
    store.answer({ step: 1 });
    await idle();
    expect(server.sessionPayloads()).toHaveLength(1);
    store.answer({ surname: 'Lee' });
    await idle();
    expect(server.sessionPayloads()[1]).toEqual({ session_id: 'S1', forename: '', surname: 'Lee' });
  });
});

describe('starting', () => {
  it('asks for the bars with the first call only, and remembers the session', async () => {
    const { server, store, storage, idle } = setup();
    store.start();
    await idle();
    store.answer({ bar_id: 11 });
    await idle();
    expect(server.calls.map((c) => c.payload)).toEqual([{}, { session_id: 'S1', bar_id: 11 }]);
    expect(store.bars).toEqual([{ id: 11, branded_name: 'Revolution Manchester' }]);
    expect(storage.entries()).toEqual({ 'covers:1:session': 'S1', 'covers:1:sessionStartedWith': '{}', 'covers:1:bar': '11' });
  });

  it('resumes the remembered session at its step', async () => {
    const storage = memoryStorage({ 'covers:1:session': 'S1' });
    const { server, store, idle } = setup({ storage });
    store.start();
    await idle();
    expect(server.sessionPayloads()).toEqual([{ session_id: 'S1' }]);
    expect(store.step).toBe('1');
  });

  it('resumes on a reload of a host page that pre-fills the same answers (data-people); other answers start a new booking', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.store.start({ people: 4 });
    await first.idle();
    expect(storage.entries()['covers:1:sessionStartedWith']).toBe(JSON.stringify({ no_people: 4 }));
    // The reload: the same page, the same data-people.
    const reload = setup({ storage });
    reload.store.start({ people: 4 });
    await reload.idle();
    expect(reload.server.sessionPayloads()).toEqual([{ session_id: 'S1' }]);
    // Another page asking for 6 people wants a booking of its own.
    const other = setup({ storage });
    other.store.start({ people: 6 });
    await other.idle();
    expect(other.server.sessionPayloads()).toEqual([{ no_people: 6 }]);
  });

  it('lists the locations the page carried before any answer, and does not ask the server for them', async () => {
    const pageBars = [{ id: 12, branded_name: 'Revolution Leeds' }];
    const { server, store, idle } = setup({ bars: pageBars });
    expect(store.bars).toEqual(pageBars);
    store.start();
    expect(store.bars).toEqual(pageBars);
    await idle();
    expect(server.calls.map((c) => c.include)).toEqual([[]]);
    expect(store.bars).toEqual(pageBars);
  });

  it('knows its brand: the definition given, or the one an id names', () => {
    expect(setup({ brand: BRANDS.decuba }).store.brand).toBe(BRANDS.decuba);
    expect(setup({ brand: 4 }).store.brand).toBe(BRANDS.playhouse);
    expect(setup({ brand: 99 }).store.brand).toBe(BRANDS.default);
  });

  it('keeps two widgets of two brands apart: own brand, own state, own calls, own storage keys', async () => {
    const storage = memoryStorage();
    const a = setup({ storage, brand: BRANDS.revolution });
    const b = setup({ storage, brand: BRANDS.decuba, bars: [{ id: 21, branded_name: 'Cuba Leeds' }] });
    a.store.start({ bar: 11 });
    b.store.start();
    await a.idle();
    await b.idle();
    b.store.answer({ bar_id: 21 });
    await b.idle();
    expect(a.store.brand.name).toBe(BRANDS.revolution.name);
    expect(b.store.brand.name).toBe(BRANDS.decuba.name);
    expect(a.store.brand.partyWording).not.toEqual(b.store.brand.partyWording);
    expect(a.store.lockedFields).toEqual(['bar_id']);
    expect(b.store.lockedFields).toEqual([]);
    expect(a.store.session.bar_id).toBe(11);
    expect(b.store.session.bar_id).toBe(21);
    // Each asked its own server; only the one without locations from its page asked for them.
    expect(a.server.calls.map((c) => [c.payload, c.include])).toEqual([[{ bar_id: 11 }, ['bars']]]);
    expect(b.server.calls.map((c) => [c.payload, c.include])).toEqual([
      [{}, []],
      [{ session_id: 'S1', bar_id: 21 }, []],
    ]);
    expect(a.store.bars).toEqual([{ id: 11, branded_name: 'Revolution Manchester' }]);
    expect(b.store.bars).toEqual([{ id: 21, branded_name: 'Cuba Leeds' }]);
    expect(storage.entries()).toEqual({
      'covers:1:session': 'S1',
      'covers:1:sessionStartedWith': JSON.stringify({ bar_id: 11 }),
      'covers:2:session': 'S1',
      'covers:2:sessionStartedWith': '{}',
      'covers:2:bar': '21',
    });
  });
});

describe('a whole booking', () => {
  it('goes 1 → 2 → 4 → completion, sending each step, and forgets the session once booked', async () => {
    const { server, store, storage, host, idle } = setup();
    store.start({ bar: 11 });
    await idle();
    store.answer({ date: '2026-11-27', party_type: 1 });
    store.setPeople(4);
    expect(store.nextEnabled).toBe(false);
    store.next(); // sends the typed people at once, then moves
    await idle();
    expect(store.step).toBe('2');
    expect(server.sessionPayloads().slice(1)).toEqual([
      { session_id: 'S1', date: '2026-11-27', party_type: 1 },
      { session_id: 'S1', no_people: 4 },
      { session_id: 'S1', step: 2 },
    ]);
    expect(store.headerTitle).toBe('widget:header.bookNow');
    const grid = store.slots;
    expect(grid.layout === 'dayParts' && grid.active?.part.name).toBe('Evening');

    store.chooseSlot('19:00');
    await idle();
    expect(store.step).toBe('4');
    expect(server.sessionPayloads().at(-1)).toEqual({ session_id: 'S1', time: '19:00', step: 4 });
    expect(store.buttons.submit).toBe('widget:buttons.bookNow');
    expect(store.completeEnabled).toBe(false);

    store.answer({ forename: 'Ada', email: 'ada@example.com' });
    store.touch('email');
    await idle();
    expect(store.fieldErrors).toEqual({});
    store.touch('phone');
    expect(store.fieldErrors).toEqual({ phone: ['phone is required.'] });
    store.answer({ phone: '07700 900123' });
    await idle();
    expect(store.completeEnabled).toBe(true);
    store.complete();
    await idle();
    expect(store.step).toBe('999');
    expect(store.phase).toBe('completed');
    expect(store.booking).toMatchObject({ ref_code: 'REF23456', status_id: 1 });
    expect(store.completion.headingKey).toBe('widget:completion.bookingConfirmed');
    expect(host).toMatchObject([{ type: 'booking_update', data: { ref_code: 'REF23456', status_id: 1 } }]);
    expect(storage.entries()['covers:1:session']).toBeUndefined();
  });

  it("Let's talk goes to the enquiry, whose back goes to step 1 when auto-confirm is not possible", async () => {
    const { server, store, idle } = setup();
    store.start({ bar: 11, date: '2026-11-27', people: 4, bookingType: 1 });
    await idle();
    expect(store.step).toBe('2');
    expect(store.canEnquire).toBe(false);
    store.answer({ no_people: 16 });
    await idle();
    expect(store.canEnquire).toBe(true);
    store.answer({ no_people: 4 });
    await idle();
    store.chooseSlot('20:00');
    await idle();
    expect(store.step).toBe('99');
    expect(server.sessionPayloads().at(-1)).toEqual({ session_id: 'S1', time: '20:00', step: 99 });
    expect(store.headerTitle).toBe('widget:header.enquireNow');
    expect(store.stepKind).toBe('enquiry');
    store.back();
    await idle();
    expect(store.step).toBe('1');
  });
});

describe('completion branches', () => {
  async function atPersonalDetails(s: ReturnType<typeof setup>) {
    s.store.start({ bar: 11, date: '2026-11-27', people: 6, bookingType: 5 });
    await s.idle();
    s.store.chooseSlot('12:00');
    s.store.answer({ forename: 'Mary', email: 'mary@example.com', phone: '07700900111' });
    await s.idle();
  }

  it('opens the deposit modal and reads the deposit; paying makes the booking first', async () => {
    const s = setup();
    await atPersonalDetails(s);
    expect(s.store.step).toBe('4');
    s.store.complete();
    await s.idle();
    expect(s.store.modal).toBe('deposit');
    expect(s.store.deposit).toEqual({ deposit: 6000, can_auto_confirm: true });
    s.server.nextDeposit({ deposit: 6000, can_auto_confirm: true, gp: { data: { ORDER_ID: 'O1' } } });
    s.store.choosePayment('deposit');
    await s.idle();
    expect(s.store.booking).toMatchObject({ status_id: 0, payment_token: 'PAY' });
    expect(s.store.modal).toBe('deposit');
    // The payment is opened only once the booking exists; the hosted page's request is in the deposit answer.
    expect(s.store.deposit).toMatchObject({ gp: { data: { ORDER_ID: 'O1' } } });
    s.server.nextDeposit({ deposit: 6000, can_auto_confirm: true, booking: { status_id: 1 } });
    s.store.paymentSucceeded();
    await s.idle();
    expect(s.store.modal).toBeNull();
    expect(s.store.step).toBe('999');
    expect(s.server.calls.filter((c) => c.kind !== 'session').map((c) => c.payload)).toEqual([
      { session_id: 'S1' },
      { session_id: 'S1' },
      { session_id: 'S1', include: 'gp', payment_type: 'deposit' },
      { session_id: 'S1' },
    ]);
  });

  it('the deposit screen rule: a time no longer available sends the customer to step 1 and closes the modal', async () => {
    const s = setup();
    await atPersonalDetails(s);
    s.server.nextDeposit({ deposit: 6000, can_auto_confirm: false });
    s.store.complete();
    await s.idle();
    expect(s.store.modal).toBeNull();
    expect(s.store.step).toBe('1');
    expect(s.store.notices).toEqual([{ id: 1, level: 'error', key: 'errors:slotTaken' }]);
    expect(s.server.sessionPayloads().at(-1)).toEqual({ session_id: 'S1', time: null, step: 1 });
  });
});

describe('failures', () => {
  it('tells the customer of a network failure, keeps what they typed and sends it with the next update', async () => {
    const { server, store, idle } = setup();
    store.start();
    await idle();
    server.failNext({ kind: 'network', status: 0, message: 'Sorry, you seem to be offline', messageKey: 'errors:offline', fieldErrors: {} });
    store.answer({ surname: 'Lee' });
    await idle();
    expect(store.notices).toEqual([{ id: 1, level: 'error', key: 'errors:offline', text: 'Sorry, you seem to be offline' }]);
    expect(store.values.surname).toBe('Lee');
    store.answer({ email: 'lee@example.com' });
    await idle();
    expect(server.sessionPayloads().at(-1)).toEqual({ session_id: 'S1', surname: 'Lee', email: 'lee@example.com' });
    expect(store.notices).toEqual([]);
  });

  it('shows a refused value’s error under its field and stops sending it', async () => {
    const { server, store, idle } = setup();
    store.start();
    await idle();
    server.failNext({ kind: 'http', status: 422, message: 'Please choose a date from today onwards.', fieldErrors: { date: ['Please choose a date from today onwards.'] } });
    store.answer({ date: '2026-01-01' });
    await idle();
    expect(store.fieldErrors).toEqual({ date: ['Please choose a date from today onwards.'] });
    expect(store.notices).toEqual([]);
    store.answer({ no_people: 2 });
    await idle();
    expect(server.sessionPayloads().at(-1)).toEqual({ session_id: 'S1', no_people: 2 });
  });
});

describe('observing the store', () => {
  it('lets a view follow the step and labels, with every change made in an action', async () => {
    configure({ enforceActions: 'always' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, idle } = setup();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${store.step} ${store.buttons.back ?? '-'}`));
    store.start({ bar: 11, date: '2026-11-27', people: 4, bookingType: 1 });
    await idle();
    store.back();
    await idle();
    stop();
    expect(seen).toEqual(['1 -', '2 widget:buttons.back', '1 -']);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('pages slots from the page closest to 19:00', async () => {
    const { store, idle } = setup();
    store.start({ bar: 11, date: '2026-11-27', people: 4, bookingType: 1 });
    await idle();
    // The widget's flows lay slots out in day parts; a pages layout is checked in transition.test.ts.
    const grid = store.slots;
    expect(grid.layout).toBe('dayParts');
    if (grid.layout === 'dayParts') expect(grid.tabs.map((t) => [t.part.name, t.slots.length])).toEqual([['Daytime', 20], ['Evening', 16]]);
  });
});
