import { describe, expect, it } from 'vitest';
import { timeOptions } from './time-options.ts';

describe('time options', () => {
  it('runs from 10:00 to 00:00 in 15-minute steps by default, 00:00 last', () => {
    const options = timeOptions();
    expect(options).toHaveLength(57);
    expect(options.slice(0, 3)).toEqual(['10:00', '10:15', '10:30']);
    expect(options.slice(-3)).toEqual(['23:30', '23:45', '00:00']);
  });

  it('takes a range and a step, crossing midnight', () => {
    expect(timeOptions({ start: '22:00', end: '01:00', stepMinutes: 30 })).toEqual([
      '22:00',
      '22:30',
      '23:00',
      '23:30',
      '00:00',
      '00:30',
      '01:00',
    ]);
    expect(timeOptions({ start: '12:00', end: '13:00', stepMinutes: 25 })).toEqual([
      '12:00',
      '12:25',
      '12:50',
    ]);
    expect(timeOptions({ start: '12:00', end: '12:00' })).toEqual(['12:00']);
    expect(timeOptions({ start: '13:00', end: '12:00' })).toEqual([]);
  });

  it('rejects a step that would never end', () => {
    expect(() => timeOptions({ stepMinutes: 0 })).toThrow(RangeError);
    expect(() => timeOptions({ stepMinutes: -15 })).toThrow(RangeError);
    expect(() => timeOptions({ stepMinutes: 7.5 })).toThrow(RangeError);
  });
});
