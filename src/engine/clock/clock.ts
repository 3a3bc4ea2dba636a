/**
 * Time as an injected dependency. Engine code never reads the system clock or schedules timers on
 * its own, so every timing rule (debounce, queue retry, countdowns) can be tested to the millisecond.
 */

/** Opaque: only the clock that issued a handle can interpret it. */
export type TimerHandle = unknown;

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

type HostHandle = ReturnType<typeof globalThis.setTimeout>;

/** The real clock: the one place in the engine allowed to touch the host's time and timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as HostHandle),
};

interface PendingTimer {
  id: number;
  at: number;
  fn: () => void;
}

/**
 * A clock that only moves when told to, like XState's SimulatedClock. Timers run in due order (ties
 * in the order they were set), each seeing `now()` equal to its own due time, and timers set by a
 * callback run in the same `advance` if they fall due within it.
 */
export class SimulatedClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers = new Map<number, PendingTimer>();

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    // Host timers treat negative or missing delays as 0; keep the same contract.
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.timers.set(id, { id, at: this.current + delay, fn });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle === 'number') this.timers.delete(handle);
  }

  /** Moves time forward by `ms`, running every timer that falls due on the way. */
  advance(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`Cannot move a clock backwards: ${ms}`);
    this.runUntil(this.current + ms);
  }

  /** Moves time to an absolute instant (not backwards), running due timers. */
  set(time: number): void {
    if (time < this.current) throw new RangeError(`Cannot move a clock backwards to ${time}`);
    this.runUntil(time);
  }

  /** Timers not yet run. */
  get pendingCount(): number {
    return this.timers.size;
  }

  private runUntil(target: number): void {
    for (;;) {
      const next = this.nextDue(target);
      if (!next) break;
      this.timers.delete(next.id);
      this.current = next.at;
      next.fn();
    }
    this.current = target;
  }

  private nextDue(target: number): PendingTimer | undefined {
    let best: PendingTimer | undefined;
    for (const timer of this.timers.values()) {
      if (timer.at > target) continue;
      if (!best || timer.at < best.at || (timer.at === best.at && timer.id < best.id)) best = timer;
    }
    return best;
  }
}
