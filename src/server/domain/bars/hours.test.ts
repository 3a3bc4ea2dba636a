import { describe, expect, it } from 'vitest';
import { hoursOn } from './hours.ts';

const bar = {
  hours: { 1: { open: '12:00', close: '00:00' }, 5: { open: '11:00', close: '02:00' } },
  special_hours: {
    '2026-12-25': { hours: null, note: 'Christmas Day' },
    '2026-12-28': { hours: { open: '14:00', close: '23:00' }, note: 'Bank holiday' },
  },
};

describe('hoursOn', () => {
  it("gives the week's hours for the date's weekday, and none on a day the bar does not open", () => {
    expect(hoursOn(bar, '2026-11-23')).toEqual({ open: '12:00', close: '00:00' }); // a Monday
    expect(hoursOn(bar, '2026-11-27')).toEqual({ open: '11:00', close: '02:00' }); // a Friday
    expect(hoursOn(bar, '2026-11-24')).toBeNull(); // a Tuesday
  });

  it("lets a special date's hours win over its weekday's, closed included", () => {
    expect(hoursOn(bar, '2026-12-25')).toBeNull(); // a Friday
    expect(hoursOn(bar, '2026-12-28')).toEqual({ open: '14:00', close: '23:00' }); // a Monday
  });
});
