import { describe, expect, it } from 'vitest';
import { clockFrom, fixedClock } from './clock.ts';

describe('a clock started at an instant', () => {
  it('starts there, runs with the real one, and moves on when told', () => {
    const real = fixedClock('2026-11-29T12:00:00Z');
    const clock = clockFrom(new Date('2026-11-21T12:00:00Z'), real);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T12:00:00.000Z');
    real.set('2026-11-29T12:00:05Z');
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T12:00:05.000Z');
    clock.move(16 * 60_000);
    expect(new Date(clock.now()).toISOString()).toBe('2026-11-21T12:16:05.000Z');
  });
});
