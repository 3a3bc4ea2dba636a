import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../clock/clock.ts';
import { PEOPLE_DEBOUNCE_MS, QUEUE_RETRY_MS } from '../constants.ts';
import { SessionSync, type SessionAnswer, type SessionFields, type UpdateResult } from './session-sync.ts';

interface Call {
  at: number;
  payload: SessionFields;
  answer(data?: SessionFields): Promise<void>;
  fail(error: unknown): Promise<void>;
}

/** Lets promise callbacks run; the clock is simulated, so nothing else moves. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** A transport whose answers the test gives by hand; an answer echoes the payload unless told. */
function fakeTransport(clock: SimulatedClock) {
  const calls: Call[] = [];
  const transport = (payload: SessionFields) =>
    new Promise<SessionAnswer>((resolve, reject) => {
      calls.push({
        at: clock.now(),
        payload,
        answer: async (data = payload) => {
          resolve({ data: { session_id: 'S1', ...data } });
          await settle();
        },
        fail: async (error) => {
          reject(error);
          await settle();
        },
      });
    });
  return { calls, transport };
}

function setup(initial: SessionFields = { session_id: 'S1', forename: 'Bob', no_people: 2 }) {
  const clock = new SimulatedClock(0);
  const { calls, transport } = fakeTransport(clock);
  const sync = new SessionSync({ transport, clock, initial });
  return { clock, calls, sync };
}

/** Records how an update's promise settles. */
function track<T>(promise: Promise<T>): { result: T | undefined } {
  const box: { result: T | undefined } = { result: undefined };
  void promise.then((r) => (box.result = r));
  return box;
}

describe('SessionSync: changed values only', () => {
  it('sends the fields that differ, with the session id, and adopts the answer', async () => {
    const { calls, sync } = setup();
    const done = track(sync.update({ forename: 'Bob', surname: 'Lee', email: 'bob@example.com' }));
    expect(calls.map((c) => c.payload)).toEqual([
      { session_id: 'S1', surname: 'Lee', email: 'bob@example.com' },
    ]);
    expect(sync.inFlight).toBe(true);
    await calls[0]!.answer({ surname: 'Lee', email: 'bob@example.com', can_complete: true });
    expect(sync.inFlight).toBe(false);
    expect(sync.values).toEqual({
      session_id: 'S1',
      forename: 'Bob',
      no_people: 2,
      surname: 'Lee',
      email: 'bob@example.com',
      can_complete: true,
    });
    expect(sync.answer?.data).toMatchObject({ can_complete: true });
    expect(done.result).toEqual({ status: 'sent', answer: sync.answer });
  });

  it('sends nothing when nothing changed', async () => {
    const { calls, sync } = setup({ session_id: 'S1', forename: 'Bob', selected_tables: [1, 2] });
    expect(await sync.update({ forename: 'Bob', selected_tables: [1, 2] })).toEqual({ status: 'skipped' });
    expect(await sync.update({})).toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(0);
    sync.update({ selected_tables: [2, 1] });
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1', selected_tables: [2, 1] }]);
  });

  it('treats a missing value and null as the same', async () => {
    const { calls, sync } = setup({ session_id: 'S1', time: null });
    expect(await sync.update({ time: null, date: undefined })).toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(0);
  });

  it('starts a new session without a session id', async () => {
    const { calls, sync } = setup({});
    sync.update({ bar_id: 7 });
    expect(calls[0]!.payload).toEqual({ bar_id: 7 });
    await calls[0]!.answer();
    sync.update({ date: '2026-12-12' });
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', date: '2026-12-12' });
  });
});

describe('SessionSync: forced updates', () => {
  it('sends unchanged fields when forced', async () => {
    const { calls, sync } = setup();
    sync.update({ forename: 'Bob', no_people: 2 }, { force: true });
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1', forename: 'Bob', no_people: 2 }]);
  });

  it('sends a request with no fields when forced, to reload the session', async () => {
    const { calls, sync } = setup();
    sync.update({}, { force: true });
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1' }]);
  });

  it('keeps the force through the queue', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    sync.update({ forename: 'Bob' }, { force: true });
    await calls[0]!.answer();
    clock.advance(QUEUE_RETRY_MS);
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', forename: 'Bob' });
  });
});

describe('SessionSync: empty forename', () => {
  it('does not send an update whose only field is an empty forename, even forced', async () => {
    const { calls, sync } = setup();
    expect(await sync.update({ forename: '' })).toEqual({ status: 'skipped' });
    expect(await sync.update({ forename: '   ' }, { force: true })).toEqual({ status: 'skipped' });
    // Back to the session's own forename: nothing to say about it.
    sync.update({ forename: 'Bob', surname: 'Lee' });
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1', surname: 'Lee' }]);
  });

  it('keeps the typed empty forename and sends it with the next update', async () => {
    const { calls, sync } = setup();
    await sync.update({ forename: '' });
    expect(sync.values.forename).toBe('');
    expect(calls).toHaveLength(0);
    sync.update({ email: 'bob@example.com' });
    expect(calls.map((c) => c.payload)).toEqual([
      { session_id: 'S1', forename: '', email: 'bob@example.com' },
    ]);
  });

  it('sends an empty forename with other fields', async () => {
    const { calls, sync } = setup();
    sync.update({ forename: '', surname: 'Lee' });
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1', forename: '', surname: 'Lee' }]);
  });
});

describe('SessionSync: queue and retry', () => {
  it('retries a new update every 200 ms until the one in flight finishes', async () => {
    expect(QUEUE_RETRY_MS).toBe(200);
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    clock.advance(50);
    const second = track(sync.update({ email: 'bob@example.com' }));
    clock.advance(200); // t=250: first retry, still in flight
    expect(calls).toHaveLength(1);
    clock.advance(100); // t=350
    await calls[0]!.answer();
    clock.advance(99); // t=449
    expect(calls).toHaveLength(1);
    clock.advance(1); // t=450: second retry
    expect(calls.map((c) => [c.at, c.payload])).toEqual([
      [0, { session_id: 'S1', surname: 'Lee' }],
      [450, { session_id: 'S1', email: 'bob@example.com' }],
    ]);
    expect(second.result).toBeUndefined();
    await calls[1]!.answer();
    expect(second.result).toMatchObject({ status: 'sent' });
  });

  it('merges waiting updates, the latest value winning, into one request', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    clock.advance(10);
    const a = track(sync.update({ email: 'old@example.com', phone: '0700' }));
    clock.advance(10);
    const b = track(sync.update({ email: 'new@example.com' }));
    expect(sync.values).toMatchObject({ surname: 'Lee', email: 'new@example.com', phone: '0700' });
    await calls[0]!.answer();
    clock.advance(190); // t=210: the retry set at t=10
    expect(calls.map((c) => [c.at, c.payload])).toEqual([
      [0, { session_id: 'S1', surname: 'Lee' }],
      [210, { session_id: 'S1', email: 'new@example.com', phone: '0700' }],
    ]);
    await calls[1]!.answer();
    expect(a.result).toMatchObject({ status: 'sent' });
    expect(b.result).toEqual(a.result);
  });

  it('sends at once when nothing is in flight, even while a retry is set', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    sync.update({ email: 'a@example.com' });
    clock.advance(100);
    await calls[0]!.answer();
    expect(calls).toHaveLength(1);
    clock.advance(50); // t=150: a new update goes straight out with the waiting one
    sync.update({ phone: '0700' });
    expect(calls.map((c) => [c.at, c.payload])).toEqual([
      [0, { session_id: 'S1', surname: 'Lee' }],
      [150, { session_id: 'S1', email: 'a@example.com', phone: '0700' }],
    ]);
    clock.advance(1_000);
    expect(calls).toHaveLength(2);
    expect(clock.pendingCount).toBe(0);
  });

  it('never loses a value typed while a request was in flight', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    sync.update({ surname: 'Leigh' });
    await calls[0]!.answer({ surname: 'Lee' });
    expect(sync.values.surname).toBe('Leigh');
    clock.advance(QUEUE_RETRY_MS);
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', surname: 'Leigh' });
    await calls[1]!.answer();
    expect(sync.values.surname).toBe('Leigh');
    expect(sync.unsaved).toEqual({});
  });

  it('drops a waiting value that the server took meanwhile', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ date: '2026-12-12' });
    const waiting = track(sync.update({ time: '19:00' }));
    // The server answers with a time chosen for the new date.
    await calls[0]!.answer({ date: '2026-12-12', time: '19:00' });
    clock.advance(QUEUE_RETRY_MS);
    expect(calls).toHaveLength(1);
    await Promise.resolve();
    expect(waiting.result).toEqual({ status: 'skipped' });
  });

  it('skips a value equal to the one in flight', async () => {
    const { calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    expect(await sync.update({ surname: 'Lee' })).toEqual({ status: 'skipped' });
    expect(calls).toHaveLength(1);
  });
});

describe('SessionSync: number of people', () => {
  it('sends one update with the last value 1000 ms after the last keystroke', async () => {
    expect(PEOPLE_DEBOUNCE_MS).toBe(1000);
    const { clock, calls, sync } = setup();
    const results: Promise<UpdateResult>[] = [];
    results.push(sync.setPeople('1'));
    clock.advance(300);
    results.push(sync.setPeople('12'));
    clock.advance(300);
    results.push(sync.setPeople('3'));
    expect(sync.values.no_people).toBe(3);
    clock.advance(999); // t=1599
    expect(calls).toHaveLength(0);
    clock.advance(1); // t=1600
    expect(calls.map((c) => [c.at, c.payload])).toEqual([[1600, { session_id: 'S1', no_people: 3 }]]);
    await calls[0]!.answer();
    const settled = await Promise.all(results);
    expect(settled.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect(sync.values.no_people).toBe(3);
  });

  it('turns empty or negative into 0', async () => {
    const { clock, calls, sync } = setup();
    sync.setPeople('');
    expect(sync.values.no_people).toBe(0);
    sync.setPeople(-4);
    expect(sync.values.no_people).toBe(0);
    sync.setPeople(null);
    clock.advance(PEOPLE_DEBOUNCE_MS);
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1', no_people: 0 }]);
  });

  it('sends nothing when typing ends on the value the session has', async () => {
    const { clock, calls, sync } = setup();
    const result = sync.setPeople(5);
    clock.advance(500);
    sync.setPeople(2);
    clock.advance(PEOPLE_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(await result).toEqual({ status: 'skipped' });
    expect(sync.values.no_people).toBe(2);
  });

  it('can be flushed at once, e.g. on Next', async () => {
    const { clock, calls, sync } = setup();
    sync.setPeople(6);
    clock.advance(200);
    sync.flushPeople();
    expect(calls.map((c) => [c.at, c.payload])).toEqual([[200, { session_id: 'S1', no_people: 6 }]]);
    clock.advance(PEOPLE_DEBOUNCE_MS);
    expect(calls).toHaveLength(1);
    expect(await sync.flushPeople()).toEqual({ status: 'skipped' });
  });

  it('goes through the queue when a request is in flight', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    sync.setPeople(8);
    clock.advance(1000); // t=1000: debounce ends, request in flight: retry at 1200
    await calls[0]!.answer();
    clock.advance(199);
    expect(calls).toHaveLength(1);
    clock.advance(1);
    expect(calls.map((c) => [c.at, c.payload])[1]).toEqual([1200, { session_id: 'S1', no_people: 8 }]);
  });

  it('keeps the debounce running through updates of other fields', async () => {
    const { clock, calls, sync } = setup();
    sync.setPeople(7);
    clock.advance(400);
    sync.update({ surname: 'Lee' });
    expect(sync.values.no_people).toBe(7);
    await calls[0]!.answer();
    clock.advance(599);
    expect(calls).toHaveLength(1);
    clock.advance(1); // t=1000
    expect(calls.map((c) => [c.at, c.payload])).toEqual([
      [400, { session_id: 'S1', surname: 'Lee' }],
      [1000, { session_id: 'S1', no_people: 7 }],
    ]);
  });

  it('lets a direct update of the people win over a running debounce', async () => {
    const { clock, calls, sync } = setup();
    const typed = sync.setPeople(4);
    sync.update({ no_people: 9 });
    clock.advance(PEOPLE_DEBOUNCE_MS);
    expect(calls.map((c) => c.payload)).toEqual([{ session_id: 'S1', no_people: 9 }]);
    await calls[0]!.answer();
    expect(await typed).toMatchObject({ status: 'sent' });
    expect(sync.values.no_people).toBe(9);
  });
});

describe('SessionSync: failures', () => {
  it('keeps the typed values, reports the error, and sends them with the next update', async () => {
    const { calls, sync } = setup();
    const first = sync.update({ surname: 'Lee' });
    const error = new Error('502');
    await calls[0]!.fail(error);
    expect(await first).toEqual({ status: 'failed', error });
    expect(sync.error).toBe(error);
    expect(sync.inFlight).toBe(false);
    expect(sync.values.surname).toBe('Lee');
    expect(sync.unsaved).toEqual({ surname: 'Lee' });
    sync.update({ email: 'bob@example.com' });
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', surname: 'Lee', email: 'bob@example.com' });
    await calls[1]!.answer();
    expect(sync.error).toBeUndefined();
    expect(sync.unsaved).toEqual({});
  });

  it('lets a retype of the same value resend it', async () => {
    const { calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    await calls[0]!.fail(new Error('offline'));
    sync.update({ surname: 'Lee' });
    expect(calls).toHaveLength(1);
    sync.update({ surname: 'Lee' }, { force: true });
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', surname: 'Lee' });
  });

  it('keeps the queue going: waiting updates go out after a failure, newer values winning', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee', phone: '0700' });
    const later = track(sync.update({ phone: '0800' }));
    await calls[0]!.fail(new Error('timeout'));
    clock.advance(QUEUE_RETRY_MS);
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', surname: 'Lee', phone: '0800' });
    await calls[1]!.answer();
    expect(later.result).toMatchObject({ status: 'sent' });
    expect(sync.values).toMatchObject({ surname: 'Lee', phone: '0800' });
  });

  it('drops refused values on discard, so later updates stop carrying them', async () => {
    const { calls, sync } = setup({ session_id: 'S1', date: '2026-12-12', no_people: 2 });
    sync.update({ date: '2027-06-12', surname: 'Lee' }, { force: true });
    await calls[0]!.fail(new Error('422'));
    sync.discard(['date']);
    expect(sync.values.date).toBe('2026-12-12');
    expect(sync.unsaved).toEqual({ surname: 'Lee' });
    sync.update({ email: 'bob@example.com' });
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', surname: 'Lee', email: 'bob@example.com' });
  });

  it('treats a transport that throws as a failure', async () => {
    const clock = new SimulatedClock(0);
    const sync = new SessionSync({
      clock,
      transport: () => {
        throw new TypeError('bad request body');
      },
    });
    const result = await sync.update({ forename: 'Ann' });
    expect(result).toMatchObject({ status: 'failed' });
    expect(sync.values.forename).toBe('Ann');
    expect(sync.inFlight).toBe(false);
  });
});

describe('SessionSync: other answers and disposal', () => {
  it('adopts an answer from another call without touching unsaved values', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    sync.update({ email: 'bob@example.com' });
    sync.receive({ data: { deposit: 2000, surname: 'Old' } });
    expect(sync.values).toMatchObject({ deposit: 2000, surname: 'Lee', email: 'bob@example.com' });
    await calls[0]!.answer();
    clock.advance(QUEUE_RETRY_MS);
    expect(calls[1]!.payload).toEqual({ session_id: 'S1', email: 'bob@example.com' });
  });

  it('stops its timers and settles waiting callers when disposed', async () => {
    const { clock, calls, sync } = setup();
    sync.update({ surname: 'Lee' });
    const waiting = sync.update({ email: 'bob@example.com' });
    const typing = sync.setPeople(5);
    sync.dispose();
    expect(await waiting).toEqual({ status: 'skipped' });
    expect(await typing).toEqual({ status: 'skipped' });
    expect(clock.pendingCount).toBe(0);
    expect(calls).toHaveLength(1);
  });
});
