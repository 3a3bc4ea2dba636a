import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from './calendar-date.ts';
import { formatClockTime } from './clock-time.ts';
import {
  clockText,
  dayAndMonth,
  longDate,
  longDateOf,
  longDateTime,
  MONTH_NAMES,
  ordinal,
  ordinalDateTime,
  ordinalDateTimeOf,
  shortDate,
  shortDateTime,
  WEEKDAY_NAMES,
} from './format.ts';

/** Any calendar date from 1990 to 2100, as "YYYY-MM-DD". */
const calendarDate = fc.integer({ min: 0, max: 40_000 }).map((n) => addDays('1990-01-01', n));
const clock = fc.integer({ min: 0, max: 1439 }).map(formatClockTime);

describe('the one date formatter', () => {
  it("writes the spec's short formats: 'DD/MM/YYYY' and 'DD/MM/YYYY HH:mm'", () => {
    expect(shortDate('2026-12-06')).toBe('06/12/2026');
    expect(shortDate('2027-01-04 19:00')).toBe('04/01/2027');
    expect(shortDateTime('2026-12-06', '01:00:00')).toBe('06/12/2026 01:00');
    expect(shortDate('2026-02-30')).toBe('');
    expect(shortDate(null)).toBe('');
    expect(shortDate('soon')).toBe('');
  });

  it("writes the spec's 'MMMM Do YYYY at HH:mm'", () => {
    expect(ordinalDateTime('2026-12-06', '01:00')).toBe('December 6th 2026 at 01:00');
    expect(ordinalDateTime('2027-01-01', '19:30:00')).toBe('January 1st 2027 at 19:30');
    expect(ordinalDateTime('2027-03-22', '')).toBe('March 22nd 2027');
    expect(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '30th', '31st', '101st', '111th']).toEqual(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31, 101, 111].map(ordinal),
    );
  });

  it("writes the sites' long form, with the weekday that tells a late night's morning from its evening", () => {
    expect(longDate('2026-12-06')).toBe('Sunday 6 December 2026');
    expect(longDateTime('2026-12-06', '01:00')).toBe('Sunday 6 December 2026 at 01:00');
    expect(dayAndMonth('2026-11-21')).toBe('Saturday 21 November');
    expect(longDateTime('2026-12-06', null)).toBe('Sunday 6 December 2026, time to be agreed');
    expect(longDateTime(undefined, '19:00')).toBe('');
  });

  it('reads every part of a date back out of each format', () => {
    fc.assert(
      fc.property(calendarDate, clock, (date, time) => {
        const [y, m, d] = date.split('-');
        expect(shortDateTime(date, time)).toBe(`${d}/${m}/${y} ${time}`);
        const month = MONTH_NAMES[Number(m) - 1]!;
        const weekday = WEEKDAY_NAMES[isoWeekday(date) - 1]!;
        expect(longDateTime(date, `${time}:00`)).toBe(`${weekday} ${Number(d)} ${month} ${y} at ${time}`);
        expect(ordinalDateTime(date, time)).toMatch(new RegExp(`^${month} ${Number(d)}(st|nd|rd|th) ${y} at ${time}$`));
        // The weekday is the calendar's, whatever the machine's time zone: 1 January 2024 was a Monday.
        expect(isoWeekday(date)).toBe(((((daysSinceMonday(date) % 7) + 7) % 7) + 1));
      }),
    );
  });

  it("writes an instant as London's date and time, in summer and winter alike", () => {
    expect(longDateOf('2026-06-30T23:30:00Z')).toBe('Wednesday 1 July 2026');
    expect(longDateOf('2026-12-31T23:30:00Z')).toBe('Thursday 31 December 2026');
    expect(ordinalDateTimeOf(new Date('2026-10-25T00:30:00Z'))).toBe('October 25th 2026 at 01:30');
    expect(ordinalDateTimeOf('2026-10-25T01:30:00Z')).toBe('October 25th 2026 at 01:30');
    expect(longDateOf('not a time')).toBe('');
    expect(ordinalDateTimeOf(null)).toBe('');
  });

  it('shows hours and minutes of a time, and nothing of what is not one', () => {
    expect(clockText('19:00:00')).toBe('19:00');
    expect(clockText('00:15')).toBe('00:15');
    expect(clockText('25:00')).toBe('');
    expect(clockText(undefined)).toBe('');
  });
});

function daysSinceMonday(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse('2024-01-01T00:00:00Z')) / 86_400_000);
}
