import { describe, expect, it } from 'vitest';
import { dayText, timeText } from './format.ts';

describe('dates and times on the later steps', () => {
  it('reads a date in full, with its weekday', () => {
    expect(dayText('2026-11-28')).toBe('Saturday 28 November 2026');
    expect(dayText('2026-11-29 01:00')).toBe('Sunday 29 November 2026');
    expect(dayText('soon')).toBe('soon');
    expect(dayText(null)).toBe('');
  });

  it('shows hours and minutes', () => {
    expect(timeText('19:00:00')).toBe('19:00');
    expect(timeText('00:15')).toBe('00:15');
    expect(timeText(undefined)).toBe('');
  });
});
