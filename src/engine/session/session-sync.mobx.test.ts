import { action, autorun, computed, configure, makeObservable, observableRef } from 'mobx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from '../clock/clock.ts';
import { SessionSync, type SessionAnswer, type SessionSyncOptions } from './session-sync.ts';

/** How a store makes SessionSync observable: its state and the one method that replaces it. */
class ObservableSessionSync extends SessionSync {
  constructor(options: SessionSyncOptions) {
    super(options);
    makeObservable<SessionSync, 'setState'>(this, {
      state: observableRef,
      setState: action,
      values: computed({ equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) }),
      inFlight: computed,
    });
  }
}

describe('SessionSync under MobX', () => {
  afterEach(() => configure({ enforceActions: 'observed' }));

  it('notifies observers of typed values, requests in flight and answers, without action warnings', async () => {
    configure({ enforceActions: 'always' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const clock = new SimulatedClock(0);
    let answer: (a: SessionAnswer) => void = () => {};
    const sync = new ObservableSessionSync({
      clock,
      initial: { session_id: 'S1', no_people: 2 },
      transport: () => new Promise((resolve) => (answer = resolve)),
    });
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${sync.values.no_people}${sync.inFlight ? ' sending' : ''}`));

    sync.setPeople(4);
    clock.advance(1000);
    answer({ data: { session_id: 'S1', no_people: 4, can_take_booking: true } });
    for (let i = 0; i < 5; i++) await Promise.resolve();

    expect(seen).toEqual(['2', '4', '4 sending', '4']);
    expect(sync.values.can_take_booking).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    stop();
    warn.mockRestore();
  });
});
