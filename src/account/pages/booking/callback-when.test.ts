import { describe, expect, it } from 'vitest';
import { callbackWhen } from './callback-when.ts';

describe('a brunch-upgrade call window in words', () => {
  it('names the day and date, and the 2 hours from the slot start, ending at 16:45 at the latest', () => {
    expect(callbackWhen({ date: '2026-11-21', start: 13, end: 14 })).toBe('Saturday 21 November, 13:00 - 15:00');
    expect(callbackWhen({ date: '2026-11-21', start: 15, end: 16 })).toBe('Saturday 21 November, 15:00 - 16:45');
    expect(callbackWhen({ date: '2026-11-21', start: 16, end: 17 })).toBe('Saturday 21 November, 16:00 - 16:45');
    expect(callbackWhen({ date: '2027-01-04', start: 10, end: 11 })).toBe('Monday 4 January, 10:00 - 12:00');
  });
});
