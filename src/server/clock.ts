/**
 * The server's clock is the engine's `Clock` (milliseconds since the epoch, and timers): one clock
 * type on both sides. The real one, and the ones tests, fixtures and demos inject.
 */
import { systemClock, type Clock } from '../engine/clock/clock.ts';

export { systemClock, type Clock };

/**
 * A clock that starts at a given instant and then runs at normal speed (demos, browser tests); a browser test
 * moves it on (`move`) to see what a customer sees after a quarter of an hour, without waiting for it.
 */
export function clockFrom(start: Date, real: Clock = systemClock): Clock & { move(ms: number): void } {
  let offset = start.getTime() - real.now();
  return {
    now: () => real.now() + offset,
    setTimeout: (fn, ms) => real.setTimeout(fn, ms),
    clearTimeout: (handle) => real.clearTimeout(handle),
    move(ms) {
      offset += ms;
    },
  };
}

/** A clock that stands still at an instant until told to move (API tests). Its timers are the real ones. */
export function fixedClock(at: Date | string): Clock & { set(at: Date | string): void } {
  let current = new Date(at).getTime();
  return {
    now: () => current,
    setTimeout: (fn, ms) => systemClock.setTimeout(fn, ms),
    clearTimeout: (handle) => systemClock.clearTimeout(handle),
    set(next) {
      current = new Date(next).getTime();
    },
  };
}
