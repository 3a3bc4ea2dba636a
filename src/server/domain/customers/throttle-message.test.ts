import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tooManyAttemptsMessage } from './throttle-message.ts';

const wait = (ms: number) =>
  tooManyAttemptsMessage(ms).replace(/^Too many attempts\. Please wait (.+) and try again\.$/, '$1');

describe('the wait a refused client is told', () => {
  it('says what Retry-After says: seconds under two minutes, whole minutes as minutes, longer waits rounded up', () => {
    expect([1000, 30_000, 60_000, 63_000, 119_500, 120_000, 121_000, 300_000].map(wait)).toEqual([
      'a second',
      '30 seconds',
      'a minute',
      '63 seconds',
      '2 minutes',
      '2 minutes',
      '3 minutes',
      '5 minutes',
    ]);
  });

  it('never tells a client to wait less than Retry-After, nor more than a minute longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600_000 }), (ms) => {
        const seconds = Math.ceil(ms / 1000);
        const said = wait(ms);
        const m = /^(a|\d+) (second|minute)s?$/.exec(said)!;
        const told = (m[1] === 'a' ? 1 : Number(m[1])) * (m[2] === 'minute' ? 60 : 1);
        expect(told).toBeGreaterThanOrEqual(seconds);
        expect(told - seconds).toBeLessThan(60);
      }),
    );
  });
});
