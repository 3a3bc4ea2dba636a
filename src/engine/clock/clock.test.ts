import { describe, expect, it } from 'vitest';
import { SimulatedClock, systemClock } from './clock.ts';

describe('SimulatedClock', () => {
  it('starts where told and only moves on advance', () => {
    const clock = new SimulatedClock(1_000);
    expect(clock.now()).toBe(1_000);
    clock.advance(250);
    expect(clock.now()).toBe(1_250);
    clock.set(2_000);
    expect(clock.now()).toBe(2_000);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.set(1_999)).toThrow(RangeError);
  });

  it('runs due timers in order of due time, then of setting, each at its own time', () => {
    const clock = new SimulatedClock(0);
    const log: string[] = [];
    clock.setTimeout(() => log.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => log.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => log.push(`c@${clock.now()}`), 200);
    clock.setTimeout(() => log.push(`late@${clock.now()}`), 301);
    clock.advance(99);
    expect(log).toEqual([]);
    clock.advance(201);
    expect(log).toEqual(['a@100', 'b@200', 'c@200']);
    expect(clock.now()).toBe(300);
    expect(clock.pendingCount).toBe(1);
    clock.advance(1);
    expect(log).toEqual(['a@100', 'b@200', 'c@200', 'late@301']);
  });

  it('runs timers set by a callback when they fall due within the same advance', () => {
    const clock = new SimulatedClock(0);
    const log: number[] = [];
    const tick = () => {
      log.push(clock.now());
      clock.setTimeout(tick, 200);
    };
    clock.setTimeout(tick, 200);
    clock.advance(650);
    expect(log).toEqual([200, 400, 600]);
    expect(clock.now()).toBe(650);
  });

  it('treats a zero or negative delay as due now, and forgets cleared timers', () => {
    const clock = new SimulatedClock(0);
    const log: string[] = [];
    clock.setTimeout(() => log.push('zero'), 0);
    clock.setTimeout(() => log.push('negative'), -5);
    const cleared = clock.setTimeout(() => log.push('cleared'), 10);
    clock.clearTimeout(cleared);
    clock.clearTimeout('not a handle');
    clock.advance(0);
    expect(log).toEqual(['zero', 'negative']);
    clock.advance(100);
    expect(log).toEqual(['zero', 'negative']);
    expect(clock.pendingCount).toBe(0);
  });
});

describe('systemClock', () => {
  it('reads epoch milliseconds and schedules real timers', async () => {
    expect(systemClock.now()).toBeGreaterThan(Date.UTC(2020, 0, 1));
    const fired = await new Promise<boolean>((resolve) => {
      const handle = systemClock.setTimeout(() => resolve(false), 5);
      systemClock.clearTimeout(handle);
      systemClock.setTimeout(() => resolve(true), 1);
    });
    expect(fired).toBe(true);
  });
});
