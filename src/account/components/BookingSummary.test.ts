import { describe, expect, it } from 'vitest';
import { longDate } from './BookingSummary.tsx';

describe('longDate', () => {
  it('writes a calendar date out in full, whatever the time zone', () => {
    expect(longDate('2026-11-28')).toBe('Saturday 28 November 2026');
    expect(longDate('2026-03-29 01:30')).toBe('Sunday 29 March 2026');
    expect(longDate(undefined)).toBe('');
    expect(longDate('soon')).toBe('');
  });
});
