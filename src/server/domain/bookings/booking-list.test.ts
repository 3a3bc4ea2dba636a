import { describe, expect, it } from 'vitest';
import { MalformedInput } from '../errors.ts';
import { includePreviousFlag, previousBefore, splitBookings } from './booking-list.ts';

const at = (id: number, iso: string) => ({ id, start_at: new Date(iso) });

describe('the booking list', () => {
  it('turns over at 06:00 London time of the London day it is', () => {
    expect(previousBefore(new Date('2026-11-23T05:00:00Z')).toISOString()).toBe('2026-11-23T06:00:00.000Z');
    expect(previousBefore(new Date('2026-11-22T23:59:00Z')).toISOString()).toBe('2026-11-22T06:00:00.000Z');
    // British Summer Time: 06:00 in London is 05:00 UTC, and 23:30 UTC is already the next day there.
    expect(previousBefore(new Date('2027-06-10T04:30:00Z')).toISOString()).toBe('2027-06-10T05:00:00.000Z');
    expect(previousBefore(new Date('2027-06-09T23:30:00Z')).toISOString()).toBe('2027-06-10T05:00:00.000Z');
  });

  it('puts upcoming bookings soonest first and previous ones latest first', () => {
    const bookings = [at(1, '2026-11-23T18:00:00Z'), at(2, '2026-11-22T12:00:00Z'), at(3, '2026-11-23T06:00:00Z'), at(4, '2026-11-23T05:59:00Z'), at(5, '2026-11-23T06:00:00Z')];
    const { upcoming, previous } = splitBookings(bookings, new Date('2026-11-23T05:00:00Z'));
    expect(upcoming.map((b) => b.id)).toEqual([3, 5, 1]);
    expect(previous.map((b) => b.id)).toEqual([4, 2]);
  });

  it('reads include_previous as 0 or 1 (and true or false), absent as 0, and refuses anything else', () => {
    for (const yes of [1, '1', true, 'true']) expect(includePreviousFlag(yes)).toBe(true);
    for (const no of [undefined, 0, '0', false, 'false']) expect(includePreviousFlag(no)).toBe(false);
    for (const bad of ['yes', 2, '', null]) expect(() => includePreviousFlag(bad)).toThrow(MalformedInput);
  });
});
