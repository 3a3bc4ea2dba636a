import { describe, expect, it } from 'vitest';
import { endMinutes, formatClockTime, parseClockTime, startMinutes, windowMinutes } from './clock-time.ts';
import { addDays, isCalendarDate, isoWeekday } from './calendar-date.ts';
import { londonInstant, londonWallClock } from './london.ts';

describe('business-day clock times', () => {
  it('puts an end at or before 08:00 on the next day', () => {
    expect(endMinutes('02:00')).toBe(26 * 60);
    expect(endMinutes('08:00')).toBe(32 * 60);
    expect(endMinutes('08:15')).toBe(8 * 60 + 15);
    expect(windowMinutes('17:00', '00:00')).toEqual({ start: 1020, end: 1440 });
    expect(windowMinutes('00:00', '03:00')).toEqual({ start: 1440, end: 1620 });
    expect(windowMinutes('07:00', '11:00')).toEqual({ start: 420, end: 660 });
    expect(startMinutes('01:30')).toBe(1530);
    expect(formatClockTime(1530)).toBe('01:30');
    expect(() => parseClockTime('24:00')).toThrow();
  });
});

describe('calendar dates', () => {
  it('validates and counts days without time zones', () => {
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoWeekday('2026-11-22')).toBe(7);
  });
});

describe('London time', () => {
  it('is GMT in winter and BST in summer', () => {
    expect(londonInstant('2026-12-12', 19 * 60).toISOString()).toBe('2026-12-12T19:00:00.000Z');
    expect(londonInstant('2026-07-12', 19 * 60).toISOString()).toBe('2026-07-12T18:00:00.000Z');
    expect(londonInstant('2026-12-12', 25 * 60).toISOString()).toBe('2026-12-13T01:00:00.000Z');
  });
  it('crosses the clock changes', () => {
    // Clocks go back at 02:00 BST on 25 October 2026: 01:30 happens twice; 03:00 is GMT.
    expect(londonInstant('2026-10-24', 27 * 60).toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(londonWallClock(new Date('2026-03-29T01:30:00Z'))).toMatchObject({ date: '2026-03-29', time: '02:30' });
    expect(londonWallClock(new Date('2026-11-21T23:59:00Z')).date).toBe('2026-11-21');
  });
});

describe('London time, fast path', () => {
  it('agrees with the full conversion on every quarter hour around both clock changes', async () => {
    const { TZDate } = await import('@date-fns/tz');
    for (const date of ['2026-03-27', '2026-03-28', '2026-03-29', '2026-10-23', '2026-10-24', '2026-10-25', '2026-12-12', '2026-07-01']) {
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      for (let minute = 0; minute < 32 * 60; minute += 15) {
        const days = Math.floor(minute / 1440);
        const exact = new TZDate(y, m - 1, d + days, Math.floor((minute % 1440) / 60), minute % 60, 'Europe/London').getTime();
        expect(londonInstant(date, minute).getTime()).toBe(exact);
      }
    }
  });
});

describe('London wall clock, fast path', () => {
  it('reads every instant around both clock changes as the full conversion does', () => {
    const full = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const start of ['2026-03-28T20:00:00Z', '2026-10-24T20:00:00Z', '2026-12-31T20:00:00Z']) {
      // Every 7 minutes and 13 seconds for 12 hours: off the hour, on it, and across each change.
      for (let ms = Date.parse(start); ms < Date.parse(start) + 12 * 3_600_000; ms += 433_000) {
        const parts = Object.fromEntries(full.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
        expect(londonWallClock(new Date(ms))).toMatchObject({ date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` });
      }
    }
  });
});
