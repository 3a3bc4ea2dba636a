import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from './clock.ts';
import { ServerClock } from './server-clock.ts';

/** An answer: sent `gap` ms after the last, on the way `latency` ms, stamped `at` (0–1) of the way through. */
const answer = fc.record({ gap: fc.integer({ min: 0, max: 60_000 }), latency: fc.integer({ min: 0, max: 3_000 }), at: fc.double({ min: 0, max: 1, noNaN: true }) });

/** The Date header a server whose clock is the device's plus `offset` writes at device instant `t`. */
const header = (t: number, offset: number) => new Date(Math.floor((t + offset) / 1000) * 1000).toUTCString();

function exchange(device: SimulatedClock, clock: ServerClock, offset: number, a: { gap: number; latency: number; at: number }) {
  device.advance(a.gap);
  const sentAt = device.now();
  const stampedAt = sentAt + Math.floor(a.latency * a.at);
  device.advance(a.latency);
  clock.observe(header(stampedAt, offset), sentAt, device.now());
}

describe('the server clock in the browser', () => {
  it('is the device clock until an answer says otherwise, and ignores a header it cannot read', () => {
    const device = new SimulatedClock(Date.UTC(2026, 10, 28, 12));
    const clock = new ServerClock(device);
    expect(clock.now()).toBe(device.now());
    clock.observe(null, device.now(), device.now());
    clock.observe('yesterday', device.now(), device.now());
    expect(clock.now()).toBe(device.now());
  });

  it('reads the server’s time to within half of a second and the quickest answer’s trip, whatever the device says', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), fc.array(answer, { minLength: 1, maxLength: 30 }), (offset, answers) => {
        const device = new SimulatedClock(Date.UTC(2026, 10, 28, 12) + 123);
        const clock = new ServerClock(device);
        let quickest = Number.POSITIVE_INFINITY;
        for (const a of answers) {
          exchange(device, clock, offset, a);
          quickest = Math.min(quickest, a.latency);
          const error = Math.abs(clock.now() - (device.now() + offset));
          expect(error).toBeLessThanOrEqual((1000 + quickest) / 2 + 1);
        }
      }),
    );
  });

  it('follows a server (or device) clock that was moved, from the answers after the move', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.array(answer, { minLength: 1, maxLength: 10 }),
        fc.array(answer, { minLength: 1, maxLength: 10 }),
        (before, after, first, then) => {
          const device = new SimulatedClock(Date.UTC(2026, 3, 1));
          const clock = new ServerClock(device);
          for (const a of first) exchange(device, clock, before, a);
          for (const a of then) {
            exchange(device, clock, after, a);
            expect(Math.abs(clock.now() - (device.now() + after))).toBeLessThanOrEqual(1000 + a.latency + 1);
          }
        },
      ),
    );
  });

  it('keeps the device’s timers: a timeout runs after its own duration', () => {
    const device = new SimulatedClock(0);
    const clock = new ServerClock(device);
    clock.observe(new Date(3_600_000).toUTCString(), 0, 0);
    let ran = false;
    clock.setTimeout(() => (ran = true), 500);
    device.advance(499);
    expect(ran).toBe(false);
    device.advance(1);
    expect(ran).toBe(true);
    expect(clock.now()).toBeGreaterThanOrEqual(3_600_000);
  });
});
