/**
 * Drives a store on a simulated clock until nothing is left to happen: every call answered, every
 * continuation run, every timer (people debounce, queue retry) fired. Tests and the fixture replayer
 * use it so that "after this event" means the same thing every time.
 */
import type { SimulatedClock } from '../clock/clock.ts';
import type { WidgetStore } from './widget-store.ts';

export interface RunUntilIdleOptions {
  /** How far the clock moves while only timers are left; the spec's delays are multiples of 100 ms. */
  stepMs?: number;
  /** Gives up (and throws) after this many rounds, so a store that never settles fails loudly. */
  maxRounds?: number;
}

async function drainMicrotasks(turns = 50): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}

export async function runUntilIdle(store: WidgetStore, clock: SimulatedClock, options: RunUntilIdleOptions = {}): Promise<void> {
  const stepMs = options.stepMs ?? 100;
  const maxRounds = options.maxRounds ?? 10_000;
  for (let round = 0; round < maxRounds; round++) {
    await store.whenCallsSettle();
    await drainMicrotasks();
    if (store.callsInFlight > 0) continue;
    if (clock.pendingCount > 0) {
      clock.advance(stepMs);
      continue;
    }
    if (store.pendingWork === 0) return;
  }
  throw new Error(`The store did not settle within ${maxRounds} rounds (work: ${store.pendingWork}, timers: ${clock.pendingCount})`);
}
