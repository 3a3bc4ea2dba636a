import { describe, expect, it } from 'vitest';
import { callbackWhen } from './callback-when.ts';

const t = (key: string) => ({ 'common:weekdays.6': 'Saturday', 'common:weekdays.1': 'Monday', 'common:months.11': 'November', 'common:months.1': 'January' })[key] ?? key;

describe('a callback window in words', () => {
  it('names the day and date, and shows a window ending at 17:00 as ending at 16:45', () => {
    expect(callbackWhen({ date: '2026-11-21', start: 13, end: 14 }, t)).toBe('Saturday 21 November, 13:00 - 14:00');
    expect(callbackWhen({ date: '2026-11-21', start: 16, end: 17 }, t)).toBe('Saturday 21 November, 16:00 - 16:45');
    expect(callbackWhen({ date: '2027-01-04', start: 10, end: 11 }, t)).toBe('Monday 4 January, 10:00 - 11:00');
  });
});
