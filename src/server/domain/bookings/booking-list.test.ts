import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonWallClock } from '../../../engine/time/london.ts';
import { MalformedInput } from '../errors.ts';
import { includePreviousFlag, previousBefore, splitBookings } from './booking-list.ts';

const at = (id: number, iso: string) => ({ id, start_at: new Date(iso) });

describe('the booking list', () => {
  it('turns over at the last 06:00 London time: today’s once it has struck, yesterday’s before', () => {
    expect(previousBefore(new Date('2026-11-23T05:59:00Z')).toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(previousBefore(new Date('2026-11-23T06:00:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(previousBefore(new Date('2026-11-23T06:01:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(previousBefore(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-22T06:00:00.000Z');
    // British Summer Time: 06:00 in London is 05:00 UTC, and 23:30 UTC is already the next day there.
    expect(previousBefore(new Date('2027-06-10T04:30:00Z')).toISOString()).toBe('2027-06-09T05:00:00.000Z');
    expect(previousBefore(new Date('2027-06-10T05:01:00Z')).toISOString()).toBe('2027-06-10T05:00:00.000Z');
    expect(previousBefore(new Date('2027-06-09T23:30:00Z')).toISOString()).toBe('2027-06-09T05:00:00.000Z');
  });

  it('keeps tonight’s 01:00 booking current until 06:00 after it, and files it as previous from then', () => {
    const tonight = [at(1, '2026-12-06T01:00:00Z')];
    for (const now of ['2026-12-05T20:00:00Z', '2026-12-06T00:30:00Z', '2026-12-06T01:30:00Z', '2026-12-06T05:59:00Z']) {
      expect(splitBookings(tonight, new Date(now)).upcoming.map((b) => b.id), now).toEqual([1]);
    }
    expect(splitBookings(tonight, new Date('2026-12-06T06:01:00Z')).previous.map((b) => b.id)).toEqual([1]);
  });

  it('never files a booking still to come as previous, and files every booking before the last 06:00 as previous', () => {
    const instant = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) });
    fc.assert(
      fc.property(instant, instant, (bookingAt, nowAt) => {
        const now = new Date(nowAt);
        const { upcoming, previous } = splitBookings([at(1, new Date(bookingAt).toISOString())], now);
        const cutOff = previousBefore(now).getTime();
        // The last 06:00: not after now, and less than a day (25 hours on the autumn night) before it.
        expect(cutOff).toBeLessThanOrEqual(nowAt);
        expect(nowAt - cutOff).toBeLessThan(25 * 3_600_000);
        expect(londonWallClock(new Date(cutOff)).time).toBe('06:00');
        if (bookingAt >= nowAt) expect(upcoming).toHaveLength(1);
        expect(previous.length).toBe(bookingAt < cutOff ? 1 : 0);
      }),
    );
  });

  it('puts upcoming bookings soonest first and previous ones latest first', () => {
    const bookings = [at(1, '2026-11-23T18:00:00Z'), at(2, '2026-11-22T12:00:00Z'), at(3, '2026-11-23T06:00:00Z'), at(4, '2026-11-23T05:59:00Z'), at(5, '2026-11-23T06:00:00Z')];
    const { upcoming, previous } = splitBookings(bookings, new Date('2026-11-23T07:00:00Z'));
    expect(upcoming.map((b) => b.id)).toEqual([3, 5, 1]);
    expect(previous.map((b) => b.id)).toEqual([4, 2]);
  });

  it('reads include_previous as 0 or 1 (and true or false), absent as 0, and refuses anything else', () => {
    for (const yes of [1, '1', true, 'true']) expect(includePreviousFlag(yes)).toBe(true);
    for (const no of [undefined, 0, '0', false, 'false']) expect(includePreviousFlag(no)).toBe(false);
    for (const bad of ['yes', 2, '', null]) expect(() => includePreviousFlag(bad)).toThrow(MalformedInput);
  });
});
